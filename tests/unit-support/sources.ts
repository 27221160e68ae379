/**
 * The one way tests read the rule texts (the books and supplements the tables are checked against).
 *
 * The texts are not part of the repository. They are found in `$SHEETSMITH_SOURCES` when that is set (a wrong value is
 * an error, not a silent skip), else in `../shared/sources` beside the repository when it exists. Where neither exists,
 * `describeWithSources` skips the comparisons and says why once, so a fresh clone still passes; tests that pin values
 * written in the test itself (with their citation) use plain `describe` and always run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The environment variable that points at the folder holding the rule texts. */
export const SOURCES_ENV = 'SHEETSMITH_SOURCES';

/** What a skipped comparison prints (once per test file), followed by the file's name. */
export const MISSING_SOURCES_MESSAGE = `rule texts not found: set ${SOURCES_ENV} to check the tables against them`;

/** The repository root, from this file's own place in it (tests/unit-support/sources.ts). */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `<repo>/../shared/sources`: where the texts sit on a machine that has them beside the checkout. */
export const DEFAULT_SOURCES_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'sources');

/**
 * Where the rule texts are, as a pure decision over the environment and a file-existence check (so it can be tested
 * with fakes). An empty variable counts as unset.
 * @throws Error when the variable names a folder that does not exist.
 */
export function resolveSourcesDir(
  env: Readonly<Record<string, string | undefined>>,
  exists: (dir: string) => boolean,
  fallback: string = DEFAULT_SOURCES_DIR,
): string | null {
  const fromEnv = env[SOURCES_ENV];
  if (fromEnv !== undefined && fromEnv !== '') {
    const dir = path.resolve(fromEnv);
    if (!exists(dir)) {
      throw new Error(`${SOURCES_ENV} is set to "${fromEnv}", which does not exist: point it at the folder holding the rule texts, or unset it.`);
    }
    return dir;
  }
  return exists(fallback) ? fallback : null;
}

/** The folder holding the rule texts in this process, or null when there is none. */
export function sourcesDir(): string | null {
  return resolveSourcesDir(process.env, existsSync);
}

/** Whether the rule texts can be read here. Throws (like `sourcesDir`) when the variable names a missing folder. */
export function sourcesAvailable(): boolean {
  return sourcesDir() !== null;
}

const cache = new Map<string, string[]>();

/**
 * The lines of one rule text, e.g. `readSource('004_b3026cedeba6292d.txt')` or
 * `readSource('supplements/dark-dungeons-tables.md')`. Line n of the file (as cited, `004:631`) is `lines[n - 1]`.
 * @throws Error when the texts are not available, or the named file is not among them.
 */
export function readSource(name: string): string[] {
  const dir = sourcesDir();
  if (dir === null) throw new Error(`${MISSING_SOURCES_MESSAGE} (wanted ${name})`);
  const file = path.join(dir, name);
  const cached = cache.get(file);
  if (cached) return cached;
  if (!existsSync(file)) throw new Error(`Rule text ${name} is not in ${dir}: is ${SOURCES_ENV} pointing at the right folder?`);
  const lines = readFileSync(file, 'utf8').split('\n');
  cache.set(file, lines);
  return lines;
}

const announced = new Set<string>();

/** The test file being collected, for the skip notice (vitest sets it before it collects a file). */
function currentTestFile(): string {
  const testPath = expect.getState().testPath;
  return testPath ? path.relative(REPO_ROOT, testPath) : 'unknown test file';
}

/**
 * A `describe` whose tests compare data against the rule texts. When the texts are not available the suite is skipped
 * (its body is not even run, so it may call `readSource` at its top) and the reason is printed once per test file.
 */
export function describeWithSources(title: string, fn: () => void): void {
  if (sourcesAvailable()) {
    describe(title, fn);
    return;
  }
  const file = currentTestFile();
  if (!announced.has(file)) {
    announced.add(file);
    process.stderr.write(`${MISSING_SOURCES_MESSAGE} (${file})\n`);
  }
  describe.skip(title, () => {
    it(MISSING_SOURCES_MESSAGE, () => undefined);
  });
}
