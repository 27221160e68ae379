/**
 * "16+" at the combat tracker: no rolled initiative (a fixed order, 001:3), hit points as the damage model, and the
 * rules' states at a hit-point total (001:10-12).
 */
import type { CombatDef } from '../types';

export const sixteenCombat: CombatDef = {
  initiative: {
    description: 'No initiative roll and no shared round: each creature acts in its own turn, in an order set at the start and kept all fight. Creatures with initiative go first, then ready ranged attacks, then melee, then spells; otherwise clockwise (001:3).',
    mode: 'individual',
    // No die decides the order (001:3): an empty notation means "nothing to roll".
    dice: '',
    ties: 'Clockwise round the table (001:3). A delayed attack acts just before the action it answers; spells, scrolls and potions just after (001:3).',
    // An order set at the start and kept all fight (001:3).
    eachRound: false,
  },
  encounterRolls: [],
  damageModel: 'hit-points',
  // The tracker knows only the numbers: the death threshold needs HD and CON, which the card has.
  healthState: (current) => (current < 0 ? 'Unconscious, bleeding' : current === 0 ? 'Unconscious' : null),
};
