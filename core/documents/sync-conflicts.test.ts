import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyseConflict, keepEdited, resolveClash, type ClashAnalysis, type ConflictAnalysis, type Version } from './sync-conflicts';
import { recordMerge, recordResolution } from './sync-history';
import { findAwardToUndo, findLevelUpToUndo } from './history';
import { importDocument } from './import';
import { deepEqual } from './merge';
import type { CharacterDocument, HistoryEntry } from './character';
import { FIXED_NOW, counterIds, fakeSystems, sampleCampaign, sampleCharacter } from './testing/fake-system';

/** The fields a player and a GM edit at the table (the fake system only checks `level`). */
interface Data {
  readonly level: number;
  readonly xp: number;
  readonly hp: { readonly current: number; readonly max: number };
  readonly notes: string;
  readonly gear?: readonly { readonly id: string; readonly name: string }[];
}
type Doc = CharacterDocument<Data>;

const T0 = '2026-03-01T18:00:00.000Z';
const base: Doc = {
  ...sampleCharacter(),
  updatedAt: T0,
  data: { level: 2, xp: 2500, hp: { current: 9, max: 11 }, notes: 'Owes the guild 20 gp.', gear: [{ id: 'g1', name: 'Sword' }, { id: 'g2', name: 'Torch' }] },
  history: [{ id: '1:created', at: '2026-01-01T00:00:00.000Z', kind: 'created', summary: 'Created', dice: [] }],
};

const entry = (id: string, at: string, summary: string, kind: HistoryEntry['kind'] = 'edit'): HistoryEntry<Data> => ({ id, at, kind, summary, dice: [] } as HistoryEntry<Data>);
/** `doc` with its data changed and one entry appended, written at `at`. */
function edit(doc: Doc, change: Partial<Data>, added: HistoryEntry<Data>, at: string): Doc {
  return { ...doc, data: { ...doc.data, ...change }, updatedAt: at, history: [...doc.history, added] };
}
const player = { user: 'ana', device: 'Ana’s phone', at: '2026-03-01T19:05:00.000Z' };
const gm = { user: 'gm', device: 'GM laptop', at: '2026-03-01T19:10:00.000Z' };
const third = { user: 'bo', device: 'Bo’s tablet', at: '2026-03-01T19:20:00.000Z' };

// The player took 4 damage offline; the GM awarded 1,000 XP offline. Same character, same base.
const hpEdit = edit(base, { hp: { current: 5, max: 11 } }, entry('2:edit:tracker:hp', player.at, 'Hit points: 9 → 5'), player.at);
const xpAward = edit(base, { xp: 3500 }, entry('2:xp', gm.at, 'XP +1,000', 'xp'), gm.at);
const v = <D = Doc>(rev: string, doc: D | null, editedBy?: typeof player, deletedAt?: string): Version<D> => ({ rev, doc, ...(editedBy ? { editedBy } : {}), ...(deletedAt ? { deletedAt } : {}) });

function expectKind<K extends ConflictAnalysis<Doc>['kind']>(a: ConflictAnalysis<Doc>, kind: K): Extract<ConflictAnalysis<Doc>, { kind: K }> {
  expect(a.kind).toBe(kind);
  if (a.kind !== kind) throw new Error(`expected ${kind}`);
  return a as Extract<ConflictAnalysis<Doc>, { kind: K }>;
}

describe('analyseConflict: merges', () => {
  it('keeps the player’s hit points and the GM’s XP award, and records the merge as one history entry', () => {
    const merged = expectKind(analyseConflict({ base, versions: [v('3-bbb', xpAward, gm), v('3-aaa', hpEdit, player)] }), 'merged');
    expect(merged.doc.data).toEqual({ ...base.data, xp: 3500, hp: { current: 5, max: 11 } });
    expect(merged.doc.history.map((h) => h.id)).toEqual(['1:created', '2:edit:tracker:hp', '2:xp']);
    expect(merged.doc.updatedAt).toBe(gm.at);
    expect(merged.mergedFrom).toEqual(['3-aaa', '3-bbb']);
    expect(merged.changes.map((c) => c.paths)).toEqual([['data.xp', 'history[id=2:xp]'], ['data.hp.current', 'history[id=2:edit:tracker:hp]']]);
    expect(merged.changes[0]?.labels[1]).toBe('history › “XP +1,000”');

    const written = recordMerge(merged);
    expect(written.doc.history.length).toBe(merged.doc.history.length + 1);
    expect(written.entry).toMatchObject({
      id: '4:sync',
      kind: 'sync',
      at: gm.at,
      fields: [],
      summary: 'Merged changes from Ana’s phone (ana): data › hp › current; and from GM laptop (gm): data › xp',
      payload: { action: 'merged', versions: [{ rev: '3-aaa', device: 'Ana’s phone', fields: ['data.hp.current', 'history[id=2:edit:tracker:hp]'] }, { rev: '3-bbb', user: 'gm' }] },
    });
    // A system may name its fields in its own words.
    expect(recordMerge(merged, (p) => ({ 'data.hp.current': 'hit points', 'data.xp': 'XP' })[p]).entry?.summary).toBe('Merged changes from Ana’s phone (ana): hit points; and from GM laptop (gm): XP');
  });

  it('gives the same document and the same entry on every device, whichever version won there', () => {
    const a = analyseConflict({ base, versions: [v('3-bbb', xpAward, gm), v('3-aaa', hpEdit, player)] });
    const b = analyseConflict({ base, versions: [v('3-aaa', hpEdit, player), v('3-bbb', xpAward, gm)] });
    const ma = expectKind(a, 'merged');
    const mb = expectKind(b, 'merged');
    expect(ma.doc).toEqual(mb.doc);
    expect(JSON.stringify(recordMerge(ma).doc)).toBe(JSON.stringify(recordMerge(mb).doc));
  });

  it('merges three leaves, each changing its own field, history entries in revision order', () => {
    const notes = edit(base, { notes: 'Paid the guild.' }, entry('2:edit:text:notes', third.at, 'Notes edited'), third.at);
    const merged = expectKind(analyseConflict({ base, versions: [v('4-c', notes, third), v('3-bbb', xpAward, gm), v('3-aaa', hpEdit, player)] }), 'merged');
    expect(merged.doc.data).toEqual({ ...base.data, xp: 3500, hp: { current: 5, max: 11 }, notes: 'Paid the guild.' });
    expect(merged.doc.history.map((h) => h.id)).toEqual(['1:created', '2:edit:tracker:hp', '2:xp', '2:edit:text:notes']);
    expect(merged.doc.updatedAt).toBe(third.at);
    expect(recordMerge(merged).entry?.summary).toBe('Merged changes from Ana’s phone (ana): data › hp › current; and from GM laptop (gm): data › xp; and from Bo’s tablet (bo): data › notes');
  });

  it('keeps both history entries two devices added under one id, renaming the later one and what refers to it', () => {
    const gear = edit(base, { gear: [...(base.data.gear ?? []), { id: 'g3', name: 'Rope' }] }, entry('2:edit', player.at, 'Rope added'), player.at);
    const undone = { ...gear, history: [...gear.history, { id: '3:restore', at: player.at, kind: 'restore', summary: 'Undid', dice: [], payload: { undid: '2:edit', what: 'edit' } } satisfies HistoryEntry<Data>] };
    const level = edit(base, { level: 3 }, entry('2:edit', gm.at, 'Level set to 3'), gm.at);
    const merged = expectKind(analyseConflict({ base, versions: [v('3-aaa', level, gm), v('4-bbb', undone, player)] }), 'merged');
    expect(merged.renamed).toEqual([{ rev: '4-bbb', from: '2:edit', to: '2:edit-2' }]);
    expect(merged.doc.history.map((h) => h.id)).toEqual(['1:created', '2:edit', '2:edit-2', '3:restore']);
    expect(merged.doc.history[3]).toMatchObject({ payload: { undid: '2:edit-2' } });
    expect(merged.doc.data.level).toBe(3);
    expect(merged.doc.data.gear?.map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
    // The same entry reaching two leaves (from a common intermediate version) stays one.
    const twin = expectKind(analyseConflict({ base, versions: [v('3-aaa', level, gm), v('4-bbb', gear, player), v('4-ccc', { ...gear, data: { ...gear.data, notes: 'x' } }, third)] }), 'merged');
    expect(twin.doc.history.map((h) => h.id)).toEqual(['1:created', '2:edit', '2:edit-2']);
  });

  it('records nothing when only one version changed anything (the other is the base re-stamped)', () => {
    const merged = expectKind(analyseConflict({ base, versions: [v('3-a', { ...base, updatedAt: gm.at }, gm), v('3-b', hpEdit, player)] }), 'merged');
    expect(merged.doc.data.hp.current).toBe(5);
    expect(recordMerge(merged)).toEqual({ doc: merged.doc, entry: null });
  });

  it('works on a campaign too (no history: its merge is only reported)', () => {
    const campaign = sampleCampaign(['char-1']);
    const renamed = { ...campaign, name: 'The Drowned Crown', updatedAt: gm.at };
    const noted = { ...campaign, notes: 'Session 2 moved.', updatedAt: player.at };
    const merged = analyseConflict({ base: campaign, versions: [v('2-a', renamed, gm), v('2-b', noted, player)] });
    expect(merged.kind === 'merged' && merged.doc).toEqual({ ...campaign, name: 'The Drowned Crown', notes: 'Session 2 moved.', updatedAt: gm.at });
  });
});

describe('analyseConflict: clashes', () => {
  const hpA = edit(base, { hp: { current: 5, max: 11 } }, entry('2:edit:tracker:hp', player.at, 'Hit points: 9 → 5'), player.at);
  const hpB = edit(base, { hp: { current: 3, max: 11 } }, entry('2:edit:tracker:hp', gm.at, 'Hit points: 9 → 3'), gm.at);

  it('lists exactly the field both changed, with each version’s value and who wrote it where and when', () => {
    const clash = expectKind(analyseConflict({ base, versions: [v('3-b', hpB, gm), v('3-a', hpA, player)] }), 'clash');
    expect(clash.fields).toEqual([
      { path: 'data.hp.current', steps: [{ key: 'data' }, { key: 'hp' }, { key: 'current' }], label: 'data › hp › current', values: [{ present: true, value: 3 }, { present: true, value: 5 }] },
    ]);
    expect(clash.versions.map((x) => x.editedBy)).toEqual([gm, player]);
    // Both entries are kept (the later renamed): the history says what each device did.
    expect(clash.renamed).toEqual([{ rev: '3-b', from: '2:edit:tracker:hp', to: '2:edit:tracker:hp-2' }]);
  });

  it('lists a clash among three leaves with every version’s value, the unchanged one too', () => {
    const notes = edit(base, { notes: 'Paid.' }, entry('2:edit:text:notes', third.at, 'Notes'), third.at);
    const clash = expectKind(analyseConflict({ base, versions: [v('3-a', hpA, player), v('3-b', hpB, gm), v('3-c', notes, third)] }), 'clash');
    expect(clash.fields.map((f) => [f.path, f.values])).toEqual([['data.hp.current', [{ present: true, value: 5 }, { present: true, value: 3 }, { present: true, value: 9 }]]]);
  });

  it('with no common version, clashes on every field that differs, keeps every history entry, and never on updatedAt', () => {
    const notes = { ...hpA, data: { ...hpA.data, notes: 'Lost the sword.' } };
    const clash = expectKind(analyseConflict({ base: null, versions: [v('5-a', notes, player), v('4-b', xpAward, gm)] }), 'clash');
    expect(clash.fields.map((f) => f.path)).toEqual(['data.hp.current', 'data.notes', 'data.xp']);
    const resolved = resolveClash(clash, { 'data.hp.current': 0, 'data.notes': 1, 'data.xp': 1 });
    expect(resolved.ok && resolved.doc.data).toEqual({ ...base.data, hp: { current: 5, max: 11 }, xp: 3500 });
    expect(resolved.ok && resolved.doc.history.map((h) => h.id)).toEqual(['1:created', '2:xp', '2:edit:tracker:hp']);
    // Versions that differ only in their history and stamp merge even without it.
    const merged = analyseConflict({ base: null, versions: [v('3-a', { ...base, history: [...base.history, entry('x', T0, 'x')] }), v('3-b', { ...base, updatedAt: gm.at })] });
    expect(merged.kind === 'merged' && merged.doc.history.map((h) => h.id)).toEqual(['1:created', 'x']);
  });

  it('names an element an unknown base cannot place, and a list two devices reordered differently', () => {
    const a = { ...base, data: { ...base.data, gear: [{ id: 'g1', name: 'Sword' }] } };
    const clash = expectKind(analyseConflict({ base: null, versions: [v('2-a', a), v('2-b', base)] }), 'clash');
    expect(clash.fields.map((f) => [f.label, f.values.map((x) => x.present)])).toEqual([['data › gear › “Torch”', [false, true]]]);
    const withRope = { ...base, data: { ...base.data, gear: [{ id: 'g1', name: 'Sword' }, { id: 'g2', name: 'Torch' }, { id: 'g3', name: 'Rope' }] } };
    const [s, t, r] = withRope.data.gear;
    const x = { ...withRope, data: { ...withRope.data, gear: [t!, s!, r!] } };
    const y = { ...withRope, data: { ...withRope.data, gear: [r!, s!, t!] } };
    expect(expectKind(analyseConflict({ base: withRope, versions: [v('3-x', x), v('3-y', y)] }), 'clash').fields.map((f) => f.path)).toEqual(['data.gear']);
  });
});

describe('resolveClash', () => {
  const a = edit(base, { hp: { current: 5, max: 11 }, notes: 'Ana’s notes' }, entry('2:edit', player.at, 'Ana edits'), player.at);
  const b = edit(base, { hp: { current: 3, max: 11 }, notes: 'GM’s notes' }, entry('2:edit', gm.at, 'GM edits'), gm.at);
  const c = edit(base, { xp: 3500 }, entry('2:xp', third.at, 'XP +1,000', 'xp'), third.at);
  const clashOf = (versions: Version<Doc>[]): ClashAnalysis<Doc> => expectKind(analyseConflict({ base, versions }), 'clash');

  it('takes each clashing field from the version chosen and merges the rest', () => {
    const clash = clashOf([v('3-a', a, player), v('3-b', b, gm), v('3-c', c, third)]);
    expect(clash.fields.map((f) => f.path)).toEqual(['data.hp.current', 'data.notes']);
    const resolved = resolveClash(clash, { 'data.notes': 1, 'data.hp.current': 0 });
    if (!resolved.ok) throw new Error(resolved.problem);
    expect(resolved.doc.data).toEqual({ ...base.data, hp: { current: 5, max: 11 }, notes: 'GM’s notes', xp: 3500 });
    expect(resolved.doc.history.map((h) => h.id)).toEqual(['1:created', '2:edit', '2:edit-2', '2:xp']);

    const written = recordResolution(resolved, { at: '2026-03-02T09:00:00.000Z', by: gm });
    expect(written.entry).toMatchObject({
      kind: 'sync',
      summary: 'Resolved a clash between Ana’s phone (ana), GM laptop (gm) and Bo’s tablet (bo) on GM laptop (gm): kept Ana’s phone’s data › hp › current; GM laptop’s data › notes',
      fields: ['hp.current', 'notes'],
      payload: { action: 'resolved', kept: [{ path: 'data.hp.current', from: 0 }, { path: 'data.notes', from: 1 }] },
    });
    expect(written.doc.updatedAt).toBe('2026-03-02T09:00:00.000Z');
  });

  it('gives the same document for the same choices whichever version came first', () => {
    const one = clashOf([v('3-a', a, player), v('3-b', b, gm), v('3-c', c, third)]);
    const two = clashOf([v('3-c', c, third), v('3-b', b, gm), v('3-a', a, player)]);
    const r1 = resolveClash(one, { 'data.notes': 1, 'data.hp.current': 0 });
    const r2 = resolveClash(two, { 'data.notes': 1, 'data.hp.current': 2 });
    expect(r1.ok && r2.ok && deepEqual(r1.doc, r2.doc)).toBe(true);
  });

  it('reports a missing or impossible choice instead of guessing', () => {
    const clash = clashOf([v('3-a', a, player), v('3-b', b, gm)]);
    expect(resolveClash(clash, { 'data.notes': 1 })).toEqual({ ok: false, problem: 'Choose which version to keep for one field.', missing: ['data.hp.current'], invalid: [] });
    expect(resolveClash(clash, { 'data.notes': 1, 'data.hp.current': 2, 'data.xp': 0 })).toMatchObject({ ok: false, missing: [], invalid: ['data.hp.current', 'data.xp'] });
  });

  it('puts back an element one device removed and another changed, in its place, when the change is kept', () => {
    const removed = { ...base, data: { ...base.data, gear: [{ id: 'g2', name: 'Torch' }] } };
    const renamed = { ...base, data: { ...base.data, gear: [{ id: 'g1', name: 'Sword +1' }, { id: 'g2', name: 'Torch' }] } };
    const clash = clashOf([v('3-a', removed), v('3-b', renamed)]);
    expect(clash.fields.map((f) => f.label)).toEqual(['data › gear › “Sword”']);
    const kept = resolveClash(clash, { 'data.gear[id=g1]': 1 });
    expect(kept.ok && kept.doc.data.gear).toEqual(renamed.data.gear);
    const dropped = resolveClash(clash, { 'data.gear[id=g1]': 0 });
    expect(dropped.ok && dropped.doc.data.gear).toEqual(removed.data.gear);
  });
});

describe('determinism', () => {
  it('any versions, in any order, give the same result: the same merged document, or the same clashing fields', () => {
    const value = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('a', 'b'), fc.constant(undefined));
    // A history of entries under a few ids, so two versions often add different entries under one id.
    const log = fc.uniqueArray(fc.record({ id: fc.constantFrom('1', '2', '3'), summary: fc.constantFrom('x', 'y') }), { selector: (e) => e.id, maxLength: 3 });
    const fields = fc.record({ x: value, y: value, z: value, w: value, history: log });
    const keyed = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([, x]) => x !== undefined));
    fc.assert(
      fc.property(fields, fc.array(fields, { minLength: 2, maxLength: 4 }), fc.boolean(), (b, vs, known) => {
        const versions = vs.map((d, i) => v(`${i + 2}-${'abcd'[i] ?? 'e'}`, keyed(d)));
        const one = analyseConflict({ base: known ? keyed(b) : null, versions });
        const two = analyseConflict({ base: known ? keyed(b) : null, versions: [...versions].reverse() });
        expect(one.kind).toBe(two.kind);
        if (one.kind === 'merged' && two.kind === 'merged') {
          expect(JSON.stringify(one.doc)).toBe(JSON.stringify(two.doc));
          // Nothing silently lost: every field a version changed has that version's value.
          one.changes.forEach((c, i) => c.paths.filter((p) => !p.startsWith('history')).forEach((p) => expect(one.doc[p]).toEqual(versions[i]?.doc?.[p])));
        }
        if (one.kind === 'clash' && two.kind === 'clash') {
          expect(one.fields.map((f) => f.path)).toEqual(two.fields.map((f) => f.path));
          const choices = Object.fromEntries(one.fields.map((f) => [f.path, 0]));
          const mirrored = Object.fromEntries(two.fields.map((f) => [f.path, versions.length - 1]));
          const r1 = resolveClash(one, choices);
          const r2 = resolveClash(two, mirrored);
          expect(r1.ok && r2.ok && JSON.stringify(r1.doc) === JSON.stringify(r2.doc)).toBe(true);
          // Each field chosen has the chosen version's value.
          one.fields.filter((f) => f.steps.length === 1).forEach((f) => expect(r1.ok && r1.doc[f.path]).toEqual(versions[0]?.doc?.[f.path]));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('deletions and the trash', () => {
  it('asks when one device deleted what another edited, and never merges it away', () => {
    const q = expectKind(analyseConflict({ base, versions: [v('3-a', hpEdit, player), v<Doc>('3-b', null, gm)] }), 'deleted-vs-edited');
    expect([q.deletedIn, q.editedIn, q.live.kind]).toEqual([['3-b'], ['3-a'], 'merged']);
    // Without the common version, any live version counts as an edit.
    expect(analyseConflict({ base: null, versions: [v<Doc>('3-b', null, gm), v('3-a', base, player)] }).kind).toBe('deleted-vs-edited');
    // "Keep": the edits stay, and the history says what they were kept over.
    const kept = keepEdited(q);
    if (kept.kind !== 'merged') throw new Error('merged');
    expect(recordMerge(kept).entry?.summary).toBe('Kept changes from Ana’s phone (ana): data › hp › current. Kept, although GM laptop (gm) deleted it');
  });

  it('lets a deletion stand when nobody edited since', () => {
    expect(analyseConflict({ base, versions: [v('3-a', { ...base, updatedAt: gm.at }), v<Doc>('3-b', null, gm)] })).toMatchObject({ kind: 'deleted', deletedIn: ['3-b'] });
  });

  it('keeps an edit made while another device moved it to the trash, in the trash', () => {
    const t = '2026-03-01T19:30:00.000Z';
    const r = expectKind(analyseConflict({ base, versions: [v('3-a', base, gm, t), v('3-b', hpEdit, player)] }), 'trash-vs-edit');
    expect([r.deletedAt, r.trashedIn, r.editedIn, r.doc.data.hp.current]).toEqual([t, ['3-a'], ['3-b'], 5]);
    expect(recordMerge(r).entry?.summary).toBe('Kept changes from Ana’s phone (ana): data › hp › current. It stays in the trash, where GM laptop (gm) moved it, with these changes in it');
    // Known to have been in the trash: a restore on one device wins over an edit made in the trash on the other.
    const restored = analyseConflict({ base, baseDeletedAt: t, versions: [v('3-a', base, gm), v('3-b', hpEdit, player, t)] });
    expect(restored.kind).toBe('merged');
    expect('deletedAt' in restored).toBe(false);
  });
});

describe('the sync entry in the rest of the history', () => {
  const levelUp = { id: 'l', at: T0, kind: 'level-up', summary: 'Level 2 → 3', dice: [], undo: { set: { level: 2 }, add: { 'hp.max': 5 } } } as const;
  const award = { id: 'x', at: T0, kind: 'xp', summary: 'XP +5', dice: [], payload: { source: 'earned', from: 0, to: 5, base: 5, awarded: 5, bonusPercent: 0 }, undo: { add: { xp: 5 } } } as const;
  const sync = (action: 'merged' | 'resolved', fields: string[]) => ({ id: 's', at: T0, kind: 'sync', summary: 'Sync', dice: [], fields, payload: { action, versions: [] } }) as const;

  it('a merge never blocks an undo; a resolution blocks one that would move a field it chose', () => {
    expect(findLevelUpToUndo([levelUp, sync('merged', [])])).toMatchObject({ ok: true });
    expect(findLevelUpToUndo([levelUp, sync('resolved', ['notes'])])).toMatchObject({ ok: true });
    expect(findLevelUpToUndo([levelUp, sync('resolved', ['hp.max'])])).toMatchObject({ ok: false });
    expect(findAwardToUndo([award, sync('merged', [])])).toMatchObject({ ok: true });
    expect(findAwardToUndo([award, sync('resolved', ['xp'])])).toMatchObject({ ok: false });
  });

  it('comes back unchanged from an export and import, with nothing to report', () => {
    const clash = expectKind(analyseConflict({ base, versions: [v('3-b', edit(base, { notes: 'B' }, entry('2:e', gm.at, 'B'), gm.at), gm), v('3-a', edit(base, { notes: 'A' }, entry('2:f', player.at, 'A'), player.at), player)] }), 'clash');
    const resolved = resolveClash(clash, { 'data.notes': 0 });
    if (!resolved.ok) throw new Error(resolved.problem);
    const written = recordResolution(resolved, { at: FIXED_NOW, by: player }).doc;
    const outcome = importDocument(JSON.stringify(written), { systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() });
    if (!outcome.ok || outcome.kind !== 'character') throw new Error('imported');
    expect(outcome.report).toEqual([]);
    expect(outcome.doc.history.at(-1)).toEqual(written.history.at(-1));
  });
});
