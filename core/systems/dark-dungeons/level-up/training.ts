/**
 * Weapon training: spending a banked weapon feat (004:1522, "these additional weapon feats cannot be spent immediately,
 * but must be spent while weapon training") on Basic proficiency with a new weapon or one step up with a known one
 * (B→S→E→M→G), under the rules of Table 11-1 (supplement section 5.2, lines 294-309):
 * - the trainer's proficiency sets the weekly fee and the chance (Table 11-1, lines 296-302);
 * - success is rolled halfway through the course; a failing student may quit then and save the rest of the fee (306);
 * - the feat is used up only on success (307);
 * - completing a failed course gives +10% (cumulative) to later attempts at the same level with the same weapon (308).
 */
import type { RandomSource } from '../../../dice';
import type { CharacterDocument } from '../../../documents/character';
import type { ReversePatch } from '../../../documents/history';
import { asTraining, type TrainingPayload } from '../payloads';
import type { DarkDungeonsData, WeaponFeat } from '../character';
import { masteryAt, nextProficiency, type MasteryRow, type Proficiency } from '../data/weapon-mastery';
import { trainingTerms, type TrainingTerms } from '../data/training';
import { WEAPONS, canUseWeapon, weaponById, type WeaponDef } from '../data/weapons';
import { weaponFeatSlots, weaponFeatsUsed } from '../rules/creation';
import { LevelUpError, withHistory } from './plan';
import { describeTraining } from './history-text';
import { PROFICIENCY_SHORT_NAMES } from '../data/weapon-mastery';
import { formatGp as gp } from '../format';
import { roundGp } from '../rules/gear';


/** One thing a banked feat can buy. */
export interface TrainingOption {
  readonly weaponId: string;
  readonly weaponName: string;
  /** Proficiency now ('N' for a weapon not yet known). */
  readonly from: Proficiency;
  /** Proficiency after a successful course. */
  readonly to: Exclude<Proficiency, 'N'>;
  /** The mastery row at `to` (undefined only for a weapon without mastery data). */
  readonly effects: MasteryRow | undefined;
  /** What changes from `from` to `to`, one line per change. */
  readonly gained: readonly string[];
}

/** What training can do for a character now. */
export interface TrainingOptions {
  /** Weapon feats gained by levelling and not yet spent. */
  readonly banked: number;
  /** Every weapon the character may use: new ones at Basic, known ones one step up (Grandmaster excluded). */
  readonly options: readonly TrainingOption[];
}

/** A course worked out: what it buys, what it costs and how likely it is to work. Resolve it with {@link resolveTraining}. */
export interface TrainingPlan extends TrainingOption {
  readonly terms: TrainingTerms;
  /** Earlier completed failed courses counted for the retry bonus. */
  readonly completedFailedCourses: number;
}

/** The outcome of a course. */
export interface TrainingOutcome {
  /** The d% roll made halfway through. */
  readonly roll: number;
  readonly success: boolean;
  /** Weeks attended and gp paid. */
  readonly weeks: number;
  readonly feePaid: number;
  /** True when a failed course was completed (counts for the +10% on a later try). */
  readonly completedFailedCourse: boolean;
  /** The history line. */
  readonly summary: string;
  /** The new document: money paid, and on success the feat spent. */
  readonly document: CharacterDocument<DarkDungeonsData>;
}


function signed(value: number): string {
  return value >= 0 ? `+${value}` : `${value}`;
}

/** The lines that say what moving from one mastery row to another gives. */
export function masteryGains(before: MasteryRow | undefined, after: MasteryRow | undefined): string[] {
  if (!after) return ['No mastery table for this weapon (supplement §5.4).'];
  const out: string[] = [];
  const b = before;
  if (!b || b.toHit !== after.toHit || b.toHitUnarmed !== after.toHitUnarmed) {
    out.push(`To hit ${signed(after.toHit)} vs armed, ${signed(after.toHitUnarmed)} vs unarmed`);
  }
  if (!b || b.damage !== after.damage || b.damageUnarmed !== after.damageUnarmed) {
    if (after.damage !== '' || after.damageUnarmed !== '') {
      out.push(`Damage ${after.damage || '—'} vs armed, ${after.damageUnarmed || '—'} vs unarmed`);
    }
  }
  if (after.range !== '' && after.range !== b?.range) out.push(`Range ${after.range}`);
  if (after.acBonus !== '' && after.acBonus !== b?.acBonus) out.push(`AC bonus ${after.acBonus}`);
  const had = new Set(b?.special ?? []);
  for (const s of after.special) if (!had.has(s)) out.push(s);
  return out;
}

/** Banked feats: the Weapon Feats column for the level minus feats used (Basic costs 1, each step up 1 more). */
export function bankedWeaponFeats(data: DarkDungeonsData): number {
  if (!data.classId) return 0;
  return Math.max(0, weaponFeatSlots(data.classId, data.level) - weaponFeatsUsed(data.weaponFeats));
}

function usable(data: DarkDungeonsData, weapon: WeaponDef): { ok: boolean; reason: string } {
  if (!data.classId) return { ok: false, reason: 'The character has no class yet.' };
  // A druid uses the druid column of Table 6-1 (004:267).
  return canUseWeapon(data.vows.druidic ? 'druid' : data.classId, weapon);
}

function option(data: DarkDungeonsData, weapon: WeaponDef): TrainingOption | null {
  const from = data.weaponFeats.find((f) => f.weaponId === weapon.id)?.proficiency ?? 'N';
  const to = nextProficiency(from);
  if (to === undefined || to === 'N') return null;
  const effects = masteryAt(weapon.id, to);
  return { weaponId: weapon.id, weaponName: weapon.name, from, to, effects, gained: masteryGains(masteryAt(weapon.id, from), effects) };
}

/** Everything a banked feat could buy now: known weapons first (one step up), then new ones at Basic. */
export function trainingOptions(doc: CharacterDocument<DarkDungeonsData>): TrainingOptions {
  const data = doc.data;
  const all = WEAPONS.filter((w) => usable(data, w).ok)
    .map((w) => option(data, w))
    .filter((o): o is TrainingOption => o !== null);
  const options = [...all.filter((o) => o.from !== 'N'), ...all.filter((o) => o.from === 'N')];
  return { banked: bankedWeaponFeats(data), options };
}

/**
 * Earlier courses at this weapon and target level that were completed and failed, counted from the payloads of the
 * character's 'training' history entries (by weapon id, so a renamed weapon still counts).
 */
export function completedFailedCoursesFor(doc: CharacterDocument<DarkDungeonsData>, weaponId: string, to: Proficiency): number {
  return doc.history.filter((h) => {
    const course = h.kind === 'training' ? asTraining(h.payload) : null;
    return course?.weaponId === weaponId && course.to === to && course.outcome === 'completed-failed';
  }).length;
}

/**
 * Works out a course of training with `weaponId` under a trainer of proficiency `trainerLevel`.
 * `completedFailedCourses` defaults to the count in the history ({@link completedFailedCoursesFor}).
 * @throws LevelUpError when no feat is banked ('no-banked-feat'), the weapon is unknown, unusable or already at
 *   Grandmaster ('weapon'), the trainer cannot teach that level ('trainer-too-low'), or the character cannot pay the
 *   whole course ('cannot-pay': a successful course runs to the end, so its full fee must be in hand).
 */
export function planTraining(
  doc: CharacterDocument<DarkDungeonsData>,
  request: { readonly weaponId: string; readonly trainerLevel: Proficiency; readonly completedFailedCourses?: number },
): TrainingPlan {
  const data = doc.data;
  const weapon = weaponById(request.weaponId);
  if (!weapon) throw new LevelUpError('weapon', `There is no weapon "${request.weaponId}" in Table 6-1.`);
  const use = usable(data, weapon);
  if (!use.ok) throw new LevelUpError('weapon', use.reason);
  const opt = option(data, weapon);
  if (!opt) throw new LevelUpError('weapon', `The ${weapon.name} is already at Grandmaster, the highest proficiency (004:1522).`);
  if (bankedWeaponFeats(data) < 1) {
    throw new LevelUpError(
      'no-banked-feat',
      'No weapon feat is banked: new feats come with levels (Weapon Feats column) and every one is already spent.',
    );
  }
  const failed = request.completedFailedCourses ?? completedFailedCoursesFor(doc, weapon.id, opt.to);
  const result = trainingTerms(request.trainerLevel, opt.to, failed);
  if (!result.ok) throw new LevelUpError('trainer-too-low', result.reason);
  const terms = result.terms;
  if (data.money.gp < terms.totalFee) {
    throw new LevelUpError(
      'cannot-pay',
      `The course costs ${gp(terms.totalFee)} (${terms.weeks} week${terms.weeks === 1 ? '' : 's'} at ${gp(terms.weeklyFee)}) ` +
        `and the character has ${gp(data.money.gp)}.`,
    );
  }
  return { ...opt, terms, completedFailedCourses: failed };
}

/** The feats after a successful course: the weapon added at Basic or raised one step. */
function raise(feats: readonly WeaponFeat[], weaponId: string, to: Proficiency): WeaponFeat[] {
  return feats.some((f) => f.weaponId === weaponId)
    ? feats.map((f) => (f.weaponId === weaponId ? { ...f, proficiency: to } : f))
    : [...feats, { weaponId, proficiency: to }];
}

/**
 * Runs a planned course: rolls d% halfway through (or takes `{ roll }` from physical dice) and succeeds on a roll at
 * or under the chance. On success the whole fee is paid and the feat spent. On a failure the student quits at the roll
 * and pays for the weeks done (the default), or with `onFailure: 'complete'` finishes and pays the whole course to earn
 * +10% on a later try (supplement lines 306-308). Records a 'training' history entry with the dice.
 * @throws LevelUpError when the plan no longer fits the character (proficiency, banked feat or money changed).
 * @throws RangeError for a typed roll outside 1-100.
 */
export function resolveTraining(
  doc: CharacterDocument<DarkDungeonsData>,
  plan: TrainingPlan,
  dice: RandomSource | { readonly roll: number },
  now: string,
  options: { readonly onFailure?: 'quit' | 'complete' } = {},
): TrainingOutcome {
  const data = doc.data;
  const current = data.weaponFeats.find((f) => f.weaponId === plan.weaponId)?.proficiency ?? 'N';
  if (current !== plan.from) {
    throw new LevelUpError('stale-plan', `The ${plan.weaponName} is no longer at ${PROFICIENCY_SHORT_NAMES[plan.from]}; plan the course again.`);
  }
  if (bankedWeaponFeats(data) < 1) throw new LevelUpError('no-banked-feat', 'No weapon feat is banked any more.');
  if (data.money.gp < plan.terms.totalFee) {
    throw new LevelUpError('cannot-pay', `The course costs ${gp(plan.terms.totalFee)} and the character has ${gp(data.money.gp)}.`);
  }
  let roll: number;
  let source: string;
  if ('roll' in dice) {
    if (!Number.isInteger(dice.roll) || dice.roll < 1 || dice.roll > 100) {
      throw new RangeError(`A d% roll is 1 to 100; ${String(dice.roll)} is not possible.`);
    }
    roll = dice.roll;
    source = 'entered';
  } else {
    roll = dice.int(1, 100);
    source = 'rolled';
  }
  const t = plan.terms;
  const success = roll <= t.chance;
  const complete = success || options.onFailure === 'complete';
  const weeks = complete ? t.weeks : t.rollAfterWeeks;
  const feePaid = t.weeklyFee * weeks;
  const dieText = `d%: [${roll}] = ${roll} (${source}) vs ${t.chance}% after ${t.rollAfterWeeks} week${t.rollAfterWeeks === 1 ? '' : 's'}: ${success ? 'success' : 'failure'}`;
  const payload: TrainingPayload = {
    weaponId: plan.weaponId,
    to: plan.to,
    trainer: t.trainer,
    roll,
    chance: t.chance,
    outcome: success ? 'success' : complete ? 'completed-failed' : 'quit',
    fee: feePaid,
    weeks,
  };
  const summary = describeTraining(payload);
  const next: DarkDungeonsData = {
    ...data,
    // Rounded to the copper piece, as every purse change is: repeated fees must not drift (530.4000000000001 gp).
    money: { ...data.money, gp: roundGp(data.money.gp - feePaid) },
    weaponFeats: success ? raise(data.weaponFeats, plan.weaponId, plan.to) : data.weaponFeats,
  };
  // Undone only with the level-up before it: the fee comes back (a later gold edit is kept), and the feats as they were.
  const undo: ReversePatch<DarkDungeonsData> = { add: { 'money.gp': -feePaid }, ...(success ? { set: { weaponFeats: data.weaponFeats } } : {}) };
  return {
    roll,
    success,
    weeks,
    feePaid,
    completedFailedCourse: !success && complete,
    summary,
    document: withHistory(doc, next, { kind: 'training', at: now, summary, dice: [dieText], payload, undo }),
  };
}
