/**
 * The sync settings' passwords are stored sealed by the platform (Electron's safeStorage) and opened when sync starts;
 * one that cannot be opened (another machine, a damaged value) reads as empty and says so, never stops the app.
 */
import { describe, expect, it } from 'vitest';
import type { StoredSyncSettings } from '../store/sync-settings-repo';
import { openLogins, sealLogins, type Secrets } from './sync-service';

/** A stand-in keychain: reversible, and it refuses what it did not seal. */
const keychain: Secrets = {
  seal: async (text) => ({ sealed: true, value: `sealed:${[...text].reverse().join('')}` }),
  open: async (secret) => {
    if (!secret.value.startsWith('sealed:')) throw new Error('The saved sync password could not be unlocked on this device; enter it again in Settings → Sync.');
    return [...secret.value.slice('sealed:'.length)].reverse().join('');
  },
};

const settings: StoredSyncSettings = {
  device: 'GM laptop',
  server: { url: 'http://couch.local:5984', login: { name: 'admin', password: 'hunter22' } },
  links: [{ campaignId: 'c1', name: 'Crown', serverUrl: 'http://couch.local:5984', database: 'campaign-c1', role: 'gm', login: { name: 'admin', password: 'hunter22' }, since: '2026-11-28T10:00:00.000Z' }],
};

describe('sealed sync passwords', () => {
  it('stores every password sealed and opens them again', async () => {
    const stored = await sealLogins(settings, keychain);
    expect(JSON.stringify(stored)).not.toContain('hunter22');
    expect(stored.server?.login.sealed).toBe(true);
    expect(stored.links[0]?.login.sealed).toBe(true);
    const problems: string[] = [];
    expect(await openLogins(stored, keychain, problems)).toEqual(settings);
    expect(problems).toEqual([]);
  });

  it('keeps passwords as typed where the platform has no keychain', async () => {
    const plain: Secrets = { seal: async (text) => ({ sealed: false, value: text }), open: async (s) => s.value };
    const stored = await sealLogins(settings, plain);
    expect(stored.server?.login).toEqual({ name: 'admin', password: 'hunter22' });
    expect(await openLogins(stored, plain, [])).toEqual(settings);
  });

  it('reads a password that cannot be opened as empty, with the sentence for the user', async () => {
    const stored = await sealLogins(settings, keychain);
    const damaged: StoredSyncSettings = { ...stored, server: { url: stored.server!.url, login: { name: 'admin', password: 'garbage', sealed: true } } };
    const problems: string[] = [];
    const opened = await openLogins(damaged, keychain, problems);
    expect(opened.server?.login.password).toBe('');
    expect(opened.links[0]?.login.password).toBe('hunter22');
    expect(problems).toEqual(['The saved sync password could not be unlocked on this device; enter it again in Settings → Sync.']);
  });
});
