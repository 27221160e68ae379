/**
 * Putting a game system's payload right on import. A system's `checkShape` reports each problem in words; a problem
 * that can be mended without losing what the player wrote (a number outside its range, a fraction where a whole
 * number belongs, an unknown field, a repeated item id) carries a repair. The importer applies the repairs and
 * reports each in a sentence, or refuses the file in a sentence naming the first problem that has none.
 */
import type { RuleViolation, ShapeRepair, SystemDefinition } from '../systems/types';

/** The payload put right with a sentence per repair, or the first problem that could not be repaired. */
export type ShapeOutcome = { readonly ok: true; readonly data: unknown; readonly notes: string[] } | { readonly ok: false; readonly problem: RuleViolation };

/**
 * Repairs feed the next check (a score is only checked against its adjustment once both are sound), so checking
 * runs again after each round. A handful of rounds is plenty; more means a system whose repairs do not converge.
 */
const MAX_ROUNDS = 6;

/** Repairs listed one by one in the report; any more are counted in one line, so a report stays readable. */
const MAX_NOTES = 20;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The repair a problem carries, when it has a usable one (a path into the payload, never the payload itself). */
export function repairOf(problem: RuleViolation): ShapeRepair | undefined {
  const repair = problem.repair;
  return repair && repair.at.length > 0 ? repair : undefined;
}

/**
 * Applies one repair in place to a payload the caller owns (a fresh copy). Returns false when the path does not lead
 * to a field or list entry (the repair does not fit this payload). Fields are defined, never assigned, so a key such
 * as "__proto__" stays a plain field.
 */
export function applyRepairInPlace(root: unknown, repair: ShapeRepair): boolean {
  let parent = root;
  for (const key of repair.at.slice(0, -1)) {
    if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) parent = parent[key];
    else if (isRecord(parent) && typeof key === 'string' && Object.hasOwn(parent, key)) parent = parent[key];
    else return false;
  }
  const last = repair.at[repair.at.length - 1];
  if (Array.isArray(parent) && typeof last === 'number' && last < parent.length && repair.kind === 'set') {
    parent[last] = repair.value;
    return true;
  }
  if (!isRecord(parent) || typeof last !== 'string' || !Object.hasOwn(parent, last)) return false;
  if (repair.kind === 'drop') delete parent[last];
  else Object.defineProperty(parent, last, { value: repair.value, writable: true, enumerable: true, configurable: true });
  return true;
}

/** The system's problems with `data`, a crash inside the check turned into a problem in words. */
function problemsOf(system: SystemDefinition, data: unknown): readonly RuleViolation[] {
  try {
    return system.checkShape(data);
  } catch (error) {
    return [{ path: '', message: `the game system could not read it (${error instanceof Error ? error.message : String(error)})` }];
  }
}

/**
 * Checks a payload with its system and applies every repair the problems carry, round after round, until the
 * payload is sound. Refuses (ok: false) on the first problem without a repair, or when repairs do not settle.
 */
export function repairShape(system: SystemDefinition, data: unknown): ShapeOutcome {
  let current = data;
  const notes: string[] = [];
  let unlisted = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const problems = problemsOf(system, current);
    if (problems.length === 0) break;
    const unrepairable = problems.find((p) => repairOf(p) === undefined);
    if (unrepairable) return { ok: false, problem: unrepairable };
    // One copy per round, then every repair in place: a payload with thousands of unknown fields stays linear.
    const copy = structuredClone(current);
    for (const problem of problems) {
      const repair = repairOf(problem);
      if (!repair || !applyRepairInPlace(copy, repair)) return { ok: false, problem };
      if (notes.length < MAX_NOTES) notes.push(repair.note);
      else unlisted++;
    }
    current = copy;
  }
  const left = problemsOf(system, current)[0];
  if (left) return { ok: false, problem: left };
  if (unlisted > 0) notes.push(`${unlisted} more damaged value${unlisted === 1 ? ' was' : 's were'} also repaired.`);
  return { ok: true, data: current, notes };
}
