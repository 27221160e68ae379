/** `new`, `validate`: characters of any system from the command line. */
import { createSeededRandom, createSystemRandom } from '../../core/dice';
import { loadSystem } from '../../core/systems/registry';
import { canonicalJson } from '../../core/documents/canonical-json';
import { CliError, optionInt, optionString, parseArgs } from './args';
import { loadCharacter, nowIso } from './files';
import { requireSystem } from './rules-commands';

/** A stable id from a seed, so `new --seed n` gives the same character each time. */
function seededId(seed: number): string {
  const rng = createSeededRandom(seed ^ 0x5eed);
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `new <system> [--kind <id>] [--seed <n>]`: a complete valid character. `--class` is the same as `--kind` (the
 * kinds of a system with classes are its classes). The clock follows SOURCE_DATE_EPOCH, so a seed gives identical bytes.
 */
export async function newCommand(argv: readonly string[]): Promise<unknown> {
  const args = parseArgs(argv, ['json', 'class', 'kind', 'seed'], ['class', 'kind', 'seed']);
  const system = await requireSystem(args.positional[0]);
  const kind = optionString(args, 'kind') ?? optionString(args, 'class');
  if (kind !== undefined && !system.quickVariants.some((v) => v.id === kind)) {
    const kinds = system.quickVariants.map((v) => v.id).join(', ');
    throw new CliError(kinds ? `Unknown kind "${kind}" for ${system.name}; kinds: ${kinds}.` : `${system.name} has no kinds of character to choose from.`);
  }
  const seed = optionInt(args, 'seed', 0, Number.MAX_SAFE_INTEGER);
  const rng = seed === undefined ? createSystemRandom() : createSeededRandom(seed);
  const id = seed === undefined ? globalThis.crypto.randomUUID() : seededId(seed);
  try {
    return system.quick(rng, { id, now: nowIso(), ...(kind ? { variant: kind } : {}) });
  } catch (error) {
    if (error instanceof RangeError) throw new CliError(error.message);
    throw error;
  }
}

/** `validate <file>`: each broken rule on its own line; exit 0 when none, 1 when some, 2 when not a character. */
export async function validateCommand(argv: readonly string[]): Promise<{ lines: string[]; status: number; notes: string[] }> {
  const args = parseArgs(argv, ['json'], []);
  const { doc, report } = await loadCharacter(args.positional[0]);
  const system = await loadSystem(doc.system);
  if (!system) throw new CliError(`Unknown game system "${doc.system}".`);
  const problems = system.validate(doc);
  // XP enough for the next level is a level-up waiting, not a rule broken: said on stderr as a note, exit status kept.
  const levelUpWaiting = system.progression?.levelUpReady(doc) ?? false;
  const notes = levelUpWaiting ? [`level-up waiting: ${doc.name} has the XP for the next level (not a rule broken).`] : [];
  const lines = [...report.map((r) => `repaired: ${r}`), ...problems.map((p) => p.message)];
  if (args.options.has('json')) return { lines: [canonicalJson({ valid: problems.length === 0, problems, repairs: report, levelUpWaiting }).trimEnd()], status: problems.length ? 1 : 0, notes };
  return { lines: problems.length === 0 ? [...lines, `${doc.name}: no rule broken.`] : lines, status: problems.length ? 1 : 0, notes };
}
