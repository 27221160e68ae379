/**
 * The campaign's dice log: every roll of the dice panel and the combat tracker with its label, time and every die,
 * kept with the campaign (so it survives a change of view and a reload) and bounded to the latest MAX_DICE_LOG.
 */
import { DiceNotationError, roll, type RandomSource, type RollResult } from '../dice';
import type { CampaignDocument, DiceLogEntry } from '../documents/campaign';
import { MAX_DICE_LOG, MAX_LABEL_LENGTH } from '../documents/campaign';
import type { Problem } from './members';

/** The log with one more roll at the end, the oldest dropped past MAX_DICE_LOG. */
export function withRoll(log: readonly DiceLogEntry[], entry: DiceLogEntry): DiceLogEntry[] {
  const next = [...log, entry];
  return next.length > MAX_DICE_LOG ? next.slice(next.length - MAX_DICE_LOG) : next;
}

/** A log entry for a roll already made. */
export function logEntry(result: Pick<RollResult, 'notation' | 'total' | 'text'>, fields: { readonly id: string; readonly at: string; readonly label?: string }): DiceLogEntry {
  return { id: fields.id, at: fields.at, label: (fields.label ?? '').trim().slice(0, MAX_LABEL_LENGTH), notation: result.notation, total: result.total, breakdown: result.text };
}

/** The campaign with a roll already made added to its log. */
export function logRoll(
  campaign: CampaignDocument,
  result: Pick<RollResult, 'notation' | 'total' | 'text'>,
  fields: { readonly id: string; readonly at: string; readonly label?: string },
): CampaignDocument {
  return { ...campaign, diceLog: withRoll(campaign.diceLog, logEntry(result, fields)) };
}

/** Rolls notation with `rng` and logs it; or says, in a sentence, why the notation cannot be rolled. */
export function rollAndLog(
  campaign: CampaignDocument,
  notation: string,
  rng: RandomSource,
  fields: { readonly id: string; readonly at: string; readonly label?: string },
): { readonly campaign: CampaignDocument; readonly result: RollResult } | Problem {
  let result: RollResult;
  try {
    result = roll(notation, rng);
  } catch (error) {
    if (error instanceof DiceNotationError) return { problem: `That cannot be rolled: ${error.message}.` };
    throw error;
  }
  return { campaign: logRoll(campaign, result, fields), result };
}

/** Empties the log. */
export function clearDiceLog(campaign: CampaignDocument): CampaignDocument {
  return { ...campaign, diceLog: [] };
}
