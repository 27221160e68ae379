/**
 * 16+'s components for the shell: the creation steps (entering what the text uses but never says how to make), the
 * Tests & combat page (the actions of `sixteen.play`), and the sheet's editors, also how a character advances by hand.
 */
import type { SystemUi } from '../types';
import ConceptStep from './creation/ConceptStep.svelte';
import StatsStep from './creation/StatsStep.svelte';
import SkillsStep from './creation/SkillsStep.svelte';
import CombatStep from './creation/CombatStep.svelte';
import MagicStep from './creation/MagicStep.svelte';
import GearStep from './creation/GearStep.svelte';
import PlayPage from './sheet/PlayPage.svelte';
import SheetEditors from './sheet/SheetEditors.svelte';
import { asSixteen } from './editor';

export const sixteenUi: SystemUi = {
  creationSteps: { concept: ConceptStep, stats: StatsStep, skills: SkillsStep, combat: CombatStep, magic: MagicStep, gear: GearStep },
  sheetPages: [
    {
      id: 'play',
      label: 'Tests & combat',
      component: PlayPage,
      available(sheet) {
        return asSixteen(sheet.doc).data.stats ? { ok: true, reason: '' } : { ok: false, reason: 'enter the stats first' };
      },
    },
  ],
  sheetEditors: { component: SheetEditors, replaces: ['skills', 'resistances', 'equipment'] },
};
