/** The creation steps for Orcus, with a sentence or two of help citing each rule. */
import type { StepDef } from '../types';

export const CREATION_STEPS: readonly StepDef[] = [
  {
    id: 'concept',
    title: 'Name, alignment and languages',
    help: 'Name your character and choose an alignment: one of five, or nine with the variant. Note the languages your ancestry gives, and choose others from the Standard table; Exotic ones can be learned only after 1st level.',
    source: '002:532-571',
  },
  {
    id: 'abilities',
    title: 'Ability scores',
    help: 'Buy scores with 32 points (8 to 18, at most one below 10), roll 4d6 six times dropping the lowest die and place the results in any order, or place the standard array 16, 14, 14, 12, 11 and 8. Ancestry bonuses come after.',
    source: '002:225-248',
  },
  {
    id: 'ancestry',
    title: 'Ancestry',
    help: 'Ancestries are not in the Orcus Rulebook: enter your ancestry’s name, its ability bonuses, size and speed from your own book (a human’s speed is 6). These values are marked as entered by hand.',
    source: '002:227, 002:2295, 002:1317',
  },
  {
    id: 'class',
    title: 'Class and kit',
    help: 'Classes and kits are not in the Orcus Rulebook: enter your class’s name, hit points (1st level and per level), recoveries, defence bonuses and proficiencies from your own book. Your Constitution score is added to hit points and its modifier to recoveries.',
    source: '002:172-174, 002:667, 002:705, 002:913',
  },
  {
    id: 'skills',
    title: 'Skills',
    help: 'Mark the skills your class trains. A trained skill adds +5; every skill adds its key ability’s modifier and half your level, and the armour check penalty where it applies.',
    source: '002:249-505, 002:615-620',
  },
  {
    id: 'feats-powers',
    title: 'Feats and powers',
    help: 'At 1st level you have one feat, two at-will attack powers, one encounter attack and one daily attack. Feats and powers are not in the Orcus Rulebook: enter each by name; the slots come from the Levels table and Appendix A.',
    source: '002:582, 002:2358-2393',
  },
  {
    id: 'gear',
    title: 'Equipment',
    help: 'First-level characters start with 100 gold pieces and an outfit of normal clothes. Buy armour, a shield, weapons and gear from the text’s tables; worn armour and a held shield set your AC.',
    source: '002:640-894',
  },
  { id: 'review', title: 'Review', help: 'Check the whole sheet. Anything still missing is listed; you can save and come back later.' },
];
