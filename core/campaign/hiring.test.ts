import { beforeAll, describe, expect, it } from 'vitest';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import { rosterCard } from '../systems/card';
import type { AnySystem } from '../systems/types';
import { hiringView } from './hiring';
import type { MemberCharacter } from './party';
import { campaignWith, character, darkDungeons } from './testing/party';

let dd: AnySystem;
beforeAll(async () => {
  dd = await darkDungeons();
});

const member = (doc: CharacterDocument): MemberCharacter => ({ id: doc.id as CharacterId, name: doc.name, status: 'complete', card: rosterCard(dd, doc), trashed: false });
const atLevel = (doc: CharacterDocument, level: number): CharacterDocument => ({ ...doc, data: { ...(doc.data as object), level } });

describe('hirelings in the party', () => {
  it('takes the terms from the highest-level player character; a retainer shows its fee and the leader’s morale', () => {
    const ayla = atLevel(character(dd, 'ayla', 'Ayla', 'fighter', { cha: 13 }), 4);
    const bram = character(dd, 'bram', 'Bram', 'thief', { cha: 18 });
    const hob = character(dd, 'hob', 'Hob', 'fighter', {});
    const campaign = campaignWith(dd, [{ doc: bram }, { doc: ayla }, { doc: hob, details: { role: 'retainer' } }]);
    const view = hiringView(campaign, [ayla, bram, hob].map(member))!;
    // Ayla is 4th level with Cha 13: 5 hirelings at morale 8, of level 2 at most (supplement §7.9, Table 3-1).
    expect(view.leader).toEqual({ id: 'ayla', name: 'Ayla', words: 'up to 5 hirelings (Cha 13), morale 8, of level 2 at most (half of level 4)' });
    // A 1st-level fighter needs 2,000 XP for 2nd: a 200 gp fee per adventure (or month on an expedition), half in advance.
    expect(view.hirelings.get('hob')).toEqual({ text: 'Fee 200 gp an adventure or month, 100 gp ahead · morale 8', problems: [] });
    expect(view.problems).toEqual([]);
  });

  it('says when a hireling is over the leader’s level limit, and when there are more than its Cha allows', () => {
    const lead = character(dd, 'lead', 'Lead', 'fighter', { cha: 3 });
    const big = atLevel(character(dd, 'big', 'Big', 'fighter', {}), 3);
    const small = character(dd, 'small', 'Small', 'thief', {});
    const campaign = campaignWith(dd, [{ doc: lead }, { doc: big, details: { role: 'retainer' } }, { doc: small, details: { role: 'retainer' } }]);
    const view = hiringView(campaign, [lead, big, small].map(member))!;
    expect(view.hirelings.get('big')?.problems).toEqual(['Level 3 is over the leader’s limit of level 1 (supplement §7.9 and Table 3-1 (§1)).']);
    expect(view.hirelings.get('small')?.problems).toEqual([]);
    // Cha 3 allows 1 hireling (Table 3-1).
    expect(view.problems).toEqual(['2 hirelings: more than the 1 the leader’s Cha allows (supplement §7.9 and Table 3-1 (§1)).']);
  });

  it('is null for a system with no hiring rules on its cards', () => {
    const ayla = character(dd, 'ayla', 'Ayla', 'fighter', {});
    const campaign = campaignWith(dd, [{ doc: ayla }]);
    const { hiring: _none, ...bare } = rosterCard(dd, ayla)!;
    expect(hiringView(campaign, [{ ...member(ayla), card: bare }])).toBeNull();
  });
});
