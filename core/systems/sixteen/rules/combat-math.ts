/**
 * The "16+" numbers around attacks, damage, healing and magic (001:9-21) as pure functions: the to-hit bonus of a
 * weapon, extra attacks, the stun and death thresholds, hit-point states, healing and magic-point percentages, power
 * levels, countermagic and escaping a grab.
 */
import { skillLevel, type SixteenData, type Weapon } from '../character';
import { levelThird } from './tests';

/** DEX added to a melee attack: DEX/2 rounded down; to a ranged attack: rounded up (001:9). */
export function dexToHit(dex: number, kind: 'melee' | 'ranged'): number {
  return kind === 'melee' ? Math.floor(dex / 2) : Math.ceil(dex / 2);
}

/** A weapon's to-hit bonus with its parts (001:6, 001:9): skill, DEX/2, unskilled −3, specialised +1 / +2, other. */
export function weaponToHit(data: Pick<SixteenData, 'stats' | 'skills'>, weapon: Weapon): { readonly value: number; readonly parts: readonly string[] } {
  const skillName = weapon.kind === 'melee' ? 'Melee' : 'Marksmanship';
  const skill = skillLevel(data, skillName);
  const dex = dexToHit(data.stats?.dex ?? 0, weapon.kind);
  const parts = [`${skillName} ${skill}`, `DEX/2 ${weapon.kind === 'melee' ? 'rounded down' : 'rounded up'} ${dex >= 0 ? '+' : '−'}${Math.abs(dex)}`];
  let value = skill + dex;
  if (!weapon.skilled) {
    value -= 3;
    parts.push('unskilled −3');
  }
  if (weapon.specialised) {
    const spec = weapon.kind === 'melee' ? 1 : 2;
    value += spec;
    parts.push(`specialised +${spec}`);
  }
  if (weapon.bonus !== 0) {
    value += weapon.bonus;
    parts.push(`other ${weapon.bonus >= 0 ? '+' : '−'}${Math.abs(weapon.bonus)}`);
  }
  return { value, parts };
}

/**
 * Extra melee attacks: one for each 10 melee levels, every attack at −6 for each extra one (001:9: "melee-20 may
 * strike thrice at -12"). Returns each choice from one attack to the most.
 */
export function attackOptions(meleeLevel: number): readonly { readonly attacks: number; readonly penalty: number }[] {
  const extra = Math.max(0, Math.floor(meleeLevel / 10));
  return Array.from({ length: extra + 1 }, (_, n) => ({ attacks: n + 1, penalty: 0 - 6 * n }));
}

/** Loading and firing in the same turn needs 10 marksmanship levels and costs −6 to hit (001:9). */
export function loadAndFire(marksmanship: number): number | null {
  return marksmanship >= 10 ? -6 : null;
}

/** A creature hit in one blow for more than 10 + HD damage is stunned unless it saves vs stun (001:10). */
export function stunThreshold(hitDice: number): number {
  return 10 + hitDice;
}

/** Whether a blow's damage calls for a stun save. */
export function blowStuns(damage: number, hitDice: number): boolean {
  return damage > stunThreshold(hitDice);
}

/**
 * The hit points at which a creature is dead: "dropped to negative HD/3+5+CON" (001:12), i.e. −(⌊HD/3⌋ + 5 + CON).
 * Reaching it kills (the text's "dropped to"); HD/3 is rounded down as level/3 is. Never above −1: below 0 bleeds first.
 */
export function deathThreshold(hitDice: number, con: number): number {
  return Math.min(-1, -(levelThird(hitDice) + 5 + con));
}

/** The state at a hit-point total (001:10-12), or null while above 0. */
export function hitPointState(current: number, death: number): 'Dead' | 'Unconscious, bleeding' | 'Unconscious' | null {
  if (current <= death) return 'Dead';
  if (current < 0) return 'Unconscious, bleeding';
  if (current === 0) return 'Unconscious';
  return null;
}

/** A percentage of a maximum, rounded up (001:12: "20% of maximum hit points, rounded up"). */
export function percentOf(max: number, percent: number): number {
  return Math.ceil((max * percent) / 100);
}

/** Hit points a good 6-8 hour rest restores, once a day: 20% of the maximum, rounded up (001:12). */
export function passiveHealing(maxHp: number): number {
  return percentOf(maxHp, 20);
}

/** Magic points recovered every 2 hours: 10% of the maximum, rounded up (001:17). */
export function magicPointRecovery(mpMax: number): number {
  return percentOf(mpMax, 10);
}

/** A spell's usual power level: spell level × 3 (001:17). */
export function defaultPowerLevel(spellLevel: number): number {
  return spellLevel * 3;
}

/** The absolute limit of power level: magic level × 5 (001:17). */
export function maxPowerLevel(magicLevel: number): number {
  return magicLevel * 5;
}

/** A d100 casting roll that is a multiple of 10 may cause mana burn (001:18: "a fail roll of 10's (10,20,30...or 100)"). */
export function castingRollBurns(d100: number): boolean {
  return Number.isInteger(d100) && d100 >= 1 && d100 <= 100 && d100 % 10 === 0;
}

/**
 * Escaping a grab: d4 − d4 + the victim's STR must be higher than the grabber's STR; 4 points more STR breaks free
 * without a roll (001:14).
 */
export function grabEscape(victimStr: number, grabberStr: number, d4a: number, d4b: number): { readonly free: boolean; readonly automatic: boolean; readonly total: number } {
  if (victimStr >= grabberStr + 4) return { free: true, automatic: true, total: victimStr };
  const total = d4a - d4b + victimStr;
  return { free: total > grabberStr, automatic: false, total };
}
