/**
 * Hit points and the health state of a "16+" creature as pure transitions (001:10-12, 001:17): damage with the stun
 * save a heavy blow calls for, unconsciousness, bleeding and death; healing, first aid, bleeding a round, a good rest,
 * being brought back; magic points spent and recovered. Each returns the new payload with its sentences (each citing
 * its line), or why nothing changed in one sentence.
 */
import { formatNumber } from '../../../text/format';
import { HEALTHY, type SixteenData, type SixteenHealth } from '../character';
import { blowStuns, deathThreshold, magicPointRecovery, passiveHealing, stunThreshold } from './combat-math';

/** What a transition did: the payload after it and its sentences; or why nothing changed (`input` names the culprit). */
export type HealthChange = { readonly data: SixteenData; readonly words: readonly string[] } | { readonly problem: string; readonly input?: string };

/** "1 hit point", "3 hit points". */
export function hitPointsWord(n: number): string {
  return `${formatNumber(n)} hit point${n === 1 || n === -1 ? '' : 's'}`;
}

/** "1 magic point", "3 magic points". */
export function magicPointsWord(n: number): string {
  return `${formatNumber(n)} magic point${n === 1 ? '' : 's'}`;
}

/**
 * The health state read from the hit points alone, as data version 1 left a character: dead at or below the threshold,
 * bleeding below 0 (001:10-12). Nothing owed: version 1 kept no stun save.
 */
export function healthFromHitPoints(current: number, deadAt: number): SixteenHealth {
  if (current <= deadAt) return { ...HEALTHY, dead: true };
  return { ...HEALTHY, bleeding: current < 0 };
}

/**
 * The payload with its version-2 fields. A character stored before version 2 and not yet migrated (the store reads
 * stored documents as they are) has none: they are read from its hit points, as the migration does.
 */
export function settled(data: SixteenData): SixteenData {
  const raw: { readonly health?: SixteenHealth; readonly nonLiving?: boolean } = data;
  if (raw.health !== undefined && raw.nonLiving !== undefined) return data;
  const nonLiving = raw.nonLiving ?? false;
  const deadAt = nonLiving ? 0 : deathThreshold(data.hitDice, data.stats?.con ?? 0);
  return { ...data, nonLiving, health: raw.health ?? healthFromHitPoints(data.hitPoints.current, deadAt) };
}

/** The hit points at which the creature is dead: −(HD/3 + 5 + CON) (001:12), or 0 for a non-living one (001:11). */
export function deadAt(data: SixteenData): number {
  return settled(data).nonLiving ? 0 : deathThreshold(data.hitDice, data.stats?.con ?? 0);
}

/** The rules' word for the hit points and state now (001:10-12), or null while above 0 and alive. */
export function healthWord(data: SixteenData): 'Dead' | 'Unconscious, bleeding' | 'Unconscious, not bleeding' | 'Unconscious' | null {
  const d = settled(data);
  if (d.health.dead) return 'Dead';
  if (d.health.bleeding) return 'Unconscious, bleeding';
  if (d.hitPoints.current < 0) return 'Unconscious, not bleeding';
  return d.hitPoints.current === 0 ? 'Unconscious' : null;
}

function withHealth(data: SixteenData, current: number, health: SixteenHealth): SixteenData {
  return { ...data, hitPoints: { ...data.hitPoints, current }, health };
}

const DEAD = 'The character is dead: resurrection or the like is needed (001:12).';

/**
 * Damage taken, in one blow or (`oneBlow` false) several: hit points drop, never below the point of death. At 0 or
 * fewer the creature is unconscious, below 0 also bleeding; at the threshold dead; a non-living creature dies at 0
 * (001:10-12). A blow of more than 10 + HD owes a stun save, unless the blow left the creature unconscious, when a
 * stun changes nothing (a reading: 001:10 does not say).
 */
export function takeDamage(data: SixteenData, amount: number, oneBlow: boolean): HealthChange {
  const d = settled(data);
  if (d.health.dead) return { problem: DEAD };
  if (!Number.isInteger(amount) || amount < 1) return { problem: 'Damage is a whole number of 1 or more.', input: 'amount' };
  const floor = deadAt(d);
  const before = d.hitPoints.current;
  const current = Math.max(floor, before - amount);
  const words: string[] = [];
  let health: SixteenHealth = d.health;
  if (current <= floor) {
    health = { ...HEALTHY, dead: true };
    if (before - amount < floor) words.push(`Hit points stop at ${formatNumber(floor)}; the ${formatNumber(floor - (before - amount))} beyond it ${floor - (before - amount) === 1 ? 'is' : 'are'} ignored.`);
    words.push(d.nonLiving ? `At ${formatNumber(current)} hit points a non-living creature is destroyed (001:11).` : `At ${formatNumber(current)} hit points, −(HD/3 + 5 + CON), the character is dead: resurrection or the like is needed (001:12).`);
  } else if (current < 0) {
    health = { ...health, bleeding: true, stunSave: null };
    words.push('Below 0: unconscious and bleeding 1 hit point a round until a round of first aid succeeds or healing brings it back to 0 or more (001:10).');
  } else if (current === 0) {
    health = { ...health, stunSave: null };
    words.push('At 0 hit points: unconscious (001:10).');
  }
  if (oneBlow && blowStuns(amount, d.hitDice)) {
    const more = `${formatNumber(amount)} in one blow is more than ${stunThreshold(d.hitDice)} (10 + HD)`;
    if (current > 0) {
      health = { ...health, stunSave: { cause: 'blow', damage: amount } };
      words.push(`${more}: stunned until the next turn unless a stun save succeeds (001:10).`);
    } else if (!health.dead) words.push(`${more}, but an unconscious creature owes no stun save.`);
  }
  return { data: withHealth(d, current, health), words };
}

/**
 * Healing of `points` hit points (001:12 gives healing as a percent of the maximum, rounded up: the caller works the
 * points out). Stops at the maximum and says how much was ignored; back at 0 or more the bleeding stops (001:10).
 * The dead are not healed (001:12).
 */
export function heal(data: SixteenData, points: number): HealthChange {
  const d = settled(data);
  const max = d.hitPoints.max;
  if (max === null) return { problem: 'Enter the maximum hit points first.' };
  if (d.health.dead) return { problem: DEAD };
  if (!Number.isInteger(points) || points < 1) return { problem: 'Healing is a whole number of 1 or more.', input: 'amount' };
  const before = d.hitPoints.current;
  if (before >= max) return { problem: `Hit points are already at the maximum, ${formatNumber(max)}.` };
  const current = Math.min(max, before + points);
  const words: string[] = [];
  const ignored = before + points - current;
  if (ignored > 0) words.push(`Healing stops at the maximum, ${hitPointsWord(max)}; the ${formatNumber(ignored)} beyond it ${ignored === 1 ? 'is' : 'are'} ignored.`);
  const stops = d.health.bleeding && current >= 0;
  if (stops) words.push('Back to 0 or more: the bleeding stops (001:10).');
  else if (d.health.bleeding) words.push('Still below 0: the bleeding goes on until first aid or healing to 0 or more (001:10).');
  if (before <= 0 && current > 0) words.push('Above 0 hit points: conscious again (001:10).');
  return { data: withHealth(d, current, { ...d.health, bleeding: d.health.bleeding && !stops }), words };
}

/** A round of bleeding: 1 hit point lost; at the threshold the character is dead (001:10, 001:12). */
export function bleed(data: SixteenData): HealthChange {
  const d = settled(data);
  if (d.health.dead) return { problem: DEAD };
  if (!d.health.bleeding) return { problem: 'Only a bleeding character loses hit points to bleeding: below 0, until first aid or healing stops it (001:10).' };
  const current = d.hitPoints.current - 1;
  if (current <= deadAt(d)) {
    return { data: withHealth(d, current, { ...HEALTHY, dead: true }), words: [`Bled to ${formatNumber(current)} hit points, −(HD/3 + 5 + CON): dead; resurrection or the like is needed (001:10, 001:12).`] };
  }
  return { data: withHealth(d, current, d.health), words: [`Bleeding: ${formatNumber(current)} hit points; dead at ${formatNumber(deadAt(d))} (001:10, 001:12).`] };
}

/** A round of first aid that succeeded: the bleeding stops; the character stays unconscious below 0 (001:10). */
export function stopBleeding(data: SixteenData): HealthChange {
  const d = settled(data);
  if (d.health.dead) return { problem: DEAD };
  if (!d.health.bleeding) return { problem: 'The character is not bleeding: first aid stops the bleeding of one below 0 hit points (001:10).' };
  return { data: withHealth(d, d.hitPoints.current, { ...d.health, bleeding: false }), words: [`The bleeding stops; still unconscious at ${hitPointsWord(d.hitPoints.current)} (001:10).`] };
}

/** Brought back from death by resurrection or the like (001:12), at the hit points it gives (the text does not say). */
export function bringBack(data: SixteenData, hitPoints: number): HealthChange {
  const d = settled(data);
  if (!d.health.dead) return { problem: 'Only the dead are brought back (001:12).' };
  const max = d.hitPoints.max ?? hitPoints;
  if (!Number.isInteger(hitPoints) || hitPoints < 1 || hitPoints > max) return { problem: `Hit points after it are a whole number from 1 to ${formatNumber(max)}.`, input: 'hp' };
  return { data: withHealth(d, hitPoints, HEALTHY), words: [`Alive again at ${hitPointsWord(hitPoints)}: resurrection or the like (001:12); the text does not say how many it gives.`] };
}

/** The 2-hour periods of magic-point recovery in a good rest's 8 hours (001:17). */
export const REST_PERIODS = 4;

/**
 * A good 6-8 hour rest, once a day (the caller keeps the day): 20% of the maximum hit points back, rounded up, none
 * for a creature that could not rest or is very weak from disease or hunger (001:12); and 10% of the maximum magic
 * points, rounded up, for each of its four 2-hour periods (001:17). The dead do not rest (001:12); the bleeding must
 * have the bleeding stopped first, or they bleed to death long before the night is out (001:10).
 */
export function goodRest(data: SixteenData, weak: boolean): HealthChange {
  const d = settled(data);
  const max = d.hitPoints.max;
  if (max === null) return { problem: 'Enter the maximum hit points first.' };
  if (d.health.dead) return { problem: 'Dead: a rest does not bring back the dead (001:12).' };
  if (d.health.bleeding) return { problem: 'Bleeding to death: a round of first aid or healing back to 0 or more must stop it before the character can rest (001:10).' };
  const words: string[] = [];
  let next = d;
  if (weak) words.push('No passive healing: the creature could not rest or is very weak from disease or hunger (001:12).');
  else if (d.hitPoints.current >= max) words.push(`Hit points already at the maximum, ${formatNumber(max)}.`);
  else {
    const gain = passiveHealing(max);
    const current = Math.min(max, d.hitPoints.current + gain);
    next = withHealth(d, current, d.health);
    words.push(`Hit points ${formatNumber(d.hitPoints.current)} → ${formatNumber(current)}: 20% of ${formatNumber(max)}, rounded up, is ${formatNumber(gain)} (once a day, 001:12)${current < d.hitPoints.current + gain ? '; it stops at the maximum' : ''}.`);
  }
  const m = d.magic;
  if (m.mpMax > 0 && m.mp < m.mpMax) {
    const mp = Math.min(m.mpMax, m.mp + REST_PERIODS * magicPointRecovery(m.mpMax));
    next = { ...next, magic: { ...m, mp } };
    words.push(`Magic points ${formatNumber(m.mp)} → ${formatNumber(mp)} over ${REST_PERIODS} periods of 2 hours (10% of ${formatNumber(m.mpMax)} each, rounded up; 001:17).`);
  }
  return { data: next, words };
}

/** Magic points spent on a spell (001:17). */
export function spendMagic(data: SixteenData, points: number): HealthChange {
  if (!Number.isInteger(points) || points < 1) return { problem: 'Spend a whole number of 1 or more magic points.', input: 'points' };
  if (points > data.magic.mp) return { problem: `There ${data.magic.mp === 1 ? 'is' : 'are'} only ${magicPointsWord(data.magic.mp)}.`, input: 'points' };
  const mp = data.magic.mp - points;
  return { data: { ...data, magic: { ...data.magic, mp } }, words: [`${magicPointsWord(mp)} left of ${formatNumber(data.magic.mpMax)} (001:17).`] };
}

/** Magic points recovered over `periods` of 2 hours: 10% of the maximum each, rounded up, up to it (001:17). */
export function recoverMagic(data: SixteenData, periods: number): HealthChange {
  if (!Number.isInteger(periods) || periods < 1 || periods > 1000) return { problem: 'Give a whole number of 2-hour periods, 1 to 1,000.', input: 'periods' };
  const m = data.magic;
  if (m.mp >= m.mpMax) return { problem: `Magic points are already at the maximum, ${formatNumber(m.mpMax)}.` };
  const mp = Math.min(m.mpMax, m.mp + periods * magicPointRecovery(m.mpMax));
  return { data: { ...data, magic: { ...m, mp } }, words: [`Magic points ${formatNumber(m.mp)} → ${formatNumber(mp)} of ${formatNumber(m.mpMax)}: 10% of the maximum, rounded up, every 2 hours (001:17).`] };
}
