/**
 * Dark Dungeons' dice conventions for the dice roller and the play strip: the d20 attack roll against AC (supplement
 * §9.5), the saving throw of d20 at or above the table's number (supplement §9.7), the ability check or skill of d20 at
 * or under the effective score (004:990, 004:1004-1006, 004:1024-1026), a thief's or mystic's ability on d% at or
 * under its chance (004:913-943), 3d6 in order for an ability score (004:19), d% against a chance (training, supplement
 * lines 306-308), 1d6 initiative with the Dex column of Table 3-1 (supplement §9.3), and the encounter rolls the combat
 * tracker offers: surprise, reaction and morale (encounter-roll-kinds.ts).
 */
import { roll } from '../../dice';
import { defineRollKinds, dieWithModifier, plusTerm, signedNumber } from '../../dice/kinds';
import { numberDef } from '../play-inputs';
import { initiativeModifier } from './data/ability-modifiers';
import { ENCOUNTER_ROLL_KINDS } from './encounter-roll-kinds';

/** An attack hits when d20 + attack bonus + the defender's AC reaches 20 (supplement §9.5). */
export const HIT_TARGET = 20;

/** Faces of a single-term roll made with core/dice ("3d6: [4, 5, 2] = 11" → [4, 5, 2]). */
function facesOf(result: ReturnType<typeof roll>): number[] {
  return result.terms.flatMap((t) => (t.kind === 'dice' ? t.dice.map((d) => d.face) : []));
}

/** +1 damage for every 2 points a to-hit value is over 20 before the roll, odd points rounded up (supplement §9.5). */
export function excessDamage(toHitValue: number): number {
  return toHitValue > HIT_TARGET ? Math.ceil((toHitValue - HIT_TARGET) / 2) : 0;
}

export const DARK_DUNGEONS_ROLL_KINDS = defineRollKinds([
  {
    id: 'attack',
    name: 'Attack',
    description:
      'A d20 plus the attack bonus plus the defender’s AC: 20 or more hits. A natural 1 always misses and a natural 20 always hits; a to-hit value over 20 before the roll adds +1 damage per 2 points over.',
    source: 'supplement §9.5',
    inputs: [numberDef('bonus', 'Attack bonus', -10, 40, 1), numberDef('ac', 'Target AC', -20, 20, 6)],
    roll(v, rng) {
      const bonus = v.num('bonus');
      const ac = v.num('ac');
      const natural = rng.int(1, 20);
      const value = bonus + ac;
      const total = natural + value;
      const hit = natural === 20 || (natural !== 1 && total >= HIT_TARGET);
      const extra = excessDamage(value);
      let words: string;
      if (natural === 1) words = 'Misses: a natural 1 always misses (supplement §9.5).';
      else if (natural === 20 && total < HIT_TARGET) words = 'Hits: a natural 20 always hits (supplement §9.5).';
      else words = hit ? `Hits: ${total} reaches 20 (supplement §9.5).` : `Misses: ${total} is under 20; it needed ${HIT_TARGET - value} or more on the die (supplement §9.5).`;
      if (hit && extra > 0) words += ` The to-hit value ${value} is over 20: +${extra} damage.`;
      return {
        total,
        dice: [natural],
        notation: `${dieWithModifier('d20', bonus)} vs AC ${signedNumber(ac)}`,
        breakdown: `d20 [${natural}]${plusTerm(bonus, 'bonus')}${plusTerm(ac, 'AC')} = ${total}`,
        words,
        success: hit,
      };
    },
  },
  {
    id: 'save',
    name: 'Saving throw',
    description:
      'A d20 at or above the number in the class table saves. Against spells (not rods or staves) the Wis modifier is added to the roll; situational modifiers too (blinded −4, prone −4, stunned −2).',
    source: 'supplement §9.7',
    inputs: [numberDef('target', 'Save target', 2, 30, 14), numberDef('modifier', 'Modifier', -10, 10)],
    roll(v, rng) {
      const target = v.num('target');
      const mod = v.num('modifier');
      const natural = rng.int(1, 20);
      const total = natural + mod;
      const success = total >= target;
      return {
        total,
        dice: [natural],
        notation: `${dieWithModifier('d20', mod)} ≥ ${target}`,
        breakdown: `d20 [${natural}]${plusTerm(mod)} = ${total} vs ${target}`,
        words: success ? `Saves: ${total} is at or above ${target} (supplement §9.7).` : `Fails: ${total} is under ${target} (supplement §9.7).`,
        success,
      };
    },
  },
  {
    id: 'check',
    name: 'Ability check or skill',
    description:
      'A d20 at or under the effective ability score succeeds: the score, plus one for each point in the skill, plus any modifier the Game Master gives.',
    source: '004:990, 004:1004-1006, 004:1024-1026',
    inputs: [numberDef('score', 'Effective score', 1, 40, 10), numberDef('modifier', 'Modifier', -10, 10)],
    roll(v, rng) {
      const score = v.num('score');
      const mod = v.num('modifier');
      const effective = score + mod;
      const natural = rng.int(1, 20);
      const success = natural <= effective;
      return {
        total: natural,
        dice: [natural],
        notation: `d20 ≤ ${effective}`,
        breakdown: mod === 0 ? `d20 [${natural}] vs ${score}` : `d20 [${natural}] vs ${score}${plusTerm(mod)} = ${effective}`,
        words: success ? `Succeeds: ${natural} is equal to or less than ${effective} (004:990).` : `Fails: ${natural} is higher than ${effective} (004:990).`,
        success,
      };
    },
  },
  {
    id: 'class-ability',
    name: 'Thief or mystic ability',
    description:
      'Roll d% (1 to 100): at or under the ability’s percentage chance succeeds, after any modifier the Game Master gives for a complex or simple lock or trap. High levels list chances over 100%, which a modifier eats into first.',
    source: '004:913-943',
    // Table 4-9 runs past 100% at high levels (Open Locks 120% at 36th); a penalty comes off that figure (004:913).
    inputs: [numberDef('chance', 'Chance %', 0, 250, 15), numberDef('modifier', 'Modifier %', -250, 100)],
    roll(v, rng) {
      const chance = Math.max(0, Math.min(100, v.num('chance') + v.num('modifier')));
      const r = roll('d%', rng);
      const success = r.total <= chance;
      return {
        total: r.total,
        dice: facesOf(r),
        notation: `d% ≤ ${chance}`,
        breakdown: `${r.text} vs ${chance}%`,
        words: success ? `Succeeds: ${r.total} is equal to or less than ${chance}% (004:939).` : `Fails: ${r.total} is over ${chance}% (004:939).`,
        success,
      };
    },
  },
  {
    id: 'ability',
    name: 'Ability score',
    description: 'Roll 3d6 for each ability, in order.',
    source: '004:19',
    inputs: [],
    roll(_v, rng) {
      const r = roll('3d6', rng);
      return { total: r.total, dice: facesOf(r), notation: '3d6', breakdown: r.text, words: `An ability score of ${r.total} (004:19).`, success: null };
    },
  },
  {
    id: 'percentile',
    name: 'Percentile',
    description: 'Roll d% (1 to 100): a roll at or under the chance succeeds, as training does.',
    source: 'supplement lines 306-308',
    inputs: [numberDef('chance', 'Chance %', 0, 100, 50)],
    roll(v, rng) {
      const chance = v.num('chance');
      const r = roll('d%', rng);
      const success = r.total <= chance;
      return {
        total: r.total,
        dice: facesOf(r),
        notation: `d% ≤ ${chance}`,
        breakdown: `${r.text} vs ${chance}%`,
        words: success ? `Succeeds: ${r.total} is at or under ${chance}%.` : `Fails: ${r.total} is over ${chance}%.`,
        success,
      };
    },
  },
  {
    id: 'initiative',
    name: 'Initiative',
    description: 'Each character rolls 1d6 plus the Dex initiative modifier and any others; highest acts first, ties act at once.',
    source: 'supplement §9.3',
    inputs: [numberDef('dex', 'Dexterity', 1, 30, 10), numberDef('other', 'Other modifiers', -5, 5)],
    roll(v, rng) {
      const dex = v.num('dex');
      const other = v.num('other');
      const die = rng.int(1, 6);
      const dexMod = initiativeModifier(dex);
      const total = die + dexMod + other;
      return {
        total,
        dice: [die],
        notation: dieWithModifier('d6', dexMod + other),
        breakdown: `d6 [${die}]${plusTerm(dexMod, `Dex ${dex}`)}${plusTerm(other, 'other')} = ${total}`,
        words: `Initiative ${total}: highest acts first; tied combatants act at the same time (supplement §9.3).`,
        success: null,
      };
    },
  },
  ...ENCOUNTER_ROLL_KINDS,
]);
