/**
 * What lists and the table show of an Orcus character: the roster card, the values edited in play (hit points,
 * temporary hit points, recoveries, death saves, action points, money) and the rules' word for the hit-point state.
 */
import type { CharacterDocument } from '../../documents/character';
import { formatNumber } from '../../text/format';
import type { CharacterCard, StepResult, Tracker, VitalsDef } from '../types';
import type { OrcusData } from './character';
import { CP_PER_GP, formatCoins } from './data/gear';
import { MAX_LEVEL, levelRow } from './data/levels';
import { staggeredValue } from './combat';
import { STATE_WORDS, correctFailures, correctHitPoints, stateOf, type HealthStep } from './health';
import { derivedNumber, deriveWithOverrides } from './rules/derive';
import { ORCUS_LIMITS } from './shape';

type Doc = CharacterDocument<OrcusData>;

/** Maximum hit points with an override applied, or null before the class's hit points are entered. */
export function maxHp(doc: Doc): number | null {
  return derivedNumber(deriveWithOverrides(doc), 'hp.max');
}

/** Maximum recoveries with an override applied, or null before the class's recoveries are entered. */
export function maxRecoveries(doc: Doc): number | null {
  return derivedNumber(deriveWithOverrides(doc), 'recoveries.max');
}

/** Whether the character has the XP for a level it has not taken yet (002:578-613). */
export function levelUpReady(data: OrcusData): boolean {
  const next = levelRow(data.level + 1);
  return data.level < MAX_LEVEL && next !== undefined && data.xp >= next.xp;
}

/** The rules' word for the character's health state now (see play-def.ts), or null when nothing special applies. */
export function stateWord(data: OrcusData, max: number): string | null {
  const state = stateOf(data.vitals, max);
  if (state === 'up') return data.vitals.hp <= staggeredValue(max) ? 'Staggered' : null;
  return STATE_WORDS[state];
}

export function orcusCard(doc: Doc): CharacterCard {
  const d = doc.data;
  const values = deriveWithOverrides(doc);
  const max = derivedNumber(values, 'hp.max');
  const who = [d.ancestry.name, d.class.name].filter((s) => s.trim() !== '').join(' ');
  const num = (id: string) => values.find((v) => v.id === id)?.value ?? '';
  return {
    line: who ? `${who} ${d.level}` : `Level ${d.level} · Orcus`,
    level: d.level,
    health: max !== null ? { label: 'Hit points', abbreviation: 'HP', current: d.vitals.hp, max, state: stateWord(d, max) } : null,
    defence: d.abilities.base ? { label: 'Defenses', value: `AC ${num('defence.ac')} · Fort ${num('defence.fort')} · Ref ${num('defence.ref')} · Will ${num('defence.will')}` } : null,
    xp: { current: d.xp, next: levelRow(d.level + 1)?.xp ?? null },
    levelUpReady: levelUpReady(d),
  };
}

function trackers(doc: Doc): Tracker[] {
  const d = doc.data;
  const max = maxHp(doc);
  const recMax = maxRecoveries(doc);
  const out: Tracker[] = [];
  if (max !== null) {
    out.push({
      id: 'hp',
      label: 'Hit points',
      value: d.vitals.hp,
      max,
      min: -staggeredValue(max),
      step: 1,
      explanation: `At most ${max}${doc.overrides['hp.max'] ? ' (overridden)' : ''}; staggered at ${staggeredValue(max)} or fewer, dying at 0, dead at −${staggeredValue(max)} (002:1449-1458).`,
    });
  }
  out.push({ id: 'tempHp', label: 'Temporary HP', value: d.vitals.tempHp, max: null, min: 0, step: 1, explanation: 'Lost first; a new grant replaces the old if larger, they never add up (002:1472-1478).' });
  if (recMax !== null) out.push({ id: 'recoveries', label: 'Recoveries', value: d.vitals.recoveries, max: recMax, min: 0, step: 1, explanation: 'A long rest restores them (002:2311).' });
  out.push({ id: 'deathSaves', label: 'Death save failures', value: d.vitals.deathSaveFailures, max: 3, min: 0, step: 1, explanation: 'The third failure kills; a short or long rest resets them (002:1461).' });
  out.push({ id: 'actionPoints', label: 'Action points', value: d.vitals.actionPoints, max: null, min: 0, step: 1, explanation: 'Reset to 1 after a long rest; +1 after every second encounter (002:1119, 002:1961-1962).' });
  out.push({ id: 'money', label: 'Money (gp)', value: d.moneyCp / CP_PER_GP, max: null, min: 0, step: 0.01, explanation: `${formatCoins(d.moneyCp)}; 1 gp = 10 sp = 100 cp (002:651-657).` });
  return out;
}

function setVital(doc: Doc, patch: Partial<OrcusData['vitals']>, notices: string[] = []): StepResult<OrcusData> {
  return { data: { ...doc.data, vitals: { ...doc.data.vitals, ...patch } }, notices };
}

/** A health step as the tracker's result: the payload and the rules' words. */
function fromHealth(step: HealthStep): StepResult<OrcusData> {
  return 'problem' in step ? { problem: step.problem } : { data: step.data, notices: [...step.words] };
}

function setHp(doc: Doc, value: number): StepResult<OrcusData> {
  if (Math.abs(value) > ORCUS_LIMITS.hp) return { problem: `Hit points run to ${formatNumber(ORCUS_LIMITS.hp)} at most; check the figure.` };
  const max = maxHp(doc);
  if (max === null) return { problem: 'Enter your class’s hit points first: the maximum is not known yet.' };
  return fromHealth(correctHitPoints(doc.data, value, max));
}

function setTracker(doc: Doc, id: string, value: number): StepResult<OrcusData> {
  if (!Number.isFinite(value)) return { problem: 'Type a number.' };
  if (id === 'money') {
    const cp = Math.round(value * CP_PER_GP);
    if (Math.abs(value * CP_PER_GP - cp) > 1e-6) return { problem: 'Money goes to the copper piece: at most two decimals of a gold piece.' };
    if (cp < 0) return { problem: 'Money cannot be negative.' };
    if (cp > 1e12) return { problem: `${formatNumber(value)} gp is more than any treasure; check the figure.` };
    return { data: { ...doc.data, moneyCp: cp } };
  }
  if (!Number.isInteger(value)) return { problem: 'Type a whole number.' };
  switch (id) {
    case 'hp':
      return setHp(doc, value);
    case 'tempHp':
      if (value < 0) return { problem: 'Temporary hit points are 0 or more.' };
      if (value > 100_000) return { problem: 'That is more temporary hit points than any power grants; check the figure.' };
      return setVital(doc, { tempHp: value });
    case 'recoveries': {
      const max = maxRecoveries(doc);
      if (value < 0 || value > 100) return { problem: 'Recoveries are a whole number from 0 to 100.' };
      if (max !== null && value > max) return { problem: `A long rest restores recoveries to ${max}, the most there can be (002:2311).` };
      return setVital(doc, { recoveries: value });
    }
    case 'deathSaves':
      return fromHealth(correctFailures(doc.data, value, maxHp(doc)));
    case 'actionPoints':
      if (value < 0 || value > 100) return { problem: 'Action points are a whole number of 0 or more.' };
      return setVital(doc, { actionPoints: value });
    default:
      return { problem: `There is no value “${id}” to change on an Orcus sheet.` };
  }
}

export const orcusVitals: VitalsDef<OrcusData> = {
  trackers,
  setTracker,
  healthTracker: 'hp',
  texts: (doc) => [{ id: 'notes', label: 'Notes', value: doc.data.notes, maxLength: ORCUS_LIMITS.notes }],
  setText(doc, id, value) {
    if (id !== 'notes') return { problem: `There is no text “${id}” on an Orcus sheet.` };
    if (value.length > ORCUS_LIMITS.notes) return { problem: `Notes are kept up to ${formatNumber(ORCUS_LIMITS.notes)} characters; this is ${formatNumber(value.length)}.` };
    return { data: { ...doc.data, notes: value } };
  },
};
