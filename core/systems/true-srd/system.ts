/**
 * True SRD (True20's "Playing the Game" chapter, source 003) as a SystemDefinition, registered by id "true-srd".
 * No hit points: a Toughness save against each hit moves the character along the damage track.
 */
import { defineSystem, type CreationDef } from '../types';
import { newTrueSrdData, SCORE_MAX, SCORE_MIN, type TrueSrdData } from './character';
import { checkTrueSrdShape } from './shape';
import { deriveWithOverrides } from './rules/derive';
import { validateTrueSrd } from './rules/validate';
import { quickTrueSrd } from './rules/quick';
import { trueSrdBlankSheet, trueSrdSheet } from './sheet';
import { TRUE_SRD_STEPS, stepComplete, stepForViolation } from './creation-steps';
import { trueSrdCard, trueSrdVitals } from './vitals';
import { trueSrdPurse } from './purse';
import { trueSrdCombat } from './combat';
import { trueSrdTime } from './time';
import { TRUE_SRD_CONDITIONS } from './data/conditions';
import { TRUE_SRD_TABLES } from './tables';
import { TRUE_SRD_ROLL_KINDS } from './roll-kinds';
import { trueSrdPlayDef } from './play-def';
import { trueSrdMonsterModel } from './monster-model';
import { TRUE_SRD_DATA_VERSION, TRUE_SRD_MIGRATIONS } from './migrations';
import { trueSrdTableSummary } from './table-summary';

const creation: CreationDef<TrueSrdData> = {
  steps: TRUE_SRD_STEPS,
  // Nothing entered in one step is worked out from another: every derived figure is recomputed on the sheet.
  reconcile: (_prev, next) => ({ data: next, changes: [] }),
  stepFor: (violation) => stepForViolation(violation),
  stepComplete,
};

const ability = (id: string, name: string, abbreviation: string) => ({ id, name, abbreviation, min: SCORE_MIN, max: SCORE_MAX });

export const trueSrd = defineSystem<TrueSrdData>({
  id: 'true-srd',
  name: 'True SRD',
  summary: 'True20’s “Playing the Game” chapter: signed ability scores, Toughness saves and the damage track instead of hit points.',
  records: { dataVersion: TRUE_SRD_DATA_VERSION, migrations: TRUE_SRD_MIGRATIONS },
  coverage: {
    supports: [
      'Signed ability scores (−5 to +10, the range of the chapter’s tables) with ability damage and fatigue applied',
      'Defense (dodge, parry, flat-footed), attack, grapple, initiative, Toughness, Fortitude, Reflex and Will from the entered combat bonus and base saves',
      'Toughness saves against the damage track with escalation, collateral damage, recovery checks (shaken while wounded), fading and Conviction',
      'Dying, stable and dead kept on the character: the dying check by either reading (003:343 or 003:363-364, where a natural 20 stabilises), Heal or Cure to stabilise, asked for in a fight; rests never heal the dead',
      'Fatigue, carrying capacity and loads by Strength, movement paces, hampered movement, throwing, holding breath',
      'The conditions glossary for the combat tracker; where the text contradicts itself (all-out rounds, exhausted, dying) the table picks the line',
    ],
    lacks: [
      'Only the “Playing the Game” chapter is in the text: no ability generation, roles, levels, combat bonus or save progressions (003:100), so those are entered',
      'No skills, feats or powers chapters: they are listed by name with an entered bonus',
      'No equipment chapter: weapon damage, armour Toughness and item weights are entered; no prices or money (003:78)',
      'No Conviction rules or maximum (chapter 1); no experience or advancement',
      'Lists lost in extraction: extra-effort benefits (003:55), grapple results (003:196), minion rules (003:258)',
    ],
  },
  abilities: [
    ability('str', 'Strength', 'Str'),
    ability('dex', 'Dexterity', 'Dex'),
    ability('con', 'Constitution', 'Con'),
    ability('int', 'Intelligence', 'Int'),
    ability('wis', 'Wisdom', 'Wis'),
    ability('cha', 'Charisma', 'Cha'),
  ],
  creation,
  progression: null,
  vitals: trueSrdVitals,
  play: trueSrdPlayDef,
  monsters: trueSrdMonsterModel,
  conditions: TRUE_SRD_CONDITIONS,
  combat: trueSrdCombat,
  time: trueSrdTime,
  purse: trueSrdPurse,
  dice: { check: '1d20', attack: '1d20', save: '1d20', toughness: '1d20', initiative: '1d20', recovery: '1d20' },
  rollKinds: TRUE_SRD_ROLL_KINDS,
  tables: TRUE_SRD_TABLES,
  quickVariants: [],
  quick(rng, options) {
    if (options.variant !== undefined) throw new RangeError('True SRD has one kind of quick character; leave out the variant.');
    return quickTrueSrd(rng, { id: options.id, now: options.now });
  },
  newData: newTrueSrdData,
  checkShape: checkTrueSrdShape,
  derive: deriveWithOverrides,
  validate: validateTrueSrd,
  card: trueSrdCard,
  tableSummary: trueSrdTableSummary,
  sheet: trueSrdSheet,
  blankSheet: trueSrdBlankSheet,
});
