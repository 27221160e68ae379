/**
 * The one typed IPC contract between the renderer and the main process. Main's handlers, the preload bridge and
 * the renderer's Electron platform all use these types; there is no second copy.
 */

/** Facts about the running app for the About view. */
export interface AppInfo {
  readonly name: string;
  readonly version: string;
  /** "electron" or "browser". */
  readonly runtime: 'electron' | 'browser';
  readonly versions: Readonly<Record<string, string>>;
}

/** Kinds of files Sheetsmith reads and writes; each maps to a file-name filter in main's dialogs. */
export type FileKind = 'character' | 'campaign' | 'backup';

export interface SaveFileRequest {
  readonly kind: FileKind;
  /** Suggested file name without folder (main sanitises it; the user picks the folder). */
  readonly suggestedName: string;
  readonly content: string;
}
export interface SaveFileResponse {
  readonly saved: boolean;
  /** Base name of the file written, for the status line (never a full path to the renderer). */
  readonly fileName?: string;
}

export interface OpenFileRequest {
  readonly kinds: readonly FileKind[];
}
export type OpenFileResponse =
  | { readonly canceled: true }
  | { readonly canceled: false; readonly fileName: string; readonly content: string };

export interface SavePdfRequest {
  readonly suggestedName: string;
  readonly bytes: Uint8Array;
}
export interface SavePdfResponse {
  readonly saved: boolean;
  readonly fileName?: string;
}

/**
 * A secret (the sync server's password) as the device keeps it. `sealed` says whether `value` is the text encrypted by
 * the OS (Electron's safeStorage: the macOS Keychain, Windows DPAPI, a Linux keyring), as base64, or the text itself
 * (a browser, or a desktop without a keyring). Only the device that sealed it can open it.
 */
export interface SealedSecret {
  readonly sealed: boolean;
  /** Base64 of the encrypted bytes when `sealed`, else the secret as typed. */
  readonly value: string;
}

export interface SealSecretRequest {
  /** The secret to seal: at most MAX_SECRET_BYTES of UTF-8. */
  readonly text: string;
}

export interface OpenSecretRequest {
  /** The `value` of a sealed secret: base64 of the bytes main's safeStorage produced. */
  readonly value: string;
}
export interface OpenSecretResponse {
  readonly text: string;
}

export interface SecretStatus {
  /** True when sealing encrypts with the OS keychain; false when secrets are kept as typed. */
  readonly sealed: boolean;
}

/** Longest secret (UTF-8 bytes) that can be sealed: a password, never a document. */
export const MAX_SECRET_BYTES = 4096;

/**
 * Why a sealed secret could not be opened (sealed by another machine or user, a keyring that was reset, damaged
 * storage): one sentence for the user, the same from every platform.
 */
export const SECRET_UNOPENABLE = 'The saved sync password could not be unlocked on this device; enter it again in Settings → Sync.';

/**
 * One HTTP request to the group's sync server (CouchDB), made by main for the renderer. The desktop app's page is a
 * secure origin (app://), so Chromium blocks its own requests to a plain-http server on the home network as mixed
 * content; main's network stack has no such rule. Text bodies only: CouchDB speaks JSON.
 */
export interface ServerFetchRequest {
  /** The caller's name for this request, to abort it (a live feed's long poll when sync stops). */
  readonly id: string;
  /** An http or https URL without a login in it (the login travels in the Authorization header). */
  readonly url: string;
  readonly method: string;
  /** Only the headers CouchDB's protocol needs are passed on (see SERVER_HEADERS). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}
export interface ServerFetchResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}
export interface ServerAbortRequest {
  readonly id: string;
}
/** The request headers passed on to the sync server (lower case); any other is left out. */
export const SERVER_HEADERS = ['accept', 'authorization', 'content-type', 'if-match', 'if-none-match'] as const;
/** The methods CouchDB's replication and set-up use. */
export const SERVER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const;
/** Largest request or response body (UTF-16 code units) passed through main: a batch of documents, never a file. */
export const MAX_SERVER_BODY = 32 * 1024 * 1024;
/** The sentence a request that could not reach the server fails with (the renderer reads it as "offline"). */
export const SERVER_UNREACHABLE = 'Failed to fetch: the sync server could not be reached';

/** Channel → request and response types. */
export interface IpcContract {
  'app:info': { request: null; response: AppInfo };
  'file:save': { request: SaveFileRequest; response: SaveFileResponse };
  'file:open': { request: OpenFileRequest; response: OpenFileResponse };
  'pdf:save': { request: SavePdfRequest; response: SavePdfResponse };
  'secret:status': { request: null; response: SecretStatus };
  'secret:seal': { request: SealSecretRequest; response: SealedSecret };
  'secret:open': { request: OpenSecretRequest; response: OpenSecretResponse };
  'server:fetch': { request: ServerFetchRequest; response: ServerFetchResponse };
  'server:abort': { request: ServerAbortRequest; response: null };
}
export type Channel = keyof IpcContract;
export type RequestOf<C extends Channel> = IpcContract[C]['request'];
export type ResponseOf<C extends Channel> = IpcContract[C]['response'];

/** Every IPC call answers this way; errors are one sentence for the user. */
export type IpcResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: string };

/** The preload's API names and the channel each one calls. */
export const API_CHANNELS = {
  appInfo: 'app:info',
  saveFile: 'file:save',
  openFile: 'file:open',
  savePdf: 'pdf:save',
  secretStatus: 'secret:status',
  sealSecret: 'secret:seal',
  openSecret: 'secret:open',
  serverFetch: 'server:fetch',
  serverAbort: 'server:abort',
} as const satisfies Record<string, Channel>;

/** Commands the application menu sends to the renderer. */
export type MenuCommand =
  | 'new-character'
  | 'open'
  | 'save-as'
  | 'export-pdf'
  | 'blank-sheet'
  | 'import'
  | 'backup'
  | 'restore'
  | 'settings'
  | 'about';

export const MENU_CHANNEL = 'menu:command';

/** A file the OS or the Open Recent menu handed to the app (main read it; the renderer imports it). */
export interface OpenedFile {
  readonly fileName: string;
  readonly content: string;
  /** Set when main could not read the file; the renderer shows it. */
  readonly error?: string;
}

export const FILE_OPENED_CHANNEL = 'file:opened';

/** What the preload exposes on `window.sheetsmith`. */
export type SheetsmithApi = {
  readonly [K in keyof typeof API_CHANNELS]: (
    request: RequestOf<(typeof API_CHANNELS)[K]>,
  ) => Promise<IpcResult<ResponseOf<(typeof API_CHANNELS)[K]>>>;
} & {
  /** Subscribes to menu commands; returns the unsubscribe function. */
  readonly onMenuCommand: (listener: (command: MenuCommand) => void) => () => void;
  /** Subscribes to files opened from the OS (file association, Open Recent); returns the unsubscribe function. */
  readonly onFileOpened: (listener: (file: OpenedFile) => void) => () => void;
};
