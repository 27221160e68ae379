import { describe, expect, it, vi } from 'vitest';

// The module registers with Electron's protocol API, which does not exist under plain Node; only the pure path
// check is exercised here (the Electron end-to-end test covers the rest where Electron runs).
vi.mock('electron', () => ({ net: {}, protocol: {} }));
const { resolveAppPath } = await import('./app-protocol');

describe('app:// paths', () => {
  const root = '/opt/sheetsmith/dist/renderer';
  it('serves files inside the renderer folder, index.html for the root', () => {
    expect(resolveAppPath(root, 'app://sheetsmith/')).toBe(`${root}/index.html`);
    expect(resolveAppPath(root, 'app://sheetsmith/assets/index-abc.js')).toBe(`${root}/assets/index-abc.js`);
  });
  it('refuses paths that climb out of it and other hosts', () => {
    expect(resolveAppPath(root, 'app://sheetsmith/..%2f..%2fetc/passwd')).toBeNull();
    expect(resolveAppPath(root, 'app://sheetsmith/assets/..%2f..%2f..%2fsecret')).toBeNull();
    // A dot-dot the URL parser already resolved stays inside the folder.
    expect(resolveAppPath(root, 'app://sheetsmith/%2e%2e/secret')).toBe(`${root}/secret`);
    expect(resolveAppPath(root, 'app://elsewhere/index.html')).toBeNull();
  });
});
