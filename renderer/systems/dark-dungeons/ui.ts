/** Dark Dungeons' components for the shell: the chapter 4 creation steps and the sheet's level-up and training. */
import type { SystemUi } from '../types';
import ConceptStep from './creation/ConceptStep.svelte';
import AbilitiesStep from './creation/AbilitiesStep.svelte';
import ClassStep from './creation/ClassStep.svelte';
import AdjustStep from './creation/AdjustStep.svelte';
import HitPointsStep from './creation/HitPointsStep.svelte';
import SkillsStep from './creation/SkillsStep.svelte';
import WeaponsStep from './creation/WeaponsStep.svelte';
import SpellsStep from './creation/SpellsStep.svelte';
import MoneyStep from './creation/MoneyStep.svelte';
import LevelUpPanel from './sheet/LevelUpPanel.svelte';
import TrainingPanel from './sheet/TrainingPanel.svelte';
import ListEditors from './sheet/ListEditors.svelte';
import DetailsEditor from './sheet/DetailsEditor.svelte';
import { darkDungeonsSheet } from './dd-sheet.svelte';

export const darkDungeonsUi: SystemUi = {
  creationSteps: {
    concept: ConceptStep,
    abilities: AbilitiesStep,
    class: ClassStep,
    adjust: AdjustStep,
    'hit-points': HitPointsStep,
    skills: SkillsStep,
    weapons: WeaponsStep,
    spells: SpellsStep,
    money: MoneyStep,
  },
  sheetPages: [
    {
      id: 'level-up',
      label: 'Level up…',
      component: LevelUpPanel,
      // Always open: without the XP the page offers a level as a GM ruling, recorded as such.
      available: (sheet) => ({ ok: true, reason: sheet.progress.ready() ? '' : 'not enough XP yet' }),
    },
    {
      id: 'training',
      label: 'Weapon training',
      component: TrainingPanel,
      available(sheet) {
        const banked = darkDungeonsSheet(sheet).trainingChoices().banked;
        return { ok: banked > 0, reason: `${banked} banked` };
      },
    },
  ],
  sheetEditors: { component: ListEditors, replaces: ['equipment', 'spellbook', 'prepared'] },
  detailsEditor: DetailsEditor,
};
