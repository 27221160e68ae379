/**
 * Murdham's data migration 1 → 2 on a fixture of version 1 (fixtures/murdham-data-v1.json: a character wounded in
 * a fight, dying, with a condition of each duration version 1 knew and one the tracker put on): the conditions move
 * onto the character's shared conditions, dying and death become the health state, and the result imports as it is.
 */
import { describe, expect, it } from 'vitest';
import { checkCharacter } from '../../documents/document-checks';
import { checkConditions } from '../../documents/play-checks';
import type { CharacterDocument } from '../../documents/character';
import fixture from './fixtures/murdham-data-v1.json';
import { MURDHAM_DATA_VERSION, MURDHAM_MIGRATIONS } from './migrations';
import type { MurdhamData } from './character';
import { murdham } from './system';

const first = MURDHAM_MIGRATIONS[0];
if (!first) throw new Error('no migration');
const step = first;

const clone = (): Record<string, unknown> => JSON.parse(JSON.stringify(fixture)) as Record<string, unknown>;
function up(doc: Record<string, unknown>): { readonly doc: Record<string, unknown>; readonly notes: string[] } {
  const notes: string[] = [];
  return { doc: step.up(doc, notes), notes };
}
const dataOf = (doc: Record<string, unknown>) => doc['data'] as Record<string, unknown>;

describe('Murdham data 1 → 2', () => {
  it('is the one step, from version 1 to the version this build writes', () => {
    expect(MURDHAM_MIGRATIONS.map((m) => m.from)).toEqual([1]);
    expect(MURDHAM_DATA_VERSION).toBe(2);
    expect(murdham.records).toMatchObject({ dataVersion: 2 });
  });

  it('moves the keyword conditions onto the character, with their end as `until` and the detail as the note', () => {
    const { doc, notes } = up(clone());
    expect(notes).toEqual([]);
    expect(doc['dataVersion']).toBe(2);
    expect(doc['conditions']).toEqual([
      // The one the tracker had put on is kept as it was.
      { id: 'condition-7', conditionId: 'frightened', name: 'Frightened', rounds: 2, note: 'from the fight' },
      { id: 'condition-1', conditionId: 'incapacitated', name: 'Incapacitated', rounds: null, note: 'unconscious or in terrible pain', until: 'stretch' },
      { id: 'condition-3', conditionId: 'arm-injury', name: 'Arm injury', rounds: null, note: 'primary arm', until: 'rest' },
      { id: 'condition-4', conditionId: 'hobbled', name: 'Hobbled', rounds: null, note: 'permanent' },
      { id: 'condition-5', conditionId: 'bleeding', name: 'Bleeding', rounds: null, note: '' },
      { id: 'condition-6', conditionId: 'cursed-by-the-fen-witch', name: 'Cursed by the Fen Witch', rounds: null, note: 'until she is paid', until: 'rest' },
      // Its id was taken by the tracker's: a fresh one.
      { id: 'frightened-2', conditionId: 'frightened', name: 'Frightened', rounds: null, note: 'of the wolf', until: 'rest' },
    ]);
    // Every one reads as the envelope's conditions are read from a file.
    const checkNotes: string[] = [];
    expect(checkConditions(doc['conditions'], { newId: () => 'x' }, checkNotes)).toHaveLength(7);
    expect(checkNotes).toEqual([]);
  });

  it('keeps "dying" as the health state, and starts with no roll owed or shown', () => {
    const data = dataOf(up(clone()).doc);
    expect(data['life']).toEqual({ state: 'dying', roundsEnded: 0 });
    expect(data['owed']).toEqual([]);
    expect(data['pending']).toBeNull();
    expect('conditions' in data || 'dead' in data).toBe(false);
    expect(murdham.checkShape(data)).toEqual([]);
  });

  it('the migrated character imports, plays and prices its full rest from the moved conditions (000:171)', () => {
    const { doc } = up(clone());
    const checked = checkCharacter(doc, { systems: (id) => (id === 'murdham' ? murdham : undefined), now: () => '2026-12-01T00:00:00.000Z', newId: () => 'new' });
    expect(checked.notes).toEqual([]);
    const character = checked.doc as CharacterDocument<MurdhamData>;
    expect(murdham.play.status(character)).toMatchObject({ word: 'Dying, Incapacitated', standing: 'down', dying: true });
    // 32ʂ + 16ʂ for each condition lasting until the full rest: the arm, the curse, the wolf.
    expect(murdham.derive(character).find((v) => v.id === 'rest.full')?.value).toBe('80ʂ');
  });

  it('tells a death by STR 0 from one by health loss (000:72, 000:140)', () => {
    const dead = clone();
    dataOf(dead)['dead'] = true;
    expect(dataOf(up(dead).doc)['life']).toEqual({ state: 'dead', cause: 'instant-death' });
    const weak = clone();
    Object.assign(dataOf(weak), { dead: true, temporaryChanges: [{ ability: 'str', amount: -13, reason: 'Atrophy', source: '000:94', aboveHumanLimit: false }] });
    expect(dataOf(up(weak).doc)['life']).toEqual({ state: 'dead', cause: 'strength' });
    const well = clone();
    Object.assign(dataOf(well), { conditions: [], health: 5 });
    expect(dataOf(up(well).doc)['life']).toEqual({ state: 'alive' });
  });

  it('keeps in the notes what the conditions list cannot hold, and says so', () => {
    const crowded = clone();
    const many = Array.from({ length: 104 }, (_, i) => ({ id: `c${i}`, name: `omen sign ${i}`, detail: '', until: 'keyword' }));
    Object.assign(dataOf(crowded), { conditions: [...many, { id: 'long', name: 'x'.repeat(300), detail: '', until: 'keyword' }], notes: 'Owes the ferryman.' });
    delete crowded['conditions'];
    const { doc, notes } = up(crowded);
    expect(doc['conditions']).toHaveLength(100);
    const kept = String(dataOf(doc)['notes']);
    expect(kept.startsWith('Owes the ferryman.\n\nConditions kept here (too many or too long for the conditions list): omen sign 100; omen sign 101')).toBe(true);
    expect(kept).toContain('x'.repeat(300));
    expect(notes).toEqual(['5 Murdham conditions were too many or too long for the conditions list and are kept in the notes.']);
  });

  it('leaves a document already in version 2’s shape as it is', () => {
    const quick = JSON.parse(JSON.stringify(murdham.quick({ next: () => 0.5, int: (a) => a }, { id: 'q', now: '2026-01-01T00:00:00.000Z' }))) as Record<string, unknown>;
    const { doc, notes } = up(quick);
    expect(doc).toEqual({ ...quick, dataVersion: 2 });
    expect(notes).toEqual([]);
  });
});
