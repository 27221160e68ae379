/**
 * History figures: the size of the canonical file (`exportCharacter`) of the shipped sample character at the highest
 * level any system has, with the longest history (Dark Dungeons' Old Mirel: a thief taken from 1 to 36 with a GM's XP
 * for each level, the level-up, and a course of weapon training for every banked feat). The bench reaches it through
 * the seam's samples, as it may not import a system's internals. No timing: the figure is the same on every machine.
 */
import { exportCharacter } from '../core/documents/import';
import { listSystems, loadSystem } from '../core/systems/registry';

/** The history section of the report. */
export interface HistoryFigures {
  /** UTF-8 bytes of the exported level-36 sample. */
  readonly level36Bytes: number;
}

/** Measures the history's size. */
export async function benchHistory(): Promise<HistoryFigures> {
  let largest = 0;
  for (const manifest of listSystems()) {
    const system = await loadSystem(manifest.id);
    if (!system) continue;
    const set = system.samples ? await system.samples() : { characters: [] };
    for (const { doc } of set.characters) {
      if (system.card(doc).level !== 36) continue;
      largest = Math.max(largest, new TextEncoder().encode(exportCharacter(doc)).length);
    }
  }
  if (largest === 0) throw new Error('no sample character is at level 36');
  return { level36Bytes: largest };
}
