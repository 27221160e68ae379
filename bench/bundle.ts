/**
 * Bundle figure: the renderer's JavaScript that loads at start-up (the entry script index.html names and the chunks
 * it preloads), gzipped. Chunks only reached through import() (the PDF code) load on first use and are reported
 * apart, as lazy.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The bundle section of the report. */
export interface BundleFigures {
  /** Start-up JavaScript, gzipped (level 9), bytes. */
  readonly rendererGzipBytes: number;
}

/** The bundle figure plus the detail the readable table shows. */
export interface BundleDetail extends BundleFigures {
  /** Every other JS chunk (loaded on demand), gzipped, bytes. */
  readonly lazyGzipBytes: number;
  readonly startFiles: readonly string[];
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The JS files index.html loads: its module scripts and modulepreload links. Vite writes every statically imported
 * chunk of the entry as a modulepreload, so this is the whole start-up graph.
 */
export function startScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) found.add(m[1]!);
  return [...found];
}

/** Measures the build in `dir` (dist/renderer). */
export function benchBundle(dir: string): BundleDetail {
  const start = startScripts(readFileSync(path.join(dir, 'index.html'), 'utf8')).map((src) => path.join(dir, src));
  if (start.length === 0) throw new Error(`${dir}/index.html loads no script`);
  const all = readdirSync(path.join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, 'assets', f));
  const lazy = all.filter((f) => !start.includes(f));
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(f), 0);
  return { rendererGzipBytes: sum(start), lazyGzipBytes: sum(lazy), startFiles: start.map((f) => path.relative(dir, f)) };
}
