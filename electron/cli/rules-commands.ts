/**
 * `rules <system> <table> [<id>] [--flag value]` and `rolls <system> --check …`: a system's tables as JSON for GMs and
 * scripts, through the system seam (each system lists its tables and checks its own flags).
 */
import { listSystems, loadSystem } from '../../core/systems/registry';
import type { AnySystem } from '../../core/systems/types';
import { CliError, optionString, parseArgs } from './args';

/** The system named on the command line, loaded; a CliError naming the known ones otherwise. */
export async function requireSystem(id: string | undefined): Promise<AnySystem> {
  const known = listSystems().map((s) => s.id).join(', ');
  if (!id) throw new CliError(`Name a game system: ${known}.`);
  const system = await loadSystem(id);
  if (!system) throw new CliError(`Unknown game system "${id}"; known: ${known}.`);
  return system;
}

/** Runs a table's query, turning its RangeError refusals into one-line CLI errors. */
function query(system: AnySystem, tableId: string | undefined, flags: Record<string, string>): unknown {
  const table = system.tables.find((t) => t.id === tableId);
  if (!table) throw new CliError(`Unknown table "${tableId ?? ''}" for ${system.name}; tables: ${system.tables.map((t) => t.id).join(', ')}.`);
  try {
    return table.query(flags);
  } catch (error) {
    if (error instanceof RangeError) throw new CliError(error.message);
    throw error;
  }
}

/** `rules <system> [<table> [<id>] [--flag value...]]`; without a table, the list of tables with their flags. */
export async function rulesCommand(argv: readonly string[]): Promise<unknown> {
  // Flags are known only once the system and table are: read them loosely first, then check them against the table.
  const system = await requireSystem(argv[0]);
  const tableId = argv[1];
  if (tableId === undefined || tableId === '--json') {
    return system.tables.map((t) => ({ id: t.id, title: t.title, citation: t.citation, flags: t.flags.map((f) => `--${f.name}${f.required ? '' : ' (optional)'}: ${f.help}`) }));
  }
  const table = system.tables.find((t) => t.id === tableId);
  const names = table?.flags.map((f) => f.name) ?? [];
  const args = parseArgs(argv.slice(2), ['json', ...names], names);
  const flags: Record<string, string> = {};
  for (const name of names) {
    const value = optionString(args, name);
    if (value !== undefined) flags[name] = value;
  }
  // One positional word stands for the table's "id" flag: `rules dark-dungeons class thief --level 10`.
  const [id, ...extra] = args.positional;
  if (extra.length > 0) throw new CliError(`Unexpected "${extra.join(' ')}".`);
  if (id !== undefined) {
    if (!names.includes('id')) throw new CliError(`The ${tableId} table takes no name; got "${id}".`);
    flags['id'] = id;
  }
  return query(system, tableId, flags);
}

/** `rolls <system> --check a,b,c,…`: the system's reroll check on typed scores (its `reroll-check` table). */
export async function rollsCommand(argv: readonly string[]): Promise<unknown> {
  const args = parseArgs(argv, ['json', 'check'], ['check']);
  const system = await requireSystem(args.positional[0]);
  const check = optionString(args, 'check');
  if (!system.tables.some((t) => t.id === 'reroll-check')) throw new CliError(`${system.name} has no reroll rule to check.`);
  if (!check) throw new CliError('Give --check with the scores in order, e.g. --check 8,9,9,6,6,12.');
  return query(system, 'reroll-check', { scores: check });
}
