/**
 * True SRD on paper to play from (issue 24): quick characters at level 1 and, with the skills, feats and powers a few
 * levels bring, at level 3, print on two pages of A4 and of Letter, page 1 with the boxes written in at the table (the
 * damage track's among them), no page nearly empty.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { PRINTED, playPaperCheck } from '../../../tests/unit-support/play-paper';
import { trueSrd } from './system';

const dir = mkdtempSync(join(tmpdir(), 'true-srd-paper-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a True SRD character on paper', () => {
  it('is two pages of A4 and of Letter at levels 1 and 3', async () => {
    const characters = [51, 52].flatMap((seed) => {
      const doc = trueSrd.quick(createSeededRandom(seed), { id: `t-${seed}`, now: `${PRINTED}T00:00:00.000Z` });
      const d = doc.data;
      const level3 = {
        ...d,
        level: 3,
        skills: [...d.skills, { name: 'Notice', bonus: 6 }, { name: 'Stealth', bonus: 5 }, { name: 'Climb', bonus: 4 }, { name: 'Knowledge (history)', bonus: 6 }],
        feats: [...d.feats, 'Dodge Focus', 'Improved Initiative', 'Weapon Training'],
        powers: [...d.powers, 'Mind Touch'],
      };
      return [
        { name: `quick-${seed}-1`, doc: { ...doc, data: { ...d, level: 1 } } },
        { name: `quick-${seed}-3`, doc: { ...doc, data: level3 } },
      ];
    });
    const { problems, printed } = await playPaperCheck(trueSrd, characters, dir);
    expect(printed).toBe(8);
    expect(problems).toEqual([]);
  }, 300_000);
});
