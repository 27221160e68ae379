/**
 * The creation flow's transitions for Murdham, as far as its core rules define a character (they have no creation
 * chapter: see steps.ts). Each takes the payload (or the document, where house rules change) and returns the new
 * payload or why nothing changed, so the flow's components only raise events and the rules stay here.
 */
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { RuleViolation, StepResult } from '../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, DURABILITY_STATES, type AbilityId, type AbilityScores, type Durability, type Follower, type GearItem, type MurdhamData } from './character';
import { ARMOUR_MAX, MAX_FOLLOWERS } from './data/rules';
import { cite } from './data/source';
import { formatShillings } from './format';
import { HOUSE_RULE_ROLL } from './steps';
import { creationCap, maxHealth } from './rules/abilities';
import { nextId } from './rules/effects';
import { MURDHAM_LIMITS } from './shape';

type Result = StepResult<MurdhamData>;
type Doc = CharacterDocument<MurdhamData>;

/** Step 1: human or not (which sets the ability limit, 000:72), the people's name and a concept. */
export function setPeople(data: MurdhamData, people: { readonly human: boolean; readonly ancestry: string; readonly concept: string }): Result {
  const ancestry = people.human ? '' : people.ancestry.trim();
  const concept = people.concept.trim();
  if (ancestry.length > MURDHAM_LIMITS.line || concept.length > MURDHAM_LIMITS.line) return { problem: `Keep the people and the concept to ${MURDHAM_LIMITS.line} characters each.` };
  const cap = creationCap(people.human);
  const over = data.abilities ? ABILITY_ORDER.filter((a) => (data.abilities?.[a] ?? 0) > cap) : [];
  const notices = over.length > 0 ? [`${over.map((a) => `${ABILITY_ABBREVIATIONS[a]} ${data.abilities?.[a]}`).join(', ')} ${over.length === 1 ? 'is' : 'are'} above ${cap}, the limit for a human (${cite(72)}): lower ${over.length === 1 ? 'it' : 'them'} in the abilities step.`] : [];
  return { data: { ...data, human: people.human, ancestry, concept }, notices };
}

/** Checks three typed scores against 1 to the creation limit; a sentence, or null. */
export function scoresProblem(scores: Partial<Record<AbilityId, number>>, human: boolean): string | null {
  const cap = creationCap(human);
  const bad = ABILITY_ORDER.filter((a) => {
    const v = scores[a];
    return v === undefined || !Number.isInteger(v) || v < 1 || v > cap;
  });
  if (bad.length === 0) return null;
  return `${bad.map((a) => ABILITY_ABBREVIATIONS[a]).join(', ')}: enter a whole number from 1 to ${cap}${human ? ' (15 is the most a human can have, 000:72)' : ' (000:8)'}.`;
}

/** Sets the scores and starts health at STR (000:43), omens at 2 of 2 (000:138). */
function withScores(data: MurdhamData, scores: AbilityScores, method: 'entered' | 'house-rule-roll', log: readonly string[]): MurdhamData {
  const next: MurdhamData = { ...data, abilities: scores, abilityMethod: method, abilityLog: [...log], permanentChanges: [], temporaryChanges: [], life: { state: 'alive' } };
  return { ...next, health: maxHealth(next) };
}

/** Step 2: the three scores typed in, each 1 to 15 for a human or 1 to 19 otherwise. Drops the rolling house rule. */
export function enterAbilities(doc: Doc, scores: Partial<Record<AbilityId, number>>): Result {
  const problem = scoresProblem(scores, doc.data.human);
  if (problem) return { problem };
  const full: AbilityScores = { str: scores.str ?? 1, agi: scores.agi ?? 1, wit: scores.wit ?? 1 };
  const line = `Entered: ${ABILITY_ORDER.map((a) => `${ABILITY_ABBREVIATIONS[a]} ${full[a]}`).join(', ')}`;
  return { data: withScores(doc.data, full, 'entered', [line]), houseRules: doc.houseRules.filter((h) => h !== HOUSE_RULE_ROLL), dice: [line] };
}

/** Rolls 2d6+3 for each ability in order: the labelled house rule (the text gives no method). Always 5-15. */
export function rollHouseRuleScores(rng: RandomSource): { readonly scores: AbilityScores; readonly log: readonly string[] } {
  const log: string[] = [];
  const roll = (a: AbilityId): number => {
    const d1 = rng.int(1, 6);
    const d2 = rng.int(1, 6);
    const total = d1 + d2 + 3;
    log.push(`${ABILITY_ABBREVIATIONS[a]} 2d6+3: [${d1}, ${d2}] + 3 = ${total}`);
    return total;
  };
  const scores = { str: roll('str'), agi: roll('agi'), wit: roll('wit') };
  return { scores, log };
}

/** Step 2 by the house rule: rolls the scores and records the house rule on the character. */
export function rollAbilities(doc: Doc, rng: RandomSource): Result {
  const { scores, log } = rollHouseRuleScores(rng);
  const houseRules = doc.houseRules.includes(HOUSE_RULE_ROLL) ? [...doc.houseRules] : [...doc.houseRules, HOUSE_RULE_ROLL];
  return { data: withScores(doc.data, scores, 'house-rule-roll', log), houseRules, dice: log };
}

/** A shilling amount's problem in a sentence (0 or more, in quarters, 000:153), or null. */
export function shillingsProblem(amount: number): string | null {
  if (!Number.isFinite(amount) || amount < 0) return 'Shillings are 0 or more.';
  if (amount > MURDHAM_LIMITS.amount) return `${formatShillings(amount)} is more than any hoard; check the figure.`;
  if (Math.round(amount * 4) !== amount * 4) return `Money is tracked to a quarter shilling (${cite(153)}): ${amount} is not a whole number of quarters.`;
  return null;
}

/** Step 3: the shillings in hand. */
export function setShillings(data: MurdhamData, amount: number): Result {
  const problem = shillingsProblem(amount);
  return problem ? { problem } : { data: { ...data, shillings: amount } };
}

/** What a player types for an item. */
export interface GearInput {
  readonly name: string;
  readonly quantity: number;
  readonly bulk: number;
  readonly cost: number;
  readonly armour: number;
  readonly worn: boolean;
  readonly durability?: Durability;
}

/** Checks an item; a sentence, or null. */
export function gearProblem(item: GearInput): string | null {
  if (item.name.trim() === '') return 'Name the item.';
  if (item.name.trim().length > MURDHAM_LIMITS.line) return `Keep the item name to ${MURDHAM_LIMITS.line} characters.`;
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MURDHAM_LIMITS.quantity) return 'Quantity must be a whole number of 1 or more.';
  if (!Number.isFinite(item.bulk) || item.bulk < 0 || item.bulk > MURDHAM_LIMITS.bulk) return `Bulk is 0 or more (1 unless the item's description says otherwise, ${cite(174)}).`;
  const cost = shillingsProblem(item.cost);
  if (cost) return `Cost: ${cost}`;
  if (!Number.isInteger(item.armour) || item.armour < 0 || item.armour > ARMOUR_MAX) return `Armour is a whole number from 0 to ${ARMOUR_MAX} (${cite(65)}).`;
  if (item.durability !== undefined && !DURABILITY_STATES.includes(item.durability)) return 'Durability is intact, damaged or destroyed.';
  return null;
}

/** Adds an item; with `pay` its cost (times the quantity) comes out of the shillings. */
export function addGear(data: MurdhamData, item: GearInput, pay: boolean): Result {
  const problem = gearProblem(item);
  if (problem) return { problem };
  if (data.gear.length >= MURDHAM_LIMITS.list) return { problem: `A character carries at most ${MURDHAM_LIMITS.list} kinds of item here.` };
  const total = item.cost * item.quantity;
  if (pay && total > data.shillings) return { problem: `That costs ${formatShillings(total)}; there ${data.shillings === 1 ? 'is' : 'are'} ${formatShillings(data.shillings)}.` };
  const entry: GearItem = {
    id: nextId('item', data.gear),
    name: item.name.trim(),
    quantity: item.quantity,
    bulk: item.bulk,
    cost: item.cost,
    armour: item.armour,
    worn: item.worn,
    durability: item.durability ?? 'intact',
  };
  return { data: { ...data, gear: [...data.gear, entry], shillings: data.shillings - (pay ? total : 0) } };
}

/** Changes an item in place (wearing it, its durability after a roll, its quantity). */
export function updateGear(data: MurdhamData, id: string, patch: Partial<GearInput>): Result {
  const item = data.gear.find((g) => g.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  const next: GearItem = { ...item, ...patch, name: (patch.name ?? item.name).trim(), durability: patch.durability ?? item.durability };
  const problem = gearProblem(next);
  if (problem) return { problem };
  return { data: { ...data, gear: data.gear.map((g) => (g.id === id ? next : g)) } };
}

/** Removes an item; with `refund` its cost goes back into the shillings (undoing a purchase at creation). */
export function removeGear(data: MurdhamData, id: string, refund: boolean): Result {
  const item = data.gear.find((g) => g.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  return { data: { ...data, gear: data.gear.filter((g) => g.id !== id), shillings: data.shillings + (refund ? item.cost * item.quantity : 0) } };
}

/** Sets the skill or trait keywords (000:33): trimmed, blanks dropped, each once. */
export function setKeywords(data: MurdhamData, kind: 'skills' | 'traits', words: readonly string[]): Result {
  const cleaned: string[] = [];
  for (const w of words.map((x) => x.trim()).filter((x) => x !== '')) {
    if (w.length > MURDHAM_LIMITS.line) return { problem: `Keep each keyword to ${MURDHAM_LIMITS.line} characters.` };
    if (!cleaned.some((c) => c.toLowerCase() === w.toLowerCase())) cleaned.push(w);
  }
  if (cleaned.length > MURDHAM_LIMITS.list) return { problem: `At most ${MURDHAM_LIMITS.list} keywords.` };
  return { data: { ...data, [kind]: cleaned } };
}

/** Adds a follower: up to 4 (000:185). */
export function addFollower(data: MurdhamData, follower: Omit<Follower, 'id'>): Result {
  if (follower.name.trim() === '') return { problem: 'Name the follower.' };
  if (follower.name.trim().length > MURDHAM_LIMITS.line || follower.notes.length > MURDHAM_LIMITS.record) return { problem: 'Keep the follower’s name and notes shorter.' };
  if (data.followers.length >= MAX_FOLLOWERS) return { problem: `A player character can be accompanied by up to ${MAX_FOLLOWERS} followers (${cite(185)}).` };
  const entry: Follower = { id: nextId('follower', data.followers), name: follower.name.trim(), kind: follower.kind, notes: follower.notes };
  return { data: { ...data, followers: [...data.followers, entry] } };
}

export function removeFollower(data: MurdhamData, id: string): Result {
  if (!data.followers.some((f) => f.id === id)) return { problem: 'That follower has already left.' };
  return { data: { ...data, followers: data.followers.filter((f) => f.id !== id) } };
}

/**
 * After any change: health never above STR (000:73) and omens never above their maximum (000:138). Returns the payload
 * and sentences for what it altered.
 */
export function reconcile(_prev: MurdhamData, next: MurdhamData): { readonly data: MurdhamData; readonly changes: readonly string[] } {
  const changes: string[] = [];
  let data = next;
  const max = maxHealth(data);
  if (data.abilities && data.health > max) {
    changes.push(`Health ${data.health} was lowered to ${max} to match STR (${cite(73)}).`);
    data = { ...data, health: max };
  }
  if (data.omens.current > data.omens.max) {
    changes.push(`Omens ${data.omens.current} were lowered to the maximum, ${data.omens.max} (${cite(138)}).`);
    data = { ...data, omens: { ...data.omens, current: data.omens.max } };
  }
  return { data, changes };
}

/** Which creation step puts a violation right (the review step links to it). */
export function stepForViolation(violation: RuleViolation): string {
  const table: readonly [RegExp, string][] = [
    [/^(name|ancestry)/, 'identity'],
    [/^abilities/, 'abilities'],
    [/^(gear|shillings|naturalArmour)/, 'gear'],
  ];
  return table.find(([re]) => re.test(violation.path))?.[1] ?? 'review';
}

/** What each step needs before it counts as done (besides breaking no rule that step puts right). */
export const STEP_FILLED: Readonly<Record<string, (doc: Doc) => boolean>> = {
  identity: (doc) => doc.name.trim() !== '' && (doc.data.human || doc.data.ancestry.trim() !== ''),
  abilities: (doc) => doc.data.abilities !== null,
  gear: (doc) => doc.data.gear.length > 0 || doc.data.shillings > 0,
  review: (doc) => doc.status === 'complete',
};
