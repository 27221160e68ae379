/**
 * The creation flow's transitions for Dark Dungeons (chapter 4, 004:7-66): each takes the payload and returns the
 * new payload or why nothing changed, so the flow's components only raise events and the rules stay here.
 */
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { RuleViolation, StepResult } from '../types';
import { ABILITY_ORDER, ZERO_SCORES, baseScores, finalScores, type AbilityId, type AbilityScores, type ClassId, type DarkDungeonsData } from './character';
import { ENHANCE_CEILING, adjustmentRoom, classEligibility, xpBonusFor } from './rules/adjustment';
import { hitDieProblem, hitPointGainFor, rollHitPoints, rollStartingMoney } from './rules/creation';
import { planAdjustments, swapRuleLine } from './rules/quick';
import { CLASS_TABLES } from './data/classes';
import { CLASS_REQUIREMENTS } from './data/class-requirements';
import { ABILITY_ABBREVIATIONS, ABILITY_NAMES } from './data/ability-modifiers';
import { rollAbilityScores, type RolledSet } from './rules/rolling';
import { aClass, capitalise, formatGp, formatPurse } from './format';
import { equipmentCost, roundGp } from './rules/gear';

type Result = StepResult<DarkDungeonsData>;

/** The house rules without the GM swap's line (new scores or another class end the swap). */
function withoutSwap(houseRules: readonly string[]): readonly string[] {
  return houseRules.filter((h) => !h.startsWith('GM swap'));
}

/** Step 2: rolls 3d6 in order, again while the reroll rule says so (004:19-21). The sets are returned to show every die. */
export function rollAbilities(doc: CharacterDocument<DarkDungeonsData>, rng: RandomSource): Result & { readonly sets: readonly RolledSet[] } {
  const outcome = rollAbilityScores(rng);
  const log = outcome.sets.map((s, i) => `Set ${i + 1}: ${s.breakdown.join('; ')}${s.verdict.mustReroll ? ` — ${s.verdict.reason}` : ''}`);
  const data: DarkDungeonsData = { ...doc.data, rolled: outcome.scores, rollMethod: 'rolled', rollLog: log, swap: null };
  return { data, dice: log, sets: outcome.sets, ...(doc.data.swap ? { houseRules: withoutSwap(doc.houseRules) } : {}) };
}

/**
 * Step 2 with physical dice: six typed scores, each a whole number 3–18. The reroll rule holds for them too (004:21):
 * a set it rejects is kept as typed (the dice were real) but flagged, and the review lists it until scores are rolled
 * again.
 */
export function typeScores(doc: CharacterDocument<DarkDungeonsData>, scores: Partial<Record<AbilityId, number>>): Result {
  const bad = ABILITY_ORDER.filter((a) => {
    const v = scores[a];
    return v === undefined || !Number.isInteger(v) || v < 3 || v > 18;
  });
  if (bad.length > 0) return { problem: `${bad.map((a) => ABILITY_NAMES[a]).join(', ')}: enter a whole number from 3 to 18 (3d6).` };
  const full: AbilityScores = { str: scores.str ?? 0, int: scores.int ?? 0, wis: scores.wis ?? 0, dex: scores.dex ?? 0, con: scores.con ?? 0, cha: scores.cha ?? 0 };
  // A set the reroll rule rejects is said once, where it stays true: the step's flag and the review's list (both from
  // rerollVerdict), not also as a notice of this change.
  const line = `Typed from physical dice: ${ABILITY_ORDER.map((a) => `${ABILITY_ABBREVIATIONS[a]} ${full[a]}`).join(', ')}`;
  return {
    data: { ...doc.data, rolled: full, rollMethod: 'typed', rollLog: [line], swap: null },
    dice: [line],
    ...(doc.data.swap ? { houseRules: withoutSwap(doc.houseRules) } : {}),
  };
}

/** Whether a GM swap fits a class: it moves a score into an ability the class may raise (004:52). */
function swapFits(classId: ClassId, swap: NonNullable<DarkDungeonsData['swap']>): boolean {
  return swap.from !== swap.to && CLASS_REQUIREMENTS[classId].canEnhance.includes(swap.to);
}

/**
 * Step 3: the class. A class the scores cannot reach even by adjusting is refused (the GM swap below is the way to it,
 * 004:52). A swap that does not fit the new class is given up, and its house rule with it.
 */
export function chooseClass(doc: CharacterDocument<DarkDungeonsData>, classId: ClassId): Result {
  const data = doc.data;
  const swap = data.swap && swapFits(classId, data.swap) ? data.swap : null;
  const base = baseScores({ rolled: data.rolled, swap });
  if (base) {
    const open = classEligibility(classId, base);
    if (open.state === 'not-possible') {
      return { problem: `${open.reason} Your GM may let you swap a score into one ${aClass(CLASS_TABLES[classId].name)} can raise (the house rule below).` };
    }
  }
  const dropped = data.swap !== null && swap === null;
  return {
    data: { ...data, classId, swap },
    ...(dropped ? { houseRules: withoutSwap(doc.houseRules), notices: [`The GM swap does not fit ${aClass(CLASS_TABLES[classId].name)}, so it was undone.`] } : {}),
  };
}

/** The house-rule line recorded for a GM swap. */
function swapRule(swap: NonNullable<DarkDungeonsData['swap']>): string {
  return swapRuleLine(swap);
}

/**
 * Step 3: the GM's swap of two scores for a class the scores cannot reach (004:52): one score exchanged with one the
 * class may raise, recorded as a house rule, and the class chosen with it; adjustments start again. Without a class,
 * or with `swap` null, the swap is taken back.
 */
export function setSwap(doc: CharacterDocument<DarkDungeonsData>, swap: DarkDungeonsData['swap'], classId: ClassId | null = doc.data.classId): Result {
  const kept = withoutSwap(doc.houseRules);
  if (!swap) return { data: { ...doc.data, swap: null, adjustments: ZERO_SCORES }, houseRules: kept };
  if (swap.from === swap.to) return { problem: 'Pick two different abilities to swap.' };
  if (!classId) return { problem: 'Choose the class the swap is for.' };
  if (!swapFits(classId, swap)) {
    const may = CLASS_REQUIREMENTS[classId].canEnhance.map((a) => ABILITY_NAMES[a]).join(' or ');
    return { problem: `The swap must move a score into an ability ${aClass(CLASS_TABLES[classId].name)} can raise: ${may}.` };
  }
  const unswapped = baseScores({ rolled: doc.data.rolled, swap: null });
  if (unswapped && classEligibility(classId, unswapped).state !== 'not-possible') {
    return { problem: `${capitalise(aClass(CLASS_TABLES[classId].name))} is open to these scores without a swap; the swap is for a class they cannot reach.` };
  }
  const base = baseScores({ rolled: doc.data.rolled, swap });
  if (base && classEligibility(classId, base).state === 'not-possible') {
    return { problem: `Even with that swap, ${classEligibility(classId, base).reason.replace(/^Not possible: /, '')}` };
  }
  return { data: { ...doc.data, classId, swap, adjustments: ZERO_SCORES }, houseRules: [...kept, swapRule(swap)] };
}

/** Step 4: one point up or down, within the 2-for-1 rule and the 9/18 limits (004:44-48). */
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

/**
 * The 2-for-1 balance of step 4: points lowered, raised, and lowered points not yet spent, with what the spare
 * points can still do in words ('' when balanced).
 */
export function adjustmentBalance(data: DarkDungeonsData): { readonly lowered: number; readonly raised: number; readonly spare: number; readonly waiting: string } {
  const lowered = ABILITY_ORDER.reduce((s, a) => s + Math.max(0, -data.adjustments[a]), 0);
  const raised = ABILITY_ORDER.reduce((s, a) => s + Math.max(0, data.adjustments[a]), 0);
  const spare = lowered - raised * 2;
  return { lowered, raised, spare, waiting: spare > 0 ? waitingWords(data, spare) : '' };
}

/** What spare sacrificed points can buy: a point raised, or nothing once every ability the class raises is at 18 (004:44). */
function waitingWords(data: DarkDungeonsData, spare: number): string {
  const points = `${spare} point${spare === 1 ? '' : 's'} waiting`;
  const base = baseScores(data);
  const room = data.classId && base ? CLASS_REQUIREMENTS[data.classId].canEnhance.filter((a) => base[a] + data.adjustments[a] < ENHANCE_CEILING) : [];
  if (data.classId && base && room.length === 0) return `${points}, but no score may be raised above 18: take the sacrifice back`;
  return spare === 1 ? `${points}: sacrifice one more to raise a point` : `${points}: raise a score`;
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

export { equipmentCost, roundGp };

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
  const notices = spent > 0 ? [`${formatGp(gp)} rolled; the ${formatGp(spent)} of gear already bought is paid from it, leaving ${formatGp(roundGp(gp - spent))}.`] : [];
  return { data: { ...data, money: { gp: roundGp(gp - spent), rolled: text, start: gp } }, dice: [text], notices };
}

/** Step 9's purse in words: "71 gp 8 sp", or that the 3d6 × 10 gp are still to roll (not "0 sp"). */
export function purseWords(data: DarkDungeonsData): string {
  if (data.money.start === undefined && data.money.rolled === null && data.money.gp === 0) return 'not rolled yet';
  return formatPurse(data.money.gp);
}

export { buyItem, removeItem, setWorn, itemProblem, type CatalogueInput, type ItemInput, type Purchase } from './rules/shop';

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
