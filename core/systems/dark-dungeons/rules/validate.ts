/**
 * Lists, in words, every rule a Dark Dungeons character breaks. It never refuses to store a character: house rules
 * and GM rulings are allowed, and overridden values are the player's call.
 */
import type { CharacterDocument } from '../../../documents/character';
import type { RuleViolation } from '../../types';
import { ABILITY_ORDER, baseScores, finalScores, type DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { ABILITY_ABBREVIATIONS } from '../data/ability-modifiers';
import { adjustmentProblems, minimumProblems } from './adjustment';
import { hitDieProblem, skillPointsAvailable, skillPointsSpent, skillProblems, spellbookProblems, weaponFeatProblems, weaponFeatSlots, weaponFeatsUsed } from './creation';
import { VOWS, meetsVowRequirements } from '../data/vows';

export function validateCharacter(doc: CharacterDocument<DarkDungeonsData>): RuleViolation[] {
  const d = doc.data;
  const out: RuleViolation[] = [];
  const v = (path: string, message: string) => out.push({ path, message });

  if (doc.name.trim() === '') v('name', 'The character has no name.');
  if (!d.alignment) v('alignment', 'Choose an alignment: Lawful, Neutral or Chaotic.');
  if (!d.rolled) {
    v('abilities', 'Ability scores have not been rolled or entered yet.');
  } else {
    for (const a of ABILITY_ORDER) {
      const s = d.rolled[a];
      if (!Number.isInteger(s) || s < 3 || s > 18) v(`abilities.${a}`, `${ABILITY_ABBREVIATIONS[a]} ${s} cannot come from 3d6 (3 to 18).`);
    }
  }
  if (!d.classId) {
    v('class', 'No class has been chosen.');
    return out;
  }
  const cls = CLASS_TABLES[d.classId];
  const base = baseScores(d);
  const final = finalScores(d);
  if (base && final) {
    for (const p of adjustmentProblems(d.classId, base, d.adjustments)) v(p.ability ? `abilities.${p.ability}` : 'abilities', p.message);
    for (const p of minimumProblems(d.classId, final)) v(`abilities.${p.ability ?? ''}`, p.message);
    if (d.swap && d.swap.from === d.swap.to) v('abilities.swap', 'The GM swap names the same ability twice.');
  }
  if (!Number.isInteger(d.level) || d.level < 1 || d.level > 36) {
    v('level', `Level ${d.level} is outside 1 to 36.`);
    return out;
  }
  const row = cls.levels[d.level - 1];
  const next = cls.levels[d.level];
  if (row && d.xp < row.xp) v('xp', `A level-${d.level} ${cls.name.toLowerCase()} needs ${row.xp.toLocaleString('en-US')} XP; this one has ${d.xp.toLocaleString('en-US')}.`);
  if (next && d.xp >= next.xp) v('xp', `${d.xp.toLocaleString('en-US')} XP reaches level ${next.level}: level up.`);
  if (!Number.isInteger(d.xp) || d.xp < 0) v('xp', 'Experience must be a whole number of 0 or more.');

  // Hit points: one gain per level, each consistent with the rule for its level.
  if (d.hitPoints.rolls.length !== d.level) {
    v('hitPoints', `Hit points hold ${d.hitPoints.rolls.length} level gain${d.hitPoints.rolls.length === 1 ? '' : 's'}; a level-${d.level} character has ${d.level}.`);
  }
  d.hitPoints.rolls.forEach((r, i) => {
    if (r.level !== i + 1) v('hitPoints', `Hit-point gain ${i + 1} is recorded for level ${r.level}.`);
    if (r.level < 10) {
      const bad = hitDieProblem(d.classId!, r.die);
      if (bad) v('hitPoints', `Level ${r.level}: ${bad}`);
    }
    if (r.level < 10 && r.gained !== Math.max(1, r.die + r.con)) {
      v('hitPoints', `Level ${r.level}: ${r.die} ${r.con >= 0 ? '+' : '−'} ${Math.abs(r.con)} Con gives ${Math.max(1, r.die + r.con)}, not ${r.gained} (at least 1).`);
    }
    if (r.level >= 10 && r.gained !== cls.hpPerLevelAfterNinth) {
      v('hitPoints', `Level ${r.level}: a ${cls.name.toLowerCase()} gains ${cls.hpPerLevelAfterNinth} hp per level after 9th, not ${r.gained}.`);
    }
  });
  if (d.hitPoints.current < -1000) v('hitPoints', 'Current hit points are implausibly low.');

  if (final) {
    for (const m of skillProblems(d.classId, d.level, final.int, d.skills)) v('skills', m);
    // Skill points are spent at once (004:1022); unspent ones are a choice still to make.
    const unspent = skillPointsAvailable(d.classId, d.level, final.int) - skillPointsSpent(d.skills);
    if (unspent > 0) v('skills', `${unspent} skill point${unspent === 1 ? ' is' : 's are'} not spent yet (004:1022: they are spent immediately).`);
  }
  // At 1st level every feat is chosen now; later feats are banked for training (supplement §4).
  if (d.level === 1) {
    const open = weaponFeatSlots(d.classId, 1) - weaponFeatsUsed(d.weaponFeats);
    if (open > 0) v('weaponFeats', `${open} weapon feat${open === 1 ? ' is' : 's are'} still to choose.`);
  }
  for (const m of weaponFeatProblems(d.classId, d.level, d.weaponFeats, d.vows.druidic)) v('weaponFeats', m);
  if (d.level === 1) {
    for (const f of d.weaponFeats) {
      if (f.proficiency !== 'B') v('weaponFeats', `At 1st level every weapon feat is Basic proficiency; ${f.weaponId} is ${f.proficiency} (supplement §2).`);
    }
  }
  for (const m of spellbookProblems(d.classId, d.level, d.spellbook)) v('spellbook', m);
  if (!Number.isFinite(d.money.gp) || d.money.gp < 0) v('money', 'Money cannot be negative.');
  d.equipment.forEach((e) => {
    if (e.name.trim() === '') v('equipment', 'An item has no name.');
    if (!(e.quantity >= 1) || !Number.isInteger(e.quantity)) v('equipment', `${e.name || 'An item'} has quantity ${e.quantity}; use a whole number of 1 or more.`);
    if (!(e.costGp >= 0) || !(e.weightCn >= 0)) v('equipment', `${e.name || 'An item'} has a negative cost or weight.`);
  });
  if (d.vows.druidic && d.alignment && !meetsVowRequirements(VOWS.druidic, { classId: d.classId, level: d.level, alignment: d.alignment })) {
    v('vows', 'Druidic vows need a neutral cleric of 9th level or more (004:243).');
  }
  if (d.vows.chivalric && d.alignment && !meetsVowRequirements(VOWS.chivalric, { classId: d.classId, level: d.level, alignment: d.alignment })) {
    v('vows', 'Chivalric vows need a fighter of 9th level or more.');
  }
  return out;
}
