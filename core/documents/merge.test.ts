import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepEqual, mergeDocuments } from './merge';
import type { CharacterDocument, HistoryEntry } from './character';
import { emptyCampaignTable, type CampaignDocument } from './campaign';
import type { CampaignId, CharacterId } from './ids';

/** A character shaped like a Dark Dungeons one, with the fields two windows typically edit. */
interface Data {
  readonly level: number;
  readonly xp: number;
  readonly hp: { readonly current: number; readonly max: number };
  /** Optional, so a test can remove it. */
  readonly notes?: string;
  readonly equipment: readonly { readonly id: string; readonly name: string; readonly qty: number }[];
}

function entry(id: string, summary: string): HistoryEntry<Data> {
  return { id, at: '2026-02-01T00:00:00.000Z', kind: 'xp', summary, dice: [] };
}

const base: CharacterDocument<Data> = {
  format: 'sheetsmith/character',
  schemaVersion: 2,
  id: 'c1' as CharacterId,
  system: 'dark-dungeons',
  name: 'Ayla',
  status: 'complete',
  creationStep: 'review',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  data: {
    level: 2,
    xp: 2500,
    hp: { current: 9, max: 11 },
    notes: 'Owes the guild 20 gp.',
    equipment: [
      { id: 'e1', name: 'Sword', qty: 1 },
      { id: 'e2', name: 'Torch', qty: 6 },
    ],
  },
  overrides: {},
  houseRules: ['GM swap: Cha into Str'],
  history: [entry('h1', 'Created')],
};

/** `doc` with its data changed by `change`. */
function edit(doc: CharacterDocument<Data>, change: Partial<Data>, rest: Partial<CharacterDocument<Data>> = {}): CharacterDocument<Data> {
  return { ...doc, ...rest, data: { ...doc.data, ...change } };
}

/** Freezes a value at every depth, so a merge that changed its inputs would throw. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('mergeDocuments', () => {
  it('merges XP awarded in one window with HP changed in the other', () => {
    // Window B (stored first): an XP award of 1,000 with its history line. Window A (mine): took 4 damage.
    const theirs = edit(base, { xp: 3500 }, { history: [...base.history, entry('h2', 'XP +1,000')], updatedAt: '2026-01-02T00:00:00.000Z' });
    const mine = edit(base, { hp: { current: 5, max: 11 } }, { updatedAt: '2026-01-03T00:00:00.000Z' });
    const result = mergeDocuments(deepFreeze(base), deepFreeze(mine), deepFreeze(theirs));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.doc.data.xp).toBe(3500);
    expect(result.doc.data.hp).toEqual({ current: 5, max: 11 });
    expect(result.doc.history.map((h) => h.id)).toEqual(['h1', 'h2']);
    // Both windows stamp updatedAt; that is bookkeeping, not a conflict, and mine (the save being made) is kept.
    expect(result.doc.updatedAt).toBe('2026-01-03T00:00:00.000Z');
    // Everything neither side touched is as it was.
    expect(result.doc.data.notes).toBe(base.data.notes);
    expect(result.doc.houseRules).toEqual(base.houseRules);
  });

  it('refuses when the notes were changed in both windows, naming the field', () => {
    const theirs = edit(base, { notes: 'Paid the guild.' });
    const mine = edit(base, { notes: 'Owes the guild 40 gp now.', xp: 2600 });
    expect(mergeDocuments(base, mine, theirs)).toEqual({ ok: false, conflicts: ['data.notes'] });
  });

  it('refuses a campaign whose notes both windows changed, and merges a rename with a notes edit', () => {
    const campaign: CampaignDocument = {
      format: 'sheetsmith/campaign',
      schemaVersion: 1,
      id: 'k1' as CampaignId,
      name: 'The Sunken Crown',
      system: 'dark-dungeons',
      notes: 'Session 1: the docks.',
      members: ['c1' as CharacterId],
      ...emptyCampaignTable(),
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const a = { ...campaign, notes: 'Session 1: the docks. Session 2: the crypt.' };
    const b = { ...campaign, notes: 'Session 1: the harbour.' };
    expect(mergeDocuments(campaign, a, b)).toEqual({ ok: false, conflicts: ['notes'] });
    const renamed = { ...campaign, name: 'The Drowned Crown' };
    expect(mergeDocuments(campaign, a, renamed)).toEqual({ ok: true, doc: { ...a, name: 'The Drowned Crown' } });
  });

  it('accepts both windows making the same change', () => {
    const same = edit(base, { xp: 3000 });
    expect(mergeDocuments(base, same, { ...same })).toEqual({ ok: true, doc: same });
  });

  it('keeps history lines added in both windows, the stored ones first', () => {
    const theirs = { ...base, history: [...base.history, entry('t1', 'Level 2 → 3')] };
    const mine = { ...base, history: [...base.history, entry('m1', 'XP +200'), entry('m2', 'XP +50')] };
    const result = mergeDocuments(base, mine, theirs);
    expect(result.ok && result.doc.history.map((h) => h.id)).toEqual(['h1', 't1', 'm1', 'm2']);
  });

  it('merges different fields of one list element, found by id, and keeps additions and removals', () => {
    const theirs = edit(base, {
      equipment: [{ id: 'e1', name: 'Sword +1', qty: 1 }, { id: 'e2', name: 'Torch', qty: 6 }, { id: 'e3', name: 'Rope', qty: 1 }],
    });
    const mine = edit(base, { equipment: [{ id: 'e2', name: 'Torch', qty: 4 }] });
    const result = mergeDocuments(base, mine, theirs);
    // Mine removed the sword, but theirs renamed it: that is a conflict, named by the element's id.
    expect(result).toEqual({ ok: false, conflicts: ['data.equipment[id=e1]'] });

    const mineKeepsSword = edit(base, { equipment: [{ id: 'e1', name: 'Sword', qty: 1 }, { id: 'e2', name: 'Torch', qty: 4 }] });
    const merged = mergeDocuments(base, mineKeepsSword, theirs);
    expect(merged.ok && merged.doc.data.equipment).toEqual([
      { id: 'e1', name: 'Sword +1', qty: 1 },
      { id: 'e2', name: 'Torch', qty: 4 },
      { id: 'e3', name: 'Rope', qty: 1 },
    ]);

    // A removal on one side of an element the other side left alone is applied.
    const theirsDropsTorch = edit(base, { equipment: [{ id: 'e1', name: 'Sword', qty: 1 }] });
    const mineAddsShield = edit(base, { equipment: [...base.data.equipment, { id: 'e4', name: 'Shield', qty: 1 }] });
    const dropped = mergeDocuments(base, mineAddsShield, theirsDropsTorch);
    expect(dropped.ok && dropped.doc.data.equipment.map((e) => e.id)).toEqual(['e1', 'e4']);
  });

  it('names the element and field when both changed the same field of one element', () => {
    const theirs = edit(base, { equipment: [{ id: 'e1', name: 'Sword', qty: 1 }, { id: 'e2', name: 'Torch', qty: 5 }] });
    const mine = edit(base, { equipment: [{ id: 'e1', name: 'Sword', qty: 1 }, { id: 'e2', name: 'Torch', qty: 3 }] });
    expect(mergeDocuments(base, mine, theirs)).toEqual({ ok: false, conflicts: ['data.equipment[id=e2].qty'] });
  });

  it('treats a list without ids as one value', () => {
    const theirs = { ...base, houseRules: [...base.houseRules, 'Max hp at level 1'] };
    const mine = { ...base, houseRules: ['Cha swap undone'] };
    expect(mergeDocuments(base, mine, theirs)).toEqual({ ok: false, conflicts: ['houseRules'] });
    const onlyMine = mergeDocuments(base, mine, edit(base, { xp: 9 }));
    expect(onlyMine.ok && onlyMine.doc.houseRules).toEqual(['Cha swap undone']);
  });

  it('follows the one side that reordered a list, and refuses two different reorderings', () => {
    const swapped = edit(base, { equipment: [...base.data.equipment].reverse() });
    const renamed = edit(base, { equipment: [{ id: 'e1', name: 'Blade', qty: 1 }, { id: 'e2', name: 'Torch', qty: 6 }] });
    const merged = mergeDocuments(base, swapped, renamed);
    expect(merged.ok && merged.doc.data.equipment.map((e) => e.name)).toEqual(['Torch', 'Blade']);

    const three = edit(base, { equipment: [...base.data.equipment, { id: 'e3', name: 'Rope', qty: 1 }] });
    const a = edit(base, { equipment: [three.data.equipment[1]!, three.data.equipment[0]!, three.data.equipment[2]!] });
    const b = edit(base, { equipment: [three.data.equipment[2]!, three.data.equipment[0]!, three.data.equipment[1]!] });
    expect(mergeDocuments(three, a, b)).toEqual({ ok: false, conflicts: ['data.equipment (order)'] });
  });

  it('adds a field only mine added and drops one only theirs removed; a removal against a change conflicts', () => {
    const withOverride = { ...base, overrides: { 'save.magicWands': { value: 12, note: 'GM', at: base.createdAt } } };
    const { notes: _removed, ...withoutNotes } = base.data;
    const noNotes: CharacterDocument<Data> = { ...base, data: withoutNotes };
    const merged = mergeDocuments(base, withOverride, noNotes);
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(merged.doc.overrides).toEqual(withOverride.overrides);
    expect('notes' in merged.doc.data).toBe(false);
    // A field mine removed while theirs left it alone is removed too.
    const mineRemoved = mergeDocuments(base, noNotes, edit(base, { xp: 1 }));
    expect(mineRemoved.ok && 'notes' in mineRemoved.doc.data).toBe(false);
    expect(mergeDocuments(base, edit(base, { notes: 'x' }), noNotes)).toEqual({ ok: false, conflicts: ['data.notes'] });
  });

  it('reports every conflicting path, sorted, and a changed top level', () => {
    const theirs = edit(base, { xp: 1, notes: 'a' }, { name: 'Ayla the Bold' });
    const mine = edit(base, { xp: 2, notes: 'b' }, { name: 'Ayla the Wise' });
    expect(mergeDocuments(base, mine, theirs)).toEqual({ ok: false, conflicts: ['data.notes', 'data.xp', 'name'] });
    expect(mergeDocuments<unknown>(1, 2, 3)).toEqual({ ok: false, conflicts: ['(the whole document)'] });
  });

  it('updatedAt conflicts when it is not listed as bookkeeping', () => {
    const mine = { ...base, updatedAt: '2026-03-01T00:00:00.000Z' };
    const theirs = { ...base, updatedAt: '2026-03-02T00:00:00.000Z' };
    expect(mergeDocuments(base, mine, theirs, { mineWins: [] })).toEqual({ ok: false, conflicts: ['updatedAt'] });
  });

  describe('laws', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    it('an unchanged side yields the other side, and equal sides yield themselves', () => {
      fc.assert(
        fc.property(json, json, (b, x) => {
          const one = mergeDocuments(b, x, b, { mineWins: [] });
          const other = mergeDocuments(b, b, x, { mineWins: [] });
          const same = mergeDocuments(b, x, x, { mineWins: [] });
          expect(one.ok && deepEqual(one.doc, x)).toBe(true);
          expect(other.ok && deepEqual(other.doc, x)).toBe(true);
          expect(same.ok && deepEqual(same.doc, x)).toBe(true);
        }),
        { numRuns: 300 },
      );
    });

    it('changes to different top-level keys always merge, each side keeping its own', () => {
      const record = fc.dictionary(fc.string({ maxLength: 4 }), json, { maxKeys: 5 });
      fc.assert(
        fc.property(record, json, json, (b, m, t) => {
          const mine = { ...b, 'mine-key': m };
          const theirs = { ...b, 'their-key': t };
          const result = mergeDocuments<Record<string, unknown>>(b, mine, theirs, { mineWins: [] });
          expect(result.ok).toBe(true);
          if (result.ok) expect(deepEqual(result.doc, { ...b, 'mine-key': m, 'their-key': t })).toBe(true);
        }),
        { numRuns: 200 },
      );
    });
  });
});
