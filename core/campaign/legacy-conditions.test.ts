import { beforeAll, describe, expect, it } from 'vitest';
import type { AnySystem } from '../systems/types';
import { moveLegacyConditions } from './legacy-conditions';
import { NOW, campaignWith, character, darkDungeons, ids } from './testing/party';

let dd: AnySystem;
beforeAll(async () => {
  dd = await darkDungeons();
});

describe('conditions a schema-2 campaign kept for its members', () => {
  it('move onto the characters through the write path, once; those of a character not at hand stay', () => {
    const ayla = character(dd, 'ayla', 'Ayla', 'fighter', { dex: 12 }, 1);
    const base = campaignWith(dd, [{ doc: ayla }]);
    const campaign = {
      ...base,
      members: [...base.members, 'gone' as typeof base.members[number]],
      conditions: [
        { id: 'k1', targetId: 'ayla', conditionId: 'blinded', name: 'Blinded', remainingRounds: 3, note: '' },
        { id: 'k2', targetId: 'gone', conditionId: 'prone', name: 'Prone', remainingRounds: null, note: 'tripped' },
      ],
    };
    const moved = moveLegacyConditions(campaign, dd, new Map([['ayla', ayla]]), { now: NOW, newId: ids('c') });
    expect(moved?.characters[0]?.conditions).toEqual([{ id: 'c-1', conditionId: 'blinded', name: 'Blinded', rounds: 3, note: 'kept by The Sunken Crown' }]);
    expect(moved?.characters[0]?.history.at(-1)).toMatchObject({ summary: 'Condition: Blinded for 3 rounds (kept by The Sunken Crown)', fields: [':conditions'] });
    expect(moved?.campaign.conditions.map((c) => c.id)).toEqual(['k2']);
    expect(moved?.notices).toEqual(['One condition the campaign kept for its members is now on the characters themselves.']);
    expect(moveLegacyConditions({ ...campaign, conditions: [] }, dd, new Map([['ayla', ayla]]), { now: NOW, newId: ids('c') })).toBeNull();
  });
});
