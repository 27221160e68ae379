/**
 * `SheetModel.play` for every registered system: its values are the ones the system derives (the same derived value,
 * the same tracker, the same card), every roll it offers rolls through the system's own roll kinds without a problem,
 * and the blank sheet's play block is the same layout with nothing in it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CharacterDocument } from '../documents/character';
import { createSeededRandom } from '../dice';
import { listSystems, loadSystem } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import type { SheetField } from './sheet-model';

const PRINTED = '2026-05-01';

interface Subject {
  readonly system: AnySystem;
  readonly characters: readonly { readonly name: string; readonly doc: CharacterDocument }[];
}
const subjects: Subject[] = [];

beforeAll(async () => {
  for (const manifest of listSystems()) {
    const system = await loadSystem(manifest.id);
    if (!system) throw new Error(`system ${manifest.id} does not load`);
    const variants = system.quickVariants.length > 0 ? system.quickVariants.map((v) => v.id) : [undefined];
    const quick = variants.map((variant, i) => ({
      name: `quick ${variant ?? ''}`.trim(),
      doc: system.quick(createSeededRandom(40 + i), { id: `quick-${manifest.id}-${i}`, now: `${PRINTED}T00:00:00.000Z`, ...(variant ? { variant } : {}) }),
    }));
    const samples = system.samples ? (await system.samples()).characters.map((c) => ({ name: c.file, doc: c.doc })) : [];
    subjects.push({ system, characters: [...quick, ...samples] });
  }
}, 120_000);

describe('the play values', () => {
  it('come from the derived values, trackers and card of every system’s quick and sample characters', () => {
    expect(subjects.length).toBeGreaterThanOrEqual(5);
    let checked = 0;
    for (const { system, characters } of subjects) {
      for (const { name, doc } of characters) {
        const where = `${system.id} ${name}`;
        const play = system.sheet(doc, PRINTED).play;
        if (!play) throw new Error(`${where}: no play values`);
        const derived = new Map(system.derive(doc).map((v) => [v.id, v]));
        const sameAsDerived = (f: { readonly id: string; readonly value: string }) => {
          const v = derived.get(f.id);
          if (v) {
            expect(f.value, `${where}: ${f.id}`).toBe(String(v.value));
            checked++;
          }
        };
        const fields: SheetField[] = [...play.defences, ...play.glance];
        for (const f of fields) {
          expect(derived.has(f.id), `${where}: ${f.id} is a derived value`).toBe(true);
          sameAsDerived(f);
        }
        for (const group of play.rolls) for (const roll of group.rolls) sameAsDerived(roll);
        // Health is the system's health tracker, and its state word the card's.
        const trackers = system.vitals.trackers(doc);
        expect(play.health.trackerId).toBe(system.vitals.healthTracker);
        const health = trackers.find((t) => t.id === play.health.trackerId);
        const card = system.card(doc);
        if (health) {
          expect(play.health.current, `${where}: health now`).toBe(health.value);
          expect(play.health.max, `${where}: health max`).toBe(health.max);
        }
        if (card.health) {
          expect(play.health.current).toBe(card.health.current);
          expect(play.state, `${where}: state word`).toBe(card.health.state);
        }
        // Resources are trackers, printed as the tracker shows them.
        for (const r of play.resources) {
          const t = trackers.find((x) => x.id === r.id);
          expect(t, `${where}: resource ${r.id} is a tracker`).toBeDefined();
          expect(r.value, `${where}: ${r.id}`).toBe(t?.display ?? String(t?.value));
          expect(r.max, `${where}: ${r.id} max`).toBe(t?.max === null || t?.max === undefined ? undefined : String(t.max));
          expect(r.id).not.toBe(play.health.trackerId);
        }
        expect(play.conditions).toEqual([]);
        // Ids are unique within the play values, so the strip and the PDF can key on them.
        const ids = [...fields.map((f) => f.id), ...play.rolls.flatMap((g) => g.rolls.map((r) => r.id))];
        expect(new Set(ids).size, `${where}: unique ids`).toBe(ids.length);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('roll through the system’s own roll kinds without a problem, with the character’s numbers', () => {
    let rolled = 0;
    for (const { system, characters } of subjects) {
      const kinds = new Set(system.rollKinds.kinds.map((k) => k.id));
      for (const { name, doc } of characters) {
        const play = system.sheet(doc, PRINTED).play;
        const rng = createSeededRandom(7);
        for (const group of play?.rolls ?? []) {
          for (const roll of group.rolls) {
            if (!roll.roll) continue;
            const where = `${system.id} ${name}: ${roll.id}`;
            expect(kinds.has(roll.roll.kind), `${where}: kind ${roll.roll.kind}`).toBe(true);
            const result = system.rollKinds.roll(roll.roll.kind, roll.roll.input, rng);
            expect('problem' in result ? result.problem : '', where).toBe('');
            rolled++;
          }
        }
      }
    }
    expect(rolled).toBeGreaterThan(100);
  });

  it('on a blank sheet are the same layout emptied: labels kept, no values, no maximum, nothing to roll', () => {
    for (const { system } of subjects) {
      const play = system.blankSheet(PRINTED).play;
      if (!play) throw new Error(`${system.id}: the blank sheet has no play values`);
      expect(play.health).toMatchObject({ trackerId: system.vitals.healthTracker, current: 0, max: null });
      expect(play.health.label).not.toBe('');
      expect(play.state).toBeNull();
      expect(play.defences.length, system.id).toBeGreaterThan(0);
      for (const f of [...play.defences, ...play.glance]) {
        expect(f.label).not.toBe('');
        expect(f.value, `${system.id}: ${f.id}`).toBe('');
      }
      expect(play.rolls.length, system.id).toBeGreaterThan(0);
      for (const r of play.rolls.flatMap((g) => g.rolls)) {
        expect(r.value, `${system.id}: ${r.id}`).toBe('');
        expect(r.roll).toBeUndefined();
      }
      for (const r of play.resources) expect([r.value, r.max]).toEqual(['', undefined]);
      expect(play.conditions).toEqual([]);
    }
  });
});
