/**
 * Attack lines: one per weapon the character carries, worked out the way the combat chapter does it (supplement §9.5,
 * the [PJS] wording of the [ORIG] rule): the to-hit bonus is the attack bonus of the class table, plus Strength for a
 * melee attack or Dexterity for a missile or thrown one (Table 3-1), plus the weapon feat's bonus against armed or
 * unarmed foes (supplement §5.4); a halfling adds 1 with missiles (Nimble, 004:631). Damage is the feat level's
 * (supplement §5.4) plus Strength for melee and thrown weapons (supplement §9.6). An attack hits when
 * d20 + to-hit bonus + the target's AC reaches 20; a natural 1 always misses and a natural 20 always hits.
 */
import type { DarkDungeonsData, Proficiency } from '../character';
import type { ClassLevelRow } from '../data/types';
import { ABILITY_ABBREVIATIONS, abilityModifier } from '../data/ability-modifiers';
import { PROFICIENCY_SHORT_NAMES, masteryAt, parseAcBonus, type MasteryRow } from '../data/weapon-mastery';
import { weaponById, type WeaponDef } from '../data/weapons';
import { weaponIdsOf } from '../data/equipment';
import { formatModifier } from '../data/ability-modifiers';

/** How a weapon is used in one attack. */
export type AttackKind = 'melee' | 'missile' | 'thrown';

/** One way of attacking with a weapon, with its numbers against armed and unarmed foes. */
export interface AttackUse {
  readonly kind: AttackKind;
  /** To-hit bonus against an armed foe (one with a weapon in hand, 004:1548-1552). */
  readonly toHit: number;
  /** To-hit bonus against an unarmed foe (also missile users and monsters with natural attacks). */
  readonly toHitUnarmed: number;
  /** Damage against an armed foe, dice with the modifiers added ("1d8+2"); '' when the weapon does none (a net). */
  readonly damage: string;
  readonly damageUnarmed: string;
  /** The arithmetic in words. */
  readonly explanation: string;
}

/** One weapon carried, ready for the table. */
export interface AttackLine {
  /** Table 6-1 weapon id (the bastard sword has a line for each grip). */
  readonly weaponId: string;
  readonly name: string;
  readonly proficiency: Proficiency;
  readonly uses: readonly AttackUse[];
  /** Short/medium/long range in feet as the feat table prints it ("10/20/30"; "H" = hurled); '' for none. */
  readonly range: string;
  /** The feat level's other effects in words: AC bonus against armed or unarmed foes, deflect, stun... */
  readonly effects: readonly string[];
}

/** Adds a whole modifier to a dice expression: "1d8" + 2 → "1d8+2", "1d6+1" − 2 → "1d6-1", "1" + 1 → "2". */
export function addToDice(dice: string, mod: number): string {
  if (dice === '' || mod === 0) return dice;
  if (/^\d+$/.test(dice)) return String(Math.max(1, Number(dice) + mod));
  const m = /^(.*?)([+-]\d+)?$/.exec(dice);
  const head = m?.[1] ?? dice;
  const total = Number(m?.[2] ?? 0) + mod;
  return total === 0 ? head : `${head}${total > 0 ? '+' : ''}${total}`;
}

/** "AC −2 against 2 attacks a round from unarmed foes" from the feat table's "Unarmed/-2 vs. 2". */
function acBonusWords(text: string): string {
  const ac = parseAcBonus(text);
  if (!ac) return `AC bonus ${text}`;
  const against = ac.versus === 'all' ? '' : ` from ${ac.versus} foes`;
  const attacks = ac.attacks === null ? '' : ` against ${ac.attacks} attack${ac.attacks === 1 ? '' : 's'} a round`;
  return `AC ${ac.bonus}${attacks}${against}`;
}

/** The feat level a character holds with a weapon ('N' without a feat). */
function proficiencyWith(data: DarkDungeonsData, weaponId: string): Proficiency {
  // Both bastard-sword rows share one proficiency (004:1818).
  const key = weaponId.startsWith('sword-bastard') ? 'sword-bastard' : weaponId;
  const feat = data.weaponFeats.find((f) => (f.weaponId.startsWith('sword-bastard') ? 'sword-bastard' : f.weaponId) === key);
  return feat?.proficiency ?? 'N';
}

/** The weapons carried, as Table 6-1 ids in the order they are listed, each once; unarmed strike when a feat is held in it. */
export function weaponsCarried(data: DarkDungeonsData): readonly WeaponDef[] {
  const ids: string[] = [];
  for (const item of data.equipment) for (const id of weaponIdsOf(item.catalogId)) if (!ids.includes(id)) ids.push(id);
  if (data.weaponFeats.some((f) => f.weaponId === 'unarmed-strike')) ids.push('unarmed-strike');
  return ids.map((id) => weaponById(id)).filter((w): w is WeaponDef => w !== undefined);
}

function use(kind: AttackKind, row: MasteryRow, level: ClassLevelRow, abilities: { str: number; dex: number }, halfling: boolean): AttackUse {
  const str = abilityModifier(abilities.str);
  const dex = abilityModifier(abilities.dex);
  const hitAbility = kind === 'melee' ? 'str' : 'dex';
  const hitMod = kind === 'melee' ? str : dex;
  const nimble = halfling && kind !== 'melee' ? 1 : 0;
  const base = level.attackBonus + hitMod + nimble;
  const dmgMod = kind === 'missile' ? 0 : str;
  const parts = [`attack bonus ${formatModifier(level.attackBonus)}`, `${ABILITY_ABBREVIATIONS[hitAbility]} ${formatModifier(hitMod)}`];
  if (nimble) parts.push('Nimble +1');
  const feat = row.toHit === row.toHitUnarmed ? `feat ${formatModifier(row.toHit)}` : `feat ${formatModifier(row.toHit)} (${formatModifier(row.toHitUnarmed)} against unarmed foes)`;
  const damage = row.damage === '' ? 'no damage' : `${row.damage}${dmgMod ? ` ${formatModifier(dmgMod)} Str` : ''}`;
  return {
    kind,
    toHit: base + row.toHit,
    toHitUnarmed: base + row.toHitUnarmed,
    damage: addToDice(row.damage, dmgMod),
    damageUnarmed: addToDice(row.damageUnarmed, dmgMod),
    explanation: `${kind === 'melee' ? 'Melee' : kind === 'missile' ? 'Missile' : 'Thrown'}: ${parts.join(', ')}, ${feat}; damage ${damage}`,
  };
}

/** One line per weapon carried (see the file comment); empty before a class and scores are set. */
export function attackLines(data: DarkDungeonsData, level: ClassLevelRow | null, abilities: { str: number; dex: number } | null): AttackLine[] {
  if (!level || !abilities) return [];
  const halfling = data.classId === 'halfling';
  const lines: AttackLine[] = [];
  for (const weapon of weaponsCarried(data)) {
    const proficiency = proficiencyWith(data, weapon.id);
    const row = masteryAt(weapon.id, proficiency);
    if (!row) continue;
    const uses: AttackUse[] = [];
    if (weapon.category === 'missile') uses.push(use('missile', row, level, abilities, halfling));
    else {
      uses.push(use('melee', row, level, abilities, halfling));
      if (row.range !== '') uses.push(use('thrown', row, level, abilities, halfling));
    }
    const effects = [...(row.acBonus ? [acBonusWords(row.acBonus)] : []), ...row.special];
    if (data.classId === 'mystic' && weapon.id === 'unarmed-strike' && level.mystic) {
      effects.push(`strike to kill ${addToDice(level.mystic.strikeDamage, abilityModifier(abilities.str))} (Table 4-8)`);
    }
    lines.push({ weaponId: weapon.id, name: weapon.name, proficiency, uses, range: row.range, effects });
  }
  return lines;
}

/** The feat level in one short word for a table cell: "Basic", "Skilled"... and "None" without a feat. */
export function proficiencyWord(p: Proficiency): string {
  return p === 'N' ? 'None' : PROFICIENCY_SHORT_NAMES[p];
}

/** The targets' armour classes the to-hit row covers, as the Rules Cyclopedia's attack table lays them out. */
export const TO_HIT_ARMOUR_CLASSES: readonly number[] = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2, -3];

/**
 * The d20 roll needed to hit each armour class with a to-hit bonus: 20 − (bonus + AC), but never below 2 (a natural 1
 * misses) and never above 20 (a natural 20 hits) (supplement §9.5).
 */
export function rollNeeded(toHit: number, ac: number): number {
  return Math.min(20, Math.max(2, 20 - (toHit + ac)));
}
