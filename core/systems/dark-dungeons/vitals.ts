/**
 * What lists and the table show of a Dark Dungeons character: the roster card, the values edited in play (hit points,
 * gold) and the rules' word for its state (supplement §9.6: hit points stop at 0, the character falls unconscious and
 * starts dying; health.ts keeps dying, stable and dead on the character).
 */
import type { CharacterDocument } from '../../documents/character';
import type { CharacterCard, StepResult, Tracker, VitalsDef } from '../types';
import { formatNumber } from '../../text/format';
import type { DarkDungeonsData } from './character';
import { CLASS_TABLES } from './data/classes';
import { levelUpReady } from './level-up';
import { deriveWithOverrides } from './rules/derive';
import { formatGp, formatPurse, sourced } from './format';
import { healthOf, healthWord, setHitPoints } from './health';
import { darkDungeonsHiring } from './hiring';

type Doc = CharacterDocument<DarkDungeonsData>;

/**
 * The rules' state at a hit-point total alone (supplement §9.6), or null while standing: for a count of hit points
 * with no character behind it. A character's own state (dying, stable, dead) is `healthWord` (health.ts).
 */
export function hitPointState(current: number, _max: number): string | null {
  return current <= 0 ? 'Unconscious, dying' : null;
}

function numberOf(value: number | string | undefined): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return value === undefined || !Number.isFinite(n) ? null : n;
}

/** Maximum hit points with an override applied (a GM may raise it). */
export function maxHp(doc: Doc): number {
  const derived = deriveWithOverrides(doc).find((v) => v.id === 'hp.max');
  return numberOf(derived?.value) ?? 0;
}

export function darkDungeonsCard(doc: Doc): CharacterCard {
  const d = doc.data;
  const table = d.classId ? CLASS_TABLES[d.classId] : null;
  const values = deriveWithOverrides(doc);
  const ac = values.find((v) => v.id === 'ac');
  const max = numberOf(values.find((v) => v.id === 'hp.max')?.value) ?? 0;
  const next = table?.levels[d.level]?.xp ?? null;
  const hiring = darkDungeonsHiring(d);
  return {
    line: table ? `${table.name} ${d.level}` : 'No class yet',
    level: table ? d.level : null,
    health: d.hitPoints.rolls.length > 0 ? { label: 'Hit points', abbreviation: 'HP', current: d.hitPoints.current, max, state: healthWord(d) } : null,
    defence: ac ? { label: 'AC', value: String(ac.value) } : null,
    xp: table ? { current: d.xp, next } : null,
    levelUpReady: levelUpReady(d),
    ...(hiring ? { hiring } : {}),
  };
}

/** "; now dying, 1 save made" and the like, for the tracker's explanation. */
function stateWords(doc: Doc): string {
  const health = healthOf(doc.data);
  if (!health) return '';
  if (health.state === 'dying') return `; now dying, ${health.saves === 1 ? '1 save' : `${formatNumber(health.saves)} saves`} made`;
  return health.state === 'stable' ? '; now stable: First Aid stopped the dying' : '; dead';
}

function trackers(doc: Doc): Tracker[] {
  const max = maxHp(doc);
  const overridden = doc.overrides['hp.max'] !== undefined;
  return [
    {
      id: 'hp',
      label: 'Hit points',
      value: doc.data.hitPoints.current,
      max,
      min: 0,
      step: 1,
      explanation: sourced(`At most ${max}${overridden ? ' (overridden)' : ''}; at 0 the character falls unconscious and is dying${stateWords(doc)}`, 'supplement §9.6'),
    },
    {
      id: 'gold',
      label: 'Gold',
      value: doc.data.money.gp,
      max: null,
      min: 0,
      step: 1,
      // Held in gold pieces, read as coins: 71.8 is 71 gp 8 sp (supplement §7.1).
      display: formatPurse(doc.data.money.gp),
      explanation: sourced(`${formatPurse(doc.data.money.gp)}, held as ${formatGp(doc.data.money.gp)}; 1 gp = 10 sp = 100 cp`, 'supplement §7.1'),
    },
  ];
}

function setTracker(doc: Doc, id: string, value: number): StepResult<DarkDungeonsData> {
  if (!Number.isFinite(value)) return { problem: 'Type a number.' };
  if (id === 'hp') {
    if (!Number.isInteger(value)) return { problem: 'Hit points are whole numbers.' };
    const max = maxHp(doc);
    if (value > max) {
      return { problem: `Healing stops at the maximum, ${max} hit points; override the maximum on the sheet to go above it.` };
    }
    const notices = value < 0 ? [`Hit points stop at 0; the ${formatNumber(-value)} damage beyond it is ignored.`] : [];
    // Typed by hand: the health state follows (0 starts dying, above 0 ends it), see health.ts.
    const set = setHitPoints(doc.data, value, 'hand');
    if ('problem' in set) return set;
    return { data: set.data, notices: [...notices, ...(set.notices ?? [])] };
  }
  if (id === 'gold') {
    if (value < 0) return { problem: 'Gold is a number of 0 or more.' };
    if (value > 1e9) return { problem: `${formatGp(value)} is more than any treasure; check the figure.` };
    return { data: { ...doc.data, money: { ...doc.data.money, gp: value } } };
  }
  return { problem: `There is no value “${id}” to change on a Dark Dungeons sheet.` };
}

/** The longest notes kept: far more than a campaign's worth of play, and short enough to print in seconds. */
export const MAX_NOTES = 200_000;

export const darkDungeonsVitals: VitalsDef<DarkDungeonsData> = {
  trackers,
  setTracker,
  healthTracker: 'hp',
  texts: (doc) => [{ id: 'notes', label: 'Notes', value: doc.data.notes, maxLength: MAX_NOTES }],
  setText(doc, id, value) {
    if (id !== 'notes') return { problem: `There is no text “${id}” on a Dark Dungeons sheet.` };
    if (value.length > MAX_NOTES) return { problem: `Notes are kept up to ${formatNumber(MAX_NOTES)} characters; this is ${formatNumber(value.length)}.` };
    return { data: { ...doc.data, notes: value } };
  },
};
