/**
 * Dark Dungeons as a SystemDefinition: the first game system, registered by id "dark-dungeons".
 */
import type { SystemDefinition } from '../types';
import { newDarkDungeonsData, type DarkDungeonsData } from './character';
import { checkDarkDungeonsShape } from './shape';
import { deriveWithOverrides } from './rules/derive';
import { validateCharacter } from './rules/validate';
import { darkDungeonsBlankSheet, darkDungeonsSheet } from './sheet';
import { CREATION_STEPS, LEVEL_UP_STEPS } from './steps';
import { CLASS_TABLES } from './data/classes';
import { TURN_UNDEAD_CITATION } from './data/turn-undead';
import { TABLE_6_1_CITATION } from './data/weapons';
import { ABILITY_MODIFIER_CITATION } from './data/ability-modifiers';
import type { Citation } from './data/types';

const cite = (c: Citation) => `${c.file} lines ${c.lines}`;

export const darkDungeons: SystemDefinition<DarkDungeonsData> = {
  id: 'dark-dungeons',
  name: 'Dark Dungeons',
  summary: 'An OGL retro-clone of the D&D Rules Cyclopedia: eight classes, levels 1–36, skills and weapon feats.',
  abilities: [
    { id: 'str', name: 'Strength', abbreviation: 'Str', min: 3, max: 18 },
    { id: 'int', name: 'Intelligence', abbreviation: 'Int', min: 3, max: 18 },
    { id: 'wis', name: 'Wisdom', abbreviation: 'Wis', min: 3, max: 18 },
    { id: 'dex', name: 'Dexterity', abbreviation: 'Dex', min: 3, max: 18 },
    { id: 'con', name: 'Constitution', abbreviation: 'Con', min: 3, max: 18 },
    { id: 'cha', name: 'Charisma', abbreviation: 'Cha', min: 3, max: 18 },
  ],
  creationSteps: CREATION_STEPS,
  levelUpSteps: LEVEL_UP_STEPS,
  conditions: [],
  dice: { abilityScore: '3d6', percentile: 'd%', startingMoney: '3d6×10', attack: 'd20', save: 'd20', skill: 'd20' },
  tables: [
    ...Object.values(CLASS_TABLES).map((t) => ({ id: `class.${t.id}`, title: t.citation.table ?? t.name, citation: cite(t.citation) })),
    { id: 'turn-undead', title: 'Table 4-2b: Turning Undead', citation: cite(TURN_UNDEAD_CITATION) },
    { id: 'weapons', title: 'Table 6-1: Master Weapon Table', citation: cite(TABLE_6_1_CITATION) },
    { id: 'ability-modifiers', title: 'Table 3-1: Ability modifiers', citation: cite(ABILITY_MODIFIER_CITATION) },
  ],
  newData: newDarkDungeonsData,
  checkShape: checkDarkDungeonsShape,
  derive: deriveWithOverrides,
  validate: validateCharacter,
  sheet: darkDungeonsSheet,
  blankSheet: darkDungeonsBlankSheet,
};
