/**
 * Dark Dungeons at the table (`SystemDefinition.play`): the state in play read from the character (health.ts), and
 * what is done with it, each a pure transition the one write path records:
 *
 * - Health: damage (hit points stop at 0 and further damage is ignored, supplement §9.6 l.888), healing (by magic,
 *   which also stops the dying, or by other means, which cannot; it stops at the maximum and says how much was
 *   ignored), and First Aid for an injury (d20 at or under Wis + First Aid points; 1d3 of the hp lost in that injury, one try per
 *   helper per injury: 004:1249-1251, supplement §9.6 l.892).
 * - Dying (while the character is dying or stable): the save vs death ray at the end of each round, −1 more for each
 *   save after the first, a failure being death (l.889); First Aid to stop the saves, retried each round until it
 *   succeeds (004:1247); coming round after a coup de grâce once stable.
 * - Death: the coup de grâce on a helpless target (starts dying, loses no hp, l.890); killed outright (a failed save vs
 *   poison or death ray, §9.9 "Poisoned"); Raise Dead (back with 1 hp and two weeks of bed rest, supplement §10 l.968).
 *
 * Every roll takes its dice from the `rng` it is given: the system's random source, or the faces typed from real dice.
 * Checks are ability checks as chapter 5 rolls them: 1d20 at or under the effective score succeeds (004:990).
 */
import type { RandomSource } from '../../dice';
import { readInput } from '../play-inputs';
import type { CharacterDocument } from '../../documents/character';
import { DAMAGE_ACTION, HEAL_ACTION, amountFrom } from '../../character/pool-play';
import { formatNumber } from '../../text/format';
import type { DueRoll, PlayActionDef, PlayDef, PlayInputDef, PlayOutcome, PlayStatus } from '../types';
import type { DarkDungeonsData } from './character';
import { DYING_SOURCE, RAISE_DEAD_SOURCE, healthOf, ordinal, setHitPoints, withHealth } from './health';
import { deriveWithOverrides } from './rules/derive';
import { maxHp } from './vitals';

type Doc = CharacterDocument<DarkDungeonsData>;
type Outcome = PlayOutcome<DarkDungeonsData>;
type Input = Readonly<Record<string, string>>;
type NumberInput = Extract<PlayInputDef, { readonly kind: 'number' }>;

/** The ids of Dark Dungeons' own play actions (damage and heal are every system's, from pool-play). */
export const DEATH_SAVE = 'death-save';
export const FIRST_AID = 'first-aid';
export const WAKE = 'wake';
export const COUP_DE_GRACE = 'coup-de-grace';
export const KILLED = 'killed';
export const RAISE_DEAD = 'raise-dead';

const FIRST_AID_SOURCE = '004:1243-1253; supplement §9.6, l.889, l.892';

/**
 * The First Aid check's score: the one giving aid, since the dying are unconscious (l.888). The character's party is not
 * known here, so it starts at 10 (about the middle of 3d6) for the player to type the aider's own.
 */
const aiderScore: NumberInput = { kind: 'number', id: 'score', label: 'First aider’s Wisdom + First Aid points', min: 1, max: 40, default: 10 };

const ACTIONS = {
  damage: {
    id: DAMAGE_ACTION,
    label: 'Damage',
    group: 'Health',
    description: 'Lowers the hit points. They stop at 0 and further damage is ignored; at 0 the character falls unconscious and is dying.',
    source: 'supplement §9.6, l.888',
    inputs: [{ kind: 'number', id: 'amount', label: 'Damage', min: 1, max: 1_000_000, default: 1 }],
    rolls: false,
  },
  heal: {
    id: HEAL_ACTION,
    label: 'Heal',
    group: 'Health',
    description: 'Raises the hit points, up to the maximum. Magical healing also stops the dying; other healing (natural, First Aid) cannot.',
    source: 'supplement §9.6, l.889; §10, l.962-963',
    inputs: [
      { kind: 'number', id: 'amount', label: 'Healing', min: 1, max: 1_000_000, default: 1 },
      {
        kind: 'choice',
        id: 'source',
        label: 'Healing by',
        options: [
          { id: 'magic', label: 'Magic (a spell, a potion)' },
          { id: 'other', label: 'Other (rest, care)' },
        ],
        default: 'magic',
      },
    ],
    rolls: false,
  },
  deathSave: {
    id: DEATH_SAVE,
    label: 'Save vs death ray',
    group: 'Dying',
    description: 'At the end of each round while dying: a d20 at or above the save vs death ray, the second save at −1, the third at −2 and so on. A failure is death.',
    source: DYING_SOURCE,
    inputs: [{ kind: 'number', id: 'modifier', label: 'Other modifier', min: -20, max: 20, default: 0 }],
    rolls: true,
  },
  dyingAid: {
    id: FIRST_AID,
    label: 'First Aid',
    group: 'Dying',
    description: 'Someone tends the dying: a d20 at or under their Wisdom plus First Aid points stops the saves. It may be tried again each round until it succeeds.',
    source: FIRST_AID_SOURCE,
    inputs: [aiderScore],
    rolls: true,
  },
  wake: {
    id: WAKE,
    label: 'Comes round',
    group: 'Dying',
    description: 'A stable character who still has hit points (after a coup de grâce) wakes: the text gives no time for it, so the GM says when.',
    source: 'supplement §9.6, l.890',
    inputs: [],
    rolls: false,
  },
  coupDeGrace: {
    id: COUP_DE_GRACE,
    label: 'Coup de grâce',
    group: 'Death',
    description: 'A helpless character (paralysed, asleep or unconscious) struck with an edged weapon falls unconscious and starts dying, losing no hit points.',
    source: 'supplement §9.6, l.890',
    inputs: [],
    rolls: false,
  },
  killed: {
    id: KILLED,
    label: 'Killed outright',
    group: 'Death',
    description: 'Death without dying: a failed save vs poison or death ray where the text says "or die", or a GM ruling.',
    source: 'supplement §9.9 (Poisoned)',
    inputs: [{ kind: 'text', id: 'cause', label: 'How', default: 'A failed save vs poison', maxLength: 200 }],
    rolls: false,
  },
  raiseDead: {
    id: RAISE_DEAD,
    label: 'Raise Dead',
    group: 'Death',
    description: 'The dead return with 1 hit point and need two weeks of bed rest: walking pace only, and no attacks, spells or class abilities until then.',
    source: RAISE_DEAD_SOURCE,
    inputs: [],
    rolls: false,
  },
} as const satisfies Readonly<Record<string, PlayActionDef>>;

/**
 * First Aid for an injury, its defaults from the character: the score is its own Wisdom with its First Aid points (a
 * character may treat itself, 004:1261), the hit points lost all those below the maximum.
 */
function injuryAid(doc: Doc): PlayActionDef & { readonly inputs: readonly [NumberInput, NumberInput] } {
  const values = deriveWithOverrides(doc);
  const own = values.find((v) => v.id === 'skill.first-aid')?.value ?? values.find((v) => v.id === 'ability.wis')?.value;
  const score = typeof own === 'number' && own >= 1 && own <= 40 ? own : aiderScore.default;
  const lost = Math.min(10_000, Math.max(1, maxHp(doc) - doc.data.hitPoints.current));
  return {
    id: FIRST_AID,
    label: 'First Aid',
    group: 'Health',
    description: 'Someone treats an injury (a whole fight is one): a d20 at or under their Wisdom plus First Aid points restores 1d3 of the hit points lost in it. Each helper has one try per injury.',
    source: FIRST_AID_SOURCE,
    inputs: [
      { ...aiderScore, default: score },
      { kind: 'number', id: 'lost', label: 'Hit points lost in this injury', min: 1, max: 10_000, default: lost },
    ],
    rolls: true,
  };
}

/** The character's save vs death ray (the class table's figure, or the override put in its place), or null before a class. */
export function deathRaySave(doc: Doc): number | null {
  const value = deriveWithOverrides(doc).find((v) => v.id === 'save.deathRayPoison')?.value;
  const n = typeof value === 'number' ? value : Number(value);
  return value === undefined || !Number.isFinite(n) ? null : n;
}

/** The d20 of a check as a record: "d20 [8] vs 13". */
function checkDice(face: number, score: number): string {
  return `d20 [${face}] vs ${score}: ${face <= score ? 'success' : 'failure'}`;
}

function damage(doc: Doc, input: Input): Outcome {
  const amount = amountFrom(input, 'damage');
  if (typeof amount !== 'number') return amount;
  const health = healthOf(doc.data);
  if (health?.state === 'dead') return { problem: `${doc.name || 'The character'} is dead: there is nothing more to lose.` };
  const before = doc.data.hitPoints.current;
  if (before <= 0) return { problem: `Hit points are already at 0: further damage is ignored (supplement §9.6, l.888).`, input: 'amount' };
  const after = Math.max(0, before - amount);
  const set = setHitPoints(doc.data, after, 'damage');
  if ('problem' in set) return set;
  const ignored = amount - (before - after);
  const words = [...(ignored > 0 ? [`Hit points stop at 0; the ${formatNumber(ignored)} damage beyond them is ignored (supplement §9.6, l.888).`] : []), ...(set.notices ?? [])];
  return { data: set.data, title: `Took ${formatNumber(amount)} damage: hit points ${formatNumber(before)} → ${formatNumber(after)}`, words, dice: [] };
}

function heal(doc: Doc, input: Input): Outcome {
  const amount = amountFrom(input, 'healing');
  if (typeof amount !== 'number') return amount;
  const source = input['source']?.trim() || 'magic';
  if (source !== 'magic' && source !== 'other') return { problem: 'Healing is by magic or other means.', input: 'source' };
  if (doc.data.hitPoints.rolls.length === 0) return { problem: 'This character has no hit points yet: finish its creation first.' };
  if (healthOf(doc.data)?.state === 'dead') return { problem: `${doc.name || 'The character'} is dead: no healing brings the dead back; Raise Dead does (${RAISE_DEAD_SOURCE}).` };
  const max = maxHp(doc);
  const before = doc.data.hitPoints.current;
  if (before >= max) return { problem: `Hit points are already at the maximum, ${formatNumber(max)}.`, input: 'amount' };
  const after = Math.min(max, before + amount);
  const set = setHitPoints(doc.data, after, source);
  if ('problem' in set) return { ...set, input: 'source' };
  const ignored = before + amount - after;
  const words = [
    ...(ignored > 0 ? [`Healing stops at the maximum, ${formatNumber(max)} hit points; the ${formatNumber(ignored)} beyond it ${ignored === 1 ? 'is' : 'are'} ignored.`] : []),
    ...(set.notices ?? []),
  ];
  return { data: set.data, title: `Healed ${formatNumber(amount)}${source === 'magic' ? ' by magic' : ''}: hit points ${formatNumber(before)} → ${formatNumber(after)}`, words, dice: [] };
}

function deathSave(doc: Doc, input: Input, rng: RandomSource): Outcome {
  const health = healthOf(doc.data);
  if (health?.state !== 'dying') return { problem: 'Only the dying save vs death ray at the end of each round (supplement §9.6, l.889).' };
  const target = deathRaySave(doc);
  if (target === null) return { problem: 'This character has no save vs death ray yet: choose a class first.' };
  const modifier = readInput(ACTIONS.deathSave.inputs[0], input);
  if (typeof modifier !== 'number') return modifier;
  const penalty = health.saves;
  const face = rng.int(1, 20);
  const total = face - penalty + modifier;
  const nth = ordinal(health.saves + 1);
  const terms = `${penalty > 0 ? ` −${penalty} (${nth} save)` : ''}${modifier !== 0 ? ` ${modifier > 0 ? '+' : '−'}${Math.abs(modifier)} (other)` : ''}`;
  const dice = [`Save vs death ray: d20 [${face}]${terms} = ${total} vs ${target}`];
  if (total >= target) {
    const data = withHealth(doc.data, { state: 'dying', saves: health.saves + 1 });
    return {
      data,
      title: `Save vs death ray (${nth}): ${total} vs ${target}, saved`,
      words: [`Still dying: the next save, at the end of next round, is at −${health.saves + 1} (${DYING_SOURCE}).`],
      dice,
      verdict: { text: 'Saved', good: true },
    };
  }
  const cause = `Failed the ${nth} save vs death ray while dying (${total} vs ${target})`;
  return {
    data: withHealth(doc.data, { state: 'dead', cause }),
    title: `Save vs death ray (${nth}): ${total} vs ${target}, failed: dead`,
    words: [`A failed save while dying is death (${DYING_SOURCE}).`],
    dice,
    verdict: { text: 'Dead', good: false },
  };
}

function firstAid(doc: Doc, input: Input, rng: RandomSource): Outcome {
  const health = healthOf(doc.data);
  const score = readInput(health ? aiderScore : injuryAid(doc).inputs[0], input);
  if (typeof score !== 'number') return score;
  if (health?.state === 'dead') return { problem: 'First Aid does not help the dead.' };
  if (health?.state === 'stable') {
    // The check that stopped the dying was the success against this injury: further checks are of no benefit (004:1251).
    return { problem: 'Stable: First Aid already succeeded against this injury, so another check is of no benefit (004:1251); healing above 0 wakes the character.' };
  }
  if (health?.state === 'dying') {
    const face = rng.int(1, 20);
    const dice = [`First Aid: ${checkDice(face, score)}`];
    if (face > score) {
      return {
        data: doc.data,
        title: `First Aid: ${face} vs ${score}, failed`,
        words: [`Still dying; First Aid may be tried again next round until it succeeds (004:1247).`],
        dice,
        verdict: { text: 'Failed', good: false },
      };
    }
    return {
      data: withHealth(doc.data, { state: 'stable' }),
      title: `First Aid: ${face} vs ${score}, stable`,
      words: [`The saves vs death ray stop: stable, and unconscious until healed above 0 hit points (${DYING_SOURCE}; 004:1247).`],
      dice,
      verdict: { text: 'Stable', good: true },
    };
  }
  // An injury patched up: 1d3 of what it cost, never above the maximum (004:1249).
  const max = maxHp(doc);
  const before = doc.data.hitPoints.current;
  if (before >= max) return { problem: `Hit points are at the maximum, ${formatNumber(max)}: there is no injury to treat.` };
  const lost = readInput(injuryAid(doc).inputs[1], input);
  if (typeof lost !== 'number') return lost;
  const face = rng.int(1, 20);
  const dice = [`First Aid: ${checkDice(face, score)}`];
  if (face > score) {
    return {
      data: doc.data,
      title: `First Aid: ${face} vs ${score}, failed`,
      words: ['This helper cannot try again on this injury; another helper may (004:1249).'],
      dice,
      verdict: { text: 'Failed', good: false },
    };
  }
  const rolled = rng.int(1, 3);
  const healed = Math.min(rolled, lost, max - before);
  const after = before + healed;
  const set = setHitPoints(doc.data, after, 'other');
  if ('problem' in set) return set;
  let limit = '';
  if (healed < rolled) limit = healed === lost ? `; only ${formatNumber(lost)} ${lost === 1 ? 'was' : 'were'} lost in this injury` : `; hit points stop at the maximum, ${formatNumber(max)}`;
  return {
    data: set.data,
    title: `First Aid: ${face} vs ${score}, +${formatNumber(healed)} hp (${formatNumber(before)} → ${formatNumber(after)})`,
    words: [`1d3 rolled ${rolled}${limit} (004:1249). Further First Aid on this injury is of no benefit (004:1251).`, ...(set.notices ?? [])],
    dice: [...dice, `1d3: [${rolled}] = ${rolled}`],
    verdict: { text: 'Treated', good: true },
  };
}

function wake(doc: Doc): Outcome {
  const health = healthOf(doc.data);
  if (health?.state !== 'stable') return { problem: 'Only a stable character comes round.' };
  if (doc.data.hitPoints.current <= 0) return { problem: 'At 0 hit points the character stays unconscious: healing above 0 wakes them (supplement §9.6, l.888).' };
  return { data: withHealth(doc.data, null), title: 'Came round', words: ['Conscious again, as the GM rules: the text gives no time for it (supplement §9.6, l.890).'], dice: [] };
}

function coupDeGrace(doc: Doc): Outcome {
  const health = healthOf(doc.data);
  if (health?.state === 'dead') return { problem: 'The dead cannot be struck down again.' };
  if (health?.state === 'dying') return { problem: 'Already dying: the saves vs death ray go on.' };
  if (doc.data.hitPoints.rolls.length === 0) return { problem: 'This character has no hit points yet: finish its creation first.' };
  return {
    data: withHealth(doc.data, { state: 'dying', saves: 0 }),
    title: 'Coup de grâce: unconscious and dying',
    words: [`Struck while helpless with an edged weapon: unconscious and dying, no hit points lost; a save vs death ray at the end of each round (supplement §9.6, l.889-890).`],
    dice: [],
  };
}

function killed(doc: Doc, input: Input): Outcome {
  if (healthOf(doc.data)?.state === 'dead') return { problem: `${doc.name || 'The character'} is already dead.` };
  const cause = (input['cause'] ?? '').trim() || ACTIONS.killed.inputs[0].default;
  if (cause.length > ACTIONS.killed.inputs[0].maxLength) return { problem: `Say how in at most ${ACTIONS.killed.inputs[0].maxLength} characters.`, input: 'cause' };
  return { data: withHealth(doc.data, { state: 'dead', cause }), title: `Dead: ${cause}`, words: ['Dead: the dead take no turns, rest and heal no more; Raise Dead can bring them back (supplement §10, l.968).'], dice: [] };
}

function raiseDead(doc: Doc): Outcome {
  if (healthOf(doc.data)?.state !== 'dead') return { problem: 'Raise Dead is for the dead.' };
  const before = doc.data.hitPoints.current;
  const data = withHealth({ ...doc.data, hitPoints: { ...doc.data.hitPoints, current: 1 } }, null);
  return {
    data,
    title: `Raised from the dead: hit points ${formatNumber(before)} → 1`,
    words: [`Back with 1 hp; two weeks of bed rest follow: walking pace only, no attacks, spells or class abilities until then (a Heal spell ends the rest, ${RAISE_DEAD_SOURCE}).`],
    dice: [],
  };
}

/** The state now, in the seam's terms. */
function status(doc: Doc): PlayStatus {
  const d = doc.data;
  if (d.hitPoints.rolls.length === 0) return { word: null, standing: 'up', dying: false, explanation: 'No hit points yet.' };
  const health = healthOf(d);
  const hp = `${formatNumber(d.hitPoints.current)} of ${formatNumber(maxHp(doc))} hit points`;
  if (!health) return { word: null, standing: 'up', dying: false, explanation: hp };
  if (health.state === 'dead') return { word: 'Dead', standing: 'dead', dying: false, explanation: `Dead: ${health.cause}. The dead take no turns and heal no more; Raise Dead can bring them back (${RAISE_DEAD_SOURCE}).` };
  if (health.state === 'stable') {
    return { word: 'Unconscious, stable', standing: 'down', dying: false, explanation: `${hp}; First Aid stopped the saves vs death ray; unconscious until healed above 0 (${DYING_SOURCE}).` };
  }
  const target = deathRaySave(doc);
  const next = target === null ? 'a save vs death ray' : `a save vs death ray of ${formatNumber(target + health.saves)} or more on the d20${health.saves > 0 ? ` (${target} at −${health.saves})` : ''}`;
  return {
    word: 'Unconscious, dying',
    standing: 'down',
    dying: true,
    explanation: `${hp}; unconscious and dying, ${health.saves === 0 ? 'no save made yet' : `${formatNumber(health.saves)} ${health.saves === 1 ? 'save' : 'saves'} made`}: at the end of the round ${next}; First Aid or magical healing stops it (${DYING_SOURCE}).`,
  };
}

function actions(doc: Doc): readonly PlayActionDef[] {
  const d = doc.data;
  if (d.hitPoints.rolls.length === 0) return [];
  const health = healthOf(d);
  if (health?.state === 'dead') return [ACTIONS.raiseDead];
  if (health?.state === 'dying') return [ACTIONS.damage, ACTIONS.heal, ACTIONS.deathSave, ACTIONS.dyingAid, ACTIONS.killed];
  const injured = d.hitPoints.current < maxHp(doc);
  if (health?.state === 'stable') return [ACTIONS.damage, ACTIONS.heal, ...(d.hitPoints.current > 0 ? [ACTIONS.wake] : []), ACTIONS.coupDeGrace, ACTIONS.killed];
  return [ACTIONS.damage, ACTIONS.heal, ...(injured ? [injuryAid(doc)] : []), ACTIONS.coupDeGrace, ACTIONS.killed];
}

function run(doc: Doc, actionId: string, input: Input, rng: RandomSource): Outcome {
  switch (actionId) {
    case DAMAGE_ACTION:
      return damage(doc, input);
    case HEAL_ACTION:
      return heal(doc, input);
    case DEATH_SAVE:
      return deathSave(doc, input, rng);
    case FIRST_AID:
      return firstAid(doc, input, rng);
    case WAKE:
      return wake(doc);
    case COUP_DE_GRACE:
      return coupDeGrace(doc);
    case KILLED:
      return killed(doc, input);
    case RAISE_DEAD:
      return raiseDead(doc);
    default:
      return { problem: `There is no “${actionId}” to do on a Dark Dungeons sheet.` };
  }
}

/** At the end of each round while dying: the save vs death ray (supplement §9.1 step 5, §9.6 l.889). */
function due(doc: Doc): readonly DueRoll[] {
  const health = healthOf(doc.data);
  if (health?.state !== 'dying') return [];
  const target = deathRaySave(doc);
  const nth = ordinal(health.saves + 1);
  const needs = target === null ? 'no save figure yet (no class)' : `${formatNumber(target + health.saves)} or more on the d20`;
  return [{ actionId: DEATH_SAVE, when: 'end-of-round', prompt: `Save vs death ray, the ${nth}: ${needs}${health.saves > 0 ? ` (−${health.saves})` : ''}; a failure is death.`, source: DYING_SOURCE }];
}

export const darkDungeonsPlayDef: PlayDef<DarkDungeonsData> = { status, actions, run, due };
