// ESLint 9 flat config: typescript-eslint, eslint-plugin-svelte, and the rule that keeps core/ pure.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Modules core/ must never import: platform code belongs in electron/ or renderer/. */
export const CORE_FORBIDDEN_IMPORTS = {
  paths: [
    { name: 'electron', message: 'core/ is pure: Electron belongs in electron/.' },
    { name: 'dexie', message: 'core/ is pure: the store belongs in renderer/lib/store.' },
    { name: 'svelte', message: 'core/ is pure: UI belongs in renderer/.' },
    ...['fs', 'path', 'os', 'child_process', 'crypto', 'http', 'url', 'worker_threads'].map((name) => ({
      name,
      message: 'core/ is pure: Node built-ins belong in electron/.',
    })),
  ],
  patterns: [
    { group: ['node:*'], message: 'core/ is pure: Node built-ins belong in electron/.' },
    { group: ['svelte/*', 'dexie/*', 'electron/*'], message: 'core/ is pure: no UI, store or Electron modules.' },
    { group: ['**/renderer/**', '**/electron/**'], message: 'core/ may not import from renderer/ or electron/.' },
  ],
};

/**
 * The system seam: outside a system's own folders (core/systems/<id>/ and renderer/systems/<id>/) nothing imports a
 * system's internals; the shell, store, CLI, PDF, campaign code, benchmarks and build scripts go through
 * core/systems/registry and core/systems/types (and renderer/systems/registry). core/boundary.test.ts proves it.
 */
export const SYSTEM_INTERNALS = {
  group: ['**/core/systems/*/**', '**/systems/*/**', '!**/systems/testing/**'],
  message: 'A game system is reached through core/systems/registry (or renderer/systems/registry), never its own files.',
};

/** The game systems: every folder under core/systems/ but the test system's. */
const SYSTEM_IDS = readdirSync(new URL('./core/systems/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'testing')
  .map((d) => d.name);

/** Inside one system's folders: no other system's internals (each system stands alone behind the seam). */
export function otherSystems(id) {
  return {
    group: SYSTEM_IDS.filter((other) => other !== id).map((other) => `**/${other}/**`),
    message: 'One game system never imports another system’s internals: share through core/ (the seam, core/character, core/sheet) instead.',
  };
}

/** Browser globals core/ may not touch (the DOM and storage); Web Crypto and TextEncoder are fine. */
const CORE_FORBIDDEN_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'location'].map(
  (name) => ({ name, message: `core/ is pure: ${name} is a DOM/browser API.` }),
);

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-electron/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'build/electron-stub/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.svelte'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    // The system seam everywhere outside the systems' own folders (tests included: they use the registry too).
    files: ['**/*.ts', '**/*.svelte', '**/*.mjs', '**/*.js'],
    ignores: ['core/systems/*/**', 'renderer/systems/*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SYSTEM_INTERNALS] }] },
  },
  {
    // The purity boundary. Tests beside core code may read source files with node:fs. (A flat config's later entry
    // replaces a rule's options, so the seam's pattern is repeated here for core files outside the systems.)
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts', 'core/**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', CORE_FORBIDDEN_IMPORTS],
      'no-restricted-globals': ['error', ...CORE_FORBIDDEN_GLOBALS],
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts', 'core/**/testing/**', 'core/systems/*/**'],
    rules: { 'no-restricted-imports': ['error', { ...CORE_FORBIDDEN_IMPORTS, patterns: [...CORE_FORBIDDEN_IMPORTS.patterns, SYSTEM_INTERNALS] }] },
  },
  {
    // Components never import the store library; they go through state classes and repositories.
    files: ['renderer/**/*.svelte'],
    ignores: ['renderer/systems/*/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Components reach the store through state classes.' }], patterns: [SYSTEM_INTERNALS] }],
    },
  },
  {
    files: ['renderer/systems/*/**/*.svelte'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Components reach the store through state classes.' }] }],
    },
  },
  // One system's folders never reach into another's (core/boundary.test.ts proves it). Each block repeats the rules
  // the earlier blocks give those files, since a later block replaces a rule's options.
  ...SYSTEM_IDS.flatMap((id) => [
    {
      files: [`core/systems/${id}/**/*.ts`, `renderer/systems/${id}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [otherSystems(id)] }] },
    },
    {
      files: [`core/systems/${id}/**/*.ts`],
      ignores: ['core/**/*.test.ts', 'core/**/testing/**'],
      rules: { 'no-restricted-imports': ['error', { ...CORE_FORBIDDEN_IMPORTS, patterns: [...CORE_FORBIDDEN_IMPORTS.patterns, otherSystems(id)] }] },
    },
    {
      files: [`renderer/systems/${id}/**/*.svelte`],
      rules: {
        'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Components reach the store through state classes.' }], patterns: [otherSystems(id)] }],
      },
    },
  ]),
);
