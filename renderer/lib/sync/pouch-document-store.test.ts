import { afterEach, describe, expect, it } from 'vitest';
import type { CharacterDocument } from '../../../core/documents/character';
import type { CharacterId } from '../../../core/documents/ids';
import { sampleCharacter } from '../../../core/documents/testing/fake-system';
import { RevisionConflictError } from '../store/store-errors';
import { MemoryPouch } from './memory-pouch';
import { openSharedCampaign, type SharedCampaignDb } from './shared-campaign';

let n = 0;
const opened: PouchDB.Database[] = [];
function device(user: string, device: string): SharedCampaignDb {
  const shared = openSharedCampaign(MemoryPouch, `store-test-${++n}-${device}`, { user, device, now: () => '2026-11-28T10:00:00.000Z' });
  opened.push(shared.local);
  return shared;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

const ayla = sampleCharacter({ id: 'ch-ayla' as CharacterId });

describe('PouchDocumentStore', () => {
  it('keeps the canonical document under one field: no _id, _rev or _conflicts in it', async () => {
    const { characters, local } = device('gm', 'laptop');
    const rev = await characters.put(ayla);
    const body = await local.get<Record<string, unknown>>('character:ch-ayla');
    expect(body._rev).toBe(rev);
    expect(Object.keys(body['doc'] as object)).not.toContain('_id');
    expect(Object.keys(body['doc'] as object)).not.toContain('_rev');
    expect(body['owner']).toBe('gm');
    expect(body['kind']).toBe('character');
    expect(body['schemaVersion']).toBe(ayla.schemaVersion);
    const back = await characters.get('ch-ayla');
    expect(back?.doc).toEqual(ayla);
    expect(back?.rev).toMatch(/^1-[0-9a-f]+$/);
    expect(back?.editedBy).toEqual({ user: 'gm', device: 'laptop', at: '2026-11-28T10:00:00.000Z' });
  });

  it('refuses a put on a revision that is no longer the stored one, carrying the stored document', async () => {
    const { characters } = device('gm', 'laptop');
    const first = await characters.put(ayla);
    const second = await characters.put({ ...ayla, name: 'Ayla the Bold' }, { baseRev: first });
    const stale = characters.put({ ...ayla, name: 'Ayla the Late' }, { baseRev: first });
    await expect(stale).rejects.toBeInstanceOf(RevisionConflictError);
    const error = (await stale.catch((e: unknown) => e)) as RevisionConflictError<CharacterDocument>;
    expect(error.storedRev).toBe(second);
    expect(error.stored?.name).toBe('Ayla the Bold');
    expect((await characters.get('ch-ayla'))?.doc.name).toBe('Ayla the Bold');
  });

  it('keeps the owner a character was shared with when someone else saves it', async () => {
    const gm = device('gm', 'laptop');
    await gm.characters.putBody(ayla, 'alice');
    const { rev } = (await gm.characters.get('ch-ayla'))!;
    await gm.characters.put({ ...ayla, name: 'Ayla II' }, { baseRev: rev });
    expect((await gm.local.get<{ owner: string }>('character:ch-ayla')).owner).toBe('alice');
  });

  it('lists one kind only, and a removed document is gone for good', async () => {
    const { characters, campaigns } = device('gm', 'laptop');
    const rev = await characters.put(ayla);
    await characters.put(sampleCharacter({ id: 'ch-bram' as CharacterId, name: 'Bram' }));
    expect((await characters.list()).map((v) => v.doc.name).sort()).toEqual(['Ayla', 'Bram']);
    expect(await campaigns.list()).toEqual([]);
    await characters.remove('ch-ayla', rev);
    expect(await characters.get('ch-ayla')).toBeUndefined();
    expect((await characters.list()).map((v) => v.doc.name)).toEqual(['Bram']);
  });

  it('tells its watchers which documents changed', async () => {
    const { characters } = device('gm', 'laptop');
    const seen: string[] = [];
    const stop = characters.watch((ids) => seen.push(...ids));
    await characters.put(ayla);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(seen).toContain('ch-ayla');
  });

  it('shows clashing versions as leaves and closes the clash with one resolution', async () => {
    const one = device('alice', 'phone');
    const two = device('gm', 'laptop');
    const rev = await one.characters.put(ayla);
    await two.local.replicate.from(one.local);
    await one.characters.put({ ...ayla, name: 'Ayla of the Phone' }, { baseRev: rev });
    await two.characters.put({ ...ayla, name: 'Ayla of the Laptop' }, { baseRev: rev });
    await two.local.replicate.from(one.local);
    const leaves = await two.characters.leaves('ch-ayla');
    expect(leaves).toHaveLength(2);
    expect(leaves[0]?.conflicts).toHaveLength(1);
    expect(new Set(leaves.map((l) => l.editedBy?.device))).toEqual(new Set(['phone', 'laptop']));
    // The base both versions share is still on this device: the one it had before its own edit.
    const ancestry = await two.characters.ancestry('ch-ayla', leaves[1]!.rev);
    expect(ancestry).toContain(rev);
    expect((await two.characters.revision('ch-ayla', rev))?.doc.name).toBe('Ayla');
    const [winner, loser] = leaves;
    await two.characters.resolve('ch-ayla', { ...ayla, name: 'Ayla, agreed' }, winner!.rev, [loser!.rev]);
    const after = await two.characters.get('ch-ayla');
    expect(after?.doc.name).toBe('Ayla, agreed');
    expect(after?.conflicts).toEqual([]);
  });
});
