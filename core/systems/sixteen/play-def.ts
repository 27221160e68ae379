/**
 * "16+" in play (`SystemDefinition.play`): the health state on the character (stunned, unconscious, bleeding, dead,
 * 001:10-12), every action taken at the table from the sheet or the combat tracker (damage and healing, the bleeding
 * procedure, the stun save, tests, saves, attacks, magic points, casting, the good rest), and the rolls a fight owes at
 * the start of the character's turn. Each action is a pure transition; the one write path records it.
 */
import type { RandomSource } from '../../dice';
import type { CharacterCondition, CharacterDocument } from '../../documents/character';
import { formatNumber } from '../../text/format';
import type { DueRoll, PlayActionDef, PlayDef, PlayInputDef, PlayOutcome, PlayStatus } from '../types';
import { STAT_ABBREVIATIONS, STAT_ORDER, type AttackTypeId, type SixteenData, type StatId } from './character';
import { ATTACK_TYPES } from './data/attack-types';
import { SAVE_TYPES } from './data/saves';
import { formatModifier } from './rules/derive';
import { bleed, bringBack, deadAt, goodRest, heal, recoverMagic, settled, spendMagic, stopBleeding, takeDamage, type HealthChange } from './rules/health';
import { percentOf, stunThreshold, weaponToHit } from './rules/combat-math';
import { neededFace, saveModifier } from './rules/tests';
import { readInputs, type PlayValues } from '../play-inputs';
import { attackCountChoices, castingRoll, rollAttack, rollFirstAid, rollManaBurnSave, rollSave, rollTest, saveChoices, SHOT_KINDS, testChoices } from './rolls';

type Doc = CharacterDocument<SixteenData>;
type Outcome = PlayOutcome<SixteenData>;

/** The moment a failed stun save's "Stunned" ends: the start of the creature's next turn (001:10). */
export const NEXT_TURN = 'next-turn';

/** One action: its form for this character, why it cannot be taken now (null when it can), and its transition. */
interface Action {
  readonly def: (d: SixteenData) => Omit<PlayActionDef, 'id'>;
  readonly unavailable: (d: SixteenData, doc: Doc) => string | null;
  readonly run: (d: SixteenData, v: PlayValues, rng: RandomSource, doc: Doc) => Outcome;
}

const num = (id: string, label: string, min: number, max: number, value = 0): PlayInputDef => ({ kind: 'number', id, label, min, max, default: value });
const choice = (id: string, label: string, options: readonly { readonly id: string; readonly label: string }[], value?: string): PlayInputDef => ({
  kind: 'choice',
  id,
  label,
  options,
  default: value ?? options[0]?.id ?? '',
});

function up(d: SixteenData): boolean {
  return d.hitPoints.current > 0 && !d.health.dead;
}

function stunnedOf(doc: Doc): readonly CharacterCondition[] {
  return (doc.conditions ?? []).filter((c) => c.conditionId === 'stunned' && c.until === NEXT_TURN);
}

/** A health change as an outcome with its title. */
function outcome(change: HealthChange, title: string, dice: readonly string[] = []): Outcome {
  return 'problem' in change ? change : { data: change.data, title, words: change.words, dice };
}

const NO_MAX = 'Enter the maximum hit points first.';
const DEAD = 'The character is dead: resurrection or the like is needed (001:12).';
const DOWN = 'Unconscious at 0 hit points or fewer: it cannot act (001:10).';

function stunSaveRun(d: SixteenData, rng: RandomSource, doc: Doc): Outcome {
  const owed = d.health.stunSave;
  const r = rollSave(d, 'stun', [], 0, rng);
  if ('problem' in r) return r;
  const data = { ...d, health: { ...d.health, stunSave: null } };
  if (r.success) return { ...r, data, words: [...r.words, owed ? 'Not stunned (001:10).' : 'Not stunned.'] };
  const kept = doc.conditions ?? [];
  const stunned: CharacterCondition = { id: freshId(kept, 'stunned'), conditionId: 'stunned', name: 'Stunned', rounds: null, until: NEXT_TURN, note: 'Failed stun save: until its next turn (001:10)' };
  const conditions = stunnedOf(doc).length > 0 ? kept : [...kept, stunned];
  return { ...r, data, conditions, words: [...r.words, 'Stunned until its next turn; a spell being chanted fails (001:10, 001:17).'] };
}

function freshId(conditions: readonly CharacterCondition[], base: string): string {
  let id = base;
  for (let n = 2; conditions.some((c) => c.id === id); n++) id = `${base}-${n}`;
  return id;
}

const TYPE_OPTIONS = [{ id: 'none', label: 'Nothing in particular' }, ...ATTACK_TYPES.map((t) => ({ id: t.id, label: t.name }))];
const STAT_OPTIONS = [{ id: 'none', label: 'None' }, ...STAT_ORDER.map((s) => ({ id: s, label: STAT_ABBREVIATIONS[s] }))];

const ACTIONS: Readonly<Record<string, Action>> = {
  damage: {
    def: () => ({
      label: 'Damage',
      group: 'Health',
      description: 'Hit points drop. More than 10 + HD in one blow owes a stun save; at 0 unconscious, below 0 bleeding, at −(HD/3 + 5 + CON) dead (a non-living creature at 0).',
      source: '001:10-12',
      inputs: [num('amount', 'Damage taken', 1, 1_000_000, 1), choice('blow', 'Taken', [{ id: 'one', label: 'In one blow' }, { id: 'several', label: 'In several blows' }])],
      rolls: false,
    }),
    unavailable: (d) => (d.hitPoints.max === null ? NO_MAX : d.health.dead ? DEAD : null),
    run: (d, v) => {
      const r = takeDamage(d, v.num('amount'), v.pick('blow') === 'one');
      return 'problem' in r ? r : { data: r.data, title: `Took ${formatNumber(v.num('amount'))} damage: hit points ${formatNumber(d.hitPoints.current)} → ${formatNumber(r.data.hitPoints.current)}`, words: r.words, dice: [] };
    },
  },
  heal: {
    def: () => ({
      label: 'Heal',
      group: 'Health',
      description: 'Magic or the healing skill restore hit points, usually a percent of the maximum, rounded up; healing stops at the maximum. Back at 0 or more the bleeding stops.',
      source: '001:10, 001:12',
      inputs: [num('amount', 'Healing', 1, 1_000_000, 1), choice('unit', 'In', [{ id: 'points', label: 'Hit points' }, { id: 'percent', label: '% of the maximum' }])],
      rolls: false,
    }),
    unavailable: (d) => (d.hitPoints.max === null ? NO_MAX : d.health.dead ? DEAD : null),
    run: (d, v) => {
      const percent = v.pick('unit') === 'percent';
      const amount = v.num('amount');
      if (percent && amount > 100) return { problem: 'A healing percent is from 1 to 100.', input: 'amount' };
      const points = percent ? percentOf(d.hitPoints.max ?? 0, amount) : amount;
      const r = heal(d, points);
      if ('problem' in r) return r;
      const how = percent ? `${amount}% of ${formatNumber(d.hitPoints.max ?? 0)}, rounded up, is ${formatNumber(points)} (001:12)` : '';
      return { data: r.data, title: `Healed ${formatNumber(points)}: hit points ${formatNumber(d.hitPoints.current)} → ${formatNumber(r.data.hitPoints.current)}`, words: how ? [`${how}.`, ...r.words] : r.words, dice: [] };
    },
  },
  bleed: {
    def: (d) => ({ label: 'A round of bleeding', group: 'Dying', description: `Bleeding: 1 hit point lost each round until dead at ${formatNumber(deadAt(d))}, unless first aid or healing stops it.`, source: '001:10, 001:12', inputs: [], rolls: false }),
    unavailable: (d) => (d.health.dead ? DEAD : d.health.bleeding ? null : 'Only a bleeding character loses hit points to bleeding (001:10).'),
    run: (d) => outcome(bleed(d), `A round of bleeding: hit points ${formatNumber(d.hitPoints.current)} → ${formatNumber(d.hitPoints.current - 1)}`),
  },
  'first-aid': {
    def: () => ({
      label: 'First aid',
      group: 'Dying',
      description: 'One round of first aid that succeeds stops the bleeding: the first-aider’s test, d20 + its modifier, 16 or more.',
      source: '001:1, 001:10',
      inputs: [num('modifier', 'First-aider’s test modifier', -50, 50, 0)],
      rolls: true,
    }),
    unavailable: (d) => (d.health.dead ? DEAD : d.health.bleeding ? null : 'First aid stops bleeding; this character is not bleeding (001:10).'),
    run: (d, v, rng) => {
      const r = rollFirstAid(d, v.num('modifier'), rng);
      if ('problem' in r || !r.success) return 'problem' in r ? r : { ...r, words: [...r.words, 'The bleeding goes on (001:10).'] };
      const stopped = stopBleeding(d);
      return 'problem' in stopped ? stopped : { ...r, data: stopped.data, words: [...r.words, ...stopped.words] };
    },
  },
  'stun-save': {
    def: (d) => ({
      label: 'Stun save',
      group: 'Stun',
      description: `${d.health.stunSave?.cause === 'mana-burn' ? 'Mana burn stuns' : `A blow of more than ${stunThreshold(d.hitDice)} (10 + HD) stuns`} until the next turn unless a stun save succeeds: level/3 and no other modifier.`,
      source: d.health.stunSave?.cause === 'mana-burn' ? '001:2, 001:18' : '001:2, 001:10',
      inputs: [],
      rolls: true,
    }),
    unavailable: (d) => (d.health.dead ? DEAD : d.health.stunSave ? null : 'No stun save is owed: a blow of more than 10 + HD or mana burn calls for one (001:10, 001:18).'),
    run: (d, _v, rng, doc) => stunSaveRun(d, rng, doc),
  },
  'stun-ends': {
    def: () => ({ label: 'The stun ends', group: 'Stun', description: 'Stunned until its next turn: as the turn begins, the stun is over.', source: '001:10', inputs: [], rolls: false }),
    unavailable: (_d, doc) => (stunnedOf(doc).length > 0 ? null : 'The character is not stunned until its next turn.'),
    run: (d, _v, _rng, doc) => ({ data: d, conditions: (doc.conditions ?? []).filter((c) => !stunnedOf(doc).includes(c)), title: 'The stun ends: its turn has come', words: ['Stunned only until its next turn (001:10).'], dice: [] }),
  },
  'bring-back': {
    def: (d) => ({
      label: 'Brought back',
      group: 'Death',
      description: 'Resurrection or similar methods: alive again, at the hit points they give (the text does not say how many).',
      source: '001:12',
      inputs: [num('hp', 'Hit points after', 1, Math.max(1, d.hitPoints.max ?? 1), 1)],
      rolls: false,
    }),
    unavailable: (d) => (d.health.dead ? null : 'Only the dead are brought back (001:12).'),
    run: (d, v) => outcome(bringBack(d, v.num('hp')), `Brought back from death: ${formatNumber(v.num('hp'))} hit point${v.num('hp') === 1 ? '' : 's'}`),
  },
  test: {
    def: (d) => ({
      label: 'Test',
      group: 'Rolls',
      description: 'd20 + modifiers, 16 or more succeeds. A stat test adds 4 + 2 × the stat; a skill test its level and stat, −8 without the skill; a situation modifier of +8 to −10 may apply.',
      source: '001:1',
      inputs: [
        choice('of', 'Test of', testChoices(d)),
        num('situation', 'Situation', -10, 8, 0),
        { kind: 'text', id: 'skill', label: 'Skill not on the sheet', default: '', maxLength: 1_000 },
        choice('stat', 'With stat (a skill not on the sheet)', STAT_OPTIONS, 'none'),
      ],
      rolls: true,
    }),
    unavailable: (d) => (d.health.dead ? DEAD : !d.stats ? 'Enter the stats first.' : up(d) ? null : DOWN),
    run: (d, v, rng) => rollTest(d, v.pick('of'), v.num('situation'), { name: v.text('skill'), stat: STAT_ORDER.find((s): s is StatId => s === v.pick('stat')) ?? null }, rng),
  },
  save: {
    def: (d) => ({
      label: 'Save',
      group: 'Rolls',
      description: 'd20 + the save’s modifier, 16 or more; a natural 20 always succeeds, and so does a save that needs 1 or less. Resistances against the effect’s attack types add (both, for an overlapping effect); countermagic adds +1 a magic point against magic, at most the magic level, announced before the roll.',
      source: '001:2, 001:21',
      inputs: [
        choice('save', 'Save', saveChoices(d), 'basic'),
        choice('against', 'The effect is', TYPE_OPTIONS, 'none'),
        choice('also', 'And also (an overlapping effect)', TYPE_OPTIONS, 'none'),
        ...(d.magic.level > 0 ? [num('countermagic', 'Countermagic (magic points)', 0, d.magic.level, 0)] : []),
      ],
      rolls: true,
    }),
    unavailable: (d) => (d.health.dead ? DEAD : null),
    run: (d, v, rng, doc) => {
      const id = v.pick('save');
      if (id === 'stun' && d.health.stunSave) return stunSaveRun(d, rng, doc);
      const against = [v.pick('against'), v.pick('also')].filter((t): t is AttackTypeId => t !== 'none');
      const counter = d.magic.level > 0 ? v.num('countermagic') : 0;
      const save = SAVE_TYPES.find((t) => t.id === id)?.id;
      return rollSave(d, save ?? 'resisted', against, counter, rng);
    },
  },
  attack: {
    def: (d) => ({
      label: 'Attack',
      group: 'Rolls',
      description: 'd20 + to-hit + the target’s AC: 20 or more hits; 20 or more before the AC but not after hits with reduced damage. An unmodified 1 misses; a 10 or 20 is rolled again and added as long as they come.',
      source: '001:6-9',
      inputs: [
        choice('weapon', 'Weapon', d.weapons.map((w) => ({ id: w.id, label: `${w.name} ${formatModifier(weaponToHit(d, w).value)}` }))),
        num('ac', 'Target’s AC', -100, 100, 0),
        ...(attackCountChoices(d).length > 1 ? [choice('attacks', 'Melee attacks this round', attackCountChoices(d))] : []),
        num('other', 'Other modifier', -50, 50, 0),
        ...(d.weapons.some((w) => w.kind === 'ranged') ? [choice('shot', 'The shot', SHOT_KINDS.map((k) => ({ id: k.id, label: k.label })), 'aimed')] : []),
      ],
      rolls: true,
    }),
    unavailable: (d) => (d.health.dead ? DEAD : d.weapons.length === 0 ? 'List a weapon first.' : up(d) ? null : DOWN),
    run: (d, v, rng) => {
      const shot = d.weapons.some((w) => w.kind === 'ranged') ? SHOT_KINDS.find((k) => k.id === v.pick('shot'))?.id : undefined;
      return rollAttack(d, v.pick('weapon'), v.num('ac'), attackCountChoices(d).length > 1 ? Number(v.pick('attacks')) : 1, v.num('other'), rng, shot ?? 'aimed');
    },
  },
  'spend-mp': {
    def: (d) => ({ label: 'Spend magic points', group: 'Magic', description: 'Magic points power spells.', source: '001:17', inputs: [num('points', 'Magic points', 1, Math.max(1, d.magic.mp), 1)], rolls: false }),
    unavailable: (d) => (d.health.dead ? DEAD : d.magic.mpMax === 0 ? 'No magic points: enter a magic level and maximum first.' : d.magic.mp === 0 ? 'No magic points left.' : null),
    run: (d, v) => outcome(spendMagic(d, v.num('points')), `Spent ${formatNumber(v.num('points'))} magic point${v.num('points') === 1 ? '' : 's'}`),
  },
  'recover-mp': {
    def: () => ({ label: 'Recover magic points', group: 'Magic', description: '10% of the maximum, rounded up, comes back every 2 hours.', source: '001:17', inputs: [num('periods', '2-hour periods', 1, 1_000, 1)], rolls: false }),
    unavailable: (d) => (d.health.dead ? DEAD : d.magic.mpMax === 0 ? 'No magic points: enter a magic level and maximum first.' : d.magic.mp >= d.magic.mpMax ? 'Magic points are at the maximum.' : null),
    run: (d, v) => outcome(recoverMagic(d, v.num('periods')), `${formatNumber(2 * v.num('periods'))} hours of magic-point recovery`),
  },
  'casting-roll': {
    def: () => ({
      label: 'Casting roll',
      group: 'Magic',
      description: 'd100: at or under the failure chance the spell fails; a failed spell or a roll of 10s (10, 20 … 100) brings mana burn: a stun save and a mana-burn save. The conditions that make the failure chance are missing from the text, so enter it.',
      source: '001:17-18',
      inputs: [num('fail', 'Failure chance (%)', 0, 100, 0)],
      rolls: true,
    }),
    unavailable: (d) => (d.health.dead ? DEAD : d.magic.level === 0 ? 'Only a creature with magic levels casts spells (001:17).' : up(d) ? null : DOWN),
    run: (d, v, rng) => castingRoll(d, v.num('fail'), rng),
  },
  'mana-burn-save': {
    def: (d) => ({
      label: 'Mana-burn save',
      group: 'Magic',
      description: `16 as any save (its modifiers are missing from the text: the basic save’s, ${formatModifier(saveModifier(d, 'basic').value)}, stand in); an unmodified 1 always fails.`,
      source: '001:19-20',
      inputs: [],
      rolls: true,
    }),
    unavailable: (d) => (d.health.dead ? DEAD : d.health.manaBurnSave ? null : 'No mana-burn save is owed: a casting roll of 10s or a failed spell calls for one (001:18).'),
    run: (d, _v, rng) => {
      const r = rollManaBurnSave(d, rng);
      if ('problem' in r) return r;
      const data = { ...d, health: { ...d.health, manaBurnSave: false } };
      const what = r.success ? 'Mana burn causes no side effects (001:20).' : 'Mana burn strikes: damage, a permanent loss of magic or hit points, or inability to cast, by a d20 table the text lacks (001:18-20); the GM rules.';
      return { ...r, data, words: [...r.words, what] };
    },
  },
  rest: {
    def: () => ({
      label: 'A good rest',
      group: 'Rest',
      description: 'A good 6-8 hour rest, once a day: 20% of the maximum hit points back, rounded up; none for a creature that could not rest or is very weak from disease or hunger. Magic points come back 10% every 2 hours.',
      source: '001:12, 001:17',
      inputs: [choice('state', 'Rest', [{ id: 'rested', label: 'A good rest' }, { id: 'weak', label: 'Could not rest, or very weak from disease or hunger' }])],
      rolls: false,
    }),
    unavailable: (d) => (d.hitPoints.max === null ? NO_MAX : d.health.dead ? 'Dead: a rest does not bring back the dead (001:12).' : d.health.bleeding ? 'Bleeding to death: stop the bleeding first (001:10).' : null),
    run: (d, v) => outcome(goodRest(d, v.pick('state') === 'weak'), 'A good rest (8 hours)'),
  },
};

/** The order actions are offered in: damage and healing first, the procedures owed now, then the rest. */
const ORDER = ['damage', 'heal', 'stun-save', 'stun-ends', 'bleed', 'first-aid', 'bring-back', 'test', 'save', 'attack', 'spend-mp', 'recover-mp', 'casting-roll', 'mana-burn-save', 'rest'] as const;

/** The health state in a word, with its explanation and line (001:10-12). */
export function sixteenStatus(doc: Doc): PlayStatus {
  const d = settled(doc.data);
  const hp = d.hitPoints.current;
  const floor = deadAt(d);
  if (d.health.dead) {
    const why = d.nonLiving ? `Non-living, at ${formatNumber(hp)} hit points: destroyed at 0 or fewer (001:11).` : `At ${formatNumber(hp)} hit points, dead at −(HD/3 + 5 + CON) = ${formatNumber(floor)}: resurrection or the like is needed (001:12).`;
    return { word: 'Dead', standing: 'dead', dying: false, explanation: why };
  }
  if (d.hitPoints.max === null) return { word: null, standing: 'up', dying: false, explanation: 'No maximum hit points entered yet.' };
  if (d.health.bleeding) return { word: 'Unconscious, bleeding', standing: 'down', dying: true, explanation: `At ${formatNumber(hp)}: unconscious and bleeding 1 hit point a round until first aid or healing to 0 or more; dead at ${formatNumber(floor)} (001:10, 001:12).` };
  if (hp < 0) return { word: 'Unconscious, not bleeding', standing: 'down', dying: false, explanation: `At ${formatNumber(hp)}: unconscious; the bleeding was stopped (001:10).` };
  if (hp === 0) return { word: 'Unconscious', standing: 'down', dying: false, explanation: 'At 0 hit points: unconscious (001:10).' };
  if (stunnedOf(doc).length > 0) return { word: 'Stunned', standing: 'up', dying: false, explanation: 'A stun save failed: stunned until its next turn (001:10).' };
  if (d.health.stunSave) return { word: 'Stun save owed', standing: 'up', dying: false, explanation: 'Stunned until the next turn unless a stun save succeeds (001:10).' };
  return { word: null, standing: 'up', dying: false, explanation: `${formatNumber(hp)} of ${formatNumber(d.hitPoints.max)} hit points; unconscious at 0, bleeding below 0, dead at ${formatNumber(floor)} (001:10-12).` };
}

/** The rolls a fight owes this character at the start of its own turn: 16+ has no shared round (001:3). */
export function sixteenDue(doc: Doc): DueRoll[] {
  const d = settled(doc.data);
  if (d.health.dead) return [];
  const out: DueRoll[] = [];
  const owed = d.health.stunSave;
  if (owed) {
    const m = saveModifier(d, 'stun').value;
    const cause = owed.cause === 'blow' ? `a blow of ${formatNumber(owed.damage)}, more than ${stunThreshold(d.hitDice)} (10 + HD)` : 'mana burn';
    out.push({ actionId: 'stun-save', when: 'start-of-turn', prompt: `Stun save ${formatModifier(m)}, ${neededFace(m, 'save').words}: after ${cause}`, source: owed.cause === 'blow' ? '001:10' : '001:18' });
  }
  if (stunnedOf(doc).length > 0) out.push({ actionId: 'stun-ends', when: 'start-of-turn', prompt: 'Stunned until its next turn: the stun ends as it begins', source: '001:10' });
  if (d.health.bleeding) out.push({ actionId: 'bleed', when: 'start-of-turn', prompt: `Bleeding: 1 hit point lost (${formatNumber(d.hitPoints.current)} now, dead at ${formatNumber(deadAt(d))})`, source: '001:10' });
  if (d.health.manaBurnSave) out.push({ actionId: 'mana-burn-save', when: 'start-of-turn', prompt: 'Mana-burn save: an unmodified 1 always fails', source: '001:18-20' });
  return out;
}

export const sixteenPlayDef: PlayDef<SixteenData> = {
  status: sixteenStatus,
  actions(doc) {
    const d = settled(doc.data);
    return ORDER.flatMap((id) => {
      const action = ACTIONS[id];
      return action && action.unavailable(d, doc) === null ? [{ id, ...action.def(d) }] : [];
    });
  },
  run(doc, actionId, input, rng) {
    const action = ACTIONS[actionId];
    if (!action) return { problem: `A 16+ character has no action “${actionId}”.` };
    const d = settled(doc.data);
    const why = action.unavailable(d, doc);
    if (why !== null) return { problem: why };
    const values = readInputs(action.def(d).inputs, input);
    if ('problem' in values) return values;
    return action.run(d, values, rng, doc);
  },
  due: sixteenDue,
};
