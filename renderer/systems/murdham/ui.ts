/**
 * Murdham's components for the shell: the three creation steps its core rules support and the in-place editors of
 * gear, followers and keywords. Play at the table (damage, dying, omens, the tables, rests) is the shared play page
 * and play strip, driven by Murdham's `PlayDef` (core/systems/murdham/play-def.ts).
 */
import type { SystemUi } from '../types';
import IdentityStep from './creation/IdentityStep.svelte';
import AbilitiesStep from './creation/AbilitiesStep.svelte';
import GearStep from './creation/GearStep.svelte';
import SheetEditors from './sheet/SheetEditors.svelte';

export const murdhamUi: SystemUi = {
  creationSteps: {
    identity: IdentityStep,
    abilities: AbilitiesStep,
    gear: GearStep,
  },
  sheetPages: [],
  sheetEditors: { component: SheetEditors, replaces: ['gear', 'followers'] },
};
