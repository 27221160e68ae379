import type {
  AppInfo,
  FileKind,
  MenuCommand,
  OpenedFile,
  OpenFileResponse,
  SaveFileRequest,
  SaveFileResponse,
  SavePdfResponse,
} from '../../../electron/ipc-contract';

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
}

/** A platform call that failed; the message is one sentence for the user. */
export class PlatformError extends Error {}
