/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The renderer is one Vite app under renderer/; the same build serves Electron (file://) and the browser runtime.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [svelte()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
  },
  test: {
    root: '.',
    include: ['core/**/*.test.ts', 'renderer/**/*.test.ts', 'electron/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
  },
});
