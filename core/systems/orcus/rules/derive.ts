/**
 * Every derived value of an Orcus character with the reason for it, in words naming its rule
 * ("AC 18 = 16 Chainmail (002:692) + 2 Heavy shield (002:698, 002:673) + 0 level bonus"), with overrides applied and
 * marked. Values that rest on something entered by hand (the class's hit points, recoveries, defence bonuses) say so.
 */
import type { CharacterDocument } from '../../../documents/character';
import { formatNumber, signed } from '../../../text/format';
import type { DerivedValue } from '../../types';
import { ABILITY_ABBREVIATIONS, ABILITY_IDS, ABILITY_NAMES } from '../data/abilities';
import { formatCoins, loads } from '../data/gear';
import { MAX_LEVEL, TIER_NAMES, featSlots, levelBonus, levelRow, tierOf } from '../data/levels';
import { POWER_KINDS, POWER_KIND_NAMES, powerSlots, slotText } from '../data/powers';
import { SKILLS } from '../data/skills';
import type { OrcusData } from '../character';
import {
  acTerms,
  carriedWeight,
  defenceTerms,
  explainSum,
  finalScores,
  initiativeTerms,
  maxHpTerms,
  mod,
  recoveryTerms,
  scoreTerms,
  skillTerms,
  speedTerms,
  sum,
  weaponAttack,
  criticalNote,
} from './math';

export const DEFENCE_LABELS = { ac: 'AC', fort: 'Fortitude', ref: 'Reflex', will: 'Will' } as const;

/** Maximum hit points from the data alone (no overrides), or null before the class's hit points are entered. */
export function computedMaxHp(data: OrcusData): number | null {
  const terms = maxHpTerms(data, finalScores(data));
  return terms ? sum(terms) : null;
}

/** Recoveries per long rest from the data alone, or null before the class's recoveries are entered. */
export function computedMaxRecoveries(data: OrcusData): number | null {
  const terms = recoveryTerms(data, finalScores(data));
  return terms ? Math.max(0, sum(terms)) : null;
}

/** Computes every derived value without overrides. */
export function computeDerived(data: OrcusData): DerivedValue[] {
  const out: DerivedValue[] = [];
  const add = (id: string, label: string, value: number | string, explanation: string) => out.push({ id, label, value, explanation, overridden: false, computed: value });
  const level = Math.min(MAX_LEVEL, Math.max(1, data.level));
  const row = levelRow(level);
  const lb = levelBonus(level);

  add('level', 'Level', level, `Level ${level} of 30 (002:575)`);
  add('tier', 'Tier', TIER_NAMES[tierOf(level)], `Levels 1-10 Adventurer, 11-20 Prestige, 21-30 Epic (002:636-638)`);
  add('levelBonus', 'Level bonus', signed(lb), `Half of level ${level}, rounded down (002:615); it applies to defenses, attacks, initiative, ability and skill checks (002:616-620)`);
  add('xp', 'Experience', data.xp, 'Experience points earned');
  const next = levelRow(level + 1);
  add('xp.next', 'Next level at', next ? next.xp : '—', next ? `Level ${next.level} needs ${formatNumber(next.xp)} XP (Levels table, 002:${next.line})` : 'Level 30 is the highest level (002:575)');

  const scores = finalScores(data);
  if (scores) {
    for (const a of ABILITY_IDS) {
      const terms = scoreTerms(data, a);
      add(`ability.${a}`, ABILITY_NAMES[a], scores[a], `${ABILITY_NAMES[a]}: ${explainSum(terms)}`);
      const m = mod(scores, a);
      add(`ability.${a}.mod`, `${ABILITY_ABBREVIATIONS[a]} modifier`, signed(m), `(${scores[a]} − 10) ÷ 2, rounded down = ${signed(m)} (002:138)`);
      add(`ability.${a}.check`, `${ABILITY_ABBREVIATIONS[a]} check`, signed(m + lb), `d20${explainSum([{ value: m, what: `${ABILITY_ABBREVIATIONS[a]} modifier` }, { value: lb, what: 'level bonus' }], true)} (002:337, 002:619)`);
    }
  }

  const hpTerms = maxHpTerms(data, scores);
  if (hpTerms) {
    const max = sum(hpTerms);
    add('hp.max', 'Hit points (max)', max, `Hit points: ${explainSum(hpTerms)}`);
    add('hp.staggered', 'Staggered value', Math.floor(max / 2), `Half of ${max}, rounded down: staggered at ${Math.floor(max / 2)} HP or fewer (002:1449, 002:104)`);
    add('hp.recoveryValue', 'Recovery value', Math.floor(max / 4), `One-quarter of ${max}, rounded down (002:1447, 002:104)`);
    add('hp.deathAt', 'Dead at', -Math.floor(max / 2), `Damage that leaves −${Math.floor(max / 2)} HP or worse (minus the staggered value) kills (002:1456)`);
  } else {
    add('hp.max', 'Hit points (max)', '—', 'Enter your class’s hit points: the class is not in the text; the Constitution score is then added (002:172)');
  }
  add('hp.current', 'Hit points (now)', data.vitals.hp, 'Current hit points after damage and healing');
  add('hp.temp', 'Temporary HP', data.vitals.tempHp, 'Lost first when damaged; they do not stack and go after a short rest (002:1472-1478)');
  const recTerms = recoveryTerms(data, scores);
  add('recoveries.max', 'Recoveries (max)', recTerms ? Math.max(0, sum(recTerms)) : '—', recTerms ? `Recoveries: ${explainSum(recTerms)}` : 'Enter your class’s recoveries: the class is not in the text; the Con modifier is then added (002:174)');
  add('recoveries.current', 'Recoveries left', data.vitals.recoveries, 'Restored to the maximum by a long rest (002:2311)');
  add('deathSaves', 'Death save failures', data.vitals.deathSaveFailures, 'The third failure kills; reset by a short or long rest (002:1461)');
  add('actionPoints', 'Action points', data.vitals.actionPoints, 'Reset to 1 after a long rest; +1 after every second encounter (002:1119, 002:1961-1962)');

  const ac = acTerms(data, scores);
  add('defence.ac', 'AC', sum(ac), `AC: ${explainSum(ac)}`);
  for (const d of ['fort', 'ref', 'will'] as const) {
    const terms = defenceTerms(data, scores, d);
    add(`defence.${d}`, DEFENCE_LABELS[d], sum(terms), `${DEFENCE_LABELS[d]}: ${explainSum(terms)}`);
  }
  const init = initiativeTerms(data, scores);
  add('initiative', 'Initiative', signed(sum(init)), `d20${explainSum(init, true)} (ties: higher modifier, then a coin, 002:1071)`);
  const speed = speedTerms(data);
  add('speed', 'Speed', Math.max(0, sum(speed)), `Speed in squares: ${explainSum(speed)}`);

  for (const s of SKILLS) {
    const terms = skillTerms(data, scores, s);
    add(`skill.${s.id}`, s.name, signed(sum(terms)), `${s.name}: ${explainSum(terms)} (002:252, 002:${s.citation.lines})`);
  }
  for (const id of ['perception', 'insight'] as const) {
    const s = SKILLS.find((x) => x.id === id);
    if (!s) continue;
    const total = 10 + sum(skillTerms(data, scores, s));
    add(`passive.${id}`, `Passive ${s.name}`, total, `10 + ${s.name} modifier = ${total} (002:320)`);
  }

  const aid = 10 + Math.floor(level / 2);
  add('aidAnother', 'Aid Another DC', aid, `10 + half your level (${level} → ${Math.floor(level / 2)}), the same kind of check as the one helped: success gives them +2, failure −1 (002:330)`);

  const weapons = data.equipment.filter((e) => e.kind === 'weapon');
  for (const attack of [weaponAttack(data, scores, null), ...weapons.map((w) => weaponAttack(data, scores, w))]) {
    const note = attack.weapon && !attack.proficient ? '; no proficiency bonus: the class proficiencies entered do not include it (002:706)' : '';
    add(`attack.${attack.id}`, `${attack.name} attack`, signed(sum(attack.terms)), `Basic attack vs AC: d20${explainSum(attack.terms, true)}${note}`);
    const unarmed = attack.weapon === null && attack.id === 'unarmed' ? '; unarmed, 1d8 with two hands free or 1d4 with one (002:744)' : '';
    const twoHands = attack.twoHands ? `; ${attack.twoHands} wielded in two hands (+1 for a Medium character, 002:709)` : '';
    const critical = attack.criticalExtra.map((x) => ` + ${x.dice} for ${x.why}`).join('');
    add(`damage.${attack.id}`, `${attack.name} damage`, attack.damage, `1dW + the attack’s ability modifier${level >= 21 ? ', 2dW from level 21' : ''} (002:1332-1339, 002:1213)${unarmed}${twoHands}; a critical hit deals the maximum (002:1216)${critical}`);
    if (attack.twoHands) add(`twoHands.${attack.id}`, `${attack.name} in two hands`, attack.twoHands, `A one-handed weapon wielded in two hands by a Medium character: +1 damage (002:709)`);
    if (attack.weapon) add(`critical.${attack.id}`, `${attack.name} critical`, criticalNote(attack), `A critical hit deals the maximum damage (002:1216)${critical}`);
  }

  const slots = featSlots(level);
  add('feats.slots', 'Feats', slots, `One at 1st level and at every even level except none at 11 and 21 (Levels table, 002:582-613): ${slots} by level ${level}`);
  const powers = powerSlots(level);
  for (const k of POWER_KINDS) {
    const list = powers[k];
    add(`powers.${k}`, POWER_KIND_NAMES[k], list.length ? list.map(slotText).join(', ') : '—', `Appendix A, level ${level} (002:${2363 + level}): the levels of the ${POWER_KIND_NAMES[k].toLowerCase()} powers held`);
  }
  if (row?.features) add('features', 'Features', row.features, `Levels table, level ${level} (002:${row.line})`);

  add('money', 'Money', formatCoins(data.moneyCp), 'Starting with 100 gp at 1st level (002:642); 1 gp = 10 sp = 100 cp (002:651-657)');
  const carried = carriedWeight(data);
  add('load.carried', 'Carried (lb)', Math.round(carried * 10) / 10, 'Total weight of the equipment carried');
  if (scores) {
    const l = loads(scores.str);
    add('load.medium', 'Medium load (lb)', l.medium, `Str ${scores.str} × 10: carried without penalty (002:158)`);
    add('load.heavy', 'Heavy load (lb)', l.heavy, `Twice the medium load; slowed above the medium load (002:159)`);
    add('load.push', 'Push or drag (lb)', l.push, `Five times the medium load; slowed above the medium load (002:160)`);
  }
  return out;
}

/** Applies overrides: the value is replaced and marked, the computed one kept beside it. */
export function deriveWithOverrides(doc: CharacterDocument<OrcusData>): DerivedValue[] {
  return computeDerived(doc.data).map((v) => {
    const o = doc.overrides[v.id];
    if (!o) return v;
    return { ...v, value: o.value, overridden: true, explanation: `Overridden (was ${v.computed})${o.note ? `: ${o.note}` : ''}. ${v.explanation}` };
  });
}

/** A derived number by id (an override included), or null when it is not a number. */
export function derivedNumber(values: readonly DerivedValue[], id: string): number | null {
  const v = values.find((x) => x.id === id);
  if (!v) return null;
  const n = typeof v.value === 'number' ? v.value : Number(String(v.value).replace(/^\+/, '').replace('−', '-'));
  return Number.isFinite(n) && String(v.value).trim() !== '' && v.value !== '—' ? n : null;
}
