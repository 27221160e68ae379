/**
 * Orcus at the combat tracker: the 17 conditions (002:1482-1559), initiative (002:1068-1071), and the thresholds of
 * hit points (staggered, recovery value, death, 002:1447-1456). What happens to a character's hit points in play is
 * in health.ts.
 */
import type { CombatDef, ConditionDef } from '../types';
import { shortCite } from './data/source';

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
    // "The order stays the same each round" (002:1070).
    eachRound: false,
  },
  encounterRolls: [],
  damageModel: 'hit-points',
  healthState,
};
