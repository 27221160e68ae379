/**
 * Murdham's components for the shell: the three creation steps its core rules support, the Dice & table page for
 * play, and the in-place editors of gear and followers.
 */
import type { SystemUi } from '../types';
import IdentityStep from './creation/IdentityStep.svelte';
import AbilitiesStep from './creation/AbilitiesStep.svelte';
import GearStep from './creation/GearStep.svelte';
import PlayPage from './sheet/PlayPage.svelte';
import SheetEditors from './sheet/SheetEditors.svelte';
import { asMurdham } from './editor';

export const murdhamUi: SystemUi = {
  creationSteps: {
    identity: IdentityStep,
    abilities: AbilitiesStep,
    gear: GearStep,
  },
  sheetPages: [
    {
      id: 'play',
      label: 'Dice & table',
      component: PlayPage,
      available(sheet) {
        return asMurdham(sheet.doc).data.abilities ? { ok: true, reason: '' } : { ok: false, reason: 'Enter the abilities first: health is STR.' };
      },
    },
  ],
  sheetEditors: { component: SheetEditors, replaces: ['gear', 'followers'] },
};
