/**
 * The clock moving on outside a fight: the members' conditions (kept on their characters) count down by the whole
 * rounds of the system that passed, each character through the one write path with its history entry. Monsters'
 * conditions stay the campaign's and are counted by `passTime`.
 */
import { execute } from '../character/command';
import { countDownConditions } from '../character/conditions';
import type { CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { AnySystem } from '../systems/types';
import { NO_DICE } from './combat-health';
import { advanceClock, type TimeUnit } from './time';
import type { Problem } from './members';

/** The campaign with its clock moved on, the members' characters whose conditions changed, and what ended. */
export interface ClockUpdate {
  readonly campaign: CampaignDocument;
  readonly characters: readonly CharacterDocument[];
  readonly notices: readonly string[];
}

export function advanceClockForParty(
  campaign: CampaignDocument,
  amount: number,
  unit: TimeUnit,
  options: {
    readonly system: AnySystem;
    /** The members' characters as read (those not in the trash); others are left alone. */
    readonly members: readonly CharacterDocument[];
    readonly now: string;
    readonly newId: () => string;
    readonly nameOf?: (id: string) => string;
  },
): ClockUpdate | Problem {
  const roundSeconds = options.system.time.roundSeconds ?? null;
  const moved = advanceClock(campaign, amount, unit, { ...(roundSeconds === null ? {} : { roundSeconds }), ...(options.nameOf ? { nameOf: options.nameOf } : {}) });
  if ('problem' in moved) return moved;
  const rounds = roundSeconds === null || roundSeconds <= 0 ? 0 : Math.floor((amount * unit.seconds) / roundSeconds);
  const characters: CharacterDocument[] = [];
  const notices = [...moved.notices];
  if (rounds > 0) {
    for (const doc of options.members) {
      if (!campaign.members.includes(doc.id) || !(doc.conditions ?? []).some((c) => c.rounds !== null)) continue;
      const written = execute(doc, countDownConditions, { rounds }, { system: options.system, now: options.now, rng: NO_DICE, newId: options.newId });
      if ('problem' in written || written.doc === doc) continue;
      characters.push(written.doc);
      notices.push(...written.notices);
    }
  }
  return { campaign: moved.campaign, characters, notices };
}
