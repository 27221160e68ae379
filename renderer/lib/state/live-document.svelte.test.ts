/**
 * Two windows on one store, as two databases of the same name on fake IndexedDB: a document open in both follows the
 * other's saves, edits of different fields merge, a clash is refused with a notice and the newer document kept, and
 * unwritten edits survive the page going away through the pending journal.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { CampaignRepository } from '../store/campaigns-repo';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import { FIXED_NOW, sampleCharacter as sample } from '../../../core/documents/testing/fake-system';

/** The fake system's sample at the schema this build writes. */
const sampleCharacter = (over: Partial<CharacterDocument> = {}) => sample({ schemaVersion: CHARACTER_SCHEMA_VERSION, ...over });
import { LiveDocument, type RevisionedStore } from './live-document.svelte';
import type { Revisioned } from '../store/rows';
import { QUOTA_MESSAGE, SaveStatus, writeKeys } from './save-status.svelte';
import { PendingJournal } from './pending-journal';
import { recoverEntries, recoverPending } from './recover-pending';
import { loadSystem } from '../../../core/systems/registry';
import { createSeededRandom } from '../../../core/dice';

const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all((await Dexie.getDatabaseNames()).map((n) => Dexie.delete(n)));
});

/** A window: its own connection to the shared store. */
function windowOn(name: string) {
  const db = new SheetsmithDb(name);
  opened.push(db);
  const repo = new CharacterRepository(db);
  const status = new SaveStatus();
  return { db, repo, status, live: new LiveDocument<CharacterDocument>(repo, status, writeKeys.character, 20) };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

const data = (doc: CharacterDocument | null) => (doc?.data ?? {}) as { level?: number; notes?: string };

describe('a document open in two windows', () => {
  it('follows the other window’s saves when it has no edits of its own', async () => {
    const name = `live-${Math.random()}`;
    const a = windowOn(name);
    const b = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await b.live.open('char-1');
    b.live.edit((d) => ({ ...d, data: { ...data(d), level: 4 } }));
    await b.live.settled();
    await until(() => data(a.live.doc).level === 4);
    expect(a.live.notice).toMatch(/another window/);
  });

  it('merges edits of different fields made at the same time, keeping both', async () => {
    const name = `merge-${Math.random()}`;
    const a = windowOn(name);
    const b = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await b.live.open('char-1');
    a.live.edit((d) => ({ ...d, data: { ...data(d), level: 5 } }));
    b.live.edit((d) => ({ ...d, name: 'Ayla the Bold' }));
    await a.live.settled();
    await b.live.settled();
    const stored = await a.repo.get('char-1');
    expect(stored?.name).toBe('Ayla the Bold');
    expect(data(stored ?? null).level).toBe(5);
    expect(a.status.error).toBeNull();
    expect(b.status.error).toBeNull();
  });

  it('refuses a clash on the same field with a notice, shows the newer document, and writes nothing of its own', async () => {
    const name = `clash-${Math.random()}`;
    const a = windowOn(name);
    const b = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await b.live.open('char-1');
    a.live.edit((d) => ({ ...d, data: { ...data(d), notes: 'From A' } }));
    b.live.edit((d) => ({ ...d, data: { ...data(d), notes: 'From B' } }));
    await a.live.settled();
    await b.live.settled();
    expect(b.live.notice).toMatch(/Another window changed notes at the same time/);
    expect(data(b.live.doc).notes).toBe('From A');
    expect(data((await a.repo.get('char-1')) ?? null).notes).toBe('From A');
    // The refusal is a notice, not a save error.
    expect(b.status.error).toBeNull();
  });

  it('says so when the other window deleted the document for good', async () => {
    const name = `gone-${Math.random()}`;
    const a = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await a.db.characters.delete('char-1');
    expect(await a.live.commit({ ...sampleCharacter(), name: 'Changed' })).toBe(false);
    expect(a.live.notice).toMatch(/deleted for good/);
  });
});

/** A window whose store can be made to refuse writes as a full disk does (a DOMException QuotaExceededError). */
function fullableWindow(name: string) {
  const db = new SheetsmithDb(name);
  opened.push(db);
  const repo = new CharacterRepository(db);
  let full = false;
  const store: RevisionedStore<CharacterDocument> = {
    getWithRev: (id) => repo.getWithRev(id),
    watchOne: (id) => repo.watchOne(id),
    save: (doc, options) => (full ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : repo.save(doc, options)),
  };
  const status = new SaveStatus();
  const live = new LiveDocument<CharacterDocument>(store, status, writeKeys.character, 20, undefined, null, { firstMs: 30, maxMs: 60 });
  return { db, repo, status, live, fill: (on: boolean) => (full = on) };
}

describe('a write that failed (issue #23 §3, §8)', () => {
  it('is retried when storage works again, without another edit', async () => {
    const w = fullableWindow(`retry-${Math.random()}`);
    await w.repo.save(sampleCharacter());
    await w.live.open('char-1');
    w.fill(true);
    w.live.edit((d) => ({ ...d, data: { ...data(d), level: 9 } }));
    await w.live.settled();
    expect(w.status.label).toBe(`Not saved: ${QUOTA_MESSAGE}`);
    w.fill(false);
    await until(() => w.status.label === 'All changes saved');
    expect(data((await w.repo.get('char-1')) ?? null).level).toBe(9);
  });

  it('is retried at once when another write succeeds (storage works again)', async () => {
    const w = fullableWindow(`retry-signal-${Math.random()}`);
    await w.repo.save(sampleCharacter());
    await w.live.open('char-1');
    w.fill(true);
    w.live.edit((d) => ({ ...d, data: { ...data(d), level: 8 } }));
    await w.live.settled();
    w.fill(false);
    // Any write of this window that lands (settings, say) is the sign.
    await w.status.track(Promise.resolve('settings'), writeKeys.settings);
    await until(() => w.status.problems.length === 0);
    expect(data((await w.repo.get('char-1')) ?? null).level).toBe(8);
  });

  it('is kept, and still shown as not saved, when another window saves the same document meanwhile', async () => {
    const name = `kept-${Math.random()}`;
    const a = fullableWindow(name);
    const b = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await b.live.open('char-1');
    // A's write fails (its storage is full), then B saves another field of the same character.
    a.fill(true);
    a.live.edit((d) => ({ ...d, data: { ...data(d), level: 7 } }));
    await a.live.settled();
    b.live.edit((d) => ({ ...d, name: 'Renamed in B' }));
    await b.live.settled();
    await until(() => a.live.doc?.name === 'Renamed in B');
    // A shows both, says its own change is not saved yet, and the status still says so.
    expect(data(a.live.doc).level).toBe(7);
    expect(a.live.notice).toMatch(/not saved yet/);
    expect(a.status.label).toBe(`Not saved: ${QUOTA_MESSAGE}`);
    // A's next edit is written with the earlier one: "All changes saved" is then true.
    a.fill(false);
    a.live.edit((d) => ({ ...d, data: { ...data(d), notes: 'Later edit' } }));
    await a.live.settled();
    await until(() => a.status.label === 'All changes saved');
    const stored = await a.repo.get('char-1');
    expect(stored?.name).toBe('Renamed in B');
    expect(data(stored ?? null)).toMatchObject({ level: 7, notes: 'Later edit' });
  });

  it('meeting a clash once it can be written, is refused with a notice and no longer shown as not saved', async () => {
    const name = `kept-clash-${Math.random()}`;
    const a = fullableWindow(name);
    const b = windowOn(name);
    await a.repo.save(sampleCharacter());
    await a.live.open('char-1');
    await b.live.open('char-1');
    a.fill(true);
    a.live.edit((d) => ({ ...d, data: { ...data(d), notes: 'From A' } }));
    await a.live.settled();
    b.live.edit((d) => ({ ...d, data: { ...data(d), notes: 'From B' } }));
    await b.live.settled();
    await until(() => a.live.notice !== null);
    // A keeps its own text on screen while it cannot be written, and says so.
    expect(data(a.live.doc).notes).toBe('From A');
    expect(a.live.notice).toMatch(/unsaved change is kept here/);
    expect(a.status.label).toBe(`Not saved: ${QUOTA_MESSAGE}`);
    a.fill(false);
    await until(() => /was not saved; the newer version is shown/.test(a.live.notice ?? ''));
    expect(data(a.live.doc).notes).toBe('From B');
    expect(a.status.problems).toEqual([]);
  });
});

describe('a view closed while its write keeps failing (issue #23 §8)', () => {
  it('parks the edit in the journal, where a later save of the document in this page cannot clear it, until it is written', async () => {
    const name = `parked-${Math.random()}`;
    const storage = new Map<string, string>();
    const journal = new PendingJournal({
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
      key: (i) => [...storage.keys()][i] ?? null,
      get length() {
        return storage.size;
      },
    });
    const db = new SheetsmithDb(name);
    opened.push(db);
    const repo = new CharacterRepository(db);
    let full = false;
    const store: RevisionedStore<CharacterDocument> = {
      getWithRev: (id) => repo.getWithRev(id),
      watchOne: (id) => repo.watchOne(id),
      save: (doc, options) => (full ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : repo.save(doc, options)),
    };
    const status = new SaveStatus();
    const live = new LiveDocument<CharacterDocument>(store, status, writeKeys.character, 20, undefined, { journal, kind: 'character' }, { firstMs: 10_000, maxMs: 10_000 });
    const system = await loadSystem('dark-dungeons');
    if (!system) throw new Error('Dark Dungeons is registered');
    await repo.save(system.quick(createSeededRandom(5), { id: 'dd-1', now: FIXED_NOW }));
    await live.open('dd-1');
    full = true;
    live.edit((d) => ({ ...d, name: 'Renamed while full' }));
    await live.settled();
    live.close();
    expect(journal.parked()).toHaveLength(1);
    // Storage works again; the same page opens the character and saves another edit: the parked one stays.
    full = false;
    await live.open('dd-1');
    live.edit((d) => ({ ...d, houseRules: ['Max hit points at first level'] }));
    await live.settled();
    expect(journal.parked()).toHaveLength(1);
    // The app writes it (App.retryParked does this when a write lands): both changes are stored.
    const { problems, done } = await recoverEntries(journal.parked(), journal, repo, new CampaignRepository(db));
    expect(problems).toEqual([]);
    expect(done).toHaveLength(1);
    expect(journal.parked()).toEqual([]);
    const stored = await repo.get('dd-1');
    expect(stored?.name).toBe('Renamed while full');
    expect(stored?.houseRules).toEqual(['Max hit points at first level']);
  });
});

describe('the pending journal', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      key: (i: number) => [...map.keys()][i] ?? null,
      get length() {
        return map.size;
      },
      map,
    };
  }

  it('keeps an edit the page could not store and applies it at the next start, then forgets it', async () => {
    const name = `journal-${Math.random()}`;
    const storage = memoryStorage();
    const journal = new PendingJournal(storage);
    const db = new SheetsmithDb(name);
    opened.push(db);
    const repo = new CharacterRepository(db);
    const system = await loadSystem('dark-dungeons');
    if (!system) throw new Error('Dark Dungeons is registered');
    const original = system.quick(createSeededRandom(5), { id: 'dd-1', now: FIXED_NOW });
    await repo.save(original);
    const first = new LiveDocument<CharacterDocument>(repo, new SaveStatus(), writeKeys.character, 60_000, undefined, { journal, kind: 'character' });
    await first.open('dd-1');
    first.edit((d) => {
      const result = system.vitals.setText(d, 'notes', 'Typed just before the reload');
      if ('problem' in result) throw new Error(result.problem);
      return { ...d, data: result.data };
    });
    // The page goes away: the journal is written synchronously, before any store write could finish.
    first.flushForExit();
    expect(journal.entries()).toHaveLength(1);
    expect(storage.map.size).toBe(1);
    // Simulate the write never landing: put the stored document back as it was.
    await db.characters.clear();
    await repo.save(original);
    const problems = await recoverPending(journal, repo, new CampaignRepository(db));
    expect(problems).toEqual([]);
    const back = await repo.get('dd-1');
    expect(back && system.vitals.texts(back)[0]?.value).toBe('Typed just before the reload');
    expect(journal.entries()).toEqual([]);
  });

  /** A window whose store writes each wait for a gate of their own while `holding`; `release(n)` lets write n land. */
  function gatedWindow(name: string, journal: PendingJournal) {
    const db = new SheetsmithDb(name);
    opened.push(db);
    const repo = new CharacterRepository(db);
    const gates: (() => void)[] = [];
    let holding = false;
    const store: RevisionedStore<CharacterDocument> = {
      getWithRev: (id) => repo.getWithRev(id),
      watchOne: (id) => repo.watchOne(id),
      save: async (doc, options) => {
        if (holding) await new Promise<void>((r) => gates.push(r));
        return repo.save(doc, options);
      },
    };
    const live = new LiveDocument<CharacterDocument>(store, new SaveStatus(), writeKeys.character, 60_000, undefined, { journal, kind: 'character' });
    return {
      db,
      repo,
      live,
      hold: () => (holding = true),
      /** Lets the n-th held write (from 0) land. */
      release: (n: number) => gates[n]?.(),
      held: () => gates.length,
    };
  }

  async function quickCharacter(repo: CharacterRepository) {
    const system = await loadSystem('dark-dungeons');
    if (!system) throw new Error('Dark Dungeons is registered');
    await repo.save(system.quick(createSeededRandom(5), { id: 'dd-1', now: FIXED_NOW }));
    const withNotes = (text: string) => (d: CharacterDocument) => {
      const result = system.vitals.setText(d, 'notes', text);
      if ('problem' in result) throw new Error(result.problem);
      return { ...d, data: result.data };
    };
    return { withNotes, notesOf: (d: CharacterDocument | undefined) => (d ? system.vitals.texts(d)[0]?.value : undefined) };
  }

  it('keeps a closed window’s entry when another window saves the same document (issue #23 §1)', async () => {
    const name = `journal-two-${Math.random()}`;
    const storage = memoryStorage();
    const a = gatedWindow(name, new PendingJournal(storage));
    const b = gatedWindow(name, new PendingJournal(storage));
    const { withNotes, notesOf } = await quickCharacter(a.repo);
    await a.live.open('dd-1');
    await b.live.open('dd-1');
    // B types and goes away; its store write never lands (the page ended first).
    b.hold();
    b.live.edit(withNotes('Typed in B'));
    b.live.flushForExit();
    // A saves the same character meanwhile, successfully: B's entry is not A's to clear.
    a.live.edit((d) => ({ ...d, name: 'Renamed in A' }));
    await a.live.settled();
    expect(storage.map.size).toBe(1);
    const problems = await recoverPending(new PendingJournal(storage), a.repo, new CampaignRepository(a.db));
    expect(problems).toEqual([]);
    const stored = await a.repo.get('dd-1');
    expect(stored?.name).toBe('Renamed in A');
    expect(notesOf(stored)).toBe('Typed in B');
    expect(storage.map.size).toBe(0);
  });

  it('keeps the entry when a save already under way lands without the last edits, and clears it once they land', async () => {
    const name = `journal-inflight-${Math.random()}`;
    const storage = memoryStorage();
    const w = gatedWindow(name, new PendingJournal(storage));
    const { withNotes, notesOf } = await quickCharacter(w.repo);
    await w.live.open('dd-1');
    w.hold();
    w.live.edit((d) => ({ ...d, name: 'First edit' }));
    w.live.flush(); // a save of the first edit is under way, held at its gate
    await until(() => w.held() === 1);
    w.live.edit(withNotes('Second edit'));
    w.live.flushForExit(); // the page goes away: the journal holds both edits
    expect(storage.map.size).toBe(1);
    w.release(0); // the first save lands, and it did not carry the notes
    await until(() => w.held() === 2);
    expect((await w.repo.get('dd-1'))?.name).toBe('First edit');
    expect(storage.map.size).toBe(1);
    expect(JSON.stringify([...storage.map.values()])).toContain('Second edit');
    w.release(1);
    await w.live.settled();
    expect(storage.map.size).toBe(0);
    expect(notesOf(await w.repo.get('dd-1'))).toBe('Second edit');
  });

  it('keeps an entry whose write fails at the next start (storage full), and says so', async () => {
    const name = `journal-full-${Math.random()}`;
    const storage = memoryStorage();
    const w = gatedWindow(name, new PendingJournal(storage));
    const { withNotes, notesOf } = await quickCharacter(w.repo);
    await w.live.open('dd-1');
    w.hold();
    w.live.edit(withNotes('Kept through a full disk'));
    w.live.flushForExit();
    class FullRepository extends CharacterRepository {
      override save(): never {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    }
    const full = await recoverPending(new PendingJournal(storage), new FullRepository(w.db), new CampaignRepository(w.db));
    expect(full.join(' ')).toMatch(/could not be saved yet \(The device's storage is full.*kept and tried again/);
    expect(storage.map.size).toBe(1);
    // Storage works again at the next start: the edit is applied and the entry removed.
    expect(await recoverPending(new PendingJournal(storage), w.repo, new CampaignRepository(w.db))).toEqual([]);
    expect(notesOf(await w.repo.get('dd-1'))).toBe('Kept through a full disk');
    expect(storage.map.size).toBe(0);
  });

  it('reads entries written before keys named their page, and drops unreadable ones', async () => {
    const storage = memoryStorage();
    storage.setItem('sheetsmith:pending:character:char-1', JSON.stringify({ kind: 'character', id: 'char-1', baseRev: null, base: null, doc: null }));
    storage.setItem('sheetsmith:pending:character:char-2:abc', '{not json');
    const journal = new PendingJournal(storage);
    const entries = journal.entries();
    expect(entries.map((e) => [e.id, e.key])).toEqual([['char-1', 'sheetsmith:pending:character:char-1']]);
    expect(storage.map.size).toBe(1);
    journal.discard(entries[0]!);
    expect(storage.map.size).toBe(0);
  });

  it('drops a damaged or foreign entry with a sentence, never writing it', async () => {
    const name = `journal-bad-${Math.random()}`;
    const storage = memoryStorage();
    const journal = new PendingJournal(storage);
    const db = new SheetsmithDb(name);
    opened.push(db);
    const repo = new CharacterRepository(db);
    await repo.save({ ...sampleCharacter(), updatedAt: FIXED_NOW });
    journal.write({ kind: 'character', id: 'char-1', baseRev: 'nonsense', base: null, doc: { format: 'sheetsmith/character', id: 'char-1', system: 'fake', data: {} } });
    const problems = await recoverPending(journal, repo, new CampaignRepository(db));
    expect(problems.join(' ')).toMatch(/could not be applied|damaged|clashed/);
    expect((await repo.get('char-1'))?.name).toBe('Ayla');
    expect(journal.entries()).toEqual([]);
  });
});

describe('a watch that delivers late', () => {
  /** A character open over a store whose watch is driven by hand: what it delivers and when is the test's. */
  async function handDriven(name: string) {
    const db = new SheetsmithDb(`${name}-${Math.random()}`);
    opened.push(db);
    const repo = new CharacterRepository(db);
    const watch = { deliver: (_value: Revisioned<CharacterDocument> | undefined): void => undefined };
    const store: RevisionedStore<CharacterDocument> = {
      getWithRev: (id) => repo.getWithRev(id),
      watchOne: () => ({ subscribe: (next) => ((watch.deliver = next), { unsubscribe: () => undefined }) }),
      save: (doc, options) => repo.save(doc, options),
    };
    await repo.save(sampleCharacter());
    return { repo, live: new LiveDocument<CharacterDocument>(store, new SaveStatus(), writeKeys.character, 20), deliver: (v: Revisioned<CharacterDocument> | undefined) => watch.deliver(v) };
  }

  it('an earlier read of our own save arriving after a later save is not taken (nothing put back, no notice)', async () => {
    const { repo, live, deliver } = await handDriven('late');
    await live.open('char-1');
    live.edit((d) => ({ ...d, data: { ...data(d), level: 2 } }));
    await live.settled();
    const first = await repo.getWithRev('char-1');
    live.edit((d) => ({ ...d, data: { ...data(d), level: 3 } }));
    await live.settled();
    // The read made after the first save comes in now, after the second.
    if (!first) throw new Error('stored');
    deliver(first);
    expect(data(live.doc).level).toBe(3);
    expect(live.notice).toBeNull();
    // A genuinely newer version (another window's) is still taken.
    const current = await repo.getWithRev('char-1');
    if (!current) throw new Error('stored');
    await repo.save({ ...current.doc, data: { ...data(current.doc), level: 7 } }, { baseRev: current.rev });
    deliver(await repo.getWithRev('char-1'));
    expect(data(live.doc).level).toBe(7);
    expect(live.notice).toMatch(/another window/);
  });

  it('a version of a lower generation that this page never held is taken (a shared copy reverted to the server’s)', async () => {
    const { live, deliver } = await handDriven('lower');
    await live.open('char-1');
    for (const level of [2, 3, 4]) {
      live.edit((d) => ({ ...d, data: { ...data(d), level } }));
      await live.settled();
    }
    // Three edits the server refused; the device goes back to the server's version, whose winning revision is of a
    // lower generation than this page's (the refused branch was closed, the server's continues from its own).
    const server = { ...sampleCharacter(), data: { level: 1, notes: 'as the server has it' } } as CharacterDocument;
    deliver({ doc: server, rev: `2-${'a'.repeat(32)}` });
    expect(data(live.doc).notes).toBe('as the server has it');
    expect(data(live.doc).level).toBe(1);
  });
});

describe('opening again with an edit not yet written', () => {
  it('shows the edit, not the version under it (the sheet opened anew as the play page closes)', async () => {
    const db = new SheetsmithDb(`reopen-${Math.random()}`);
    opened.push(db);
    const repo = new CharacterRepository(db);
    // The store's first save is held until the test lets it land, as a slow disk would.
    let land: () => void = () => undefined;
    let slow = true;
    const store: RevisionedStore<CharacterDocument> = {
      getWithRev: (id) => repo.getWithRev(id),
      watchOne: (id) => repo.watchOne(id),
      save: async (doc, options) => {
        if (slow) {
          slow = false;
          await new Promise<void>((r) => (land = r));
        }
        return repo.save(doc, options);
      },
    };
    const live = new LiveDocument<CharacterDocument>(store, new SaveStatus(), writeKeys.character, 10_000);
    await repo.save(sampleCharacter());
    await live.open('char-1');
    live.edit((d) => ({ ...d, data: { ...data(d), level: 6 } }));
    // Open again while the edit waits: close() starts its write, which has not landed when the store could be read.
    const reopened = live.open('char-1');
    await new Promise((r) => setTimeout(r, 20));
    land();
    await reopened;
    expect(data(live.doc).level).toBe(6);
    expect(data((await repo.getWithRev('char-1'))?.doc ?? null).level).toBe(6);
    // And it stays so: the store's own echo of that write does not take it back.
    await new Promise((r) => setTimeout(r, 50));
    expect(data(live.doc).level).toBe(6);
  });
});
