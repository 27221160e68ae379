/** Subsets written at once are byte for byte the subsets fontkit writes through its timer-driven stream. */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { Subset } from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { withSyncSubsets } from './sync-subset';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);

function bytesOf(subset: Subset): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (d) => parts.push(d))
      .on('end', () => {
        const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const p of parts) {
          out.set(p, at);
          at += p.length;
        }
        resolve(out);
      });
  });
}

describe.each(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])('subsets of %s', (file) => {
  const bytes = new Uint8Array(readFileSync(new URL(file, FONT_DIR)));

  it('encode to the same bytes at once as through fontkit’s stream, composite glyphs included', async () => {
    const text = 'Black Leaf — Zoë Ærendil Þórr, ﬁne ǅ Ω Жизнь 0123456789 †…';
    const subsetOf = (font: ReturnType<typeof fontkit.create>) => {
      const subset = font.createSubset();
      for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph);
      return subset;
    };
    const slow = await bytesOf(subsetOf(fontkit.create(bytes)));
    const fast = await bytesOf(subsetOf(withSyncSubsets(fontkit.create(bytes))));
    expect(slow.length).toBeGreaterThan(1000);
    expect(Buffer.from(fast).equals(Buffer.from(slow))).toBe(true);
  });

  it('delivers the bytes within a few microtasks, waiting on no timer (fontkit’s own stream waits on one)', async () => {
    const microtasks = async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
      return 'timer';
    };
    const race = (subset: Subset) => Promise.race([bytesOf(subset).then(() => 'bytes'), microtasks()]);
    const fresh = (font: ReturnType<typeof fontkit.create>) => {
      const subset = font.createSubset();
      subset.includeGlyph(font.glyphForCodePoint(0x41));
      return subset;
    };
    expect(await race(fresh(withSyncSubsets(fontkit.create(bytes))))).toBe('bytes');
    expect(await race(fresh(fontkit.create(bytes)))).toBe('timer');
  });
});
