/**
 * The d12 injury table (000:48-61). A dying character who recovers rolls on it (000:45); one saved from death by an
 * omen rolls on it too, and then the effect is permanent (000:140).
 *
 * Known slip in the text: the omen example says "She rolls a 6 on the Injuries table, meaning she has permanently lost
 * an eye" (000:148), but 6 is Injured leg (000:55) and the blinded eye is 8 (000:57). The table is followed here.
 */
import type { AbilityId } from '../character';

/** What an injury does to the sheet. */
export type InjuryEffect =
  | { readonly kind: 'none' }
  /** A condition: until a full rest, or (bleeding, sick) as the keyword says, the text giving no duration. */
  | { readonly kind: 'condition'; readonly condition: string; readonly until: 'full-rest' | 'keyword'; readonly detail: string }
  /** The ability is temporarily reduced by a d4. */
  | { readonly kind: 'ability'; readonly ability: AbilityId }
  /** Arm injury until a full rest; a d2 picks the arm, and the other arm is hit if it is taken a second time. */
  | { readonly kind: 'arm' }
  /** Eye injury until a full rest; blind instead when the other eye is already blinded. */
  | { readonly kind: 'eye' };

/** One row of the table. */
export interface InjuryRow {
  /** The d12 result. */
  readonly roll: number;
  readonly name: string;
  /** The row as printed. */
  readonly text: string;
  /** The source line (file 000). */
  readonly line: number;
  readonly effect: InjuryEffect;
}

export const INJURY_CITATION = { from: 48, to: 61 } as const;

export const INJURIES: readonly InjuryRow[] = [
  {
    roll: 1,
    name: 'Scarred',
    text: 'Scarred. The wound leaves a permanent mark, but there are otherwise no negative consequences. Describe the scar as vividly as you can!',
    line: 50,
    effect: { kind: 'none' },
  },
  {
    roll: 2,
    name: 'Fear',
    text: 'Fear. Suffer from the frightened condition, relating to whom or what caused your injury, until a full rest.',
    line: 51,
    effect: { kind: 'condition', condition: 'frightened', until: 'full-rest', detail: 'of whom or what caused the injury' },
  },
  { roll: 3, name: 'Painful wound', text: 'Painful wound. STR is temporarily reduced by d4.', line: 52, effect: { kind: 'ability', ability: 'str' } },
  { roll: 4, name: 'Cracked bones', text: 'Cracked bones. AGI is temporarily reduced by d4.', line: 53, effect: { kind: 'ability', ability: 'agi' } },
  { roll: 5, name: 'Concussion', text: 'Concussion. WIT is temporarily reduced by d4.', line: 54, effect: { kind: 'ability', ability: 'wit' } },
  {
    roll: 6,
    name: 'Injured leg',
    text: 'Injured leg. Suffer from the hobbled condition until a full rest.',
    line: 55,
    effect: { kind: 'condition', condition: 'hobbled', until: 'full-rest', detail: '' },
  },
  {
    roll: 7,
    name: 'Injured arm',
    text: 'Injured arm. Suffer from the arm injury condition until a full rest. Roll a d2 to determine which arm is affected: 1) primary arm, 2) secondary arm. The other arm is impacted if this injury is taken a second time.',
    line: 56,
    effect: { kind: 'arm' },
  },
  {
    roll: 8,
    name: 'Blinded eye',
    text: 'Blinded eye. Suffer from the eye injury condition until a full rest. If the other eye is blinded, suffer from the blind condition instead.',
    line: 57,
    effect: { kind: 'eye' },
  },
  {
    roll: 9,
    name: 'Deafened',
    text: 'Deafened. Suffer from the deaf condition until a full rest.',
    line: 58,
    effect: { kind: 'condition', condition: 'deaf', until: 'full-rest', detail: '' },
  },
  {
    roll: 10,
    name: 'Smashed mouth',
    text: 'Smashed mouth. Suffer from the silenced condition until a full rest.',
    line: 59,
    effect: { kind: 'condition', condition: 'silenced', until: 'full-rest', detail: '' },
  },
  {
    roll: 11,
    name: 'Infected wound',
    text: 'Infected wound. Acquire the sick condition, with a disease chosen by the GM. You can’t resist with a STR save.',
    line: 60,
    effect: { kind: 'condition', condition: 'sick', until: 'keyword', detail: 'a disease chosen by the GM; no STR save to resist it' },
  },
  {
    roll: 12,
    name: 'Bloody mess',
    text: 'Bloody mess. Acquire the bleeding condition.',
    line: 61,
    effect: { kind: 'condition', condition: 'bleeding', until: 'keyword', detail: '' },
  },
];

/** The row for a d12 result, or undefined outside 1-12. */
export function injuryAt(roll: number): InjuryRow | undefined {
  return INJURIES.find((r) => r.roll === roll);
}
