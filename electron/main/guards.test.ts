import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXTERNAL_LINKS, isAllowedExternalUrl, isDevToolsShortcut, isTrustedSender, type FrameLike, type KeyInput } from './guards';
import { appWebPreferences, viewSubmenu } from './window-options';

const APP = 'app://sheetsmith/index.html';

/** An IPC event from `frame`, sent by a window whose top frame is `top`. */
function event(frame: FrameLike | null, top: FrameLike) {
  return { senderFrame: frame, sender: { mainFrame: top } };
}

describe('IPC sender check', () => {
  it('trusts the top frame of the app page, on any route', () => {
    const top = { url: APP };
    expect(isTrustedSender(event(top, top))).toBe(true);
    const routed = { url: `${APP}#/sheet/6f1c` };
    expect(isTrustedSender(event(routed, routed))).toBe(true);
  });

  it('drops an iframe, even one that shows the app page', () => {
    const top = { url: APP };
    expect(isTrustedSender(event({ url: APP }, top))).toBe(false);
    expect(isTrustedSender(event({ url: 'https://evil.example/' }, top))).toBe(false);
  });

  it('drops a top frame that is not the app page', () => {
    for (const url of [
      'https://evil.example/index.html',
      'file:///opt/sheetsmith/dist/renderer/index.html',
      'app://sheetsmith.evil/index.html',
      'app://evil@sheetsmith/index.html',
      'app://sheetsmith/other.html',
      'app://sheetsmith/',
      'about:blank',
      'data:text/html,<script>1</script>',
      '',
    ]) {
      const top = { url };
      expect(isTrustedSender(event(top, top)), url).toBe(false);
    }
  });

  it('drops a frame that has gone away (Electron gives null) or is missing', () => {
    expect(isTrustedSender(event(null, { url: APP }))).toBe(false);
    expect(isTrustedSender({ senderFrame: undefined, sender: { mainFrame: { url: APP } } })).toBe(false);
  });
});

describe('external links', () => {
  it('opens nothing today: the app links to no outside address', () => {
    expect(EXTERNAL_LINKS).toEqual([]);
    for (const url of ['https://example.com/', 'https://github.com/', 'http://localhost/', 'mailto:a@b.c']) {
      expect(isAllowedExternalUrl(url), url).toBe(false);
    }
  });

  it('allows only an exact listed https address', () => {
    const allowed = ['https://opengamingfoundation.org/ogl.html'];
    expect(isAllowedExternalUrl('https://opengamingfoundation.org/ogl.html', allowed)).toBe(true);
    for (const url of [
      'https://opengamingfoundation.org/ogl.html?x=1',
      'https://opengamingfoundation.org/other.html',
      'https://opengamingfoundation.org.evil.example/ogl.html',
      'https://user:pw@opengamingfoundation.org/ogl.html',
      'http://opengamingfoundation.org/ogl.html',
      'file:///etc/passwd',
      'smb://server/share/run.exe',
      'ms-msdt:/id PCWDiagnostic',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedExternalUrl(url, allowed), url).toBe(false);
    }
  });
});

describe('DevTools shortcuts', () => {
  const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
    type: 'keyDown',
    key: k,
    control: false,
    meta: false,
    shift: false,
    alt: false,
    ...mods,
  });
  it('recognises F12, Ctrl+Shift+I/J/C and Cmd+Alt+I', () => {
    expect(isDevToolsShortcut(key('F12'))).toBe(true);
    expect(isDevToolsShortcut(key('I', { control: true, shift: true }))).toBe(true);
    expect(isDevToolsShortcut(key('J', { control: true, shift: true }))).toBe(true);
    expect(isDevToolsShortcut(key('C', { control: true, shift: true }))).toBe(true);
    expect(isDevToolsShortcut(key('i', { meta: true, alt: true }))).toBe(true);
  });
  it('leaves ordinary editing keys alone', () => {
    expect(isDevToolsShortcut(key('i', { control: true }))).toBe(false); // italic
    expect(isDevToolsShortcut(key('C', { control: true }))).toBe(false); // copy
    expect(isDevToolsShortcut(key('I', { shift: true }))).toBe(false); // typing a capital I
    expect(isDevToolsShortcut(key('F12', { type: 'keyUp' }))).toBe(false);
  });
});

describe('window settings', () => {
  it('lock the renderer down and turn spellcheck off in every build', () => {
    for (const packaged of [true, false]) {
      const prefs = appWebPreferences('/app/preload.cjs', packaged);
      expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, spellcheck: false });
      expect(prefs.preload).toBe('/app/preload.cjs');
    }
  });

  it('have DevTools and their menu item only in development builds', () => {
    expect(appWebPreferences('p', true).devTools).toBe(false);
    expect(appWebPreferences('p', false).devTools).toBe(true);
    const roles = (packaged: boolean) => viewSubmenu(packaged).map((item) => item.role);
    expect(roles(true)).not.toContain('toggleDevTools');
    expect(roles(false)).toContain('toggleDevTools');
  });

  it('main never points the spellchecker at a dictionary server nor uses the stock View menu (it has DevTools)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const p = path.join(dir, name);
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
      });
    for (const file of [...files('electron/main'), 'electron/main.ts']) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/setSpellCheckerDictionaryDownloadURL|spellcheck: true|role: 'viewMenu'|openDevTools\(/);
    }
  });
});
