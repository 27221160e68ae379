/**
 * Creation for True SRD as far as source 003 defines it. The chapter has no creation rules (no ability generation, no
 * roles or levels, no skill or feat lists: 003:100 refers to them): so creation is entering what the chapter uses —
 * the six signed scores within its tables' −5 to +10, the combat bonus and base saves from another chapter, size,
 * speed, armour, attacks with their damage, gear with weights, and the names of skills, feats and powers — and the
 * sheet derives everything the chapter computes from them. Each transition returns the new payload or why not.
 */
import type { CharacterDocument } from '../../documents/character';
import type { RuleViolation, StepDef, StepResult } from '../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, SCORE_MAX, SCORE_MIN, type AbilityId, type AbilityScores, type CombatFigures, type SizeId, type TrueSrdData, type TrueSrdVariants, type WeaponKind } from './character';
import { SIZE_IDS } from './data/combat-tables';
import { validateTrueSrd } from './rules/validate';

type Result = StepResult<TrueSrdData>;

const WHERE_TEXT_STOPS = 'The True SRD text here is only the “Playing the Game” chapter';

export const TRUE_SRD_STEPS: readonly StepDef[] = [
  { id: 'concept', title: 'Name and concept', help: `Name your hero and say who they are. ${WHERE_TEXT_STOPS}: roles and levels are referred to (003:100) but not given, so write the role and level as your game has them.`, source: '003:100' },
  { id: 'abilities', title: 'Ability scores', help: `Enter Strength, Dexterity, Constitution, Intelligence, Wisdom and Charisma as signed scores; the score is its own modifier. The chapter's tables run from −5 to +10 (003:30-45). ${WHERE_TEXT_STOPS}: it has no rule for generating scores, so use your game's method.`, source: '003:28-45' },
  { id: 'combat', title: 'Combat figures', help: 'Enter the combat bonus and the base Fortitude, Reflex and Will saves from your role and level (not in this chapter, 003:100), your size, speed (usually 30 feet, 003:6), armour’s Toughness bonus and Toughness from feats. Defense, Toughness and the saves are worked out from them (003:107-135).', source: '003:97-135' },
  { id: 'attacks', title: 'Attacks', help: 'List your attacks with their damage modifier (a short sword is +2, 003:322). Melee, thrown and unarmed attacks add Strength; projectiles do not (003:114-117). Unarmed attacks are non-lethal (003:325). The weapon tables are in chapter 5, not here.', source: '003:114-119' },
  { id: 'gear', title: 'Gear', help: 'List what you carry with its weight in pounds; the load and its penalties come from Strength (003:21-51). Prices are in chapter 5, not in this text, so there is no money to spend here.', source: '003:21-51' },
  { id: 'traits', title: 'Skills, feats and powers', help: 'Write down your skills with their total bonus, and your feats and powers by name. The chapter uses them (Notice, Defensive Roll, Cure…) but they are described in chapters 2–4, which this text does not include.', source: '003:2' },
  { id: 'review', title: 'Review', help: 'Check the sheet. Anything still missing is listed; the damage track, fatigue and Conviction are used in play.' },
];

function whole(value: number, min: number, max: number, what: string): string | null {
  return Number.isInteger(value) && value >= min && value <= max ? null : `${what}: enter a whole number from ${min} to ${max}.`;
}

/** Step 1: concept, role and level as the player's game has them. */
export function setIdentity(data: TrueSrdData, input: { readonly concept: string; readonly role: string; readonly level: number | null }): Result {
  if (input.concept.length > 1000 || input.role.length > 1000) return { problem: 'Keep the concept and role to 1,000 characters each.' };
  if (input.level !== null) {
    const bad = whole(input.level, 0, 1000, 'Level');
    if (bad) return { problem: bad };
  }
  return { data: { ...data, concept: input.concept, role: input.role, level: input.level } };
}

/** Step 2: the six scores at once, each a whole number from −5 to +10. */
export function setAbilities(data: TrueSrdData, scores: Partial<Record<AbilityId, number>>): Result {
  const bad = ABILITY_ORDER.filter((a) => {
    const s = scores[a];
    return s === undefined || !Number.isInteger(s) || s < SCORE_MIN || s > SCORE_MAX;
  });
  if (bad.length > 0) return { problem: `${bad.map((a) => ABILITY_ABBREVIATIONS[a]).join(', ')}: enter a whole number from −5 to +10 (the Carrying Capacity table, 003:30-45).` };
  const full: AbilityScores = { str: scores.str ?? 0, dex: scores.dex ?? 0, con: scores.con ?? 0, int: scores.int ?? 0, wis: scores.wis ?? 0, cha: scores.cha ?? 0 };
  return { data: { ...data, abilities: full } };
}

/** Step 2: one score; the others start at +0 (an average person) until entered. */
export function setAbility(data: TrueSrdData, ability: AbilityId, value: number): Result {
  if (!Number.isInteger(value) || value < SCORE_MIN || value > SCORE_MAX) return { problem: `${ABILITY_ABBREVIATIONS[ability]}: enter a whole number from −5 to +10 (003:30-45).` };
  const base = data.abilities ?? { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 };
  return { data: { ...data, abilities: { ...base, [ability]: value } } };
}

/** What the combat step sets; every field optional, so the form can save one at a time. */
export interface CombatInput {
  readonly combatBonus?: number;
  readonly fortitude?: number;
  readonly reflex?: number;
  readonly will?: number;
  readonly size?: SizeId;
  readonly baseSpeed?: number;
  readonly armorName?: string;
  readonly armorToughness?: number;
  readonly toughnessFeats?: number;
  readonly defenseMisc?: number;
  readonly initiativeMisc?: number;
  readonly canParry?: boolean;
}

/** Step 3: combat figures. Bonuses are whole numbers from −100 to +100; speed 0 to 10,000 feet. */
export function updateCombat(data: TrueSrdData, input: CombatInput): Result {
  const bonuses: readonly [keyof CombatInput, string][] = [
    ['combatBonus', 'Combat bonus'],
    ['fortitude', 'Base Fortitude'],
    ['reflex', 'Base Reflex'],
    ['will', 'Base Will'],
    ['armorToughness', 'Armour Toughness'],
    ['toughnessFeats', 'Toughness from feats'],
    ['defenseMisc', 'Other Defense'],
    ['initiativeMisc', 'Other initiative'],
  ];
  for (const [key, label] of bonuses) {
    const value = input[key];
    if (value === undefined) continue;
    const bad = typeof value === 'number' ? whole(value, -100, 100, label) : `${label}: enter a whole number.`;
    if (bad) return { problem: bad };
  }
  if (input.size !== undefined && !SIZE_IDS.includes(input.size)) return { problem: `Size is one of ${SIZE_IDS.join(', ')} (003:124-130).` };
  if (input.baseSpeed !== undefined) {
    const bad = whole(input.baseSpeed, 0, 10_000, 'Base speed in feet');
    if (bad) return { problem: bad };
  }
  if (input.armorName !== undefined && input.armorName.length > 1000) return { problem: 'Keep the armour’s name to 1,000 characters.' };
  const prev: CombatFigures = data.combat ?? { combatBonus: 0, fortitude: 0, reflex: 0, will: 0 };
  const touchesFigures = input.combatBonus !== undefined || input.fortitude !== undefined || input.reflex !== undefined || input.will !== undefined;
  const combat: CombatFigures | null = touchesFigures
    ? { combatBonus: input.combatBonus ?? prev.combatBonus, fortitude: input.fortitude ?? prev.fortitude, reflex: input.reflex ?? prev.reflex, will: input.will ?? prev.will }
    : data.combat;
  return {
    data: {
      ...data,
      combat,
      size: input.size ?? data.size,
      baseSpeed: input.baseSpeed ?? data.baseSpeed,
      armor: { name: input.armorName ?? data.armor.name, toughness: input.armorToughness ?? data.armor.toughness },
      toughnessFeats: input.toughnessFeats ?? data.toughnessFeats,
      defenseMisc: input.defenseMisc ?? data.defenseMisc,
      initiativeMisc: input.initiativeMisc ?? data.initiativeMisc,
      canParry: input.canParry ?? data.canParry,
    },
  };
}

/** What a player types for an attack. */
export interface WeaponInput {
  readonly name: string;
  readonly kind: WeaponKind;
  readonly damage: number;
  readonly lethal: boolean;
  readonly rangeIncrement: number;
  readonly critical: string;
}

/** Step 4: adds an attack; thrown and projectile attacks need a range increment (003:104). */
export function addWeapon(data: TrueSrdData, input: WeaponInput, id: string): Result {
  const name = input.name.trim();
  if (name === '') return { problem: 'Name the attack.' };
  if (name.length > 1000 || input.critical.length > 1000) return { problem: 'Keep the name and critical effect to 1,000 characters.' };
  const bad = whole(input.damage, -100, 100, 'Damage modifier') ?? whole(input.rangeIncrement, 0, 10_000, 'Range increment in feet');
  if (bad) return { problem: bad };
  if ((input.kind === 'thrown' || input.kind === 'projectile') && input.rangeIncrement === 0) return { problem: `A ${input.kind} attack needs a range increment in feet (003:104).` };
  if (data.weapons.some((w) => w.id === id)) return { problem: 'That attack is already listed.' };
  const lethal = input.kind === 'unarmed' ? false : input.lethal;
  const notices = input.kind === 'unarmed' && input.lethal ? ['Unarmed attacks deal non-lethal damage (003:325), so it was made non-lethal.'] : [];
  const rangeIncrement = input.kind === 'thrown' || input.kind === 'projectile' ? input.rangeIncrement : 0;
  return { data: { ...data, weapons: [...data.weapons, { id, name, kind: input.kind, damage: input.damage, lethal, rangeIncrement, critical: input.critical.trim() }] }, notices };
}

export function removeWeapon(data: TrueSrdData, id: string): Result {
  if (!data.weapons.some((w) => w.id === id)) return { problem: 'That attack is no longer listed.' };
  return { data: { ...data, weapons: data.weapons.filter((w) => w.id !== id) } };
}

/** Step 5: adds an item with its weight (pounds, 0 or more) and a whole quantity of 1 or more. */
export function addItem(data: TrueSrdData, input: { readonly name: string; readonly weightLb: number; readonly quantity: number }, id: string): Result {
  const name = input.name.trim();
  if (name === '') return { problem: 'Name the item.' };
  if (name.length > 1000) return { problem: 'Keep the item name to 1,000 characters.' };
  if (!Number.isFinite(input.weightLb) || input.weightLb < 0 || input.weightLb > 1e9) return { problem: 'Weight must be 0 or more pounds.' };
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 1_000_000) return { problem: 'Quantity must be a whole number of 1 or more.' };
  if (data.equipment.some((e) => e.id === id)) return { problem: 'That item is already listed.' };
  return { data: { ...data, equipment: [...data.equipment, { id, name, weightLb: input.weightLb, quantity: input.quantity }] } };
}

export function removeItem(data: TrueSrdData, id: string): Result {
  if (!data.equipment.some((e) => e.id === id)) return { problem: 'That item is no longer carried.' };
  return { data: { ...data, equipment: data.equipment.filter((e) => e.id !== id) } };
}

/** Step 6: a skill with its total bonus. */
export function addSkill(data: TrueSrdData, name: string, bonus: number): Result {
  const n = name.trim();
  if (n === '' || n.length > 1000) return { problem: 'Name the skill (up to 1,000 characters).' };
  const bad = whole(bonus, -100, 100, 'Skill bonus');
  if (bad) return { problem: bad };
  if (data.skills.some((s) => s.name.toLowerCase() === n.toLowerCase())) return { problem: `${n} is already listed.` };
  return { data: { ...data, skills: [...data.skills, { name: n, bonus }] } };
}

export function removeSkill(data: TrueSrdData, index: number): Result {
  if (!data.skills[index]) return { problem: 'That skill is no longer listed.' };
  return { data: { ...data, skills: data.skills.filter((_, i) => i !== index) } };
}

/** Step 6: a feat or power by name. */
export function addTrait(data: TrueSrdData, kind: 'feats' | 'powers', name: string): Result {
  const n = name.trim();
  const what = kind === 'feats' ? 'feat' : 'power';
  if (n === '' || n.length > 1000) return { problem: `Name the ${what} (up to 1,000 characters).` };
  if (data[kind].some((t) => t.toLowerCase() === n.toLowerCase())) return { problem: `${n} is already listed.` };
  return { data: { ...data, [kind]: [...data[kind], n] } };
}

export function removeTrait(data: TrueSrdData, kind: 'feats' | 'powers', index: number): Result {
  if (data[kind][index] === undefined) return { problem: 'That entry is no longer listed.' };
  return { data: { ...data, [kind]: data[kind].filter((_, i) => i !== index) } };
}

/** The house-rule lines for the readings that differ from the default, shown in the sheet's footer. */
export function variantLines(v: TrueSrdVariants): string[] {
  const lines: string[] = [];
  if (v.allOut === 'line-203') lines.push('All out for Con rounds (003:203, not 003:10)');
  if (v.exhausted === 'line-366') lines.push('Exhausted is −6 Str and Dex (003:366, not 003:352)');
  if (v.dying === 'line-363') lines.push('Dying: Fortitude save each hour (003:363-364, not 003:343)');
  if (!v.naturalTwentySpares) lines.push('Impossible Toughness saves: natural 20 rule ignored (003:335)');
  return lines;
}

/** Which creation step puts a violation right (the review step links to it). */
export function stepForViolation(violation: RuleViolation): string {
  const table: readonly [RegExp, string][] = [
    [/^name/, 'concept'],
    [/^abilities/, 'abilities'],
    [/^combat/, 'combat'],
    [/^weapons/, 'attacks'],
    [/^equipment/, 'gear'],
    [/^(skills|feats|powers)/, 'traits'],
  ];
  return table.find(([re]) => re.test(violation.path))?.[1] ?? 'review';
}

const STEP_FILLED: Readonly<Record<string, (doc: CharacterDocument<TrueSrdData>) => boolean>> = {
  concept: (doc) => doc.name.trim() !== '',
  abilities: (doc) => doc.data.abilities !== null,
  combat: (doc) => doc.data.combat !== null,
  attacks: (doc) => doc.data.weapons.length > 0,
  gear: () => true,
  traits: () => true,
  review: (doc) => doc.status === 'complete',
};

/** Whether a step has what it asks for and no rule it puts right is broken. */
export function stepComplete(stepId: string, doc: CharacterDocument<TrueSrdData>): boolean {
  const filled = STEP_FILLED[stepId];
  if (!filled || !filled(doc)) return false;
  return validateTrueSrd(doc).every((v) => stepForViolation(v) !== stepId);
}
