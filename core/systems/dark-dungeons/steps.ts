/** The creation and level-up steps of chapter 4, with a sentence or two of help citing each rule. */
import type { StepDef } from '../types';

export const CREATION_STEPS: readonly StepDef[] = [
  { id: 'concept', title: 'Name and concept', help: 'Decide who your character is before rolling dice: a name, a one-line concept and an alignment (004:7-13).' },
  { id: 'abilities', title: 'Ability scores', help: 'Roll 3d6 in order for Strength, Intelligence, Wisdom, Dexterity, Constitution and Charisma. If none is above 9, or two or more are 6 or less, roll all six again (004:21-25).' },
  { id: 'class', title: 'Class', help: 'Choose one of the eight classes. Each sets minimum scores, which must be met after adjusting, and may give an experience bonus (Table 4-1, 004:29-50).' },
  { id: 'adjust', title: 'Adjust abilities', help: 'Raise the class’s enhanceable abilities 1 point for every 2 points lowered from its sacrificable ones. No score goes below 9 or above 18 this way (004:40-44).' },
  { id: 'hit-points', title: 'Hit points', help: 'Roll your class’s hit die and add your Constitution modifier; you get at least 1 hit point (class descriptions; supplement §2).' },
  { id: 'skills', title: 'Skills', help: 'You have 4 skill points plus your Intelligence bonus (a penalty does not reduce them). Each point adds +1 to the ability when you check that skill (004:1018-1024).' },
  { id: 'weapons', title: 'Weapon feats', help: 'Take basic proficiency with 2 different weapons your class may use, or 4 for fighters and dwarves (class tables; chapter 6).' },
  { id: 'spells', title: 'Spells', help: 'Magic-users and elves start with a spellbook holding Read Magic and one other first-level spell of their choice (supplement §2).' },
  { id: 'money', title: 'Money and equipment', help: 'Start with 3d6 × 10 gold pieces and buy your equipment (supplement §2).' },
  { id: 'review', title: 'Review', help: 'Check the whole sheet. Anything still missing is listed; you can save and come back later.' },
];
