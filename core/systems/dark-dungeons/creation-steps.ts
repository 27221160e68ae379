/**
 * The creation flow's transitions for Dark Dungeons (chapter 4, 004:7-110): each takes the payload and returns the
 * new payload or why nothing changed, so the flow's components only raise events and the rules stay here.
 */
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { RuleViolation, StepResult } from '../types';
import { ABILITY_ORDER, ZERO_SCORES, baseScores, finalScores, type AbilityId, type AbilityScores, type ClassId, type DarkDungeonsData, type EquipmentItem } from './character';
import { adjustmentRoom, xpBonusFor } from './rules/adjustment';
import { hitDieProblem, hitPointGainFor, rollHitPoints, rollStartingMoney } from './rules/creation';
import { planAdjustments } from './rules/quick';
import { rerollVerdict, rollAbilityScores, type RolledSet } from './rules/rolling';
import { formatGp } from './format';

type Result = StepResult<DarkDungeonsData>;

/** Step 2: rolls 3d6 in order, again while the reroll rule says so (004:17-21). The sets are returned to show every die. */
export function rollAbilities(data: DarkDungeonsData, rng: RandomSource): Result & { readonly sets: readonly RolledSet[] } {
  const outcome = rollAbilityScores(rng);
  const log = outcome.sets.map((s, i) => `Set ${i + 1}: ${s.breakdown.join('; ')}${s.verdict.mustReroll ? ` — ${s.verdict.reason}` : ''}`);
  return { data: { ...data, rolled: outcome.scores, rollMethod: 'rolled', rollLog: log, swap: null }, dice: log, sets: outcome.sets };
}

/** Step 2 with physical dice: six typed scores, each a whole number 3–18. */
export function typeScores(data: DarkDungeonsData, scores: Partial<Record<AbilityId, number>>): Result {
  const bad = ABILITY_ORDER.filter((a) => {
    const v = scores[a];
    return v === undefined || !Number.isInteger(v) || v < 3 || v > 18;
  });
  if (bad.length > 0) return { problem: `${bad.map((a) => a.toUpperCase()).join(', ')}: enter a whole number from 3 to 18 (3d6).` };
  const full: AbilityScores = { str: scores.str ?? 0, int: scores.int ?? 0, wis: scores.wis ?? 0, dex: scores.dex ?? 0, con: scores.con ?? 0, cha: scores.cha ?? 0 };
  const verdict = rerollVerdict(full);
  const line = `Typed from physical dice: ${ABILITY_ORDER.map((a) => `${a} ${full[a]}`).join(', ')}`;
  return {
    data: { ...data, rolled: full, rollMethod: 'typed', rollLog: [line], swap: null },
    dice: [line],
    notices: verdict.mustReroll ? [`These scores should be rolled again: ${verdict.reason}`] : [],
  };
}

/** Step 3: the class. */
export function chooseClass(data: DarkDungeonsData, classId: ClassId): Result {
  return { data: { ...data, classId } };
}

/** The house-rule line recorded for a GM swap. */
function swapRule(swap: NonNullable<DarkDungeonsData['swap']>): string {
  return `GM swap: ${swap.from} ↔ ${swap.to}`;
}

/** Step 3: the GM's swap of two scores (004:46), recorded as a house rule; adjustments start again. */
export function setSwap(doc: CharacterDocument<DarkDungeonsData>, swap: DarkDungeonsData['swap']): Result {
  if (swap && swap.from === swap.to) return { problem: 'Pick two different abilities to swap.' };
  const kept = doc.houseRules.filter((h) => !h.startsWith('GM swap'));
  return { data: { ...doc.data, swap, adjustments: ZERO_SCORES }, houseRules: swap ? [...kept, swapRule(swap)] : kept };
}

/** Step 4: one point up or down, within the 2-for-1 rule and the 9/18 limits (004:40-44). */
export function adjust(data: DarkDungeonsData, ability: AbilityId, delta: 1 | -1): Result {
  const base = baseScores(data);
  if (!data.classId || !base) return { problem: 'Roll scores and choose a class first.' };
  const room = adjustmentRoom(data.classId, base, data.adjustments, ability);
  if (delta > 0 && !room.canRaise) return { problem: room.raiseReason ?? 'That score cannot be raised.' };
  if (delta < 0 && !room.canLower) return { problem: room.lowerReason ?? 'That score cannot be lowered.' };
  return { data: { ...data, adjustments: { ...data.adjustments, [ability]: data.adjustments[ability] + delta } } };
}

export function resetAdjustments(data: DarkDungeonsData): Result {
  return { data: { ...data, adjustments: ZERO_SCORES } };
}

/** The 2-for-1 balance of step 4: points lowered, raised, and lowered points not yet spent. */
export function adjustmentBalance(data: DarkDungeonsData): { readonly lowered: number; readonly raised: number; readonly spare: number } {
  const lowered = ABILITY_ORDER.reduce((s, a) => s + Math.max(0, -data.adjustments[a]), 0);
  const raised = ABILITY_ORDER.reduce((s, a) => s + Math.max(0, data.adjustments[a]), 0);
  return { lowered, raised, spare: lowered - raised * 2 };
}

/** The best XP bonus a class can reach from these base scores with the best legal adjustment (class step). */
export function bestXpBonus(classId: ClassId, base: AbilityScores): { readonly percent: number; readonly explanation: string } {
  const adj = planAdjustments(classId, base);
  const final = { ...base };
  for (const a of ABILITY_ORDER) final[a] = base[a] + adj[a];
  return xpBonusFor(classId, final);
}

/** Step 5: rolls the class hit die plus Con (at least 1). */
export function rollFirstHitPoints(data: DarkDungeonsData, rng: RandomSource): Result {
  const final = finalScores(data);
  if (!data.classId || !final) return { problem: 'Choose a class and adjust abilities first.' };
  const r = rollHitPoints(data.classId, 1, final.con, rng);
  return { data: { ...data, hitPoints: { rolls: [r.roll], current: r.roll.gained } }, dice: [r.text] };
}

/** Step 5 with a physical die. */
export function enterFirstHitDie(data: DarkDungeonsData, die: number): Result {
  const final = finalScores(data);
  if (!data.classId || !final) return { problem: 'Choose a class first.' };
  const problem = hitDieProblem(data.classId, die);
  if (problem) return { problem };
  const roll = hitPointGainFor(data.classId, 1, die, final.con, 'entered');
  return { data: { ...data, hitPoints: { rolls: [roll], current: roll.gained } } };
}

/** Equipment cost of a list, in gold pieces. */
export function equipmentCost(items: readonly EquipmentItem[]): number {
  return items.reduce((s, e) => s + e.costGp * e.quantity, 0);
}

/**
 * Step 9: 3d6 × 10 gold pieces. Gear already bought is paid again from the new purse, so re-rolling never makes it
 * free; when the new purse cannot pay for it, nothing changes and the player is told what to sell back first.
 */
export function rollMoney(data: DarkDungeonsData, rng: RandomSource): Result {
  const m = rollStartingMoney(rng);
  return setStartingMoney(data, m.gp, m.text);
}

/** Step 9 with physical dice: 30–180 in steps of 10. */
export function enterMoney(data: DarkDungeonsData, gp: number): Result {
  if (!Number.isInteger(gp) || gp < 30 || gp > 180 || gp % 10 !== 0) return { problem: '3d6 × 10 gives 30 to 180 gp in steps of 10.' };
  return setStartingMoney(data, gp, `Entered: ${gp} gp (3d6 × 10 rolled with real dice)`);
}

function setStartingMoney(data: DarkDungeonsData, gp: number, text: string): Result {
  const spent = equipmentCost(data.equipment);
  if (spent > gp) {
    return { problem: `The new purse is ${formatGp(gp)}, but the gear already bought cost ${formatGp(spent)}: remove some gear first.` };
  }
  const notices = spent > 0 ? [`${formatGp(gp)} rolled; the ${formatGp(spent)} of gear already bought is paid from it, leaving ${formatGp(gp - spent)}.`] : [];
  return { data: { ...data, money: { gp: gp - spent, rolled: text } }, dice: [text], notices };
}

/** What a player types to buy an item. */
export interface ItemInput {
  readonly name: string;
  readonly costGp: number;
  readonly weightCn: number;
  readonly quantity: number;
}

/** Checks an item; returns a sentence or null. */
export function itemProblem(item: ItemInput): string | null {
  if (item.name.trim() === '') return 'Name the item.';
  if (item.name.trim().length > 200) return 'Keep the item name to 200 characters.';
  if (!Number.isFinite(item.costGp) || item.costGp < 0 || item.costGp > 1e9) return 'Cost must be 0 or more gold pieces.';
  if (!Number.isFinite(item.weightCn) || item.weightCn < 0 || item.weightCn > 1e9) return 'Weight must be 0 or more coins (cn).';
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > 100000) return 'Quantity must be a whole number of 1 or more.';
  return null;
}

/** Adds an item; with `pay` its cost comes out of the gold (creation and the sheet both buy this way). */
export function buyItem(data: DarkDungeonsData, item: ItemInput, id: string, pay: boolean): Result {
  const problem = itemProblem(item);
  if (problem) return { problem };
  const cost = item.costGp * item.quantity;
  if (pay && cost > data.money.gp) return { problem: `That costs ${formatGp(cost)}; there ${data.money.gp === 1 ? 'is' : 'are'} ${formatGp(data.money.gp)}.` };
  const bought: EquipmentItem = { id, name: item.name.trim(), costGp: item.costGp, weightCn: item.weightCn, quantity: item.quantity };
  return { data: { ...data, equipment: [...data.equipment, bought], money: { ...data.money, gp: data.money.gp - (pay ? cost : 0) } } };
}

/** Removes an item; with `refund` its cost goes back into the gold (undoing a purchase at creation). */
export function removeItem(data: DarkDungeonsData, id: string, refund: boolean): Result {
  const item = data.equipment.find((e) => e.id === id);
  if (!item) return { problem: 'That item is no longer carried.' };
  const back = refund ? item.costGp * item.quantity : 0;
  return { data: { ...data, equipment: data.equipment.filter((e) => e.id !== id), money: { ...data.money, gp: data.money.gp + back } } };
}

/** Which creation step puts a violation right (the review step links to it). */
export function stepForViolation(violation: RuleViolation, data: DarkDungeonsData): string {
  const path = violation.path;
  if (/^abilities\.\w+$/.test(path) && data.rolled) return 'adjust';
  const table: readonly [RegExp, string][] = [
    [/^(name|alignment)/, 'concept'],
    [/^abilities\.swap/, 'class'],
    [/^abilities/, 'abilities'],
    [/^class/, 'class'],
    [/^hitPoints/, 'hit-points'],
    [/^skills/, 'skills'],
    [/^weaponFeats/, 'weapons'],
    [/^spellbook/, 'spells'],
    [/^(money|equipment)/, 'money'],
  ];
  return table.find(([re]) => re.test(path))?.[1] ?? 'review';
}
