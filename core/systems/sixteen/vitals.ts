/**
 * What lists and the table show of a "16+" character: the roster card, hit points and magic points in play. Hit
 * points may go below 0 (unconscious and bleeding, 001:10) down to the death threshold (001:12); healing stops at
 * the maximum.
 */
import type { CharacterDocument } from '../../documents/character';
import type { CharacterCard, StepResult, Tracker, VitalsDef } from '../types';
import { STAT_ABBREVIATIONS, type SixteenData } from './character';
import { deriveWithOverrides, formatModifier } from './rules/derive';
import { deadAt, heal, settled, takeDamage } from './rules/health';
import { sixteenStatus } from './play-def';

type Doc = CharacterDocument<SixteenData>;

function numberOf(value: number | string | undefined): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return value === undefined || value === '' || !Number.isFinite(n) ? null : n;
}

/** Maximum hit points with an override applied, or null until entered. */
export function maxHp(doc: Doc): number | null {
  return numberOf(deriveWithOverrides(doc).find((v) => v.id === 'hp.max')?.value);
}

export function sixteenCard(doc: Doc): CharacterCard {
  const d = doc.data;
  const max = maxHp(doc);
  const values = deriveWithOverrides(doc);
  const ac = values.find((v) => v.id === 'ac.melee')?.value;
  const stats = d.stats ? (['str', 'dex', 'con'] as const).map((s) => `${STAT_ABBREVIATIONS[s]} ${formatModifier(d.stats?.[s] ?? 0)}`).join(' ') : '';
  return {
    line: [`Level ${d.level}`, stats].filter(Boolean).join(' · '),
    level: d.level,
    health: max === null ? null : { label: 'Hit points', abbreviation: 'HP', current: d.hitPoints.current, max, state: sixteenStatus(doc).word },
    defence: ac === undefined || ac === '' ? null : { label: 'AC', value: String(ac) },
    xp: null,
    levelUpReady: false,
  };
}

function trackers(doc: Doc): Tracker[] {
  const d = doc.data;
  const max = maxHp(doc);
  const death = deadAt(d);
  return [
    {
      id: 'hp',
      label: 'Hit points',
      value: d.hitPoints.current,
      max,
      min: death,
      step: 1,
      explanation: settled(d).nonLiving
        ? `${max === null ? 'Maximum not entered yet' : `At most ${max}`}; a non-living creature is destroyed at 0 (001:11).`
        : `${max === null ? 'Maximum not entered yet' : `At most ${max}`}; 0 unconscious, below 0 bleeding 1 a round (001:10), dead at ${death} (001:12).`,
    },
    { id: 'mp', label: 'Magic points', value: d.magic.mp, max: d.magic.mpMax, min: 0, step: 1, explanation: `At most ${d.magic.mpMax}; 10% of it (rounded up) comes back every 2 hours (001:17).` },
  ];
}

function setTracker(doc: Doc, id: string, value: number): StepResult<SixteenData> {
  const d = doc.data;
  if (!Number.isFinite(value)) return { problem: 'Type a number.' };
  if (!Number.isInteger(value)) return { problem: 'Use a whole number.' };
  if (id === 'hp') {
    const max = maxHp(doc);
    if (max === null) return { problem: 'Enter the maximum hit points first.' };
    if (value > max) return { problem: `Healing stops at the maximum, ${max} hit points; override the maximum on the sheet to go above it.` };
    if (value === d.hitPoints.current) return { data: d };
    // A drop set at once is one blow (the combat tracker's damage): it follows the rules of damage, a stun save owed
    // above 10 + HD and the state below 0 (001:10-12); a rise is healing (the bleeding stops at 0 or more).
    const r = value < d.hitPoints.current ? takeDamage(d, d.hitPoints.current - value, true) : heal(d, value - d.hitPoints.current);
    return 'problem' in r ? { problem: r.problem } : { data: r.data, notices: [...r.words] };
  }
  if (id === 'mp') {
    if (value < 0) return { problem: 'Magic points cannot go below 0.' };
    if (value > d.magic.mpMax) return { problem: `Magic points stop at the maximum, ${d.magic.mpMax}.` };
    return { data: { ...d, magic: { ...d.magic, mp: value } } };
  }
  return { problem: `There is no value “${id}” to change on a 16+ sheet.` };
}

/** Notes are kept up to 200,000 characters, as the shape check allows. */
const MAX_NOTES = 200_000;

export const sixteenVitals: VitalsDef<SixteenData> = {
  trackers,
  setTracker,
  healthTracker: 'hp',
  // The id is the sheet section that prints the text.
  texts: (doc) => [{ id: 'notes', label: 'Notes', value: doc.data.notes, maxLength: MAX_NOTES }],
  setText(doc, id, value) {
    if (id !== 'notes') return { problem: `There is no text “${id}” on a 16+ sheet.` };
    if (value.length > MAX_NOTES) return { problem: `Notes are kept up to ${MAX_NOTES.toLocaleString('en-US')} characters; this is ${value.length.toLocaleString('en-US')}.` };
    return { data: { ...doc.data, notes: value } };
  },
};
