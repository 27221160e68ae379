import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SECRET_UNOPENABLE, type IpcResult } from '../ipc-contract';
import type { SecretStorage } from './secrets';

/**
 * Electron's ipcMain and safeStorage do not exist under plain Node. The ipcMain stand-in records the listeners
 * `handle` registers, so a test calls them as Electron would (as in ipc.test.ts); safeStorage is a fake passed to
 * setupSecrets, and the real one must never be reached.
 */
type Listener = (event: unknown, raw: unknown) => Promise<IpcResult<unknown>>;
const listeners = new Map<string, Listener>();
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, listener: Listener) => {
      if (listeners.has(channel)) throw new Error(`ipcMain.handle called twice for ${channel}`);
      listeners.set(channel, listener);
    },
  },
  get safeStorage(): never {
    throw new Error('the real safeStorage was used');
  },
}));

const APP = { url: 'app://sheetsmith/index.html#/settings' };
const fromApp = { senderFrame: APP, sender: { mainFrame: APP } };

/**
 * A stand-in for safeStorage that really encrypts (AES-GCM under a key that stays inside it, as the OS keeps its own),
 * so damaged bytes fail as they would, and `otherMachine()` swaps the key as another machine or user would have.
 */
class FakeSafeStorage implements SecretStorage {
  available = true;
  backend: ReturnType<SecretStorage['getSelectedStorageBackend']> = 'gnome_libsecret';
  refuseEncrypt = false;
  encrypts = 0;
  decrypts = 0;
  private key = FakeSafeStorage.newKey();

  private static newKey() {
    return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  }
  otherMachine(): void {
    this.key = FakeSafeStorage.newKey();
  }
  async isAsyncEncryptionAvailable(): Promise<boolean> {
    return this.available;
  }
  getSelectedStorageBackend(): ReturnType<SecretStorage['getSelectedStorageBackend']> {
    return this.backend;
  }
  async encryptStringAsync(plainText: string): Promise<Buffer> {
    this.encrypts += 1;
    if (this.refuseEncrypt) throw new Error('User denied keychain access');
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const body = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await this.key, new TextEncoder().encode(plainText)));
    const bytes = new Uint8Array(3 + iv.length + body.length);
    bytes.set(new TextEncoder().encode('v10'));
    bytes.set(iv, 3);
    bytes.set(body, 3 + iv.length);
    return Buffer.from(bytes.buffer);
  }
  async decryptStringAsync(encrypted: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }> {
    this.decrypts += 1;
    const bytes = new Uint8Array(encrypted);
    if (new TextDecoder().decode(bytes.subarray(0, 3)) !== 'v10') throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(3, 15) }, await this.key, bytes.slice(15));
    return { shouldReEncrypt: false, result: new TextDecoder().decode(plain) };
  }
}

let storage: FakeSafeStorage;

/** Registers the channels afresh (new modules, so the duplicate guard starts empty) over a new fake. */
async function register(os: NodeJS.Platform): Promise<void> {
  vi.resetModules();
  listeners.clear();
  storage = new FakeSafeStorage();
  const { setupSecrets } = await import('./secrets');
  setupSecrets(storage, os);
}

function call(channel: string, raw: unknown, event: unknown = fromApp): Promise<IpcResult<unknown>> {
  const listener = listeners.get(channel);
  if (!listener) throw new Error(`${channel} not registered`);
  return listener(event, raw);
}

async function sealed(text: string): Promise<{ sealed: boolean; value: string }> {
  const answer = await call('secret:seal', { text });
  if (!answer.ok) throw new Error(answer.error);
  return answer.data as { sealed: boolean; value: string };
}

const PASSWORD = 'correct horse · bätterÿ ✓ 🐉';

describe('secret channels with a keyring', () => {
  beforeEach(() => register('linux'));

  it('seal and open round-trip: main hands back base64 that does not contain the password', async () => {
    const secret = await sealed(PASSWORD);
    expect(secret.sealed).toBe(true);
    expect(secret.value).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(secret.value, 'base64').toString('utf8')).not.toContain('horse');
    expect(await call('secret:open', { value: secret.value })).toEqual({ ok: true, data: { text: PASSWORD } });
    expect(await call('secret:status', null)).toEqual({ ok: true, data: { sealed: true } });
  });

  it('seals an empty password too, and the longest one accepted', async () => {
    for (const text of ['', 'é'.repeat(2048)]) {
      const secret = await sealed(text);
      expect(await call('secret:open', { value: secret.value })).toEqual({ ok: true, data: { text } });
    }
  });

  it('answers a secret sealed on another machine or by another user with the sentence for the user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const secret = await sealed(PASSWORD);
    storage.otherMachine();
    expect(await call('secret:open', { value: secret.value })).toEqual({ ok: false, error: SECRET_UNOPENABLE });
  });

  it('answers a damaged secret with the same sentence', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bytes = Buffer.from((await sealed(PASSWORD)).value, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    expect(await call('secret:open', { value: bytes.toString('base64') })).toEqual({ ok: false, error: SECRET_UNOPENABLE });
    // Not sealed by safeStorage at all (a value from somewhere else), yet valid base64.
    expect(await call('secret:open', { value: Buffer.from('hunter2').toString('base64') })).toEqual({ ok: false, error: SECRET_UNOPENABLE });
    // The log keeps safeStorage's own reason for whoever reads it, and never the password.
    expect(JSON.stringify(errors.mock.calls)).not.toContain('horse');
  });

  it('says so when the keychain refuses to seal, instead of keeping the password unsealed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.refuseEncrypt = true;
    const { SEAL_FAILED } = await import('./secrets');
    expect(await call('secret:seal', { text: PASSWORD })).toEqual({ ok: false, error: SEAL_FAILED });
  });

  it('refuses a wrong-type or oversized seal request with a clear sentence, before safeStorage is asked', async () => {
    const refusals: [unknown, string][] = [
      [null, 'Seal request is malformed.'],
      [PASSWORD, 'Seal request is malformed.'],
      [[PASSWORD], 'Seal request is malformed.'],
      [{}, 'Seal request has no text.'],
      [{ text: 42 }, 'Seal request has no text.'],
      [{ text: ['a'] }, 'Seal request has no text.'],
      [{ text: 'x'.repeat(4097) }, 'A password longer than 4096 bytes cannot be kept.'],
      [{ text: 'é'.repeat(2049) }, 'A password longer than 4096 bytes cannot be kept.'],
      [{ text: 'half a dragon \uD83D' }, 'The password is not valid Unicode.'],
    ];
    for (const [raw, error] of refusals) expect(await call('secret:seal', raw)).toEqual({ ok: false, error });
    expect(storage.encrypts).toBe(0);
  });

  it('refuses a wrong-type open request, and answers text that is not base64 as a damaged secret, without decrypting', async () => {
    const refusals: [unknown, string][] = [
      [undefined, 'Unlock request is malformed.'],
      ['djEw', 'Unlock request is malformed.'],
      [{}, 'Unlock request has no sealed text.'],
      [{ value: 7 }, 'Unlock request has no sealed text.'],
      [{ value: null }, 'Unlock request has no sealed text.'],
      [{ value: '' }, SECRET_UNOPENABLE],
      [{ value: 'not base64!' }, SECRET_UNOPENABLE],
      [{ value: 'abc' }, SECRET_UNOPENABLE],
      [{ value: '====' }, SECRET_UNOPENABLE],
      [{ value: 'djEw\n' }, SECRET_UNOPENABLE],
      [{ value: 'A'.repeat(100_000) }, SECRET_UNOPENABLE],
    ];
    for (const [raw, error] of refusals) expect(await call('secret:open', raw)).toEqual({ ok: false, error });
    expect(storage.decrypts).toBe(0);
  });

  it('takes no argument for the status, and drops calls from anything but the app', async () => {
    expect(await call('secret:status', { sealed: true })).toEqual({ ok: false, error: 'This request takes no arguments.' });
    const evil = { url: 'https://evil.example/' };
    const answer = await call('secret:seal', { text: PASSWORD }, { senderFrame: evil, sender: { mainFrame: evil } });
    expect(answer.ok).toBe(false);
    expect(storage.encrypts).toBe(0);
  });
});

describe('secret channels without a keyring', () => {
  beforeEach(() => register('linux'));

  it('hands the text back unsealed when encryption is unavailable, and says so', async () => {
    storage.available = false;
    expect(await call('secret:status', null)).toEqual({ ok: true, data: { sealed: false } });
    expect(await sealed(PASSWORD)).toEqual({ sealed: false, value: PASSWORD });
    expect(storage.encrypts).toBe(0);
  });

  it('counts Linux’s basic_text backend (a key built into Chromium) as no keyring', async () => {
    storage.backend = 'basic_text';
    expect(await call('secret:status', null)).toEqual({ ok: true, data: { sealed: false } });
    expect(await sealed(PASSWORD)).toEqual({ sealed: false, value: PASSWORD });
    expect(storage.encrypts).toBe(0);
  });

  it('asks for the Linux backend only on Linux', async () => {
    await register('darwin');
    storage.backend = 'basic_text';
    expect(await call('secret:status', null)).toEqual({ ok: true, data: { sealed: true } });
    expect((await sealed(PASSWORD)).sealed).toBe(true);
  });
});
