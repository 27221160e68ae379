/**
 * Steps 4-9 of chapter 4 as pure rules: hit points, skill points, weapon feats, spells, starting money.
 */
import { roll, rollDie, type RandomSource } from '../../../dice';
import type { ClassId, HitPointRoll, SkillChoice, SpellEntry, WeaponFeat } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { abilityModifier } from '../data/ability-modifiers';
import { skillById, startingSkillPoints } from '../data/skills';
import { canUseWeapon, weaponById } from '../data/weapons';
import { findSpell, spellListFor } from '../data/spells';
import { aClass, capitalise, sourced, withArticle } from '../format';

/** Hit points a level adds: max(1, die + Con) up to 9th (004:class prose, supplement §4); fixed after, no Con. */
export function hitPointGainFor(classId: ClassId, level: number, die: number, con: number, source: HitPointRoll['source']): HitPointRoll {
  const table = CLASS_TABLES[classId];
  if (level >= 10) {
    return { level, die: 0, con: 0, fixed: table.hpPerLevelAfterNinth, gained: table.hpPerLevelAfterNinth, source };
  }
  const conMod = abilityModifier(con);
  return { level, die, con: conMod, fixed: 0, gained: Math.max(1, die + conMod), source };
}

/** Rolls the hit points for `level` (the class die + Con modifier, at least 1; fixed after 9th). */
export function rollHitPoints(classId: ClassId, level: number, con: number, rng: RandomSource): { roll: HitPointRoll; text: string } {
  const table = CLASS_TABLES[classId];
  if (level >= 10) {
    const r = hitPointGainFor(classId, level, 0, con, 'rolled');
    return { roll: r, text: `Level ${level}: +${r.fixed} hp (fixed after 9th, no Con)` };
  }
  const die = rollDie(table.hitDie, rng);
  const r = hitPointGainFor(classId, level, die, con, 'rolled');
  const conText = r.con === 0 ? '' : ` ${r.con > 0 ? '+' : '−'} ${Math.abs(r.con)} Con`;
  const floor = die + r.con < 1 ? ' (at least 1)' : '';
  return { roll: r, text: `Level ${level}: 1d${table.hitDie} [${die}]${conText} = ${r.gained}${floor}` };
}

/** One level's gain in words: "d4 entered as 3, Con −1 = 2", "d8 rolled 1, Con −2: at least 1", "+2 (fixed after 9th)". */
export function describeHitPointGain(roll: HitPointRoll, hitDie: number): string {
  if (roll.fixed > 0) return `+${roll.fixed} (fixed after 9th level, no Con)`;
  const con = roll.con === 0 ? '' : `, Con ${roll.con > 0 ? '+' : '−'}${Math.abs(roll.con)}`;
  const floor = roll.die + roll.con < 1;
  return `d${hitDie} ${roll.source === 'entered' ? 'entered as' : 'rolled'} ${roll.die}${con}${floor ? ': at least 1' : ` = ${roll.gained}`}`;
}

/** Checks a typed hit-point die result; returns a problem in words or null. */
export function hitDieProblem(classId: ClassId, die: number): string | null {
  const sides = CLASS_TABLES[classId].hitDie;
  if (!Number.isInteger(die) || die < 1 || die > sides) return `A d${sides} shows 1 to ${sides}; ${String(die)} is not possible.`;
  return null;
}

/** Total maximum hit points from the recorded gains. */
export function maxHitPoints(rolls: readonly HitPointRoll[]): number {
  return rolls.reduce((sum, r) => sum + r.gained, 0);
}

/** Skill points available at a level: the class table's Skills column plus the Int bonus (a penalty counts 0) (004:1018). */
export function skillPointsAvailable(classId: ClassId, level: number, int: number): number {
  const row = CLASS_TABLES[classId].levels[level - 1];
  const tableSkills = row?.skills ?? 4;
  return startingSkillPoints(int) - 4 + tableSkills;
}

export function skillPointsSpent(skills: readonly SkillChoice[]): number {
  return skills.reduce((s, k) => s + k.points, 0);
}

/** Problems with skill choices, in words. */
export function skillProblems(classId: ClassId, level: number, int: number, skills: readonly SkillChoice[]): string[] {
  const out: string[] = [];
  const available = skillPointsAvailable(classId, level, int);
  const spent = skillPointsSpent(skills);
  if (spent > available) out.push(sourced(`${spent} skill points are spent but only ${available} are available (4 + Int bonus).`, '004:1018'));
  const seen = new Set<string>();
  for (const s of skills) {
    const def = skillById(s.skillId);
    if (!def) {
      out.push(`Unknown skill "${s.skillId}".`);
      continue;
    }
    if (!Number.isInteger(s.points) || s.points < 1) out.push(`${def.name} has ${s.points} points; spend at least 1 or remove it.`);
    if (def.choose && s.specialty.trim() === '') out.push(`${def.name} needs ${withArticle(def.choose)} to be named.`);
    const key = `${s.skillId}|${s.specialty.trim().toLowerCase()}`;
    if (seen.has(key)) out.push(`${def.name}${s.specialty ? ` (${s.specialty})` : ''} is listed twice; put the points on one entry.`);
    seen.add(key);
  }
  return out;
}

/** Weapon-feat slots at a level: the class table's Weapon Feats column (2, or 4 for fighters and dwarves, at 1st). */
export function weaponFeatSlots(classId: ClassId, level: number): number {
  return CLASS_TABLES[classId].levels[level - 1]?.weaponFeats ?? 0;
}

/** Feats used by the proficiencies held: 1 for Basic, +1 per step above (B→S→E→M→G). */
export function weaponFeatsUsed(feats: readonly WeaponFeat[]): number {
  const cost = { N: 0, B: 1, S: 2, E: 3, M: 4, G: 5 } as const;
  return feats.reduce((s, f) => s + cost[f.proficiency], 0);
}

/** Problems with weapon feats, in words. Druids use their own column of Table 6-1. */
export function weaponFeatProblems(classId: ClassId, level: number, feats: readonly WeaponFeat[], druid: boolean): string[] {
  const out: string[] = [];
  const slots = weaponFeatSlots(classId, level);
  const used = weaponFeatsUsed(feats);
  if (used > slots) out.push(`${used} weapon feats are used but a level-${level} ${CLASS_TABLES[classId].name.toLowerCase()} has ${slots} (the class table's Weapon Feats column).`);
  const seen = new Set<string>();
  for (const f of feats) {
    const w = weaponById(f.weaponId);
    if (!w) {
      out.push(`Unknown weapon "${f.weaponId}".`);
      continue;
    }
    if (seen.has(f.weaponId)) out.push(`${w.name} is listed twice; each weapon takes feats once.`);
    seen.add(f.weaponId);
    const use = canUseWeapon(druid ? 'druid' : classId, w);
    if (!use.ok) out.push(sourced(`${use.reason.replace(/\.$/, '')}: the ${w.name} is not allowed.`, use.source));
  }
  return out;
}

/** Casts arcane spells from a spellbook (magic-users and elves start with Read Magic and one more, 004:448, 004:723). */
export function keepsSpellbook(classId: ClassId): boolean {
  return classId === 'magic-user' || classId === 'elf';
}

export const READ_MAGIC = 'Read Magic';

/** Problems with a starting spellbook, in words. */
export function spellbookProblems(classId: ClassId, level: number, spellbook: readonly SpellEntry[]): string[] {
  const name = CLASS_TABLES[classId].name;
  if (!keepsSpellbook(classId)) return spellbook.length > 0 ? [`${capitalise(aClass(name))} keeps no spellbook.`] : [];
  const line = classId === 'elf' ? '004:448' : '004:723';
  const out: string[] = [];
  if (!spellbook.some((s) => s.name.trim().toLowerCase() === READ_MAGIC.toLowerCase())) {
    out.push(sourced(`The spellbook must hold ${READ_MAGIC}.`, line));
  }
  if (level === 1 && spellbook.filter((s) => s.name.trim().toLowerCase() !== READ_MAGIC.toLowerCase()).length < 1) {
    out.push(sourced('A new spellbook holds one first-level spell besides Read Magic, of the player’s choice.', line));
  }
  const list = spellListFor(classId, false) ?? [];
  for (const s of spellbook) {
    if (s.name.trim() === '') out.push('A spell in the spellbook has no name.');
    if (!Number.isInteger(s.level) || s.level < 1 || s.level > 9) out.push(`${s.name || 'A spell'} has spell level ${s.level}; use 1 to 9.`);
    const known = s.name.trim() === '' ? undefined : findSpell(list, s.name);
    if (s.name.trim() !== '' && !known) out.push(sourced(`${s.name} is not on the magic-user spell list.`, 'supplement §12'));
    else if (known && known.level !== s.level) out.push(sourced(`${known.name} is a level-${known.level} spell, not level ${s.level}.`, 'supplement §12'));
  }
  return out;
}

/** Rolls starting money: 3d6 × 10 gp (supplement §2). */
export function rollStartingMoney(rng: RandomSource): { gp: number; text: string } {
  const r = roll('3d6', rng);
  return { gp: r.total * 10, text: `${r.text} × 10 = ${r.total * 10} gp` };
}
