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

/** Channel → request and response types. */
export interface IpcContract {
  'app:info': { request: null; response: AppInfo };
  'file:save': { request: SaveFileRequest; response: SaveFileResponse };
  'file:open': { request: OpenFileRequest; response: OpenFileResponse };
  'pdf:save': { request: SavePdfRequest; response: SavePdfResponse };
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
