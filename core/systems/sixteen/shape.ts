/**
 * Checks that an untrusted value has the shape of SixteenData: types, ranges and sizes, not rules (a stat of +7, level
 * 0, −5 maximum hit points, a skill at level −3 or negative magic points are allowed: they load as they are and
 * `validate` lists them; a stat of 1e400 is not a number the sheet can use). The ranges here are what the app can
 * hold, never the rules' ranges. Each problem names its path; a number past what the app holds is clamped, a fraction
 * rounded, an unknown field dropped, a repeated id renewed.
 */
import type { RuleViolation } from '../types';
import type { EquipmentItem, Resistance, SixteenData, SixteenHealth, SixteenVariants, SkillEntry, StatScores, Weapon } from './character';
import { ATTACK_TYPE_IDS } from './data/attack-types';
import { bool, int, isObj, list, nullable, object, oneOf, report, text, uniqueIds, type Node } from '../shape-kit';
import { healthOfVersion1 } from './migrations';

/**
 * Bounds no character reaches. Stats within ±20 (the sheet works with −4 to +5; a monster may go beyond); levels,
 * hit dice and skill levels to 1,000; hit points and magic points within a million.
 */
export const SIXTEEN_LIMITS = {
  notes: 200_000,
  line: 1_000,
  id: 200,
  stat: 20,
  level: 1_000,
  points: 1_000_000,
  modifier: 1_000,
  skills: 500,
  weapons: 500,
  resistances: 200,
  equipment: 2_000,
  quantity: 1_000_000,
} as const;

const L = SIXTEEN_LIMITS;
const NAME = '16+';
const STATS = ['str', 'dex', 'con', 'int', 'wis'] as const;

const stat = int(-L.stat, L.stat);
const modifier = int(-L.modifier, L.modifier);
const points = int(-L.points, L.points);
/** Levels of any kind (character, hit dice, skill, magic): held either way; below the rules' least, validate says so. */
const level = int(-L.level, L.level);

const skill = object<SkillEntry>(NAME, { name: text(L.line), level, stat: nullable(oneOf(STATS)) });

const weapon = object<Weapon>(NAME, {
  id: text(L.id),
  name: text(L.line),
  kind: oneOf(['melee', 'ranged']),
  skilled: bool,
  specialised: bool,
  bonus: modifier,
  damage: text(L.line),
});

const resistance = object<Resistance>(NAME, { type: oneOf(ATTACK_TYPE_IDS), modifier });
const item = object<EquipmentItem>(NAME, { id: text(L.id), name: text(L.line), quantity: int(1, L.quantity), note: text(L.line) });

/** The stun save owed: none, after a blow (with its damage), or after mana burn (001:10, 001:18). */
const stunSave: Node = (v, at, out) => {
  if (v === null) return;
  if (!isObj(v)) return report(out, at, 'should be an object or null');
  if (v['cause'] === 'mana-burn') return object<{ cause: string }>(NAME, { cause: oneOf(['mana-burn']) })(v, at, out);
  object<{ cause: string; damage: number }>(NAME, { cause: oneOf(['blow', 'mana-burn']), damage: int(1, L.points) })(v, at, out);
};

const health = object<SixteenHealth>(NAME, { stunSave, manaBurnSave: bool, bleeding: bool, dead: bool });

const FIELDS: Node = object<SixteenData>(NAME, {
  concept: text(L.line),
  stats: nullable(object<StatScores>(NAME, { str: stat, dex: stat, con: stat, int: stat, wis: stat })),
  level,
  hitDice: level,
  hitPoints: object<SixteenData['hitPoints']>(NAME, { max: nullable(points), current: points }),
  health,
  nonLiving: bool,
  ac: object<SixteenData['ac']>(NAME, { melee: nullable(modifier), ranged: nullable(modifier) }),
  skills: list(skill, L.skills),
  weapons: uniqueIds(list(weapon, L.weapons), L.id, 'weapons'),
  magic: object<SixteenData['magic']>(NAME, { level, mpMax: points, mp: points }),
  saveMisc: modifier,
  perceptionMisc: modifier,
  resistances: list(resistance, L.resistances),
  equipment: uniqueIds(list(item, L.equipment), L.id, 'equipment'),
  variants: object<SixteenVariants>(NAME, { skillStat: oneOf(['double', 'single']) }),
  notes: text(L.notes),
});

/** Problems with the payload's shape, each with its repair when one is possible; empty when it is a SixteenData. */
export function checkSixteenShape(data: unknown): RuleViolation[] {
  const out: RuleViolation[] = [];
  // Data of version 1 (a file from before the health state was kept) has no `health` or `nonLiving`. The import
  // cannot add a field (a repair only mends one that is there), so until the system's data migration runs on import
  // the payload is checked as the migration will make it, and read meanwhile through `settled` (rules/health.ts).
  const filled = isObj(data) && (data['health'] === undefined || data['nonLiving'] === undefined) ? { health: healthOfVersion1(data), nonLiving: false, ...data } : data;
  FIELDS(filled, [], out);
  return out;
}
