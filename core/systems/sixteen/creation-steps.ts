/**
 * Creation for "16+" as far as source 001 defines it. The text has no creation chapter (no way to make stats, no
 * skill list, no hit-point, AC or magic-point formula, no levels table) and no advancement; it ends with tables
 * missing (the mana-burn save modifiers and results, 001:19-20). So creation is entering what the text uses — five
 * signed stats, level and hit dice, skills by name with levels, hit points, AC, weapons, magic — and the sheet works
 * out the tests, saves, attacks and thresholds from them. Each transition returns the new payload or why not.
 */
import type { CharacterDocument } from '../../documents/character';
import type { RuleViolation, StepDef, StepResult } from '../types';
import { STAT_ABBREVIATIONS, STAT_MAX, STAT_MIN, STAT_ORDER, type AttackTypeId, type SixteenData, type SixteenVariants, type StatId, type StatScores, type Weapon } from './character';
import { ATTACK_TYPE_IDS } from './data/attack-types';
import { validateSixteen } from './rules/validate';

type Result = StepResult<SixteenData>;

export const SIXTEEN_STEPS: readonly StepDef[] = [
  { id: 'concept', title: 'Name and concept', help: 'Name your character and say who they are. The “16+” text has no races, classes or creation chapter, so the concept is yours.' },
  { id: 'stats', title: 'Stats and level', help: 'Enter STR, DEX, CON, INT and WIS as signed numbers (“STR +2”), and your level and hit dice. The text gives no way to make stats and no range: the sheet accepts −4 to +5, where a stat test (d20 + 4 + 2 × stat, 16 to succeed) can both succeed and fail. Hit dice set the stun and death thresholds; for a character they are usually the level.', source: '001:1-2, 001:10-12' },
  { id: 'skills', title: 'Skills', help: 'Name your skills with their levels and the stat that goes with each. Melee and marksmanship are added to attack rolls (001:9); a skill test adds its level and the stat; without the skill it is −8 (001:1). The text has no skill list or costs.', source: '001:1, 001:9' },
  { id: 'combat', title: 'Hit points, AC and weapons', help: 'Enter your maximum hit points and your AC (melee and, if different, ranged): the text has no formulas or armour tables. AC is added to the attacker’s roll, so lower is better (001:6). List your weapons: unskilled is −3 to hit, specialised +1 in melee and +2 at range (001:9).', source: '001:6-12' },
  { id: 'magic', title: 'Magic', help: 'If your character casts spells, enter the magic level and maximum magic points (the text has no formula). Power level is spell level × 3, at most magic level × 5; magic points come back at 10% every 2 hours (001:17). The casting-roll conditions and the mana-burn tables are missing from the text (001:17-20).', source: '001:17-21' },
  { id: 'gear', title: 'Gear', help: 'List what you carry. The text has no prices, weights or money.' },
  { id: 'review', title: 'Review', help: 'Check the sheet: each test and save shows the face the d20 needs. The text ends with its mana-burn tables missing; the sheet says where.' },
];

function whole(value: number, min: number, max: number, what: string): string | null {
  return Number.isInteger(value) && value >= min && value <= max ? null : `${what}: enter a whole number from ${min} to ${max}.`;
}

const statRange = `a whole number from −4 to +5 (at +6 a stat test cannot fail, at −5 it cannot succeed, 001:1)`;

/** Step 1: the concept (the name is the document's). */
export function setConcept(data: SixteenData, concept: string): Result {
  if (concept.length > 1000) return { problem: 'Keep the concept to 1,000 characters.' };
  return { data: { ...data, concept } };
}

/** Step 2: the five stats at once. */
export function setStats(data: SixteenData, stats: Partial<Record<StatId, number>>): Result {
  const bad = STAT_ORDER.filter((s) => {
    const x = stats[s];
    return x === undefined || !Number.isInteger(x) || x < STAT_MIN || x > STAT_MAX;
  });
  if (bad.length > 0) return { problem: `${bad.map((s) => STAT_ABBREVIATIONS[s]).join(', ')}: enter ${statRange}.` };
  const full: StatScores = { str: stats.str ?? 0, dex: stats.dex ?? 0, con: stats.con ?? 0, int: stats.int ?? 0, wis: stats.wis ?? 0 };
  return { data: { ...data, stats: full } };
}

/** Step 2: one stat; the others start at +0 until entered. */
export function setStat(data: SixteenData, stat: StatId, value: number): Result {
  if (!Number.isInteger(value) || value < STAT_MIN || value > STAT_MAX) return { problem: `${STAT_ABBREVIATIONS[stat]}: enter ${statRange}.` };
  const base = data.stats ?? { str: 0, dex: 0, con: 0, int: 0, wis: 0 };
  return { data: { ...data, stats: { ...base, [stat]: value } } };
}

/** Step 2: level and hit dice (hit dice follow the level unless given). */
export function setLevel(data: SixteenData, level: number, hitDice?: number): Result {
  const bad = whole(level, 1, 1000, 'Level') ?? (hitDice === undefined ? null : whole(hitDice, 1, 1000, 'Hit dice'));
  if (bad) return { problem: bad };
  return { data: { ...data, level, hitDice: hitDice ?? level } };
}

/** Step 3: adds a skill, or changes the one of that name. */
export function setSkill(data: SixteenData, input: { readonly name: string; readonly level: number; readonly stat: StatId | null }): Result {
  const name = input.name.trim();
  if (name === '' || name.length > 1000) return { problem: 'Name the skill (up to 1,000 characters).' };
  const bad = whole(input.level, 0, 1000, `${name} level`);
  if (bad) return { problem: bad };
  if (input.stat !== null && !STAT_ORDER.includes(input.stat)) return { problem: 'The stat is one of STR, DEX, CON, INT, WIS, or none.' };
  const i = data.skills.findIndex((s) => s.name.toLowerCase() === name.toLowerCase());
  const entry = { name, level: input.level, stat: input.stat };
  const skills = i < 0 ? [...data.skills, entry] : data.skills.map((s, j) => (j === i ? entry : s));
  return { data: { ...data, skills } };
}

export function removeSkill(data: SixteenData, index: number): Result {
  if (!data.skills[index]) return { problem: 'That skill is no longer listed.' };
  return { data: { ...data, skills: data.skills.filter((_, i) => i !== index) } };
}

/** Step 4: maximum hit points; hit points now follow a fresh character's maximum. */
export function setMaxHitPoints(data: SixteenData, max: number): Result {
  const bad = whole(max, 1, 1_000_000, 'Maximum hit points');
  if (bad) return { problem: bad };
  const fresh = data.hitPoints.max === null || data.hitPoints.current === data.hitPoints.max;
  const current = fresh ? max : Math.min(data.hitPoints.current, max);
  const notices = !fresh && data.hitPoints.current > max ? [`Hit points now were above the new maximum and were lowered to ${max}.`] : [];
  return { data: { ...data, hitPoints: { max, current } }, notices };
}

/** Step 4: AC, melee and (when different) ranged; lower is better (001:6, 001:8). */
export function setAc(data: SixteenData, melee: number, ranged: number | null): Result {
  const bad = whole(melee, -1000, 1000, 'AC') ?? (ranged === null ? null : whole(ranged, -1000, 1000, 'Ranged AC'));
  if (bad) return { problem: bad };
  return { data: { ...data, ac: { melee, ranged } } };
}

/** Step 4: modifiers to saves from items (not to stun) and to perception from a helmet (001:1-2). */
export function setMiscModifiers(data: SixteenData, input: { readonly saveMisc?: number; readonly perceptionMisc?: number }): Result {
  const bad = (input.saveMisc === undefined ? null : whole(input.saveMisc, -1000, 1000, 'Save modifier')) ?? (input.perceptionMisc === undefined ? null : whole(input.perceptionMisc, -1000, 1000, 'Perception modifier'));
  if (bad) return { problem: bad };
  return { data: { ...data, saveMisc: input.saveMisc ?? data.saveMisc, perceptionMisc: input.perceptionMisc ?? data.perceptionMisc } };
}

/** Step 4: a resistance (+) or vulnerability (−) against an attack type; null removes it (001:2, 001:15). */
export function setResistance(data: SixteenData, type: AttackTypeId, modifier: number | null): Result {
  if (!ATTACK_TYPE_IDS.includes(type)) return { problem: `The attack type is one of ${ATTACK_TYPE_IDS.join(', ')} (001:15-16).` };
  const rest = data.resistances.filter((r) => r.type !== type);
  if (modifier === null || modifier === 0) return { data: { ...data, resistances: rest } };
  const bad = whole(modifier, -1000, 1000, 'Resistance');
  if (bad) return { problem: bad };
  return { data: { ...data, resistances: [...rest, { type, modifier }] } };
}

/** What a player types for a weapon. */
export type WeaponInput = Omit<Weapon, 'id'>;

/** Step 4: adds a weapon. */
export function addWeapon(data: SixteenData, input: WeaponInput, id: string): Result {
  const name = input.name.trim();
  if (name === '' || name.length > 1000) return { problem: 'Name the weapon (up to 1,000 characters).' };
  if (input.damage.length > 1000) return { problem: 'Keep the damage to 1,000 characters.' };
  const bad = whole(input.bonus, -1000, 1000, 'To-hit modifier');
  if (bad) return { problem: bad };
  if (data.weapons.some((w) => w.id === id)) return { problem: 'That weapon is already listed.' };
  return { data: { ...data, weapons: [...data.weapons, { ...input, id, name, damage: input.damage.trim() }] } };
}

export function removeWeapon(data: SixteenData, id: string): Result {
  if (!data.weapons.some((w) => w.id === id)) return { problem: 'That weapon is no longer listed.' };
  return { data: { ...data, weapons: data.weapons.filter((w) => w.id !== id) } };
}

/** Step 5: magic level and maximum magic points; magic points now follow a fresh maximum. */
export function setMagic(data: SixteenData, input: { readonly level: number; readonly mpMax: number }): Result {
  const bad = whole(input.level, 0, 1000, 'Magic level') ?? whole(input.mpMax, 0, 1_000_000, 'Maximum magic points');
  if (bad) return { problem: bad };
  const fresh = data.magic.mp === data.magic.mpMax;
  return { data: { ...data, magic: { level: input.level, mpMax: input.mpMax, mp: fresh ? input.mpMax : Math.min(data.magic.mp, input.mpMax) } } };
}

/** Step 6: adds an item. */
export function addItem(data: SixteenData, input: { readonly name: string; readonly quantity: number; readonly note: string }, id: string): Result {
  const name = input.name.trim();
  if (name === '' || name.length > 1000 || input.note.length > 1000) return { problem: 'Name the item (up to 1,000 characters, and as much for the note).' };
  const bad = whole(input.quantity, 1, 1_000_000, 'Quantity');
  if (bad) return { problem: bad };
  if (data.equipment.some((e) => e.id === id)) return { problem: 'That item is already listed.' };
  return { data: { ...data, equipment: [...data.equipment, { id, name, quantity: input.quantity, note: input.note.trim() }] } };
}

export function removeItem(data: SixteenData, id: string): Result {
  if (!data.equipment.some((e) => e.id === id)) return { problem: 'That item is no longer carried.' };
  return { data: { ...data, equipment: data.equipment.filter((e) => e.id !== id) } };
}

const SINGLE_STAT_RULE = 'Skill tests add the stat once (a reading of 001:1)';

/** How a skill test counts the stat (001:1 does not say); the single reading is listed as a house rule. */
export function setSkillStatReading(doc: CharacterDocument<SixteenData>, skillStat: SixteenVariants['skillStat']): Result {
  const kept = doc.houseRules.filter((h) => h !== SINGLE_STAT_RULE);
  return { data: { ...doc.data, variants: { ...doc.data.variants, skillStat } }, houseRules: skillStat === 'single' ? [...kept, SINGLE_STAT_RULE] : kept };
}

/** Which creation step puts a violation right. */
export function stepForViolation(violation: RuleViolation): string {
  const table: readonly [RegExp, string][] = [
    [/^name/, 'concept'],
    [/^(stats|hitDice|level)/, 'stats'],
    [/^skills/, 'skills'],
    [/^(hitPoints|ac|weapons|resistances)/, 'combat'],
    [/^magic/, 'magic'],
    [/^equipment/, 'gear'],
  ];
  return table.find(([re]) => re.test(violation.path))?.[1] ?? 'review';
}

const STEP_FILLED: Readonly<Record<string, (doc: CharacterDocument<SixteenData>) => boolean>> = {
  concept: (doc) => doc.name.trim() !== '',
  stats: (doc) => doc.data.stats !== null,
  skills: () => true,
  combat: (doc) => doc.data.hitPoints.max !== null && doc.data.ac.melee !== null,
  magic: () => true,
  gear: () => true,
  review: (doc) => doc.status === 'complete',
};

/** Whether a step has what it asks for and no rule it puts right is broken. */
export function stepComplete(stepId: string, doc: CharacterDocument<SixteenData>): boolean {
  const filled = STEP_FILLED[stepId];
  if (!filled || !filled(doc)) return false;
  return validateSixteen(doc).every((v) => stepForViolation(v) !== stepId);
}
