import { getContext } from 'svelte';
import type { App } from './app.svelte';

const KEY = Symbol('sheetsmith-app');

/** The context map to mount the shell with, so every component can `useApp()`. */
export function appContext(app: App): Map<symbol, App> {
  return new Map([[KEY, app]]);
}

export function useApp(): App {
  const app = getContext<App | undefined>(KEY);
  if (!app) throw new Error('useApp() called outside the app');
  return app;
}
