/**
 * Murdham's conditions on a character (keywords, "transitory properties", 000:33) kept as the character's envelope
 * conditions (`CharacterDocument.conditions`), the one list the sheet, the party dashboard and the combat tracker show
 * and change. A condition that ends at a moment of Murdham's time says so in `until`: "stretch" (incapacitated after
 * critical damage, 000:44; frenzied, 000:92) or "rest", the next full rest (the injuries of 000:51-59, 000:170-171).
 * The end of a stretch and a full rest take them off; anything else lasts until removed.
 */
import type { CharacterCondition } from '../../../documents/character';
import type { MurdhamData } from '../character';
import { MURDHAM_CONDITIONS } from '../combat';

/** `until` of a condition that ends with the stretch (000:44). */
export const UNTIL_STRETCH = 'stretch';
/** `until` of a condition that ends with the next full rest (000:170-171). */
export const UNTIL_REST = 'rest';

/** When a condition ends: the end of the stretch, the next full rest, or (null) when it is taken off. */
export type Until = typeof UNTIL_STRETCH | typeof UNTIL_REST | null;

/** What play changes on a character: its payload and its conditions. */
export interface InPlay {
  readonly data: MurdhamData;
  readonly conditions: readonly CharacterCondition[];
}

/** A change in play with what it did in words (each sentence citing its line). */
export interface Changed extends InPlay {
  readonly notices: readonly string[];
}

/** The condition id of a keyword as the text writes it: "arm injury" → "arm-injury". */
export function conditionIdOf(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'condition';
}

/** The name a condition shows: the system's own ("Arm injury"), else the keyword as given. */
export function conditionName(conditionId: string, fallback = conditionId): string {
  return MURDHAM_CONDITIONS.find((c) => c.id === conditionId)?.name ?? fallback;
}

/** Whether a condition is on the character. */
export function hasOn(conditions: readonly CharacterCondition[], conditionId: string): boolean {
  return conditions.some((c) => c.conditionId === conditionId);
}

/** A fresh instance id: the condition id and the first number not taken ("incapacitated-1"). */
function freshId(conditions: readonly CharacterCondition[], conditionId: string): string {
  const taken = new Set(conditions.map((c) => c.id));
  let n = 1;
  while (taken.has(`${conditionId}-${n}`)) n++;
  return `${conditionId}-${n}`;
}

/**
 * Puts a condition on (a second one of the same kind is kept: an injured arm taken twice is both arms, 000:56).
 * `note` says what it concerns ("primary arm", "of the wolf"); `until` when it ends.
 */
export function putOn(conditions: readonly CharacterCondition[], conditionId: string, note: string, until: Until): CharacterCondition[] {
  const condition: CharacterCondition = { id: freshId(conditions, conditionId), conditionId, name: conditionName(conditionId), rounds: null, note, ...(until ? { until } : {}) };
  return [...conditions, condition];
}

/** Puts a condition on unless it is on already (incapacitated twice is still incapacitated). */
export function putOnce(conditions: readonly CharacterCondition[], conditionId: string, note: string, until: Until): readonly CharacterCondition[] {
  return hasOn(conditions, conditionId) ? conditions : putOn(conditions, conditionId, note, until);
}

/** The conditions that end at a moment of time, and those left. */
export function ending(conditions: readonly CharacterCondition[], until: readonly string[]): { readonly ended: readonly CharacterCondition[]; readonly left: readonly CharacterCondition[] } {
  const ends = (c: CharacterCondition) => c.until !== undefined && until.includes(c.until);
  return { ended: conditions.filter(ends), left: conditions.filter((c) => !ends(c)) };
}

/** "frightened, hobbled" — names as the text writes keywords. */
export function namesOf(conditions: readonly CharacterCondition[]): string {
  return conditions.map((c) => c.name.toLowerCase()).join(', ');
}
