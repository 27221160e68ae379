/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';
import { MANIFEST } from './build/pwa-manifest';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The renderer is one Vite app under renderer/; the same build serves Electron (file://) and the browser runtime.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [
    svelte(),
    // The browser runtime is an installable offline app: a manifest, and a Workbox service worker that precaches
    // every file of the build. Only the browser platform registers it (renderer/lib/platform/offline.ts); Electron
    // loads the same files from disk and never does. "prompt": a new build waits until the user says reload.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: MANIFEST,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png'],
      workbox: {
        // Everything the app can load, the PDF code and its fonts included, so printing works offline too.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,ttf,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's page is served by the worker at once, so a later "Reload now" finds it in control.
        clientsClaim: true,
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
  },
  test: {
    root: '.',
    include: ['core/**/*.test.ts', 'renderer/**/*.test.ts', 'electron/**/*.test.ts', 'build/**/*.test.ts', 'bench/**/*.test.ts', 'tests/unit-support/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
  },
});
