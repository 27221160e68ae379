/**
 * Lists, in words, every rule a Dark Dungeons character breaks. It never refuses to store a character: house rules
 * and GM rulings are allowed, and overridden values are the player's call. A message ends with " — Source: …" where
 * the rule is written, so the words come first.
 */
import type { CharacterDocument } from '../../../documents/character';
import type { RuleViolation } from '../../types';
import { ABILITY_ORDER, baseScores, finalScores, type DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { ABILITY_ABBREVIATIONS, ABILITY_NAMES } from '../data/ability-modifiers';
import { CLASS_REQUIREMENTS } from '../data/class-requirements';
import { weaponById } from '../data/weapons';
import { adjustmentProblems, minimumProblems } from './adjustment';
import { hitDieProblem, skillPointsAvailable, skillPointsSpent, skillProblems, spellbookProblems, weaponFeatProblems, weaponFeatSlots, weaponFeatsUsed } from './creation';
import { rerollVerdict } from './rolling';
import { equipmentCost, roundGp, wornProblems } from './gear';
import { memorisedProblems } from './spells';
import { languageProblems } from './languages';
import { proficiencyWord } from './attacks';
import { VOWS, meetsVowRequirements } from '../data/vows';
import { aClass, formatGp, sourced } from '../format';

/** Where each class's prose says its first weapon feats are Basic proficiency. */
const FIRST_FEATS_LINE: Readonly<Record<string, string>> = {
  cleric: '004:177',
  dwarf: '004:342',
  elf: '004:438',
  fighter: '004:527',
  halfling: '004:625',
  'magic-user': '004:713',
  mystic: '004:757',
  thief: '004:905',
};

/** Lowest and highest 3d6 × 10 (supplement §2). */
const MONEY_MIN = 30;
const MONEY_MAX = 180;

export function validateCharacter(doc: CharacterDocument<DarkDungeonsData>): RuleViolation[] {
  const d = doc.data;
  const out: RuleViolation[] = [];
  const v = (path: string, message: string) => out.push({ path, message });

  if (doc.name.trim() === '') v('name', 'The character has no name.');
  if (!d.alignment) v('alignment', 'Choose an alignment: Lawful, Neutral or Chaotic.');
  for (const m of languageProblems(d)) v('languages', m);
  if (!d.rolled) {
    v('abilities', 'Ability scores have not been rolled or entered yet.');
  } else {
    for (const a of ABILITY_ORDER) {
      const s = d.rolled[a];
      if (!Number.isInteger(s) || s < 3 || s > 18) v(`abilities.${a}`, `${ABILITY_ABBREVIATIONS[a]} ${s} cannot come from 3d6 (3 to 18).`);
    }
    // The reroll rule holds for scores typed from real dice as much as for scores rolled here.
    const verdict = rerollVerdict(d.rolled);
    if (verdict.mustReroll) v('abilities', sourced(`These scores should have been rolled again: ${verdict.reason}`, '004:21'));
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
  }
  if (d.swap) {
    if (d.swap.from === d.swap.to) v('abilities.swap', 'The GM swap names the same ability twice.');
    else if (!CLASS_REQUIREMENTS[d.classId].canEnhance.includes(d.swap.to)) {
      const may = CLASS_REQUIREMENTS[d.classId].canEnhance.map((a) => ABILITY_NAMES[a]).join(' or ');
      v('abilities.swap', sourced(`The GM swap moves a score into ${ABILITY_NAMES[d.swap.to]}, which ${aClass(cls.name)} cannot raise; it may only go into ${may}.`, '004:52'));
    }
  }
  if (!Number.isInteger(d.level) || d.level < 1 || d.level > 36) {
    v('level', `Level ${d.level} is outside 1 to 36.`);
    return out;
  }
  const row = cls.levels[d.level - 1];
  if (row && d.xp < row.xp) v('xp', `A level-${d.level} ${cls.name.toLowerCase()} needs ${row.xp.toLocaleString('en-US')} XP; this one has ${d.xp.toLocaleString('en-US')}.`);
  // XP enough for the next level is a level-up waiting (the sheet says "Level up ready"), not a rule broken: the
  // level is gained at the next night's rest, never mid-fight (supplement §4, step 1), so it is never listed here.
  if (!Number.isInteger(d.xp) || d.xp < 0) v('xp', 'Experience must be a whole number of 0 or more.');

  // Hit points: one gain per level, each consistent with the rule for its level.
  const gains = d.hitPoints.rolls.length;
  // Dying, stable and dead are states of a character with hit points (supplement §9.6).
  if (gains === 0 && d.health) v('hitPoints.health', sourced(`The character is marked ${d.health.state} but has no hit points yet.`, 'supplement §9.6'));
  if (gains === 0) v('hitPoints', 'Hit points have not been rolled yet.');
  else if (gains !== d.level) {
    v('hitPoints', `Hit points are recorded for ${gains} level${gains === 1 ? '' : 's'}, but a level-${d.level} character has gained them ${d.level === 1 ? 'once' : `${d.level} times`}.`);
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
      v('hitPoints', `Level ${r.level}: ${aClass(cls.name)} gains ${cls.hpPerLevelAfterNinth} hp per level after 9th, not ${r.gained}.`);
    }
  });
  if (d.hitPoints.current < -1000) v('hitPoints', 'Current hit points are implausibly low.');

  if (final) {
    for (const m of skillProblems(d.classId, d.level, final.int, d.skills)) v('skills', m);
    // Skill points are spent at once (004:1022); unspent ones are a choice still to make.
    const unspent = skillPointsAvailable(d.classId, d.level, final.int) - skillPointsSpent(d.skills);
    if (unspent > 0) v('skills', sourced(`${unspent} skill point${unspent === 1 ? ' is' : 's are'} not spent yet; skill points are spent as soon as they are gained.`, '004:1022'));
  }
  // At 1st level every feat is chosen now; later feats are banked for training (supplement §4).
  if (d.level === 1) {
    const open = weaponFeatSlots(d.classId, 1) - weaponFeatsUsed(d.weaponFeats);
    if (open > 0) v('weaponFeats', `${open} weapon feat${open === 1 ? ' is' : 's are'} still to choose.`);
  }
  for (const m of weaponFeatProblems(d.classId, d.level, d.weaponFeats, d.vows.druidic)) v('weaponFeats', m);
  if (d.level === 1) {
    for (const f of d.weaponFeats) {
      if (f.proficiency !== 'B') {
        v('weaponFeats', sourced(`At 1st level every weapon feat is Basic proficiency; ${weaponById(f.weaponId)?.name ?? f.weaponId} is at ${proficiencyWord(f.proficiency)}.`, FIRST_FEATS_LINE[d.classId] ?? 'class description'));
      }
    }
  }
  for (const m of spellbookProblems(d.classId, d.level, d.spellbook)) v('spellbook', m);
  for (const m of memorisedProblems(d)) v('spellbook', m);
  if (!Number.isFinite(d.money.gp) || d.money.gp < 0) v('money', 'Money cannot be negative.');
  const start = d.money.start;
  if (start !== undefined) {
    if (!Number.isInteger(start) || start < MONEY_MIN || start > MONEY_MAX || start % 10 !== 0) {
      v('money', sourced(`Starting money of ${formatGp(start)} cannot come from 3d6 × 10 (30 to 180 gp in steps of 10).`, 'supplement §2'));
    } else if (doc.status !== 'complete') {
      // While the character is being made, the purse and the gear bought must add up to what was rolled.
      const accounted = roundGp(d.money.gp + equipmentCost(d.equipment));
      if (accounted !== start) {
        v('money', `${formatGp(start)} was rolled, but ${formatGp(d.money.gp)} in hand and ${formatGp(equipmentCost(d.equipment))} of gear bought make ${formatGp(accounted)}.`);
      }
    }
  }
  d.equipment.forEach((e) => {
    if (e.name.trim() === '') v('equipment', 'An item has no name.');
    if (!(e.quantity >= 1) || !Number.isInteger(e.quantity)) v('equipment', `${e.name || 'An item'} has quantity ${e.quantity}; use a whole number of 1 or more.`);
    if (!(e.costGp >= 0) || !(e.weightCn >= 0)) v('equipment', `${e.name || 'An item'} has a negative cost or weight.`);
  });
  const user = d.classId === 'cleric' && d.vows.druidic ? 'druid' : d.classId;
  for (const m of wornProblems(d, user)) v('equipment', sourced(m, 'supplement §7.3-7.5'));
  if (d.vows.druidic && d.alignment && !meetsVowRequirements(VOWS.druidic, { classId: d.classId, level: d.level, alignment: d.alignment })) {
    v('vows', sourced('Druidic vows need a neutral cleric of 9th level or more.', '004:245'));
  }
  if (d.vows.chivalric && d.alignment && !meetsVowRequirements(VOWS.chivalric, { classId: d.classId, level: d.level, alignment: d.alignment })) {
    v('vows', sourced('Chivalric vows need a fighter of 9th level or more.', '004:539'));
  }
  return out;
}
