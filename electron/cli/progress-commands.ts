/**
 * `xp`, `level-up`: a character's progress from the command line, through the system's own progression (the same
 * code the app uses), so the numbers and history entries are the app's.
 */
import { createSeededRandom, createSystemRandom } from '../../core/dice';
import type { CharacterDocument } from '../../core/documents/character';
import { exportCharacter } from '../../core/documents/import';
import { loadSystem } from '../../core/systems/registry';
import type { AnySystem, ProgressionDef, XpAwardReport } from '../../core/systems/types';
import { formatNumber as n } from '../../core/text/format';
import { CliError, optionInt, optionString, parseArgs } from './args';
import { checkOutputTarget, loadCharacter, nowIso, writeOutput } from './files';

/** What a command prints: stdout lines, an exit status, and notes for stderr (warnings that are not errors). */
export interface CommandOutput {
  readonly lines: string[];
  readonly status: number;
  readonly notes?: readonly string[];
}

/** The JSON `xp --json` prints: the award as worked out, and whether the file was rewritten. */
export interface XpReport extends XpAwardReport {
  /** The file written with --write, or null. */
  readonly written: string | null;
}

/** Runs a progression call, turning its refusals (RangeError sentences) into one-line CLI errors. */
function engine<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RangeError) throw new CliError(error.message);
    throw error;
  }
}

/** Loads a character whose system has experience and levels. */
async function loadProgressing(path: string | undefined): Promise<{ doc: CharacterDocument; system: AnySystem; progression: ProgressionDef<unknown>; report: readonly string[] }> {
  const { doc, report } = await loadCharacter(path);
  const system = await loadSystem(doc.system);
  if (!system) throw new CliError(`Unknown game system "${doc.system}".`);
  if (!system.progression) throw new CliError(`${system.name} has no experience or levels in its rules, so there is nothing to award.`);
  return { doc, system, progression: system.progression, report };
}

/** Parses `--award`: a whole number; the engine's own checks give the sentences for negative and too large. */
function parseAward(raw: string | undefined): number {
  if (raw === undefined) throw new CliError('Give the award: --award <XP>, a whole number.');
  if (!/^-?\d+$/.test(raw.trim())) throw new CliError(`--award must be a whole number of XP, got "${raw}".`);
  const value = Number(raw.trim());
  if (value < 0) throw new CliError(`An XP award cannot be negative (${n(value)}); experience is only lost through energy drain.`);
  return value;
}

/** The award in one line of words, for the plain (non-JSON) output. */
function awardLine(name: string, award: XpAwardReport): string {
  const ready = award.readyLevel !== null ? ` Level ${award.readyLevel} is ready: run level-up.` : '';
  const why = award.bonusExplanation ? ` (${award.bonusExplanation})` : '';
  return `${name}: ${award.arithmetic} XP${why}; total ${n(award.totalXp)}.${ready}`;
}

/** `xp <file> --award <n> [--json] [--write]`: the award with the system's bonus; --write saves it. */
export async function xpCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseArgs(argv, ['json', 'write', 'award'], ['award']);
  if (args.positional.length > 1) throw new CliError(`xp takes one character file; got ${args.positional.length}.`);
  const base = parseAward(optionString(args, 'award'));
  const path = args.positional[0];
  const { doc, progression, report } = await loadProgressing(path);
  const award = engine(() => progression.planAward(doc, base));
  let written: string | null = null;
  if (args.options.has('write') && path) {
    const next = engine(() => progression.applyAward(doc, award, nowIso()));
    await writeOutput(path, exportCharacter(next));
    written = path;
  }
  const notes = report.map((r) => `repaired: ${r}`);
  if (args.options.has('json')) {
    const out: XpReport = { ...award, written };
    return { lines: [JSON.stringify(out, null, 2)], status: 0, notes };
  }
  const lines = [awardLine(doc.name, award)];
  lines.push(written ? `Wrote ${written}.` : 'Nothing written: add --write to save the award to the file.');
  return { lines, status: 0, notes };
}

/**
 * `level-up <file> [--seed <n>] [--to <level>] [--force] [--json] [-o <out>]`: the character after levelling.
 * Without --to one level, refused when XP is short unless --force; with --to the XP is raised to that level's
 * threshold (a GM ruling in the history) and each level is gained in turn.
 */
export async function levelUpCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseArgs(argv, ['json', 'seed', 'to', 'force', 'o'], ['seed', 'to', 'o']);
  if (args.positional.length > 1) throw new CliError(`level-up takes one character file; got ${args.positional.length}.`);
  const seed = optionInt(args, 'seed', 0, Number.MAX_SAFE_INTEGER);
  const out = optionString(args, 'o');
  // Before any work: -o may only replace a character file.
  if (out !== undefined) await checkOutputTarget(out, 'character', 'level-up');
  const { doc: loaded, system, progression, report } = await loadProgressing(args.positional[0]);
  const to = optionInt(args, 'to', 2, progression.maxLevel);
  const notes = report.map((r) => `repaired: ${r}`);
  const rng = seed === undefined ? createSystemRandom() : createSeededRandom(seed);
  const now = nowIso();
  const levelOf = (d: CharacterDocument) => system.card(d).level ?? 1;
  const from = levelOf(loaded);
  let doc = loaded;

  if (to === undefined) {
    const need = progression.xpForLevel(doc, from + 1);
    const xp = system.card(doc).xp?.current ?? 0;
    if (need !== null && xp < need && !args.options.has('force')) {
      throw new CliError(`XP ${n(xp)} is below the ${n(need)} level ${from + 1} needs; award XP first or use --force.`);
    }
    const gained = engine(() => progression.advance(doc, rng, { now, force: args.options.has('force') }));
    doc = gained.doc;
    notes.push(...gained.notes);
  } else {
    if (to <= from) throw new CliError(`The character is already level ${from}; --to must be above it (up to ${progression.maxLevel}).`);
    const need = progression.xpForLevel(doc, to);
    if (need !== null && (system.card(doc).xp?.current ?? 0) < need) {
      doc = engine(() => progression.grantXp(doc, need, `the level-${to} threshold (GM ruling: level-up --to ${to})`, now));
      notes.push(`XP raised to ${n(need)} for level ${to} (GM ruling, recorded in the history).`);
    }
    while (levelOf(doc) < to) {
      const gained = engine(() => progression.advance(doc, rng, { now }));
      doc = gained.doc;
      notes.push(...gained.notes);
    }
  }

  // The output must validate or say why not: anything left for the player is listed, not hidden.
  notes.push(...system.validate(doc).map((p) => `still to do: ${p.message}`));
  const text = exportCharacter(doc);
  const toLevel = levelOf(doc);
  if (out !== undefined) {
    await writeOutput(out, text);
    const summary = { written: out, name: doc.name, fromLevel: from, toLevel, xp: system.card(doc).xp?.current ?? null };
    return { lines: [args.options.has('json') ? JSON.stringify(summary, null, 2) : `Wrote ${out}: ${doc.name}, level ${from} → ${toLevel}.`], status: 0, notes };
  }
  return { lines: [text.trimEnd()], status: 0, notes };
}
