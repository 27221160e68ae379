import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppUrl, locateAppFile, resolveAppPath } from './app-paths';

describe('app:// paths', () => {
  const root = path.resolve('/opt/sheetsmith/dist/renderer');
  it('serves files inside the renderer folder, index.html for the root', () => {
    expect(resolveAppPath(root, 'app://sheetsmith/')).toEqual({ file: path.join(root, 'index.html') });
    expect(resolveAppPath(root, 'app://sheetsmith/assets/index-abc.js')).toEqual({ file: path.join(root, 'assets', 'index-abc.js') });
    expect(resolveAppPath(root, 'app://sheetsmith/index.html?x=1#/sheet/abc')).toEqual({ file: path.join(root, 'index.html') });
  });
  it('refuses paths that climb out of it, sibling folders and other hosts', () => {
    expect(resolveAppPath(root, 'app://sheetsmith/..%2f..%2fetc/passwd')).toEqual({ status: 404 });
    expect(resolveAppPath(root, 'app://sheetsmith/assets/..%2f..%2f..%2fsecret')).toEqual({ status: 404 });
    // "renderer-evil" starts with "renderer": only a check with the separator tells them apart.
    expect(resolveAppPath(root, 'app://sheetsmith/..%2frenderer-evil/x.js')).toEqual({ status: 404 });
    expect(resolveAppPath(root, 'app://sheetsmith/..%2f')).toEqual({ status: 404 });
    // A dot-dot the URL parser already resolved stays inside the folder.
    expect(resolveAppPath(root, 'app://sheetsmith/%2e%2e/secret')).toEqual({ file: path.join(root, 'secret') });
    expect(resolveAppPath(root, 'app://elsewhere/index.html')).toEqual({ status: 404 });
    expect(resolveAppPath(root, 'app://sheetsmith.evil/index.html')).toEqual({ status: 404 });
    expect(resolveAppPath(root, 'app://user@sheetsmith/index.html')).toEqual({ status: 404 });
    expect(resolveAppPath(root, 'file:///etc/passwd')).toEqual({ status: 404 });
  });
  it('answers 400 to malformed escapes and NUL bytes', () => {
    expect(resolveAppPath(root, 'app://sheetsmith/%E0%A4%A')).toEqual({ status: 400 });
    expect(resolveAppPath(root, 'app://sheetsmith/%')).toEqual({ status: 400 });
    expect(resolveAppPath(root, 'app://sheetsmith/%00')).toEqual({ status: 400 });
    expect(resolveAppPath(root, 'app://sheetsmith/index.html%00.js')).toEqual({ status: 400 });
    expect(resolveAppPath(root, 'not a url')).toEqual({ status: 400 });
  });
});

describe('app:// files on disk', () => {
  const top = mkdtempSync(path.join(tmpdir(), 'sheetsmith-app-'));
  const root = path.join(top, 'renderer');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  mkdirSync(path.join(top, 'renderer-evil'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(root, 'assets', 'app.js'), '1');
  writeFileSync(path.join(top, 'renderer-evil', 'x.js'), 'evil');
  afterAll(() => rmSync(top, { recursive: true, force: true }));

  it('serves existing files and 404s folders, missing files and the sibling folder', async () => {
    expect(await locateAppFile(root, 'app://sheetsmith/')).toEqual({ file: path.join(root, 'index.html') });
    expect(await locateAppFile(root, 'app://sheetsmith/assets/app.js')).toEqual({ file: path.join(root, 'assets', 'app.js') });
    expect(await locateAppFile(root, 'app://sheetsmith/assets')).toEqual({ status: 404 });
    expect(await locateAppFile(root, 'app://sheetsmith/assets/')).toEqual({ status: 404 });
    expect(await locateAppFile(root, 'app://sheetsmith/missing.js')).toEqual({ status: 404 });
    expect(await locateAppFile(root, 'app://sheetsmith/..%2frenderer-evil/x.js')).toEqual({ status: 404 });
    expect(await locateAppFile(root, 'app://sheetsmith/%E0%A4%A')).toEqual({ status: 400 });
  });

  it('follows a symbolic link only to a file inside the folder (issue #23 §6)', async () => {
    writeFileSync(path.join(top, 'outside.txt'), 'secret');
    symlinkSync(path.join(top, 'outside.txt'), path.join(root, 'leak.txt'));
    symlinkSync(path.join(top, 'renderer-evil'), path.join(root, 'evil-dir'));
    symlinkSync(path.join(root, 'assets', 'app.js'), path.join(root, 'alias.js'));
    expect(await locateAppFile(root, 'app://sheetsmith/leak.txt')).toEqual({ status: 404 });
    expect(await locateAppFile(root, 'app://sheetsmith/evil-dir/x.js')).toEqual({ status: 404 });
    expect(await locateAppFile(root, 'app://sheetsmith/alias.js')).toEqual({ file: path.join(root, 'assets', 'app.js') });
  });
});

describe('isAppUrl', () => {
  it('accepts the app page on any route and nothing else', () => {
    expect(isAppUrl('app://sheetsmith/index.html')).toBe(true);
    expect(isAppUrl('app://sheetsmith/index.html#/sheet/abc?x')).toBe(true);
    for (const url of [
      undefined,
      '',
      'app://sheetsmith/',
      'app://sheetsmith/other.html',
      'app://sheetsmith.evil/index.html',
      'app://evil/index.html',
      'app://x@sheetsmith/index.html',
      'app://sheetsmith/index.html/../../evil.html',
      'https://sheetsmith/index.html',
      'file:///opt/sheetsmith/dist/renderer/index.html',
      'about:blank',
      'not a url',
    ]) {
      expect(isAppUrl(url), String(url)).toBe(false);
    }
  });
});
