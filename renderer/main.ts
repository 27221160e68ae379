import { mount } from 'svelte';
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
app
  .start()
  .then(() => {
    mount(Shell, { target, context: appContext(app) });
    // Pending edits are written when the page is hidden (tab switch, window close, reload).
    window.addEventListener('pagehide', () => app.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') app.flush();
    });
  })
  .catch((error: unknown) => {
    mount(StartupError, { target, props: { message: describeOpenError(error) } });
  });
