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
