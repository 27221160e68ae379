/**
 * "16+" on paper to play from (issue 24): quick characters at level 1 and at level 3 (levels and hit dice are entered,
 * the text has no advancement) print on two pages of A4 and of Letter, page 1 with the boxes written in at the table,
 * no page nearly empty.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { PRINTED, playPaperCheck } from '../../../tests/unit-support/play-paper';
import { sixteen } from './system';

const dir = mkdtempSync(join(tmpdir(), 'sixteen-paper-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a 16+ character on paper', () => {
  it('is two pages of A4 and of Letter at levels 1 and 3', async () => {
    const characters = [61, 62].flatMap((seed) => {
      const doc = sixteen.quick(createSeededRandom(seed), { id: `s-${seed}`, now: `${PRINTED}T00:00:00.000Z` });
      return [1, 3].map((level) => ({ name: `quick-${seed}-${level}`, doc: { ...doc, data: { ...doc.data, level, hitDice: level } } }));
    });
    const { problems, printed } = await playPaperCheck(sixteen, characters, dir);
    expect(printed).toBe(8);
    expect(problems).toEqual([]);
  }, 300_000);
});
