/**
 * `npm run bench`: measures the engine, the PDF, start-up, the roster, restore, the bundle, the size of a long
 * history, the combat tracker and campaign sync through a CouchDB server, and checks the budgets (bench/budgets.ts,
 * listed in the README). Not part of `npm test`: the figures depend on the machine.
 *
 *   npm run bench                      readable table; builds the renderer first
 *   npm run bench -- --json            one JSON object on stdout (progress goes to stderr)
 *   npm run bench -- --only=engine,pdf sections to run (engine, pdf, web, store, import, bundle, history, combat, sync)
 *   npm run bench -- --no-build        use the existing dist/renderer and dist/bench-pages
 *   npm run bench -- --quick           fewer repetitions (a smoke run; figures are rougher)
 *
 * Every time is the median of repeated runs after warm-up runs. Exits 1 when a budget is missed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { benchImport, benchStore, benchWeb, launchBrowser } from './browser';
import { benchBundle, type BundleDetail } from './bundle';
import { checkBudgets, type BenchReport } from './budgets';
import { benchCombat } from './combat';
import { benchRoundKeys } from './combat-keys';
import { benchEngine } from './engine';
import { benchHistory } from './history';
import { benchPdf } from './pdf';
import { startServer } from './server';
import { round, type Repeat } from './stats';

/**
 * The sync section's module, loaded by its address rather than a static import: it reaches PouchDB, whose type
 * declarations bring in the DOM library and a global `Buffer` of their own, which break this Node program's
 * (tsconfig.json) Buffer code. bench/sync.ts is type-checked with the sync code it runs (tsconfig.renderer.json, as
 * renderer/lib/sync/*.test.ts are), and the shape it returns is the report's.
 */
async function benchSync(repeat: Repeat): Promise<NonNullable<BenchReport['sync']>> {
  const module = (await import(new URL('./sync.ts', import.meta.url).href)) as { benchSync(repeat: Repeat): Promise<NonNullable<BenchReport['sync']>> };
  return module.benchSync(repeat);
}

const SECTIONS = ['engine', 'pdf', 'web', 'store', 'import', 'bundle', 'history', 'combat', 'sync'] as const;
type Section = (typeof SECTIONS)[number];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP_DIR = path.join(ROOT, 'dist/renderer');
const PAGES_DIR = path.join(ROOT, 'dist/bench-pages');

interface Options {
  readonly json: boolean;
  readonly build: boolean;
  readonly quick: boolean;
  readonly sections: ReadonlySet<Section>;
}

function parseArgs(argv: readonly string[]): Options {
  let sections = new Set<Section>(SECTIONS);
  let json = false;
  let doBuild = true;
  let quick = false;
  for (const arg of argv) {
    if (arg === '--json') json = true;
    else if (arg === '--no-build') doBuild = false;
    else if (arg === '--quick') quick = true;
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',').filter(Boolean);
      const unknown = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
      if (unknown.length > 0) throw new Error(`unknown section ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
      sections = new Set(names as Section[]);
    } else throw new Error(`unknown option ${arg}; see bench/run.ts`);
  }
  return { json, build: doBuild, quick, sections };
}

const progress = (text: string) => process.stderr.write(`bench: ${text}\n`);

/** Builds the app exactly as `npm run build:renderer` does, and the benchmark's own pages beside it. */
async function buildAll(): Promise<void> {
  progress('building the renderer (vite.config.ts) and the benchmark pages');
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  await build({ configFile: path.join(ROOT, 'bench/vite.pages.config.ts'), logLevel: 'warn' });
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  process.chdir(ROOT);
  const want = (s: Section) => options.sections.has(s);
  const cpu: Repeat = options.quick ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 };
  const page: Repeat = options.quick ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 11 };
  const restore: Repeat = options.quick ? { warmup: 0, runs: 1 } : { warmup: 1, runs: 5 };
  const sync: Repeat = options.quick ? { warmup: 1, runs: 3 } : { warmup: 2, runs: 11 };
  const report: BenchReport = {};
  let bundle: BundleDetail | undefined;

  if (options.build && (want('web') || want('store') || want('import') || want('bundle') || want('combat'))) await buildAll();
  if (want('engine')) {
    progress('engine');
    report.engine = await benchEngine(cpu);
  }
  if (want('pdf')) {
    progress('pdf');
    report.pdf = await benchPdf(cpu);
  }
  if (want('combat')) {
    progress('combat tracker: damage to one of 30 combatants');
    report.combat = await benchCombat(cpu);
  }
  if (want('history')) {
    progress('history of a thief levelled 1 → 36');
    report.history = await benchHistory();
  }
  if (want('sync')) {
    progress('sync: 200 characters between two devices through a CouchDB server, and one change in live sync');
    report.sync = await benchSync(sync);
  }
  if (want('bundle')) {
    bundle = benchBundle(APP_DIR);
    report.bundle = { rendererGzipBytes: bundle.rendererGzipBytes };
  }
  if (want('web') || want('store') || want('import') || want('combat')) {
    const server = await startServer(APP_DIR, PAGES_DIR);
    const browser = await launchBrowser();
    try {
      if (want('web')) {
        progress('web start-up');
        report.web = await benchWeb(browser, server, page);
      }
      if (want('store')) {
        progress('roster with 50 and 5,000 characters');
        report.store = await benchStore(browser, server, page);
      }
      if (want('import')) {
        progress('restoring a 5,000-character backup');
        report.import = await benchImport(browser, server, restore);
      }
      if (want('combat') && report.combat) {
        progress('combat tracker: one round by keys, 5 characters against 6 goblins and an ogre');
        report.combat = { ...report.combat, roundKeyPresses: await benchRoundKeys(browser, server) };
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }

  const results = checkBudgets(report);
  if (options.json) process.stdout.write(`${JSON.stringify(report)}\n`);
  else process.stdout.write(table(report, bundle, results));
  return results.some((r) => r.kept === false) ? 1 : 0;
}

/** The readable table: every figure, its budget when it has one, and whether the budget is kept. */
function table(report: BenchReport, bundle: BundleDetail | undefined, results: ReturnType<typeof checkBudgets>): string {
  const rows: string[][] = [['figure', 'value', 'budget', '']];
  for (const [section, figures] of Object.entries(report) as [string, Record<string, number>][]) {
    for (const [name, value] of Object.entries(figures)) {
      const key = `${section}.${name}`;
      const budget = results.find((r) => r.key === key);
      const shown = name.endsWith('Bytes') || name.endsWith('PerSecond') ? round(value, 0).toLocaleString('en-US') : String(round(value, name.endsWith('atio') ? 2 : 1));
      rows.push([key, shown, budget ? `${budget.op} ${budget.limit.toLocaleString('en-US')}` : '', budget ? (budget.kept ? 'ok' : 'MISSED') : '']);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) => r.map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  const notes = ['times in ms, each the median of repeated runs after warm-up'];
  if (bundle) notes.push(`start-up scripts: ${bundle.startFiles.join(', ')}; lazy chunks ${bundle.lazyGzipBytes.toLocaleString('en-US')} B gzipped`);
  return `${lines.join('\n')}\n\n${notes.map((n) => `(${n})`).join('\n')}\n`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(2);
  },
);
