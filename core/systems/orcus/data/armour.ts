/**
 * Table – Armor and Shields (002:686-698) with the armour rules (002:664-685).
 *
 * Empty cells collapsed in the printed rows, so each row is read against its header and the row's neighbours:
 * "Cloth armor | Light | 10 | 1 | 4 lb." is Base AC 10, cost 1, weight 4 lb, with no penalties.
 */
import { cite, type Citation, type Reconstruction } from './source';

export type ArmourType = 'light' | 'heavy';

export interface ArmourDef {
  readonly id: string;
  readonly name: string;
  readonly type: ArmourType;
  /** The base Armor Class the armour gives (002:668). */
  readonly baseAc: number;
  /** Penalty (0 or less) to the skills marked Armor Check Penalty (002:669). */
  readonly checkPenalty: number;
  /** Penalty (0 or less) to every speed (002:674). */
  readonly speedPenalty: number;
  readonly costGp: number;
  readonly weightLb: number;
  readonly line: number;
}

export interface ShieldDef {
  readonly id: string;
  readonly name: string;
  /** Added to AC and Reflex (002:673). */
  readonly bonus: number;
  readonly checkPenalty: number;
  readonly costGp: number;
  readonly weightLb: number;
  readonly line: number;
}

export const ARMOURS: readonly ArmourDef[] = [
  { id: 'cloth', name: 'Cloth armor', type: 'light', baseAc: 10, checkPenalty: 0, speedPenalty: 0, costGp: 1, weightLb: 4, line: 689 },
  { id: 'leather', name: 'Leather armor', type: 'light', baseAc: 12, checkPenalty: 0, speedPenalty: 0, costGp: 25, weightLb: 15, line: 690 },
  { id: 'hide', name: 'Hide armor', type: 'light', baseAc: 13, checkPenalty: -1, speedPenalty: 0, costGp: 30, weightLb: 25, line: 691 },
  { id: 'chainmail', name: 'Chainmail', type: 'heavy', baseAc: 16, checkPenalty: -1, speedPenalty: -1, costGp: 40, weightLb: 40, line: 692 },
  { id: 'scale', name: 'Scale armor', type: 'heavy', baseAc: 17, checkPenalty: 0, speedPenalty: -1, costGp: 45, weightLb: 45, line: 693 },
  { id: 'plate', name: 'Plate armor', type: 'heavy', baseAc: 18, checkPenalty: -2, speedPenalty: -1, costGp: 50, weightLb: 50, line: 694 },
];

export const SHIELDS: readonly ShieldDef[] = [
  { id: 'light-shield', name: 'Light shield', bonus: 1, checkPenalty: 0, costGp: 5, weightLb: 6, line: 697 },
  { id: 'heavy-shield', name: 'Heavy shield', bonus: 2, checkPenalty: -2, costGp: 10, weightLb: 15, line: 698 },
];

export const ARMOUR_CITATION: Citation = cite('664-698');

/**
 * With no armour the character wears clothes, and "Cloth armor is padded armor, or just regular clothes or a robe"
 * (002:677): no armour counts as cloth, Base AC 10, light.
 */
export const UNARMOURED: ArmourDef = { id: 'none', name: 'No armour (clothes count as cloth)', type: 'light', baseAc: 10, checkPenalty: 0, speedPenalty: 0, costGp: 0, weightLb: 0, line: 677 };

/** Non-proficient armour: "a -2 penalty to attack rolls and Reflex defense" (002:667). */
export const NON_PROFICIENT_ARMOUR_PENALTY = -2;

export const ARMOUR_RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    citation: cite('691'),
    note: 'Hide armor prints one "-1" for two penalty columns; it is the armor check penalty, since light armour offers protection "without sacrificing mobility" (002:676).',
  },
  {
    citation: cite('693'),
    note: 'Scale armor prints one "-1" for two penalty columns; it is read as the speed penalty, which both other heavy armours have (002:692, 002:694).',
  },
  { citation: cite('698'), note: 'The heavy shield’s "-2" is its armor check penalty: a shield has no speed penalty in the table.' },
  { citation: cite('677'), note: 'No armour counts as cloth armour (Base AC 10): cloth "is … just regular clothes or a robe".' },
];

export function armourById(id: string): ArmourDef | undefined {
  return ARMOURS.find((a) => a.id === id);
}

export function shieldById(id: string): ShieldDef | undefined {
  return SHIELDS.find((s) => s.id === id);
}

/**
 * The enhancement an enchanted armour +X gives to AC (002:2211-2214): heavy armour doubles it; light armour adds 1 in
 * the prestige tier and 2 in the epic tier ("+3 hide armor worn by a level 11 character gives a +4").
 */
export function armourEnhancement(type: ArmourType, plus: number, level: number): number {
  if (plus <= 0) return 0;
  if (type === 'heavy') return plus * 2;
  return plus + (level >= 21 ? 2 : level >= 11 ? 1 : 0);
}
