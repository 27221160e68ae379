/**
 * True SRD at the combat tracker: initiative as a Dexterity check (003:136-141) and the damage track in place of
 * hit points (003:322-348). The conditions are the glossary's (data/conditions.ts).
 */
import type { CombatDef } from '../types';
import { positionState } from './vitals';

export const trueSrdCombat: CombatDef = {
  initiative: {
    description: 'Each combatant makes an initiative check, d20 + Dex + other modifiers, and acts from highest to lowest; the order holds for the whole fight. The Narrator usually makes one check for all opponents, or one per group (003:136-140).',
    mode: 'individual',
    dice: '1d20',
    ties: 'Highest Dexterity acts first; if still tied, each rolls a die and the highest goes first (003:138).',
    // The order holds for the whole fight (003:136-140).
    eachRound: false,
  },
  encounterRolls: [],
  damageModel: 'damage-track',
  // The tracker knows only the position (0 unhurt … 5 dead); the card gives the exact boxes.
  healthState: (current) => positionState(current),
};
