/**
 * The secret seam of each platform: the browser and memory keep a secret as typed and say so; Electron's goes
 * through the preload API (a stand-in here; electron/main/secrets.test.ts drives main's side with a fake
 * safeStorage), never asks main about an unsealed secret, and hands main's sentence on as a PlatformError.
 */
import { describe, expect, it } from 'vitest';
import { SECRET_UNOPENABLE, type IpcResult, type SheetsmithApi } from '../../../electron/ipc-contract';
import { createBrowserPlatform } from './browser-platform';
import { createElectronPlatform } from './electron-platform';
import { createMemoryPlatform } from './memory-platform';
import { PlatformError, type Platform } from './platform';

const PASSWORD = 'correct horse · bätterÿ ✓ 🐉';

/** The rejection `promise` ends in; fails the test when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('resolved');
}

describe.each<[string, () => Platform]>([
  ['browser', () => createBrowserPlatform('test')],
  ['memory', () => createMemoryPlatform()],
])('%s platform secrets', (_name, create) => {
  it('keeps a secret as typed, says it is not sealed, and opens it again', async () => {
    const platform = create();
    expect(await platform.secretsAreSealed()).toBe(false);
    for (const text of [PASSWORD, '']) {
      const secret = await platform.sealSecret(text);
      expect(secret).toEqual({ sealed: false, value: text });
      expect(await platform.openSecret(secret)).toBe(text);
    }
  });

  it('cannot open a secret the desktop app sealed, and says what to do in a sentence', async () => {
    const error = await rejection(create().openSecret({ sealed: true, value: 'djEwAAAA' }));
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as Error).message).toBe(SECRET_UNOPENABLE);
  });
});

/** A preload API whose secret calls answer like main (a reversible stand-in for safeStorage) and count themselves. */
function fakeApi(keychain: boolean) {
  const calls: string[] = [];
  const unused = async (): Promise<never> => {
    throw new Error('not used by these tests');
  };
  const ok = <T>(data: T): IpcResult<T> => ({ ok: true, data });
  const api: SheetsmithApi = {
    appInfo: unused,
    saveFile: unused,
    openFile: unused,
    savePdf: unused,
    serverFetch: unused,
    serverAbort: unused,
    onMenuCommand: () => () => undefined,
    onFileOpened: () => () => undefined,
    secretStatus: async () => {
      calls.push('status');
      return ok({ sealed: keychain });
    },
    sealSecret: async ({ text }) => {
      calls.push('seal');
      return ok(keychain ? { sealed: true, value: `v10${[...text].reverse().join('')}` } : { sealed: false, value: text });
    },
    openSecret: async ({ value }) => {
      calls.push('open');
      if (!value.startsWith('v10')) return { ok: false, error: SECRET_UNOPENABLE };
      return ok({ text: [...value.slice(3)].reverse().join('') });
    },
  };
  return { api, calls };
}

describe('electron platform secrets', () => {
  it('seals and opens through main when the OS has a keychain', async () => {
    const { api, calls } = fakeApi(true);
    const platform = createElectronPlatform(api);
    expect(await platform.secretsAreSealed()).toBe(true);
    const secret = await platform.sealSecret(PASSWORD);
    expect(secret.sealed).toBe(true);
    expect(secret.value).not.toBe(PASSWORD);
    expect(await platform.openSecret(secret)).toBe(PASSWORD);
    expect(calls).toEqual(['status', 'seal', 'open']);
  });

  it('keeps what main handed back unsealed, and opens it without asking main', async () => {
    const { api, calls } = fakeApi(false);
    const platform = createElectronPlatform(api);
    expect(await platform.secretsAreSealed()).toBe(false);
    const secret = await platform.sealSecret(PASSWORD);
    expect(secret).toEqual({ sealed: false, value: PASSWORD });
    expect(await platform.openSecret(secret)).toBe(PASSWORD);
    expect(calls).toEqual(['status', 'seal']);
  });

  it('turns main’s refusal into a PlatformError carrying the sentence for the user', async () => {
    const { api } = fakeApi(true);
    const error = await rejection(createElectronPlatform(api).openSecret({ sealed: true, value: 'c2VhbGVkIGVsc2V3aGVyZQ==' }));
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as Error).message).toBe(SECRET_UNOPENABLE);
  });
});
