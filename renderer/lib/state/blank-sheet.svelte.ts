import { nowIso } from '../../../core/documents/file-names';
import type { SheetModel } from '../../../core/sheet/sheet-model';
import { loadSystem } from '../../../core/systems/registry';
import type { Platform } from '../platform';
import { makeSheetPdf } from './pdf-export';
import { sentence } from './progress.svelte';

/** How a sheet model becomes PDF bytes (the real maker loads pdf-lib and the fonts on first use; tests pass their own). */
export type MakePdf = (model: SheetModel, paper: 'a4' | 'letter', fillable: boolean) => Promise<Uint8Array>;

/**
 * The blank sheet of a game system, printed from the Characters view for players who want paper only: the system's
 * own `blankSheet` model (core), made into a PDF and handed to the platform (save dialog or download).
 */
export class BlankSheetState {
  #message = $state<string | null>(null);
  #busy = $state(false);

  constructor(
    private readonly platform: Platform,
    private readonly makePdf: MakePdf = makeSheetPdf,
  ) {}

  /** The last print's result in words ("Saved Blank Dark Dungeons sheet.pdf."), or null. */
  get message(): string | null {
    return this.#message;
  }

  /** Whether a PDF is being made (the button waits). */
  get busy(): boolean {
    return this.#busy;
  }

  /** Prints the blank sheet of `systemId` on the paper asked for, as a fillable form or not. */
  async print(systemId: string, paper: 'a4' | 'letter', fillable: boolean): Promise<void> {
    this.#busy = true;
    this.#message = 'Making the PDF…';
    try {
      const system = await loadSystem(systemId);
      if (!system) {
        this.#message = 'Choose a game system first: this one is not known to Sheetsmith.';
        return;
      }
      const bytes = await this.makePdf(system.blankSheet(nowIso().slice(0, 10)), paper, fillable);
      const result = await this.platform.savePdf(`Blank ${system.name} sheet${fillable ? ' (fillable)' : ''}`, bytes);
      this.#message = result.saved ? `Saved ${result.fileName ?? 'the PDF'}.` : 'Export cancelled.';
    } catch (e) {
      this.#message = `The PDF could not be made: ${sentence(e)}`;
    } finally {
      this.#busy = false;
    }
  }
}
