/**
 * The whole system through the seam: quick characters for 200 seeds pass the shape check and the rules and print;
 * trackers never produce a shape problem; the blank sheet and the command-line tables work.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { newCharacterDocument } from '../../documents/new-character';
import type { CharacterId } from '../../documents/ids';
import { orcus } from './system';

const NOW = '2026-01-01T00:00:00.000Z';
const quick = (seed: number, variant?: string) => orcus.quick(createSeededRandom(seed), { id: `q${seed}`, now: NOW, ...(variant ? { variant } : {}) });

describe('quick characters', () => {
  it('200 seeds: shape sound, no broken rule, derive and sheet without throwing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(undefined, 'warrior', 'archer', 'caster'), (seed, variant) => {
        const doc = quick(seed, variant);
        expect(orcus.checkShape(doc.data)).toEqual([]);
        expect(orcus.validate(doc)).toEqual([]);
        expect(orcus.derive(doc).length).toBeGreaterThan(50);
        expect(orcus.sheet(doc, '2026-01-01').title).toBe(doc.name);
        expect(orcus.owns(doc)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the same seed gives the same character', () => {
    expect(quick(4)).toEqual(quick(4));
    expect(quick(4).data).not.toEqual(quick(5, 'caster').data);
  });

  it('refuses an unknown kind in a sentence', () => {
    expect(() => quick(1, 'bard')).toThrow('Unknown kind of quick character "bard"; kinds: warrior, archer, caster.');
  });

  it('setTracker never leaves a shape problem, whatever is typed', () => {
    const ids = ['hp', 'tempHp', 'recoveries', 'deathSaves', 'actionPoints', 'money', 'nothing'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(...ids), fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: false })), (seed, id, value) => {
        const doc = quick(seed);
        const r = orcus.vitals.setTracker(doc, id, value);
        if ('data' in r) expect(orcus.checkShape(r.data)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('advancing a quick character to level 30 keeps it sound and valid but for the choices left to the player', () => {
    let doc = quick(7, 'warrior');
    for (let level = 2; level <= 30; level++) {
      const need = orcus.progression?.xpForLevel(doc, level) ?? 0;
      doc = orcus.progression?.grantXp(doc, need, 'test', NOW) ?? doc;
      doc = orcus.progression?.advance(doc, createSeededRandom(level), { now: NOW }).doc ?? doc;
    }
    expect(doc.data.level).toBe(30);
    expect(orcus.checkShape(doc.data)).toEqual([]);
    // Paths are entered by name: the only rules left are the two paths to select.
    expect(orcus.validate(doc).map((v) => v.path)).toEqual(['paths', 'paths']);
    // Str and Con are the two highest at every "Increase two" (4, 8, 14, 18, 24, 28): Con 14 + 6 + 2 ("all +1" at 11
    // and 21) = 22; hit points 15 + 6 × 29 + 22 = 211.
    expect(doc.data.increases.map((c) => c.abilities.join('+'))).toEqual(Array(6).fill('str+con'));
    expect(orcus.card(doc).health?.max).toBe(211);
  });
});

describe('the seam', () => {
  it('a new draft from the system is sound', () => {
    const draft = newCharacterDocument(orcus, 'd' as CharacterId, NOW);
    expect(orcus.checkShape(draft.data)).toEqual([]);
    expect(draft.creationStep).toBe('concept');
    expect(orcus.card(draft as Parameters<typeof orcus.card>[0]).line).toBe('Level 1 · Orcus');
  });

  it('step completeness follows the rules of each step', () => {
    const doc = quick(3, 'archer');
    expect(['concept', 'abilities', 'ancestry', 'class', 'skills', 'gear', 'review'].map((s) => orcus.creation.stepComplete(s, doc))).toEqual([true, true, true, true, true, true, true]);
    // No feat or power is entered by the quick character: the text has none to choose from.
    expect(orcus.creation.stepComplete('feats-powers', doc)).toBe(false);
  });

  it('the blank sheet has no values but keeps the in-play fields', () => {
    const blank = orcus.blankSheet('2026-01-01');
    const fields = blank.main.flatMap((s) => (s.kind === 'fields' ? s.fields : []));
    expect(fields.every((f) => f.value === '')).toBe(true);
    expect(fields.filter((f) => f.inPlay).map((f) => f.id)).toEqual(['hp.current', 'hp.temp', 'recoveries.current', 'deathSaves', 'actionPoints']);
    expect(blank.footer.date).toBe('2026-01-01');
  });

  it('the sheet lists what was entered by hand', () => {
    const sheet = orcus.sheet(quick(2, 'warrior'), '2026-01-01');
    const hand = sheet.extra.find((s) => s.id === 'hand-entered');
    expect(hand?.kind === 'text' && hand.paragraphs[0]).toMatch(/^Class: Warrior \(example class\); hit points at 1st level 15; per level 6; recoveries 9/);
  });

  it('every rules table answers without flags where none is required', () => {
    for (const t of orcus.tables.filter((x) => x.flags.every((f) => !f.required))) expect(t.query({}), t.id).toBeTruthy();
    const levels = orcus.tables.find((t) => t.id === 'levels');
    expect(levels?.query({ level: '8' })).toMatchObject({ level: 8, xp: 13_000, levelBonus: 4 });
    expect(() => levels?.query({ level: '31' })).toThrow('--level must be a whole number from 1 to 30, got "31".');
    expect(orcus.tables.find((t) => t.id === 'point-buy')?.query({ scores: '16,14,14,12,11,8' })).toMatchObject({ cost: 32, problems: [] });
    expect(orcus.tables.find((t) => t.id === 'monster-damage')?.query({ level: '35' })).toMatchObject({ mook: 22, surgeSingle: '7d12+11' });
  });
});

describe('samples', () => {
  it('are sound, break no rule and print', async () => {
    const set = await orcus.samples?.();
    expect(set?.characters.map((c) => c.file)).toEqual(['orcus-hilde', 'orcus-sefa']);
    for (const { doc } of set?.characters ?? []) {
      expect(orcus.checkShape(doc.data)).toEqual([]);
      expect(orcus.validate(doc)).toEqual([]);
      expect(orcus.sheet(doc, '2026-11-01').title).toBe(doc.name);
    }
    const sefa = set?.characters[1]?.doc;
    expect(sefa?.data.level).toBe(8);
    // Dex 18 + 1 at 4 and at 8 (Dex and Wis are the two highest each time) = 20, modifier +5.
    const values = sefa ? orcus.derive(sefa) : [];
    expect(values.find((v) => v.id === 'ability.dex')?.value).toBe(20);
    // AC 12 leather + Dex 5 + level bonus 4 + enhancement 2 = 23; Reflex 10 + 5 + 4 + class 2 + cloak 1 = 22.
    expect(values.find((v) => v.id === 'defence.ac')?.value).toBe(23);
    expect(values.find((v) => v.id === 'defence.ref')?.value).toBe(22);
    // Longbow: Dex 5 + level 4 + proficiency 2 + enhancement 2 = +13; 1d10 + 5 + 2.
    expect(values.find((v) => v.id === 'attack.item-2')?.value).toBe('+13');
    expect(values.find((v) => v.id === 'damage.item-2')?.value).toBe('1d10+7');
  });
});
