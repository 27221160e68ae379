/**
 * Murdham on paper to play from (issue 24). The text has no levels, so the characters are quick ones, fresh and one
 * that has been through a fight (hurt, with conditions, an injury and a mutation); each prints on two pages of A4 and
 * of Letter, page 1 with the boxes written in at the table, no page nearly empty.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { PRINTED, playPaperCheck } from '../../../tests/unit-support/play-paper';
import { murdham } from './system';

const dir = mkdtempSync(join(tmpdir(), 'murdham-paper-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a Murdham character on paper', () => {
  it('is two pages of A4 and of Letter, fresh or after a fight', async () => {
    const fresh = [41, 42, 43].map((seed) => ({ name: `quick-${seed}`, doc: murdham.quick(createSeededRandom(seed), { id: `m-${seed}`, now: `${PRINTED}T00:00:00.000Z` }) }));
    const base = fresh[0]?.doc;
    if (!base) throw new Error('no quick character');
    // Conditions are on the envelope, shared with the combat tracker (core/character/conditions.ts).
    const conditions = [
      { id: 'cond-1', conditionId: 'frightened', name: 'Frightened', rounds: null, note: 'of the ghoul that bit her', until: 'rest' },
      { id: 'cond-2', conditionId: 'incapacitated', name: 'Incapacitated', rounds: null, note: 'unconscious or in terrible pain', until: 'stretch' },
    ];
    const data = {
      ...base.data,
      health: 1,
      injuries: [{ id: 'injury-1', roll: 6, name: 'Injured leg', detail: 'Hobbled until a full rest (000:55)', permanent: false }],
      mutations: [{ id: 'mutation-1', entryId: 'm1', name: 'Third eye', detail: 'Rolled on the mutation table' }],
    };
    const { problems, printed } = await playPaperCheck(murdham, [...fresh, { name: 'after-a-fight', doc: { ...base, data, conditions } }], dir);
    expect(printed).toBe(8);
    expect(problems).toEqual([]);
  }, 300_000);
});
