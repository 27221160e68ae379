/**
 * Dark Dungeons' encounter rolls, which the combat tracker offers as its own actions (`combat.encounterRolls`) and the
 * dice roller lists with the other kinds: surprise (1d6 for each side, surprised on 1–2), the reaction roll (2d6 on
 * the reaction table) and morale (2d6 at or under the morale score fights on) — supplement §9.2 and §9.8.
 */
import type { RollKindHandler } from '../../dice/kinds';
import { plusTerm, signedNumber } from '../../dice/kinds';
import type { RollKindDef } from '../types';
import { choiceDef, numberDef } from '../play-inputs';

/** "each group rolls 1d6; on 1–2 it is surprised" (supplement §9.2). */
export const SURPRISED_ON = 2;

type Side = 'party' | 'foes';
const SIDE_WORDS: Record<Side, string> = { party: 'The party', foes: 'The foes' };

/** The reaction table (supplement §9.2): the highest total of each band, lowest band first. */
export const REACTION_BANDS: readonly (readonly [number, string])[] = [
  [3, 'Hostile'],
  [6, 'Aggressive'],
  [9, 'Cautious'],
  [11, 'Neutral'],
  [Number.POSITIVE_INFINITY, 'Friendly'],
];

/** The reaction table's word for a total; a modifier can take it past 2 or 12, where the end bands hold. */
export function reactionWord(total: number): string {
  return REACTION_BANDS.find(([top]) => total <= top)?.[1] ?? 'Friendly';
}

/** What a surprise roll says about both sides (supplement §9.2): who cannot act, and whether anyone gets a free round. */
export function surpriseWords(party: boolean, foes: boolean): string {
  if (party && foes) return 'Both sides are surprised: play proceeds normally (supplement §9.2).';
  if (!party && !foes) return 'Neither side is surprised: play proceeds normally (supplement §9.2).';
  const caught = party ? 'the party' : 'the foes';
  const free = party ? 'the foes' : 'the party';
  return `Only ${caught} are surprised: ${free} get one free round, in which ${caught} cannot act (supplement §9.2).`;
}

const surprise: RollKindHandler = (v, rng) => {
  const on = v.num('on');
  const who = v.pick('who');
  const sides: readonly Side[] = who === 'both' ? ['party', 'foes'] : [who as Side];
  const dice = sides.map(() => rng.int(1, 6));
  const surprised = dice.map((d) => d <= on);
  const each = sides.map((s, i) => `${SIDE_WORDS[s].toLowerCase()} d6 [${dice[i]}]`).join(', ');
  const one = (i: number) => `${SIDE_WORDS[sides[i] ?? 'party']} ${surprised[i] ? 'are surprised and cannot act this round' : 'are not surprised'}`;
  const words = sides.length === 2 ? surpriseWords(surprised[0] ?? false, surprised[1] ?? false) : `${one(0)} (supplement §9.2).`;
  return {
    // The number of sides surprised: with both sides rolled, no single die is "the" total.
    total: surprised.filter(Boolean).length,
    dice,
    notation: `${sides.length === 2 ? '2 × ' : ''}d6 ≤ ${on}`,
    breakdown: `${each}; surprised on ${on === 0 ? 'nothing (alerted)' : on === 1 ? '1' : `1–${on}`}`,
    words,
    success: null,
  };
};

const reaction: RollKindHandler = (v, rng) => {
  const mod = v.num('modifier');
  const a = rng.int(1, 6);
  const b = rng.int(1, 6);
  const total = a + b + mod;
  const word = reactionWord(total);
  return {
    total,
    dice: [a, b],
    notation: `2d6${mod === 0 ? '' : signedNumber(mod)}`,
    breakdown: `2d6 [${a}, ${b}]${plusTerm(mod)} = ${total}`,
    words: `${word} (${total} on the reaction table: 2–3 hostile, 4–6 aggressive, 7–9 cautious, 10–11 neutral, 12 friendly; supplement §9.2).`,
    success: null,
  };
};

const morale: RollKindHandler = (v, rng) => {
  const score = v.num('score');
  const mod = v.num('modifier');
  const a = rng.int(1, 6);
  const b = rng.int(1, 6);
  const total = a + b + mod;
  const holds = total <= score;
  return {
    total,
    dice: [a, b],
    notation: `2d6${mod === 0 ? '' : signedNumber(mod)} ≤ ${score}`,
    breakdown: `2d6 [${a}, ${b}]${plusTerm(mod)} = ${total} vs morale ${score}`,
    words: holds
      ? `Fights on: ${total} is at or under the morale of ${score} (supplement §9.8).`
      : `Breaks: ${total} is over the morale of ${score}; the side flees, surrenders or asks to parley (supplement §9.8).`,
    success: holds,
  };
};

/** The three kinds, with their data for the roller's form. */
export const ENCOUNTER_ROLL_KINDS: readonly (RollKindDef & { readonly roll: RollKindHandler })[] = [
  {
    id: 'surprise',
    name: 'Surprise',
    description:
      'Each side rolls 1d6 when the encounter begins: on 1–2 it is surprised and cannot act that round; if only one side is, the other gets one free round. An alerted side cannot be surprised (0); a Mystic of level 2 or more only on a 1.',
    source: 'supplement §9.2',
    inputs: [choiceDef('who', 'Who rolls', [['both', 'Both sides'], ['party', 'The party'], ['foes', 'The foes']]), numberDef('on', 'Surprised on 1 to', 0, 6, SURPRISED_ON)],
    roll: surprise,
  },
  {
    id: 'reaction',
    name: 'Reaction',
    description:
      'When the monsters first act, 2d6 on the reaction table. A re-roll after parley takes −4 after Aggressive or +4 after Neutral, plus the spokesperson’s Cha reaction modifier.',
    source: 'supplement §9.2',
    inputs: [numberDef('modifier', 'Modifier', -10, 10)],
    roll: reaction,
  },
  {
    id: 'morale',
    name: 'Morale',
    description:
      'At the start of a round, 2d6 at or under the side’s morale score: it fights on; over it, it flees, surrenders or asks to parley. At most 2–3 checks a fight; situational modifiers are the GM’s.',
    source: 'supplement §9.8',
    inputs: [numberDef('score', 'Morale score', 2, 12, 8), numberDef('modifier', 'Modifier', -6, 6)],
    roll: morale,
  },
];
