/**
 * True SRD's state in play for the sheet and the combat tracker (the seam's `PlayDef`): the damage track's reading
 * now (unhurt … dying, stable, dead), the actions taken at the table with their inputs (a hit's Toughness save,
 * recovery, the dying procedure, time, Conviction, fatigue, the table's readings), each run through the pure
 * transitions of `play.ts`, and the dying check the fight asks for at its moments.
 *
 * When the dying check is due in a fight: by 003:343 "at the beginning of each round", which the tracker reaches at
 * the end of the round before it; by 003:363 "immediately" on becoming dying, so the first save is asked at whichever
 * comes first, the character's turn or the end of the round, and the later ones are an hour apart (not a moment of a
 * fight: the sheet's action makes them).
 */
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import { choiceDef, isInputProblem, numberDef, readInput } from '../play-inputs';
import type { DueRoll, PlayActionDef, PlayDef, PlayInputDef, PlayOutcome, PlayStatus, RollInputDef } from '../types';
import type { TrueSrdData, TrueSrdVariants } from './character';
import { formatScore } from './rules/derive';
import { dyingCite, dyingDifficulty } from './rules/dying';
import { trackPenalty, trackState, type RecoverableBox } from './rules/toughness';
import * as play from './play';

type Doc = CharacterDocument<TrueSrdData>;
type Input = Readonly<Record<string, string>>;
type NumberDef = Extract<RollInputDef, { kind: 'number' }>;
type ChoiceDef = Extract<RollInputDef, { kind: 'choice' }>;

const num = numberDef;
const choice = choiceDef;

// The inputs, as the forms show them.
const BONUS = num('bonus', 'Attack’s damage bonus', -100, 100);
const TYPE = choice('type', 'Damage', [['lethal', 'Lethal'], ['non-lethal', 'Non-lethal']], 'lethal');
const MODIFIER = num('modifier', 'Narrator’s modifier to the save', -100, 100);
const ARMOUR = choice('armour', 'Armour', [['counts', 'Counts'], ['ignored', 'Ignored: a finesse attack hit (003:251)']], 'counts');
const BOXES: readonly RecoverableBox[] = ['staggered', 'unconscious', 'wounded', 'disabled'];
const BOX_LABELS: Readonly<Record<RecoverableBox, string>> = {
  staggered: 'Staggered (once a minute)',
  unconscious: 'Unconscious (once a minute)',
  wounded: 'Wounded (once an hour)',
  disabled: 'Disabled (once a day)',
};
const CONVICTION = choice(
  'conviction',
  'Conviction',
  [
    ['no', 'Not spent'],
    ['ten', 'Spend a point: counts as a roll of 10'],
    ['now', 'Spend a point: check now, not in a minute (non-lethal)'],
  ],
  'no',
);
const HEAL_BONUS = num('bonus', 'Healer’s Heal bonus', -100, 100);

function conditionInput(doc: Doc): ChoiceDef {
  const first = BOXES.find((b) => doc.data.damage[b]) ?? 'staggered';
  return choice('condition', 'Condition', BOXES.map((b) => [b, BOX_LABELS[b]] as const), first);
}

function readingsInputs(v: TrueSrdVariants): readonly PlayInputDef[] {
  return [
    choice('allOut', 'All-out movement lasts', [['line-10', '10 + 2 × Con rounds (003:10)'], ['line-203', 'Con rounds (003:203)']], v.allOut),
    choice('exhausted', 'Exhausted is', [['line-352', '−3 Str and Dex (003:352)'], ['line-366', '−6 Str and Dex (003:366)']], v.exhausted),
    choice('dying', 'The dying check is', [['line-343', 'A Con check each round (003:343)'], ['line-363', 'A Fortitude save each hour (003:363-364)']], v.dying),
    choice('natural20', 'A natural 20 on an impossible Toughness save', [['spares', 'Leaves only bruised or hurt (003:335)'], ['ignored', 'Counts as its total (the realistic option, 003:335)']], v.naturalTwentySpares ? 'spares' : 'ignored'),
  ];
}

/** Every action's definition for this character now (whether or not it is offered now). */
function definitions(doc: Doc): Readonly<Record<string, PlayActionDef>> {
  const rule = doc.data.variants.dying;
  const act = (id: string, label: string, group: string, description: string, source: string, inputs: readonly PlayInputDef[], rolls: boolean): PlayActionDef => ({ id, label, group, description, source, inputs, rolls });
  return {
    // The combat tracker's number beside Damage is the attack's damage bonus (there is no amount of damage to take).
    damage: { ...act('damage', 'Take a hit', 'Health', 'No hit points: a Toughness save, d20 + Toughness against 15 + the attack’s damage bonus; how far it fails marks the damage track.', '003:322-335', [BONUS, TYPE, MODIFIER, ARMOUR], true), amount: BONUS.id },
    heal: act('heal', 'Recovery check', 'Health', 'A Con check, Difficulty 10, erases one condition: staggered and unconscious once a minute, wounded once an hour, disabled once a day. Conviction makes it a roll of 10, or buys a check at once against non-lethal damage.', '003:345-347', [conditionInput(doc), CONVICTION], true),
    'dying-check': act(
      'dying-check',
      rule === 'line-343' ? 'Dying check' : 'Dying save',
      'Dying',
      rule === 'line-343' ? 'A Con check, Difficulty 10, at the beginning of each round: failure kills, success by 10 stabilises.' : `A Fortitude save, Difficulty ${dyingDifficulty(rule, doc.data.damage)} now: failure kills, success by 10 or a natural 20 stabilises; the next an hour later at +1.`,
      dyingCite(rule),
      [],
      true,
    ),
    'stabilise-heal': act('stabilise-heal', 'Heal check to stabilise', 'Dying', 'Another character’s Heal check, Difficulty 15, stabilises the dying character.', '003:364', [HEAL_BONUS], true),
    'stabilise-cure': act('stabilise-cure', 'Stabilised by Cure', 'Dying', 'The Cure power stabilises a dying character (the power is in chapter 4, not in this text).', '003:364', [], false),
    strain: act('strain', 'Standard action while disabled', 'Dying', 'A disabled character who takes a standard action (or any strenuous one) falls unconscious and begins dying.', '003:342, 003:362', [], false),
    minute: act('minute', 'A minute passes', 'Recovery', 'One bruise fades, and the dazed box.', '003:348', [], false),
    hour: act('hour', 'An hour passes', 'Recovery', 'One hurt fades; bruises and the dazed box fade too, one a minute.', '003:348', [], false),
    'shake-off': act('shake-off', 'Conviction after the conflict', 'Recovery', 'After, not during, a conflict a Conviction point erases every bruised, dazed and hurt condition.', '003:348', [], false),
    fatigue: act('fatigue', 'A fatigue result', 'Fatigue', 'Winded, then fatigued, then exhausted; one more and the character falls unconscious.', '003:349-352', [], false),
    'fatigue-rest': act('fatigue-rest', 'An hour of rest', 'Fatigue', 'A Con check, Difficulty 10, removes one fatigue level.', '003:353', [], true),
    'fatigue-sleep': act('fatigue-sleep', 'Ten hours of rest', 'Fatigue', 'A full ten hours of rest clear all fatigue.', '003:353', [], false),
    readings: act('readings', 'The table’s readings', 'Readings', 'Where the text says one thing in two places, the table picks the line; a choice other than the first is listed as a house rule.', '003:10, 003:203, 003:335, 003:343, 003:352, 003:363-366', readingsInputs(doc.data.variants), false),
  };
}

/** The ids of the actions that can be taken now. */
function offered(doc: Doc): string[] {
  const t = doc.data.damage;
  if (!play.hasScores(doc.data) || t.dead) return ['readings'];
  const fades = t.bruised > 0 || t.dazed || t.hurt > 0;
  return [
    'damage',
    'heal',
    ...(t.dying ? ['dying-check', 'stabilise-heal', 'stabilise-cure'] : t.disabled ? ['strain'] : []),
    ...(!t.dying && fades ? ['minute', 'hour'] : []),
    ...(doc.data.conviction > 0 && fades ? ['shake-off'] : []),
    'fatigue',
    ...(doc.data.fatigue > 0 ? ['fatigue-rest', 'fatigue-sleep'] : []),
    'readings',
  ];
}

/** Reads every input first (so a bad one is named before any die is rolled), then runs the transition. */
function withInputs<T extends readonly (NumberDef | ChoiceDef)[]>(input: Input, defs: T, run: (values: { [K in keyof T]: T[K] extends NumberDef ? number : string }) => PlayOutcome<TrueSrdData>): PlayOutcome<TrueSrdData> {
  const values: (number | string)[] = [];
  for (const def of defs) {
    const v = readInput(def, input);
    if (isInputProblem(v)) return v;
    values.push(v);
  }
  return run(values as { [K in keyof T]: T[K] extends NumberDef ? number : string });
}

function run(doc: Doc, actionId: string, input: Input, rng: RandomSource): PlayOutcome<TrueSrdData> {
  if (!offered(doc).includes(actionId)) {
    const def = definitions(doc)[actionId];
    if (!def) return { problem: `True SRD has no action “${actionId}”.` };
    // An action not offered now still says why, in the rules' words, through its transition below; the dead and
    // the unscored are refused here.
    if (doc.data.damage.dead) return { problem: 'The character is dead: only powerful healers restore life (003:344).' };
    if (!play.hasScores(doc.data)) return { problem: 'Enter the ability scores first: Toughness and every recovery check use Con (003:323, 003:345).' };
  }
  switch (actionId) {
    case 'damage':
      // The combat tracker's number arrives as `bonus` (the action's `amount` names it, see the definition above).
      return withInputs(input, [BONUS, TYPE, MODIFIER, ARMOUR] as const, ([damageBonus, type, modifier, armour]) =>
        play.takeHit(doc, { damageBonus, type: type === 'non-lethal' ? 'non-lethal' : 'lethal', modifier, ignoreArmor: armour === 'ignored' }, rng),
      );
    case 'heal':
      return withInputs(input, [conditionInput(doc), CONVICTION] as const, ([box, conviction]) =>
        play.recover(doc, BOXES.find((b) => b === box) ?? 'staggered', conviction === 'ten' || conviction === 'now' ? conviction : 'no', rng),
      );
    case 'dying-check':
      return play.checkDying(doc, rng);
    case 'stabilise-heal':
      return withInputs(input, [HEAL_BONUS] as const, ([bonus]) => play.stabiliseByHeal(doc, bonus, rng));
    case 'stabilise-cure':
      return play.stabiliseByCure(doc);
    case 'strain':
      return play.strainWhileDisabled(doc);
    case 'minute':
    case 'hour':
      return play.passTime(doc, actionId);
    case 'shake-off':
      return play.shakeOffWithConviction(doc);
    case 'fatigue':
      return play.fatigueResult(doc);
    case 'fatigue-rest':
      return play.restAnHour(doc, rng);
    case 'fatigue-sleep':
      return play.restTenHours(doc);
    case 'readings': {
      const defs = readingsInputs(doc.data.variants).filter((d): d is ChoiceDef => d.kind === 'choice');
      return withInputs(input, defs, (values) => {
        const [allOut, exhausted, dying, natural20] = values;
        return play.chooseReadings(doc, {
          allOut: allOut === 'line-203' ? 'line-203' : 'line-10',
          exhausted: exhausted === 'line-366' ? 'line-366' : 'line-352',
          dying: dying === 'line-363' ? 'line-363' : 'line-343',
          naturalTwentySpares: natural20 !== 'ignored',
        });
      });
    }
    default:
      return { problem: `True SRD has no action “${actionId}”.` };
  }
}

function status(doc: Doc): PlayStatus {
  const t = doc.data.damage;
  if (t.dead) return { word: 'Dead', standing: 'dead', dying: false, explanation: 'Dead: the last column of the damage track; only powerful healers restore life (003:334, 003:344).' };
  if (t.dying) {
    const made = t.dyingChecks === 0 ? '' : ` ${t.dyingChecks} check${t.dyingChecks === 1 ? '' : 's'} survived so far.`;
    return { word: 'Dying', standing: 'down', dying: true, explanation: `${play.dyingProcedure(doc.data.variants.dying)}${made}` };
  }
  if (t.stable) return { word: 'Stable', standing: 'down', dying: false, explanation: 'Stable: no longer dying, still unconscious and disabled, recovering from both normally (003:346, 003:385).' };
  const word = trackState(t);
  if (t.unconscious) return { word, standing: 'down', dying: false, explanation: 'Unconscious: helpless until a recovery check wakes the character, once a minute (003:340, 003:346).' };
  return { word, standing: 'up', dying: false, explanation: word ? effects(t) : 'Nothing marked on the damage track (003:330-334).' };
}

/** What the marks on the track do now, in a sentence with its lines. */
function effects(t: TrueSrdData['damage']): string {
  const lethal = trackPenalty(t, 'lethal');
  const nonLethal = trackPenalty(t, 'non-lethal');
  const parts = [
    lethal || nonLethal ? `Toughness ${formatScore(lethal)} against lethal and ${formatScore(nonLethal)} against non-lethal damage (003:326, 003:328)` : '',
    t.wounded ? 'shaken: −2 on checks, attacks and Fortitude, Reflex and Will saves (003:341)' : '',
    t.disabled ? 'one attack or move action a round; a standard action and the character falls dying (003:342)' : t.staggered ? 'a standard or a move action a round, not both (003:339)' : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : 'Bruises and hurts fade with time (003:348).';
}

function due(doc: Doc): readonly DueRoll[] {
  const t = doc.data.damage;
  if (!t.dying || t.dead) return [];
  const rule = doc.data.variants.dying;
  const bonus = play.dyingBonus(doc);
  const difficulty = dyingDifficulty(rule, t);
  const roll = `d20${bonus === null ? '' : ` ${formatScore(bonus)}`} ${rule === 'line-343' ? 'Con' : 'Fortitude'} against Difficulty ${difficulty}: below it dies, ${difficulty + 10} or more stabilises`;
  if (rule === 'line-343') {
    return [{ actionId: 'dying-check', when: 'end-of-round', prompt: `Dying check at the beginning of the round: ${roll}`, source: '003:343' }];
  }
  if (t.dyingChecks > 0) return [];
  return [{ actionId: 'dying-check', when: 'end-of-round', prompt: `Dying save, owed at once: ${roll}, and so does a natural 20`, source: '003:363-364' }];
}

/** "8 or more on the d20 lives", "any face lives", "no face lives". */
function faceWords(needed: number, what: string): string {
  return needed <= 1 ? `any face ${what}` : needed > 20 ? `no face ${what}` : `${needed} or more on the d20 ${what}`;
}

/** What an action needs before it is rolled, from the inputs as typed; null when unreadable or not offered. */
function preview(doc: Doc, actionId: string, input: Input): readonly string[] | null {
  if (!offered(doc).includes(actionId)) return null;
  const t = doc.data.damage;
  const con = play.conCheck(doc);
  if (actionId === 'damage') {
    const [bonus, type, modifier, armour] = [readInput(BONUS, input), readInput(TYPE, input), readInput(MODIFIER, input), readInput(ARMOUR, input)];
    if (isInputProblem(bonus) || isInputProblem(type) || isInputProblem(modifier) || isInputProblem(armour)) return null;
    const r = play.hitFaces(doc, { damageBonus: bonus, type: type === 'non-lethal' ? 'non-lethal' : 'lethal', modifier, ignoreArmor: armour === 'ignored' });
    if (!r) return null;
    const ranges = r.faces.map((f) => `${f.from === f.to ? f.from : `${f.from}–${f.to}`}: ${f.result}`).join('; ');
    return [`Difficulty ${r.difficulty} against Toughness ${formatScore(r.toughness)}.`, `${ranges}.`];
  }
  if (actionId === 'heal' && con) {
    const box = readInput(conditionInput(doc), input);
    const conviction = readInput(CONVICTION, input);
    if (isInputProblem(box) || isInputProblem(conviction) || !BOXES.some((b) => b === box && t[b])) return null;
    if (conviction === 'ten') return [`Conviction’s 10 ${formatScore(con.bonus)} ${con.label} against 10: ${10 + con.bonus >= 10 ? `${box} is erased` : 'not enough'}.`];
    return [`d20 ${formatScore(con.bonus)} ${con.label} against Difficulty 10: ${faceWords(10 - con.bonus, `erases ${box}`)}.`];
  }
  if (actionId === 'dying-check') {
    const bonus = play.dyingBonus(doc);
    if (bonus === null) return null;
    const difficulty = dyingDifficulty(doc.data.variants.dying, t);
    const twenty = doc.data.variants.dying === 'line-363' ? '; a natural 20 stabilises' : '';
    return [`d20 ${formatScore(bonus)} against Difficulty ${difficulty}: ${faceWords(difficulty - bonus, 'lives')}, ${faceWords(difficulty + 10 - bonus, 'stabilises')}${twenty}.`];
  }
  if (actionId === 'stabilise-heal') {
    const bonus = readInput(HEAL_BONUS, input);
    return isInputProblem(bonus) ? null : [`d20 ${formatScore(bonus)} Heal against Difficulty 15: ${faceWords(15 - bonus, 'stabilises')}.`];
  }
  if (actionId === 'fatigue-rest' && con) return [`d20 ${formatScore(con.bonus)} ${con.label} against Difficulty 10: ${faceWords(10 - con.bonus, 'removes a fatigue level')}.`];
  return null;
}

export const trueSrdPlayDef: PlayDef<TrueSrdData> = {
  status,
  actions: (doc) => {
    const defs = definitions(doc);
    return offered(doc).flatMap((id) => (defs[id] ? [defs[id]] : []));
  },
  run,
  due,
  preview,
};
