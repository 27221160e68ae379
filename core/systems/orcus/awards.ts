/**
 * How a session's XP is shared in Orcus. The text gives a monster's XP by its level and rank and awards it for
 * defeating the monster, or for neutralising its threat another way (002:1687-1690); it says nothing of how a party
 * divides it, nor gives XP for treasure. Sheetsmith shares it equally among the party's characters (a retainer too),
 * an NPC taking none unless the GM gives it a share; treasure earns nothing.
 */
import type { AwardPolicy } from '../types';

export const orcusAwards: AwardPolicy = {
  weights: (role) => (role === 'npc' ? { monster: 0, treasure: 0 } : { monster: 100, treasure: 0 }),
  noShare: (role, split) => (split === 'treasure' ? 'treasure earns no XP in Orcus (002:1688)' : role === 'npc' ? 'an NPC: no share of awards unless the GM gives it a custom share' : 'no share'),
  treasure: { earnsXp: false, words: 'treasure earns no XP: XP is for defeating monsters or neutralising their threat (002:1688)' },
  source: '002:1687-1690 (the division among the party is Sheetsmith’s: equal shares)',
};
