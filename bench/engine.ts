/**
 * Engine figures: how fast complete quick characters are made, and how long levelling every kind of character
 * (every Dark Dungeons class) from 1 to the top level takes. Runs in this Node process on one core (the engine is
 * synchronous), through the system seam as the app and the command line do.
 */
import { createSeededRandom, createSystemRandom } from '../core/dice';
import type { CharacterDocument } from '../core/documents/character';
import { loadSystem } from '../core/systems/registry';
import type { AnySystem, ProgressionDef } from '../core/systems/types';
import { medianOf, timeMs, type Repeat } from './stats';

/** The engine section of the report. */
export interface EngineFigures {
  /** Complete, valid random characters per second (median of batches). */
  readonly charactersPerSecond: number;
  /** Every class from level 1 to 36 through plan + apply (median of runs). */
  readonly levelUpAllMs: number;
}

const NOW = '2025-01-01T00:00:00.000Z';

/** The system the figures are for, with its progression (the budgets are Dark Dungeons'). */
export async function benchSystem(): Promise<{ system: AnySystem; progression: ProgressionDef<unknown> }> {
  const system = await loadSystem('dark-dungeons');
  if (!system?.progression) throw new Error('Dark Dungeons, with its levels, must be registered for the benchmark.');
  return { system, progression: system.progression };
}

/**
 * Makes `count` random quick characters with the app's own dice (system randomness, as "Make it" does). Each one is
 * validated afterwards, outside the timed part: the figure is the generator's speed, but an invalid character fails
 * the benchmark rather than being counted.
 */
function generateBatch(system: AnySystem, count: number): { ms: number; docs: CharacterDocument[] } {
  const rng = createSystemRandom();
  const docs: CharacterDocument[] = new Array<CharacterDocument>(count);
  const start = performance.now();
  for (let i = 0; i < count; i++) docs[i] = system.quick(rng, { id: `bench-${i}`, now: NOW });
  return { ms: performance.now() - start, docs };
}

function assertValid(system: AnySystem, docs: readonly CharacterDocument[]): void {
  for (const doc of docs) {
    const broken = system.validate(doc);
    if (broken.length > 0) throw new Error(`quick made an invalid ${system.card(doc).line}: ${broken[0]!.message}`);
  }
}

/**
 * One character of a kind (a class) levelled from 1 to `toLevel` (the top unless told): each level is the XP its
 * threshold needs, granted as a GM ruling (no bonus arithmetic shifts it), then one automatic level-up with the new
 * skill points spent, as the command line's level-up does. Seeded, so every run does the same work.
 */
export function levelUpTo(system: AnySystem, progression: ProgressionDef<unknown>, kind: string, seed: number, toLevel = progression.maxLevel): CharacterDocument {
  const rng = createSeededRandom(seed);
  let doc = system.quick(rng, { id: `bench-${kind}`, now: NOW, variant: kind });
  for (let level = (system.card(doc).level ?? 1) + 1; level <= toLevel; level++) {
    const need = progression.xpForLevel(doc, level);
    if (need === null) throw new Error(`${kind} has no XP threshold for level ${level}`);
    doc = progression.grantXp(doc, need, `the level-${level} threshold`, NOW);
    doc = progression.advance(doc, rng, { now: NOW }).doc;
  }
  return doc;
}

/** Measures the engine. `batch` characters per sample for the rate. */
export async function benchEngine(repeat: Repeat, batch = 2000): Promise<EngineFigures> {
  const { system, progression } = await benchSystem();
  const charactersPerSecond = await medianOf(repeat, () => {
    const { ms, docs } = generateBatch(system, batch);
    assertValid(system, docs);
    return (batch * 1000) / ms;
  });
  const levelUpAllMs = await medianOf(repeat, () =>
    timeMs(() => {
      system.quickVariants.forEach((kind, i) => {
        const doc = levelUpTo(system, progression, kind.id, 1000 + i);
        const level = system.card(doc).level;
        if (level !== progression.maxLevel) throw new Error(`${kind.id} stopped at level ${level ?? '?'}`);
      });
    }),
  );
  return { charactersPerSecond, levelUpAllMs };
}
