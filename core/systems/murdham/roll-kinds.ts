/**
 * Murdham's dice conventions for the dice roller (000:13-20, 000:63-70), built on the rules in `dice.ts`: penetrating
 * damage with enhancing and impairing factors, the roll-under save and the contest's ability-minus-roll.
 */
import { defineRollKinds } from '../../dice/kinds';
import { numberDef } from '../play-inputs';
import { ABILITY_LIMITS } from './data/rules';
import { damageMode, damageText, rollContest, rollDamage, rollSave } from './dice';

/** −5 with the typographic minus the app prints. */
const minus = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** The damage dice the text names: "Damage is usually rolled on a d4, d6, d8, d10, or d12" (000:63). */
const DAMAGE_DICE = [4, 6, 8, 10, 12] as const;

const ability = (label = 'Ability score') => numberDef('score', label, ABILITY_LIMITS.min, ABILITY_LIMITS.max, 10);

export const MURDHAM_ROLL_KINDS = defineRollKinds([
  {
    id: 'damage',
    name: 'Damage',
    description:
      'A maximum rolls the same die again and adds the new roll minus 1, as long as maximums come (a d6 rolling 6, 6, 3 deals 13). Enhanced damage rolls twice and keeps the higher, impaired the lower; they cancel one for one, and damage impaired twice is ineffective.',
    source: '000:63-70',
    inputs: [
      { kind: 'choice', id: 'die', label: 'Die', options: DAMAGE_DICE.map((d) => ({ id: `d${d}`, label: `d${d}` })), default: 'd6' },
      numberDef('enhanced', 'Enhancing factors', 0, 9),
      numberDef('impaired', 'Impairing factors', 0, 9),
    ],
    roll(v, rng) {
      const sides = Number(v.pick('die').slice(1));
      const mode = damageMode(v.num('enhanced'), v.num('impaired'));
      const roll = rollDamage(sides, mode, rng);
      const how =
        mode === 'normal'
          ? 'each maximum adds the next roll minus 1 (000:64)'
          : mode === 'ineffective'
            ? 'impaired more than once, so the damage is ineffective (000:66)'
            : `${mode}: rolled twice, each exploding, the ${mode === 'enhanced' ? 'higher' : 'lower'} kept (000:66)`;
      return {
        total: roll.total,
        dice: roll.rolls.flatMap((r) => r.faces),
        notation: `d${sides} penetrating${mode === 'normal' ? '' : `, ${mode}`}`,
        breakdown: damageText(roll),
        words: `${roll.total} damage before armour: ${how}.`,
        success: null,
      };
    },
  },
  {
    id: 'save',
    name: 'Save',
    description: 'Roll a d20: equal to or under the most relevant ability score passes. No natural roll is special.',
    source: '000:13',
    inputs: [ability()],
    roll(v, rng) {
      const r = rollSave(v.num('score'), rng);
      return {
        total: r.roll,
        dice: [r.roll],
        notation: `d20 ≤ ${r.score}`,
        breakdown: `d20 [${r.roll}] vs ability ${r.score}`,
        words: r.passed ? `Passes: ${r.roll} is equal to or under ${r.score} (000:13).` : `Fails: ${r.roll} is over ${r.score} (000:13).`,
        success: r.passed,
      };
    },
  },
  {
    id: 'contest',
    name: 'Contest',
    description: 'Each competitor subtracts a d20 from the most relevant ability; the highest total wins, and ties repeat the contest among the tied.',
    source: '000:20',
    inputs: [ability()],
    roll(v, rng) {
      const { rounds } = rollContest([{ id: 'you', score: v.num('score') }], rng);
      const place = rounds[0]?.[0];
      if (!place) throw new RangeError('The contest could not be rolled.');
      return {
        total: place.total,
        dice: [place.roll],
        notation: `${place.score} − d20`,
        breakdown: `ability ${place.score} − d20 [${place.roll}] = ${minus(place.total)}`,
        words: `${minus(place.total)}: competitors are ranked from the highest total; a tie is rolled again among the tied (000:20).`,
        success: null,
      };
    },
  },
]);
