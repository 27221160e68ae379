/**
 * History figures: the size of the canonical file (`exportCharacter`) of a thief levelled from 1 to 36 through the
 * system seam, as the command line's `level-up --to` does it (a GM's XP for each level, then the automatic level-up).
 * Weapon training is not reachable through the seam (ProgressionDef has no training), so this character is not
 * trained; core/systems/dark-dungeons/level-up/history-size.test.ts measures a trained one too. No timing: the figure
 * is the same on every machine.
 */
import { exportCharacter } from '../core/documents/import';
import { benchSystem, levelUpTo } from './engine';

/** The history section of the report. */
export interface HistoryFigures {
  /** UTF-8 bytes of the exported level-36 thief. */
  readonly level36Bytes: number;
}

/** The seed of the measured thief: any seed gives nearly the same size; a fixed one gives the same figure every run. */
const SEED = 36;

/** Measures the history's size. */
export async function benchHistory(): Promise<HistoryFigures> {
  const { system, progression } = await benchSystem();
  const doc = levelUpTo(system, progression, 'thief', SEED);
  const level = system.card(doc).level;
  if (level !== 36) throw new Error(`the thief stopped at level ${level ?? '?'}`);
  return { level36Bytes: new TextEncoder().encode(exportCharacter(doc)).length };
}
