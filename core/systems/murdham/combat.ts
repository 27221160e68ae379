/**
 * Murdham at the combat tracker: the conditions source 000 names, its health damage model and the rules' words for a
 * health value. The core rules have no combat chapter and no initiative rule; the tracker's order is the text's own
 * contest (000:20) on AGI, offered as a house rule and said to be one.
 */
import type { CombatDef, ConditionDef } from '../types';
import { cite } from './data/source';

const KEYWORD = 'Its effects are in Murdham’s keyword list, which this text does not include.';

/**
 * Every condition source 000 names, with what the text says of it (000:33: conditions are transitory keywords). Dying
 * is not among them: it is the character's health state (`MurdhamData.life`, 000:45), counted by the play actions.
 */
export const MURDHAM_CONDITIONS: readonly ConditionDef[] = (
  [
    ['incapacitated', 'Incapacitated', 'Unconscious or in terrible pain: completely unable to act and defenceless. From critical damage, until the end of the stretch.', cite(44)],
    ['frightened', 'Frightened', `Of whom or what caused the injury, until a full rest (injury 2). ${KEYWORD}`, cite(51)],
    ['hobbled', 'Hobbled', `An injured leg, until a full rest (injury 6). ${KEYWORD}`, cite(55)],
    ['arm-injury', 'Arm injury', `The primary or secondary arm (a d2), until a full rest (injury 7). ${KEYWORD}`, cite(56)],
    ['eye-injury', 'Eye injury', `A blinded eye, until a full rest (injury 8); a second one means blind. ${KEYWORD}`, cite(57)],
    ['blind', 'Blind', `Both eyes blinded (injury 8 taken twice). ${KEYWORD}`, cite(57)],
    ['deaf', 'Deaf', `Until a full rest (injury 9). ${KEYWORD}`, cite(58)],
    ['silenced', 'Silenced', `A smashed mouth, until a full rest (injury 10). ${KEYWORD}`, cite(59)],
    ['sick', 'Sick', `A disease chosen by the GM, not resisted with a STR save (injury 11). ${KEYWORD}`, cite(60)],
    ['bleeding', 'Bleeding', `A bloody mess (injury 12). ${KEYWORD}`, cite(61)],
    ['groggy', 'Groggy', `Hungry, tired and sleepy: the third watch without a daily rest; on the fourth the character must rest. ${KEYWORD}`, cite(155)],
    ['frenzied', 'Frenzied', 'Uncontrollable bloodlust after a failed WIT save when blood is spilt nearby, until the end of the stretch.', cite(92)],
    ['encumbered', 'Encumbered', 'Carrying more than 8 bulk: half speed, and every AGI save needs an extra STR save.', cite(173)],
    ['paralysed', 'Paralysed', 'AGI reduced to 0; if the loss is permanent, effectively defeated.', cite(72)],
    ['comatose', 'Comatose', 'WIT reduced to 0; if the loss is permanent, effectively defeated.', cite(72)],
  ] as const
).map(([id, name, description, source]) => ({ id, name, description, source }));

/** The rules' word at a health value: dead with no STR left (000:72), dying at 0 health (000:45), else nothing. */
export function healthState(current: number, max: number): string | null {
  if (max <= 0) return 'Dead';
  return current <= 0 ? 'Dying' : null;
}

export const murdhamCombat: CombatDef = {
  initiative: {
    description:
      'The Murdham core rules have no initiative rule. House rule: an AGI contest, as the text settles any competition (000:20): each combatant rolls a d20 and adds AGI (the contest’s AGI − d20 counted from the other end of the die, so the order is the same); the highest total acts first.',
    mode: 'individual',
    dice: '1d20',
    ties: 'Ties are broken by repeating the contest among the tied combatants (000:20).',
    // A house rule (the text has none): the contest settles the order once, for the whole fight.
    eachRound: false,
  },
  encounterRolls: [],
  damageModel: 'health',
  healthState,
};
