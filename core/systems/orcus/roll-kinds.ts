/**
 * Orcus's dice conventions for the dice roller: d20 + modifier against a target number (002:79), the skill check with
 * no automatic results (002:253, 002:261), the attack roll whose natural 20 hits and natural 1 misses (002:1157,
 * 002:1165-1168), and the saving throw of 10 or more (002:1127).
 */
import { defineRollKinds, dieWithModifier, plusTerm } from '../../dice/kinds';
import { numberDef } from '../play-inputs';

/** Modifiers and targets typed freely: wide enough for level 30 (002:578-613), narrow enough to catch a typo. */
const bonus = (label: string) => numberDef('modifier', label, -30, 60);
const target = (label: string) => numberDef('target', label, 1, 80, 15);

/** A saving throw succeeds on 10 or higher (002:1127). */
export const SAVE_TARGET = 10;

export const ORCUS_ROLL_KINDS = defineRollKinds([
  {
    id: 'check',
    name: 'Check',
    description: 'A d20 plus the skill or ability modifier: equal to or above the DC succeeds. A natural 20 or 1 is not automatic on a check.',
    source: '002:253, 002:261',
    inputs: [bonus('Modifier'), target('DC')],
    roll(v, rng) {
      const mod = v.num('modifier');
      const dc = v.num('target');
      const natural = rng.int(1, 20);
      const total = natural + mod;
      const success = total >= dc;
      const note = natural === 20 || natural === 1 ? ` A natural ${natural} is not an automatic ${natural === 20 ? 'success' : 'failure'} on a check (002:261).` : '';
      return {
        total,
        dice: [natural],
        notation: `${dieWithModifier('d20', mod)} vs DC ${dc}`,
        breakdown: `d20 [${natural}]${plusTerm(mod)} = ${total} vs DC ${dc}`,
        words: `${success ? `Succeeds: ${total} meets DC ${dc}` : `Fails: ${total} is under DC ${dc}`} (002:253).${note}`,
        success,
      };
    },
  },
  {
    id: 'attack',
    name: 'Attack',
    description:
      'A d20 plus the attack bonus against a defence: equal or above hits. A natural 20 always hits, and is a critical hit when it would have hit anyway; a natural 1 always misses.',
    source: '002:1157, 002:1165-1168',
    inputs: [bonus('Attack bonus'), target('Defence')],
    roll(v, rng) {
      const mod = v.num('modifier');
      const defence = v.num('target');
      const natural = rng.int(1, 20);
      const total = natural + mod;
      const reaches = total >= defence;
      let words: string;
      if (natural === 1) words = 'Misses: a natural 1 misses whatever the modifiers (002:1168).';
      else if (natural === 20) words = reaches ? 'A critical hit: a natural 20 that would have hit anyway; maximum damage (002:1167, 002:1216).' : 'Hits: a natural 20 hits regardless of the defence, but it is not a critical hit (002:1167).';
      else words = reaches ? `Hits: ${total} meets defence ${defence} (002:1157).` : `Misses: ${total} is under defence ${defence} (002:1157).`;
      return {
        total,
        dice: [natural],
        notation: `${dieWithModifier('d20', mod)} vs defence ${defence}`,
        breakdown: `d20 [${natural}]${plusTerm(mod)} = ${total} vs defence ${defence}`,
        words,
        success: natural === 20 || (natural !== 1 && reaches),
      };
    },
  },
  {
    id: 'save',
    name: 'Saving throw',
    description: 'A d20 plus any bonus: 10 or higher succeeds, and the effect usually ends.',
    source: '002:1127',
    inputs: [numberDef('modifier', 'Bonus', -30, 30)],
    roll(v, rng) {
      const mod = v.num('modifier');
      const natural = rng.int(1, 20);
      const total = natural + mod;
      const success = total >= SAVE_TARGET;
      return {
        total,
        dice: [natural],
        notation: `${dieWithModifier('d20', mod)} vs ${SAVE_TARGET}`,
        breakdown: `d20 [${natural}]${plusTerm(mod)} = ${total}`,
        words: success ? `Succeeds: 10 or higher (002:1127).` : `Fails: under 10 (002:1127).`,
        success,
      };
    },
  },
]);
