/**
 * True SRD at the table, as pure transitions over a character: a Toughness save against a hit (003:322-335), recovery
 * checks and time fading the track (003:345-348), Conviction (003:347-348), the dying procedure (003:342-344,
 * 003:362-364), fatigue (003:349-353) and the table's readings where the text says two things. Each returns the new
 * payload with a title for the outcome box and the history, the rules' words with their lines and every die rolled;
 * or a refusal in one sentence. Dice come from `rng`: the system's random source, or the faces typed from real dice.
 * `play-def.ts` offers these as actions; `time.ts` builds rests on them.
 */
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { PlayOutcome } from '../types';
import type { DamageTrack, TrueSrdData, TrueSrdVariants } from './character';
import { deriveWithOverrides, effectiveScores, formatScore } from './rules/derive';
import { dyingCheck, dyingCite, dyingDifficulty, healCheck, settleTrack, stabilise, strain } from './rules/dying';
import { addFatigue, entryName, fadeHour, fadeMinute, fatigueRecovery, neededOnD20, recoveryCheck, resolveToughnessSave, shakeOff, type DamageType, type RecoverableBox } from './rules/toughness';
import { variantLines } from './creation-steps';

type Doc = CharacterDocument<TrueSrdData>;
type Outcome = PlayOutcome<TrueSrdData>;

const DEAD = 'The character is dead: only powerful healers restore life (003:344).';

/** A derived value as a number (an override may be typed as "+3" or "−2"), or null when absent or not a number. */
function bonusOf(doc: Doc, id: string): number | null {
  const v = deriveWithOverrides(doc).find((x) => x.id === id)?.value;
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return null;
  const t = v.trim().replace(/^[−–]/u, '-').replace(/^\+/, '');
  return /^-?\d+$/.test(t) ? Number(t) : null;
}

/**
 * A Constitution check's bonus: Con, and −2 while wounded, "shaken: −2 on all checks" (003:341). The label names
 * both, so the arithmetic reads true.
 */
export function conCheck(doc: Doc): { readonly bonus: number; readonly label: string; readonly words: readonly string[] } | null {
  const con = bonusOf(doc, 'ability.con');
  if (con === null) return null;
  if (!doc.data.damage.wounded) return { bonus: con, label: 'Con', words: [] };
  return { bonus: con - 2, label: `(Con ${formatScore(con)}, shaken −2)`, words: ['Wounded, so shaken: −2 on all checks (003:341).'] };
}

/** What the dying procedure asks now, in words with its line (for a character who just began dying). */
export function dyingProcedure(rule: TrueSrdVariants['dying']): string {
  return rule === 'line-343'
    ? 'Dying: a Con check, Difficulty 10, at the beginning of each round; failure kills, success by 10 stabilises (003:343).'
    : 'Dying: a Fortitude save, Difficulty 10, at once, then each hour at +1 Difficulty; failure kills, success by 10 or a natural 20 stabilises (003:363-364).';
}

/** The payload with a new track, its dying state kept in line with the boxes. */
function withTrack(data: TrueSrdData, track: DamageTrack): TrueSrdData {
  return { ...data, damage: settleTrack(data.damage, track) };
}

/**
 * Toughness before the track's penalties: the sheet's figure (an override counts), or Con + feats + armour (003:323)
 * while the combat figures are not entered yet; null before the scores.
 */
export function toughnessOf(doc: Doc): number | null {
  const eff = effectiveScores(doc.data);
  return bonusOf(doc, 'save.toughness') ?? (eff ? eff.con + doc.data.toughnessFeats + doc.data.armor.toughness : null);
}

/** A hit as the Narrator gives it (003:322-323, 003:251, 003:400). */
export interface Hit {
  /** The attack's damage bonus: weapon damage + Strength, or a fixed bonus (003:322). */
  readonly damageBonus: number;
  readonly type: DamageType;
  /** Anything the Narrator adds to the save (a deliberate fall's +2, 003:400). */
  readonly modifier: number;
  /** A finesse attack that hit ignores armour (003:251). */
  readonly ignoreArmor: boolean;
}

/** What a save did to the track, the main mark first: "wounded (and dazed)", "no damage". */
function saveResult(r: { readonly success: boolean; readonly marked: readonly (keyof DamageTrack)[] }): string {
  const [main, ...rest] = r.marked;
  if (r.success) return 'no damage';
  if (!main) return 'no further effect';
  return `${entryName(main).toLowerCase()}${rest.length ? ` (and ${rest.map((m) => entryName(m).toLowerCase()).join(', ')})` : ''}`;
}

/** A Toughness save against a hit, marked on the track (003:322-335). */
export function takeHit(doc: Doc, hit: Hit, rng: RandomSource): Outcome {
  const data = doc.data;
  if (data.damage.dead) return { problem: 'The character is dead; the track has nothing more to mark (003:334).' };
  const base = toughnessOf(doc);
  if (base === null) return { problem: 'Enter the ability scores first: Toughness is Con + feats + armour (003:323).' };
  const toughness = base - (hit.ignoreArmor ? data.armor.toughness : 0) + hit.modifier;
  const r = resolveToughnessSave(data.damage, { natural: rng.int(1, 20), toughness, damageBonus: hit.damageBonus, type: hit.type, naturalTwentySpares: data.variants.naturalTwentySpares });
  const needed = neededOnD20(toughness + r.penalty, r.difficulty);
  const words = [needed > 20 ? 'No face of the d20 could reach the Difficulty (003:335).' : needed <= 1 ? 'Any face of the d20 saved.' : `${needed} or more on the d20 saved.`];
  if (hit.ignoreArmor && data.armor.toughness !== 0) words.push(`A finesse attack: armour’s ${formatScore(data.armor.toughness)} does not count (003:251).`);
  if (r.track.dying && !data.damage.dying) words.push(dyingProcedure(data.variants.dying));
  return {
    data: withTrack(data, r.track),
    title: `Toughness save against ${formatScore(hit.damageBonus)} (${hit.type}): ${saveResult(r)}`,
    words,
    dice: [`Toughness save: ${r.explanation}`],
    verdict: { text: r.success ? 'Saved' : `Failed by ${r.failedBy}`, good: r.success },
  };
}

/** Faces of the d20 that do the same to the track, best first: "16–20: no damage". */
export interface FaceRange {
  readonly from: number;
  readonly to: number;
  readonly result: string;
}

/**
 * What every face of the d20 would do against a hit, worked out by the same function that applies the roll (so the
 * preview and the result never disagree), with the Difficulty and the Toughness after the track's penalty; null
 * before the scores.
 */
export function hitFaces(doc: Doc, hit: Hit): { readonly difficulty: number; readonly toughness: number; readonly faces: readonly FaceRange[] } | null {
  const data = doc.data;
  const base = toughnessOf(doc);
  if (base === null || data.damage.dead) return null;
  const toughness = base - (hit.ignoreArmor ? data.armor.toughness : 0) + hit.modifier;
  const faces: FaceRange[] = [];
  let difficulty = 0;
  let penalty = 0;
  for (let natural = 20; natural >= 1; natural--) {
    const r = resolveToughnessSave(data.damage, { natural, toughness, damageBonus: hit.damageBonus, type: hit.type, naturalTwentySpares: data.variants.naturalTwentySpares });
    difficulty = r.difficulty;
    penalty = r.penalty;
    const result = saveResult(r);
    const last = faces.at(-1);
    if (last && last.result === result) faces[faces.length - 1] = { ...last, from: natural };
    else faces.push({ from: natural, to: natural, result });
  }
  return { difficulty, toughness: toughness + penalty, faces };
}

/** How Conviction is spent on a recovery check (003:347): not at all, for a roll of 10, or for a check at once. */
export type ConvictionUse = 'no' | 'ten' | 'now';

const RECOVERABLE: readonly RecoverableBox[] = ['staggered', 'unconscious', 'wounded', 'disabled'];

/** A recovery check against one box (003:345-347). */
export function recover(doc: Doc, box: RecoverableBox, conviction: ConvictionUse, rng: RandomSource): Outcome {
  const data = doc.data;
  if (data.damage.dead) return { problem: DEAD };
  if (!RECOVERABLE.some((b) => data.damage[b])) {
    return { problem: 'Nothing on the track needs a recovery check: bruised, dazed and hurt fade with time (003:348).', input: 'condition' };
  }
  if (!data.damage[box]) return { problem: `${entryName(box)} is not checked, so there is nothing to recover from.`, input: 'condition' };
  if (conviction !== 'no' && data.conviction < 1) return { problem: 'There is no Conviction point left to spend.', input: 'conviction' };
  if (conviction === 'now' && (box === 'wounded' || box === 'disabled')) {
    return { problem: 'Conviction buys a check at once only against non-lethal damage: staggered or unconscious (003:347).', input: 'conviction' };
  }
  const con = conCheck(doc);
  if (!con) return { problem: 'Enter the ability scores first: recovery is a Con check (003:345).' };
  const natural = conviction === 'ten' ? 10 : rng.int(1, 20);
  const r = recoveryCheck(data.damage, box, natural, con.bonus, conviction === 'ten', con.label);
  if ('problem' in r) return r;
  const spent = conviction === 'no' ? [] : [conviction === 'ten' ? 'One Conviction point spent: the check counts as a roll of 10 (003:347).' : 'One Conviction point spent for a check at once, not in a minute (003:347).'];
  return {
    data: { ...withTrack(data, r.value), conviction: data.conviction - (conviction === 'no' ? 0 : 1) },
    title: `Recovery check, ${box}: ${r.success ? 'erased' : 'no improvement'}`,
    // Conviction's 10 is not a die: its arithmetic is among the words.
    words: [...(conviction === 'ten' ? [r.explanation] : []), ...spent, ...con.words],
    dice: conviction === 'ten' ? [] : [`Recovery: ${r.explanation}`],
    verdict: { text: r.success ? 'Erased' : 'No improvement', good: r.success },
  };
}

/** Time passes outside a fight: bruises and the dazed box fade one a minute, hurt one an hour (003:348). */
export function passTime(doc: Doc, unit: 'minute' | 'hour'): Outcome {
  const data = doc.data;
  if (data.damage.dead) return { problem: DEAD };
  if (data.damage.dying) return { problem: `Dying: time passes with the dying checks (${dyingCite(data.variants.dying)}); make them, or stabilise first.` };
  const t = data.damage;
  if (t.bruised === 0 && !t.dazed && t.hurt === 0) return { problem: 'Nothing fades with time: no bruise, dazed box or hurt is marked (003:348).' };
  // An hour is sixty minutes of bruises fading, and one hurt.
  const next = unit === 'minute' ? fadeMinute(t) : { ...fadeHour(t), bruised: Math.max(0, t.bruised - 60), dazed: false };
  const changes = [
    t.bruised !== next.bruised ? `bruised ${t.bruised} → ${next.bruised}` : '',
    t.dazed && !next.dazed ? 'no longer dazed' : '',
    t.hurt !== next.hurt ? `hurt ${t.hurt} → ${next.hurt}` : '',
  ].filter(Boolean);
  return { data: withTrack(data, next), title: unit === 'minute' ? 'A minute passes' : 'An hour passes', words: [`Faded: ${changes.join(', ')} (003:348).`], dice: [] };
}

/** After a conflict, a Conviction point erases every bruised, dazed and hurt condition (003:348). */
export function shakeOffWithConviction(doc: Doc): Outcome {
  const data = doc.data;
  if (data.damage.dead) return { problem: DEAD };
  if (data.conviction < 1) return { problem: 'There is no Conviction point left to spend.' };
  const t = data.damage;
  if (t.bruised === 0 && !t.dazed && t.hurt === 0) return { problem: 'Nothing to erase: no bruise, dazed box or hurt is marked (003:348).' };
  return {
    data: { ...withTrack(data, shakeOff(t)), conviction: data.conviction - 1 },
    title: 'Conviction spent after the conflict',
    words: ['Every bruised, dazed and hurt condition is erased; it is spent after a conflict, not during one (003:348).'],
    dice: [],
  };
}

/** The dying check by the table's reading: a Con check each round (003:343) or a Fortitude save (003:363-364). */
export function checkDying(doc: Doc, rng: RandomSource): Outcome {
  const data = doc.data;
  const rule = data.variants.dying;
  if (data.damage.dead) return { problem: DEAD };
  if (!data.damage.dying) return { problem: 'Only a dying character makes a dying check.' };
  const con = conCheck(doc);
  const fortitude = bonusOf(doc, 'save.fortitude');
  if (!con) return { problem: 'Enter the ability scores first: the dying check is a Con check or a Fortitude save (003:343, 003:363).' };
  if (rule === 'line-363' && fortitude === null) return { problem: 'Enter the base Fortitude save first: the dying save is a Fortitude save (003:363).' };
  const difficulty = dyingDifficulty(rule, data.damage);
  const r = dyingCheck(data.damage, rule === 'line-343' ? { natural: rng.int(1, 20), bonus: con.bonus, rule, label: con.label } : { natural: rng.int(1, 20), bonus: fortitude ?? 0, rule });
  if ('problem' in r) return r;
  const outcome = r.track.dead ? 'dies' : r.track.dying ? 'still dying' : 'stable';
  return {
    data: withTrack(data, r.track),
    title: `${rule === 'line-343' ? 'Dying check' : 'Dying save'} (Difficulty ${difficulty}): ${outcome}`,
    words: rule === 'line-343' ? con.words : [],
    dice: [`Dying: ${r.explanation}`],
    verdict: { text: outcome.charAt(0).toUpperCase() + outcome.slice(1), good: r.track.dead ? false : r.track.dying ? null : true },
  };
}

/** Another character's Heal check of 15 stabilises a dying one (003:364). */
export function stabiliseByHeal(doc: Doc, healBonus: number, rng: RandomSource): Outcome {
  const r = healCheck(doc.data.damage, rng.int(1, 20), healBonus);
  if ('problem' in r) return r;
  return {
    data: withTrack(doc.data, r.track),
    title: `Heal check to stabilise: ${r.success ? 'stable' : 'still dying'}`,
    words: [],
    dice: [r.explanation],
    verdict: { text: r.success ? 'Stable' : 'Still dying', good: r.success },
  };
}

/** The Cure power stabilises a dying character (003:364; the power itself is in chapter 4, not in this text). */
export function stabiliseByCure(doc: Doc): Outcome {
  const t = doc.data.damage;
  if (t.dead) return { problem: DEAD };
  if (!t.dying) return { problem: 'Only a dying character is stabilised; this one is not dying.' };
  return { data: withTrack(doc.data, stabilise(t)), title: 'Stabilised by the Cure power', words: ['Stable: unconscious and disabled, recovering from both normally (003:364, 003:385).'], dice: [] };
}

/** A disabled character who takes a standard or strenuous action falls unconscious and begins dying (003:342, 003:362). */
export function strainWhileDisabled(doc: Doc): Outcome {
  const r = strain(doc.data.damage);
  if ('problem' in r) return r;
  return {
    data: withTrack(doc.data, r.track),
    title: 'A standard action while disabled: dying',
    words: ['A disabled character who takes a standard action falls unconscious and begins dying (003:342; strenuous actions, 003:362).', dyingProcedure(doc.data.variants.dying)],
    dice: [],
  };
}

/** One fatigue result (003:349-352); past exhausted the character falls unconscious. */
export function fatigueResult(doc: Doc): Outcome {
  const data = doc.data;
  if (data.damage.dead) return { problem: DEAD };
  const r = addFatigue(data.fatigue, data.damage);
  return { data: { ...withTrack(data, r.track), fatigue: r.fatigue }, title: 'A fatigue result', words: [r.explanation], dice: [] };
}

/** An hour of rest against fatigue: a Con check, Difficulty 10, removes one level (003:353). */
export function restAnHour(doc: Doc, rng: RandomSource): Outcome {
  const data = doc.data;
  if (data.damage.dead) return { problem: DEAD };
  const con = conCheck(doc);
  if (!con) return { problem: 'Enter the ability scores first: it is a Con check (003:353).' };
  const r = fatigueRecovery(data.fatigue, rng.int(1, 20), con.bonus, con.label);
  if ('problem' in r) return r;
  return { data: { ...data, fatigue: r.value }, title: `An hour of rest: ${r.success ? 'one fatigue level less' : 'no change'}`, words: [...con.words], dice: [`Fatigue: ${r.explanation}`], verdict: { text: r.success ? 'Rested' : 'No change', good: r.success } };
}

/** A full ten hours of rest clear all fatigue (003:353). */
export function restTenHours(doc: Doc): Outcome {
  if (doc.data.damage.dead) return { problem: DEAD };
  if (doc.data.fatigue === 0) return { problem: 'The character is not fatigued.' };
  return { data: { ...doc.data, fatigue: 0 }, title: 'Ten hours of rest', words: ['A full ten hours of rest clear all fatigue (003:353).'], dice: [] };
}

/** The table picks one of the text's two lines for a rule; the sheet's footer names the choice as a house rule. */
export function chooseReadings(doc: Doc, variants: TrueSrdVariants): Outcome {
  const lines = variantLines(variants);
  return {
    data: { ...doc.data, variants },
    title: 'The table’s readings',
    words: [lines.length ? `House rules now: ${lines.join('; ')}.` : 'The first-named line of each rule, as the text prints it.'],
    dice: [],
  };
}

/** The Con check bonus as the sheet shows it (for prompts), or null before the scores. */
export function conBonus(doc: Doc): number | null {
  return conCheck(doc)?.bonus ?? null;
}

/** The bonus of a dying check now: Con (003:343) or the Fortitude save (003:363), or null when not entered. */
export function dyingBonus(doc: Doc): number | null {
  return doc.data.variants.dying === 'line-343' ? conBonus(doc) : bonusOf(doc, 'save.fortitude');
}

/** Whether the character's scores are in: without them there is no Toughness or Con check. */
export function hasScores(data: TrueSrdData): boolean {
  return effectiveScores(data) !== null;
}
