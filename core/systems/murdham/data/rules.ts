/**
 * Murdham's numbers as data, each with the line of 000 that states it: ability limits, armour, omens, time units,
 * rests and their costs, encumbrance, durability, followers and the foraging table.
 */

/** Ability scores range between 1 and 19 (000:8); never above 19, or 15 for humans, "not even temporarily" (000:72). */
export const ABILITY_LIMITS = { min: 1, max: 19, humanMax: 15, lines: '000:8, 000:72' } as const;

/** Armour value "can never exceed 3" (000:65). */
export const ARMOUR_MAX = 3;

/** Player characters start with 2 omens, the maximum they can accumulate (000:138). */
export const STARTING_OMENS = 2;

/** The dice damage is usually rolled on (000:63). */
export const DAMAGE_DICE: readonly number[] = [4, 6, 8, 10, 12];

/** The chance an item is damaged when its integrity is at risk: 1:4 (000:180), rolled as a d4 showing 1 (000:182). */
export const DURABILITY_CHANCE = { x: 1, y: 4 } as const;

/** At most 4 followers (000:185). */
export const MAX_FOLLOWERS = 4;

/** One unit of time (000:3-6). */
export interface TimeUnit {
  readonly id: 'round' | 'stretch' | 'watch';
  readonly name: string;
  /** The text's length for it. */
  readonly length: string;
  /** How many of the unit before it make one (a stretch is 100 rounds, a watch 48 stretches). */
  readonly ofPrevious: number | null;
  readonly usedFor: string;
  readonly line: number;
}

export const TIME_UNITS: readonly TimeUnit[] = [
  { id: 'round', name: 'Round', length: 'about 6 seconds', ofPrevious: null, usedFor: 'fights, pursuits, and other situations where a split second can make the difference', line: 4 },
  { id: 'stretch', name: 'Stretch', length: 'about 10 minutes (100 rounds)', ofPrevious: 100, usedFor: 'exploring adventure sites, resolving encounters', line: 5 },
  { id: 'watch', name: 'Watch', length: 'about 8 hours (48 stretches)', ofPrevious: 48, usedFor: 'travelling, resting; a day is three watches: morning, afternoon and night', line: 6 },
];

/** Shilling costs the text states. */
export const COSTS = {
  /** A meal in a settlement (000:157). */
  meal: 2,
  /** A room in a settlement (000:159). */
  room: 2,
  /** An animal follower's food in a settlement (000:160). */
  animalFood: 2,
  /** An animal follower's room and care in a stable (000:160). */
  stable: 2,
  /** A full rest (000:171). */
  fullRest: 32,
  /** Added to a full rest for each temporary condition it clears (000:171). */
  fullRestPerCondition: 16,
  /** A funeral, halved if the remains are returned and given proper rest (000:151). */
  funeral: 512,
} as const;

/** Encumbrance (000:172-177). */
export const ENCUMBRANCE = {
  /** Carried unencumbered (000:173). */
  unencumbered: 8,
  /** Up to twice that encumbered (000:173). */
  encumberedMax: 16,
  /** An item's bulk unless its description says otherwise (000:174). */
  itemBulk: 1,
  /** Each group of 32 shillings has bulk ½; 31 or fewer are carried freely (000:176). */
  coinsPerHalfBulk: 32,
  /** Clothes give room for any number of items of bulk 2 or less (000:177). */
  pocketBulk: 2,
} as const;

/** One rest as the text gives it. */
export interface RestRule {
  readonly id: 'daily' | 'full';
  readonly name: string;
  readonly takes: string;
  readonly restores: string;
  readonly needs: string;
  readonly cost: string;
  readonly lines: string;
}

export const RESTS: readonly RestRule[] = [
  {
    id: 'daily',
    name: 'Daily rest',
    takes: 'a watch',
    restores: 'health and mana to the maximum',
    needs:
      'food (a ration, or a meal in a settlement for 2ʂ), water (a unit, not tracked where water is plentiful) and sleep (a camping kit, or a room for 2ʂ). Each need not met: no health or mana back, and STR (no food), AGI (no water) or WIT (no sleep) is temporarily reduced by 1. Without a rest the third watch makes the character groggy; on the fourth they are forced to rest.',
    cost: '2ʂ for a meal and 2ʂ for a room in a settlement; an animal follower 2ʂ for food and 2ʂ for a stable',
    lines: '000:154-160',
  },
  {
    id: 'full',
    name: 'Full rest',
    takes: 'a week, in a settlement only',
    restores: 'health, mana and omens to the maximum; ability scores to their original value; temporary injuries healed; one full-rest activity',
    needs: 'a settlement (not possible when camping in the wilderness)',
    cost: '32ʂ, plus 16ʂ for each temporary condition it clears (food, water, a place to sleep, medical care and entertainment included)',
    lines: '000:169-171',
  },
];

/** One row of the foraging table. */
export interface ForagingRow {
  readonly roll: number;
  readonly name: string;
  readonly text: string;
  readonly line: number;
}

export const FORAGING_CITATION = { from: 161, to: 168 } as const;

/** Looking for food in the wilderness takes a watch; roll a d6 (000:157, 000:161-168). */
export const FORAGING: readonly ForagingRow[] = [
  { roll: 1, name: 'Choice', text: 'Choice. Pick any one of the following entries.', line: 163 },
  {
    roll: 2,
    name: 'Fruits and vegetables',
    text: 'Fruits and vegetables. You find a ration unless you are in an environment devoid of vegetation. If consumed, there is a 1:8 chance that it exposes you to a disease, poison, drug, or other effect chosen by the GM.',
    line: 164,
  },
  { roll: 3, name: 'Fish', text: 'Fish. You find a ration if you have a fishing kit and there is a body of water in your region.', line: 165 },
  { roll: 4, name: 'Small game', text: 'Small game. You find a ration if you have a trapping kit and you are in an environment where small game can be found.', line: 166 },
  {
    roll: 5,
    name: 'Big game',
    text: 'Big game. If you are in an environment where large game can be found, you find 4 rations if you pass a WIT save to track a prey and then roll 4 or more damage with a ranged attack to kill it.',
    line: 167,
  },
  { roll: 6, name: 'Nothing', text: 'Nothing. You come back empty-handed.', line: 168 },
];
