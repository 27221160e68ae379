/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The renderer is one Vite app under renderer/; the same build serves Electron (file://) and the browser runtime.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [svelte()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
  },
  test: {
    root: '.',
    include: ['core/**/*.test.ts', 'renderer/**/*.test.ts', 'electron/**/*.test.ts', 'build/**/*.test.ts', 'bench/**/*.test.ts', 'tests/unit-support/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
  },
});
