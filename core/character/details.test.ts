/** Renaming and the portrait on the sheet: refused in a sentence, or recorded in the history as a typed entry. */
import { describe, expect, it } from 'vitest';
import { nameProblem } from '../documents/details';
import type { CharacterDocument } from '../documents/character';
import type { Portrait } from '../documents/portrait';
import { findLevelUpToUndo } from '../documents/history';
import { exportCharacter, importDocument } from '../documents/import';
import { toBase64 } from '../documents/portrait';
import { FIXED_NOW, counterIds, fakeSystem, fakeSystems, sampleCharacter } from '../documents/testing/fake-system';
import { createSeededRandom } from '../dice';
import { execute } from './command';
import { rename, setPortrait as portraitCommand } from './edits';

type Result = { readonly ok: true; readonly doc: CharacterDocument } | { readonly ok: false; readonly problem: string };
const ctx = (now: string) => ({ system: fakeSystem, now, rng: createSeededRandom(1), newId: counterIds('c') });

function renameCharacter(doc: CharacterDocument, name: string, now: string): Result {
  const written = execute(doc, rename, { name }, ctx(now));
  return 'problem' in written ? { ok: false, problem: written.problem } : { ok: true, doc: written.doc };
}

function setPortrait(doc: CharacterDocument, portrait: Portrait | null, now: string): CharacterDocument {
  const written = execute(doc, portraitCommand, { portrait }, ctx(now));
  if ('problem' in written) throw new Error(written.problem);
  return written.doc;
}

const LATER = '2026-05-02T09:00:00.000Z';
const PNG = { type: 'image/png' as const, data: toBase64(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) };

describe('renameCharacter', () => {
  const doc = sampleCharacter({ name: 'Black Leaf' });

  it('renames, trims, and records the old and new names', () => {
    const result = renameCharacter(doc, '  Elfstar ', LATER);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.doc.name).toBe('Elfstar');
    expect(result.doc.updatedAt).toBe(LATER);
    const entry = result.doc.history.at(-1);
    expect(entry?.kind).toBe('details');
    expect(entry?.kind === 'details' && entry.payload).toEqual({ name: { from: 'Black Leaf', to: 'Elfstar' } });
    expect(entry?.summary).toContain('Elfstar');
    expect(result.doc.history).toHaveLength(doc.history.length + 1);
    // The write path names what the change altered: the envelope's name, nothing of the system's data.
    expect(entry?.fields).toEqual([':name']);
  });

  it('refuses an empty or blank name, keeping the old one', () => {
    for (const name of ['', '   ', '\t\n']) {
      const result = renameCharacter(doc, name, LATER);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problem).toMatch(/^A character needs a name.*\.$/);
    }
  });

  it('refuses a name longer than the import keeps', () => {
    expect(nameProblem('x'.repeat(200))).toBeNull();
    expect(nameProblem('x'.repeat(201))).toContain('200');
  });

  it('adds nothing for the same name', () => {
    const result = renameCharacter(doc, 'Black Leaf ', LATER);
    expect(result.ok && result.doc).toBe(doc);
  });

  it('keeps the entry through an export and import', () => {
    const result = renameCharacter(doc, 'Elfstar', LATER);
    if (!result.ok) throw new Error(result.problem);
    const outcome = importDocument(exportCharacter(result.doc), { systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() });
    expect(outcome.ok && outcome.report).toEqual([]);
    expect(outcome.ok && outcome.kind === 'character' && outcome.doc.history.at(-1)).toEqual(result.doc.history.at(-1));
  });

  it('does not block undoing the level-up before it', () => {
    const levelled = sampleCharacter({
      history: [{ id: '1:level-up', at: FIXED_NOW, kind: 'level-up', summary: 'Level 1 → 2', dice: [], undo: { set: { level: 1 } } }],
    });
    const renamed = renameCharacter(levelled, 'New name', LATER);
    if (!renamed.ok) throw new Error(renamed.problem);
    expect(findLevelUpToUndo(renamed.doc.history).ok).toBe(true);
  });
});

describe('setPortrait', () => {
  it('adds, replaces and removes, each in the history', () => {
    const doc = sampleCharacter();
    const added = setPortrait(doc, PNG, LATER);
    expect(added.portrait).toEqual(PNG);
    const jpeg = { type: 'image/jpeg' as const, data: toBase64(Uint8Array.from([0xff, 0xd8, 0xff, 1])) };
    const replaced = setPortrait(added, jpeg, LATER);
    const removed = setPortrait(replaced, null, LATER);
    expect('portrait' in removed).toBe(false);
    expect(removed.history.slice(-3).map((h) => (h.kind === 'details' ? h.payload?.portrait : null))).toEqual(['added', 'replaced', 'removed']);
  });

  it('changes nothing when there is nothing to change', () => {
    const doc = sampleCharacter();
    expect(setPortrait(doc, null, LATER)).toBe(doc);
    const withOne = setPortrait(doc, PNG, LATER);
    expect(setPortrait(withOne, { ...PNG }, LATER)).toBe(withOne);
  });
});
