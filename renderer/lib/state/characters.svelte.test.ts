/**
 * The roster state pages: it holds every live id (from the index) but loads summaries only for the range the list
 * shows, widened to whole pages, and follows trashing. Runs the real repository on fake IndexedDB.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';
import { CharactersState, ROSTER_PAGE } from './characters.svelte';
import { SaveStatus } from './save-status.svelte';

const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

function row(i: number): CharacterDocument & { sortName: string } {
  const name = `Hero ${String(i).padStart(3, '0')}`;
  return {
    format: 'sheetsmith/character',
    schemaVersion: 2,
    id: `h${i}` as CharacterId,
    system: 'dark-dungeons',
    name,
    sortName: name.toLowerCase(),
    status: 'complete',
    creationStep: 'review',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    data: { classId: 'fighter', level: 2 },
    overrides: {},
    houseRules: [],
    history: [],
  };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('the roster state', () => {
  it('loads only the shown pages of summaries, and follows the trash', async () => {
    const db = new SheetsmithDb(`roster-state-${Date.now()}`);
    opened.push(db);
    await db.characters.bulkPut(Array.from({ length: 3 * ROSTER_PAGE + 10 }, (_, i) => row(i)));
    const roster = new CharactersState(new CharacterRepository(db), new SaveStatus());
    roster.start();
    await until(() => roster.loaded);
    expect(roster.count).toBe(3 * ROSTER_PAGE + 10);
    expect(roster.summaryAt(0)).toMatchObject({ name: 'Hero 000', system: 'dark-dungeons' });
    // Rows written before cards existed (bulkPut straight into the table here) list without one.
    expect(roster.summaryAt(0)?.card).toBeNull();
    expect(roster.summaryAt(ROSTER_PAGE - 1)?.name).toBe(`Hero 0${ROSTER_PAGE - 1}`);
    // Nothing beyond the first page is loaded until the list shows it.
    expect(roster.summaryAt(ROSTER_PAGE)).toBeUndefined();

    roster.show(2 * ROSTER_PAGE + 5, 2 * ROSTER_PAGE + 20);
    await until(() => roster.summaryAt(2 * ROSTER_PAGE + 5) !== undefined);
    expect(roster.summaryAt(0)).toBeUndefined();

    await roster.moveToTrash('h105');
    await until(() => roster.count === 3 * ROSTER_PAGE + 9 && roster.trash.length === 1);
    expect(roster.trash[0]?.name).toBe('Hero 105');
    // The rows after it move up one place.
    await until(() => roster.summaryAt(105)?.name === 'Hero 106');
    roster.stop();
  });

  it('is loaded and empty when there are no characters', async () => {
    const db = new SheetsmithDb(`roster-empty-${Date.now()}`);
    opened.push(db);
    const roster = new CharactersState(new CharacterRepository(db), new SaveStatus());
    roster.start();
    await until(() => roster.loaded);
    expect(roster.count).toBe(0);
    roster.stop();
  });
});

describe('making a character while the device’s storage is full (issue #23 §8)', () => {
  it('says what happened instead of opening a character that was never stored, and leaves no stale failure', async () => {
    const db = new SheetsmithDb(`roster-full-${Date.now()}`);
    opened.push(db);
    class FullRepository extends CharacterRepository {
      override save(): Promise<never> {
        return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      }
    }
    const status = new SaveStatus();
    const roster = new CharactersState(new FullRepository(db), status);
    const refusal = "could not be saved, so it was not made: The device's storage is full: make a backup, empty the trash, then try again.";
    await expect(roster.createQuick('dark-dungeons')).rejects.toThrow(refusal);
    await expect(roster.createDraft('dark-dungeons')).rejects.toThrow(refusal);
    expect(await db.characters.count()).toBe(0);
    // The refusal is the answer; the save status does not keep a failure of a character that does not exist.
    expect(status.problems).toEqual([]);
  });
});
