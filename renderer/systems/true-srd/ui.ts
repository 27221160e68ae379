/**
 * True SRD's components for the shell: the creation steps its chapter supports (entering what other chapters
 * would give), the Damage & recovery page for play (Toughness saves, the damage track, recovery, fatigue,
 * Conviction), and the in-place editors of attacks, gear, skills, feats and powers.
 */
import type { SystemUi } from '../types';
import ConceptStep from './creation/ConceptStep.svelte';
import AbilitiesStep from './creation/AbilitiesStep.svelte';
import CombatStep from './creation/CombatStep.svelte';
import AttacksStep from './creation/AttacksStep.svelte';
import GearStep from './creation/GearStep.svelte';
import TraitsStep from './creation/TraitsStep.svelte';
import PlayPage from './sheet/PlayPage.svelte';
import SheetEditors from './sheet/SheetEditors.svelte';
import { asTrueSrd } from './editor';

export const trueSrdUi: SystemUi = {
  creationSteps: {
    concept: ConceptStep,
    abilities: AbilitiesStep,
    combat: CombatStep,
    attacks: AttacksStep,
    gear: GearStep,
    traits: TraitsStep,
  },
  sheetPages: [
    {
      id: 'play',
      label: 'Damage & recovery',
      component: PlayPage,
      available(sheet) {
        return asTrueSrd(sheet.doc).data.abilities ? { ok: true, reason: '' } : { ok: false, reason: 'enter the ability scores first: Toughness is Con + feats + armour' };
      },
    },
  ],
  sheetEditors: { component: SheetEditors, replaces: ['skills', 'feats', 'powers', 'equipment'] },
};
