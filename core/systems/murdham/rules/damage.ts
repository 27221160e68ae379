/**
 * Health and damage (000:42-46), corruption and soulblight (000:75-80), omens (000:137-142) and healing, as pure
 * changes to a character with the rules' consequences said in words.
 *
 * Decisions where the text is silent: armour is taken off before the critical and instant-death checks (they are
 * about damage "suffered"), and armour never makes damage negative (000:65 says only that it "reduces" damage).
 */
import type { MurdhamData } from '../character';
import { cite } from '../data/source';
import type { SoulblightCheck } from '../dice';
import type { InjuryResult } from '../table-rolls';
import { maxHealth } from './abilities';
import { armourValue } from './load';
import { addCondition, applyInjury, clearCondition, hasCondition, type Applied } from './effects';

/** What a blow did, for the combat tracker and the history. */
export interface DamageOutcome extends Applied {
  /** Damage after armour. */
  readonly taken: number;
  /** Health actually lost (never below 0, 000:43). */
  readonly lost: number;
  /** Half or more of the remaining health lost at once (000:44). */
  readonly critical: boolean;
  /** All remaining health lost: critical damage and dying (000:45). */
  readonly mortal: boolean;
  /** Damage matching or exceeding maximum health at once: killed on the spot (000:46). */
  readonly killed: boolean;
}

/**
 * The rules' reading of a blow, without changing anything: critical when the damage is half or more of the health
 * remaining (000:44), mortal when it is all of it (000:45), instant death when it matches or exceeds maximum health
 * (000:46). Damage of 0 does nothing.
 */
export function damageVerdict(remaining: number, max: number, taken: number): { readonly lost: number; readonly critical: boolean; readonly mortal: boolean; readonly killed: boolean } {
  const lost = Math.min(Math.max(0, remaining), taken);
  const killed = taken > 0 && taken >= max;
  const mortal = taken > 0 && remaining > 0 && lost === remaining;
  const critical = taken > 0 && remaining > 0 && 2 * lost >= remaining;
  return { lost, critical, mortal, killed };
}

/** Damage from a blow; armour reduces it unless it is "direct" (000:65; soulblight is direct, 000:76). */
export function takeDamage(data: MurdhamData, amount: number, options: { readonly direct: boolean }): DamageOutcome {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('Damage is a whole number of 0 or more.');
  const armour = options.direct ? 0 : armourValue(data);
  const taken = Math.max(0, amount - armour);
  const max = maxHealth(data);
  const verdict = damageVerdict(data.health, max, taken);
  const notices: string[] = [];
  if (armour > 0 && amount > 0) notices.push(`Armour ${armour} takes ${Math.min(armour, amount)} off: ${taken} damage (${cite(65)}).`);
  let next: MurdhamData = { ...data, health: data.health - verdict.lost };
  if (verdict.killed) {
    next = { ...next, dead: true };
    notices.push(`${taken} damage at once matches or exceeds maximum health ${max}: killed on the spot, unless an omen is spent to survive (${cite(46)}, ${cite(140)}).`);
  } else if (verdict.mortal) {
    next = addIncapacitated(next);
    if (!hasCondition(next, 'dying')) next = addCondition(next, { name: 'dying', detail: 'dies at the end of the next round unless healed', until: 'keyword' });
    notices.push(`All remaining health lost: critical damage and dying; dies at the end of the next round unless healed at least 1, then rolls an injury (${cite(45)}).`);
  } else if (verdict.critical) {
    next = addIncapacitated(next);
    notices.push(`${verdict.lost} of ${data.health} remaining health lost at once: critical damage, incapacitated until the end of the stretch (${cite(44)}).`);
  }
  return { data: next, notices, taken, ...verdict };
}

function addIncapacitated(data: MurdhamData): MurdhamData {
  return hasCondition(data, 'incapacitated') ? data : addCondition(data, { name: 'incapacitated', detail: 'unconscious or in terrible pain', until: 'stretch' });
}

/**
 * Healing, capped at maximum health (STR). A dying character healed to 1 or more stops dying, and the result says an
 * injury must be rolled (000:45).
 */
export function heal(data: MurdhamData, amount: number): Applied & { readonly injuryDue: boolean } {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('Healing is a whole number of 0 or more.');
  if (data.dead) return { data, notices: ['The dead do not heal.'], injuryDue: false };
  const max = maxHealth(data);
  const health = Math.min(max, data.health + amount);
  const notices: string[] = [];
  if (data.health + amount > max) notices.push(`Healing stops at the maximum, ${max} (STR, ${cite(43)}).`);
  let next: MurdhamData = { ...data, health };
  const injuryDue = health > 0 && hasCondition(data, 'dying');
  if (injuryDue) {
    next = clearCondition(next, 'dying');
    notices.push(`No longer dying; roll on the injury table (${cite(45)}).`);
  }
  return { data: next, notices, injuryDue };
}

/**
 * Suffering corruption with its soulblight check already rolled (000:76): corruption rises, and on soulblight the
 * rolled number is taken as direct damage and taken off corruption. Critical damage from soulblight brings a
 * mutation (000:80): `mutationDue` says so.
 */
export function sufferCorruption(data: MurdhamData, check: SoulblightCheck): DamageOutcome & { readonly mutationDue: boolean } {
  if (check.before !== data.corruption) throw new RangeError(`The check was made from corruption ${check.before}; the character has ${data.corruption}.`);
  const notices = [`Corruption ${check.before} + ${check.suffered} = ${check.before + check.suffered}; soulblight check d12 = ${check.roll}.`];
  const withCorruption: MurdhamData = { ...data, corruption: check.corruption };
  if (!check.soulblight) {
    notices.push(`${check.roll} is above ${check.before + check.suffered}: nothing else happens (${cite(76)}).`);
    return { data: withCorruption, notices, taken: 0, lost: 0, critical: false, mortal: false, killed: false, mutationDue: false };
  }
  notices.push(`Soulblight: ${check.roll} direct damage, corruption down to ${check.corruption} (${cite(76)}).`);
  const hurt = takeDamage(withCorruption, check.directDamage, { direct: true });
  const mutationDue = hurt.critical || hurt.killed;
  if (mutationDue) notices.push(`Critical damage from soulblight: a permanent mutation, rolled or chosen by the GM (${cite(80)}).`);
  return { ...hurt, notices: [...notices, ...hurt.notices], mutationDue };
}

/** Spends one omen (a re-roll, 000:139; sacred powers, 000:141). */
export function spendOmen(data: MurdhamData): { readonly data: MurdhamData } | { readonly problem: string } {
  if (data.omens.current < 1) return { problem: 'There are no omens left to spend; they come back with a full rest (000:142).' };
  return { data: { ...data, omens: { ...data.omens, current: data.omens.current - 1 } } };
}

/**
 * "Save from death" (000:140): an omen is spent, health is set to 1, the character is incapacitated until the end of
 * the stretch and stops dying, then rolls an injury whose effect is permanent.
 */
export function saveFromDeath(data: MurdhamData, injury: InjuryResult): Applied | { readonly problem: string } {
  const spent = spendOmen(data);
  if ('problem' in spent) return spent;
  let next: MurdhamData = clearCondition({ ...spent.data, dead: false, health: Math.min(1, maxHealth(spent.data)) }, 'dying');
  next = addIncapacitated(next);
  const injured = applyInjury(next, injury, { permanent: true });
  return {
    data: injured.data,
    notices: [`An omen saves the character from death: health 1, incapacitated until the end of the stretch (${cite(140)}).`, ...injured.notices],
  };
}

/** The end of a stretch: conditions that last until then end (incapacitated, 000:44; frenzied, 000:92). */
export function endStretch(data: MurdhamData): Applied {
  const ending = data.conditions.filter((c) => c.until === 'stretch');
  return {
    data: { ...data, conditions: data.conditions.filter((c) => c.until !== 'stretch') },
    notices: ending.length > 0 ? [`The stretch ends: ${ending.map((c) => c.name).join(', ')} ${ending.length === 1 ? 'ends' : 'end'}.`] : [],
  };
}
