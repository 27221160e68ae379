/**
 * Orcus at the combat tracker: the 17 conditions (002:1482-1559), initiative (002:1068-1071), hit points with
 * staggered, dying and death (002:1440-1478), recoveries and rests (002:1444-1447, 002:1953-1962, 002:2309-2317).
 * The helpers below are pure: they take the payload and the maxima (overrides applied) and return the new payload
 * with sentences saying what the rules did.
 */
import type { CombatDef, ConditionDef, StepResult } from '../types';
import type { OrcusData } from './character';
import { shortCite } from './data/source';

type Result = StepResult<OrcusData>;

const condition = (id: string, name: string, description: string, lines: string): ConditionDef => ({ id, name, description, source: shortCite(lines) });

/** The 17 conditions, in the text's order and words (each instance keeps its own duration; effects do not worsen, 002:1485). */
export const ORCUS_CONDITIONS: readonly ConditionDef[] = [
  condition('blinded', 'Blinded', 'Can’t see; fails checks that need sight; attacks against you have combat advantage; −10 Perception; can’t flank.', '1487-1491'),
  condition('controlled', 'Controlled', 'Dazed; the controller picks your actions but can’t spend your action points or encounter or daily powers.', '1492-1494'),
  condition('dazed', 'Dazed', 'Grants combat advantage; can’t flank; one standard action a turn (or a move or swift instead) plus free actions; no immediate or opportunity actions.', '1495-1499'),
  condition('deafened', 'Deafened', 'Can’t hear; fails checks that need hearing; −10 Perception.', '1500-1502'),
  condition('dying', 'Dying', 'Unconscious; a death saving throw at the end of each of your turns.', '1503-1505'),
  condition('helpless', 'Helpless', 'Grants combat advantage; your stance ends; you can be the target of a Coup de Grace.', '1506-1510'),
  condition('immobile', 'Immobile', 'You cannot willingly move into another square.', '1511-1512'),
  condition('marked', 'Marked', '−2 to attacks that don’t include the marker; ends if the marker dies or falls unconscious; a new mark replaces the old; lasts to the end of the encounter unless stated.', '1513-1517'),
  condition('petrified', 'Petrified', 'Inanimate: can’t move, speak or act, unaware; grants combat advantage; resistance 20 to all damage; does not age.', '1518-1524'),
  condition('prone', 'Prone', 'Only Crawl, teleport or stand up; −2 to attacks; melee attacks against you have combat advantage; +2 to defenses against ranged attacks from non-adjacent attackers; fliers fall.', '1525-1531'),
  condition('rattled', 'Rattled', '−2 to attack rolls.', '1532-1533'),
  condition('restrained', 'Restrained', 'Can’t be moved into another square, willingly or not; −2 to attacks; attacks against you have combat advantage.', '1534-1537'),
  condition('slowed', 'Slowed', 'Every speed but teleport becomes 2 if higher, after all other modifiers (a Dash still adds +2).', '1538-1541'),
  condition('stunned', 'Stunned', 'Can’t move, speaks only falteringly; grants combat advantage; no actions or reactions; can’t flank.', '1542-1546'),
  condition('surprised', 'Surprised', 'Grants combat advantage; a single standard action on your turn; no free actions; can’t flank; ends with the surprise round.', '1547-1552'),
  condition('unconscious', 'Unconscious', 'No actions; can’t flank; −5 to all defenses; you fall prone.', '1553-1557'),
  condition('weakened', 'Weakened', 'The damage of your attacks is halved, except persistent damage.', '1558-1559'),
];

/** The staggered value: half the maximum, rounded down (002:1449, 002:104). */
export function staggeredValue(max: number): number {
  return Math.floor(max / 2);
}

/** The recovery value: one-quarter of the maximum, rounded down (002:1447, 002:104). */
export function recoveryValue(max: number): number {
  return Math.floor(max / 4);
}

/**
 * The rules' word for a hit-point total: "Dead" at minus the staggered value or worse (002:1456), "Dying" at 0 or
 * below (unconscious, death saving throws, 002:1458-1461), "Staggered" at half the maximum or fewer (002:1449).
 * Monsters usually die at 0 instead (002:1465); the tracker shows the player-character rule.
 */
export function healthState(current: number, max: number): string | null {
  if (max <= 0) return null;
  if (current <= -staggeredValue(max)) return 'Dead';
  if (current <= 0) return 'Dying';
  if (current <= staggeredValue(max)) return 'Staggered';
  return null;
}

export const orcusCombat: CombatDef = {
  initiative: {
    description: 'Each combatant rolls an Initiative check, d20 + Dex modifier + level bonus; the GM rolls once for a group of identical creatures. Highest goes first, the order stays the same each round (002:1068-1070, 002:183, 002:618).',
    mode: 'individual',
    dice: '1d20',
    ties: 'The higher initiative modifier goes first; if that ties too, flip a coin (002:1071).',
  },
  damageModel: 'hit-points',
  healthState,
};

/** Damage: temporary hit points first (002:1474), then hit points, which may go below 0 (002:1210). */
export function takeDamage(data: OrcusData, amount: number, maxHp: number): Result {
  if (!Number.isInteger(amount) || amount < 0) return { problem: 'Damage is a whole number of 0 or more.' };
  const absorbed = Math.min(data.vitals.tempHp, amount);
  const hp = data.vitals.hp - (amount - absorbed);
  const notices: string[] = [];
  if (absorbed > 0) notices.push(`${absorbed} of the damage is taken by temporary hit points (002:1474).`);
  const state = healthState(hp, maxHp);
  const before = healthState(data.vitals.hp, maxHp);
  if (state === 'Dead' && before !== 'Dead') notices.push(`At ${hp} HP, minus the staggered value ${staggeredValue(maxHp)} or worse, the character dies (002:1456).`);
  else if (state === 'Dying' && before !== 'Dying') notices.push('At 0 HP or below the character falls unconscious and prone, and makes death saving throws (002:1458-1461, 002:1557).');
  else if (state === 'Staggered' && before === null) notices.push(`Staggered: ${hp} HP is half the maximum or fewer (002:1449).`);
  return { data: { ...data, vitals: { ...data.vitals, hp, tempHp: data.vitals.tempHp - absorbed } }, notices };
}

/** Healing: from 0 when below it (002:1453-1454), never above the maximum (002:1442); it does not restore temporary HP (002:1476). */
export function heal(data: OrcusData, amount: number, maxHp: number): Result {
  if (!Number.isInteger(amount) || amount < 0) return { problem: 'Healing is a whole number of 0 or more.' };
  const from = Math.max(0, data.vitals.hp);
  const hp = Math.min(maxHp, from + amount);
  const notices: string[] = [];
  if (data.vitals.hp < 0) notices.push(`Healing at ${data.vitals.hp} HP starts from 0 (002:1453).`);
  if (from + amount > maxHp) notices.push(`Healing stops at the maximum, ${maxHp}; the rest is lost (002:1442).`);
  return { data: { ...data, vitals: { ...data.vitals, hp } }, notices };
}

/** Spends a recovery to regain the recovery value (002:1446-1447); with none left a dying creature goes to 1 HP (002:1463). */
export function spendRecovery(data: OrcusData, maxHp: number): Result {
  if (data.vitals.recoveries <= 0) {
    if (data.vitals.hp <= 0) return { data: { ...data, vitals: { ...data.vitals, hp: 1 } }, notices: ['No recoveries left: a dying creature’s HP is set to 1 instead (002:1463).'] };
    return { problem: 'No recoveries are left until the next long rest (002:2311).' };
  }
  const healed = heal({ ...data, vitals: { ...data.vitals, recoveries: data.vitals.recoveries - 1 } }, recoveryValue(maxHp), maxHp);
  if ('problem' in healed) return healed;
  return { data: healed.data, notices: [`A recovery heals ${recoveryValue(maxHp)}, one-quarter of ${maxHp} (002:1447).`, ...(healed.notices ?? [])] };
}

/** A death saving throw (002:1460-1463): 10 or more succeeds; 20 or more spends a recovery; the third failure kills. */
export function deathSave(data: OrcusData, roll: number, maxHp: number): Result {
  if (!Number.isInteger(roll) || roll < 1 || roll > 40) return { problem: 'Type the d20 roll with its bonuses.' };
  if (data.vitals.hp > 0) return { problem: 'Death saving throws are made only at 0 HP or below (002:1460).' };
  if (roll >= 20) {
    const spent = spendRecovery(data, maxHp);
    if ('problem' in spent) return spent;
    const hp = data.vitals.recoveries > 0 ? recoveryValue(maxHp) : 1;
    return { data: { ...spent.data, vitals: { ...spent.data.vitals, hp } }, notices: [`${roll}: a recovery is spent and HP set to ${hp}; conscious but still prone (002:1462-1463).`] };
  }
  if (roll >= 10) return { data, notices: [`${roll}: success, no change (002:1461).`] };
  const failures = Math.min(3, data.vitals.deathSaveFailures + 1);
  const notice = failures >= 3 ? `${roll}: the third failure; the character dies (002:1461).` : `${roll}: failure ${failures} of 3 (002:1461).`;
  return { data: { ...data, vitals: { ...data.vitals, deathSaveFailures: failures } }, notices: [notice] };
}

/** A short rest, at least 5 minutes (002:1957): death-save failures reset (002:1461), temporary HP end (002:1478). */
export function shortRest(data: OrcusData): Result {
  return { data: { ...data, vitals: { ...data.vitals, deathSaveFailures: 0, tempHp: 0 } }, notices: ['Encounter powers are usable again (002:910).'] };
}

/** A long rest, at least 6 hours, once a day (002:1959-1960): full HP and recoveries (002:2311), action points reset to 1 (002:1119). */
export function longRest(data: OrcusData, maxHp: number, maxRecoveries: number): Result {
  if (data.vitals.hp <= -staggeredValue(maxHp) || data.vitals.deathSaveFailures >= 3) return { problem: 'A dead character cannot rest back to life; only magic restores it (002:1443).' };
  return {
    data: { ...data, vitals: { hp: maxHp, tempHp: 0, recoveries: maxRecoveries, deathSaveFailures: 0, actionPoints: 1 } },
    notices: ['Daily powers are usable again (002:2311).'],
  };
}
