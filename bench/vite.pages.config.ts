import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The benchmark's own pages (blank floor, restore driver), built apart from the app into dist/bench-pages and
// served beside it on one origin by bench/server.ts. The app's vite.config.ts is not touched.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./pages'),
  base: './',
  logLevel: 'warn',
  plugins: [svelte()],
  build: {
    outDir: here('../dist/bench-pages'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { blank: here('./pages/blank.html'), restore: here('./pages/restore.html') } },
  },
});
