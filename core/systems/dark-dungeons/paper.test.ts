/**
 * Dark Dungeons on paper to play from (issue 24): every class at level 1 and at level 3, and the sample characters up to
 * level 4, print on two pages of A4 and of Letter, page 1 with the boxes written in at the table, no page nearly
 * empty.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { PRINTED, levelledUp, playPaperCheck } from '../../../tests/unit-support/play-paper';
import { darkDungeons } from './system';

const dir = process.env.KEEP_PAPER ?? mkdtempSync(join(tmpdir(), 'dd-paper-'));
afterAll(() => {
  if (!process.env.KEEP_PAPER) rmSync(dir, { recursive: true, force: true });
});

describe('a Dark Dungeons character on paper', () => {
  it('is two pages of A4 and of Letter for every class at levels 1 and 3 and the samples up to level 4', async () => {
    const characters = darkDungeons.quickVariants.flatMap((v, i) => {
      const doc = darkDungeons.quick(createSeededRandom(20 + i), { id: `dd-${v.id}`, now: `${PRINTED}T00:00:00.000Z`, variant: v.id });
      return [
        { name: `${v.id}-1`, doc },
        { name: `${v.id}-3`, doc: levelledUp(darkDungeons, doc, 2) },
      ];
    });
    const samples = (await darkDungeons.samples?.())?.characters.filter((c) => (darkDungeons.card(c.doc).level ?? 0) <= 5 && c.file !== 'stress') ?? [];
    expect(samples.length).toBeGreaterThanOrEqual(4);
    const { problems, printed } = await playPaperCheck(darkDungeons, [...characters, ...samples.map((c) => ({ name: c.file, doc: c.doc }))], dir);
    expect(printed).toBe(2 * (16 + samples.length));
    expect(problems).toEqual([]);
  }, 600_000);
});
