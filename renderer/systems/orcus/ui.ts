/**
 * Orcus's components for the shell: the seven creation steps before the shell's review, the sheet's level-up page,
 * and the equipment editor on the sheet. Play at the table (damage, death saves, recoveries, rests, action points) is
 * the shared play strip and page, driven by Orcus's `PlayDef` (core/systems/orcus/play-def.ts). Monsters come from
 * the system's monster model (core/systems/orcus/monster-model.ts), shown by the campaign's own monster form.
 */
import type { SystemUi } from '../types';
import ConceptStep from './creation/ConceptStep.svelte';
import AbilitiesStep from './creation/AbilitiesStep.svelte';
import AncestryStep from './creation/AncestryStep.svelte';
import ClassStep from './creation/ClassStep.svelte';
import SkillsStep from './creation/SkillsStep.svelte';
import FeatsPowersStep from './creation/FeatsPowersStep.svelte';
import GearStep from './creation/GearStep.svelte';
import LevelUpPage from './sheet/LevelUpPage.svelte';
import SheetEditors from './sheet/SheetEditors.svelte';

export const orcusUi: SystemUi = {
  creationSteps: {
    concept: ConceptStep,
    abilities: AbilitiesStep,
    ancestry: AncestryStep,
    class: ClassStep,
    skills: SkillsStep,
    'feats-powers': FeatsPowersStep,
    gear: GearStep,
  },
  sheetPages: [
    {
      id: 'level-up',
      label: 'Level up…',
      component: LevelUpPage,
      available: (sheet) => (sheet.progress.ready() ? { ok: true, reason: '' } : { ok: false, reason: 'not enough XP yet' }),
    },
  ],
  sheetEditors: { component: SheetEditors, replaces: ['equipment'] },
};
