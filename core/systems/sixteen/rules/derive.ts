/**
 * Derived values of a "16+" character, each with the reason in words and its line of 001 ("Poison save +3 = level
 * 3/3 = 1, CON +2; needs 13+ (001:2)"), with a player's or GM's overrides applied and marked. Tests and saves show
 * their modifier and the face the d20 needs, so the sheet is the calculator.
 */
import type { CharacterDocument } from '../../../documents/character';
import type { DerivedValue } from '../../types';
import { STAT_ABBREVIATIONS, STAT_NAMES, STAT_ORDER, skillLevel, type SixteenData } from '../character';
import { SAVE_TYPES } from '../data/saves';
import { attackOptions, loadAndFire, magicPointRecovery, maxPowerLevel, passiveHealing, stunThreshold, weaponToHit } from './combat-math';
import { deadAt, healthWord, settled } from './health';
import { levelThird, neededFace, perceptionModifier, saveModifier, skillTestModifier, statTestModifier, UNSKILLED_PENALTY } from './tests';

/** A modifier as the text prints it: +8, −3, +0. */
export function formatModifier(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/** Computes every derived value without overrides. */
export function computeDerived(data: SixteenData): DerivedValue[] {
  const out: DerivedValue[] = [];
  const add = (id: string, label: string, value: number | string, explanation: string) => out.push({ id, label, value, explanation, overridden: false, computed: value });
  const stats = data.stats;
  const mult = data.variants.skillStat === 'double' ? 2 : 1;

  if (stats) {
    for (const s of STAT_ORDER) {
      add(`stat.${s}`, STAT_ABBREVIATIONS[s], formatModifier(stats[s]), `${STAT_NAMES[s]} ${formatModifier(stats[s])}, entered (the text has no way to make stats)`);
      const mod = statTestModifier(stats[s]);
      add(`test.${s}`, `${STAT_ABBREVIATIONS[s]} test`, `${formatModifier(mod)}, ${neededFace(mod, 'test').words}`, `4 + 2 × ${STAT_ABBREVIATIONS[s]} ${formatModifier(stats[s])} = ${formatModifier(mod)}; d20 + ${mod} ≥ 16 succeeds (001:1)`);
    }
    const perception = perceptionModifier(stats.int, data.perceptionMisc);
    add('test.perception', 'Perception', `${formatModifier(perception)}, ${neededFace(perception, 'test').words}`, `2 × INT ${formatModifier(stats.int)}${data.perceptionMisc ? ` ${formatModifier(data.perceptionMisc)} helmet and other` : ''} = ${formatModifier(perception)} (001:1)`);
  }

  data.skills.forEach((skill, i) => {
    const stat = skill.stat && stats ? stats[skill.stat] : 0;
    const mod = skillTestModifier({ skillLevel: skill.level, stat, statMultiplier: mult });
    const statWords = skill.stat ? ` + ${mult === 2 ? '2 × ' : ''}${STAT_ABBREVIATIONS[skill.stat]} ${formatModifier(stat)}` : '';
    const reading = skill.stat ? (mult === 2 ? '; the stat counts twice, as in a perception test (a reading: 001:1 does not say)' : '; the stat counts once (a reading: 001:1 does not say)') : '';
    add(`skill.${i}`, skill.name, `${formatModifier(mod)}, ${neededFace(mod, 'test').words}`, `Level ${skill.level}${statWords} = ${formatModifier(mod)}; a situation modifier of +8 to −10 may apply (001:1)${reading}`);
  });
  add('skill.unskilled', 'Without the skill', formatModifier(UNSKILLED_PENALTY), 'A skill test without the skill takes −8 (001:1)');

  for (const t of SAVE_TYPES) {
    const m = saveModifier(data, t.id);
    add(`save.${t.id}`, `${t.name} save`, `${formatModifier(m.value)}, ${neededFace(m.value, 'save').words}`, `${m.parts.join(', ')} = ${formatModifier(m.value)}; 16+ succeeds, a natural 20 always (001:2)${t.modifiers ? '' : '; no other modifiers, not even rings or cloaks'}`);
  }
  const burn = saveModifier(data, 'basic');
  add('save.manaBurn', 'Mana-burn save', `${formatModifier(burn.value)}, ${neededFace(burn.value, 'mana-burn').words}`, `Made as any other save (001:19); its own modifiers are missing from the text, so the basic save's are shown: ${burn.parts.join(', ')}. An unmodified 1 always fails (001:20)`);
  add('save.resistedPower', 'Against a resisted power', '14+', 'An unmodified 14 or more, whatever the modifiers (001:2)');

  add('level', 'Level', data.level, 'Entered: the text has no levels table');
  add('hitDice', 'Hit dice', data.hitDice, 'Entered: used for the stun and death thresholds (001:10, 001:12)');
  add('ac.melee', 'AC', data.ac.melee ?? '', 'Entered: added to the attacker’s roll, so lower is better (001:6); the armour tables are not in the text');
  add('ac.ranged', 'Ranged AC', data.ac.ranged ?? data.ac.melee ?? '', data.ac.ranged === null ? 'As the melee AC (001:8: “against ranged AC (if any difference)”)' : 'Entered (001:8)');

  for (const w of data.weapons) {
    const hit = weaponToHit(data, w);
    add(`weapon.${w.id}.toHit`, `${w.name}: to hit`, formatModifier(hit.value), `${hit.parts.join(', ')} = ${formatModifier(hit.value)}; d20 + ${hit.value} + target AC: 20 or more hits, 20 before AC only reduced damage; a 1 misses, 10s and 20s roll again (001:6, 001:9)`);
  }
  const melee = skillLevel(data, 'Melee');
  add('attacks', 'Melee attacks', attackOptions(melee).map((o) => `${o.attacks} at ${formatModifier(o.penalty)}`).join('; '), `Melee ${melee}: one more attack for each 10 levels, −6 to all for each extra (001:9)`);
  const fire = loadAndFire(skillLevel(data, 'Marksmanship'));
  add('loadAndFire', 'Load and fire', fire === null ? '—' : formatModifier(fire), 'With 10 marksmanship levels and a quickly loaded weapon: load and fire in one turn at −6 (001:9)');

  const con = stats?.con ?? 0;
  const death = deadAt(data);
  add('hp.max', 'Hit points (max)', data.hitPoints.max ?? '', 'Entered: the text has no formula for hit points');
  add('hp.current', 'Hit points (now)', data.hitPoints.current, healthWord(data) ?? 'Above 0');
  add('stun', 'Stunned by', `more than ${stunThreshold(data.hitDice)}`, `One blow of more than 10 + HD ${data.hitDice} damage: stunned until the next turn unless a stun save succeeds (001:10)`);
  add(
    'death',
    'Dead at',
    death,
    settled(data).nonLiving ? 'A non-living creature is destroyed at 0 hit points or fewer (001:11)' : `−(HD ${data.hitDice}/3 = ${levelThird(data.hitDice)} + 5 + CON ${formatModifier(con)}) hit points (001:12); at 0 unconscious, below 0 bleeding 1 HP a round (001:10)`,
  );
  if (data.hitPoints.max !== null) add('heal.rest', 'Rest heals', passiveHealing(data.hitPoints.max), `20% of ${data.hitPoints.max}, rounded up, after a good 6-8 hour rest, once a day (001:12)`);
  add('magic.level', 'Magic level', data.magic.level, 'Entered (001:17)');
  add('mp.max', 'Magic points (max)', data.magic.mpMax, 'Entered: the text has no formula for magic points');
  add('mp.current', 'Magic points (now)', data.magic.mp, 'Spent to power spells (001:17) and for countermagic (001:21)');
  add('mp.recovery', 'MP every 2 hours', magicPointRecovery(data.magic.mpMax), `10% of ${data.magic.mpMax}, rounded up (001:17)`);
  add('power.max', 'Highest power level', maxPowerLevel(data.magic.level), `Magic level ${data.magic.level} × 5; a spell is usually spell level × 3 (001:17)`);
  add('countermagic', 'Countermagic', `up to +${data.magic.level}`, '+1 to a save against magic for each magic point spent, at most the magic level; announced before the roll (001:21)');
  return out;
}

/** Applies overrides: the value is replaced and marked, the computed one is kept beside it. */
export function deriveWithOverrides(doc: CharacterDocument<SixteenData>): DerivedValue[] {
  return computeDerived(doc.data).map((v) => {
    const o = doc.overrides[v.id];
    if (!o) return v;
    return { ...v, value: o.value, overridden: true, explanation: `Overridden (was ${v.computed})${o.note ? `: ${o.note}` : ''}. ${v.explanation}` };
  });
}
