/**
 * Undoing the end of a fight (issue 21 §4): "End the fight" is a campaign action like the others, so it can be taken
 * back. The fight comes back as it stood (round, turn, monsters, their conditions, its own undo log), its summary
 * leaves its session, and the clock goes back by the rounds the end moved it on, while the clock is still as the end
 * left it. Members' hit points and conditions live on their characters and were not touched by the end.
 */
import type { CampaignDocument } from '../documents/campaign';
import { done, type CombatUpdate } from './combat-log';
import type { Problem } from './members';

/** Same JSON, same value: the clock is small and plain. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Takes back the end of the last fight; refused while another fight is on or when no ended fight is kept. */
export function reopenCombat(campaign: CampaignDocument): CombatUpdate | Problem {
  const ended = campaign.endedFight;
  if (!ended) return { problem: 'No ended fight to take back: its end was already undone, or another fight has started since.' };
  if (campaign.combat) return { problem: 'A fight is on; end it before taking back the end of the one before.' };
  const { endedFight: _ended, ...rest } = campaign;
  const journal = campaign.journal.map((s) => (s.combats.some((c) => c.id === ended.combat.id) ? { ...s, combats: s.combats.filter((c) => c.id !== ended.combat.id) } : s));
  const clockKept = same(campaign.clock, ended.clockAfter);
  const notices = [`The fight is back at round ${ended.combat.round}; its summary left the session.`];
  if (!clockKept) notices.push('The clock was left where it is: it has moved since the fight ended.');
  return done({ ...rest, journal, combat: ended.combat, clock: clockKept ? ended.clockBefore : campaign.clock }, notices);
}
