/**
 * 16+'s components for the shell: the creation steps (entering what the text uses but never says how to make) and the
 * sheet's editors, also how a character advances by hand. Play at the table (tests, saves, attacks, damage, stun and
 * bleeding, magic, rests) is the shared play strip and page, driven by `sixteen.play` (core/systems/sixteen/play-def.ts).
 */
import type { SystemUi } from '../types';
import ConceptStep from './creation/ConceptStep.svelte';
import StatsStep from './creation/StatsStep.svelte';
import SkillsStep from './creation/SkillsStep.svelte';
import CombatStep from './creation/CombatStep.svelte';
import MagicStep from './creation/MagicStep.svelte';
import GearStep from './creation/GearStep.svelte';
import SheetEditors from './sheet/SheetEditors.svelte';

export const sixteenUi: SystemUi = {
  creationSteps: { concept: ConceptStep, stats: StatsStep, skills: SkillsStep, combat: CombatStep, magic: MagicStep, gear: GearStep },
  sheetPages: [],
  sheetEditors: { component: SheetEditors, replaces: ['skills', 'resistances', 'equipment'] },
};
