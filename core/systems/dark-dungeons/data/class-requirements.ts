/**
 * Table 4-1: Class Ability Requirements (source 004, lines 29-38): which abilities each class may enhance and
 * sacrifice at creation, its minimum scores, and its experience bonus.
 *
 * The extracted text prints the header in a jumbled order ("Class / Abilities Can Be Enhanced / Experience Bonus /
 * Can Be Sacrified / Minimum Required") but every row reads Class, Enhanced, Sacrificed, Minimum, Experience Bonus;
 * the rows are intact and agree with the supplement's clean transcription (section 2) except for the mystic's prime
 * requisites (see MYSTIC_NOTE).
 */
import { ABILITY_ABBREVIATIONS } from './ability-modifiers';
import type { AbilityId, Citation, ClassId } from './types';

/** How a class's experience bonus is worked out from its prime requisite(s). */
export type XpBonusRule =
  /** One ability; the first band that holds the score gives the percentage. Scores in no band give 0. */
  | { kind: 'bands'; ability: AbilityId; bands: readonly { min: number; max?: number; percent: number }[] }
  /** Two abilities: `either` percent when one of them reaches `threshold`, `both` percent when both do. */
  | {
      kind: 'either-both';
      abilities: readonly [AbilityId, AbilityId];
      threshold: number;
      either: number;
      both: number;
    };

/** One row of Table 4-1. */
export interface ClassRequirement {
  readonly classId: ClassId;
  /** The abilities the experience bonus reads (e.g. elf: Str and Int). */
  readonly primeRequisites: readonly AbilityId[];
  /** Abilities that may be raised (to at most 18), two sacrificed points per point raised. */
  readonly canEnhance: readonly AbilityId[];
  /** Abilities that may be lowered (never below 9) to pay for enhancement. */
  readonly canSacrifice: readonly AbilityId[];
  /** Minimum scores, to be met after enhancing and sacrificing (source line 50). Key order is the printed order. */
  readonly minimums: Readonly<Partial<Record<AbilityId, number>>>;
  readonly xpBonus: XpBonusRule;
  readonly citation: Citation;
}

const SOURCE = '004_b3026cedeba6292d.txt';
const TABLE = 'Table 4-1: Class Ability Requirements';

/**
 * Why no class gets an XP penalty: Table 4-1 prints bonuses only; the [ORIG] transcription the supplement follows
 * gives bonuses only (supplement line 79); the -20%/-10% bands of supplement line 78 are the later [PJS] edition's.
 * Line 54's "(or sometimes a penalty)" points at Chapter 11, which we do not have in the [ORIG] wording.
 */
export const NO_PENALTY_NOTE =
  'No XP penalty for low prime requisites: Table 4-1 (004:31-38) prints bonuses only; the penalty bands at ' +
  'supplement:78 are the [PJS] edition\'s, not the [ORIG] one the source follows.';

/** The one place where the source and the supplement disagree. */
const MYSTIC_NOTE =
  'Mystic: 004:37 gives the XP bonus on Str alone, so the prime requisite is Str; the supplement (line 170) says ' +
  'Str and Dex. The source wins; Dex stays enhanceable.';

/** Single-ability classes all use the same two bands: 13-15 gives +5%, 16 and up +10%. */
function bands(ability: AbilityId): XpBonusRule {
  return {
    kind: 'bands',
    ability,
    bands: [
      { min: 13, max: 15, percent: 5 },
      { min: 16, percent: 10 },
    ],
  };
}

/** Two-ability classes: one score of 13+ gives +5%, both give +10%. */
function eitherBoth(a: AbilityId, b: AbilityId): XpBonusRule {
  return { kind: 'either-both', abilities: [a, b], threshold: 13, either: 5, both: 10 };
}

function cite(line: number, note?: string): Citation {
  return note === undefined
    ? { file: SOURCE, lines: `29-30, ${line}`, table: TABLE }
    : { file: SOURCE, lines: `29-30, ${line}`, table: TABLE, note };
}

/** Table 4-1, one row per class, in the printed order. */
export const CLASS_REQUIREMENTS: Readonly<Record<ClassId, ClassRequirement>> = {
  cleric: {
    classId: 'cleric',
    primeRequisites: ['wis'],
    canEnhance: ['wis'],
    canSacrifice: ['str', 'int'],
    minimums: { wis: 9 },
    xpBonus: bands('wis'),
    citation: cite(31),
  },
  dwarf: {
    classId: 'dwarf',
    primeRequisites: ['str'],
    canEnhance: ['str'],
    canSacrifice: ['int', 'wis'],
    minimums: { con: 9 },
    xpBonus: bands('str'),
    citation: cite(32),
  },
  elf: {
    classId: 'elf',
    primeRequisites: ['str', 'int'],
    canEnhance: ['str', 'int'],
    canSacrifice: ['wis'],
    minimums: { int: 9 },
    xpBonus: eitherBoth('str', 'int'),
    citation: cite(33),
  },
  fighter: {
    classId: 'fighter',
    primeRequisites: ['str'],
    canEnhance: ['str'],
    canSacrifice: ['int', 'wis'],
    minimums: { str: 9 },
    xpBonus: bands('str'),
    citation: cite(34),
  },
  halfling: {
    classId: 'halfling',
    primeRequisites: ['str', 'dex'],
    canEnhance: ['str', 'dex'],
    canSacrifice: ['int', 'wis'],
    minimums: { dex: 9, con: 9 },
    xpBonus: eitherBoth('str', 'dex'),
    citation: cite(35),
  },
  'magic-user': {
    classId: 'magic-user',
    primeRequisites: ['int'],
    canEnhance: ['int'],
    canSacrifice: ['str', 'wis'],
    minimums: { int: 9 },
    xpBonus: bands('int'),
    citation: cite(36),
  },
  mystic: {
    classId: 'mystic',
    primeRequisites: ['str'],
    canEnhance: ['str', 'dex'],
    canSacrifice: ['int', 'wis'],
    minimums: { wis: 13, dex: 13 },
    xpBonus: bands('str'),
    citation: cite(37, MYSTIC_NOTE),
  },
  thief: {
    classId: 'thief',
    primeRequisites: ['dex'],
    canEnhance: ['dex'],
    canSacrifice: ['str', 'int', 'wis'],
    minimums: { dex: 9 },
    xpBonus: bands('dex'),
    citation: cite(38),
  },
};

/** "13-15" or "16+", the way Table 4-1 labels a band. */
function bandLabel(band: { min: number; max?: number }): string {
  return band.max === undefined ? `${band.min}+` : `${band.min}-${band.max}`;
}

/**
 * The percent of {@link xpBonusPercent} without its explanation: a quick character weighs every adjustment it could
 * make by it, and wording each was wasted. The tests hold the two equal.
 */
export function xpBonusOnly(classId: ClassId, scores: Readonly<Record<AbilityId, number>>): number {
  const rule = CLASS_REQUIREMENTS[classId].xpBonus;
  if (rule.kind === 'bands') {
    const score = scores[rule.ability];
    return rule.bands.find((b) => score >= b.min && (b.max === undefined || score <= b.max))?.percent ?? 0;
  }
  const qualifying = (scores[rule.abilities[0]] >= rule.threshold ? 1 : 0) + (scores[rule.abilities[1]] >= rule.threshold ? 1 : 0);
  return qualifying === 2 ? rule.both : qualifying === 1 ? rule.either : 0;
}

/**
 * The experience bonus a class gets from the character's scores, with a plain-words explanation such as
 * "Dex 16 (16+) gives +10% (Table 4-1)". Scores below every band give 0, never a penalty (see NO_PENALTY_NOTE).
 */
export function xpBonusPercent(
  classId: ClassId,
  scores: Readonly<Record<AbilityId, number>>,
): { percent: number; explanation: string } {
  const rule = CLASS_REQUIREMENTS[classId].xpBonus;
  if (rule.kind === 'bands') {
    const name = ABILITY_ABBREVIATIONS[rule.ability];
    const score = scores[rule.ability];
    const band = rule.bands.find((b) => score >= b.min && (b.max === undefined || score <= b.max));
    if (band === undefined) {
      const lowest = Math.min(...rule.bands.map((b) => b.min));
      return { percent: 0, explanation: `${name} ${score} (below ${lowest}) gives no bonus (Table 4-1)` };
    }
    return { percent: band.percent, explanation: `${name} ${score} (${bandLabel(band)}) gives +${band.percent}% (Table 4-1)` };
  }
  const [a, b] = rule.abilities;
  const t = rule.threshold;
  const describe = (id: AbilityId): string =>
    `${ABILITY_ABBREVIATIONS[id]} ${scores[id]} (${scores[id] >= t ? `${t}+` : `below ${t}`})`;
  const qualifying = [a, b].filter((id) => scores[id] >= t).length;
  const both = `${describe(a)} and ${describe(b)}`;
  if (qualifying === 2) return { percent: rule.both, explanation: `${both}: both give +${rule.both}% (Table 4-1)` };
  if (qualifying === 1) return { percent: rule.either, explanation: `${both}: one gives +${rule.either}% (Table 4-1)` };
  return { percent: 0, explanation: `${both}: neither reaches ${t}, no bonus (Table 4-1)` };
}
