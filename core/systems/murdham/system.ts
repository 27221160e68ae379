/**
 * Murdham as a SystemDefinition, registered by id "murdham". Built from Murdham's "Core Rules" page (source 000),
 * which has no creation chapter and no advancement: creation goes as far as its rules define a character, and there
 * is no progression.
 */
import { defineSystem, type CreationDef } from '../types';
import { newMurdhamData, type MurdhamData } from './character';
import { checkMurdhamShape } from './shape';
import { deriveWithOverrides } from './rules/derive';
import { validateCharacter } from './rules/validate';
import { quickCharacter } from './rules/quick';
import { murdhamBlankSheet, murdhamSheet } from './sheet';
import { CREATION_STEPS } from './steps';
import { STEP_FILLED, reconcile, stepForViolation } from './creation-steps';
import { murdhamCard, murdhamVitals } from './vitals';
import { murdhamPurse } from './purse';
import { MURDHAM_CONDITIONS, murdhamCombat } from './combat';
import { murdhamTime } from './time';
import { MURDHAM_TABLES } from './tables';
import { ABILITY_LIMITS } from './data/rules';
import { MURDHAM_ROLL_KINDS } from './roll-kinds';
import { murdhamPlayDef } from './play-def';
import { murdhamMonsterModel } from './monster-model';
import { MURDHAM_DATA_VERSION, MURDHAM_MIGRATIONS } from './migrations';
import { murdhamTableSummary } from './table-summary';

const creation: CreationDef<MurdhamData> = {
  steps: CREATION_STEPS,
  reconcile,
  stepFor: (violation) => stepForViolation(violation),
  stepComplete(stepId, doc) {
    const filled = STEP_FILLED[stepId];
    if (!filled || !filled(doc)) return false;
    return validateCharacter(doc).every((v) => stepForViolation(v) !== stepId);
  },
};

const ability = (id: string, name: string, abbreviation: string) => ({ id, name, abbreviation, min: ABILITY_LIMITS.min, max: ABILITY_LIMITS.max });

export const murdham = defineSystem<MurdhamData>({
  id: 'murdham',
  name: 'Murdham',
  summary: 'A rules-light dark-fantasy game: three abilities rolled under on a d20, health equal to STR, omens, corruption and mutations.',
  records: { dataVersion: MURDHAM_DATA_VERSION, migrations: MURDHAM_MIGRATIONS },
  coverage: {
    supports: [
      'STR, AGI and WIT (1–19, at most 15 for humans, not even temporarily) with every permanent and temporary change explained; health equal to STR',
      'Saves, group saves and contests; exploding, enhanced and impaired damage; armour up to 3; critical damage, dying and instant death',
      'Corruption with the soulblight check; the d12 injury table and the d12/d20 mutation table, rolled and applied; omen re-rolls and saving from death',
      'Shillings to the quarter, bulk and encumbrance (½ bulk per 32ʂ), item durability, up to 4 followers; daily and full rests with their costs',
    ],
    lacks: [
      'No creation chapter: abilities are entered within the stated ranges (or rolled 2d6+3 by a marked house rule); no careers, peoples, starting money or gear',
      'No experience or advancement',
      'No combat chapter: no initiative (the tracker uses an AGI contest as a marked house rule), no attack or weapon rules',
      'Skills, traits and conditions are named but their keyword descriptions are not in the text; mana has no formula (entered by hand)',
      'No equipment or price list beyond meals, rooms, stables, full rests and funerals',
    ],
  },
  abilities: [ability('str', 'Strength', 'STR'), ability('agi', 'Agility', 'AGI'), ability('wit', 'Wits', 'WIT')],
  creation,
  progression: null,
  vitals: murdhamVitals,
  play: murdhamPlayDef,
  monsters: murdhamMonsterModel,
  conditions: MURDHAM_CONDITIONS,
  combat: murdhamCombat,
  time: murdhamTime,
  purse: murdhamPurse,
  dice: {
    save: '1d20',
    contest: '1d20',
    damage: '1d6!p',
    damageD4: '1d4!p',
    damageD8: '1d8!p',
    damageD10: '1d10!p',
    damageD12: '1d12!p',
    soulblight: '1d12',
    injury: '1d12',
    mutationGroup: '1d12',
    mutation: '1d20',
    durability: '1d4',
    foraging: '1d6',
    abilityHouseRule: '2d6+3',
  },
  rollKinds: MURDHAM_ROLL_KINDS,
  tables: MURDHAM_TABLES,
  quickVariants: [],
  quick(rng, options) {
    if (options.variant !== undefined) throw new RangeError(`Murdham has only one kind of quick character; "${options.variant}" is not needed.`);
    return quickCharacter(rng, { id: options.id, now: options.now });
  },
  newData: newMurdhamData,
  checkShape: checkMurdhamShape,
  derive: deriveWithOverrides,
  validate: validateCharacter,
  card: murdhamCard,
  tableSummary: murdhamTableSummary,
  sheet: murdhamSheet,
  blankSheet: murdhamBlankSheet,
});
