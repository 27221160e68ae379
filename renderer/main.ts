import { mount, unmount } from 'svelte';
import Shell from './Shell.svelte';
import StartupError from './components/StartupError.svelte';
import { App } from './lib/state/app.svelte';
import { appContext } from './lib/state/app-context';
import { SheetsmithDb, describeOpenError } from './lib/store/db';
import { detectPlatform } from './lib/platform';
import './styles/global.css';

declare const __APP_VERSION__: string;

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

const app = new App(new SheetsmithDb(), detectPlatform(__APP_VERSION__));
// The shell (top bar and menu) replaces index.html's placeholder bar at once; its views appear when the store is open
// (app.started).
target.replaceChildren();
const shell = mount(Shell, { target, context: appContext(app) });
app
  .start()
  .then(() => {
    // Pending edits are written when the page is hidden (tab switch, window close, reload).
    window.addEventListener('pagehide', () => app.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') app.flush();
    });
    // What the first view does not need loads once the browser is idle, so the next view opens without a wait.
    const later = () => void app.loadExtras();
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(later, { timeout: 1500 });
    else setTimeout(later, 300);
  })
  .catch((error: unknown) => {
    void unmount(shell);
    mount(StartupError, { target, props: { message: describeOpenError(error) } });
  });
