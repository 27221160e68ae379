/**
 * The Dark Dungeons payload's shape check: types, ranges and sizes, each problem with its repair when one loses
 * nothing the player wrote, and the importer applying them. Ranges come from the rules where the rules set them
 * (3d6 scores 3 to 18, 004:19; adjustments stop at 9 and 18, 004:44-48; levels 1 to 36, Table 4-1's classes) and
 * from DARK_DUNGEONS_LIMITS (sizes no real character reaches) elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { exportCharacter, importDocument } from '../../documents/import';
import { repairShape } from '../../documents/shape-repair';
import type { RuleViolation } from '../types';
import type { DarkDungeonsData } from './character';
import { quickCharacter } from './rules/quick';
import { checkDarkDungeonsShape, DARK_DUNGEONS_LIMITS } from './shape';
import { darkDungeons } from './system';

const NOW = '2026-05-01T10:00:00.000Z';
const doc = quickCharacter(createSeededRandom(42), { id: 'shape-test', now: NOW, classId: 'thief' });
const data = doc.data;
type Json = Record<string, unknown>;

/** The payload as a plain JSON object, with `change` applied to a copy. */
function changed(change: (d: Json) => void): Json {
  const copy = JSON.parse(JSON.stringify(data)) as Json;
  change(copy);
  return copy;
}
const at = (d: Json, ...path: (string | number)[]): Json => path.reduce<Json>((node, k) => node[k] as Json, d);

function only(problems: readonly RuleViolation[]): RuleViolation {
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

describe('checkDarkDungeonsShape', () => {
  it('finds nothing wrong with a quick character', () => {
    expect(checkDarkDungeonsShape(data)).toEqual([]);
  });

  const ranges: [string, (d: Json) => void, string, unknown][] = [
    ['a rolled score above 18 (3d6, 004:19)', (d) => (at(d, 'rolled')['str'] = 25), 'rolled.str', 18],
    ['a rolled score below 3', (d) => (at(d, 'rolled')['dex'] = 1), 'rolled.dex', 3],
    ['an adjustment beyond +9 (no score rises past 18 from 9, 004:44-48)', (d) => (at(d, 'adjustments')['cha'] = 12), 'adjustments.cha', 9],
    ['a level above 36', (d) => (d['level'] = 40), 'level', 36],
    ['a level of 0', (d) => (d['level'] = 0), 'level', 1],
    ['negative XP', (d) => (d['xp'] = -5), 'xp', 0],
    ['fractional XP', (d) => (d['xp'] = 2.5), 'xp', 3],
    ['XP too large to hold (1e400 in the file)', (d) => (d['xp'] = Infinity), 'xp', DARK_DUNGEONS_LIMITS.amount],
    ['negative gold', (d) => (at(d, 'money')['gp'] = -1), 'money.gp', 0],
    ['gold beyond a billion', (d) => (at(d, 'money')['gp'] = 2e9), 'money.gp', DARK_DUNGEONS_LIMITS.amount],
    ['current hit points far beyond any character', (d) => (at(d, 'hitPoints')['current'] = 1e6), 'hitPoints.current', DARK_DUNGEONS_LIMITS.hpMax],
    ['a hit-point roll for level 37', (d) => (at(d, 'hitPoints', 'rolls', 0)['level'] = 37), 'hitPoints.rolls[0].level', 36],
    ['negative skill points', (d) => (at(d, 'skills', 0)['points'] = -2), 'skills[0].points', 0],
    ['a spell of level 12', (d) => (d['spellbook'] = [{ name: 'Wish', level: 12 }]), 'spellbook[0].level', 9],
  ];
  for (const [what, change, path, value] of ranges) {
    it(`repairs ${what} by setting the nearest allowed value, and says what it was`, () => {
      const problem = only(checkDarkDungeonsShape(changed(change)));
      expect(problem.path).toBe(`data.${path}`);
      const repair = problem.repair;
      expect(repair?.kind).toBe('set');
      expect(repair?.kind === 'set' && repair.value).toBe(value);
      expect(repair?.note).toMatch(new RegExp(`^data\\.${path.replace(/[.[\]]/g, '\\$&')} was .+; it was set to ${String(value)}\\.$`));
    });
  }

  it('repairs a final score outside 3 to 18 by changing the adjustment, never the roll', () => {
    // Str rolled 18 with +5: 23 is beyond Table 3-1's scores for a player character.
    const problem = only(checkDarkDungeonsShape(changed((d) => ((at(d, 'rolled')['str'] = 18), (at(d, 'adjustments')['str'] = 5)))));
    expect(problem.path).toBe('data.adjustments.str');
    expect(problem.repair?.kind === 'set' && problem.repair.value).toBe(0);
  });

  it('drops unknown fields, at the top and inside, with a note naming them', () => {
    const problems = checkDarkDungeonsShape(changed((d) => ((d['secret'] = 1), (at(d, 'money')['sp'] = 3))));
    expect(problems.map((p) => [p.path, p.repair?.kind])).toEqual([
      ['data.money.sp', 'drop'],
      ['data.secret', 'drop'],
    ]);
    expect(problems[1]?.repair?.note).toBe('The unknown field "secret" in data was dropped.');
  });

  it('gives an item whose id repeats another a fresh id', () => {
    const item = { id: 'rope', name: 'Rope, 50′', costGp: 1, weightCn: 50, quantity: 1 };
    const problem = only(checkDarkDungeonsShape(changed((d) => (d['equipment'] = [item, { ...item, name: 'Rope again' }]))));
    expect(problem.path).toBe('data.equipment[1].id');
    expect(problem.repair?.kind === 'set' && problem.repair.value).toBe('rope-2');
  });

  const refusals: [string, (d: Json) => void, RegExp][] = [
    ['notes over 200,000 characters', (d) => (d['notes'] = 'x'.repeat(200_001)), /^data\.notes: is 200,001 characters long; at most 200,000 are kept/],
    ['a roll log of 1,001 entries', (d) => (d['rollLog'] = Array.from({ length: 1001 }, () => 'Set')), /^data\.rollLog: has 1,001 entries; at most 1,000/],
    ['the same skill twice', (d) => (d['skills'] = [{ skillId: 'swimming', specialty: '', points: 1 }, { skillId: 'swimming', specialty: '', points: 2 }]), /^data\.skills\[1\]: repeats a skill/],
    ['the same weapon twice', (d) => (d['weaponFeats'] = [{ weaponId: 'dagger', proficiency: 'B' }, { weaponId: 'dagger', proficiency: 'S' }]), /^data\.weaponFeats\[1\]: repeats a weapon/],
    ['a score that is text', (d) => (at(d, 'rolled')['str'] = '12'), /^data\.rolled\.str: should be a whole number$/],
    ['a missing field', (d) => delete d['vows'], /^data\.vows: should be an object$/],
    ['an unknown class', (d) => (d['classId'] = 'bard'), /^data\.classId: should be one of cleric/],
  ];
  for (const [what, change, message] of refusals) {
    it(`reports ${what} without a repair (putting it right would lose or guess at the player's data)`, () => {
      const problem = only(checkDarkDungeonsShape(changed(change)));
      expect(problem.message).toMatch(message);
      expect(problem.repair).toBeUndefined();
    });
  }
});

describe('repairing a Dark Dungeons payload on import', () => {
  it('applies every repair, round after round, until the payload is sound', () => {
    const broken = changed((d) => {
      at(d, 'rolled')['str'] = 18;
      at(d, 'adjustments')['str'] = 14; // clamped to 9 first, then the final score 27 brings it to 0
      d['xp'] = Infinity;
      d['extra'] = { nested: true };
    });
    const outcome = repairShape(darkDungeons, broken);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const repaired = outcome.data as DarkDungeonsData;
    expect(checkDarkDungeonsShape(repaired)).toEqual([]);
    expect(repaired.adjustments.str).toBe(0);
    expect(repaired.xp).toBe(DARK_DUNGEONS_LIMITS.amount);
    expect('extra' in repaired).toBe(false);
    expect(outcome.notes).toHaveLength(4);
  });

  it('imports a file with 1e400 and an out-of-range score repaired, each in a note, and exports it within range', () => {
    const text = exportCharacter({ ...doc, data: { ...data, level: 99, xp: 123_456_789 } }).replace('"xp": 123456789', '"xp": 1e400');
    expect(text).toContain('"xp": 1e400');
    const outcome = importDocument(text, { systems: (id) => (id === 'dark-dungeons' ? darkDungeons : undefined), now: () => NOW });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || outcome.kind !== 'character') return;
    expect(outcome.report).toEqual([
      'data.level was 99 (outside 1 to 36); it was set to 36.',
      'data.xp was too large to hold (not a usable number); it was set to 1000000000.',
    ]);
    expect(exportCharacter(outcome.doc)).toContain('"xp": 1000000000');
  });

  it('refuses notes over the limit in one sentence, naming them', () => {
    const text = exportCharacter({ ...doc, data: { ...data, notes: 'n'.repeat(200_001) } });
    const outcome = importDocument(text, { systems: (id) => (id === 'dark-dungeons' ? darkDungeons : undefined) });
    expect(!outcome.ok && outcome.error).toBe(
      'The character data is damaged: data.notes: is 200,001 characters long; at most 200,000 are kept, so it was not cut.',
    );
  });
});

describe('languages in older and hand-edited files', () => {
  const opts = { systems: (id: string) => (id === 'dark-dungeons' ? darkDungeons : undefined), now: () => NOW };

  it('loads a file written before languages were kept, with nothing to repair', async () => {
    const { readFile } = await import('node:fs/promises');
    const old = await readFile(new URL('../../documents/fixtures/character-v2.json', import.meta.url), 'utf8');
    expect(old).not.toContain('languages');
    const outcome = importDocument(old, opts);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || outcome.kind !== 'character') return;
    expect(outcome.report.some((n) => n.includes('language'))).toBe(false);
    const loaded = outcome.doc;
    if (!darkDungeons.owns(loaded)) throw new Error('Not a Dark Dungeons character.');
    expect(loaded.data.languages).toBeUndefined();
    // The sheet and the rules read it as "none listed".
    expect(darkDungeons.validate(loaded).some((v) => v.path === 'languages')).toBe(false);
    expect(darkDungeons.sheet(loaded, '2026-10-10').title).toBe('Wren Tallow');
  });

  it('keeps a list of languages as it is', () => {
    expect(checkDarkDungeonsShape(changed((d) => (d['languages'] = ['Common', 'Elvish'])))).toEqual([]);
  });

  it('makes one language written as text a list of one, and says so', () => {
    const outcome = repairShape(darkDungeons, changed((d) => (d['languages'] = 'Common')));
    expect(outcome.ok && (outcome.data as DarkDungeonsData).languages).toEqual(['Common']);
    expect(outcome.ok && outcome.notes).toEqual(['The languages were one text instead of a list; it was kept as a list of one.']);
  });

  it('drops languages that are no text at all, and says so', () => {
    const outcome = repairShape(darkDungeons, changed((d) => (d['languages'] = 42)));
    expect(outcome.ok && 'languages' in (outcome.data as object)).toBe(false);
    expect(outcome.ok && outcome.notes).toEqual(['The languages were not a list of names and were dropped.']);
  });

  it('refuses a language name too long to keep, without cutting it', () => {
    const problem = only(checkDarkDungeonsShape(changed((d) => (d['languages'] = ['x'.repeat(101)]))));
    expect(problem.path).toBe('data.languages[0]');
    expect(problem.repair).toBeUndefined();
  });
});
