/**
 * True SRD's components for the shell: the editors its chapter supports, each serving as a creation step (entering
 * what other chapters would give) and under the sheet; and the Damage & recovery page, which offers the system's
 * play actions (`core/systems/true-srd/play-def.ts`) until the shared play pages replace it.
 */
import type { SystemUi } from '../types';
import IdentityEditor from './parts/IdentityEditor.svelte';
import AbilitiesEditor from './parts/AbilitiesEditor.svelte';
import CombatEditor from './parts/CombatEditor.svelte';
import AttacksEditor from './parts/AttacksEditor.svelte';
import GearEditor from './parts/GearEditor.svelte';
import TraitsEditor from './parts/TraitsEditor.svelte';
import PlayPage from './sheet/PlayPage.svelte';
import SheetEditors from './sheet/SheetEditors.svelte';
import { asTrueSrd } from './editor.svelte';

export const trueSrdUi: SystemUi = {
  creationSteps: {
    concept: IdentityEditor,
    abilities: AbilitiesEditor,
    combat: CombatEditor,
    attacks: AttacksEditor,
    gear: GearEditor,
    traits: TraitsEditor,
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
