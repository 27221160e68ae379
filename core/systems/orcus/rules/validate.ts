/**
 * Every rule an Orcus character breaks, in words, with the path it concerns. Characters are stored even when they
 * break rules (house rules and GM rulings are allowed); this is what the review step and `validate` list.
 *
 * Empty feat and power slots are not listed: the text has no feats or powers to choose from, so an empty slot is the
 * text's gap, not a broken rule (the sheet shows the open slots). Too many feats or powers, or a power above its slot,
 * are.
 */
import type { CharacterDocument } from '../../../documents/character';
import { formatNumber } from '../../../text/format';
import type { RuleViolation } from '../../types';
import { ABILITY_ABBREVIATIONS, ABILITY_IDS, SCORE_MAX, SCORE_MIN } from '../data/abilities';
import { armourById, shieldById } from '../data/armour';
import { MAX_LEVEL, increaseLevels, levelRow } from '../data/levels';
import { alignmentById, languageByName } from '../data/personal';
import { weaponById } from '../data/weapons';
import { formatCoins } from '../data/gear';
import type { OrcusData } from '../character';
import { computedMaxHp, computedMaxRecoveries } from './derive';
import { isDown, stateOf } from '../health';
import { finalScores } from './math';
import { generationProblems } from './generation';
import { featProblems, powerProblems } from './slots';

/** The "Increase two by +1" choices a character is missing or has wrong, in words. */
export function increaseProblems(data: OrcusData): string[] {
  const out: string[] = [];
  const due = increaseLevels(data.level);
  for (const lvl of due) {
    const choices = data.increases.filter((c) => c.level === lvl);
    const choice = choices[0];
    if (!choice) out.push(`Level ${lvl}: choose two ability scores to increase by +1 (002:${levelRow(lvl)?.line ?? 585}).`);
    else if (choices.length > 1) out.push(`Level ${lvl}: the increase is recorded ${choices.length} times; keep one.`);
    else if (choice.abilities.length !== 2 || new Set(choice.abilities).size !== 2) out.push(`Level ${lvl}: "Increase two by +1" raises two different scores by 1 each (002:585).`);
  }
  for (const c of data.increases) {
    if (c.level > data.level) out.push(`An increase is recorded for level ${c.level}, above the character’s level ${data.level}; remove it.`);
    else if (!due.includes(c.level)) out.push(`Level ${c.level} gives no "Increase two by +1" (Levels table, 002:578-613); remove that increase.`);
  }
  return out;
}

export function validateCharacter(doc: CharacterDocument<OrcusData>): RuleViolation[] {
  const d = doc.data;
  const out: RuleViolation[] = [];
  const v = (path: string, message: string) => out.push({ path, message });

  if (doc.name.trim() === '') v('name', 'The character has no name.');
  if (!d.alignment) v('alignment', 'Choose an alignment (002:533-552).');
  else if (alignmentById(d.alignment)?.variant && !doc.houseRules.some((h) => h.startsWith('Variant: Nine-Point'))) {
    v('alignment', `${alignmentById(d.alignment)?.name ?? d.alignment} is an alignment of the nine-point variant (002:541); record the variant as a house rule or choose one of the five.`);
  }

  for (const m of generationProblems(d.abilities)) v('abilities', m);
  const scores = finalScores(d);
  if (scores) {
    for (const a of ABILITY_IDS) {
      if (scores[a] < SCORE_MIN || scores[a] > SCORE_MAX) v(`abilities.${a}`, `${ABILITY_ABBREVIATIONS[a]} ${scores[a]} is outside the scores of 1 to 30 the modifier table covers (002:118).`);
    }
  }
  for (const m of increaseProblems(d)) v('increases', m);

  if (d.ancestry.name.trim() === '') v('ancestry', 'Enter your ancestry’s name: ancestries are not in the text (002:2295), so it and its bonuses are entered by hand.');
  if (d.class.name.trim() === '') v('class', 'Enter your class’s name: the Classes chapter is not in the text (002:913).');
  if (d.class.hpAtFirstLevel === null) v('class.hp', 'Enter your class’s hit points at 1st level; the Constitution score is added to them (002:172).');
  if (d.class.hpPerLevel === null) v('class.hp', 'Enter the hit points your class gives at each level after the 1st.');
  if (d.class.recoveries === null) v('class.recoveries', 'Enter your class’s recoveries; the Constitution modifier is added to them (002:174).');
  if (d.class.trainedSkills !== null && d.trainedSkills.length !== d.class.trainedSkills) {
    v('skills', `${d.trainedSkills.length} skill${d.trainedSkills.length === 1 ? ' is' : 's are'} trained; the class (as entered) trains ${d.class.trainedSkills}.`);
  }
  if (new Set(d.trainedSkills).size !== d.trainedSkills.length) v('skills', 'A skill is listed as trained twice.');

  if (!Number.isInteger(d.level) || d.level < 1 || d.level > MAX_LEVEL) {
    v('level', `Level ${d.level} is outside 1 to 30 (002:575).`);
    return out;
  }
  const row = levelRow(d.level);
  const next = levelRow(d.level + 1);
  if (row && d.xp < row.xp) v('xp', `Level ${d.level} needs ${formatNumber(row.xp)} XP; this character has ${formatNumber(d.xp)} (002:${row.line}).`);
  if (next && d.xp >= next.xp) v('xp', `${formatNumber(d.xp)} XP reaches level ${next.level}: level up (002:${next.line}).`);
  if (d.level >= 11 && d.prestigePath.trim() === '') v('paths', 'Level 11: select a prestige path (002:593); enter its name.');
  if (d.level >= 21 && d.epicPath.trim() === '') v('paths', 'Level 21: select an epic path (002:604); enter its name.');

  for (const m of featProblems(d.feats, d.level)) v('feats', m);
  if (d.feats.some((f) => f.name.trim() === '')) v('feats', 'A feat has no name.');
  for (const m of powerProblems(d.powers, d.level)) v('powers', m);
  if (d.powers.some((p) => p.name.trim() === '')) v('powers', 'A power has no name.');

  const seen = new Set<string>();
  for (const l of d.languages) {
    const key = l.name.trim().toLowerCase();
    if (key === '') v('languages', 'A language has no name.');
    if (seen.has(key)) v('languages', `${l.name} is listed twice.`);
    seen.add(key);
    if (l.level > d.level) v('languages', `${l.name} is recorded as learned at level ${l.level}, above ${d.level}.`);
    const def = languageByName(l.name);
    if (l.source === 'chosen' && l.level === 1 && !def) {
      v('languages', `${l.name} is not a Standard language; at 1st level languages are chosen from the Standard table (002:555).`);
    }
    if (l.source === 'chosen' && l.level === 1 && def?.exotic) {
      v('languages', `${def.name} is an Exotic language: it can be chosen only when learned after 1st level (002:555).`);
    }
  }

  const armours = d.equipment.filter((e) => e.kind === 'armour' && e.equipped);
  if (armours.length > 1) v('equipment', `${armours.map((e) => e.name).join(' and ')} are both worn; wear one suit of armour.`);
  const shields = d.equipment.filter((e) => e.kind === 'shield' && e.equipped);
  if (shields.length > 1) v('equipment', 'Only one shield benefits at a time (002:671); hold one.');
  for (const e of [...armours, ...shields]) {
    const known = e.catalogId !== null && (e.kind === 'armour' ? armourById(e.catalogId) : shieldById(e.catalogId));
    if (!known) v('equipment', `${e.name} is worn but is not in the Armor and Shields table (002:686-698), so it gives no AC; pick it from the table.`);
  }
  for (const e of d.equipment) {
    if (e.name.trim() === '') v('equipment', 'An item has no name.');
    if (e.enhancement > 0 && !['armour', 'weapon', 'focus', 'neck'].includes(e.kind)) {
      v('equipment', `${e.name} has +${e.enhancement}; only armour, weapons, focuses and cloaks or amulets are enchanted items (002:2164-2168).`);
    }
    const w = e.kind === 'weapon' && e.catalogId ? weaponById(e.catalogId) : undefined;
    if (w && e.equipped && d.ancestry.size === 'small' && w.hands === 2 && !w.properties.includes('Small')) {
      v('equipment', `A Small character cannot wield the two-handed ${w.name.toLowerCase()} without the Small property (002:708).`);
    }
  }
  if (d.moneyCp < 0) v('money', `${formatCoins(d.moneyCp)}: money is the coins held (002:645-654), never less than none.`);

  const max = computedMaxHp(d);
  const maxOverride = doc.overrides['hp.max'];
  const hpMax = maxOverride && Number.isFinite(Number(maxOverride.value)) ? Number(maxOverride.value) : max;
  if (hpMax !== null && d.vitals.hp > hpMax) v('vitals.hp', `Current hit points ${d.vitals.hp} are above the maximum ${hpMax} (002:1442).`);
  const recMax = computedMaxRecoveries(d);
  if (recMax !== null && d.vitals.recoveries > recMax && doc.overrides['recoveries.max'] === undefined) {
    v('vitals.recoveries', `${d.vitals.recoveries} recoveries left is more than the ${recMax} a long rest restores (002:2311).`);
  }
  if (d.vitals.deathSaveFailures > 3) v('vitals.deathSaves', `${d.vitals.deathSaveFailures} failed death saving throws: the third kills (002:1461), so more cannot be counted.`);
  if (d.vitals.deathSaveFailures < 0) v('vitals.deathSaves', `${d.vitals.deathSaveFailures} failed death saving throws: they are counted up from 0 (002:1461).`);
  if (d.vitals.tempHp < 0) v('vitals.tempHp', `Temporary hit points ${d.vitals.tempHp}: they are a buffer lost first when damaged, down to none (002:1473-1474).`);
  if (d.vitals.recoveries < 0) v('vitals.recoveries', `${d.vitals.recoveries} recoveries: they are spent one at a time down to none (002:2311).`);
  if (d.vitals.actionPoints < 0) v('vitals.actionPoints', `${d.vitals.actionPoints} action points: they are spent one at a time and reset to 1 by a long rest (002:1119-1120), never below none.`);
  if (hpMax !== null) {
    // The health state kept on the character must agree with its hit points (002:1458): up above 0, down at 0 or below.
    const state = stateOf(d.vitals, hpMax);
    if (state === 'up' && d.vitals.hp <= 0) v('vitals.state', `At ${formatNumber(d.vitals.hp)} hit points the character is unconscious (dying, stable or knocked out), not up (002:1458).`);
    if (isDown(state) && d.vitals.hp > 0) v('vitals.state', `At ${formatNumber(d.vitals.hp)} hit points the character is conscious: any hit points regained end unconsciousness (002:1458).`);
  }
  return out;
}
