/**
 * Registers IPC handlers through one generic helper: typed by the contract, refusing duplicate registrations,
 * dropping calls that do not come from the app's own top frame, validating arguments, and wrapping every answer as
 * `{ok, data} | {ok: false, error}`.
 */
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import type { Channel, IpcResult, RequestOf, ResponseOf } from '../ipc-contract';
import { isTrustedSender } from './guards';
import { IpcArgumentError } from './validate';

const registered = new Set<Channel>();

/**
 * A failure that is an answer, not a fault (the sync server out of reach): its sentence goes back to the renderer
 * without being logged here, since it can happen every few seconds while a device is offline.
 */
export class IpcAnswerError extends Error {}

/** The answer to a call from anything but the app's own top frame; the handler is never run for it. */
export const REFUSED_SENDER = 'Request refused: it did not come from Sheetsmith.';

export function handle<C extends Channel>(
  channel: C,
  validate: (value: unknown) => RequestOf<C>,
  handler: (request: RequestOf<C>, event: IpcMainInvokeEvent) => Promise<ResponseOf<C>>,
): void {
  if (registered.has(channel)) throw new Error(`IPC channel ${channel} registered twice`);
  registered.add(channel);
  ipcMain.handle(channel, async (event, raw: unknown): Promise<IpcResult<ResponseOf<C>>> => {
    if (!isTrustedSender(event)) return { ok: false, error: REFUSED_SENDER };
    try {
      const request = validate(raw);
      return { ok: true, data: await handler(request, event) };
    } catch (error) {
      if (error instanceof IpcArgumentError || error instanceof IpcAnswerError) return { ok: false, error: error.message };
      console.error(`[ipc ${channel}]`, error);
      return { ok: false, error: error instanceof Error ? error.message : 'Something went wrong.' };
    }
  });
}
