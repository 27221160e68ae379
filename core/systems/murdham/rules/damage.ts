/**
 * Health and damage (000:42-46), dying and death (000:45-46, 000:72), corruption and soulblight (000:75-80), omens
 * (000:137-142) and healing, as pure changes to a character in play (its payload and its conditions) with the rules'
 * consequences said in words.
 *
 * Decisions where the text is silent: armour is taken off before the critical and instant-death checks (they are
 * about damage "suffered"), and armour never makes damage negative (000:65 says only that it "reduces" damage). A
 * stretch is 100 rounds (000:5), so a character still dying when a stretch ends has died (000:45).
 */
import type { MurdhamData, OwedRoll } from '../character';
import { cite } from '../data/source';
import type { SoulblightCheck } from '../dice';
import { maxHealth } from './abilities';
import { armourValue } from './load';
import { ending, namesOf, putOnce, UNTIL_STRETCH, type Changed, type InPlay } from './conditions';

/** What a blow did, for the history and the combat tracker. */
export interface DamageOutcome extends Changed {
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

/** Incapacitated until the end of the stretch (000:44), once. */
function incapacitate(play: InPlay): InPlay['conditions'] {
  return putOnce(play.conditions, 'incapacitated', 'unconscious or in terrible pain', UNTIL_STRETCH);
}

/** A table roll owed from now on (000:45, 000:80). */
export function owe(data: MurdhamData, roll: OwedRoll): MurdhamData {
  return { ...data, owed: [...data.owed, roll] };
}

/**
 * Damage from a blow; armour reduces it unless it is "direct" (000:65; soulblight is direct, 000:76). Critical damage
 * incapacitates until the end of the stretch (000:44); losing all health is critical and dying (000:45); damage of
 * maximum health or more at once kills on the spot (000:46), from which an omen still saves (000:140).
 */
export function takeDamage(play: InPlay, amount: number, options: { readonly direct: boolean }): DamageOutcome {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('Damage is a whole number of 0 or more.');
  const data = play.data;
  const armour = options.direct ? 0 : armourValue(data);
  const taken = Math.max(0, amount - armour);
  const max = maxHealth(data);
  const verdict = damageVerdict(data.health, max, taken);
  const notices: string[] = [];
  if (armour > 0 && amount > 0) notices.push(`Armour ${armour} takes ${Math.min(armour, amount)} off: ${taken} damage (${cite(65)}).`);
  let next: MurdhamData = { ...data, health: data.health - verdict.lost };
  let conditions = play.conditions;
  if (verdict.killed) {
    next = { ...next, life: { state: 'dead', cause: 'instant-death' } };
    notices.push(`${taken} damage at once matches or exceeds maximum health ${max}: killed on the spot, unless an omen is spent to survive (${cite(46)}, ${cite(140)}).`);
  } else if (verdict.mortal) {
    conditions = incapacitate(play);
    next = { ...next, life: { state: 'dying', roundsEnded: 0 } };
    notices.push(`All remaining health lost: critical damage and dying; dies at the end of the next round unless healed at least 1, then rolls an injury (${cite(45)}).`);
  } else if (verdict.critical) {
    conditions = incapacitate(play);
    notices.push(`${verdict.lost} of ${data.health} remaining health lost at once: critical damage, incapacitated until the end of the stretch (${cite(44)}).`);
  } else if (taken > 0 && verdict.lost === 0) {
    notices.push(`No health is left to lose (${cite(43)}).`);
  } else if (taken > 0) {
    notices.push(`${verdict.lost} health lost (${cite(43)}).`);
  }
  return { data: next, conditions, notices, taken, ...verdict };
}

/**
 * Healing, stopping at maximum health (STR, 000:43) and saying how much was ignored. A dying character healed to 1 or
 * more stops dying and owes a roll on the injury table (000:45). The dead do not heal.
 */
export function heal(play: InPlay, amount: number): Changed | { readonly problem: string } {
  if (!Number.isInteger(amount) || amount < 1) return { problem: 'Type the healing as a whole number of 1 or more.' };
  const data = play.data;
  if (data.life.state === 'dead') return { problem: `The dead do not heal (${cite(45, 46)}).` };
  const max = maxHealth(data);
  if (data.health >= max) return { problem: `Health is already at the maximum, ${max} (STR, ${cite(43)}).` };
  const health = Math.min(max, data.health + amount);
  const notices: string[] = [`Health ${data.health} → ${health} (${cite(43)}).`];
  const ignored = data.health + amount - health;
  if (ignored > 0) notices.push(`Healing stops at the maximum, ${max} health (STR, ${cite(43)}); the ${ignored} beyond it ${ignored === 1 ? 'is' : 'are'} ignored.`);
  let next: MurdhamData = { ...data, health };
  if (data.life.state === 'dying') {
    next = owe({ ...next, life: { state: 'alive' } }, 'injury');
    notices.push(`No longer dying; roll on the injury table (${cite(45)}).`);
  }
  return { data: next, conditions: play.conditions, notices };
}

/**
 * Suffering corruption with its soulblight check already made (000:76): corruption rises, and on soulblight the
 * rolled number is taken as direct damage and taken off corruption. Critical damage from soulblight brings a
 * mutation, owed from now on (000:80).
 */
export function sufferCorruption(play: InPlay, check: SoulblightCheck): DamageOutcome & { readonly mutationDue: boolean } {
  if (check.before !== play.data.corruption) throw new RangeError(`The check was made from corruption ${check.before}; the character has ${play.data.corruption} now. Discard the roll and roll again.`);
  const notices = [`Corruption ${check.before} + ${check.suffered} = ${check.before + check.suffered}; soulblight check d12 = ${check.roll}.`];
  const withCorruption: InPlay = { ...play, data: { ...play.data, corruption: check.corruption } };
  if (!check.soulblight) {
    notices.push(`${check.roll} is above ${check.before + check.suffered}: nothing else happens (${cite(76)}).`);
    return { ...withCorruption, notices, taken: 0, lost: 0, critical: false, mortal: false, killed: false, mutationDue: false };
  }
  notices.push(`Soulblight: ${check.roll} direct damage, corruption down to ${check.corruption} (${cite(76)}).`);
  const hurt = takeDamage(withCorruption, check.directDamage, { direct: true });
  const mutationDue = hurt.critical || hurt.killed;
  if (mutationDue) notices.push(`Critical damage from soulblight: a permanent mutation, rolled or chosen by the GM (${cite(80)}).`);
  return { ...hurt, data: mutationDue ? owe(hurt.data, 'mutation') : hurt.data, notices: [...notices, ...hurt.notices], mutationDue };
}

/** Spends one omen (a re-roll, 000:139; sacred powers, 000:141). */
export function spendOmen(data: MurdhamData): { readonly data: MurdhamData } | { readonly problem: string } {
  if (data.omens.current < 1) return { problem: `There are no omens left to spend; they come back with a full rest (${cite(142)}).` };
  return { data: { ...data, omens: { ...data.omens, current: data.omens.current - 1 } } };
}

/** Whether an omen can save the character from death now: dying, or dead by health loss or instant death (000:140). */
export function canBeSaved(data: MurdhamData): boolean {
  const { life } = data;
  return data.omens.current > 0 && (life.state === 'dying' || (life.state === 'dead' && life.cause !== 'strength'));
}

/**
 * "Save from death" (000:140): an omen is spent, health is set to 1, the character is incapacitated until the end of
 * the stretch and stops dying. The injury it must then roll, whose effect is permanent, is the caller's (a roll shown
 * before it is kept, so it can be re-rolled).
 */
export function saveFromDeath(play: InPlay): Changed | { readonly problem: string } {
  const data = play.data;
  if (data.life.state === 'alive') return { problem: 'Only a dying character, or one killed by damage, can be saved from death.' };
  if (data.life.state === 'dead' && data.life.cause === 'strength') return { problem: `An omen saves from death by health loss or instant death (${cite(140)}); STR 0 is neither (${cite(72)}).` };
  const spent = spendOmen(data);
  if ('problem' in spent) return spent;
  const next: MurdhamData = { ...spent.data, life: { state: 'alive' }, health: Math.min(1, maxHealth(spent.data)) };
  const left = next.omens.current;
  return {
    data: next,
    conditions: incapacitate(play),
    notices: [`An omen saves the character from death: health 1, incapacitated until the end of the stretch, no longer dying; an injury follows, its effect permanent (${cite(140)}). ${left} omen${left === 1 ? '' : 's'} left.`],
  };
}

/**
 * The end of a round for a dying character (000:45): the first one passes ("dies at the end of the next round"), the
 * second kills.
 */
export function endRound(play: InPlay): Changed | { readonly problem: string } {
  const life = play.data.life;
  if (life.state !== 'dying') return { problem: 'Only a dying character counts the rounds to death.' };
  if (life.roundsEnded < 1) {
    return { ...play, data: { ...play.data, life: { state: 'dying', roundsEnded: life.roundsEnded + 1 } }, notices: [`The round ends: the next is the last; unless healed at least 1 before it ends, the character dies (${cite(45)}).`] };
  }
  return { ...play, data: { ...play.data, life: { state: 'dead', cause: 'wounds' } }, notices: [`The next round has ended without healing: the character dies (${cite(45)}), unless an omen is spent (${cite(140)}).`] };
}

/**
 * The end of a stretch: conditions that last until then end (incapacitated, 000:44; frenzied, 000:92). A stretch is
 * 100 rounds (000:5), so a character still dying has died (000:45).
 */
export function endStretch(play: InPlay): Changed {
  const { ended, left } = ending(play.conditions, [UNTIL_STRETCH]);
  const notices = ended.length > 0 ? [`The stretch ends: ${namesOf(ended)} ${ended.length === 1 ? 'ends' : 'end'} (${cite(44)}).`] : ['The stretch ends; nothing lasted only until then.'];
  let data = play.data;
  if (data.life.state === 'dying') {
    data = { ...data, life: { state: 'dead', cause: 'wounds' } };
    notices.push(`Still dying after a stretch of 100 rounds (${cite(5)}): the character has died (${cite(45)}), unless an omen is spent (${cite(140)}).`);
  }
  return { data, conditions: left, notices };
}
