/**
 * True SRD's components for the shell: the editors its chapter supports, each serving as a creation step (entering
 * what other chapters would give) and under the sheet. Play (a hit's Toughness save, recovery, dying, fatigue, the
 * readings) is the shell's shared play strip and page, driven by `core/systems/true-srd/play-def.ts`.
 */
import type { SystemUi } from '../types';
import IdentityEditor from './parts/IdentityEditor.svelte';
import AbilitiesEditor from './parts/AbilitiesEditor.svelte';
import CombatEditor from './parts/CombatEditor.svelte';
import AttacksEditor from './parts/AttacksEditor.svelte';
import GearEditor from './parts/GearEditor.svelte';
import TraitsEditor from './parts/TraitsEditor.svelte';
import SheetEditors from './sheet/SheetEditors.svelte';

export const trueSrdUi: SystemUi = {
  creationSteps: {
    concept: IdentityEditor,
    abilities: AbilitiesEditor,
    combat: CombatEditor,
    attacks: AttacksEditor,
    gear: GearEditor,
    traits: TraitsEditor,
  },
  sheetPages: [],
  sheetEditors: { component: SheetEditors, replaces: ['skills', 'feats', 'powers', 'equipment'] },
};
