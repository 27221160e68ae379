/**
 * `npm run icons`: draws every icon of the app from its one source image, build/icons/icon.svg, in the Chromium the
 * end-to-end tests use, and writes them where they are served from. Run it after changing the source and commit
 * what it writes (the build does not run it: Chromium is not needed to build).
 *
 *   renderer/public/favicon.svg               the source itself (browsers that take an SVG icon)
 *   renderer/public/favicon.ico               16, 32 and 48 px (browsers that ask for /favicon.ico)
 *   renderer/public/apple-touch-icon.png      180 px on the parchment colour (iOS home screen; it rounds the corners)
 *   renderer/public/icons/icon-{192,512}.png  the web manifest's icons (Android, desktop installs)
 *   renderer/public/icons/maskable-{192,512}.png  the same inside the safe zone on a full background (Android masks)
 *   build/icons/icon.png, build/icons/512x512.png the Electron app's icon (electron-builder)
 */
import { chromium, type Page } from '@playwright/test';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';
import { ICON_BACKGROUND } from './pwa-manifest';
import { icoFromPngs } from './ico';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = path.join(ROOT, 'build/icons/icon.svg');
const PUBLIC = path.join(ROOT, 'renderer/public');

/** How one icon is drawn: its size, and for opaque icons the background and how much of the side the image takes. */
interface IconSpec {
  readonly size: number;
  readonly background?: string;
  /** Share of the side the image takes (1 = edge to edge). Maskable icons keep it inside the 80% safe circle. */
  readonly scale?: number;
}

async function render(page: Page, svg: string, spec: IconSpec): Promise<Buffer> {
  const side = Math.round(spec.size * (spec.scale ?? 1));
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setViewportSize({ width: spec.size, height: spec.size });
  await page.setContent(
    `<body style="margin:0;width:${spec.size}px;height:${spec.size}px;display:grid;place-items:center;` +
      `background:${spec.background ?? 'transparent'}"><img src="${src}" width="${side}" height="${side}" alt=""></body>`,
  );
  // Runs in the page; this file is type-checked without the DOM library, hence the narrow type.
  await page.locator('img').evaluate((img) => (img as unknown as { decode(): Promise<void> }).decode());
  return page.screenshot({ omitBackground: spec.background === undefined, type: 'png' });
}

async function main(): Promise<void> {
  const svg = readFileSync(SOURCE, 'utf8');
  const executablePath = chromiumPath();
  const browser = await chromium.launch({ args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const write = (file: string, bytes: Buffer | Uint8Array) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      console.log(`wrote ${path.relative(ROOT, file)} (${bytes.length} bytes)`);
    };

    copyFileSync(SOURCE, path.join(PUBLIC, 'favicon.svg'));
    const favicons = [];
    for (const size of [16, 32, 48]) favicons.push({ size, png: await render(page, svg, { size }) });
    write(path.join(PUBLIC, 'favicon.ico'), icoFromPngs(favicons));
    write(path.join(PUBLIC, 'apple-touch-icon.png'), await render(page, svg, { size: 180, background: ICON_BACKGROUND, scale: 0.84 }));
    for (const size of [192, 512]) {
      write(path.join(PUBLIC, `icons/icon-${size}.png`), await render(page, svg, { size }));
      write(path.join(PUBLIC, `icons/maskable-${size}.png`), await render(page, svg, { size, background: ICON_BACKGROUND, scale: 0.7 }));
    }
    const electron = await render(page, svg, { size: 512 });
    write(path.join(ROOT, 'build/icons/icon.png'), electron);
    write(path.join(ROOT, 'build/icons/512x512.png'), electron);
  } finally {
    await browser.close();
  }
}

await main();
