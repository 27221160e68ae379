/**
 * The "16+" rules (a homebrew d20 system, source 001) as a SystemDefinition, registered by id "sixteen". Every test
 * and save is d20 + modifiers against 16; attacks are open-ended on 10s and 20s. The text has no creation chapter
 * and no advancement, and it ends with its mana-burn tables missing.
 */
import { defineSystem, type CreationDef } from '../types';
import { newSixteenData, SIXTEEN_DATA_VERSION, STAT_MAX, STAT_MIN, type SixteenData } from './character';
import { checkSixteenShape } from './shape';
import { deriveWithOverrides } from './rules/derive';
import { validateSixteen } from './rules/validate';
import { quickSixteen } from './rules/quick';
import { sixteenBlankSheet, sixteenSheet } from './sheet';
import { SIXTEEN_STEPS, stepComplete, stepForViolation } from './creation-steps';
import { sixteenCard, sixteenVitals } from './vitals';
import { sixteenPurse } from './purse';
import { sixteenCombat } from './combat';
import { sixteenTime } from './time';
import { SIXTEEN_CONDITIONS } from './data/conditions';
import { SIXTEEN_TABLES } from './tables';
import { SIXTEEN_ROLL_KINDS } from './roll-kinds';
import { sixteenPlayDef } from './play-def';
import { sixteenMonsterModel } from './monster-model';
import { SIXTEEN_MIGRATIONS } from './migrations';
import { sixteenTableSummary } from './table-summary';

const creation: CreationDef<SixteenData> = {
  steps: SIXTEEN_STEPS,
  // A new maximum of hit points or magic points already brings the current value along (creation-steps.ts).
  reconcile: (_prev, next) => ({ data: next, changes: [] }),
  stepFor: (violation) => stepForViolation(violation),
  stepComplete,
};

const stat = (id: string, name: string, abbreviation: string) => ({ id, name, abbreviation, min: STAT_MIN, max: STAT_MAX });

export const sixteen = defineSystem<SixteenData>({
  id: 'sixteen',
  name: '16+',
  summary: 'A homebrew d20 system: every test and save is d20 + modifiers against 16; attacks roll again on 10s and 20s.',
  records: { dataVersion: SIXTEEN_DATA_VERSION, migrations: SIXTEEN_MIGRATIONS },
  coverage: {
    supports: [
      'Stat, skill, perception and unskilled tests, each with the face the d20 needs (16+)',
      'The eight save types with their modifiers, natural 20s, resisted powers, resistances and countermagic',
      'Open-ended attack rolls (a 1 misses, 10s and 20s roll again) with hit, reduced-damage and miss results and their chances; extra melee attacks',
      'Stun and death thresholds kept on the character: a stun save owed after a heavy blow, unconscious, bleeding a round at a time until first aid or healing stops it, dead (non-living creatures at 0); healing by percent, the daily rest',
      'Magic points with recovery, power levels, casting rolls whose 10s (or a failed spell) owe a stun save and a mana-burn save',
    ],
    lacks: [
      'The text ends mid-rule: the mana-burn save’s modifiers (001:19) and the d20 table of failed mana-burn results (001:20) are missing, as are the casting-roll conditions (001:17)',
      'The tables the text refers to are not in it: damage by hit quality (001:6), the nullify rules, the combat actions (001:4-5), ranged modifiers (001:9)',
      'No creation chapter: stats (no range given; the sheet takes −4 to +5), hit points, AC, skills and magic points are entered',
      'No advancement: levels, hit dice and skill levels are entered and edited by hand',
      'No equipment lists, prices, money, movement or encumbrance',
    ],
  },
  abilities: [stat('str', 'Strength', 'STR'), stat('dex', 'Dexterity', 'DEX'), stat('con', 'Constitution', 'CON'), stat('int', 'Intelligence', 'INT'), stat('wis', 'Wisdom', 'WIS')],
  creation,
  progression: null,
  vitals: sixteenVitals,
  play: sixteenPlayDef,
  monsters: sixteenMonsterModel,
  conditions: SIXTEEN_CONDITIONS,
  combat: sixteenCombat,
  time: sixteenTime,
  purse: sixteenPurse,
  dice: { test: '1d20', save: '1d20', attack: '1d20', castingRoll: 'd%', grabEscape: '1d4-1d4', sideEffect: '1d6' },
  rollKinds: SIXTEEN_ROLL_KINDS,
  tables: SIXTEEN_TABLES,
  quickVariants: [],
  quick(rng, options) {
    if (options.variant !== undefined) throw new RangeError('16+ has one kind of quick character; leave out the variant.');
    return quickSixteen(rng, { id: options.id, now: options.now });
  },
  newData: newSixteenData,
  checkShape: checkSixteenShape,
  derive: deriveWithOverrides,
  validate: validateSixteen,
  card: sixteenCard,
  tableSummary: sixteenTableSummary,
  sheet: sixteenSheet,
  blankSheet: sixteenBlankSheet,
});
