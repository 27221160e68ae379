/**
 * The creation flow's transitions for Orcus: each takes the payload (or the document, where house rules change) and
 * returns the new payload or why nothing changed, so the flow's components only raise events and the rules stay here.
 * Buying gear is in `gear-steps.ts`.
 */
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { RuleViolation, StepResult } from '../types';
import { ABILITY_ABBREVIATIONS, ABILITY_IDS, POINT_BUY_BUDGET, STANDARD_ARRAY, pointBuyCost, type AbilityId, type AbilityScores } from './data/abilities';
import { NINE_POINT_RULE, alignmentById, languageByName, type AlignmentId } from './data/personal';
import { POWER_KIND_NAMES } from './data/powers';
import { skillById, type SkillId } from './data/skills';
import type { AncestryEntry, ClassEntry, FeatEntry, OrcusData, PowerEntry } from './character';
import { generationPool, isAssignmentOf, pointBuyProblems, pointBuyTotal, rollText } from './rules/generation';
import { featProblems, powerProblems } from './rules/slots';
import { ORCUS_LIMITS } from './shape';

type Result = StepResult<OrcusData>;

function scoresFromList(values: readonly number[]): AbilityScores {
  const [str = 0, con = 0, dex = 0, int = 0, wis = 0, cha = 0] = values;
  return { str, con, dex, int, wis, cha };
}

function tooLong(value: string, what: string): string | null {
  return value.length > ORCUS_LIMITS.line ? `Keep the ${what} to ${ORCUS_LIMITS.line.toLocaleString('en-US')} characters.` : null;
}

// ——— Concept ———

export function setConcept(data: OrcusData, concept: string): Result {
  const problem = tooLong(concept, 'concept');
  return problem ? { problem } : { data: { ...data, concept } };
}

/** Chooses an alignment; a nine-point alignment records the variant as a house rule (002:541), a five-point one removes it. */
export function chooseAlignment(doc: CharacterDocument<OrcusData>, id: AlignmentId): Result {
  const def = alignmentById(id);
  if (!def) return { problem: 'Choose one of the alignments of 002:533-552.' };
  const kept = doc.houseRules.filter((h) => h !== NINE_POINT_RULE);
  return { data: { ...doc.data, alignment: id }, houseRules: def.variant ? [...kept, NINE_POINT_RULE] : kept };
}

/** Adds a language: from the ancestry (any name), or chosen (at 1st level from the Standard table only, 002:555). */
export function addLanguage(data: OrcusData, name: string, source: 'ancestry' | 'chosen'): Result {
  const clean = name.trim();
  if (clean === '') return { problem: 'Name the language.' };
  const long = tooLong(clean, 'language name');
  if (long) return { problem: long };
  if (data.languages.some((l) => l.name.toLowerCase() === clean.toLowerCase())) return { problem: `${clean} is already listed.` };
  if (data.languages.length >= ORCUS_LIMITS.languages) return { problem: 'That is more languages than a sheet can hold.' };
  const def = languageByName(clean);
  if (source === 'chosen' && data.level === 1 && !def) return { problem: `At 1st level languages are chosen from the Standard table (002:555); ${clean} is not on it.` };
  if (source === 'chosen' && data.level === 1 && def?.exotic) return { problem: `${def.name} is an Exotic language: it can be learned only after 1st level (002:555).` };
  return { data: { ...data, languages: [...data.languages, { name: def?.name ?? clean, source, level: data.level }] } };
}

export function removeLanguage(data: OrcusData, name: string): Result {
  const left = data.languages.filter((l) => l.name.toLowerCase() !== name.trim().toLowerCase());
  if (left.length === data.languages.length) return { problem: `${name} is not listed.` };
  return { data: { ...data, languages: left } };
}

// ——— Ability scores ———

/** Starts point buy at 10 in every score (12 of the 32 points spent), within the rules from the first click. */
export function startPointBuy(data: OrcusData): Result {
  const base = scoresFromList([10, 10, 10, 10, 10, 10]);
  return { data: { ...data, abilities: { method: 'point-buy', base, rolls: [], rolledBy: null } } };
}

/** Sets one score under point buy: 8 to 18, at most 32 points, at most one score below 10 (002:229-244). */
export function setPointBuyScore(data: OrcusData, ability: AbilityId, score: number): Result {
  const current = data.abilities.method === 'point-buy' && data.abilities.base ? data.abilities.base : null;
  if (!current) return { problem: 'Choose point buy first.' };
  const next = { ...current, [ability]: score };
  const problems = pointBuyProblems(next);
  if (problems.length > 0) return { problem: problems.join(' ') };
  return { data: { ...data, abilities: { ...data.abilities, base: next } } };
}

/** Raises or lowers one score under point buy by one point, within the same limits. */
export function stepPointBuyScore(data: OrcusData, ability: AbilityId, delta: 1 | -1): Result {
  const base = data.abilities.method === 'point-buy' ? data.abilities.base : null;
  if (!base) return { problem: 'Choose point buy first.' };
  return setPointBuyScore(data, ability, base[ability] + delta);
}

/** One ability under point buy: its score, what it costs, and why it cannot go down or up (null when it can). */
export interface PointBuyRow {
  readonly ability: AbilityId;
  readonly score: number;
  readonly cost: number | null;
  readonly lower: string | null;
  readonly raise: string | null;
}

/** Each ability under point buy with its cost and why one point less or more is refused (002:229-244); none otherwise. */
export function pointBuyRows(data: OrcusData): readonly PointBuyRow[] {
  const base = data.abilities.method === 'point-buy' ? data.abilities.base : null;
  if (!base) return [];
  const why = (a: AbilityId, delta: 1 | -1): string | null => {
    const r = stepPointBuyScore(data, a, delta);
    return 'problem' in r ? r.problem : null;
  };
  return ABILITY_IDS.map((a) => ({ ability: a, score: base[a], cost: pointBuyCost(base[a]), lower: why(a, -1), raise: why(a, 1) }));
}

/** Points spent and left under point buy (null for other methods). */
export function pointBuyBalance(data: OrcusData): { readonly spent: number; readonly left: number } | null {
  if (data.abilities.method !== 'point-buy' || !data.abilities.base) return null;
  const spent = pointBuyTotal(data.abilities.base) ?? 0;
  return { spent, left: POINT_BUY_BUDGET - spent };
}

/** Places the standard array in the book's order (Str 16 … Cha 8); the player then swaps scores (002:248). */
export function useStandardArray(data: OrcusData): Result {
  return { data: { ...data, abilities: { method: 'standard-array', base: scoresFromList(STANDARD_ARRAY), rolls: [], rolledBy: null } } };
}

/** Rolls 4d6 six times, dropping the lowest die of each (002:246); the totals are placed in the book's order to be swapped. */
export function rollAbilities(data: OrcusData, rng: RandomSource): Result {
  const rolls = ABILITY_IDS.map(() => [1, 2, 3, 4].map(() => rng.int(1, 6)));
  return withRolls(data, rolls, 'app');
}

/** Six sets of four dice rolled at the table and typed in. */
export function enterRolls(data: OrcusData, sets: readonly (readonly number[])[]): Result {
  if (sets.length !== 6 || sets.some((s) => s.length !== 4)) return { problem: 'Type six sets of four dice, one set for each score (002:246).' };
  if (sets.some((s) => s.some((d) => !Number.isInteger(d) || d < 1 || d > 6))) return { problem: 'Each die of a d6 shows 1 to 6.' };
  return withRolls(data, sets, 'player');
}

function withRolls(data: OrcusData, rolls: readonly (readonly number[])[], rolledBy: 'app' | 'player'): Result {
  const gen = { method: 'roll' as const, base: null, rolls: rolls.map((r) => [...r]), rolledBy };
  const pool = generationPool(gen) ?? [];
  const dice = rolls.map(rollText);
  return { data: { ...data, abilities: { ...gen, base: scoresFromList(pool) } }, dice };
}

/** Swaps two placed scores (rolled or standard array: "any order", 002:246, 002:248). */
export function swapScores(data: OrcusData, a: AbilityId, b: AbilityId): Result {
  const base = data.abilities.base;
  if (!base || (data.abilities.method !== 'roll' && data.abilities.method !== 'standard-array')) return { problem: 'Roll the scores or take the standard array first.' };
  if (a === b) return { problem: 'Pick two different abilities to swap.' };
  return { data: { ...data, abilities: { ...data.abilities, base: { ...base, [a]: base[b], [b]: base[a] } } } };
}

/** Gives `ability` the placed score `value`; the ability that held it takes the old one (a swap, 002:246, 002:248). */
export function placeScore(data: OrcusData, ability: AbilityId, value: number): Result {
  const base = data.abilities.base;
  if (!base || (data.abilities.method !== 'roll' && data.abilities.method !== 'standard-array')) return { problem: 'Roll the scores or take the standard array first.' };
  if (base[ability] === value) return { data };
  const holder = ABILITY_IDS.find((a) => a !== ability && base[a] === value);
  if (!holder) return { problem: `${value} is not one of the scores to place.` };
  return swapScores(data, ability, holder);
}

/** Places all six scores at once; they must be the rolled results or the standard array, one each. */
export function assignScores(data: OrcusData, scores: AbilityScores): Result {
  const pool = generationPool(data.abilities);
  if (!pool) return { problem: 'Point-buy scores are set one at a time.' };
  if (!isAssignmentOf(scores, pool)) return { problem: `Place ${pool.join(', ')}, one to each ability.` };
  return { data: { ...data, abilities: { ...data.abilities, base: scores } } };
}

// ——— Ancestry and class (entered by hand) ———

/** The ancestry's name, bonuses, size and speed, entered by hand (ancestries are not in the text, 002:2295). */
export function setAncestry(data: OrcusData, input: AncestryEntry): Result {
  const long = tooLong(input.name, 'ancestry name');
  if (long) return { problem: long };
  const bad = ABILITY_IDS.filter((a) => !Number.isInteger(input.abilityBonuses[a]) || Math.abs(input.abilityBonuses[a]) > 10);
  if (bad.length > 0) return { problem: `${bad.map((a) => ABILITY_ABBREVIATIONS[a]).join(', ')}: an ancestry bonus is a whole number from −10 to +10.` };
  if (!Number.isInteger(input.speed) || input.speed < 0 || input.speed > 100) return { problem: 'Speed is a whole number of squares (a human’s is 6, 002:1317).' };
  return { data: { ...data, ancestry: { ...input, name: input.name.trim() } } };
}

function wholeOrNull(v: number | null, min: number, max: number): boolean {
  return v === null || (Number.isInteger(v) && v >= min && v <= max);
}

/** The class's figures, entered by hand (the Classes chapter is not in the text, 002:913). */
export function setClass(data: OrcusData, input: ClassEntry): Result {
  const long = tooLong(input.name, 'class name');
  if (long) return { problem: long };
  if (!wholeOrNull(input.hpAtFirstLevel, 1, ORCUS_LIMITS.hp)) return { problem: 'Hit points at 1st level are a whole number of 1 or more.' };
  if (!wholeOrNull(input.hpPerLevel, 0, ORCUS_LIMITS.hp)) return { problem: 'Hit points per level are a whole number of 0 or more.' };
  if (!wholeOrNull(input.recoveries, 0, 100)) return { problem: 'Recoveries are a whole number of 0 or more.' };
  if (!wholeOrNull(input.trainedSkills, 0, 17)) return { problem: 'Trained skills are a whole number from 0 to 17.' };
  const d = input.defenceBonuses;
  if (![d.fort, d.ref, d.will].every((x) => Number.isInteger(x) && Math.abs(x) <= 20)) return { problem: 'Defence bonuses are whole numbers (e.g. +2 Fortitude).' };
  if (input.armourProficiencies.length > ORCUS_LIMITS.proficiencies || input.weaponProficiencies.length > ORCUS_LIMITS.proficiencies) return { problem: 'That is more proficiencies than a sheet can hold.' };
  return { data: { ...data, class: { ...input, name: input.name.trim() } } };
}

export function setKit(data: OrcusData, kit: string): Result {
  const long = tooLong(kit, 'kit name');
  return long ? { problem: long } : { data: { ...data, kit: kit.trim() } };
}

/** The prestige path (from 11th level, 002:593) and epic path (from 21st, 002:604), by name. */
export function setPaths(data: OrcusData, paths: { readonly prestige: string; readonly epic: string }): Result {
  const long = tooLong(paths.prestige, 'path name') ?? tooLong(paths.epic, 'path name');
  if (long) return { problem: long };
  if (data.level < 11 && paths.prestige.trim() !== '') return { problem: 'A prestige path is selected at 11th level (002:593).' };
  if (data.level < 21 && paths.epic.trim() !== '') return { problem: 'An epic path is selected at 21st level (002:604).' };
  return { data: { ...data, prestigePath: paths.prestige.trim(), epicPath: paths.epic.trim() } };
}

// ——— Skills ———

/** Trains or untrains a skill; refused beyond the number the class trains, when that number is entered. */
export function toggleSkill(data: OrcusData, skillId: SkillId): Result {
  const def = skillById(skillId);
  if (!def) return { problem: 'That is not one of the 17 skills (002:341-357).' };
  if (data.trainedSkills.includes(skillId)) return { data: { ...data, trainedSkills: data.trainedSkills.filter((s) => s !== skillId) } };
  const limit = data.class.trainedSkills;
  if (limit !== null && data.trainedSkills.length >= limit) return { problem: `Your class (as entered) trains ${limit} skill${limit === 1 ? '' : 's'}; untrain one first.` };
  return { data: { ...data, trainedSkills: [...data.trainedSkills, skillId] } };
}

// ——— Feats and powers (entered by name) ———

export function addFeat(data: OrcusData, feat: FeatEntry): Result {
  const name = feat.name.trim();
  if (name === '') return { problem: 'Name the feat.' };
  const long = tooLong(name, 'feat name') ?? tooLong(feat.note, 'note');
  if (long) return { problem: long };
  if (!Number.isInteger(feat.level) || feat.level < 1 || feat.level > data.level) return { problem: `A feat is taken at a level from 1 to ${data.level}.` };
  const feats = [...data.feats, { ...feat, name }];
  const problems = featProblems(feats, data.level);
  return problems.length > 0 ? { problem: problems.join(' ') } : { data: { ...data, feats } };
}

export function removeFeat(data: OrcusData, index: number): Result {
  if (!data.feats[index]) return { problem: 'That feat is no longer listed.' };
  return { data: { ...data, feats: data.feats.filter((_, i) => i !== index) } };
}

export function addPower(data: OrcusData, power: PowerEntry): Result {
  const name = power.name.trim();
  if (name === '') return { problem: 'Name the power.' };
  const long = tooLong(name, 'power name') ?? tooLong(power.note, 'note');
  if (long) return { problem: long };
  if (!Number.isInteger(power.level) || power.level < 1 || power.level > 30) return { problem: 'A power’s level is a whole number from 1 to 30.' };
  if (!(power.kind in POWER_KIND_NAMES)) return { problem: 'Choose at-will, encounter, daily or utility.' };
  const powers = [...data.powers, { ...power, name }];
  const problems = powerProblems(powers, data.level);
  return problems.length > 0 ? { problem: problems.join(' ') } : { data: { ...data, powers } };
}

export function removePower(data: OrcusData, index: number): Result {
  if (!data.powers[index]) return { problem: 'That power is no longer listed.' };
  return { data: { ...data, powers: data.powers.filter((_, i) => i !== index) } };
}

/** Removes a power as it was shown (found by what it is, so a list drawn before another change still finds it). */
export function removePowerEntry(data: OrcusData, power: PowerEntry): Result {
  return removePower(data, data.powers.findIndex((p) => p.name === power.name && p.kind === power.kind && p.level === power.level && p.note === power.note));
}

// ——— Review ———

/** Which creation step puts a violation right (the review step links to it). */
export function stepForViolation(violation: RuleViolation): string {
  const table: readonly [RegExp, string][] = [
    [/^(name|alignment|languages)/, 'concept'],
    [/^(abilities|increases)/, 'abilities'],
    [/^ancestry/, 'ancestry'],
    [/^(class|paths)/, 'class'],
    [/^skills/, 'skills'],
    [/^(feats|powers)/, 'feats-powers'],
    [/^(equipment|money)/, 'gear'],
  ];
  return table.find(([re]) => re.test(violation.path))?.[1] ?? 'review';
}
