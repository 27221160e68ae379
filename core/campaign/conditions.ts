/**
 * Conditions at the table: the system's own (through the seam) and the GM's custom ones, and the list of them the
 * combat tracker keeps for monsters (a duration in rounds that counts down and expires with a notice). A member's
 * conditions live on its character (core/character/conditions.ts).
 */
import type { ActiveCondition, CampaignDocument, CustomCondition } from '../documents/campaign';
import { MAX_ACTIVE_CONDITIONS, MAX_CUSTOM_CONDITIONS, MAX_LABEL_LENGTH } from '../documents/campaign';
import { MAX_NOTES_LENGTH } from '../documents/content-limits';
import type { ConditionDef } from '../systems/types';
import type { Problem } from './members';

/** A condition the GM can pick: the system's, or one of the campaign's own. */
export interface ConditionChoice {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Where the system's text defines it; null for a custom condition. */
  readonly source: string | null;
  /** True for one the GM defined (shown as a house rule). */
  readonly custom: boolean;
}

/** The longest duration a condition may be given, in rounds (about a week of 10-second rounds). */
export const MAX_CONDITION_ROUNDS = 100_000;

/** The system's conditions followed by the campaign's custom ones. */
export function conditionChoices(systemConditions: readonly ConditionDef[], campaign: Pick<CampaignDocument, 'customConditions'>): ConditionChoice[] {
  return [
    ...systemConditions.map((c) => ({ id: c.id, name: c.name, description: c.description, source: c.source ?? null, custom: false })),
    ...campaign.customConditions.map((c) => ({ id: c.id, name: c.name, description: c.description, source: null, custom: true })),
  ];
}

/**
 * Saves a custom condition for reuse. Refuses an empty name or one the system or campaign already has (by name, any
 * case), and an id already taken.
 */
export function addCustomCondition(
  campaign: CampaignDocument,
  systemConditions: readonly ConditionDef[],
  condition: CustomCondition,
): CampaignDocument | Problem {
  const name = condition.name.trim();
  if (name === '') return { problem: 'Give the condition a name.' };
  if (name.length > MAX_LABEL_LENGTH || condition.description.length > MAX_LABEL_LENGTH) {
    return { problem: `A condition's name and description are kept up to ${MAX_LABEL_LENGTH.toLocaleString('en-US')} characters each.` };
  }
  const choices = conditionChoices(systemConditions, campaign);
  const clash = choices.find((c) => c.name.toLocaleLowerCase('en') === name.toLocaleLowerCase('en'));
  if (clash) return { problem: `“${clash.name}” is already a ${clash.custom ? 'custom' : 'rules'} condition.` };
  if (choices.some((c) => c.id === condition.id)) return { problem: 'That condition id is already taken.' };
  if (campaign.customConditions.length >= MAX_CUSTOM_CONDITIONS) return { problem: `A campaign keeps at most ${MAX_CUSTOM_CONDITIONS} custom conditions.` };
  return { ...campaign, customConditions: [...campaign.customConditions, { id: condition.id, name, description: condition.description.trim() }] };
}

/** Forgets a custom condition; conditions already put on someone keep their name and run their course. */
export function removeCustomCondition(campaign: CampaignDocument, id: string): CampaignDocument {
  return { ...campaign, customConditions: campaign.customConditions.filter((c) => c.id !== id) };
}

/** What putting a condition on someone needs. */
export interface ConditionInput {
  /** A member's character id, or a combatant's id. */
  readonly targetId: string;
  readonly conditionId: string;
  /** Rounds it lasts, or null until removed. */
  readonly rounds: number | null;
  readonly note?: string;
}

/** The list with one more condition (its instance id given), or why not. */
export function withCondition(
  list: readonly ActiveCondition[],
  input: ConditionInput,
  choices: readonly ConditionChoice[],
  id: string,
): ActiveCondition[] | Problem {
  const choice = choices.find((c) => c.id === input.conditionId);
  if (!choice) return { problem: 'Pick a condition from the list (or save a custom one first).' };
  const rounds = input.rounds;
  if (rounds !== null && (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_CONDITION_ROUNDS)) {
    return { problem: `A duration is a whole number of rounds from 1 to ${MAX_CONDITION_ROUNDS.toLocaleString('en-US')}, or none (until removed).` };
  }
  const note = (input.note ?? '').trim();
  if (note.length > MAX_NOTES_LENGTH) return { problem: 'That note is too long.' };
  if (list.length >= MAX_ACTIVE_CONDITIONS) return { problem: `At most ${MAX_ACTIVE_CONDITIONS.toLocaleString('en-US')} conditions can be in play at once.` };
  return [...list, { id, targetId: input.targetId, conditionId: choice.id, name: choice.name, remainingRounds: rounds, note }];
}

/** The list without one condition instance. */
export function withoutCondition(list: readonly ActiveCondition[], instanceId: string): ActiveCondition[] {
  return list.filter((c) => c.id !== instanceId);
}

/** "Stunned (2 rounds left)", "Cursed". */
export function conditionText(condition: ActiveCondition): string {
  const left = condition.remainingRounds;
  return left === null ? condition.name : `${condition.name} (${left} round${left === 1 ? '' : 's'} left)`;
}

/** Conditions after `rounds` rounds pass: durations count down; those that reach 0 end, each with a notice. */
export function countDownConditions(
  list: readonly ActiveCondition[],
  rounds: number,
  nameOf: (targetId: string) => string,
): { readonly conditions: ActiveCondition[]; readonly expired: ActiveCondition[]; readonly notices: string[] } {
  if (rounds <= 0) return { conditions: [...list], expired: [], notices: [] };
  const conditions: ActiveCondition[] = [];
  const expired: ActiveCondition[] = [];
  for (const c of list) {
    if (c.remainingRounds === null) conditions.push(c);
    else if (c.remainingRounds - rounds > 0) conditions.push({ ...c, remainingRounds: c.remainingRounds - rounds });
    else expired.push(c);
  }
  return { conditions, expired, notices: expired.map((c) => `${c.name} on ${nameOf(c.targetId)} has ended.`) };
}
