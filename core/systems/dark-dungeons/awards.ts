/**
 * How a session's XP is shared in Dark Dungeons (supplement §4 and §11.1): monster XP equally among all party members,
 * present or not; treasure XP, 1 per gp, by each member's own share of the split (those present, player characters
 * only, unless the GM gives the shares). Hirelings are paid a wage, not a share: the text never says whether they
 * count for monster XP, so a retainer takes a monster share like any member and no treasure share; an NPC takes
 * neither. A custom share is a campaign house rule, applied by the campaign code.
 */
import type { AwardPolicy } from '../types';

export const darkDungeonsAwards: AwardPolicy = {
  weights: (role) => (role === 'pc' ? { monster: 100, treasure: 100 } : role === 'retainer' ? { monster: 100, treasure: 0 } : { monster: 0, treasure: 0 }),
  noShare: (role, split) =>
    split === 'treasure' && role === 'retainer' ? 'a hireling is paid a wage, not a share' : role === 'npc' ? 'an NPC: no share of awards unless the GM gives it a custom share' : 'no share',
  treasure: { earnsXp: true, words: '1 XP per gp of treasure, from each member’s own share (supplement §4, §11.1)' },
  source: 'supplement §11.1',
};
