/** The creation steps of chapter 4: a sentence or two of help in player words each, and where the rule is written. */
import type { StepDef } from '../types';

export const CREATION_STEPS: readonly StepDef[] = [
  {
    id: 'concept',
    title: 'Name and concept',
    help: 'Decide who your character is before rolling dice: a name, a one-line concept and an alignment.',
    source: 'Step 1, 004:9-15',
  },
  {
    id: 'abilities',
    title: 'Ability scores',
    help: 'Roll 3d6 in order for Strength, Intelligence, Wisdom, Dexterity, Constitution and Charisma. If none is above 9, or two or more are 6 or less, roll all six again.',
    source: 'Step 2, 004:17-21',
  },
  {
    id: 'class',
    title: 'Class',
    help: 'Choose one of the eight classes. Each sets minimum scores, which must be met after adjusting, and may give an experience bonus.',
    source: 'Step 3 and Table 4-1, 004:27-54',
  },
  {
    id: 'adjust',
    title: 'Adjust abilities',
    help: 'Raise the class’s enhanceable abilities 1 point for every 2 points lowered from its sacrificable ones. No score goes below 9 or above 18 this way.',
    source: '004:44-50',
  },
  {
    id: 'hit-points',
    title: 'Hit points',
    help: 'Roll your class’s hit die and add your Constitution modifier; you get at least 1 hit point.',
    source: 'Each class’s Hit Points paragraph in 004; supplement §2',
  },
  {
    id: 'skills',
    title: 'Skills',
    help: 'You have 4 skill points plus your Intelligence bonus (a penalty does not reduce them). Each point adds +1 to the ability when you check that skill.',
    source: '004:1018-1024; Table 5-2',
  },
  {
    id: 'weapons',
    title: 'Weapon feats',
    help: 'Take basic proficiency with 2 different weapons your class may use, or 4 for fighters and dwarves.',
    source: 'Each class’s Weapon Feats paragraph (e.g. 004:438); Table 6-1, 004:1465-1510',
  },
  {
    id: 'spells',
    title: 'Spells',
    help: 'Magic-users and elves start with a spellbook, a gift from their master, holding Read Magic and one other first-level spell of their choice.',
    source: '004:448 (elves), 004:723 (magic-users); spell lists from supplement §12',
  },
  {
    id: 'money',
    title: 'Money and equipment',
    help: 'You start with a set of peasant clothes and 3d6 × 10 gold pieces to buy your equipment.',
    source: 'Supplement §2 and §7 (money, clothes, prices and weights)',
  },
  { id: 'review', title: 'Review', help: 'Check the whole sheet. Anything still missing is listed; you can save and come back later.' },
];
