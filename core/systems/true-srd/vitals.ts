/**
 * What lists and the table show of a True SRD character: the roster card, and the values changed in play.
 *
 * There are no hit points (003:322). The health measure is the damage track, read as a position from 0 (unhurt) to
 * 5 (dead): 1 bruised or hurt, 2 dazed or wounded, 3 staggered or disabled, 4 unconscious or dying — the columns of
 * the printed track, "fails by 1-4, 5+, 10+, 15+" (003:330-334), then Dead. The card's `current` is that position
 * (how many steps from unhurt) and `max` is 5; the state word names the conditions checked. Each box and tally is
 * also its own tracker, so the sheet can set the track exactly; the position tracker is what the combat tracker
 * moves (raising it marks lethal damage at that column, lowering it clears the boxes beyond).
 */
import type { CharacterDocument } from '../../documents/character';
import type { CharacterCard, StepResult, Tracker, VitalsDef } from '../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, type AbilityId, type DamageTrack, type FatigueLevel, type TrueSrdData } from './character';
import { FATIGUE_LEVELS, TRACK_ENTRIES } from './data/damage-track';
import { deriveWithOverrides, formatScore } from './rules/derive';
import { markDamage, trackPenalty, trackPosition, trackState } from './rules/toughness';
import { settleTrack } from './rules/dying';
import { trueSrdPlayDef } from './play-def';

type Doc = CharacterDocument<TrueSrdData>;

/** The highest track position: Dead. */
export const TRACK_MAX = 5;

const POSITION_WORDS = ['Unhurt', 'Bruised or hurt', 'Dazed or wounded', 'Staggered or disabled', 'Unconscious or dying', 'Dead'];

/** The rules' word for a track position when only the number is known (the combat tracker's view). */
export function positionState(position: number): string | null {
  return position <= 0 ? null : (POSITION_WORDS[Math.min(TRACK_MAX, Math.floor(position))] ?? null);
}

export function trueSrdCard(doc: Doc): CharacterCard {
  const d = doc.data;
  const values = deriveWithOverrides(doc);
  const value = (id: string) => values.find((v) => v.id === id)?.value;
  const scores = ['str', 'dex', 'con'].map((a) => `${ABILITY_ABBREVIATIONS[a as AbilityId]} ${value(`ability.${a}`) ?? '?'}`).join(' ');
  const level = d.level !== null ? String(d.level) : '';
  const who = d.role.trim() ? [d.role.trim(), level].filter(Boolean).join(' ') : level ? `Level ${level}` : '';
  const defense = value('defense.dodge');
  const toughness = value('save.toughness');
  return {
    line: d.abilities ? [who, scores].filter(Boolean).join(' · ') : who || 'No scores yet',
    level: d.level,
    // The state word is the rules' reading now: the track's words, or Dying, Stable, Dead (play-def.ts).
    health: d.abilities ? { label: 'Damage', abbreviation: 'Track', current: trackPosition(d.damage), max: TRACK_MAX, state: trueSrdPlayDef.status(doc).word } : null,
    defence: defense === undefined ? null : { label: 'Defense', value: `${defense}${toughness === undefined ? '' : ` · Toughness ${toughness}`}` },
    xp: null,
    levelUpReady: false,
  };
}

const BOXES = ['dazed', 'staggered', 'unconscious', 'wounded', 'disabled', 'dying', 'dead'] as const;
type Box = (typeof BOXES)[number];
const isBox = (id: string): id is Box => (BOXES as readonly string[]).includes(id);

function trackers(doc: Doc): Tracker[] {
  const d = doc.data;
  const position = trackPosition(d.damage);
  const out: Tracker[] = [
    {
      id: 'damage',
      label: 'Damage track',
      value: position,
      max: TRACK_MAX,
      min: 0,
      step: 1,
      explanation: `${trackState(d.damage) ?? 'Unhurt'}. 0 unhurt … 5 dead (003:330-334); raising it marks lethal damage at that column, lowering it clears the boxes beyond.`,
    },
  ];
  for (const e of TRACK_ENTRIES) {
    const v = d.damage[e.id];
    // The tallies carry the Toughness penalty the track gives now, with its box (003:326, 003:328).
    const now = e.id === 'bruised' ? ` Now ${formatScore(trackPenalty(d.damage, 'non-lethal'))} against non-lethal damage.` : e.id === 'hurt' ? ` Now ${formatScore(trackPenalty(d.damage, 'lethal'))} against lethal damage.` : '';
    out.push({ id: e.id, label: e.name, value: typeof v === 'number' ? v : v ? 1 : 0, max: e.tally ? null : 1, min: 0, step: 1, explanation: `${e.effect}${now} ${e.recovery}`, group: 'Damage track boxes', ...(e.tally ? {} : { kind: 'flag' as const }) });
  }
  out.push({ id: 'fatigue', label: 'Fatigue', value: d.fatigue, max: 3, min: 0, step: 1, explanation: `${FATIGUE_LEVELS[d.fatigue]?.name ?? ''}: 0 normal, 1 winded, 2 fatigued, 3 exhausted; one more fatigue result is unconscious (003:349-353).` });
  out.push({ id: 'conviction', label: 'Conviction', value: d.conviction, max: null, min: 0, step: 1, explanation: 'Spent on recovery (003:347-348); the maximum is in chapter 1, not in this text.' });
  for (const a of ABILITY_ORDER) {
    out.push({ id: `abilityDamage.${a}`, label: `${ABILITY_ABBREVIATIONS[a]} damage`, value: d.abilityDamage[a], max: null, min: 0, step: 1, explanation: 'Lost ability points; they return at 1 a day (003:355).', group: 'Ability damage' });
  }
  return out;
}

/** Sets the track position: clears every box beyond it, or marks lethal damage at its column (see the file comment). */
function setPosition(track: DamageTrack, target: number): { track: DamageTrack; notices: string[] } {
  const current = trackPosition(track);
  if (target === current) return { track, notices: [] };
  if (target < current) {
    const cleared: DamageTrack = {
      ...track,
      dead: target >= 5 && track.dead,
      dying: target >= 4 && track.dying,
      unconscious: target >= 4 && track.unconscious,
      disabled: target >= 3 && track.disabled,
      staggered: target >= 3 && track.staggered,
      wounded: target >= 2 && track.wounded,
      dazed: target >= 2 && track.dazed,
      bruised: target >= 1 ? track.bruised : 0,
      hurt: target >= 1 ? track.hurt : 0,
    };
    return { track: cleared, notices: [`The damage track is back to ${POSITION_WORDS[target]?.toLowerCase()}; recovery checks are the rules' way there (003:345-348).`] };
  }
  if (target === 5) return { track: { ...track, dead: true }, notices: ['Marked dead (003:344).'] };
  const marked = markDamage(track, 'lethal', (target - 1) as 0 | 1 | 2 | 3);
  const words = marked.marked.map((m) => TRACK_ENTRIES.find((e) => e.id === m)?.name.toLowerCase() ?? m).join(' and ');
  return { track: marked.track, notices: [`Marked as lethal damage: ${words} (003:328-329). Use a Toughness save to apply a hit exactly.`] };
}

function setTracker(doc: Doc, id: string, value: number): StepResult<TrueSrdData> {
  const d = doc.data;
  if (!Number.isFinite(value)) return { problem: 'Type a number.' };
  if (!Number.isInteger(value)) return { problem: 'Use a whole number.' };
  if (value < 0) return { problem: 'The value cannot go below 0.' };
  if (id === 'damage') {
    if (value > TRACK_MAX) return { problem: 'The damage track ends at 5, dead.' };
    const r = setPosition(d.damage, value);
    return { data: { ...d, damage: settleTrack(d.damage, r.track) }, notices: r.notices };
  }
  if (id === 'bruised' || id === 'hurt') {
    if (value > 1000) return { problem: `${id === 'bruised' ? 'Bruised' : 'Hurt'} counts stop at 1,000.` };
    return { data: { ...d, damage: { ...d.damage, [id]: value } } };
  }
  if (isBox(id)) {
    if (value > 1) return { problem: 'A box is checked (1) or clear (0).' };
    // A box checked or cleared by hand keeps the dying state in line (a dying box starts its checks afresh).
    return { data: { ...d, damage: settleTrack(d.damage, { ...d.damage, [id]: value === 1 }) } };
  }
  if (id === 'fatigue') {
    if (value > 3) return { problem: 'Fatigue stops at 3, exhausted; one more fatigue result is unconscious (003:352).' };
    return { data: { ...d, fatigue: value as FatigueLevel } };
  }
  if (id === 'conviction') {
    if (value > 1000) return { problem: 'Conviction stops at 1,000.' };
    return { data: { ...d, conviction: value } };
  }
  const ability = /^abilityDamage\.(str|dex|con|int|wis|cha)$/.exec(id)?.[1];
  const found = ABILITY_ORDER.find((a) => a === ability);
  if (found) {
    if (value > 100) return { problem: 'Ability damage stops at 100.' };
    const notices = d.abilities && d.abilities[found] - value < -5 ? [`${ABILITY_ABBREVIATIONS[found]} is now ${formatScore(d.abilities[found] - value)}: debilitated (003:361).`] : [];
    return { data: { ...d, abilityDamage: { ...d.abilityDamage, [found]: value } }, notices };
  }
  return { problem: `There is no value “${id}” to change on a True SRD sheet.` };
}

/** Notes are kept up to 200,000 characters (a 100-page book), as the shape check allows. */
const MAX_NOTES = 200_000;

export const trueSrdVitals: VitalsDef<TrueSrdData> = {
  trackers,
  setTracker,
  healthTracker: 'damage',
  // The id is the sheet section that prints the text.
  texts: (doc) => [{ id: 'notes', label: 'Notes', value: doc.data.notes, maxLength: MAX_NOTES }],
  setText(doc, id, value) {
    if (id !== 'notes') return { problem: `There is no text “${id}” on a True SRD sheet.` };
    if (value.length > MAX_NOTES) return { problem: `Notes are kept up to ${MAX_NOTES.toLocaleString('en-US')} characters; this is ${value.length.toLocaleString('en-US')}.` };
    return { data: { ...doc.data, notes: value } };
  },
};
