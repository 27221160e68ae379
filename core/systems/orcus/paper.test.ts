/**
 * Orcus on paper to play from (issue 24): each quick kind (warrior, archer, caster) at level 1 and at level 3, and the
 * level-1 sample, print on two pages of A4 and of Letter, page 1 with the boxes written in at the table, no page
 * nearly empty.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { PRINTED, levelledUp, playPaperCheck } from '../../../tests/unit-support/play-paper';
import { orcus } from './system';

const dir = mkdtempSync(join(tmpdir(), 'orcus-paper-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an Orcus character on paper', () => {
  it('is two pages of A4 and of Letter for each kind at levels 1 and 3 and the level-1 sample', async () => {
    const characters = orcus.quickVariants.flatMap((v, i) => {
      const doc = orcus.quick(createSeededRandom(30 + i), { id: `orcus-${v.id}`, now: `${PRINTED}T00:00:00.000Z`, variant: v.id });
      return [
        { name: `${v.id}-1`, doc },
        { name: `${v.id}-3`, doc: levelledUp(orcus, doc, 2) },
      ];
    });
    const samples = (await orcus.samples?.())?.characters.filter((c) => (orcus.card(c.doc).level ?? 0) <= 5) ?? [];
    expect(samples.length).toBeGreaterThanOrEqual(1);
    const { problems, printed } = await playPaperCheck(orcus, [...characters, ...samples.map((c) => ({ name: c.file, doc: c.doc }))], dir);
    expect(printed).toBe(2 * (6 + samples.length));
    expect(problems).toEqual([]);
  }, 300_000);
});
