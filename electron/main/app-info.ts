/** Answers the About view's question: which app, which version, which runtime. */
import { app } from 'electron';
import { handle } from './ipc';
import { validateNull } from './validate';

export function setupAppInfo(): void {
  handle('app:info', validateNull, async () => ({
    name: 'Sheetsmith',
    version: app.getVersion(),
    runtime: 'electron' as const,
    versions: { electron: process.versions.electron ?? '', chrome: process.versions.chrome ?? '', node: process.versions.node },
  }));
}
