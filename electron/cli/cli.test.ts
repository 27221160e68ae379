import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Runs the real command line as a user would (through tsx, as `npm run cli` does).
function cli(...args: string[]) {
  const r = spawnSync(path.resolve('node_modules/.bin/tsx'), ['electron/cli/main.ts', ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = (...args: string[]) => {
  const r = cli(...args);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as unknown;
};
const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-cli-'));
/** Five systems × six commands, each a fresh tsx process: allow the time that takes on a busy machine. */
const SLOW_ALL = { timeout: 240_000 };
// Each test spawns the real command line (tsx compiling on start); on a loaded 2-core machine one spawn can take 20 s.
const SPAWNS = { timeout: 180_000 };

describe('rules commands', SPAWNS, () => {
  it('lists the eight classes with requirements (Table 4-1, 004:31-38)', () => {
    const classes = json('rules', 'dark-dungeons', 'classes', '--json') as { id: string; hitDie: string; minimums: Record<string, number>; canSacrifice: string[] }[];
    expect(classes.map((c) => c.id)).toEqual(['cleric', 'dwarf', 'elf', 'fighter', 'halfling', 'magic-user', 'mystic', 'thief']);
    const mystic = classes.find((c) => c.id === 'mystic');
    expect(mystic?.minimums).toEqual({ wis: 13, dex: 13 });
    expect(classes.find((c) => c.id === 'thief')?.canSacrifice).toEqual(['str', 'int', 'wis']);
    expect(classes.find((c) => c.id === 'fighter')?.hitDie).toBe('d8');
  });
  it('gives one class row, and all 36 (Table 4-9 level 10, 004:859)', () => {
    const row = json('rules', 'dark-dungeons', 'class', 'thief', '--level', '10', '--json') as Record<string, unknown>;
    expect(row).toMatchObject({ class: 'thief', level: 10, xp: 280000, hitDice: '9d4+2', attackBonus: 5, skills: 6, weaponFeats: 5 });
    expect(row['saves']).toEqual({ deathRayPoison: 9, magicWands: 10, paralysisPetrify: 9, breathWeapon: 12, rodStaffSpell: 11 });
    expect(row['thiefAbilities']).toMatchObject({ openLocks: 58, readLanguages: 80, useMagicUserScroll: 90 });
    const all = json('rules', 'dark-dungeons', 'class', 'cleric', '--level', 'all', '--json') as { level: number; spellsPerDay: number[] }[];
    expect(all).toHaveLength(36);
    expect(all[0]?.spellsPerDay).toEqual([]); // 004:76 "1 0 1d6 1 4 2 11 12 14 16 15"
    expect(all[1]?.spellsPerDay).toEqual([1]); // 004:77
  });
  it('lists weapons with users and turn-undead results (004:116: level 2 turns zombies on 7)', () => {
    const weapons = json('rules', 'dark-dungeons', 'weapons', '--json') as { id: string; usableBy: string[] }[];
    expect(weapons.find((w) => w.id === 'unarmed-strike')?.usableBy).toHaveLength(9);
    const turn = json('rules', 'dark-dungeons', 'turn-undead', '--level', '2', '--json') as { results: Record<string, string> };
    expect(turn.results['zombie']).toBe('7');
    expect(Object.keys(turn.results)[0]).toBe('skeleton');
  });
  it('checks the reroll rule', () => {
    expect(json('rolls', 'dark-dungeons', '--check', '8,9,9,6,6,12', '--json')).toMatchObject({ mustReroll: true });
    expect(json('rolls', 'dark-dungeons', '--check', '10,9,9,7,6,12', '--json')).toEqual({ mustReroll: false, reason: '' });
  });
});

describe('characters', SPAWNS, () => {
  it('new gives a valid character, the same for the same seed', () => {
    const a = json('new', 'dark-dungeons', '--class', 'fighter', '--seed', '11', '--json') as Record<string, unknown>;
    const b = json('new', 'dark-dungeons', '--class', 'fighter', '--seed', '11', '--json') as Record<string, unknown>;
    expect(a['data']).toEqual(b['data']);
    expect(a['id']).toEqual(b['id']);
    expect(a['name']).toEqual(b['name']);
    const file = path.join(dir, 'fighter.json');
    writeFileSync(file, JSON.stringify(a));
    const v = cli('validate', file);
    expect(v.status).toBe(0);
    expect(v.stdout).toMatch(/no rule broken/);
  });
  it('validate lists broken rules with exit 1, and refuses a non-character with exit 2', () => {
    const a = json('new', 'dark-dungeons', '--class', 'thief', '--seed', '3', '--json') as { data: Record<string, unknown> };
    const broken = { ...a, name: '', data: { ...a.data, xp: -5 } };
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    const v = cli('validate', file);
    expect(v.status).toBe(1);
    expect(v.stdout).toMatch(/The character has no name\./);
    const notOurs = path.join(dir, 'other.json');
    writeFileSync(notOurs, '{"hello": 1}');
    const n = cli('validate', notOurs);
    expect(n.status).toBe(2);
    expect(n.stderr).toMatch(/^sheetsmith: .*not a Sheetsmith file/);
  });
});

describe('bad arguments: one line on stderr, exit 2, no stack trace', SPAWNS, () => {
  it.each([
    [['rules', 'dark-dungeons', 'class', 'wizard', '--level', '3'], /Unknown class "wizard"/],
    [['rules', 'dark-dungeons', 'class', 'thief', '--level', '37'], /--level must be a whole number from 1 to 36/],
    [['rules', 'dark-dungeons', 'class', 'thief'], /--level/],
    [['rules', 'gurps', 'classes'], /Unknown game system "gurps"; known: dark-dungeons, murdham, true-srd, sixteen, orcus/],
    [['rules', 'murdham', 'no-such-table'], /Unknown table "no-such-table" for Murdham/],
    [['new', 'murdham', '--kind', 'wizard'], /Murdham has no kinds|Unknown kind "wizard"/],
    [['rolls', 'dark-dungeons', '--check', '8,9,9'], /six whole numbers/],
    [['rolls', 'dark-dungeons', '--check', '25,9,9,9,9,9'], /3 to 18; 25/],
    [['new', 'dark-dungeons', '--seed', 'abc'], /whole number/],
    [['new', 'dark-dungeons', '--colour', 'red'], /Unknown option --colour/],
    [['validate', '/no/such/file.json'], /File not found/],
    [['bogus'], /Unknown command "bogus"/],
  ])('%j', (args, message) => {
    const r = cli(...(args as string[]));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

// Issue #12's promise: every registered system makes, validates and prints a seeded character from the command line.
describe('every system from the command line', SLOW_ALL, () => {
  it.each(['dark-dungeons', 'murdham', 'true-srd', 'sixteen', 'orcus'])('%s: new --seed 4, validate, pdf, rules', (system) => {
    const a = json('new', system, '--seed', '4', '--json') as { system: string; format: string; id: string };
    expect(a.format).toBe('sheetsmith/character');
    expect(a.system).toBe(system);
    expect((json('new', system, '--seed', '4', '--json') as { id: string }).id).toBe(a.id);
    const file = path.join(dir, `${system}-4.json`);
    writeFileSync(file, JSON.stringify(a));
    const v = cli('validate', file);
    expect(v.stdout).toMatch(/no rule broken/);
    expect(v.status).toBe(0);
    const out = path.join(dir, `${system}-4.pdf`);
    const p = cli('pdf', file, '-o', out);
    expect(p.stderr).toBe('');
    expect(p.status).toBe(0);
    expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const blank = path.join(dir, `${system}-blank.pdf`);
    expect(cli('pdf', '--blank', '--system', system, '-o', blank).status).toBe(0);
    const tables = json('rules', system) as { id: string }[];
    expect(tables.length).toBeGreaterThan(0);
  });
});
