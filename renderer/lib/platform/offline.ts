/**
 * The browser runtime as an installable offline app: registers the service worker that vite-plugin-pwa (Workbox)
 * builds, which precaches every file of the app, and reports when a newer build has been downloaded and waits.
 * Only the browser platform calls this; Electron never registers a worker.
 */

type UpdateListener = (reload: () => Promise<void>) => void;

const listeners = new Set<UpdateListener>();
let waiting: (() => Promise<void>) | null = null;
let started = false;

/** A deployed build is looked for this often while the app stays open (a whole evening at the table). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Runs `work` once the page has loaded and the browser is idle, so start-up never waits for it. */
function afterStartUp(work: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Registers the worker once, after start-up. */
function start(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  // The register code (and workbox-window) load on their own, after start-up.
  afterStartUp(() => void register());
}

async function register(): Promise<void> {
  await import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      onNeedRefresh() {
        waiting = async () => {
          // workbox-window reloads a page the old worker served; a first visit's page (served from the network)
          // reloads here, once the new worker has taken over.
          navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
          await update(true);
        };
        for (const listener of listeners) listener(waiting);
      },
      onRegisteredSW(_url, registration) {
        if (!registration) return;
        const check = () => void registration.update().catch(() => undefined);
        setInterval(check, CHECK_EVERY_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
      },
      // A browser that refuses workers (private windows, file://) still runs the app, online only.
      onRegisterError: () => undefined,
    });
  });
}

/** Calls `listener` when a newer version waits (at once if one already does). Returns the unsubscribe function. */
export function watchForUpdates(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (waiting) listener(waiting);
  start();
  return () => listeners.delete(listener);
}
