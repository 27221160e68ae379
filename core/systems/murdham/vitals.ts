/**
 * What lists and the table show of a Murdham character: the roster card ("STR 12 AGI 9 WIT 14"), and the values the
 * sheet edits in play: health (at most STR, 000:43), omens (at most their maximum, 000:138), shillings to the
 * quarter (000:153), corruption (000:76) and, where the character has any, mana.
 */
import type { CharacterDocument } from '../../documents/character';
import type { CharacterCard, StepResult, Tracker, VitalsDef } from '../types';
import { formatNumber } from '../../text/format';
import type { MurdhamData } from './character';
import { cite } from './data/source';
import { scoreLine } from './rules/abilities';
import { damageVerdict, owe } from './rules/damage';
import { deriveWithOverrides, derivedNumber, stateWords } from './rules/derive';
import { armourValue } from './rules/load';
import { shillingsProblem } from './creation-steps';
import { quarters } from './format';
import { MURDHAM_LIMITS } from './shape';

type Doc = CharacterDocument<MurdhamData>;

/** A maximum with its override applied. */
function maxOf(doc: Doc, id: string, fallback: number): number {
  return derivedNumber(deriveWithOverrides(doc), id) ?? fallback;
}

export function murdhamCard(doc: Doc): CharacterCard {
  const d = doc.data;
  const max = maxOf(doc, 'health.max', 0);
  const state = stateWords(d, doc.conditions ?? []);
  return {
    line: d.abilities ? scoreLine(d) : 'Abilities not set',
    level: null,
    health: d.abilities ? { label: 'Health', abbreviation: 'Health', current: d.health, max, state: state === 'Alive' ? null : state } : null,
    defence: { label: 'Armour', value: String(armourValue(d)) },
    xp: null,
    levelUpReady: false,
  };
}

function trackers(doc: Doc): Tracker[] {
  const d = doc.data;
  const health = maxOf(doc, 'health.max', 0);
  const omens = maxOf(doc, 'omens.max', d.omens.max);
  const overridden = (id: string) => (doc.overrides[id] !== undefined ? ' (overridden)' : '');
  const list: Tracker[] = [
    {
      id: 'health',
      label: 'Health',
      value: d.health,
      max: health,
      min: 0,
      step: 1,
      explanation: `At most ${health}, equal to STR${overridden('health.max')} (${cite(43)}); losing half the remaining health at once is critical, all of it is dying (${cite(44, 45)}).`,
    },
    { id: 'omens', label: 'Omens', value: d.omens.current, max: omens, min: 0, step: 1, explanation: `At most ${omens}${overridden('omens.max')}; all come back on a full rest (${cite(138, 142)}).` },
    { id: 'shillings', label: 'Shillings', value: d.shillings, max: null, min: 0, step: 0.25, display: `${quarters(d.shillings)}ʂ`, explanation: `Tracked down to a quarter shilling (${cite(153)}).` },
    { id: 'corruption', label: 'Corruption', value: d.corruption, max: null, min: 0, step: 1, explanation: `Suffering corruption calls for a soulblight check: a d12 equal to or under the new total (${cite(76)}).` },
  ];
  if (d.mana.max > 0 || d.mana.current > 0) {
    const mana = maxOf(doc, 'mana.max', d.mana.max);
    list.push({ id: 'mana', label: 'Mana', value: d.mana.current, max: mana, min: 0, step: 1, explanation: `At most ${mana}, entered by hand; back to the maximum on a rest (${cite(155)}).` });
  }
  return list;
}

/**
 * Health set by hand (or by the combat tracker's damage): a drop is damage already past armour, so the rules'
 * consequences follow on the character's state: dying at 0 (000:45), killed on the spot by a drop of maximum health or
 * more (000:46, an omen may still save, 000:140). Critical damage is said in words: incapacitation is a condition,
 * which the Damage action puts on and a value typed here cannot (000:44). A value above the maximum stops there; a
 * dying character raised to 1 or more stops dying and owes an injury (000:45); the dead do not heal.
 */
function setHealth(doc: Doc, value: number): StepResult<MurdhamData> {
  const d = doc.data;
  if (!Number.isInteger(value)) return { problem: 'Health is a whole number.' };
  const max = maxOf(doc, 'health.max', 0);
  if (d.life.state === 'dead' && value > d.health) return { problem: `The dead do not heal (${cite(45, 46)}); an omen may still save them from death by health loss (${cite(140)}).` };
  const notices: string[] = [];
  if (value > max) notices.push(`Health stops at the maximum, ${max} (STR, ${cite(43)}); the ${value - max} beyond it ${value - max === 1 ? 'is' : 'are'} ignored.`);
  if (value < 0) notices.push(`Health stops at 0 (${cite(43)}).`);
  const health = Math.min(max, Math.max(0, value));
  let data: MurdhamData = { ...d, health };
  if (health < d.health && d.life.state !== 'dead') {
    const v = damageVerdict(d.health, max, d.health - value);
    if (v.killed) {
      data = { ...data, life: { state: 'dead', cause: 'instant-death' } };
      notices.push(`${d.health - value} damage at once matches maximum health: killed on the spot, unless an omen is spent (${cite(46)}, ${cite(140)}).`);
    } else if (v.mortal) {
      data = { ...data, life: { state: 'dying', roundsEnded: 0 } };
      notices.push(`All health lost: dying; dies at the end of the next round unless healed at least 1 (${cite(45)}).`);
    }
    if (v.critical && !v.killed) notices.push(`Half or more of the remaining health lost at once: critical damage, incapacitated until the end of the stretch (${cite(44)}); the Damage action puts the condition on.`);
  } else if (health > 0 && d.life.state === 'dying') {
    data = owe({ ...data, life: { state: 'alive' } }, 'injury');
    notices.push(`No longer dying; roll on the injury table (${cite(45)}).`);
  }
  return { data, notices };
}

function setTracker(doc: Doc, id: string, value: number): StepResult<MurdhamData> {
  const d = doc.data;
  if (!Number.isFinite(value)) return { problem: 'Type a number.' };
  if (id !== 'shillings' && value > MURDHAM_LIMITS.pool) return { problem: `${value.toLocaleString('en-US')} is beyond anything play reaches; check the figure.` };
  switch (id) {
    case 'health':
      return setHealth(doc, value);
    case 'omens': {
      const max = maxOf(doc, 'omens.max', d.omens.max);
      if (!Number.isInteger(value) || value < 0) return { problem: 'Omens are a whole number of 0 or more.' };
      if (value > max) return { problem: `At most ${max} omens can be held (${cite(138)}).` };
      return { data: { ...d, omens: { ...d.omens, current: value } } };
    }
    case 'shillings': {
      const problem = shillingsProblem(value);
      return problem ? { problem } : { data: { ...d, shillings: value } };
    }
    case 'corruption': {
      if (!Number.isInteger(value) || value < 0) return { problem: 'Corruption is a whole number of 0 or more.' };
      const notices = value > d.corruption ? [`Suffering corruption calls for a soulblight check: roll a d12; ${value} or less is soulblight (${cite(76)}).`] : [];
      return { data: { ...d, corruption: value }, notices };
    }
    case 'mana': {
      const max = maxOf(doc, 'mana.max', d.mana.max);
      if (!Number.isInteger(value) || value < 0) return { problem: 'Mana is a whole number of 0 or more.' };
      if (value > max) return { problem: `Mana stops at the maximum, ${max}; change the maximum on the sheet first.` };
      return { data: { ...d, mana: { ...d.mana, current: value } } };
    }
    default:
      return { problem: `There is no value “${id}” to change on a Murdham sheet.` };
  }
}

export const murdhamVitals: VitalsDef<MurdhamData> = {
  trackers,
  setTracker,
  healthTracker: 'health',
  texts: (doc) => [{ id: 'notes', label: 'Notes', value: doc.data.notes, maxLength: MURDHAM_LIMITS.notes }],
  setText(doc, id, value) {
    if (id !== 'notes') return { problem: `There is no text “${id}” on a Murdham sheet.` };
    if (value.length > MURDHAM_LIMITS.notes) return { problem: `Notes are kept up to ${formatNumber(MURDHAM_LIMITS.notes)} characters; this is ${formatNumber(value.length)}.` };
    return { data: { ...doc.data, notes: value } };
  },
};
