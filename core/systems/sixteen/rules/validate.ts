/**
 * Every rule of 001 a "16+" character breaks, in words with a path. It never refuses a character: values beyond
 * what the sheet accepts at creation may be a GM's ruling, and the sheet shows them.
 */
import type { CharacterDocument } from '../../../documents/character';
import type { RuleViolation } from '../../types';
import { STAT_ABBREVIATIONS, STAT_MAX, STAT_MIN, STAT_ORDER, type SixteenData } from '../character';
import { deadAt, settled } from './health';
import { formatModifier } from './derive';

export function validateSixteen(doc: CharacterDocument<SixteenData>): RuleViolation[] {
  const d = doc.data;
  const out: RuleViolation[] = [];
  const v = (path: string, message: string) => out.push({ path, message });

  if (doc.name.trim() === '') v('name', 'The character has no name.');
  if (!d.stats) {
    v('stats', 'Enter the five stats: STR, DEX, CON, INT and WIS.');
  } else {
    for (const s of STAT_ORDER) {
      const x = d.stats[s];
      if (x < STAT_MIN || x > STAT_MAX) {
        v(`stats.${s}`, `${STAT_ABBREVIATIONS[s]} ${formatModifier(x)} is outside −4 to +5: a stat test (d20 + 4 + 2 × stat, 16 to succeed, 001:1) would ${x > STAT_MAX ? 'never fail' : 'never succeed'}.`);
      }
    }
  }
  if (d.level < 1) v('level', `Level ${d.level} is below 1: a creature adds its level/3 to saves (001:2) and its hit dice follow it (001:10); a level counts from 1.`);
  if (d.hitDice < 1) v('hitDice', 'Enter the hit dice (for a character, usually its level): the stun and death thresholds use them (001:10, 001:12).');
  if (d.hitPoints.max === null) {
    v('hitPoints', 'Enter the maximum hit points: the text has no formula for them.');
  } else if (d.hitPoints.max < 1) {
    v('hitPoints', `Maximum hit points ${d.hitPoints.max} is below 1: healing restores a percent of the maximum (001:12), and a creature at 0 or fewer is already down (001:10).`);
  } else if (d.hitPoints.current > d.hitPoints.max) {
    v('hitPoints', `Hit points now (${d.hitPoints.current}) are above the maximum (${d.hitPoints.max}); healing restores a percent of the maximum, not beyond it (001:12).`);
  }
  const death = deadAt(d);
  const health = settled(d).health;
  if (d.hitPoints.current < death && !health.dead) v('hitPoints', `Hit points now (${d.hitPoints.current}) are below ${death}, where the character is already dead (001:12).`);
  if (health.bleeding && (health.dead || d.hitPoints.current >= 0)) v('health', `Marked bleeding at ${d.hitPoints.current} hit points${health.dead ? ' and dead' : ''}: only a living creature below 0 bleeds (001:10).`);
  if (d.ac.melee === null) v('ac', 'Enter the AC: the armour tables are not in the text, so it is entered as the attacker adds it (lower is better, 001:6).');
  if (d.magic.mp > d.magic.mpMax) v('magic', `Magic points now (${d.magic.mp}) are above the maximum (${d.magic.mpMax}).`);
  if (d.magic.mp < 0 || d.magic.mpMax < 0) v('magic', `Magic points ${d.magic.mp} of ${d.magic.mpMax}: magic points are spent to power spells and recovered up to the maximum, never below 0 (001:17).`);
  if (d.magic.level < 0) v('magic', `Magic level ${d.magic.level} is below 0: it caps power level at magic level × 5 and countermagic at the magic level (001:17, 001:21); a creature without magic has 0.`);

  const seen = new Set<string>();
  d.skills.forEach((s, i) => {
    const key = s.name.trim().toLowerCase();
    if (key === '') v('skills', `Skill ${i + 1} has no name.`);
    if (s.level < 0) v('skills', `${s.name.trim() || `Skill ${i + 1}`} is at level ${s.level}: a skill level is a modifier added to the test (001:1, "melee-20" 001:9), from 0 for a skill not learned.`);
    else if (seen.has(key)) v('skills', `${s.name.trim()} is listed twice.`);
    seen.add(key);
  });
  d.weapons.forEach((w, i) => {
    if (w.name.trim() === '') v('weapons', `Weapon ${i + 1} has no name.`);
  });
  const types = new Set<string>();
  for (const r of d.resistances) {
    if (types.has(r.type)) v('resistances', `${r.type} is listed twice; give one modifier per attack type.`);
    types.add(r.type);
  }
  d.equipment.forEach((e, i) => {
    if (e.name.trim() === '') v('equipment', `Item ${i + 1} has no name.`);
  });
  return out;
}
