import type { Component } from 'svelte';
import type { CreationState } from '../lib/state/creation.svelte';
import type { SheetState } from '../lib/state/sheet.svelte';

/** A creation step's component: it reads the flow and raises the system's transitions through it. */
export type CreationStepComponent = Component<{ flow: CreationState }>;

/** A page of the sheet the system adds (level-up, training): shown instead of the sheet's body. */
export interface SheetPage {
  /** The route's page id ("#/characters/<id>/<page>"). */
  readonly id: string;
  /** The button's label on the sheet. */
  readonly label: string;
  readonly component: Component<{ sheet: SheetState; onClose: () => void }>;
  /** Whether the button can be used now, with a short note shown beside its label ("2 banked", "not enough XP yet"). */
  available(sheet: SheetState): { readonly ok: boolean; readonly reason: string };
}

/**
 * A game system's own components, the renderer half of the seam. The shell shows them where the system asks, and
 * never imports them directly: they come from the registry beside this file, loaded with the system's code.
 */
export interface SystemUi {
  /** Components of the creation steps by step id; the review step is the shell's own (it needs only the seam). */
  readonly creationSteps: Readonly<Record<string, CreationStepComponent>>;
  /** Extra pages of the sheet (level-up, training). */
  readonly sheetPages: readonly SheetPage[];
  /** Editors shown under the sheet's sections (equipment, spellbook), or null; with the sheet section ids they edit. */
  readonly sheetEditors: { readonly component: Component<{ sheet: SheetState }>; readonly replaces: readonly string[] } | null;
  /**
   * The system's part of the sheet's details page (concept, alignment, languages...), shown under the name and
   * portrait every system has; absent when the system has no details of its own to edit.
   */
  readonly detailsEditor?: Component<{ sheet: SheetState }>;
}
