/**
 * The Murdham tables and rules the command line prints (`rules murdham <table> [--flag value]`), each with its
 * citation; a few take dice already rolled and work the rule out (damage, contest, soulblight, encumbrance). Bad flags
 * are refused with a RangeError sentence.
 */
import type { RulesTable } from '../types';
import { INJURIES, INJURY_CITATION, injuryAt } from './data/injuries';
import { MUTATIONS, MUTATION_CITATION, mutationAt } from './data/mutations';
import { ABILITY_LIMITS, ARMOUR_MAX, COSTS, ENCUMBRANCE, FORAGING, FORAGING_CITATION, RESTS, STARTING_OMENS, TIME_UNITS } from './data/rules';
import { citeFile } from './data/source';
import { damageMode, damageText, explodingTotal, rankContest, resolveDamage, rollsFor, soulblightCheck } from './dice';
import { coinBulk, loadState } from './rules/load';

/** A whole number from min to max typed for `flag`. */
function whole(raw: string | undefined, flag: string, min: number, max: number): number {
  if (raw === undefined) throw new RangeError(`Give --${flag} <${min}-${max}>.`);
  if (!/^-?\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) throw new RangeError(`--${flag} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return Number(raw);
}

/** A list of whole numbers, "6,6,3". */
function numbers(raw: string | undefined, flag: string, example: string): number[] {
  if (raw === undefined || raw.trim() === '') throw new RangeError(`Give --${flag}, e.g. --${flag} ${example}.`);
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^-?\d+$/.test(p))) throw new RangeError(`--${flag} needs whole numbers separated by commas, e.g. ${example}; got "${raw}".`);
  return parts.map(Number);
}

/** Runs a rule function, turning its RangeError into the command line's sentence. */
function rule<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new RangeError(error instanceof Error ? error.message : String(error));
  }
}

const injuryJson = (r: (typeof INJURIES)[number]) => ({ roll: r.roll, name: r.name, text: r.text, line: r.line });
const mutationJson = (m: (typeof MUTATIONS)[number]) => ({
  d12: m.d12[0] === m.d12[1] ? `${m.d12[0]}` : `${m.d12[0]}-${m.d12[1]}`,
  d20: m.d20[0] === m.d20[1] ? `${m.d20[0]}` : `${m.d20[0]}-${m.d20[1]}`,
  name: m.name,
  text: m.text,
  ...(m.sub ? { sub: { die: `d${m.sub.die}`, options: [...m.sub.options] } } : {}),
  line: m.line,
});

export const MURDHAM_TABLES: readonly RulesTable[] = [
  {
    id: 'injuries',
    title: 'D12 injury table',
    citation: citeFile(INJURY_CITATION.from, INJURY_CITATION.to),
    flags: [{ name: 'roll', help: 'a d12 result, 1-12, for one row', required: false }],
    query(flags) {
      if (flags.roll === undefined) return INJURIES.map(injuryJson);
      const row = injuryAt(whole(flags.roll, 'roll', 1, 12));
      return row ? injuryJson(row) : null;
    },
  },
  {
    id: 'mutations',
    title: 'Mutation table (d12 group, then d20)',
    citation: citeFile(MUTATION_CITATION.from, MUTATION_CITATION.to),
    flags: [
      { name: 'd12', help: 'the d12 result, 1-12, for one group', required: false },
      { name: 'd20', help: 'the d20 result, 1-20, with --d12, for one entry', required: false },
    ],
    query(flags) {
      if (flags.d20 !== undefined && flags.d12 === undefined) throw new RangeError('Give --d12 as well as --d20: the d12 picks the group.');
      if (flags.d12 === undefined) return MUTATIONS.map(mutationJson);
      const d12 = whole(flags.d12, 'd12', 1, 12);
      if (flags.d20 === undefined) return MUTATIONS.filter((m) => d12 >= m.d12[0] && d12 <= m.d12[1]).map(mutationJson);
      const row = mutationAt(d12, whole(flags.d20, 'd20', 1, 20));
      return row ? mutationJson(row) : null;
    },
  },
  {
    id: 'foraging',
    title: 'D6 foraging table',
    citation: citeFile(FORAGING_CITATION.from, FORAGING_CITATION.to),
    flags: [{ name: 'roll', help: 'a d6 result, 1-6, for one row', required: false }],
    query(flags) {
      if (flags.roll === undefined) return FORAGING.map((r) => ({ ...r }));
      const roll = whole(flags.roll, 'roll', 1, 6);
      return { ...FORAGING[roll - 1] };
    },
  },
  {
    id: 'rests',
    title: 'Daily and full rests, with their costs',
    citation: citeFile(154, 171),
    flags: [],
    query: () => RESTS.map((r) => ({ ...r })),
  },
  {
    id: 'costs',
    title: 'Costs the core rules state (shillings)',
    citation: citeFile(151, 171),
    flags: [],
    query: () => ({
      meal: { cost: COSTS.meal, line: 157 },
      room: { cost: COSTS.room, line: 159 },
      animalFood: { cost: COSTS.animalFood, line: 160 },
      stable: { cost: COSTS.stable, line: 160 },
      fullRest: { cost: COSTS.fullRest, perConditionCleared: COSTS.fullRestPerCondition, line: 171 },
      funeral: { cost: COSTS.funeral, remainsReturned: COSTS.funeral / 2, line: 151 },
    }),
  },
  {
    id: 'time',
    title: 'Rounds, stretches and watches',
    citation: citeFile(2, 6),
    flags: [],
    query: () => TIME_UNITS.map((t) => ({ ...t })),
  },
  {
    id: 'limits',
    title: 'Ability, armour and omen limits',
    citation: citeFile(8, 138),
    flags: [],
    query: () => ({
      abilities: { min: ABILITY_LIMITS.min, max: ABILITY_LIMITS.max, humanMax: ABILITY_LIMITS.humanMax, lines: [8, 72] },
      health: { max: 'equal to STR', line: 43 },
      armour: { max: ARMOUR_MAX, line: 65 },
      omens: { start: STARTING_OMENS, max: STARTING_OMENS, line: 138 },
    }),
  },
  {
    id: 'encumbrance',
    title: 'Encumbrance: 8 bulk free, 16 encumbered, ½ bulk per 32ʂ',
    citation: citeFile(172, 177),
    flags: [
      { name: 'bulk', help: 'bulk of the gear carried', required: false },
      { name: 'shillings', help: 'shillings carried', required: false },
    ],
    query(flags) {
      if (flags.bulk === undefined && flags.shillings === undefined) return { ...ENCUMBRANCE };
      const bulk = flags.bulk === undefined ? 0 : Number(flags.bulk);
      const shillings = flags.shillings === undefined ? 0 : Number(flags.shillings);
      if (!Number.isFinite(bulk) || bulk < 0) throw new RangeError(`--bulk must be a number of 0 or more, got "${flags.bulk ?? ''}".`);
      if (!Number.isFinite(shillings) || shillings < 0) throw new RangeError(`--shillings must be a number of 0 or more, got "${flags.shillings ?? ''}".`);
      const coins = coinBulk(shillings);
      return { gear: bulk, coins, total: bulk + coins, state: loadState(bulk + coins) };
    },
  },
  {
    id: 'damage',
    title: 'A damage roll from its faces: exploding, enhanced or impaired',
    citation: citeFile(62, 70),
    flags: [
      { name: 'die', help: 'the damage die, e.g. d6', required: true },
      { name: 'faces', help: 'the faces in order, e.g. 6,6,3; for two rolls separate them with "/", e.g. 4/6,3', required: true },
      { name: 'enhanced', help: 'how many factors enhance the damage (default 0)', required: false },
      { name: 'impaired', help: 'how many factors impair it (default 0)', required: false },
    ],
    query(flags) {
      const die = /^d(\d+)$/i.exec((flags.die ?? '').trim());
      if (!die) throw new RangeError(`--die must be a die such as d6, got "${flags.die ?? ''}".`);
      const sides = Number(die[1]);
      const mode = rule(() => damageMode(flags.enhanced === undefined ? 0 : whole(flags.enhanced, 'enhanced', 0, 99), flags.impaired === undefined ? 0 : whole(flags.impaired, 'impaired', 0, 99)));
      const groups = mode === 'ineffective' ? [] : (flags.faces ?? '').split('/').map((g) => numbers(g, 'faces', '6,6,3'));
      if (groups.length !== rollsFor(mode)) throw new RangeError(`${mode} damage takes ${rollsFor(mode)} roll(s); --faces gave ${groups.length}.`);
      const roll = rule(() => resolveDamage(sides, mode, groups.map((g) => explodingTotal(sides, g))));
      return { mode, rolls: roll.rolls.map((r) => ({ faces: [...r.faces], total: r.total })), total: roll.total, text: damageText(roll) };
    },
  },
  {
    id: 'contest',
    title: 'A contest: ability minus d20, ranked highest first',
    citation: citeFile(19, 20),
    flags: [
      { name: 'scores', help: 'each competitor’s ability, e.g. 10,10,6', required: true },
      { name: 'rolls', help: 'each competitor’s d20, same order, e.g. 8,19,2', required: true },
      { name: 'names', help: 'names in the same order (default 1, 2, 3…)', required: false },
    ],
    query(flags) {
      const scores = numbers(flags.scores, 'scores', '10,10,6');
      const rolls = numbers(flags.rolls, 'rolls', '8,19,2');
      const names = flags.names === undefined ? scores.map((_, i) => String(i + 1)) : flags.names.split(',').map((n) => n.trim());
      if (rolls.length !== scores.length || names.length !== scores.length) throw new RangeError('Give as many --rolls (and --names) as --scores.');
      return rule(() => rankContest(scores.map((score, i) => ({ id: names[i] ?? String(i + 1), score, roll: rolls[i] ?? 0 }))));
    },
  },
  {
    id: 'soulblight',
    title: 'A soulblight check after suffering corruption',
    citation: citeFile(75, 80),
    flags: [
      { name: 'corruption', help: 'corruption before, 0 or more', required: true },
      { name: 'suffer', help: 'corruption suffered now', required: true },
      { name: 'roll', help: 'the d12, 1-12', required: true },
    ],
    query: (flags) => soulblightCheck(whole(flags.corruption, 'corruption', 0, 1000), whole(flags.suffer, 'suffer', 0, 1000), whole(flags.roll, 'roll', 1, 12)),
  },
];
