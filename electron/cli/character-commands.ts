/** `new`, `validate`: characters from the command line. */
import { createSeededRandom, createSystemRandom } from '../../core/dice';
import { quickCharacter } from '../../core/systems/dark-dungeons/rules/quick';
import { CLASS_IDS } from '../../core/systems/dark-dungeons/data/classes';
import type { ClassId } from '../../core/systems/dark-dungeons/data/types';
import { getSystem } from '../../core/systems/registry';
import { canonicalJson } from '../../core/documents/canonical-json';
import { CliError, optionInt, optionString, parseArgs } from './args';
import { loadCharacter } from './files';

/** A stable id from a seed, so `new --seed n` gives the same character each time. */
function seededId(seed: number): string {
  const rng = createSeededRandom(seed ^ 0x5eed);
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `new dark-dungeons [--class <id>] [--seed <n>]`: a complete valid level-1 character. */
export function newCommand(argv: readonly string[]): unknown {
  const args = parseArgs(argv, ['json', 'class', 'seed'], ['class', 'seed']);
  if (args.positional[0] !== 'dark-dungeons') throw new CliError(args.positional[0] ? `Unknown game system "${args.positional[0]}"; known: dark-dungeons.` : 'Name a game system: dark-dungeons.');
  const cls = optionString(args, 'class');
  if (cls !== undefined && !(CLASS_IDS as readonly string[]).includes(cls)) throw new CliError(`Unknown class "${cls}"; classes: ${CLASS_IDS.join(', ')}.`);
  const seed = optionInt(args, 'seed', 0, Number.MAX_SAFE_INTEGER);
  const rng = seed === undefined ? createSystemRandom() : createSeededRandom(seed);
  const id = seed === undefined ? globalThis.crypto.randomUUID() : seededId(seed);
  return quickCharacter(rng, { id, now: new Date().toISOString(), ...(cls ? { classId: cls as ClassId } : {}) });
}

/** `validate <file>`: each broken rule on its own line; exit 0 when none, 1 when some, 2 when not a character. */
export async function validateCommand(argv: readonly string[]): Promise<{ lines: string[]; status: number }> {
  const args = parseArgs(argv, ['json'], []);
  const { doc, report } = await loadCharacter(args.positional[0]);
  const system = getSystem(doc.system);
  if (!system) throw new CliError(`Unknown game system "${doc.system}".`);
  const problems = system.validate(doc);
  const lines = [...report.map((r) => `repaired: ${r}`), ...problems.map((p) => p.message)];
  if (args.options.has('json')) return { lines: [canonicalJson({ valid: problems.length === 0, problems, repairs: report }).trimEnd()], status: problems.length ? 1 : 0 };
  return { lines: problems.length === 0 ? [...lines, `${doc.name}: no rule broken.`] : lines, status: problems.length ? 1 : 0 };
}
