/**
 * The Dark Dungeons tables the command line prints (`rules dark-dungeons <table> [--flag value]`), each with its
 * citation. Queries take the flags as typed and refuse bad ones with a RangeError sentence.
 */
import type { RulesTable } from '../types';
import type { AbilityScores, ClassId } from './character';
import { CLASS_IDS, CLASS_TABLES } from './data/classes';
import { CLASS_REQUIREMENTS } from './data/class-requirements';
import { WEAPONS, TABLE_6_1_CITATION } from './data/weapons';
import { UNDEAD_TYPES, turnUndeadRow, TURN_UNDEAD_CITATION } from './data/turn-undead';
import { ABILITY_MODIFIER_TABLE, ABILITY_MODIFIER_CITATION } from './data/ability-modifiers';
import type { Citation } from './data/types';
import { rerollVerdict } from './rules/rolling';

const cite = (c: Citation) => `${c.file} lines ${c.lines}`;

function classId(id: string | undefined): ClassId {
  const found = CLASS_IDS.find((c) => c === id);
  if (!found) throw new RangeError(`Unknown class "${id ?? ''}"; classes: ${CLASS_IDS.join(', ')}.`);
  return found;
}

function level(raw: string | undefined, flag = '--level'): number {
  if (raw === undefined) throw new RangeError(`Give ${flag} <1-36>.`);
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 36) throw new RangeError(`${flag} must be a whole number from 1 to 36, got "${raw}".`);
  return Number(raw);
}

function levelJson(id: ClassId, lvl: number) {
  const row = CLASS_TABLES[id].levels[lvl - 1];
  if (!row) throw new RangeError(`Level ${lvl} is outside 1-36.`);
  return {
    class: id,
    level: lvl,
    xp: row.xp,
    hitDice: row.hitDice,
    attackBonus: row.attackBonus,
    skills: row.skills,
    weaponFeats: row.weaponFeats,
    saves: { ...row.saves },
    spellsPerDay: [...row.spellsPerDay],
    thiefAbilities: { ...(row.thiefAbilities ?? {}) },
  };
}

/** Six scores in order Str, Int, Wis, Dex, Con, Cha, from "8,9,9,6,6,12". */
function sixScores(raw: string | undefined): AbilityScores {
  if (!raw) throw new RangeError('Give --scores with six scores, e.g. --scores 8,9,9,6,6,12 (Str, Int, Wis, Dex, Con, Cha).');
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 6 || parts.some((p) => !/^\d+$/.test(p))) throw new RangeError(`--scores needs six whole numbers separated by commas, got "${raw}".`);
  const values = parts.map(Number);
  const bad = values.find((v) => v < 3 || v > 18);
  if (bad !== undefined) throw new RangeError(`A 3d6 score is 3 to 18; ${bad} is not possible.`);
  const [str = 0, int = 0, wis = 0, dex = 0, con = 0, cha = 0] = values;
  return { str, int, wis, dex, con, cha };
}

export const DARK_DUNGEONS_TABLES: readonly RulesTable[] = [
  {
    id: 'classes',
    title: 'Table 4-1: Class requirements and hit dice',
    citation: '004_b3026cedeba6292d.txt lines 29-50',
    flags: [],
    query: () =>
      CLASS_IDS.map((c) => {
        const req = CLASS_REQUIREMENTS[c];
        return { id: c, name: CLASS_TABLES[c].name, primeRequisites: [...req.primeRequisites], canEnhance: [...req.canEnhance], canSacrifice: [...req.canSacrifice], minimums: { ...req.minimums }, hitDie: `d${CLASS_TABLES[c].hitDie}` };
      }),
  },
  {
    id: 'class',
    title: 'A class table: one level or all 36',
    citation: 'the class tables of 004 chapter 4 (e.g. Table 4-3)',
    flags: [
      { name: 'id', help: `the class: ${CLASS_IDS.join(', ')}`, required: true },
      { name: 'level', help: '1-36, or all', required: true },
    ],
    query(flags) {
      const c = classId(flags.id);
      if (flags.level === undefined) throw new RangeError('Give --level <1-36> or --level all.');
      if (flags.level === 'all') return CLASS_TABLES[c].levels.map((r) => levelJson(c, r.level));
      return levelJson(c, level(flags.level));
    },
  },
  {
    id: 'weapons',
    title: 'Table 6-1: Master Weapon Table',
    citation: cite(TABLE_6_1_CITATION),
    flags: [],
    query: () => WEAPONS.map((w) => ({ id: w.id, name: w.name, category: w.category, damage: w.damage, cost: w.costGp, usableBy: [...w.usableBy] })),
  },
  {
    id: 'turn-undead',
    title: 'Table 4-2b: Turning Undead',
    citation: cite(TURN_UNDEAD_CITATION),
    flags: [{ name: 'level', help: 'the cleric level, 1-36', required: true }],
    query(flags) {
      const lvl = level(flags.level);
      const row = turnUndeadRow(lvl);
      return { level: lvl, results: Object.fromEntries(UNDEAD_TYPES.map((u) => [u, row[u]])) };
    },
  },
  {
    id: 'ability-modifiers',
    title: 'Table 3-1: Ability modifiers',
    citation: cite(ABILITY_MODIFIER_CITATION),
    flags: [],
    query: () => ABILITY_MODIFIER_TABLE.map((r) => ({ ...r })),
  },
  {
    id: 'reroll-check',
    title: 'Whether six rolled scores must be rolled again',
    citation: '004_b3026cedeba6292d.txt lines 17-21',
    flags: [{ name: 'scores', help: 'six scores in order Str,Int,Wis,Dex,Con,Cha', required: true }],
    query: (flags) => rerollVerdict(sixScores(flags.scores)),
  },
];
