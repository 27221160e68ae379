import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOURCES_DIR, MISSING_SOURCES_MESSAGE, resolveSourcesDir } from './sources';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

describe('resolveSourcesDir', () => {
  const only = (...dirs: string[]) => (dir: string) => dirs.includes(dir);

  it('uses SHEETSMITH_SOURCES when it is set and exists', () => {
    expect(resolveSourcesDir({ SHEETSMITH_SOURCES: '/texts' }, only('/texts', '/fallback'), '/fallback')).toBe('/texts');
  });

  it('refuses a SHEETSMITH_SOURCES that does not exist, naming the variable, rather than skipping', () => {
    expect(() => resolveSourcesDir({ SHEETSMITH_SOURCES: '/nonexistent-dir-xyz' }, only('/fallback'), '/fallback')).toThrow(
      /SHEETSMITH_SOURCES is set to "\/nonexistent-dir-xyz", which does not exist/,
    );
  });

  it('falls back to ../shared/sources beside the repository when the variable is unset or empty', () => {
    expect(resolveSourcesDir({}, only('/fallback'), '/fallback')).toBe('/fallback');
    expect(resolveSourcesDir({ SHEETSMITH_SOURCES: '' }, only('/fallback'), '/fallback')).toBe('/fallback');
    expect(DEFAULT_SOURCES_DIR).toBe(path.resolve(REPO, '..', 'shared', 'sources'));
  });

  it('answers null (skip) when neither exists', () => {
    expect(resolveSourcesDir({}, only(), '/fallback')).toBeNull();
    expect(resolveSourcesDir({ SHEETSMITH_SOURCES: '' }, only(), '/fallback')).toBeNull();
  });
});

// The skip path end to end: a copy of the helper in a checkout with nothing beside it, run by vitest in a child process.
describe('describeWithSources in a fresh clone', () => {
  it('skips only the comparisons, runs the pinned tests and says why once', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'sheetsmith-sources-'));
    try {
      const clone = path.join(root, 'clone');
      mkdirSync(path.join(clone, 'tests', 'unit-support'), { recursive: true });
      copyFileSync(new URL('./sources.ts', import.meta.url), path.join(clone, 'tests', 'unit-support', 'sources.ts'));
      symlinkSync(path.join(REPO, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
      writeFileSync(path.join(clone, 'package.json'), '{ "type": "module" }\n');
      writeFileSync(
        path.join(clone, 'tests', 'unit-support', 'fixture.test.ts'),
        [
          "import { describe, expect, it } from 'vitest';",
          "import { describeWithSources, readSource, sourcesAvailable } from './sources';",
          "describe('pinned', () => { it('runs without the texts', () => expect(sourcesAvailable()).toBe(false)); });",
          "describeWithSources('first comparison', () => { const lines = readSource('004.txt'); it('a', () => expect(lines).toHaveLength(1)); });",
          "describeWithSources('second comparison', () => { it('b', () => expect(readSource('004.txt')).toHaveLength(1)); });",
          "describe('readSource without texts', () => { it('throws the reason', () => expect(() => readSource('004.txt')).toThrow(/rule texts not found/)); });",
          '',
        ].join('\n'),
      );
      const env: NodeJS.ProcessEnv = { ...process.env, SHEETSMITH_SOURCES: '', NO_COLOR: '1', FORCE_COLOR: '0' };
      const vitest = path.join(REPO, 'node_modules', 'vitest', 'vitest.mjs');
      const child = spawnSync(process.execPath, [vitest, 'run', '--reporter=verbose', '--root', clone], {
        cwd: clone,
        env,
        encoding: 'utf8',
      });
      const report = `${child.stdout}\n${child.stderr}`;
      expect(child.status, report).toBe(0);
      expect(child.stdout).toMatch(/Tests\s+2 passed \| 2 skipped/);
      // The notice is printed once for the file, though two suites skip.
      const notice = `${MISSING_SOURCES_MESSAGE} (tests/unit-support/fixture.test.ts)`;
      expect(report.split(notice).length - 1, report).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
