/**
 * Orcus at the table (the seam's PlayDef): the health state with its word, the actions taken from the sheet or the
 * combat tracker (damage and healing, temporary hit points, recoveries, death saving throws, First Aid, rests, action
 * points), and the death save the rules ask for at the start of a dying character's turn (002:1460). Every action is a
 * pure transition over health.ts; the one write path records it. Dice come from the `rng` given: the app's, or the
 * faces a player typed from real dice.
 */
import type { RandomSource } from '../../dice';
import type { CharacterCondition, CharacterDocument } from '../../documents/character';
import { MAX_CHARACTER_CONDITIONS } from '../../documents/play-checks';
import { DAMAGE_ACTION, HEAL_ACTION } from '../../character/pool-play';
import { formatNumber } from '../../text/format';
import { isInputProblem, readInputs } from '../play-inputs';
import type { DueRoll, PlayActionDef, PlayDef, PlayInputDef, PlayOutcome, PlayStatus } from '../types';
import type { OrcusData } from './character';
import { ORCUS_CONDITIONS, staggeredValue } from './combat';
import {
  FIRST_AID_DC,
  STATE_WORDS,
  completeStreak,
  deathSave,
  firstAid,
  gainTemporary,
  heal,
  isDown,
  noDeathSave,
  noFirstAid,
  restoreToLife,
  spendActionPoint,
  spendRecovery,
  stateOf,
  takeDamage,
  type HealthStep,
} from './health';
import { restLong, restShort } from './time';
import { maxHp, stateWord } from './vitals';

type Doc = CharacterDocument<OrcusData>;

/** The ids of Orcus's play actions besides damage and healing. */
export const ORCUS_ACTIONS = {
  temporary: 'temp-hp',
  recovery: 'recovery',
  deathSave: 'death-save',
  firstAid: 'first-aid',
  restore: 'restore-to-life',
  shortRest: 'short-rest',
  longRest: 'long-rest',
  actionPoint: 'action-point',
  streak: 'streak',
} as const;

const A = ORCUS_ACTIONS;
const amount = (label: string, min = 1): PlayInputDef => ({ kind: 'number', id: 'amount', label, min, max: 1_000_000, default: min });
const bonus = (label: string, max = 20): PlayInputDef => ({ kind: 'number', id: 'bonus', label, min: -20, max, default: 0 });

/** Every action, with the inputs it asks for; `maxHp` bounds the hit points typed for a return to life. */
function definitions(max: number): readonly PlayActionDef[] {
  return [
    {
      id: DAMAGE_ACTION,
      label: 'Damage',
      group: 'Health',
      description: 'Temporary hit points go first, then hit points, which may fall below 0: staggered at half the maximum or fewer, dying at 0 or below, dead at minus the staggered value. An attacker may knock the creature out at 0 instead.',
      source: '002:1449-1474',
      inputs: [
        amount('Damage'),
        { kind: 'choice', id: 'knockOut', label: 'At 0 hit points', options: [{ id: 'no', label: 'It falls as the damage says' }, { id: 'yes', label: 'Knock it out instead (002:1471)' }], default: 'no' },
      ],
      rolls: false,
    },
    { id: HEAL_ACTION, label: 'Heal', group: 'Health', description: 'Healing is added from 0 when below it, and stops at the maximum; any hit points regained wake the unconscious.', source: '002:1442, 002:1453, 002:1458', inputs: [amount('Healing')], rolls: false },
    {
      id: A.temporary,
      label: 'Temporary hit points',
      group: 'Health',
      description: 'A buffer lost first when damaged. They never add up: keep the ones you have or take the new ones. They last until used or a short rest.',
      source: '002:1472-1478',
      inputs: [amount('Temporary hit points', 0), { kind: 'choice', id: 'keep', label: 'Keep', options: [{ id: 'higher', label: 'The larger' }, { id: 'new', label: 'The new ones' }], default: 'higher' }],
      rolls: false,
    },
    { id: A.recovery, label: 'Spend a recovery', group: 'Health', description: `Regain the recovery value, one-quarter of the maximum (${formatNumber(Math.floor(max / 4))}); a dying creature with none left goes to 1 hit point.`, source: '002:1446-1447, 002:1463', inputs: [], rolls: false },
    {
      id: A.deathSave,
      label: 'Death saving throw',
      group: 'Dying',
      description: 'A d20 at the start of each of your turns while dying: 10 or more succeeds; 20 or more spends a recovery and brings you back; the third failure kills.',
      source: '002:1460-1463',
      inputs: [bonus('Bonus from powers and features')],
      rolls: true,
    },
    { id: A.firstAid, label: 'First Aid', group: 'Dying', description: `An adjacent ally's Heal check against DC ${FIRST_AID_DC} stabilises a dying character: no more death saving throws.`, source: '002:1426', inputs: [bonus('The healer’s Heal bonus', 60)], rolls: true },
    {
      id: A.restore,
      label: 'Restored to life',
      group: 'Dying',
      description: 'Magic such as a revivify spell restores the dead to life. The text gives no such spell: type the hit points it leaves.',
      source: '002:1440, 002:1443',
      inputs: [{ kind: 'number', id: 'hp', label: 'Hit points the magic leaves', min: 1, max, default: 1 }],
      rolls: false,
    },
    {
      id: A.shortRest,
      label: 'Short rest',
      group: 'Rest',
      description: 'At least five minutes: death-save failures reset, temporary hit points end, encounter powers come back, the knocked-out heal 1 hit point; recoveries may be spent.',
      source: '002:1957, 002:1461, 002:1471, 002:1478',
      inputs: [{ kind: 'choice', id: 'recoveries', label: 'Recoveries', options: [{ id: 'none', label: 'Spend none' }, { id: 'one', label: 'Spend one' }, { id: 'until-full', label: 'Spend until at the maximum' }], default: 'none' }],
      rolls: false,
    },
    { id: A.longRest, label: 'Long rest', group: 'Rest', description: 'At least six hours, one in 24 hours: hit points and recoveries to the maximum, daily powers back, action points reset to 1.', source: '002:1959-1960, 002:2311, 002:1119', inputs: [], rolls: false },
    { id: A.actionPoint, label: 'Spend an action point', group: 'Action points', description: 'One more standard, move or swift action this turn; once per encounter, never in a surprise round.', source: '002:1120', inputs: [], rolls: false },
    { id: A.streak, label: 'Streak completed', group: 'Action points', description: 'Every two encounters without a long rest give an action point.', source: '002:1961-1962', inputs: [], rolls: false },
  ];
}

/** Which actions make sense in each state: the dying procedure only while dying, a return to life only for the dead. */
function availableIn(id: string, state: ReturnType<typeof stateOf>): boolean {
  if (id === DAMAGE_ACTION || id === HEAL_ACTION) return true;
  if (state === 'dead') return id === A.restore;
  if (id === A.deathSave || id === A.firstAid) return state === 'dying';
  if (id === A.restore) return false;
  if (id === A.actionPoint) return !isDown(state);
  return true;
}

/** A condition's instance id not yet used on the character. */
function freshId(conditions: readonly CharacterCondition[], base: string): string {
  let id = base;
  for (let i = 2; conditions.some((c) => c.id === id); i++) id = `${base}-${i}`;
  return id;
}

/**
 * The conditions after a step: falling unconscious puts Prone on (002:1458, 002:1557), which stays when the creature
 * comes to (002:1462) until it stands up. Unconscious itself is the state word (Dying, Stable, Knocked out), not a
 * condition, so no path that wakes a creature (a rest, the tracker) leaves a stale one behind. Undefined: unchanged.
 */
function conditionsAfter(doc: Doc, step: { readonly fell?: boolean }): readonly CharacterCondition[] | undefined {
  const now = doc.conditions ?? [];
  const prone = ORCUS_CONDITIONS.find((c) => c.id === 'prone');
  if (!step.fell || !prone || now.some((c) => c.conditionId === prone.id) || now.length >= MAX_CHARACTER_CONDITIONS) return undefined;
  return [...now, { id: freshId(now, `prone-${doc.history.length + 1}`), conditionId: prone.id, name: prone.name, rounds: null, note: 'Fell unconscious at 0 hit points or below (002:1458, 002:1557).' }];
}

/** The d20 rolled (or typed) with its bonus, as the history shows it. */
function d20(rng: RandomSource, plus: number): { die: number; line: string } {
  const die = rng.int(1, 20);
  return { die, line: `d20: ${die}${plus ? ` ${plus > 0 ? '+' : '−'} ${Math.abs(plus)} = ${die + plus}` : ''}` };
}

/** "HP 35 → 15, Staggered": the hit points before and after, with the new state word when it changed. */
function hpChange(doc: Doc, data: OrcusData, max: number): string {
  const before = stateWord(doc.data, max);
  const after = stateWord(data, max);
  return `HP ${formatNumber(doc.data.vitals.hp)} → ${formatNumber(data.vitals.hp)}${after !== before && after ? `, ${after}` : ''}`;
}

function status(doc: Doc): PlayStatus {
  const max = maxHp(doc);
  if (max === null) return { word: null, standing: 'up', dying: false, explanation: 'No hit points yet: enter the class’s hit points (002:172).' };
  const v = doc.data.vitals;
  const state = stateOf(v, max);
  const hp = formatNumber(v.hp);
  switch (state) {
    case 'dead':
      return {
        word: STATE_WORDS.dead,
        standing: 'dead',
        dying: false,
        explanation: `${v.deathSaveFailures >= 3 ? 'Three failed death saving throws (002:1461)' : `Damage to minus the staggered value, −${formatNumber(staggeredValue(max))}, or worse (002:1456)`}; only magic restores the dead to life (002:1443).`,
      };
    case 'dying':
      return { word: STATE_WORDS.dying, standing: 'down', dying: true, explanation: `${hp} HP: unconscious (−5 to all defences, 002:1555), a death saving throw at the start of each turn; ${v.deathSaveFailures} of 3 failures (002:1458-1461).` };
    case 'stable':
      return { word: STATE_WORDS.stable, standing: 'down', dying: false, explanation: `${hp} HP: unconscious but stabilised by First Aid; no death saving throws (002:1426).` };
    case 'knocked-out':
      return { word: STATE_WORDS['knocked-out'], standing: 'down', dying: false, explanation: `${hp} HP: knocked out, unconscious; heals 1 hit point after a short rest (002:1471).` };
    default: {
      const word = stateWord(doc.data, max);
      return { word, standing: 'up', dying: false, explanation: word ? `${hp} of ${formatNumber(max)} HP: half the maximum or fewer (002:1449).` : `${hp} of ${formatNumber(max)} HP.` };
    }
  }
}

/** A health step as an outcome: the title, the rules' words, the dice, the conditions it changes. */
function outcome(doc: Doc, step: HealthStep, title: (data: OrcusData) => string, extra: { dice?: readonly string[]; verdict?: { text: string; good: boolean | null } } = {}): PlayOutcome<OrcusData> {
  if ('problem' in step) return step;
  const conditions = conditionsAfter(doc, step);
  return { data: step.data, title: title(step.data), words: step.words, dice: extra.dice ?? [], ...(extra.verdict ? { verdict: extra.verdict } : {}), ...(conditions ? { conditions } : {}) };
}

function run(doc: Doc, actionId: string, input: Readonly<Record<string, string>>, rng: RandomSource): PlayOutcome<OrcusData> {
  const max = maxHp(doc);
  if (max === null) return { problem: 'Enter the class’s hit points first: the maximum is not known yet (002:172).' };
  const def = definitions(max).find((d) => d.id === actionId);
  if (!def) return { problem: `There is no “${actionId}” to do on an Orcus sheet.` };
  const values = readInputs(def.inputs, input);
  if (isInputProblem(values)) return values;
  const n = values.num;
  const d = doc.data;
  switch (def.id) {
    case DAMAGE_ACTION:
      return outcome(doc, takeDamage(d, n('amount'), max, values.pick('knockOut') === 'yes'), (data) => `Took ${formatNumber(n('amount'))} damage: ${hpChange(doc, data, max)}`);
    case HEAL_ACTION:
      return outcome(doc, heal(d, n('amount'), max), (data) => `Healed ${formatNumber(n('amount'))}: ${hpChange(doc, data, max)}`);
    case A.temporary:
      return outcome(doc, gainTemporary(d, n('amount'), values.pick('keep') === 'new' ? 'new' : 'higher', max), (data) => `Temporary hit points ${formatNumber(d.vitals.tempHp)} → ${formatNumber(data.vitals.tempHp)}`);
    case A.recovery:
      return outcome(doc, spendRecovery(d, max), (data) => `Spent a recovery: ${hpChange(doc, data, max)}`);
    case A.deathSave: {
      const refused = noDeathSave(stateOf(d.vitals, max));
      if (refused) return { problem: refused };
      const roll = d20(rng, n('bonus'));
      const step = deathSave(d, roll.die, n('bonus'), max);
      const total = roll.die + n('bonus');
      const after = 'data' in step ? stateOf(step.data.vitals, max) : 'dying';
      const verdict = after === 'dead' ? { text: 'Dead', good: false } : after === 'up' ? { text: 'Back on your feet', good: true } : total >= 10 ? { text: 'Success', good: true } : { text: 'Failure', good: false };
      return outcome(doc, step, () => `Death saving throw: ${formatNumber(total)}, ${verdict.text.toLowerCase()}`, { dice: [roll.line], verdict });
    }
    case A.firstAid: {
      const refused = noFirstAid(stateOf(d.vitals, max));
      if (refused) return { problem: refused };
      const roll = d20(rng, n('bonus'));
      const total = roll.die + n('bonus');
      const good = total >= FIRST_AID_DC;
      return outcome(doc, firstAid(d, roll.die, n('bonus'), max), () => `First Aid: Heal ${formatNumber(total)}, ${good ? 'stabilised' : 'fails'}`, { dice: [roll.line], verdict: { text: good ? 'Stabilised' : 'Still dying', good } });
    }
    case A.restore:
      return outcome(doc, restoreToLife(d, n('hp'), max), (data) => `Restored to life with ${formatNumber(data.vitals.hp)} HP`);
    case A.shortRest: {
      const rested = restShort(doc, values.pick('recoveries'));
      if ('problem' in rested) return rested;
      return outcome(doc, { data: rested.data, words: rested.notices ?? [] }, (data) => `Short rest${data.vitals.hp !== d.vitals.hp ? `: ${hpChange(doc, data, max)}` : ''}`);
    }
    case A.longRest: {
      const rested = restLong(doc);
      if ('problem' in rested) return rested;
      return outcome(doc, { data: rested.data, words: rested.notices ?? [] }, (data) => `Long rest: ${hpChange(doc, data, max)}`);
    }
    case A.actionPoint:
      return outcome(doc, spendActionPoint(d, max), (data) => `Spent an action point: ${formatNumber(d.vitals.actionPoints)} → ${formatNumber(data.vitals.actionPoints)}`);
    case A.streak:
      return outcome(doc, completeStreak(d, max), (data) => `Streak completed: action points ${formatNumber(d.vitals.actionPoints)} → ${formatNumber(data.vitals.actionPoints)}`);
    default:
      return { problem: `There is no “${actionId}” to do on an Orcus sheet.` };
  }
}

/** The death save asked for at the start of a dying character's turn (002:1460; decision on 002:1504 in health.ts). */
function due(doc: Doc): readonly DueRoll[] {
  const max = maxHp(doc);
  if (max === null || stateOf(doc.data.vitals, max) !== 'dying') return [];
  const failures = doc.data.vitals.deathSaveFailures;
  return [
    {
      actionId: A.deathSave,
      when: 'start-of-turn',
      prompt: `Death saving throw: d20, 10 or more succeeds, 20 or more spends a recovery and brings ${doc.name || 'the character'} back; ${failures} of 3 failures so far`,
      source: '002:1460-1463',
    },
  ];
}

export const orcusPlay: PlayDef<OrcusData> = {
  status,
  actions(doc) {
    const max = maxHp(doc);
    if (max === null) return [];
    const state = stateOf(doc.data.vitals, max);
    return definitions(max).filter((d) => availableIn(d.id, state));
  },
  run,
  due,
};
