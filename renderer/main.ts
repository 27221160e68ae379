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
// The store starts opening first, so the database works while the shell (top bar and menu) replaces index.html's
// placeholder bar; the views appear when the store is open (app.started).
const starting = app.start();
target.replaceChildren();
const shell = mount(Shell, { target, context: appContext(app) });
starting
  .then(() => {
    // Pending edits are written when the page is hidden (tab switch, window close, reload).
    window.addEventListener('pagehide', () => app.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') app.flush();
    });
    // What the first view does not need loads once that view is on screen, so the next view opens without a wait
    // and start-up never shares the processor with it.
    afterFirstView(app, () => void app.loadExtras());
  })
  .catch((error: unknown) => {
    void unmount(shell);
    mount(StartupError, { target, props: { message: describeOpenError(error) } });
  });

/** Runs `work` in a later task once the roster has loaded (the Characters view is drawn), or after 3 s at most. */
function afterFirstView(started: App, work: () => void): void {
  const begun = performance.now();
  const check = () => {
    if (started.roster.loaded || performance.now() - begun > 3000) setTimeout(work, 0);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
