/**
 * The preload bridge: one function per operation, never ipcRenderer itself. Checked against the contract with
 * `satisfies`, so a channel or payload mismatch is a compile error.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { FILE_OPENED_CHANNEL, MENU_CHANNEL, type MenuCommand, type OpenedFile, type SheetsmithApi } from './ipc-contract';

const api = {
  appInfo: (request) => ipcRenderer.invoke('app:info', request),
  saveFile: (request) => ipcRenderer.invoke('file:save', request),
  openFile: (request) => ipcRenderer.invoke('file:open', request),
  savePdf: (request) => ipcRenderer.invoke('pdf:save', request),
  secretStatus: (request) => ipcRenderer.invoke('secret:status', request),
  sealSecret: (request) => ipcRenderer.invoke('secret:seal', request),
  openSecret: (request) => ipcRenderer.invoke('secret:open', request),
  serverFetch: (request) => ipcRenderer.invoke('server:fetch', request),
  serverAbort: (request) => ipcRenderer.invoke('server:abort', request),
  onMenuCommand: (listener: (command: MenuCommand) => void) => {
    const wrapped = (_event: Electron.IpcRendererEvent, command: MenuCommand) => listener(command);
    ipcRenderer.on(MENU_CHANNEL, wrapped);
    return () => ipcRenderer.removeListener(MENU_CHANNEL, wrapped);
  },
  onFileOpened: (listener: (file: OpenedFile) => void) => {
    const wrapped = (_event: Electron.IpcRendererEvent, file: OpenedFile) => listener(file);
    ipcRenderer.on(FILE_OPENED_CHANNEL, wrapped);
    return () => ipcRenderer.removeListener(FILE_OPENED_CHANNEL, wrapped);
  },
} satisfies SheetsmithApi;

contextBridge.exposeInMainWorld('sheetsmith', api);
