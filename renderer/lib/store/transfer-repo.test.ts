import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import fc from 'fast-check';
import { SheetsmithDb } from './db';
import { LAST_RESTORE_KEY, TransferRepository, backupSizeWarning, utf8ByteLength } from './transfer-repo';
import { SettingsRepository } from './settings-repo';
import { BACKUP_WARN_BYTES, MAX_FILE_BYTES } from '../../../core/documents/limits';
import { CharacterRepository } from './characters-repo';
import { MAX_POINTS_PER_CHARACTER, RestorePointRepository } from './restore-points-repo';
import { createBackup, parseBackup } from '../../../core/documents/backup';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import { FIXED_NOW, fakeSystems, sampleCampaign, sampleCharacter } from '../../../core/documents/testing/fake-system';
import type { CampaignDocument } from '../../../core/documents/campaign';

let n = 0;
const names: string[] = [];
function freshDb(): SheetsmithDb {
  const name = `transfer-${Date.now()}-${n++}`;
  names.push(name);
  return new SheetsmithDb(name);
}
afterEach(async () => {
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

const id = (s: string) => s as CharacterDocument['id'];
const now = () => FIXED_NOW;

/** Every row of every table, for before/after comparisons. */
async function dump(db: SheetsmithDb) {
  return {
    characters: await db.characters.orderBy('id').toArray(),
    campaigns: await db.campaigns.orderBy('id').toArray(),
    settings: await db.settings.orderBy('key').toArray(),
    restorePoints: await db.restorePoints.orderBy('id').toArray(),
  };
}

/** Row fields the store works out when it writes (revision; a character's roster card), which a backup leaves out. */
const WORKED_OUT = new Set(['rev', 'card']);

/**
 * What a backup carries: every row without what the store works out on writing, and settings without the device's
 * own lastRestoreAt (a restore writes those; see the tests that check them).
 */
async function library(db: SheetsmithDb) {
  const all = await dump(db);
  const carried = (row: object) => Object.fromEntries(Object.entries(row).filter(([key]) => !WORKED_OUT.has(key)));
  return {
    characters: all.characters.map(carried),
    campaigns: all.campaigns.map(carried),
    settings: all.settings.filter((row) => row.key !== 'lastRestoreAt'),
    restorePoints: all.restorePoints,
  };
}

/** A store with two characters (one trashed), a campaign and settings. */
async function seeded(): Promise<SheetsmithDb> {
  const db = freshDb();
  await db.characters.bulkPut([
    { ...sampleCharacter({ id: id('a'), name: 'Ayla' }), sortName: 'ayla' },
    { ...sampleCharacter({ id: id('b'), name: 'Bram' }), sortName: 'bram', deletedAt: '2026-03-01T00:00:00.000Z' },
  ]);
  await db.campaigns.put({ ...sampleCampaign(['a']), sortName: 'the sunken crown' });
  await db.settings.bulkPut([
    { key: 'theme', value: 'dark' },
    { key: 'backupReminderDays', value: 7 },
  ]);
  return db;
}

describe('TransferRepository: backup and restore', () => {
  it('restores an exported store exactly into an empty one (trash, times and settings included)', async () => {
    const source = await seeded();
    const text = await new TransferRepository(source, now).exportAll();
    const target = freshDb();
    await target.characters.put({ ...sampleCharacter({ id: id('old'), name: 'Gone' }), sortName: 'gone' });
    const outcome = await new TransferRepository(target, now).restoreAll(text, fakeSystems);
    expect(outcome).toEqual({ ok: true, counts: { characters: 2, campaigns: 1, settings: 2, restorePoints: 0 }, report: [], skipped: [] });
    expect(await library(target)).toEqual(await library(source));
    expect(await new TransferRepository(target, now).exportAll()).toBe(text);
    source.close();
    target.close();
  });

  it('restores every usable document when one at the end of the backup is unusable, and names it (issue #23 §2)', async () => {
    const db = await seeded();
    const many = Array.from({ length: 50 }, (_, i) => sampleCharacter({ id: id(`c${i}`), name: `C${i}` }));
    const text = createBackup({ characters: [...many, { ...sampleCharacter({ id: id('zz'), name: 'Zed' }), data: {} }], campaigns: [], settings: [] }, FIXED_NOW);
    const outcome = await new TransferRepository(db, now).restoreAll(text, fakeSystems);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.counts.characters).toBe(50);
    expect(outcome.skipped).toEqual([{ kind: 'character', name: 'the character "Zed"', reason: 'The character data is damaged: level should be a number (at level).' }]);
    expect((await db.characters.orderBy('id').primaryKeys()).length).toBe(50);
    expect(await db.characters.get('zz')).toBeUndefined();
    db.close();
  });

  it('leaves the store exactly as it was when no document of the backup is usable', async () => {
    const db = await seeded();
    const before = await dump(db);
    const text = createBackup({ characters: [{ ...sampleCharacter({ id: id('zz'), name: 'Zed' }), data: {} }], campaigns: [], settings: [] }, FIXED_NOW);
    const outcome = await new TransferRepository(db, now).restoreAll(text, fakeSystems);
    expect(!outcome.ok && outcome.error).toMatch(/^Nothing was restored because no character or campaign in the backup can be used: the character "Zed" is unusable/);
    expect(await dump(db)).toEqual(before);
    db.close();
  });

  it('says what to do when the disk is full, not the browser’s words (issue #23 §8)', async () => {
    const db = await seeded();
    const before = await dump(db);
    const good = createBackup({ characters: [sampleCharacter({ id: id('new'), name: 'New' })], campaigns: [], settings: [] }, FIXED_NOW);
    (db.characters as { bulkPut: unknown }).bulkPut = () => Promise.reject(new Dexie.AbortError('Transaction aborted', new DOMException('The quota has been exceeded.', 'QuotaExceededError')));
    const outcome = await new TransferRepository(db, now).restoreAll(good, fakeSystems);
    expect(outcome).toEqual({ ok: false, error: "The restore failed and nothing was changed: The device's storage is full: make a backup, empty the trash, then try again." });
    expect(await dump(db)).toEqual(before);
    db.close();
  });

  it('rolls back everything when writing fails midway inside the transaction', async () => {
    const db = await seeded();
    const before = await dump(db);
    const good = createBackup({ characters: [sampleCharacter({ id: id('new'), name: 'New' })], campaigns: [], settings: [{ key: 'theme', value: 'light' }] }, FIXED_NOW);
    // Characters and campaigns are already cleared and rewritten when the settings write fails (a full disk, say).
    (db.settings as { bulkPut: unknown }).bulkPut = () => Promise.reject(new Error('The disk is full.'));
    const outcome = await new TransferRepository(db, now).restoreAll(good, fakeSystems);
    expect(outcome).toEqual({ ok: false, error: 'The restore failed and nothing was changed: The disk is full.' });
    expect(await dump(db)).toEqual(before);
    db.close();
  });

  it('never changes the store for random damaged backups (property)', async () => {
    const db = await seeded();
    const before = await dump(db);
    const valid = await new TransferRepository(db, now).exportAll();
    const repo = new TransferRepository(db, now);
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0, max: 1, noNaN: true }), fc.string({ maxLength: 4 }), async (at, junk) => {
        const cut = Math.floor(at * (valid.length - 2));
        const outcome = await repo.restoreAll(valid.slice(0, cut) + junk, fakeSystems);
        if (!outcome.ok) expect(outcome.error).toMatch(/\.$/);
        expect(await dump(db)).toEqual(before);
      }),
      { numRuns: 100 },
    );
    db.close();
  });
});

describe('TransferRepository: restore points in backups', () => {
  /** The seeded store plus restore points of Ayla, taken through the repository (so thinning and times apply). */
  async function withPoints(): Promise<SheetsmithDb> {
    const db = await seeded();
    let minute = 0;
    const clock = () => new Date(Date.parse(FIXED_NOW) + 60_000 * minute++).toISOString();
    const points = new RestorePointRepository(db, clock);
    await points.take(sampleCharacter({ id: id('a'), name: 'Ayla', data: { level: 1 } }), 'creation', 'Created');
    await points.take(sampleCharacter({ id: id('a'), name: 'Ayla', data: { level: 2 } }), 'level-up', 'Level 1 → 2');
    await points.take(sampleCharacter({ id: id('b'), name: 'Bram' }), 'periodic', 'While editing');
    return db;
  }

  it('exports every restore point and restores them into a fresh store, all or nothing with the rest', async () => {
    const source = await withPoints();
    const text = await new TransferRepository(source, now).exportAll();
    const target = freshDb();
    await target.restorePoints.put({ id: 'stale', characterId: id('gone'), at: FIXED_NOW, reason: 'periodic', label: '', doc: sampleCharacter() });
    const outcome = await new TransferRepository(target, now).restoreAll(text, fakeSystems);
    expect(outcome).toEqual({ ok: true, counts: { characters: 2, campaigns: 1, settings: 2, restorePoints: 3 }, report: [], skipped: [] });
    expect(await library(target)).toEqual(await library(source));
    expect((await new RestorePointRepository(target).list('a')).map((p) => p.label)).toEqual(['Level 1 → 2', 'Created']);
    expect(await new TransferRepository(target, now).exportAll()).toBe(text);
    source.close();
    target.close();
  });

  it('leaves out a damaged restore point and restores everything else', async () => {
    const source = await withPoints();
    const file = JSON.parse(await new TransferRepository(source, now).exportAll()) as {
      restorePoints: { characterId: string; reason: string; doc: { data: unknown } }[];
    };
    // Points are written by id (random), so find Ayla's level-up point wherever it landed.
    const index = file.restorePoints.findIndex((p) => p.characterId === 'a' && p.reason === 'level-up');
    file.restorePoints[index]!.doc.data = { level: 'high' };
    const db = await seeded();
    const outcome = await new TransferRepository(db, now).restoreAll(JSON.stringify(file), fakeSystems);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.counts).toEqual({ characters: 2, campaigns: 1, settings: 2, restorePoints: 2 });
    expect(outcome.report).toEqual([
      `Restore point number ${index + 1} ("Level 1 → 2") of "Ayla": could not be used and was left out: the character data is damaged: level should be a number (at level).`,
    ]);
    expect((await new RestorePointRepository(db).list('a')).map((p) => p.label)).toEqual(['Created']);
    source.close();
    db.close();
  });

  it('caps a character’s restored points as the store caps them when taken (issue #23 §8)', async () => {
    const points = Array.from({ length: 20_000 }, (_, i) => ({
      id: `p${String(i).padStart(5, '0')}`,
      characterId: id('a'),
      at: new Date(Date.parse('2020-01-01T00:00:00.000Z') + i * 60_000).toISOString(),
      reason: i % 1000 === 0 ? ('level-up' as const) : ('periodic' as const),
      label: `Point ${i}`,
      doc: sampleCharacter({ id: id('a'), name: 'Ayla' }),
    }));
    const text = createBackup({ characters: [sampleCharacter({ id: id('a'), name: 'Ayla' })], campaigns: [], settings: [], restorePoints: points }, FIXED_NOW);
    const db = freshDb();
    const outcome = await new TransferRepository(db, now).restoreAll(text, fakeSystems);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.counts.restorePoints).toBe(MAX_POINTS_PER_CHARACTER);
    expect(outcome.report).toEqual([`19,940 older restore points were left out: Sheetsmith keeps at most ${MAX_POINTS_PER_CHARACTER} per character.`]);
    const kept = await db.restorePoints.where('characterId').equals('a').toArray();
    expect(kept).toHaveLength(MAX_POINTS_PER_CHARACTER);
    // The newest is kept, and every level-up point (20 of them) outlives the ordinary ones.
    expect(kept.some((p) => p.id === 'p19999')).toBe(true);
    expect(kept.filter((p) => p.reason === 'level-up')).toHaveLength(20);
    db.close();
  }, 60_000);

  it('rolls back every table when writing the restore points fails last', async () => {
    const source = await withPoints();
    const text = await new TransferRepository(source, now).exportAll();
    const db = freshDb();
    await db.characters.put({ ...sampleCharacter({ id: id('keep'), name: 'Keep' }), sortName: 'keep' });
    const before = await dump(db);
    (db.restorePoints as { bulkPut: unknown }).bulkPut = () => Promise.reject(new Error('The disk is full.'));
    const outcome = await new TransferRepository(db, now).restoreAll(text, fakeSystems);
    expect(outcome).toEqual({ ok: false, error: 'The restore failed and nothing was changed: The disk is full.' });
    expect(await dump(db)).toEqual(before);
    source.close();
    db.close();
  });
});

describe('TransferRepository: single characters', () => {
  it('finds a conflict with a live or trashed character', async () => {
    const db = await seeded();
    const repo = new TransferRepository(db, now);
    expect((await repo.findConflict('b'))?.name).toBe('Bram');
    expect(await repo.findConflict('nobody')).toBeUndefined();
    db.close();
  });

  it('replaces a stored character (taking it out of the trash) or keeps both with a new id and "Name (2)"', async () => {
    const db = await seeded();
    const repo = new TransferRepository(db, now);
    const incoming = { ...sampleCharacter({ id: id('b'), name: 'Bram' }), data: { level: 9 } };
    const replaced = await repo.importCharacter({ ...incoming, deletedAt: FIXED_NOW, sortName: 'x' } as CharacterDocument, 'replace');
    expect(replaced).toEqual(incoming);
    // The stored Bram had no revision yet (0), so the replacement is the first one; out of the trash.
    const row = await db.characters.get('b');
    expect(row).toMatchObject({ ...incoming, sortName: 'bram', rev: expect.stringMatching(/^1-[0-9a-f]{32}$/) });
    expect(row && Object.keys(row).filter((key) => !(key in incoming) && !WORKED_OUT.has(key))).toEqual(['sortName']);

    const copy = await repo.importCharacter(incoming, 'keep-both');
    expect(copy.id).not.toBe('b');
    expect(copy.name).toBe('Bram (2)');
    expect(copy.createdAt).toBe(FIXED_NOW);
    const third = await repo.importCharacter(incoming, 'keep-both');
    expect(third.name).toBe('Bram (3)');
    expect(await db.characters.count()).toBe(4);
    db.close();
  });

  it('duplicates a character (upgrading an old stored schema) under the next free name', async () => {
    const db = await seeded();
    const repo = new TransferRepository(db, now);
    const copy = await repo.duplicateCharacter('a');
    expect(copy).toEqual({ ...sampleCharacter({ id: copy.id, name: 'Ayla (2)' }), createdAt: FIXED_NOW, updatedAt: FIXED_NOW });
    expect((await repo.duplicateCharacter(copy.id)).name).toBe('Ayla (3)');
    const v1 = { format: 'sheetsmith/character', schemaVersion: 1, id: 'old', system: 'fake', name: 'Old', createdAt: FIXED_NOW, updatedAt: FIXED_NOW, data: { level: 1 } };
    await db.characters.put({ ...(v1 as unknown as CharacterDocument), sortName: 'old' });
    const upgraded = await repo.duplicateCharacter('old');
    expect(upgraded.schemaVersion).toBe(CHARACTER_SCHEMA_VERSION);
    expect(await new CharacterRepository(db).get(upgraded.id)).toEqual(upgraded);
    await expect(repo.duplicateCharacter('nobody')).rejects.toThrow(/no character with id nobody/);
    db.close();
  });

  it('backs up what restoreAll reads: parseBackup of exportAll reports nothing to repair', async () => {
    const db = await seeded();
    const outcome = parseBackup(await new TransferRepository(db, now).exportAll(), { systems: fakeSystems });
    expect(outcome.ok && outcome.report).toEqual([]);
    db.close();
  });
});

describe('TransferRepository: campaigns whose characters are already stored', () => {
  const REV = (n: number) => `${n}-${'0'.repeat(32)}`;
  const OLDER = '2026-01-15T00:00:00.000Z';
  const NEWER = '2026-04-15T00:00:00.000Z';

  /**
   * A store with Ayla (live, revision 4, changed in April), Bram (trashed) and the campaign (revision 2) with Ayla;
   * and the campaign's file: Ayla as of January, Bram, and the new Fresh, with Ayla named across the campaign.
   */
  async function stored() {
    const db = freshDb();
    await db.characters.bulkPut([
      { ...sampleCharacter({ id: id('a'), name: 'Ayla', updatedAt: NEWER }), sortName: 'ayla', rev: REV(4) },
      { ...sampleCharacter({ id: id('b'), name: 'Bram' }), sortName: 'bram', deletedAt: '2026-03-01T00:00:00.000Z' },
    ]);
    await db.campaigns.put({ ...sampleCampaign(['a']), sortName: 'the sunken crown', rev: REV(2) });
    const members = [
      sampleCharacter({ id: id('a'), name: 'Ayla the Bold', updatedAt: OLDER, data: { level: 7 } }),
      sampleCharacter({ id: id('b'), name: 'Bram', data: { level: 5 } }),
      sampleCharacter({ id: id('fresh'), name: 'Fresh' }),
    ];
    const campaign: CampaignDocument = sampleCampaign(['a', 'b', 'fresh'], {
      notes: 'From the file.',
      memberDetails: { a: { role: 'pc', player: 'Sam', xpSharePercent: null } },
      treasure: [{ id: 't1', sessionId: null, kind: 'item', name: 'Crown', quantity: 1, value: 500, countsForXp: true, holder: id('a'), sold: null, notes: '' }],
    });
    return { db, repo: new TransferRepository(db, now), campaign, members };
  }

  it('says what is already stored: the campaign, and each character with both names, the trash and which is newer', async () => {
    const { db, repo, campaign, members } = await stored();
    expect(await repo.findConflict('a')).toBeDefined();
    expect(await repo.findCampaignConflict(campaign, members)).toEqual({
      campaign: { id: 'camp-1', fileName: 'The Sunken Crown', storedName: 'The Sunken Crown', trashed: false, newer: 'same' },
      characters: [
        { id: 'a', fileName: 'Ayla the Bold', storedName: 'Ayla', trashed: false, newer: 'stored' },
        { id: 'b', fileName: 'Bram', storedName: 'Bram', trashed: true, newer: 'same' },
      ],
    });
    // A second apart is the same change (the store stamps a write again); a file from later is the newer one.
    const at = (ms: number) => new Date(Date.parse(NEWER) + ms).toISOString();
    const newer = async (updatedAt: string) => (await repo.findCampaignConflict(campaign, [{ ...members[0]!, updatedAt }]))?.characters[0]?.newer;
    expect(await newer(at(1_000))).toBe('same');
    expect(await newer(at(-1_000))).toBe('same');
    expect(await newer(at(60_000))).toBe('file');
    // Only the campaign clashes: still a question; nothing clashes: none.
    expect(await repo.findCampaignConflict(campaign, [members[2]!])).toEqual({ campaign: expect.objectContaining({ id: 'camp-1' }), characters: [] });
    expect(await repo.findCampaignConflict({ ...campaign, id: 'other' as CampaignDocument['id'] }, [members[2]!])).toBeNull();
    db.close();
  });

  it('keep both: clashing characters and the campaign become copies, and the campaign follows its copies everywhere', async () => {
    const { db, repo, campaign, members } = await stored();
    const before = await dump(db);
    const result = await repo.importCampaign(campaign, members, 'keep-both');
    expect(result.members.map((m) => m.name)).toEqual(['Ayla the Bold (2)', 'Bram (2)', 'Fresh']);
    const [ayla2, bram2] = result.members;
    expect(result.used).toEqual([]);
    expect(result.campaign.members).toEqual([ayla2!.id, bram2!.id, 'fresh']);
    expect(Object.keys(result.campaign.memberDetails)).toEqual([ayla2!.id]);
    expect(result.campaign.treasure[0]?.holder).toBe(ayla2!.id);
    expect(result.campaign.id).not.toBe('camp-1');
    expect(result.campaign.name).toBe('The Sunken Crown (2)');
    // Nothing stored was touched; the copies, Fresh and the campaign copy were added.
    const after = await dump(db);
    expect(after.characters.filter((r) => r.id === 'a' || r.id === 'b')).toEqual(before.characters);
    expect(after.campaigns.find((r) => r.id === 'camp-1')).toEqual(before.campaigns[0]);
    expect(await db.characters.count()).toBe(5);
    expect((await db.campaigns.get(result.campaign.id))?.members).toEqual(result.campaign.members);
    db.close();
  });

  it('replace: the file’s versions overwrite the stored ones (out of the trash), each revision following the stored one', async () => {
    const { db, repo, campaign, members } = await stored();
    const result = await repo.importCampaign(campaign, members, 'replace');
    expect(result.members.map((m) => m.id)).toEqual(['a', 'b', 'fresh']);
    expect(result.campaign).toEqual(campaign);
    const ayla = await db.characters.get('a');
    expect(ayla).toMatchObject({ name: 'Ayla the Bold', updatedAt: OLDER, data: { level: 7 }, sortName: 'ayla the bold', rev: expect.stringMatching(/^5-/) });
    const bram = await db.characters.get('b');
    expect(bram).toMatchObject({ data: { level: 5 }, rev: expect.stringMatching(/^1-/) });
    expect(bram && 'deletedAt' in bram).toBe(false);
    expect(await db.characters.count()).toBe(3);
    expect(await db.campaigns.count()).toBe(1);
    expect(await db.campaigns.get('camp-1')).toMatchObject({ notes: 'From the file.', members: ['a', 'b', 'fresh'], rev: expect.stringMatching(/^3-/) });
    db.close();
  });

  it('use existing: the campaign takes the stored characters, whose rows stay exactly as they were; new ones are added', async () => {
    const { db, repo, campaign, members } = await stored();
    const before = await dump(db);
    const result = await repo.importCampaign(campaign, members, 'use-existing');
    expect(result.used).toEqual(['a', 'b']);
    expect(result.members.map((m) => m.id)).toEqual(['fresh']);
    const after = await dump(db);
    expect(after.characters.filter((r) => r.id !== 'fresh')).toEqual(before.characters);
    expect(after.characters.find((r) => r.id === 'fresh')?.name).toBe('Fresh');
    // The stored campaign has the same id, so the file's one is added beside it, naming the stored characters.
    expect(after.campaigns.find((r) => r.id === 'camp-1')).toEqual(before.campaigns[0]);
    expect(result.campaign).toMatchObject({ name: 'The Sunken Crown (2)', members: ['a', 'b', 'fresh'], notes: 'From the file.' });
    expect(result.campaign.treasure[0]?.holder).toBe('a');
    expect((await db.campaigns.get(result.campaign.id))?.members).toEqual(['a', 'b', 'fresh']);
    db.close();
  });

  it('use existing without a stored campaign stores the campaign under its own id', async () => {
    const { db, repo, campaign, members } = await stored();
    await db.campaigns.clear();
    const result = await repo.importCampaign(campaign, members, 'use-existing');
    expect(result.campaign.id).toBe('camp-1');
    expect(result.campaign.name).toBe('The Sunken Crown');
    expect(await db.campaigns.get('camp-1')).toMatchObject({ members: ['a', 'b', 'fresh'], rev: expect.stringMatching(/^1-/) });
    db.close();
  });

  it.each(['keep-both', 'replace', 'use-existing'] as const)('writes nothing at all when the campaign write fails last (%s)', async (mode) => {
    const { db, repo, campaign, members } = await stored();
    const before = await dump(db);
    (db.campaigns as { put: unknown }).put = () => Promise.reject(new Error('The disk is full.'));
    await expect(repo.importCampaign(campaign, members, mode)).rejects.toThrow('The disk is full.');
    expect(await dump(db)).toEqual(before);
    db.close();
  });
});

describe('TransferRepository: backup size and restore time', () => {
  it('records when a backup was restored, in the restore itself, and leaves that out of the next backup', async () => {
    const source = await seeded();
    const text = await new TransferRepository(source, now).exportAll();
    const target = freshDb();
    const restoredAt = '2026-06-01T12:00:00.000Z';
    expect((await new SettingsRepository(target).load()).lastRestoreAt).toBeNull();
    await new TransferRepository(target, () => restoredAt).restoreAll(text, fakeSystems);
    expect(await new SettingsRepository(target).load()).toMatchObject({ lastRestoreAt: restoredAt, theme: 'dark' });
    // A backup of the restored store is the same file (its own creation time aside): lastRestoreAt is this device's.
    const again = await new TransferRepository(target, now).exportAll();
    expect(again).toBe(text);
    expect(again).not.toContain(LAST_RESTORE_KEY);
    // Restoring a backup that (from an older build) carries a lastRestoreAt records the new time, not the old.
    const carrying = createBackup({ characters: [], campaigns: [], settings: [{ key: LAST_RESTORE_KEY, value: '2020-01-01T00:00:00.000Z' }] }, FIXED_NOW);
    await new TransferRepository(target, () => restoredAt).restoreAll(carrying, fakeSystems);
    expect((await new SettingsRepository(target).load()).lastRestoreAt).toBe(restoredAt);
    source.close();
    target.close();
  });

  it('counts UTF-8 bytes as a file would hold them', () => {
    const encoded = (text: string) => new TextEncoder().encode(text).length;
    for (const text of ['', 'abc', 'é', '€', '😀', 'a😀b€é', '\ud800x', 'x\udc00', '\ud800']) {
      expect(utf8ByteLength(text), JSON.stringify(text)).toBe(encoded(text));
    }
  });

  it('warns from BACKUP_WARN_BYTES, and says plainly when a backup is past what can be restored', async () => {
    expect(backupSizeWarning(BACKUP_WARN_BYTES - 1)).toBeNull();
    expect(backupSizeWarning(BACKUP_WARN_BYTES)).toBe(
      'This backup is 200 MB, close to the 256 MB Sheetsmith can restore. Emptying the trash makes it smaller.',
    );
    expect(backupSizeWarning(MAX_FILE_BYTES + 1)).toMatch(/^This backup is 257 MB, more than the 256 MB Sheetsmith can restore\./);
    const db = await seeded();
    const file = await new TransferRepository(db, now).exportBackup();
    expect(file.text).toBe(await new TransferRepository(db, now).exportAll());
    expect(file.bytes).toBe(new TextEncoder().encode(file.text).length);
    expect(file.warning).toBeNull();
    db.close();
  });
});

