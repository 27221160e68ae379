/**
 * The arithmetic of an Orcus character, as sums of named terms so every number can say where it comes from. Pure
 * functions of the payload; `derive.ts` turns them into the sheet's explained values.
 */
import { ABILITY_ABBREVIATIONS, ABILITY_IDS, DEFENCE_ABILITIES, abilityModifier, type AbilityId, type AbilityScores } from '../data/abilities';
import { NON_PROFICIENT_ARMOUR_PENALTY, UNARMOURED, armourById, armourEnhancement, shieldById, type ArmourDef, type ShieldDef } from '../data/armour';
import { allIncreases, levelBonus } from '../data/levels';
import { TRAINED_BONUS, type SkillDef } from '../data/skills';
import { UNARMED, attackAbility, weaponById, type WeaponDef } from '../data/weapons';
import type { EquipmentItem, OrcusData } from '../character';

/** One part of a sum: its value and what it is, in words with its rule. */
export interface Term {
  readonly value: number;
  readonly what: string;
}

export function sum(terms: readonly Term[]): number {
  return terms.reduce((s, t) => s + t.value, 0);
}

/**
 * "16 Chainmail + 2 Heavy shield − 2 non-proficient = 16": the arithmetic in words. With `afterRoll` every term
 * carries its operator, to follow "d20" ("d20 + 2 Dex modifier + 0 level bonus = +2").
 */
export function explainSum(terms: readonly Term[], afterRoll = false): string {
  const parts = terms.map((t, i) => {
    const v = Math.abs(t.value);
    const sign = i === 0 && !afterRoll ? (t.value < 0 ? '−' : '') : t.value < 0 ? ' − ' : ' + ';
    return `${sign}${v} ${t.what}`;
  });
  const total = sum(terms);
  return `${parts.join('')} = ${afterRoll && total >= 0 ? '+' : ''}${total < 0 ? `−${-total}` : total}`;
}

/**
 * The base of Fortitude, Reflex and Will, which the text never states (002:155, 002:190, 002:214 give only the
 * ability part): 10, as passive scores (002:320) and the d20 games Orcus follows. A reconstruction, overridable.
 */
export const DEFENCE_BASE = 10;

/** Final ability scores: generated + ancestry bonus + "Increase two by +1" choices + "Increase all by +1" (002:227, 002:585, 002:593). */
export function finalScores(data: OrcusData): AbilityScores | null {
  const base = data.abilities.base;
  if (!base) return null;
  const all = allIncreases(data.level);
  const out: Record<AbilityId, number> = { ...base };
  for (const a of ABILITY_IDS) {
    const chosen = data.increases.filter((c) => c.level <= data.level && c.abilities.includes(a)).length;
    out[a] = base[a] + data.ancestry.abilityBonuses[a] + chosen + all;
  }
  return out;
}

/** The parts of one final score. */
export function scoreTerms(data: OrcusData, a: AbilityId): Term[] {
  const base = data.abilities.base;
  if (!base) return [];
  const method = data.abilities.method === 'point-buy' ? 'point buy' : data.abilities.method === 'roll' ? '4d6 drop lowest' : 'standard array';
  const terms: Term[] = [{ value: base[a], what: `by ${method} (002:225-248)` }];
  if (data.ancestry.abilityBonuses[a] !== 0) terms.push({ value: data.ancestry.abilityBonuses[a], what: `ancestry bonus, entered by hand` });
  const levels = data.increases.filter((c) => c.level <= data.level && c.abilities.includes(a)).map((c) => c.level);
  if (levels.length > 0) terms.push({ value: levels.length, what: `increase at level ${levels.join(', ')} (002:585)` });
  const all = allIncreases(data.level);
  if (all > 0) terms.push({ value: all, what: `all +1 at level ${all === 2 ? '11 and 21' : '11'} (002:593, 002:604)` });
  return terms;
}

/** Modifier of a final score (0 before scores exist). */
export function mod(scores: AbilityScores | null, a: AbilityId): number {
  return scores ? abilityModifier(scores[a]) : 0;
}

/** The better of two abilities, for Fortitude, Reflex, Will and light-armour AC. */
export function better(scores: AbilityScores | null, pair: readonly [AbilityId, AbilityId]): { readonly ability: AbilityId; readonly value: number } {
  const [a, b] = pair;
  return mod(scores, b) > mod(scores, a) ? { ability: b, value: mod(scores, b) } : { ability: a, value: mod(scores, a) };
}

/** The worn armour (its item and the table's row); with none worn, clothes count as cloth armour (002:677). */
export function wornArmour(data: OrcusData): { readonly def: ArmourDef; readonly item: EquipmentItem | null } {
  const item = data.equipment.find((e) => e.kind === 'armour' && e.equipped && e.catalogId !== null && armourById(e.catalogId));
  const def = item?.catalogId ? armourById(item.catalogId) : undefined;
  return item && def ? { def, item } : { def: UNARMOURED, item: null };
}

/** The shield held, if any (only one benefits, 002:671). */
export function wornShield(data: OrcusData): { readonly def: ShieldDef; readonly item: EquipmentItem } | null {
  const item = data.equipment.find((e) => e.kind === 'shield' && e.equipped && e.catalogId !== null && shieldById(e.catalogId));
  const def = item?.catalogId ? shieldById(item.catalogId) : undefined;
  return item && def ? { def, item } : null;
}

/** The name of worn armour or shield the class is not proficient with (−2 to attacks and Reflex, 002:667), or null. */
export function nonProficientArmour(data: OrcusData): string | null {
  const armour = wornArmour(data);
  if (armour.item && !data.class.armourProficiencies.includes(armour.def.id)) return armour.def.name;
  const shield = wornShield(data);
  if (shield && !data.class.armourProficiencies.includes(shield.def.id)) return shield.def.name;
  return null;
}

function levelBonusTerm(level: number): Term {
  return { value: levelBonus(level), what: `level bonus (½ × level ${level}, 002:615)` };
}

/** The enhancement of a worn cloak or amulet (+X to Fortitude, Reflex and Will, 002:2215-2216). */
function cloakTerm(data: OrcusData): Term[] {
  const neck = data.equipment.filter((e) => e.kind === 'neck' && e.equipped && e.enhancement > 0);
  const best = neck.reduce((m, e) => Math.max(m, e.enhancement), 0);
  // Enhancement bonuses do not stack: only the best applies (002:91).
  return best > 0 ? [{ value: best, what: `enhancement of the worn cloak or amulet (002:2216)` }] : [];
}

/** Armor Class (002:189-191, 002:668-682, 002:2211-2214). */
export function acTerms(data: OrcusData, scores: AbilityScores | null): Term[] {
  const { def, item } = wornArmour(data);
  const terms: Term[] = [{ value: def.baseAc, what: `${item ? def.name : 'no armour, clothes count as cloth'} (002:${def.line})` }];
  if (def.type === 'light') {
    const b = better(scores, DEFENCE_ABILITIES.ref);
    terms.push({ value: b.value, what: `${ABILITY_ABBREVIATIONS[b.ability]} modifier (light armour adds the better of Dex and Int, 002:191)` });
  }
  const shield = wornShield(data);
  if (shield) terms.push({ value: shield.def.bonus, what: `${shield.def.name} (002:${shield.def.line}, 002:673)` });
  terms.push(levelBonusTerm(data.level));
  if (item && item.enhancement > 0) {
    const enh = armourEnhancement(def.type, item.enhancement, data.level);
    const why = def.type === 'heavy' ? 'heavy armour doubles it, 002:2214' : enh > item.enhancement ? 'light armour +1 per tier after the first, 002:2213' : '002:2212';
    terms.push({ value: enh, what: `enhancement of +${item.enhancement} armour (${why})` });
  }
  return terms;
}

/** Fortitude, Reflex or Will (002:155, 002:190, 002:214, 002:616, 002:667, 002:673). */
export function defenceTerms(data: OrcusData, scores: AbilityScores | null, which: 'fort' | 'ref' | 'will'): Term[] {
  const b = better(scores, DEFENCE_ABILITIES[which]);
  const [x, y] = DEFENCE_ABILITIES[which];
  const terms: Term[] = [
    { value: DEFENCE_BASE, what: 'base (a reconstruction: the text states none)' },
    { value: b.value, what: `${ABILITY_ABBREVIATIONS[b.ability]} modifier (better of ${ABILITY_ABBREVIATIONS[x]} and ${ABILITY_ABBREVIATIONS[y]})` },
    levelBonusTerm(data.level),
  ];
  const classBonus = data.class.defenceBonuses[which];
  if (classBonus !== 0) terms.push({ value: classBonus, what: `class bonus, entered by hand` });
  if (which === 'ref') {
    const shield = wornShield(data);
    if (shield) terms.push({ value: shield.def.bonus, what: `${shield.def.name} (a shield’s bonus applies to Reflex, 002:673)` });
    const bad = nonProficientArmour(data);
    if (bad) terms.push({ value: NON_PROFICIENT_ARMOUR_PENALTY, what: `not proficient with ${bad} (002:667)` });
  }
  return [...terms, ...cloakTerm(data)];
}

/** The armour check penalty of worn armour and shield, summed (untyped modifiers stack, 002:93). */
export function checkPenaltyTerms(data: OrcusData): Term[] {
  const terms: Term[] = [];
  const { def, item } = wornArmour(data);
  if (item && def.checkPenalty !== 0) terms.push({ value: def.checkPenalty, what: `armor check penalty of ${def.name} (002:${def.line})` });
  const shield = wornShield(data);
  if (shield && shield.def.checkPenalty !== 0) terms.push({ value: shield.def.checkPenalty, what: `armor check penalty of ${shield.def.name} (002:${shield.def.line})` });
  return terms;
}

/** A skill modifier: +5 trained + key ability modifier + level bonus + armor check penalty where it applies (002:252, 002:615-620, 002:669). */
export function skillTerms(data: OrcusData, scores: AbilityScores | null, skill: SkillDef): Term[] {
  const terms: Term[] = [];
  if (data.trainedSkills.includes(skill.id)) terms.push({ value: TRAINED_BONUS, what: 'trained (002:102, 002:252)' });
  terms.push({ value: mod(scores, skill.ability), what: `${ABILITY_ABBREVIATIONS[skill.ability]} modifier` });
  terms.push(levelBonusTerm(data.level));
  if (skill.armourCheckPenalty) terms.push(...checkPenaltyTerms(data));
  return terms;
}

/** Initiative: a Dexterity check (002:183) with the level bonus (002:618). */
export function initiativeTerms(data: OrcusData, scores: AbilityScores | null): Term[] {
  return [{ value: mod(scores, 'dex'), what: 'Dex modifier (002:183)' }, levelBonusTerm(data.level)];
}

/** Speed in squares: the ancestry's speed (entered by hand) with the armour's speed penalty (002:674). */
export function speedTerms(data: OrcusData): Term[] {
  const terms: Term[] = [{ value: data.ancestry.speed, what: 'ancestry speed, entered by hand (a human’s is 6, 002:1317)' }];
  const { def, item } = wornArmour(data);
  if (item && def.speedPenalty !== 0) terms.push({ value: def.speedPenalty, what: `speed penalty of ${def.name} (002:${def.line})` });
  return terms;
}

/**
 * Maximum hit points: the class's hit points (entered by hand) + the Constitution score (002:172), which counts as
 * if held from 1st level (002:173); null until the class's hit points are entered.
 */
export function maxHpTerms(data: OrcusData, scores: AbilityScores | null): Term[] | null {
  const c = data.class;
  if (c.hpAtFirstLevel === null || !scores) return null;
  const terms: Term[] = [{ value: c.hpAtFirstLevel, what: 'class hit points at 1st level, entered by hand' }];
  if (data.level > 1) {
    if (c.hpPerLevel === null) return null;
    terms.push({ value: c.hpPerLevel * (data.level - 1), what: `class ${c.hpPerLevel} per level × ${data.level - 1} levels, entered by hand` });
  }
  terms.push({ value: scores.con, what: 'Constitution score (002:172-173)' });
  return terms;
}

/** Recoveries per long rest: the class's (entered by hand) + the Constitution modifier (002:174); null until entered. */
export function recoveryTerms(data: OrcusData, scores: AbilityScores | null): Term[] | null {
  if (data.class.recoveries === null || !scores) return null;
  return [
    { value: data.class.recoveries, what: 'class recoveries, entered by hand' },
    { value: mod(scores, 'con'), what: 'Con modifier (002:174)' },
  ];
}

/** Whether the class's proficiencies (entered by hand) cover a weapon (002:705-706). */
export function proficientWith(data: OrcusData, weapon: WeaponDef): boolean {
  return data.class.weaponProficiencies.includes(weapon.category) || data.class.weaponProficiencies.includes(weapon.id);
}

/** A basic attack with a carried weapon (002:1326-1340, 002:972, 002:1161-1163, 002:2207). */
export interface WeaponAttack {
  readonly id: string;
  readonly name: string;
  readonly terms: readonly Term[];
  /** "1d8+3"; 2dW from level 21 (002:1333). */
  readonly damage: string;
  readonly weapon: WeaponDef | null;
  readonly proficient: boolean;
  /** The damage with a one-handed weapon wielded in two hands by a Medium character (+1, 002:709), or null. */
  readonly twoHands: string | null;
  /** The damage's maximum, what a critical hit deals before its extra dice (002:1216); null for an unknown die. */
  readonly maximum: number | null;
  /** Dice a critical hit adds past the maximum: Improved Critical's dW by level (002:729), an enchantment's +Xd6 (002:2207). */
  readonly criticalExtra: readonly { readonly dice: string; readonly why: string }[];
}

/** A critical hit as the table rolls it: "11 + 1d8 + 2d6" (the maximum, then each extra die), or "maximum". */
export function criticalNote(attack: WeaponAttack): string {
  return [attack.maximum === null ? 'maximum' : String(attack.maximum), ...attack.criticalExtra.map((x) => x.dice)].join(' + ');
}

/** Improved Critical's extra weapon dice by level: +1dW, +2dW from 11th, +3dW from 21st (002:729). */
export function improvedCriticalDice(level: number): number {
  return level >= 21 ? 3 : level >= 11 ? 2 : 1;
}

function damageText(die: string, level: number, bonus: number): string {
  const dice = level >= 21 ? die.replace(/^1d/, '2d') : die;
  return bonus === 0 ? dice : `${dice}${bonus > 0 ? '+' : '−'}${Math.abs(bonus)}`;
}

/** The basic attack of one weapon item, or of an unarmed strike when `item` is null (002:744). */
export function weaponAttack(data: OrcusData, scores: AbilityScores | null, item: EquipmentItem | null): WeaponAttack {
  const weapon = item?.catalogId ? (weaponById(item.catalogId) ?? null) : null;
  const ability: AbilityId = weapon ? attackAbility(weapon) : 'str';
  const proficient = weapon !== null && proficientWith(data, weapon);
  const abilityMod = mod(scores, ability);
  const terms: Term[] = [{ value: abilityMod, what: `${ABILITY_ABBREVIATIONS[ability]} modifier (002:${ability === 'dex' ? '1338' : '1332'})` }, levelBonusTerm(data.level)];
  if (weapon && proficient) terms.push({ value: weapon.proficiency, what: `proficiency bonus of the ${weapon.name.toLowerCase()} (002:706)` });
  const enhancement = item?.enhancement ?? 0;
  if (enhancement > 0) terms.push({ value: enhancement, what: `enhancement (002:2207)` });
  const bad = nonProficientArmour(data);
  if (bad) terms.push({ value: NON_PROFICIENT_ARMOUR_PENALTY, what: `not proficient with ${bad} (002:667)` });
  const bonus = abilityMod + enhancement;
  // A weapon entered by hand (not in the tables and not designed from a template) has no known die.
  const damage = weapon
    ? damageText(weapon.damage, data.level, bonus)
    : item
      ? `weapon die + ${bonus}`
      : `${damageText(UNARMED.twoHanded, data.level, bonus)} / ${damageText(UNARMED.oneHanded, data.level, bonus)}`;
  // "Medium characters who wield a one-handed weapon in two hands (other than … Side Weapon) get a +1 bonus to
  // damage" (002:709): offered beside the damage, since which hands hold it is the player's choice each attack.
  const twoHands = weapon && weapon.hands === 1 && !weapon.properties.includes('Side Weapon') && data.ancestry.size === 'medium' ? damageText(weapon.damage, data.level, bonus + 1) : null;
  const criticalExtra: { dice: string; why: string }[] = [];
  const die = weapon ? /^\d*d(\d+)$/.exec(weapon.damage)?.[1] : undefined;
  if (weapon && die && weapon.properties.includes('Improved Critical')) {
    criticalExtra.push({ dice: `${improvedCriticalDice(data.level)}d${die}`, why: `Improved Critical at level ${data.level} (002:729)` });
  }
  if (weapon && enhancement > 0) criticalExtra.push({ dice: `${enhancement}d6`, why: `the +${enhancement} enhancement (002:2207)` });
  const maximum = die ? (data.level >= 21 ? 2 : 1) * Number(die) + bonus : null;
  return {
    id: item?.id ?? 'unarmed',
    name: item ? item.name : 'Unarmed strike',
    terms,
    damage,
    weapon,
    proficient,
    twoHands,
    maximum,
    criticalExtra,
  };
}

/** Weight carried, in pounds. */
export function carriedWeight(data: OrcusData): number {
  return data.equipment.reduce((s, e) => s + e.weightLb * e.quantity, 0);
}
