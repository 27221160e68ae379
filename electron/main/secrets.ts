/**
 * Seals and opens the secrets the renderer keeps on the device (the sync server's password) with Electron's
 * safeStorage: the macOS Keychain, Windows DPAPI, a Linux keyring. The renderer stores only the sealed base64; the
 * key never leaves the OS. Where the OS offers no real keyring the secret is handed back as typed, marked unsealed,
 * so Settings can say so instead of claiming a protection there is none of.
 *
 * Uses safeStorage's asynchronous API: the synchronous one (encryptString, isEncryptionAvailable) is deprecated in
 * Electron 45 and removed in 46, and what it sealed opens with decryptStringAsync.
 */
import { safeStorage as electronSafeStorage, type SafeStorage } from 'electron';
import { SECRET_UNOPENABLE } from '../ipc-contract';
import { handle } from './ipc';
import { validateNull, validateOpenSecret, validateSealSecret } from './validate';

/** The parts of Electron's safeStorage this module uses; tests pass a fake. */
export type SecretStorage = Pick<SafeStorage, 'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'>;

/** Why sealing failed although the OS said it could seal: the keychain refused (locked, access denied). */
export const SEAL_FAILED = 'The system keychain did not keep the password; unlock the keychain and save it again.';

/**
 * Whether sealing really protects the secret. On Linux without a keyring Chromium still "encrypts", with a key
 * written into Chromium itself (the `basic_text` backend): that is no protection, so it counts as unsealed.
 */
async function canSeal(storage: SecretStorage, os: NodeJS.Platform): Promise<boolean> {
  if (!(await storage.isAsyncEncryptionAvailable())) return false;
  if (os !== 'linux') return true;
  const backend = storage.getSelectedStorageBackend();
  return backend !== 'basic_text' && backend !== 'unknown';
}

/**
 * Registers the secret channels. `storage` and `os` are Electron's safeStorage and this machine's platform; tests pass
 * a fake safeStorage and name the platform.
 */
export function setupSecrets(storage: SecretStorage = electronSafeStorage, os: NodeJS.Platform = process.platform): void {
  handle('secret:status', validateNull, async () => ({ sealed: await canSeal(storage, os) }));

  handle('secret:seal', validateSealSecret, async ({ text }) => {
    if (!(await canSeal(storage, os))) return { sealed: false, value: text };
    let bytes: Buffer;
    try {
      bytes = await storage.encryptStringAsync(text);
    } catch (cause) {
      throw new Error(SEAL_FAILED, { cause });
    }
    return { sealed: true, value: bytes.toString('base64') };
  });

  handle('secret:open', validateOpenSecret, async ({ value }) => {
    try {
      const { result } = await storage.decryptStringAsync(Buffer.from(value, 'base64'));
      return { text: result };
    } catch (cause) {
      // Sealed by another machine or user, a keyring that was reset, or bytes damaged in storage: the OS cannot tell
      // these apart, and the way out is the same.
      throw new Error(SECRET_UNOPENABLE, { cause });
    }
  });
}
