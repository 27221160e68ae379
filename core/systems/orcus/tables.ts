/**
 * The Orcus tables the command line prints (`rules orcus <table> [--flag value]`), each with its citation. Queries
 * take the flags as typed and refuse bad ones with a RangeError sentence.
 */
import type { RulesTable } from '../types';
import { ABILITY_IDS, ABILITY_MODIFIER_CITATION, ABILITY_MODIFIER_TABLE, POINT_BUY_BUDGET, POINT_BUY_CITATION, POINT_BUY_COSTS, STANDARD_ARRAY, type AbilityScores } from './data/abilities';
import { ARMOURS, ARMOUR_CITATION, ARMOUR_RECONSTRUCTIONS, SHIELDS } from './data/armour';
import { DIFFICULTY, DIFFICULTY_CITATION } from './data/difficulty';
import { GEAR, GEAR_CITATION, formatCoins } from './data/gear';
import { LEVELS, LEVELS_CITATION, LEVEL_RECONSTRUCTIONS, TIER_NAMES } from './data/levels';
import { MONSTER_DAMAGE, MONSTER_DAMAGE_CITATION, MONSTER_DAMAGE_MAX_LEVEL, MONSTER_MAX_LEVEL, MONSTER_RANKS, MONSTER_ROLES, MONSTER_SOURCES, MONSTER_TAGS, MONSTER_XP, MONSTER_XP_CITATION, type MonsterRank, type MonsterRole, type MonsterSource, type MonsterTag } from './data/monster-tables';
import { POWER_KINDS, POWER_TABLE, POWER_TABLE_CITATION, slotText } from './data/powers';
import { SKILLS, SKILL_RECONSTRUCTIONS } from './data/skills';
import { ALIGNMENTS, ALIGNMENT_CITATION, LANGUAGES, LANGUAGE_CITATION } from './data/personal';
import { citationText, cite } from './data/source';
import { WEAPONS, WEAPONS_CITATION, WEAPON_RECONSTRUCTIONS } from './data/weapons';
import { ORCUS_CONDITIONS } from './combat';
import { buildMonster } from './monsters';
import { pointBuyProblems, pointBuyTotal } from './rules/generation';

/** A whole number from min to max given as a flag, or a RangeError sentence. */
function whole(raw: string | undefined, flag: string, min: number, max: number): number {
  if (raw === undefined) throw new RangeError(`Give --${flag} <${min}-${max}>.`);
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new RangeError(`--${flag} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return Number(raw);
}

/** One row by --level when given, else every row. */
function byLevel<T extends { readonly level: number }>(rows: readonly T[], raw: string | undefined, max: number): T | readonly T[] {
  if (raw === undefined) return rows;
  const level = whole(raw, 'level', 1, max);
  const row = rows.find((r) => r.level === level);
  if (!row) throw new RangeError(`Level ${level} is not in the table.`);
  return row;
}

function oneOfFlag<T extends string>(raw: string | undefined, flag: string, values: readonly T[]): T {
  const found = values.find((v) => v === raw?.toLowerCase());
  if (!found) throw new RangeError(`--${flag} must be one of ${values.join(', ')}${raw === undefined ? '' : `, got "${raw}"`}.`);
  return found;
}

/** Six scores in the book's order Str, Con, Dex, Int, Wis, Cha, from "16,14,14,12,11,8". */
function sixScores(raw: string | undefined): AbilityScores {
  if (!raw) throw new RangeError('Give --scores with six scores in the order Str, Con, Dex, Int, Wis, Cha, e.g. --scores 16,14,14,12,11,8.');
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 6 || parts.some((p) => !/^\d+$/.test(p))) throw new RangeError(`--scores needs six whole numbers separated by commas, got "${raw}".`);
  const [str = 0, con = 0, dex = 0, int = 0, wis = 0, cha = 0] = parts.map(Number);
  return { str, con, dex, int, wis, cha };
}

const levelFlag = (max: number) => ({ name: 'level', help: `1-${max}; every row when left out`, required: false });

export const ORCUS_TABLES: readonly RulesTable[] = [
  {
    id: 'ability-modifiers',
    title: 'Table – Ability Scores and Modifiers',
    citation: citationText(ABILITY_MODIFIER_CITATION),
    flags: [],
    query: () => ABILITY_MODIFIER_TABLE.map(([from, to, modifier]) => ({ scores: from === to ? String(from) : `${from}-${to}`, modifier })),
  },
  {
    id: 'point-buy',
    title: 'Point buy: Table – Ability Score Costs, or the cost and problems of six scores',
    citation: citationText(POINT_BUY_CITATION),
    flags: [{ name: 'scores', help: 'six scores in the order Str,Con,Dex,Int,Wis,Cha to check', required: false }],
    query(flags) {
      if (flags.scores === undefined) return { budget: POINT_BUY_BUDGET, costs: Object.entries(POINT_BUY_COSTS).map(([score, cost]) => ({ score: Number(score), cost })), standardArray: [...STANDARD_ARRAY] };
      const scores = sixScores(flags.scores);
      return { scores: ABILITY_IDS.map((a) => scores[a]), cost: pointBuyTotal(scores), budget: POINT_BUY_BUDGET, problems: pointBuyProblems(scores) };
    },
  },
  {
    id: 'levels',
    title: 'Table – Levels and Their Benefits (realigned)',
    citation: citationText(LEVELS_CITATION),
    flags: [levelFlag(30)],
    query: (flags) => {
      const rows = LEVELS.map((r) => ({ level: r.level, tier: TIER_NAMES[r.tier], levelBonus: r.levelBonus, xp: r.xp, xpToNext: r.xpToNext, abilityIncrease: r.abilityIncrease, feat: r.feat, features: r.features, line: r.line }));
      const picked = byLevel(rows, flags.level, 30);
      return flags.level === undefined ? { rows: picked, reconstructions: LEVEL_RECONSTRUCTIONS.map((r) => r.note) } : picked;
    },
  },
  {
    id: 'powers',
    title: 'Appendix A: Powers Available by Level',
    citation: citationText(POWER_TABLE_CITATION),
    flags: [levelFlag(30)],
    query: (flags) => byLevel(POWER_TABLE.map((r) => ({ level: r.level, ...Object.fromEntries(POWER_KINDS.map((k) => [k, r.slots[k].map(slotText)])) })), flags.level, 30),
  },
  {
    id: 'skills',
    title: 'The 17 skills with their key abilities and armour check penalty',
    citation: citationText(cite('339-505')),
    flags: [],
    query: () => ({
      skills: SKILLS.map((s) => ({ id: s.id, name: s.name, ability: s.ability, armourCheckPenalty: s.armourCheckPenalty, lines: s.citation.lines })),
      reconstructions: SKILL_RECONSTRUCTIONS.map((r) => r.note),
    }),
  },
  {
    id: 'alignments',
    title: 'The five alignments and the nine of the variant',
    citation: citationText(ALIGNMENT_CITATION),
    flags: [],
    query: () => ALIGNMENTS.map((a) => ({ ...a })),
  },
  {
    id: 'languages',
    title: 'Table – Standard Languages and Table – Exotic Languages',
    citation: citationText(LANGUAGE_CITATION),
    flags: [],
    query: () => LANGUAGES.map((l) => ({ ...l })),
  },
  {
    id: 'difficulty',
    title: 'Table – Recommended Difficulty Classes by Level',
    citation: citationText(DIFFICULTY_CITATION),
    flags: [levelFlag(30)],
    query: (flags) => byLevel(DIFFICULTY, flags.level, 30),
  },
  {
    id: 'armour',
    title: 'Table – Armor and Shields (realigned)',
    citation: citationText(ARMOUR_CITATION),
    flags: [],
    query: () => ({ armour: ARMOURS.map((a) => ({ ...a })), shields: SHIELDS.map((s) => ({ ...s })), reconstructions: ARMOUR_RECONSTRUCTIONS.map((r) => r.note) }),
  },
  {
    id: 'weapons',
    title: 'Weapons: the examples built from the templates, the ranged weapons and the garrote',
    citation: citationText(WEAPONS_CITATION),
    flags: [],
    query: () => ({ weapons: WEAPONS.map((w) => ({ ...w, citation: w.citation.lines })), reconstructions: WEAPON_RECONSTRUCTIONS.map((r) => r.note) }),
  },
  {
    id: 'gear',
    title: 'Ammunition, focuses, adventuring gear, mounts and vehicles',
    citation: citationText(GEAR_CITATION),
    flags: [],
    query: () => GEAR.map((g) => ({ id: g.id, name: g.name, category: g.category, cost: formatCoins(g.costCp), weightLb: g.weightLb, line: g.line })),
  },
  {
    id: 'conditions',
    title: 'The 17 conditions',
    citation: citationText(cite('1482-1559')),
    flags: [],
    query: () => ORCUS_CONDITIONS.map((c) => ({ ...c })),
  },
  {
    id: 'monster',
    title: 'A monster built from its level, role and rank (Creating New Monsters)',
    citation: citationText(cite('1747-1907')),
    flags: [
      { name: 'level', help: `1-${MONSTER_MAX_LEVEL}`, required: true },
      { name: 'role', help: MONSTER_ROLES.join(', '), required: true },
      { name: 'rank', help: MONSTER_RANKS.join(', '), required: true },
      { name: 'name', help: 'the monster’s name', required: false },
      { name: 'leader', help: 'yes to add Leader to the role', required: false },
      { name: 'source', help: MONSTER_SOURCES.join(', '), required: false },
      { name: 'tags', help: `comma-separated: ${MONSTER_TAGS.join(', ')}`, required: false },
    ],
    query(flags) {
      const level = whole(flags.level, 'level', 1, MONSTER_MAX_LEVEL);
      const role: MonsterRole = oneOfFlag(flags.role, 'role', MONSTER_ROLES);
      const rank: MonsterRank = oneOfFlag(flags.rank, 'rank', MONSTER_RANKS);
      const source: MonsterSource | undefined = flags.source === undefined ? undefined : oneOfFlag(flags.source, 'source', MONSTER_SOURCES);
      const tags: MonsterTag[] = flags.tags === undefined ? [] : flags.tags.split(',').map((t) => oneOfFlag(t.trim(), 'tags', MONSTER_TAGS));
      if (flags.leader !== undefined && !['yes', 'no'].includes(flags.leader)) throw new RangeError(`--leader must be yes or no, got "${flags.leader}".`);
      return buildMonster({ level, role, rank, name: flags.name ?? '', leader: flags.leader === 'yes', ...(source ? { source } : {}), tags });
    },
  },
  {
    id: 'monster-xp',
    title: 'Table - Monster XP',
    citation: citationText(MONSTER_XP_CITATION),
    flags: [levelFlag(30)],
    query: (flags) => byLevel(MONSTER_XP, flags.level, 30),
  },
  {
    id: 'monster-damage',
    title: 'Table - Monster Level and Damage (to level 35)',
    citation: citationText(MONSTER_DAMAGE_CITATION),
    flags: [levelFlag(MONSTER_DAMAGE_MAX_LEVEL)],
    query: (flags) => byLevel(MONSTER_DAMAGE, flags.level, MONSTER_DAMAGE_MAX_LEVEL),
  },
];
