import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { icoFromPngs, pngSize, readIco } from './ico';
import { ICON_BACKGROUND, MANIFEST, THEME_COLORS } from './pwa-manifest';

const read = (file: string) => new Uint8Array(readFileSync(new URL(`../${file}`, import.meta.url)));
const text = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('the app icons (drawn by npm run icons from build/icons/icon.svg)', () => {
  it('give the manifest every icon it lists, at the size it says, with a maskable one of each size', () => {
    const icons = MANIFEST.icons ?? [];
    for (const icon of icons) {
      const [width, height] = (icon.sizes ?? '').split('x').map(Number);
      expect(pngSize(read(`renderer/public/${icon.src}`)), icon.src).toEqual({ width, height });
    }
    // Android asks for 192 and 512 px, and masks the home-screen icon to its own shape.
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  });

  it('give browsers a favicon.ico of 16, 32 and 48 px, iOS a 180 px touch icon, Electron a 512 px icon', () => {
    const favicons = readIco(read('renderer/public/favicon.ico'));
    expect(favicons.map((f) => f.size)).toEqual([16, 32, 48]);
    for (const f of favicons) expect(pngSize(f.png)).toEqual({ width: f.size, height: f.size });
    expect(pngSize(read('renderer/public/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    expect(pngSize(read('build/icons/icon.png'))).toEqual({ width: 512, height: 512 });
    expect(text('renderer/public/favicon.svg')).toBe(text('build/icons/icon.svg'));
  });
});

describe('the theme colours', () => {
  it('are the top bar’s colour of each theme, in index.html and the stylesheet alike', () => {
    const css = text('renderer/styles/global.css');
    expect(css).toContain(`--surface: light-dark(${THEME_COLORS.light}, ${THEME_COLORS.dark});`);
    expect(css).toContain(`--bg: light-dark(${ICON_BACKGROUND},`);
    const html = text('renderer/index.html');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)" />`);
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)" />`);
    expect(MANIFEST.theme_color).toBe(THEME_COLORS.light);
  });
});

describe('icoFromPngs', () => {
  const png = (size: number) => {
    const bytes = new Uint8Array(40);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(bytes.buffer).setUint32(16, size);
    new DataView(bytes.buffer).setUint32(20, size);
    return bytes;
  };

  it('writes images that read back with their sizes and bytes (256 px stored as 0)', () => {
    const images = [16, 256].map((size) => ({ size, png: png(size) }));
    const ico = icoFromPngs(images);
    expect(ico[6 + 16]).toBe(0);
    expect(readIco(ico).map((i) => ({ size: i.size, png: Array.from(i.png) }))).toEqual(images.map((i) => ({ size: i.size, png: Array.from(i.png) })));
  });

  it('refuses an image larger than an icon can hold, and bytes that are not a PNG', () => {
    expect(() => icoFromPngs([{ size: 512, png: png(512) }])).toThrow('1 to 256 px');
    expect(() => pngSize(new Uint8Array(30))).toThrow('not a PNG');
  });
});
