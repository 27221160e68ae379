/**
 * The main process's decisions about what to trust, as plain functions with no Electron import, so each one is
 * unit-tested with hostile input under plain Node: which IPC senders are the app, which external links may open,
 * which key presses would open DevTools, which name a PDF is written to.
 */
import { isAppUrl } from './app-paths';

/** The parts of a frame the sender check reads (Electron's WebFrameMain has them). */
export interface FrameLike {
  readonly url: string;
}

/** The parts of an IPC event the sender check reads (Electron's IpcMainInvokeEvent has them). */
export interface SenderEventLike {
  /** Null when the frame has navigated away or been destroyed since it sent the message. */
  readonly senderFrame: FrameLike | null | undefined;
  readonly sender: { readonly mainFrame: FrameLike };
}

/**
 * True only for the top frame of the app's own page. An iframe (even one showing the app's page), another origin,
 * a frame that has gone away or a page loaded from elsewhere is not the app.
 */
export function isTrustedSender(event: SenderEventLike): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  return frame === event.sender.mainFrame && isAppUrl(frame.url);
}

/**
 * Every external address the app itself links to, written out exactly. The renderer links to nothing outside the
 * app today, so nothing may be opened in the OS browser; add an address here when a view starts linking to it.
 */
export const EXTERNAL_LINKS: readonly string[] = [];

/**
 * True when `url` is exactly one of the allowed links (https only). Anything else — another page on the same site,
 * a file:, smb: or custom-scheme URL that would run a program, an address with credentials — is refused.
 */
export function isAllowedExternalUrl(url: string, allowed: readonly string[] = EXTERNAL_LINKS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return false;
  return allowed.includes(parsed.href);
}

/** The parts of a key press (Electron's `before-input-event` Input) the DevTools check reads. */
export interface KeyInput {
  readonly type: string;
  readonly key: string;
  readonly control: boolean;
  readonly meta: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

/**
 * True for the key presses Chromium answers by opening DevTools: F12, Ctrl+Shift+I/J/C and, on macOS, Cmd+Alt+I/J/C.
 * Packaged builds swallow them.
 */
export function isDevToolsShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown') return false;
  if (input.key === 'F12') return true;
  const letter = input.key.toLowerCase();
  if (!['i', 'j', 'c'].includes(letter)) return false;
  return (input.control && input.shift) || (input.meta && input.alt) || (input.meta && input.shift && letter === 'c');
}

/** The path the save dialog returned, with `.pdf` appended when the user typed a name without it. */
export function withPdfExtension(filePath: string): string {
  return /\.pdf$/i.test(filePath) ? filePath : `${filePath}.pdf`;
}
