import {
  SECRET_UNOPENABLE,
  type AppInfo,
  type FileKind,
  type MenuCommand,
  type OpenedFile,
  type OpenFileResponse,
  type SaveFileRequest,
  type SaveFileResponse,
  type SavePdfResponse,
  type SealedSecret,
} from '../../../electron/ipc-contract';

export type { SealedSecret } from '../../../electron/ipc-contract';

/**
 * Everything the renderer needs from the machine it runs on, behind one interface: Electron (preload API),
 * the browser (download/upload) and memory (tests). Components never ask which one they have.
 */
export interface Platform {
  readonly runtime: 'electron' | 'browser' | 'memory';
  appInfo(): Promise<AppInfo>;
  /** Asks the user where to save and writes the text there (Electron) or downloads it (browser). */
  saveFile(request: SaveFileRequest): Promise<SaveFileResponse>;
  /** Asks the user for a file and returns its text. */
  openFile(kinds: readonly FileKind[]): Promise<OpenFileResponse>;
  savePdf(suggestedName: string, bytes: Uint8Array): Promise<SavePdfResponse>;
  /** Application-menu commands (Electron only; the browser never sends any). Returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** Files the OS opened with the app, or picked from Open Recent (Electron only). Returns the unsubscribe function. */
  onFileOpened(listener: (file: OpenedFile) => void): () => void;
  /**
   * Keeps the app usable offline and says when a newer version has been downloaded and waits (the browser: its
   * service worker; Electron and memory never call: the installed app updates with its installer). The listener
   * gets the function that switches to the new version and reloads the page. Returns the unsubscribe function.
   */
  onUpdateReady(listener: (reload: () => Promise<void>) => void): () => void;
  /**
   * Seals a secret (the sync server's password) for keeping on this device. Electron encrypts it with the OS keychain
   * (safeStorage) and answers `{sealed: true, value: base64}`; where the OS has no real keyring (Linux without one),
   * and in a browser, which offers no OS keychain to a web page, the text comes back as it is, `{sealed: false}`.
   * Rejects with a PlatformError only when the keychain refuses a secret it said it could seal.
   */
  sealSecret(text: string): Promise<SealedSecret>;
  /**
   * The text of a secret sealSecret returned. An unsealed one is its value; a sealed one is opened by the OS. A
   * secret this device cannot open (sealed by another machine or user, a reset keyring, damaged) rejects with a
   * PlatformError whose message is SECRET_UNOPENABLE, a sentence telling the user to enter it again.
   */
  openSecret(secret: SealedSecret): Promise<string>;
  /**
   * Whether sealSecret encrypts with the system keychain (Settings: "kept in the system keychain") or keeps secrets
   * as typed ("kept in this browser's storage, unencrypted"). Asked of the OS, so it can differ between two runs.
   */
  secretsAreSealed(): Promise<boolean>;
  /**
   * How the sync code reaches the group's server, when it must not use the page's own fetch: the desktop app's page
   * is a secure origin whose requests to a plain-http server on the home network Chromium blocks, so Electron sends
   * them from main (server-fetch.ts). Absent in a browser, which uses its own fetch (and the server's CORS).
   */
  readonly serverFetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** A platform call that failed; the message is one sentence for the user. */
export class PlatformError extends Error {}

/**
 * The secret methods of a platform without a keychain (the browser, memory): a web page has no OS keychain to ask,
 * and whatever it could encrypt itself would keep its key beside the secret, so secrets are kept as typed and said
 * to be. A sealed secret (one from the desktop app) cannot be opened here.
 */
export const UNSEALED_SECRETS: Pick<Platform, 'sealSecret' | 'openSecret' | 'secretsAreSealed'> = {
  sealSecret: async (text) => ({ sealed: false, value: text }),
  openSecret: async (secret) => {
    if (secret.sealed) throw new PlatformError(SECRET_UNOPENABLE);
    return secret.value;
  },
  secretsAreSealed: async () => false,
};
