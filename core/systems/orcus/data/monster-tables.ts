/**
 * The GM's monster tables (002:1581-1907): ranks, roles with their defences, hit points and attacks, the XP table and
 * the damage table, the resistance "X" by level, and the resistances and vulnerabilities that sources and tags bring.
 */
import { cite, type Citation, type Reconstruction } from './source';

export type MonsterRank = 'mook' | 'standard' | 'elite' | 'boss';
export const MONSTER_RANKS: readonly MonsterRank[] = ['mook', 'standard', 'elite', 'boss'];

export interface RankDef {
  readonly id: MonsterRank;
  readonly name: string;
  /** Hit points: 1 for a mook, else the role's figure times this (002:1589, 002:1594, 002:1601). */
  readonly hpMultiplier: number;
  /** Bonus on saving throws (002:1595, 002:1602). */
  readonly saveBonus: number;
  /** Action points per encounter (002:1596, 002:1603). */
  readonly actionPoints: number;
  /** How many standard monsters it is worth (002:1587, 002:1592, 002:1599). */
  readonly standards: number;
  readonly citation: Citation;
}

export const RANKS: Readonly<Record<MonsterRank, RankDef>> = {
  mook: { id: 'mook', name: 'Mook', hpMultiplier: 0, saveBonus: 0, actionPoints: 0, standards: 0.25, citation: cite('1586-1590') },
  standard: { id: 'standard', name: 'Standard', hpMultiplier: 1, saveBonus: 0, actionPoints: 0, standards: 1, citation: cite('1584-1585') },
  elite: { id: 'elite', name: 'Elite', hpMultiplier: 2, saveBonus: 2, actionPoints: 1, standards: 2, citation: cite('1591-1597') },
  boss: { id: 'boss', name: 'Boss', hpMultiplier: 4, saveBonus: 5, actionPoints: 2, standards: 5, citation: cite('1598-1604') },
};

export type MonsterRole = 'archer' | 'blocker' | 'skulker' | 'spoiler' | 'striker' | 'wrecker';
export const MONSTER_ROLES: readonly MonsterRole[] = ['archer', 'blocker', 'skulker', 'spoiler', 'striker', 'wrecker'];

export interface RoleDef {
  readonly id: MonsterRole;
  readonly name: string;
  /** Each defence is this number + level. */
  readonly ac: number;
  readonly fort: number;
  readonly ref: number;
  readonly will: number;
  /** Standard hit points: base + perLevel × level. */
  readonly hpBase: number;
  readonly hpPerLevel: number;
  /** Attack vs AC: this + level. */
  readonly attackVsAc: number;
  /** Attack vs Fortitude, Reflex or Will: this + level; null where the text prints none. */
  readonly attackVsOther: number | null;
  /** What the role does (002:1607-1613). */
  readonly description: string;
  readonly citation: Citation;
}

/** Role figures (002:1800-1831). */
export const ROLES: Readonly<Record<MonsterRole, RoleDef>> = {
  archer: { id: 'archer', name: 'Archer', ac: 12, fort: 11, ref: 12, will: 12, hpBase: 21, hpPerLevel: 4, attackVsAc: 5, attackVsOther: 3, description: 'Make powerful ranged or far attacks, or both.', citation: cite('1802-1806') },
  blocker: { id: 'blocker', name: 'Blocker', ac: 16, fort: 13, ref: 12, will: 12, hpBase: 24, hpPerLevel: 5, attackVsAc: 5, attackVsOther: 3, description: 'Protect their allies.', citation: cite('1807-1811') },
  skulker: { id: 'skulker', name: 'Skulker', ac: 14, fort: 12, ref: 13, will: 11, hpBase: 21, hpPerLevel: 4, attackVsAc: 5, attackVsOther: null, description: 'Do devastating attacks every so often, interspersed with hiding or escaping.', citation: cite('1812-1816') },
  spoiler: { id: 'spoiler', name: 'Spoiler', ac: 14, fort: 12, ref: 11, will: 13, hpBase: 24, hpPerLevel: 5, attackVsAc: 5, attackVsOther: 3, description: 'Mess the PCs up with attacks that inflict harmful effects instead of or in addition to hit point damage.', citation: cite('1817-1821') },
  striker: { id: 'striker', name: 'Striker', ac: 14, fort: 11, ref: 13, will: 12, hpBase: 24, hpPerLevel: 5, attackVsAc: 5, attackVsOther: 3, description: 'Take advantage of mobility to make attacks and avoid being tied down in combat.', citation: cite('1822-1826') },
  wrecker: { id: 'wrecker', name: 'Wrecker', ac: 12, fort: 13, ref: 11, will: 12, hpBase: 27, hpPerLevel: 6, attackVsAc: 5, attackVsOther: 3, description: 'Bring the pain (do a lot of damage).', citation: cite('1827-1831') },
};

/**
 * The Skulker prints only "Attack: +5 + level" (002:1816). Every other role attacks the non-AC defences at +3 + level,
 * two below its AC attack; the builder uses +3 + level for the Skulker too and marks it as a reconstruction.
 */
export const SKULKER_OTHER_ATTACK: Reconstruction = {
  citation: cite('1816'),
  note: 'The Skulker prints no attack against Fortitude, Reflex or Will; +3 + level, as every other role (002:1806-1831), is used and marked.',
};

/** Table - Monster XP (002:1691-1723): [level, mook, standard, elite, boss]. */
const XP_RAW: readonly (readonly [number, number, number, number, number])[] = [
  [1, 25, 100, 200, 500],
  [2, 31, 125, 250, 625],
  [3, 38, 150, 300, 750],
  [4, 44, 175, 350, 875],
  [5, 50, 200, 400, 1_000],
  [6, 63, 250, 500, 1_250],
  [7, 75, 300, 600, 1_500],
  [8, 88, 350, 700, 1_750],
  [9, 100, 400, 800, 2_000],
  [10, 125, 500, 1_000, 2_500],
  [11, 150, 600, 1_200, 3_000],
  [12, 175, 700, 1_400, 3_500],
  [13, 200, 800, 1_600, 4_000],
  [14, 250, 1_000, 2_000, 5_000],
  [15, 300, 1_200, 2_400, 6_000],
  [16, 350, 1_400, 2_800, 7_000],
  [17, 400, 1_600, 3_200, 8_000],
  [18, 500, 2_000, 4_000, 10_000],
  [19, 600, 2_400, 4_800, 12_000],
  [20, 700, 2_800, 5_600, 14_000],
  [21, 800, 3_200, 6_400, 16_000],
  [22, 1_000, 4_000, 8_000, 20_000],
  [23, 1_200, 4_800, 9_600, 24_000],
  [24, 1_400, 5_600, 11_200, 28_000],
  [25, 1_600, 6_400, 12_800, 32_000],
  [26, 2_000, 8_000, 16_000, 40_000],
  [27, 2_400, 9_600, 19_200, 48_000],
  [28, 2_800, 11_200, 22_400, 56_000],
  [29, 3_200, 12_800, 25_600, 64_000],
  [30, 4_000, 16_000, 32_000, 80_000],
];

export interface MonsterXpRow {
  readonly level: number;
  readonly mook: number;
  readonly standard: number;
  readonly elite: number;
  readonly boss: number;
}

export const MONSTER_XP: readonly MonsterXpRow[] = XP_RAW.map(([level, mook, standard, elite, boss]) => ({ level, mook, standard, elite, boss }));
export const MONSTER_XP_CITATION: Citation = cite('1687-1723');
/** Source line of a level's row in the XP table. */
export const monsterXpLine = (level: number): number => 1693 + level;

/** Table - Monster Level and Damage (002:1870-1907), which runs to level 35: [level, mook, at-will single, at-will multi, surge single, surge multi, wrecker bonus]. */
const DAMAGE_RAW: readonly (readonly [number, number, string, string, string, string, number])[] = [
  [1, 5, '1d10+3', '1d6+3', '2d8+3', '1d10+3', 2],
  [2, 5, '1d12+3', '1d8+3', '2d10+2', '1d12+3', 3],
  [3, 6, '1d12+4', '1d8+3', '2d10+3', '1d12+4', 3],
  [4, 6, '1d12+5', '1d8+4', '2d12+3', '1d12+5', 3],
  [5, 7, '2d8+4', '1d10+4', '2d12+4', '2d8+4', 3],
  [6, 7, '2d10+3', '1d12+4', '3d8+5', '2d10+3', 4],
  [7, 8, '2d10+4', '1d12+4', '3d10+3', '2d10+4', 4],
  [8, 8, '2d10+5', '1d12+5', '3d10+5', '2d10+5', 4],
  [9, 9, '2d12+4', '1d12+6', '4d8+5', '2d12+4', 4],
  [10, 9, '2d12+5', '2d8+5', '4d8+6', '2d12+5', 5],
  [11, 10, '3d8+5', '2d8+5', '6d6+4', '3d8+5', 5],
  [12, 10, '3d8+6', '2d8+6', '6d6+6', '3d8+6', 5],
  [13, 11, '3d8+7', '2d10+5', '4d10+6', '3d8+7', 5],
  [14, 11, '3d10+5', '2d10+6', '5d8+6', '3d10+5', 6],
  [15, 12, '3d10+6', '2d10+6', '5d8+7', '3d10+6', 6],
  [16, 12, '3d10+7', '2d10+7', '7d6+7', '3d10+7', 6],
  [17, 13, '4d8+7', '2d12+6', '4d12+7', '4d8+7', 6],
  [18, 13, '4d8+8', '2d12+7', '5d10+7', '4d8+8', 7],
  [19, 14, '6d6+6', '2d12+7', '5d10+8', '6d6+6', 7],
  [20, 14, '6d6+7', '2d12+8', '7d8+6', '6d6+7', 7],
  [21, 15, '6d6+8', '3d8+8', '7d8+7', '6d6+8', 7],
  [22, 15, '4d10+8', '3d8+9', '7d8+8', '4d10+8', 8],
  [23, 16, '5d8+8', '3d8+9', '5d12+8', '5d8+8', 8],
  [24, 16, '5d8+9', '3d8+10', '5d12+10', '5d8+9', 8],
  [25, 17, '5d8+10', '3d10+8', '8d8+8', '5d8+10', 8],
  [26, 17, '7d6+9', '3d10+9', '8d8+9', '7d6+9', 9],
  [27, 18, '4d12+9', '3d10+9', '8d8+10', '4d12+9', 9],
  [28, 18, '4d12+10', '3d10+10', '6d12+9', '4d12+10', 9],
  [29, 19, '6d8+10', '4d8+10', '6d12+10', '6d8+10', 9],
  [30, 19, '5d10+10', '4d8+11', '9d8+10', '5d10+10', 10],
  [31, 20, '5d10+11', '4d8+11', '9d8+11', '5d10+11', 10],
  [32, 20, '5d10+12', '4d8+12', '8d10+10', '5d10+12', 10],
  [33, 21, '7d8+9', '6d6+10', '8d10+11', '7d8+9', 10],
  [34, 21, '7d8+10', '6d6+11', '7d12+10', '7d8+10', 11],
  [35, 22, '7d8+11', '6d6+11', '7d12+11', '7d8+11', 11],
];

export interface MonsterDamageRow {
  readonly level: number;
  /** Static damage of a mook's attack (002:1865). */
  readonly mook: number;
  readonly atWillSingle: string;
  readonly atWillMulti: string;
  /** "Surge": powers usable once per encounter or on a refresh (002:1863). */
  readonly surgeSingle: string;
  readonly surgeMulti: string;
  /** Added to every attack of a wrecker; half of it (rounded down) for a wrecker mook (002:1869). */
  readonly wreckerBonus: number;
}

export const MONSTER_DAMAGE: readonly MonsterDamageRow[] = DAMAGE_RAW.map(([level, mook, atWillSingle, atWillMulti, surgeSingle, surgeMulti, wreckerBonus]) => ({
  level,
  mook,
  atWillSingle,
  atWillMulti,
  surgeSingle,
  surgeMulti,
  wreckerBonus,
}));
export const MONSTER_DAMAGE_CITATION: Citation = cite('1861-1907');
export const monsterDamageLine = (level: number): number => 1872 + level;
export const MONSTER_DAMAGE_MAX_LEVEL = 35;

/** Monster levels the builder takes: the XP table and the resistance "X" stop at 30 (002:1751, 002:1723). */
export const MONSTER_MAX_LEVEL = 30;

/** Resistance or vulnerability "X": 5 at levels 1-10, 10 at 11-20, 15 at 21-30 (002:1751). */
export function resistX(level: number): number {
  return level <= 10 ? 5 : level <= 20 ? 10 : 15;
}

/** Recoveries: 1; 2 at level 11+; 3 at level 21+ (002:1685-1686). */
export function monsterRecoveries(level: number): number {
  return level >= 21 ? 3 : level >= 11 ? 2 : 1;
}

export type MonsterSource = 'cosmic' | 'elemental' | 'fey' | 'shadow' | 'natural' | 'outsider';
export const MONSTER_SOURCES: readonly MonsterSource[] = ['cosmic', 'elemental', 'fey', 'shadow', 'natural', 'outsider'];

/** What a source, tag or sense brings, with X filled in later (002:1763-1799, 002:1834). */
export interface TraitGrant {
  readonly resist: readonly string[];
  readonly vulnerable: readonly string[];
  readonly special: readonly string[];
  readonly line: number;
}

const grant = (line: number, resist: string[] = [], vulnerable: string[] = [], special: string[] = []): TraitGrant => ({ resist, vulnerable, special, line });

export const SOURCE_GRANTS: Readonly<Record<MonsterSource, TraitGrant>> = {
  cosmic: grant(1764, ['radiant'], ['psychic']),
  elemental: grant(1765),
  outsider: grant(1766, ['radiant'], ['necrotic']),
  fey: grant(1767, [], ['poison']),
  shadow: grant(1768, ['necrotic'], ['radiant']),
  natural: grant(1769),
};

export type MonsterTag =
  | 'demon'
  | 'devil'
  | 'celestial'
  | 'undead-body'
  | 'undead-spirit'
  | 'construct'
  | 'aquatic'
  | 'earth'
  | 'water'
  | 'air'
  | 'fire'
  | 'cold'
  | 'spider'
  | 'ooze'
  | 'reptile'
  | 'plant'
  | 'dragon'
  | 'giant'
  | 'shapechanger'
  | 'swarm'
  | 'mount'
  | 'blind';

export const TAG_GRANTS: Readonly<Record<MonsterTag, TraitGrant & { readonly name: string }>> = {
  demon: { name: 'Demon', ...grant(1777, [], [], ['Reactive resistance X']) },
  devil: { name: 'Devil', ...grant(1778, ['fire']) },
  celestial: { name: 'Celestial', ...grant(1779) },
  'undead-body': { name: 'Undead (from a dead body)', ...grant(1780, ['poison'], ['radiant']) },
  'undead-spirit': { name: 'Undead (from a dead spirit)', ...grant(1781, [], ['radiant'], ['Incorporeal']) },
  construct: { name: 'Construct', ...grant(1782, ['poison', 'psychic'], ['acid']) },
  aquatic: { name: 'Aquatic', ...grant(1783) },
  earth: { name: 'Earth', ...grant(1785) },
  water: { name: 'Water', ...grant(1786, ['acid']) },
  air: { name: 'Air', ...grant(1787) },
  fire: { name: 'Fire', ...grant(1788, ['fire'], ['cold']) },
  cold: { name: 'Cold', ...grant(1789, ['cold'], ['fire']) },
  spider: { name: 'Spider', ...grant(1791) },
  ooze: { name: 'Ooze', ...grant(1792, ['acid']) },
  reptile: { name: 'Reptile', ...grant(1793) },
  plant: { name: 'Plant', ...grant(1794, ['radiant', 'psychic'], ['poison', 'fire']) },
  dragon: { name: 'Dragon', ...grant(1795) },
  giant: { name: 'Giant', ...grant(1796) },
  shapechanger: { name: 'Shapechanger', ...grant(1797) },
  swarm: { name: 'Swarm', ...grant(1798, ['Melee', 'Ranged'], ['Near', 'Far']) },
  mount: { name: 'Mount', ...grant(1799) },
  blind: { name: 'Blind', ...grant(1834, ['radiant']) },
};

export const MONSTER_TAGS = Object.keys(TAG_GRANTS) as MonsterTag[];
