import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { IpcResult } from '../ipc-contract';

/**
 * Electron's ipcMain does not exist under plain Node. This stand-in only records the listener `handle` registers, so
 * the test can call it as Electron would: with an event naming the sending frame, and the raw argument.
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
}));
const { handle, REFUSED_SENDER } = await import('./ipc');
const { validateOpenFile, validateSavePdf } = await import('./validate');

const APP = { url: 'app://sheetsmith/index.html#/roster' };
const fromApp = { senderFrame: APP, sender: { mainFrame: APP } };

let runs = 0;
beforeAll(() => {
  handle('file:open', validateOpenFile, async (request) => {
    runs += 1;
    if (request.kinds.includes('backup')) throw new Error('Disk on fire.');
    return { canceled: true };
  });
  handle('pdf:save', validateSavePdf, async () => {
    runs += 1;
    throw 'not an Error';
  });
});

function call(channel: string, event: unknown, raw: unknown): Promise<IpcResult<unknown>> {
  const listener = listeners.get(channel);
  if (!listener) throw new Error(`${channel} not registered`);
  return listener(event, raw);
}

describe('IPC handle()', () => {
  it('runs the handler for the app’s own top frame and wraps the answer', async () => {
    const before = runs;
    expect(await call('file:open', fromApp, { kinds: ['character'] })).toEqual({ ok: true, data: { canceled: true } });
    expect(runs).toBe(before + 1);
  });

  it('drops calls from anything else without running the handler', async () => {
    const before = runs;
    const evil = { url: 'https://evil.example/' };
    const hostile = [
      { senderFrame: APP, sender: { mainFrame: { url: APP.url } } }, // an iframe showing the app page
      { senderFrame: evil, sender: { mainFrame: evil } },
      { senderFrame: null, sender: { mainFrame: APP } },
      { senderFrame: { url: 'file:///index.html' }, sender: { mainFrame: APP } },
    ];
    for (const event of hostile) {
      expect(await call('file:open', event, { kinds: ['character'] })).toEqual({ ok: false, error: REFUSED_SENDER });
    }
    expect(runs).toBe(before);
  });

  it('answers a bad argument with the validator’s sentence and never runs the handler', async () => {
    const before = runs;
    expect(await call('file:open', fromApp, { kinds: ['exe'] })).toEqual({ ok: false, error: 'Unknown file kind.' });
    expect(await call('pdf:save', fromApp, { suggestedName: 'x', bytes: new TextEncoder().encode('MZ') })).toEqual({
      ok: false,
      error: 'Only a PDF can be saved as a PDF.',
    });
    expect(runs).toBe(before);
  });

  it('turns a failing handler into an error answer instead of a rejected call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await call('file:open', fromApp, { kinds: ['backup'] })).toEqual({ ok: false, error: 'Disk on fire.' });
    const pdf = { suggestedName: 'x', bytes: new TextEncoder().encode('%PDF-1.7') };
    expect(await call('pdf:save', fromApp, pdf)).toEqual({ ok: false, error: 'Something went wrong.' });
  });

  it('refuses to register a channel twice', () => {
    expect(() => handle('file:open', validateOpenFile, async () => ({ canceled: true }))).toThrow('IPC channel file:open registered twice');
  });
});
