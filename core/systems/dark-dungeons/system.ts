/**
 * Dark Dungeons as a SystemDefinition: the first game system, registered by id "dark-dungeons".
 */
import { darkDungeonsMonsterModel } from './monster-model';
import type { CharacterDocument } from '../../documents/character';
import { defineSystem, type CreationDef } from '../types';
import { newDarkDungeonsData, type DarkDungeonsData } from './character';
import { checkDarkDungeonsShape } from './shape';
import { deriveWithOverrides } from './rules/derive';
import { validateCharacter } from './rules/validate';
import { reconcile } from './rules/reconcile';
import { quickCharacter } from './rules/quick';
import { darkDungeonsBlankSheet, darkDungeonsSheet } from './sheet';
import { CREATION_STEPS } from './steps';
import { CLASS_IDS, CLASS_TABLES } from './data/classes';
import { stepForViolation } from './creation-steps';
import { darkDungeonsProgression } from './progression';
import { darkDungeonsCard, darkDungeonsVitals } from './vitals';
import { darkDungeonsPurse } from './purse';
import { DARK_DUNGEONS_CONDITIONS, darkDungeonsCombat } from './combat';
import { darkDungeonsTime } from './time';
import { DARK_DUNGEONS_TABLES } from './tables';
import { DARK_DUNGEONS_ROLL_KINDS } from './roll-kinds';
import { DARK_DUNGEONS_RECORDS } from './records';
import { darkDungeonsPlayDef } from './play-def';
import { darkDungeonsTableSummary } from './table-summary';

type Doc = CharacterDocument<DarkDungeonsData>;

/** What each creation step needs before it counts as done (besides breaking no rule that step puts right). */
const STEP_FILLED: Readonly<Record<string, (doc: Doc) => boolean>> = {
  concept: (doc) => doc.name.trim() !== '' && doc.data.alignment !== null,
  abilities: (doc) => doc.data.rolled !== null,
  class: (doc) => doc.data.classId !== null,
  adjust: (doc) => doc.data.classId !== null && doc.data.rolled !== null,
  'hit-points': (doc) => doc.data.hitPoints.rolls.length > 0,
  skills: (doc) => doc.data.classId !== null,
  weapons: (doc) => doc.data.classId !== null,
  spells: (doc) => doc.data.classId !== null,
  money: (doc) => doc.data.money.rolled !== null,
  review: (doc) => doc.status === 'complete',
};

const creation: CreationDef<DarkDungeonsData> = {
  steps: CREATION_STEPS,
  reconcile,
  stepFor: stepForViolation,
  stepComplete(stepId, doc) {
    const filled = STEP_FILLED[stepId];
    if (!filled || !filled(doc)) return false;
    return validateCharacter(doc).every((v) => stepForViolation(v, doc.data) !== stepId);
  },
};

export const darkDungeons = defineSystem<DarkDungeonsData>({
  id: 'dark-dungeons',
  name: 'Dark Dungeons',
  summary: 'An OGL retro-clone of the D&D Rules Cyclopedia: eight classes, levels 1–36, skills and weapon feats.',
  records: DARK_DUNGEONS_RECORDS,
  coverage: {
    supports: [
      'Creation as chapter 4 gives it: 3d6 in order with the reroll rule, eight classes with enhancement and sacrifice, hit points, skills, weapon feats, spellbook, money',
      'All eight class tables, levels 1–36, with XP awards, level-up with preview and undo, weapon training',
      'Initiative, conditions, dying (saves vs death ray, First Aid, magical healing) and death from the supplement, on the sheet and in the combat tracker',
    ],
    lacks: [
      'Chapters 7–12 (equipment lists, combat, spells, experience) are not in the text: figures come from the supplement',
      'Spell descriptions',
    ],
  },
  abilities: [
    { id: 'str', name: 'Strength', abbreviation: 'Str', min: 3, max: 18 },
    { id: 'int', name: 'Intelligence', abbreviation: 'Int', min: 3, max: 18 },
    { id: 'wis', name: 'Wisdom', abbreviation: 'Wis', min: 3, max: 18 },
    { id: 'dex', name: 'Dexterity', abbreviation: 'Dex', min: 3, max: 18 },
    { id: 'con', name: 'Constitution', abbreviation: 'Con', min: 3, max: 18 },
    { id: 'cha', name: 'Charisma', abbreviation: 'Cha', min: 3, max: 18 },
  ],
  creation,
  progression: darkDungeonsProgression,
  vitals: darkDungeonsVitals,
  play: darkDungeonsPlayDef,
  conditions: DARK_DUNGEONS_CONDITIONS,
  combat: darkDungeonsCombat,
  monsters: darkDungeonsMonsterModel,
  time: darkDungeonsTime,
  purse: darkDungeonsPurse,
  dice: { abilityScore: '3d6', percentile: 'd%', startingMoney: '3d6×10', attack: 'd20', save: 'd20', skill: 'd20', initiative: '1d6' },
  rollKinds: DARK_DUNGEONS_ROLL_KINDS,
  tables: DARK_DUNGEONS_TABLES,
  samples: () => import('./samples').then((m) => m.darkDungeonsSamples()),
  quickVariants: CLASS_IDS.map((id) => ({ id, label: CLASS_TABLES[id].name })),
  quick(rng, options) {
    const classId = options.variant === undefined ? undefined : CLASS_IDS.find((c) => c === options.variant);
    if (options.variant !== undefined && !classId) throw new RangeError(`Unknown class "${options.variant}"; classes: ${CLASS_IDS.join(', ')}.`);
    return quickCharacter(rng, { id: options.id, now: options.now, ...(classId ? { classId } : {}) });
  },
  newData: newDarkDungeonsData,
  checkShape: checkDarkDungeonsShape,
  derive: deriveWithOverrides,
  validate: validateCharacter,
  card: darkDungeonsCard,
  tableSummary: darkDungeonsTableSummary,
  sheet: darkDungeonsSheet,
  blankSheet: darkDungeonsBlankSheet,
});
