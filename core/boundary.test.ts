import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// Proves the lint rule that keeps core/ pure: the same code passes outside core/ and fails inside it.
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the core/ purity boundary', () => {
  it.each([
    ["import { app } from 'electron';\nexport const x = app;", 'Electron'],
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'Node built-ins'],
    ["import fs from 'fs';\nexport const x = fs;", 'Node built-ins'],
    ["import Dexie from 'dexie';\nexport const x = Dexie;", 'store'],
    ["import { mount } from 'svelte';\nexport const x = mount;", 'UI'],
    ['export const x = () => document.title;', 'DOM'],
    ['export const x = () => window.innerWidth;', 'DOM'],
  ])('rejects %j inside core/', async (code, what) => {
    const messages = await messagesFor(code, 'core/systems/example.ts');
    expect(messages.join('\n')).toMatch(new RegExp(what));
  });

  it('allows the same Electron import in electron/ and pure code in core/', async () => {
    expect(await messagesFor("import { app } from 'electron';\nexport const x = app;", 'electron/example.ts')).toEqual([]);
    expect(await messagesFor('export const twice = (n: number): number => n * 2;', 'core/systems/example.ts')).toEqual([]);
  });
});

// Proves the lint rule of the system seam: a system's internals are reachable only from its own two folders.
describe('the game-system seam', () => {
  const internals = "import { CLASS_TABLES } from '../../core/systems/dark-dungeons/data/classes';\nexport const x = CLASS_TABLES;";
  it.each([
    ['renderer/views/example.ts', internals],
    ['renderer/lib/state/example.svelte.ts', "import { quickCharacter } from '../../../core/systems/dark-dungeons/rules/quick';\nexport const x = quickCharacter;"],
    ['electron/cli/example.ts', internals],
    ['core/sheet/example.ts', "import { darkDungeons } from '../systems/dark-dungeons/system';\nexport const x = darkDungeons;"],
    ['core/documents/example.test.ts', "import { darkDungeons } from '../systems/dark-dungeons/system';\nexport const x = darkDungeons;"],
    ['bench/example.ts', internals],
    ['renderer/views/example.ts', "import { darkDungeonsUi } from '../systems/dark-dungeons/ui';\nexport const x = darkDungeonsUi;"],
  ])('refuses a system’s internals in %s', async (filePath, code) => {
    expect((await messagesFor(code, filePath)).join('\n')).toMatch(/registry/);
  });

  it('allows the registry and the seam’s types everywhere, and a system’s internals inside its own folders', async () => {
    expect(await messagesFor("import { loadSystem } from '../../core/systems/registry';\nexport const x = loadSystem;", 'renderer/views/example.ts')).toEqual([]);
    expect(await messagesFor("import type { AnySystem } from '../../core/systems/types';\nexport type X = AnySystem;", 'electron/cli/example.ts')).toEqual([]);
    expect(await messagesFor("import { loadSystemUi } from '../systems/registry';\nexport const x = loadSystemUi;", 'renderer/views/example.ts')).toEqual([]);
    expect(await messagesFor("import { CLASS_TABLES } from '../../../core/systems/dark-dungeons/data/classes';\nexport const x = CLASS_TABLES;", 'renderer/systems/dark-dungeons/example.ts')).toEqual([]);
    expect(await messagesFor("import { CLASS_TABLES } from './data/classes';\nexport const x = CLASS_TABLES;", 'core/systems/dark-dungeons/example.ts')).toEqual([]);
  });
});

// Proves that one system's folders never reach into another's: each system stands alone behind the seam.
describe('one game system and another', () => {
  it.each([
    ['core/systems/orcus/example.ts', "import { CLASS_TABLES } from '../dark-dungeons/data/classes';\nexport const x = CLASS_TABLES;"],
    ['core/systems/murdham/rules/example.test.ts', "import { darkDungeons } from '../../dark-dungeons/system';\nexport const x = darkDungeons;"],
    ['renderer/systems/sixteen/example.svelte.ts', "import { trueSrdUi } from '../true-srd/ui';\nexport const x = trueSrdUi;"],
    ['renderer/systems/true-srd/example.ts', "import { sixteen } from '../../../core/systems/sixteen/system';\nexport const x = sixteen;"],
  ])('refuses another system’s internals in %s', async (filePath, code) => {
    expect((await messagesFor(code, filePath)).join('\n')).toMatch(/another system/);
  });

  it('still allows a system its own internals, the shared core and its own renderer folder', async () => {
    expect(await messagesFor("import { orcus } from './system';\nexport const x = orcus;", 'core/systems/orcus/example.ts')).toEqual([]);
    expect(await messagesFor("import { execute } from '../../character/command';\nexport const x = execute;", 'core/systems/orcus/example.ts')).toEqual([]);
    expect(await messagesFor("import { orcus } from '../../../core/systems/orcus/system';\nexport const x = orcus;", 'renderer/systems/orcus/example.ts')).toEqual([]);
    // The purity rules still hold inside a system's core folder.
    expect((await messagesFor("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'core/systems/orcus/example.ts')).join('\n')).toMatch(/Node built-ins/);
  });
});
