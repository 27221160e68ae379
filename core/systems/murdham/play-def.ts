/**
 * Murdham's state in play and what is done with it at the table (the seam's `PlayDef`), the same for the sheet and
 * the combat tracker: where the character stands (alive, dying, dead: 000:43-46, 000:72), the actions of
 * play-actions.ts run as pure transitions (damage and healing, the dying procedure, omens, rolls shown before they are
 * kept, the tables, rests), and the roll the rules ask for at the end of each round of a fight while dying (000:45).
 */
import type { CharacterCondition, CharacterDocument } from '../../documents/character';
import type { RandomSource } from '../../dice';
import type { DueRoll, PlayDef, PlayOutcome, PlayStatus } from '../types';
import { ABILITY_ORDER, type MurdhamData } from './character';
import { cite } from './data/source';
import { damageMode } from './dice';
import { murdhamActions } from './play-actions';
import { readInputs, type PlayValues } from '../play-inputs';
import { currentScore, maxHealth } from './rules/abilities';
import type { Changed, InPlay } from './rules/conditions';
import { canBeSaved, endRound, endStretch, heal, saveFromDeath, spendOmen, takeDamage } from './rules/damage';
import { stateWords } from './rules/derive';
import { keepPending } from './rules/keep';
import { attemptsOf, damageRoll, durabilityRollOf, encumbered, firstDice, injuryRoll, mutationRoll, rerollOf, saveRoll, soulblightRoll, viewOf } from './rules/pending';
import { dailyRest, fullRest } from './rules/rests';
import { dailyNeeds } from './time';
import { MURDHAM_LIMITS } from './shape';

type Doc = CharacterDocument<MurdhamData>;
type Outcome = PlayOutcome<MurdhamData>;

const DEATHS = {
  'instant-death': `Killed on the spot: damage matching or exceeding maximum health at once (${cite(46)})`,
  wounds: `Died of wounds: dying, and not healed before the end of the next round (${cite(45)})`,
  strength: `STR 0: dead (${cite(72)})`,
} as const;

/** The rules' reading of the character's health now. */
export function murdhamStatus(doc: Doc): PlayStatus {
  const d = doc.data;
  if (!d.abilities) return { word: null, standing: 'up', dying: false, explanation: `No abilities yet: health is STR (${cite(43)}).` };
  const said = stateWords(d, doc.conditions ?? []);
  const word = said === 'Alive' ? null : said;
  const saved = canBeSaved(d) ? ` An omen can still save them (${cite(140)}).` : '';
  const owed = d.owed.length > 0 ? ` Owed: a roll on the ${d.owed.join(' table and on the ')} table (${cite(45)}, ${cite(80)}).` : '';
  const health = `Health ${d.health} of ${maxHealth(d)} (${cite(43)}).`;
  if (d.life.state === 'dead') return { word: 'Dead', standing: 'dead', dying: false, explanation: `${DEATHS[d.life.cause]}.${saved}` };
  if (d.life.state === 'dying') {
    const when = d.life.roundsEnded >= 1 ? 'at the end of this round' : 'at the end of the next round';
    return { word, standing: 'down', dying: true, explanation: `All health lost: dies ${when} unless healed at least 1 (${cite(45)}).${saved}` };
  }
  const down = word !== null;
  return { word, standing: down ? 'down' : 'up', dying: false, explanation: `${down ? `${word}: unable to act (${cite(44)}, ${cite(72)}). ` : ''}${health}${owed}` };
}

/** The character in play. */
function inPlay(doc: Doc): InPlay {
  return { data: doc.data, conditions: doc.conditions ?? [] };
}

/** An outcome from a change in play; the conditions are given only when they changed. */
function outcome(doc: Doc, changed: Changed, title: string, extra: Partial<Pick<Extract<Outcome, { data: MurdhamData }>, 'dice' | 'printed' | 'verdict'>> = {}): Outcome {
  const before: readonly CharacterCondition[] = doc.conditions ?? [];
  return { data: changed.data, ...(changed.conditions !== before ? { conditions: changed.conditions } : {}), title, words: changed.notices, dice: extra.dice ?? [], ...(extra.printed ? { printed: extra.printed } : {}), ...(extra.verdict ? { verdict: extra.verdict } : {}) };
}

/** Shows a roll before it is kept: the roll on the character, its first dice in the history. */
function shown(doc: Doc, pending: NonNullable<MurdhamData['pending']>): Outcome {
  const view = viewOf(pending, doc.data);
  return { data: { ...doc.data, pending }, title: `${view.title}: ${firstDice(pending).join('; ')}`, words: [...view.lines], dice: [...firstDice(pending)], printed: view.printed };
}

/** Why an action cannot be taken now, in one sentence. */
function unavailable(doc: Doc, id: string): string {
  const d = doc.data;
  const known = ['damage', 'direct-damage', 'heal', 'roll-damage', 'save', 'corruption', 'injury', 'mutation', 'durability', 'keep', 'reroll', 'discard', 'dying-round', 'save-from-death', 'spend-omen', 'end-stretch', 'daily-rest', 'full-rest'];
  if (!known.includes(id)) return `There is no “${id}” to do here.`;
  if (!d.abilities) return `Enter the abilities first: health is STR (${cite(43)}).`;
  if (id === 'dying-round') return 'Only a dying character counts the rounds to death.';
  if (id === 'save-from-death') return d.omens.current < 1 ? `There are no omens left to spend (${cite(142)}).` : `An omen saves from death by health loss or instant death (${cite(140)}); ${d.life.state === 'alive' ? 'the character is not dying' : 'STR 0 is neither'}.`;
  if (['keep', 'discard'].includes(id) || (id === 'reroll' && !d.pending)) return 'There is no roll shown.';
  if (id === 'reroll' || id === 'spend-omen') return `There are no omens left to spend; they come back with a full rest (${cite(142)}).`;
  if (d.life.state === 'dead') return 'The dead take no actions; only an omen can still save them, where the death came from health loss.';
  if (id === 'durability') return 'Nothing carried is left to roll for.';
  return 'Keep or discard the roll shown first.';
}

function perform(doc: Doc, id: string, v: PlayValues, rng: RandomSource): Outcome {
  const d = doc.data;
  const play = inPlay(doc);
  switch (id) {
    case 'damage':
    case 'direct-damage': {
      if (d.life.state === 'dead') return { problem: 'Already dead: there is nothing more to lose.' };
      const amount = v.num('amount');
      const direct = id === 'direct-damage';
      const hurt = takeDamage(play, amount, { direct });
      const how = direct ? ' (direct)' : hurt.taken !== amount ? ` (${amount} before armour)` : '';
      return outcome(doc, hurt, `Took ${hurt.taken} damage${how}: health ${d.health} → ${hurt.data.health}`);
    }
    case 'heal': {
      const healed = heal(play, v.num('amount'));
      return 'problem' in healed ? { ...healed, input: 'amount' } : outcome(doc, healed, `Healed ${v.num('amount')}: health ${d.health} → ${healed.data.health}`);
    }
    case 'roll-damage':
      return shown(doc, damageRoll(Number(v.pick('die')), damageMode(v.num('enhanced'), v.num('impaired')), v.pick('direct') === 'yes', rng));
    case 'save':
      return shown(doc, saveRoll(d, ABILITY_ORDER.find((a) => a === v.pick('ability')) ?? 'str', rng));
    case 'corruption':
      return shown(doc, soulblightRoll(d.corruption, v.num('amount'), rng));
    case 'injury':
      return shown(doc, injuryRoll(false, rng));
    case 'mutation':
      return shown(doc, mutationRoll(d, rng));
    case 'durability':
      return shown(doc, durabilityRollOf(v.pick('item'), rng));
    case 'keep': {
      const kept = keepPending(play, v.has('pick') ? v.pick('pick') : undefined);
      return 'title' in kept ? outcome(doc, kept, kept.title, { printed: kept.printed, ...(kept.verdict ? { verdict: kept.verdict } : {}) }) : kept;
    }
    case 'reroll': {
      const pending = d.pending;
      const spent = spendOmen(d);
      if (!pending || 'problem' in spent) return { problem: unavailable(doc, id) };
      if (attemptsOf(pending) >= MURDHAM_LIMITS.attempts) return { problem: `This roll was made ${MURDHAM_LIMITS.attempts} times; keep one of them.` };
      const again = rerollOf(pending, d, rng);
      const view = viewOf(again.pending, d);
      return { data: { ...spent.data, pending: again.pending }, title: `Omen spent to re-roll: ${again.dice.join('; ')}`, words: [...view.lines], dice: [...again.dice], printed: view.printed };
    }
    case 'discard':
      return { data: { ...d, pending: null }, title: `Roll discarded: ${d.pending ? viewOf(d.pending, d).title.toLowerCase() : 'nothing'}`, words: [], dice: [] };
    case 'dying-round': {
      const ended = endRound(play);
      return 'problem' in ended ? ended : outcome(doc, ended, ended.data.life.state === 'dead' ? 'Died of wounds at the end of the round' : 'Dying: the round ends');
    }
    case 'save-from-death': {
      if (d.pending) return { problem: 'Keep or discard the roll shown first; then spend the omen.' };
      const saved = saveFromDeath(play);
      if ('problem' in saved) return saved;
      const pending = injuryRoll(true, rng);
      const view = viewOf(pending, saved.data);
      return { ...outcome(doc, { ...saved, data: { ...saved.data, pending }, notices: [...saved.notices, ...view.lines] }, 'Saved from death by an omen', { dice: firstDice(pending), printed: view.printed }) };
    }
    case 'spend-omen': {
      const spent = spendOmen(d);
      if ('problem' in spent) return spent;
      const left = spent.data.omens.current;
      const why = v.text('why') || 'at the table';
      return { data: spent.data, title: `Omen spent: ${why}`, words: [`${left} omen${left === 1 ? '' : 's'} left; spent omens come back on a full rest (${cite(142)}).`], dice: [] };
    }
    case 'end-stretch':
      return outcome(doc, endStretch(play), 'End of the stretch');
    case 'daily-rest': {
      const rested = dailyRest(play, dailyNeeds({ food: v.pick('food'), water: v.pick('water'), sleep: v.pick('sleep') }));
      return 'problem' in rested ? rested : outcome(doc, rested, 'Daily rest');
    }
    case 'full-rest': {
      const rested = fullRest(play, { pay: v.pick('pay') === 'pay' });
      return 'problem' in rested ? rested : outcome(doc, rested, 'Full rest');
    }
    default:
      return { problem: unavailable(doc, id) };
  }
}

/** The roll the rules ask for at the end of each round while the character is dying (000:45). */
export function murdhamDue(doc: Doc): readonly DueRoll[] {
  const life = doc.data.life;
  if (life.state !== 'dying') return [];
  const prompt = life.roundsEnded >= 1 ? 'Dying: this round was the last; unless healed, the character dies now' : 'Dying: the round ends; the character dies at the end of the next one unless healed';
  return [{ actionId: 'dying-round', when: 'end-of-round', prompt, source: cite(45) }];
}

/**
 * What an action will do before it is taken, as the form's inputs change: the damage after armour and what it does to
 * health (000:44-46, 000:65), the health a healing brings, the score a save needs (000:13, 000:173), the soulblight
 * threshold (000:76). Null when there is nothing to say or the inputs are not readable yet.
 */
export function murdhamPreview(doc: Doc, actionId: string, input: Readonly<Record<string, string>>): readonly string[] | null {
  const action = murdhamActions(doc).find((a) => a.id === actionId);
  const v = action ? readInputs(action.inputs, input) : null;
  if (!v || 'problem' in v) return null;
  const d = doc.data;
  switch (actionId) {
    case 'damage':
    case 'direct-damage': {
      if (d.life.state === 'dead') return null;
      const hurt = takeDamage(inPlay(doc), v.num('amount'), { direct: actionId === 'direct-damage' });
      const what = hurt.killed ? `killed on the spot (${cite(46)})` : hurt.mortal ? `dying (${cite(45)})` : hurt.critical ? `critical damage, incapacitated (${cite(44)})` : '';
      return [`${hurt.taken} damage: health ${d.health} → ${hurt.data.health}${what ? `, ${what}` : ''}.`];
    }
    case 'save': {
      const ability = ABILITY_ORDER.find((a) => a === v.pick('ability')) ?? 'str';
      const extra = ability === 'agi' && encumbered(d) ? ` and a d20 of ${currentScore(d, 'str')} or less for STR: encumbered (${cite(173)})` : '';
      return [`Passes on a d20 of ${currentScore(d, ability)} or less (${cite(13)})${extra}.`];
    }
    case 'corruption': {
      const total = d.corruption + v.num('amount');
      return [`Corruption ${d.corruption} + ${v.num('amount')} = ${total}: a d12 of ${total} or less is soulblight (${cite(76)}).`];
    }
    default:
      return null;
  }
}

export const murdhamPlayDef: PlayDef<MurdhamData> = {
  status: murdhamStatus,
  actions: murdhamActions,
  preview: murdhamPreview,
  run(doc, actionId, input, rng) {
    const action = murdhamActions(doc).find((a) => a.id === actionId);
    if (!action) return { problem: unavailable(doc, actionId) };
    const values = readInputs(action.inputs, input);
    if ('problem' in values) return values;
    try {
      return perform(doc, actionId, values, rng);
    } catch (error) {
      // A rule's refusal (a stored roll whose dice cannot be read, a check made from another corruption).
      if (error instanceof RangeError) return { problem: error.message };
      throw error;
    }
  },
  due: murdhamDue,
};
