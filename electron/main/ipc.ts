/**
 * Registers IPC handlers through one generic helper: typed by the contract, refusing duplicate registrations,
 * dropping calls that do not come from the app's own window, validating arguments, and wrapping every answer as
 * `{ok, data} | {ok: false, error}`.
 */
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import type { Channel, IpcResult, RequestOf, ResponseOf } from '../ipc-contract';
import { IpcArgumentError } from './validate';

const registered = new Set<Channel>();

/** True when the call comes from a frame showing the app's own bundled page. */
export type SenderCheck = (event: IpcMainInvokeEvent) => boolean;
let isTrustedSender: SenderCheck = () => false;

/** Sets how senders are recognised (main sets it once the window exists). */
export function trustSenders(check: SenderCheck): void {
  isTrustedSender = check;
}

export function handle<C extends Channel>(
  channel: C,
  validate: (value: unknown) => RequestOf<C>,
  handler: (request: RequestOf<C>, event: IpcMainInvokeEvent) => Promise<ResponseOf<C>>,
): void {
  if (registered.has(channel)) throw new Error(`IPC channel ${channel} registered twice`);
  registered.add(channel);
  ipcMain.handle(channel, async (event, raw: unknown): Promise<IpcResult<ResponseOf<C>>> => {
    if (!isTrustedSender(event)) return { ok: false, error: 'Request refused: it did not come from Sheetsmith.' };
    try {
      const request = validate(raw);
      return { ok: true, data: await handler(request, event) };
    } catch (error) {
      if (error instanceof IpcArgumentError) return { ok: false, error: error.message };
      console.error(`[ipc ${channel}]`, error);
      return { ok: false, error: error instanceof Error ? error.message : 'Something went wrong.' };
    }
  });
}
