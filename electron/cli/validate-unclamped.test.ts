/**
 * Issue 19's promise on the command line: `validate` on a file holding a value outside the rules' range (the 15 cases
 * the audit found clamped on load) exits 1, names the rule with its line, repairs nothing and leaves the file byte for
 * byte as it was.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The real command line, as a user runs it (through tsx, as `npm run cli` does).
function cli(...args: string[]) {
  const r = spawnSync(path.resolve('node_modules/.bin/tsx'), ['electron/cli/main.ts', ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-validate-'));

type Json = Record<string, unknown>;
/** One case: the system, what to change in a fresh character's data, and the line validate must cite. */
interface Case {
  readonly system: string;
  readonly what: string;
  readonly change: (data: Json) => void;
  readonly line: string;
}
const at = (data: Json, key: string): Json => data[key] as Json;

const CASES: readonly Case[] = [
  { system: 'murdham', what: 'non-human STR 20', line: '000:72', change: (d) => Object.assign(d, { human: false, ancestry: 'Fae-touched', abilities: { ...at(d, 'abilities'), str: 20 } }) },
  { system: 'murdham', what: 'natural armour 4', line: '000:65', change: (d) => Object.assign(d, { naturalArmour: 4 }) },
  { system: 'murdham', what: '2.1 shillings', line: '000:153', change: (d) => Object.assign(d, { shillings: 2.1 }) },
  { system: 'murdham', what: 'corruption −2', line: '000:76', change: (d) => Object.assign(d, { corruption: -2 }) },
  { system: 'sixteen', what: 'negative magic points', line: '001:17', change: (d) => Object.assign(at(d, 'magic'), { mp: -3 }) },
  { system: 'sixteen', what: 'negative magic level', line: '001:21', change: (d) => Object.assign(at(d, 'magic'), { level: -1 }) },
  { system: 'sixteen', what: 'level 0', line: '001:2', change: (d) => Object.assign(d, { level: 0 }) },
  { system: 'sixteen', what: 'maximum hit points −5', line: '001:12', change: (d) => Object.assign(d, { hitPoints: { max: -5, current: -5 } }) },
  { system: 'sixteen', what: 'skill level −3', line: '001:9', change: (d) => Object.assign((d['skills'] as Json[])[0] ?? {}, { level: -3 }) },
  { system: 'true-srd', what: 'bruised −1', line: '003:326', change: (d) => Object.assign(at(d, 'damage'), { bruised: -1 }) },
  { system: 'true-srd', what: 'Conviction −1', line: '003:347', change: (d) => Object.assign(d, { conviction: -1 }) },
  { system: 'true-srd', what: 'ability damage −2', line: '003:355', change: (d) => Object.assign(at(d, 'abilityDamage'), { con: -2 }) },
  { system: 'orcus', what: '4 failed death saves', line: '002:1461', change: (d) => Object.assign(at(d, 'vitals'), { deathSaveFailures: 4, hp: -3, state: 'dead' }) },
  { system: 'orcus', what: 'money −5 cp', line: '002:645', change: (d) => Object.assign(d, { moneyCp: -5 }) },
  { system: 'orcus', what: 'temporary hit points −3', line: '002:1473', change: (d) => Object.assign(at(d, 'vitals'), { tempHp: -3 }) },
];

const fresh = new Map<string, string>();
/** A seeded character of `system` from `new`, made once per system. */
function made(system: string): string {
  let text = fresh.get(system);
  if (text === undefined) {
    const r = cli('new', system, '--seed', '19', '--json');
    expect(r.status, r.stderr).toBe(0);
    text = r.stdout;
    fresh.set(system, text);
  }
  return text;
}

describe('validate on values outside the rules', () => {
  it('counts the 15 cases of the audit', () => expect(CASES).toHaveLength(15));
  it.each(CASES.map((c) => [`${c.system}: ${c.what}`, c] as const))('%s: exit 1, the rule and its line, the file unchanged', (_, c) => {
    const doc = JSON.parse(made(c.system)) as Json;
    c.change(doc['data'] as Json);
    const file = path.join(dir, `${c.system}-${c.what.replace(/\W+/g, '-')}.sheetsmith.json`);
    const bytes = `${JSON.stringify(doc, null, 2)}\n`;
    writeFileSync(file, bytes);
    const v = cli('validate', file);
    expect(v.stderr).toBe('');
    expect(v.status).toBe(1);
    expect(v.stdout).not.toMatch(/^repaired:/m);
    expect(v.stdout).not.toMatch(/no rule broken/);
    expect(v.stdout).toContain(c.line);
    expect(readFileSync(file, 'utf8')).toBe(bytes);
  }, 60_000);
});
