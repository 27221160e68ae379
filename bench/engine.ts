/**
 * Engine figures: how fast complete quick characters are made, and how long levelling every class from 1 to 36
 * through the level-up plan takes. Runs in this Node process on one core (the engine is synchronous).
 */
import { createSeededRandom, createSystemRandom } from '../core/dice';
import type { CharacterDocument } from '../core/documents/character';
import type { ClassId, DarkDungeonsData } from '../core/systems/dark-dungeons/character';
import { CLASS_IDS, CLASS_TABLES } from '../core/systems/dark-dungeons/data/classes';
import { MAX_LEVEL } from '../core/systems/dark-dungeons/data/experience';
import { applyLevelUp, applyXpAward, awardXp, findStep, planLevelUp } from '../core/systems/dark-dungeons/level-up';
import { quickCharacter } from '../core/systems/dark-dungeons/rules/quick';
import { validateCharacter } from '../core/systems/dark-dungeons/rules/validate';
import { medianOf, timeMs, type Repeat } from './stats';

/** The engine section of the report. */
export interface EngineFigures {
  /** Complete, valid random characters per second (median of batches). */
  readonly charactersPerSecond: number;
  /** Every class from level 1 to 36 through plan + apply (median of runs). */
  readonly levelUpAllMs: number;
}

const NOW = '2025-01-01T00:00:00.000Z';

/**
 * Makes `count` random quick characters with the app's own dice (system randomness, as "Make it" does). Each one is
 * validated afterwards, outside the timed part: the figure is the generator's speed, but an invalid character fails
 * the benchmark rather than being counted.
 */
function generateBatch(count: number): { ms: number; docs: CharacterDocument<DarkDungeonsData>[] } {
  const rng = createSystemRandom();
  const docs: CharacterDocument<DarkDungeonsData>[] = new Array<CharacterDocument<DarkDungeonsData>>(count);
  const start = performance.now();
  for (let i = 0; i < count; i++) docs[i] = quickCharacter(rng, { id: `bench-${i}`, now: NOW });
  return { ms: performance.now() - start, docs };
}

function assertValid(docs: readonly CharacterDocument<DarkDungeonsData>[]): void {
  for (const doc of docs) {
    const broken = validateCharacter(doc);
    if (broken.length > 0) throw new Error(`quickCharacter made an invalid ${doc.data.classId ?? '?'}: ${broken[0]!.message}`);
  }
}

/**
 * One character of `classId` levelled from 1 to `toLevel` (36 unless told): each level is an XP award of exactly what the next level needs
 * (as XP from a spell, so no bonus arithmetic shifts it), then planLevelUp + applyLevelUp with the new skill points
 * spent, as the level-up screen does. Seeded, so every run does the same work.
 */
export function levelUpTo(classId: ClassId, seed: number, toLevel = MAX_LEVEL): CharacterDocument<DarkDungeonsData> {
  const rng = createSeededRandom(seed);
  let doc = quickCharacter(rng, { id: `bench-${classId}`, now: NOW, classId });
  const skill = doc.data.skills[0];
  const table = CLASS_TABLES[classId];
  while (doc.data.level < toLevel) {
    const needed = table.levels[doc.data.level]!.xp - doc.data.xp;
    doc = applyXpAward(doc, awardXp(doc, needed, 'spell'), NOW);
    const plan = planLevelUp(doc, rng);
    const gained = findStep(plan, 'skill-points')?.gained ?? 0;
    // New points go to a skill the character already has, which is always allowed.
    const skills = gained > 0 && skill ? [{ skillId: skill.skillId, specialty: skill.specialty, points: gained }] : [];
    doc = applyLevelUp(doc, plan, { skills }, NOW);
  }
  return doc;
}

/** Measures the engine. `batch` characters per sample for the rate. */
export async function benchEngine(repeat: Repeat, batch = 2000): Promise<EngineFigures> {
  const charactersPerSecond = await medianOf(repeat, () => {
    const { ms, docs } = generateBatch(batch);
    assertValid(docs);
    return (batch * 1000) / ms;
  });
  const levelUpAllMs = await medianOf(repeat, () =>
    timeMs(() => {
      CLASS_IDS.forEach((classId, i) => {
        const doc = levelUpTo(classId, 1000 + i);
        if (doc.data.level !== MAX_LEVEL) throw new Error(`${classId} stopped at level ${doc.data.level}`);
      });
    }),
  );
  return { charactersPerSecond, levelUpAllMs };
}
