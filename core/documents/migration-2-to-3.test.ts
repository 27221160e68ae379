import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHARACTER_SCHEMA_VERSION } from './character';
import { loadAllSystems, loadSystem } from '../systems/registry';
import type { AnySystem, ProgressionDef } from '../systems/types';
import { canonicalJson } from './canonical-json';
import { indentedCanonicalJson } from './testing/indented-json';
import type { CharacterDocument } from './character';
import { exportCharacter, importDocument } from './import';
import { migrateCharacter } from './migrations';
import { historyToSchema3 } from './migration-2-to-3';

type Raw = Record<string, unknown>;

/** The schema-2 fixture: a thief levelled 1 → 4 by the schema-2 engine, with two trainings and gold found between. */
const v2 = JSON.parse(readFileSync(new URL('./fixtures/character-v2.json', import.meta.url), 'utf8')) as Raw;
const v2History = v2['history'] as Raw[];
const v2Data = v2['data'] as { money: { gp: number }; notes: string; xp: number; level: number; weaponFeats: unknown[] };

const darkDungeons: AnySystem = await loadSystem('dark-dungeons').then((s) => {
  if (!s) throw new Error('Dark Dungeons is registered');
  return s;
});
const progression: ProgressionDef<unknown> = darkDungeons.progression!;
/** The systems, loaded: each system's part of this step (its level-ups and trainings) runs as in the app. */
const systems = await loadAllSystems();
const legacy = (id: string) => systems(id)?.records.schema3;

const LATER = '2026-11-01T00:00:00.000Z';

function entries(doc: Raw): Raw[] {
  return doc['history'] as Raw[];
}

describe('schema 2 → 3: history without whole copies', () => {
  it('drops every whole copy, keeping reverse patches only for the last level-up, the training after it and the last award', () => {
    const { doc, applied } = migrateCharacter(structuredClone(v2), undefined, systems);
    expect(doc['schemaVersion']).toBe(CHARACTER_SCHEMA_VERSION);
    const history = entries(doc);
    expect(history.map((h) => h['kind'])).toEqual(v2History.map((h) => h['kind']));
    expect(history.every((h) => !('before' in h))).toBe(true);
    // By hand from the fixture: entry 8 is the 3 → 4 level-up (its roll was a 1, three rolls before it), entry 9 the
    // training after it (250 gp for a short bow learnt at Basic), entry 10 the last award (+300 XP).
    expect(history.map((h, i) => (h['undo'] ? i + 1 : null)).filter((i) => i !== null)).toEqual([8, 9, 10]);
    expect(history[7]?.['undo']).toEqual({ set: { level: 3 }, truncate: { 'hitPoints.rolls': 3 }, add: { 'hitPoints.current': 1 } });
    const featsBeforeTraining = (v2History[8]?.['before'] as Raw)['weaponFeats'];
    expect(history[8]?.['undo']).toEqual({ add: { 'money.gp': -250 }, set: { weaponFeats: featsBeforeTraining } });
    expect(history[9]?.['undo']).toEqual({ add: { xp: 300 } });
    expect(applied).toEqual([
      expect.stringMatching(/^Schema 2 → 3: /),
      '6 history entries kept a whole copy of the character; they were dropped, as only the last level-up and XP award can be undone.',
      expect.stringMatching(/^Schema 3 → 4: /),
    ]);
  });

  it('reads each training of the fixture into a payload with the weapon by id', () => {
    const history = entries(migrateCharacter(structuredClone(v2), undefined, systems).doc);
    // "Training: Bow, Short to Basic under a Skilled trainer: d% 95 vs 80%, failed, course completed …; paid 250 gp for 1 week"
    expect(history[5]?.['payload']).toEqual({ weaponId: 'bow-short', to: 'B', trainer: 'S', roll: 95, chance: 80, outcome: 'completed-failed', fee: 250, weeks: 1 });
    expect(history[8]?.['payload']).toMatchObject({ weaponId: 'bow-short', roll: 12, chance: 90, outcome: 'success' });
    expect(history.filter((h) => h['payload'] !== undefined)).toHaveLength(2);
  });

  it('makes the file less than a third of its size, and keeps every sentence and die', () => {
    const migrated = migrateCharacter(structuredClone(v2), undefined, systems).doc;
    // Measured in one layout (indented), so the shrinkage is the migration's, not the one-line history's.
    expect(indentedCanonicalJson(migrated).length).toBeLessThan(indentedCanonicalJson(v2).length / 3);
    expect(canonicalJson(migrated).length).toBeLessThan(indentedCanonicalJson(migrated).length);
    expect(entries(migrated).map((h) => [h['summary'], h['dice']])).toEqual(v2History.map((h) => [h['summary'], h['dice']]));
  });

  it('imports, then undoes the level-up: what it changed comes back, the gold found and the notes written since stay', () => {
    const outcome = importDocument(JSON.stringify(v2), { systems: (id) => (id === 'dark-dungeons' ? darkDungeons : undefined), now: () => LATER, newId: () => 'new' });
    if (!outcome.ok || outcome.kind !== 'character') throw new Error('the fixture imports');
    const doc = outcome.doc;
    expect(progression.checkUndo(doc)).toMatchObject({ ok: true });
    const undone = progression.undo(doc, LATER) as CharacterDocument<typeof v2Data & { hitPoints: { rolls: unknown[]; current: number } }>;
    expect(undone.data.level).toBe(3);
    expect(undone.data.hitPoints.rolls).toHaveLength(3);
    // The fee comes back on top of the 55 gp found after the training, which is kept; so are the notes.
    expect(undone.data.money.gp).toBe(v2Data.money.gp + 250);
    expect(undone.data.notes).toBe('Owes the Guild 200 gp.');
    expect(undone.data.weaponFeats).toEqual((v2History[8]?.['before'] as Raw)['weaponFeats']);
    expect(undone.data.xp).toBe(v2Data.xp);
    // The migrated file also lets the last award be undone.
    const noAward = progression.undoAward(doc, LATER) as CharacterDocument<typeof v2Data>;
    expect(noAward.data.xp).toBe(v2Data.xp - 300);
    expect(exportCharacter(noAward).length).toBeLessThan(12_000);
  });

  it('keeps no reverse data where the copies do not show the change, and says so', () => {
    const history = structuredClone(v2History);
    // A copy that does not match: the level-up's "after" shows two levels gained.
    (history[8]!['before'] as Raw)['level'] = 5;
    const notes: string[] = [];
    const out = historyToSchema3({ ...structuredClone(v2), history }, notes, legacy('dark-dungeons'));
    expect(entries(out)[7]?.['undo']).toBeUndefined();
    expect(notes).toContain('History entry 8: what that change altered could not be worked out from the copy it kept, so it can no longer be undone.');
  });

  it('keeps nothing for a level-up undone or edited since (its undo was already refused)', () => {
    const restored = [...structuredClone(v2History), { id: 'r', at: LATER, kind: 'restore', summary: 'Undid it', dice: [], before: v2['data'] }];
    const out = historyToSchema3({ ...structuredClone(v2), history: restored }, undefined, legacy('dark-dungeons'));
    expect(entries(out).map((h, i) => (h['undo'] ? i + 1 : null)).filter((i) => i !== null)).toEqual([10]);
  });

  it('reads an Orcus level-up: the fields it changed, and the hit points from its sentence', () => {
    const before = { level: 3, xp: 3750, increases: [], feats: [], powers: [], prestigePath: '', epicPath: '', vitals: { hp: 30, recoveries: 8 } };
    const after = { ...before, level: 4, increases: [{ level: 4, abilities: ['str', 'con'] }], feats: [{ name: 'Toughness', level: 4, note: '' }], vitals: { hp: 22, recoveries: 8 } };
    const doc = { schemaVersion: 2, system: 'orcus', data: after, history: [{ id: 'l', kind: 'level-up', summary: 'Level 3 → 4; +7 max HP; +1 Str and Con; feat Toughness', dice: [], before }] };
    const notes: string[] = [];
    const [entry] = entries(historyToSchema3(doc, notes, legacy('orcus')));
    // vitals.hp moved by 7 at the level-up and by damage since: only the 7 in the sentence is the level's.
    expect(entry?.['undo']).toEqual({ set: { level: 3, increases: [], feats: [] }, add: { 'vitals.hp': 7 } });
    expect(notes).toEqual(['History entry 1: undoing that level-up will leave current recoveries as they are (the file did not keep what it added).']);
  });

  it('survives anything a hand-made file holds, leaving what it does not know alone', () => {
    for (const history of [undefined, 'x', [null, 3, 'y', { kind: 'level-up', before: 'nonsense' }, { kind: 'xp', before: { xp: 'a' } }]]) {
      const doc: Raw = { schemaVersion: 2, system: 'dark-dungeons', data: { xp: 1 }, history, extra: [1] };
      const out = historyToSchema3(doc, [], legacy('dark-dungeons'));
      expect(out['schemaVersion']).toBe(3);
      expect(out['extra']).toEqual([1]);
      if (Array.isArray(history)) expect((out['history'] as unknown[]).slice(0, 3)).toEqual([null, 3, 'y']);
      else expect(out['history']).toEqual(history);
    }
  });
});
