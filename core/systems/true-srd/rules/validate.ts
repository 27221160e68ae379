/**
 * Every rule of 003 a True SRD character breaks, in words with a path. It never refuses a character: a GM ruling
 * or a figure from another chapter is the table's call, and the sheet shows it.
 */
import type { CharacterDocument } from '../../../documents/character';
import type { RuleViolation } from '../../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, SCORE_MAX, SCORE_MIN, type TrueSrdData } from '../character';
import { carryingRow } from '../data/movement';
import { carriedWeight, effectiveScores, formatScore } from './derive';

export function validateTrueSrd(doc: CharacterDocument<TrueSrdData>): RuleViolation[] {
  const d = doc.data;
  const out: RuleViolation[] = [];
  const v = (path: string, message: string) => out.push({ path, message });

  if (doc.name.trim() === '') v('name', 'The character has no name.');
  if (!d.abilities) {
    v('abilities', 'Enter the six ability scores (signed, −5 to +10).');
  } else {
    for (const a of ABILITY_ORDER) {
      const s = d.abilities[a];
      if (s < SCORE_MIN || s > SCORE_MAX) {
        v(`abilities.${a}`, `${ABILITY_ABBREVIATIONS[a]} ${formatScore(s)} is outside −5 to +10, the scores the Carrying Capacity table covers (003:30-45).`);
      }
    }
  }
  for (const a of ABILITY_ORDER) {
    const lost = d.abilityDamage[a];
    if (lost < 0) v(`abilityDamage.${a}`, `${ABILITY_ABBREVIATIONS[a]} damage ${lost} is below 0: ability damage is points lost, returning at 1 a day down to none (003:355).`);
  }
  if (d.conviction < 0) v('conviction', `Conviction ${d.conviction} is below 0: a point is spent only when there is one to spend (003:235, 003:347).`);
  if (!d.combat) v('combat', 'Enter the combat bonus and the base Fortitude, Reflex and Will saves: they come from role and level, which this chapter does not give (003:100).');

  d.weapons.forEach((w, i) => {
    const name = w.name.trim() || `Attack ${i + 1}`;
    if (w.name.trim() === '') v('weapons', `Attack ${i + 1} has no name.`);
    if ((w.kind === 'thrown' || w.kind === 'projectile') && w.rangeIncrement <= 0) v('weapons', `${name} is a ${w.kind} attack and needs a range increment in feet (003:104).`);
    if (w.kind === 'unarmed' && w.lethal) v('weapons', `${name}: unarmed attacks deal non-lethal damage (003:325).`);
  });

  d.equipment.forEach((e, i) => {
    if (e.name.trim() === '') v('equipment', `Item ${i + 1} has no name.`);
  });
  const eff = effectiveScores(d);
  const row = eff ? carryingRow(eff.str) : null;
  const carried = carriedWeight(d);
  if (row && carried > row.maximum) {
    v('equipment', `${carried} lb is more than the maximum load of ${row.maximum} lb for Str ${formatScore(eff?.str ?? 0)}: it cannot be lifted (003:26, 003:28-45).`);
  }

  const t = d.damage;
  if (t.bruised < 0) v('damage', `Bruised ${t.bruised} is below 0: each failed Toughness save against non-lethal damage adds one bruised result (003:326), and they fade down to none (003:348).`);
  if (t.hurt < 0) v('damage', `Hurt ${t.hurt} is below 0: each failed Toughness save against lethal damage adds one hurt result (003:328), and they fade down to none (003:348).`);
  if (t.dyingChecks < 0) v('damage', `${t.dyingChecks} dying checks: they are counted up from 0 while the character is dying (003:343, 003:364).`);
  if (t.dying && !t.unconscious && !t.dead) v('damage', 'A dying character is unconscious (003:363): check Unconscious as well.');
  if (t.stable && (t.dying || t.dead || !t.unconscious || !t.disabled)) v('damage', 'Stable means no longer dying, still unconscious and disabled (003:385); the track says otherwise.');
  if (t.dyingChecks > 0 && !t.dying) v('damage', 'Dying checks are counted only while the character is dying (003:343, 003:364).');
  d.skills.forEach((s, i) => {
    if (s.name.trim() === '') v('skills', `Skill ${i + 1} has no name.`);
  });
  if (d.feats.some((f) => f.trim() === '')) v('feats', 'A feat has no name.');
  if (d.powers.some((p) => p.trim() === '')) v('powers', 'A power has no name.');
  return out;
}
