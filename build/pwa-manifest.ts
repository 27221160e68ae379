/**
 * The web app manifest of the browser runtime (vite-plugin-pwa writes it as manifest.webmanifest) and the colours
 * shared with index.html's theme-color tags and the icons. Kept apart from vite.config.ts so a test can check it.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The top bar's colour in each theme (--surface in renderer/styles/global.css): the phone's status bar matches it. */
export const THEME_COLORS = { light: '#ffffff', dark: '#252320' } as const;

/** The page background in the light theme (--bg): the splash screen while the app starts, the icons' backdrop. */
export const ICON_BACKGROUND = '#f7f4ee';

export const MANIFEST: Partial<ManifestOptions> = {
  name: 'Sheetsmith',
  short_name: 'Sheetsmith',
  description: 'Character sheets and campaigns for tabletop role-playing games, on this device, with or without a network.',
  id: './',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'any',
  lang: 'en',
  categories: ['games', 'utilities'],
  // One value only: the manifest has no per-scheme colour. index.html's theme-color tags give each theme its own.
  theme_color: THEME_COLORS.light,
  background_color: ICON_BACKGROUND,
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
