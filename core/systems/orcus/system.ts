/**
 * Orcus as a SystemDefinition, registered by id "orcus": the Orcus Rulebook 1.1 (a d20 game of levels 1-30), as far
 * as its text goes.
 */
import type { CharacterDocument } from '../../documents/character';
import { defineSystem, type CreationDef } from '../types';
import { newOrcusData, type OrcusData } from './character';
import { ABILITY_IDS, ABILITY_NAMES, ABILITY_ABBREVIATIONS, ROLL_DICE, SCORE_MAX, SCORE_MIN } from './data/abilities';
import { stepForViolation } from './creation-steps';
import { ORCUS_CONDITIONS, orcusCombat } from './combat';
import { orcusTime } from './time';
import { orcusProgression } from './progression';
import { deriveWithOverrides } from './rules/derive';
import { QUICK_VARIANTS, quickCharacter, type QuickVariant } from './rules/quick';
import { reconcile } from './rules/reconcile';
import { openSlots } from './rules/slots';
import { validateCharacter } from './rules/validate';
import { checkOrcusShape } from './shape';
import { orcusBlankSheet, orcusSheet } from './sheet';
import { CREATION_STEPS } from './steps';
import { ORCUS_TABLES } from './tables';
import { orcusCard, orcusVitals } from './vitals';
import { orcusPurse } from './purse';
import { ORCUS_ROLL_KINDS } from './roll-kinds';
import { ORCUS_RECORDS } from './records';
import { orcusPlay } from './play-def';
import { orcusMonsterModel } from './monster-model';
import { orcusTableSummary } from './table-summary';

type Doc = CharacterDocument<OrcusData>;

/** What each creation step needs before it counts as done (besides breaking no rule that step puts right). */
const STEP_FILLED: Readonly<Record<string, (doc: Doc) => boolean>> = {
  concept: (doc) => doc.name.trim() !== '' && doc.data.alignment !== null,
  abilities: (doc) => doc.data.abilities.base !== null,
  ancestry: (doc) => doc.data.ancestry.name.trim() !== '',
  class: (doc) => doc.data.class.name.trim() !== '' && doc.data.class.hpAtFirstLevel !== null && doc.data.class.hpPerLevel !== null && doc.data.class.recoveries !== null,
  skills: (doc) => doc.data.trainedSkills.length > 0,
  // Every feat and power slot of the level holds something entered by name.
  'feats-powers': (doc) => {
    const open = openSlots(doc.data.powers, doc.data.feats, doc.data.level);
    return open.powers === 0 && open.feats === 0;
  },
  gear: (doc) => doc.data.equipment.length > 0,
  review: (doc) => doc.status === 'complete',
};

const creation: CreationDef<OrcusData> = {
  steps: CREATION_STEPS,
  reconcile,
  stepFor: (violation) => stepForViolation(violation),
  stepComplete(stepId, doc) {
    const filled = STEP_FILLED[stepId];
    if (!filled || !filled(doc)) return false;
    return validateCharacter(doc).every((v) => stepForViolation(v) !== stepId);
  },
};

const SUMMARY = 'The Orcus Rulebook 1.1, a d20 game of levels 1–30: point buy or 4d6, 17 skills, defenses, powers by slot, dying and death saves, recoveries and monsters by level, role and rank.';

export const orcus = defineSystem<OrcusData>({
  id: 'orcus',
  name: 'Orcus',
  summary: SUMMARY,
  records: ORCUS_RECORDS,
  coverage: {
    supports: [
      'Ability scores by 32-point buy, 4d6 drop lowest placed in any order, or the standard array; modifiers, the level bonus and ability checks',
      'The 17 skills (trained +5, key ability, level bonus, armour check penalty) with passive Perception and Insight',
      'AC from the armour and shield tables, with enchantments; Fortitude, Reflex and Will from the abilities, level bonus, shield and class bonuses',
      'Alignment (five, or nine as the variant) and languages from the Standard and Exotic tables',
      '100 gp of starting gear from the text’s armour, weapon and gear tables; weapons designed from templates and groups; selling at one-fifth',
      'The XP table, levels 1–30 with feats, ability increases, tiers and paths; level-up with preview and undo; XP and party awards',
      'Power slots by level from Appendix A',
      'Hit points, staggered, dying with its death saving throws (asked for at the start of the turn), First Aid, knocking out, dead; recoveries, temporary hit points, rests and action points, each an action of the sheet and the combat tracker; the 17 conditions and initiative',
      'A monster model from the level, role and rank tables: hit points, the four defences, attacks with damage by level, XP and initiative (`rules orcus monster` gives the whole stat block, with the resistances of sources and tags)',
    ],
    lacks: [
      'Classes, ancestries, kits, prestige and epic paths: their names and figures (hit points, recoveries, defence bonuses, proficiencies, ability bonuses, speed) are entered by hand and marked so on the sheet',
      'Feats and powers: the text gives only how many a character has; each is entered by name',
      'The base of Fortitude, Reflex and Will is never stated: 10 is used as a reconstruction, and can be overridden',
      'Magic items beyond the generic enchanted +X items; incantations, poisons, diseases, companions and vehicle statistics',
    ],
  },
  abilities: ABILITY_IDS.map((id) => ({ id, name: ABILITY_NAMES[id], abbreviation: ABILITY_ABBREVIATIONS[id], min: SCORE_MIN, max: SCORE_MAX })),
  creation,
  progression: orcusProgression,
  vitals: orcusVitals,
  play: orcusPlay,
  monsters: orcusMonsterModel,
  conditions: ORCUS_CONDITIONS,
  combat: orcusCombat,
  time: orcusTime,
  purse: orcusPurse,
  dice: { abilityScore: ROLL_DICE, check: '1d20', attack: '1d20', save: '1d20', deathSave: '1d20', initiative: '1d20', refresh: '1d6' },
  rollKinds: ORCUS_ROLL_KINDS,
  tables: ORCUS_TABLES,
  quickVariants: QUICK_VARIANTS.map((v) => ({ id: v.id, label: v.label })),
  samples: () => import('./samples').then((m) => m.orcusSamples()),
  quick(rng, options) {
    const variant: QuickVariant | undefined = options.variant === undefined ? undefined : QUICK_VARIANTS.find((v) => v.id === options.variant)?.id;
    if (options.variant !== undefined && !variant) throw new RangeError(`Unknown kind of quick character "${options.variant}"; kinds: ${QUICK_VARIANTS.map((v) => v.id).join(', ')}.`);
    return quickCharacter(rng, { id: options.id, now: options.now, ...(variant ? { variant } : {}) });
  },
  newData: newOrcusData,
  checkShape: checkOrcusShape,
  derive: deriveWithOverrides,
  validate: validateCharacter,
  card: orcusCard,
  tableSummary: orcusTableSummary,
  sheet: orcusSheet,
  blankSheet: orcusBlankSheet,
});
