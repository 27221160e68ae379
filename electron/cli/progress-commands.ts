/**
 * `xp`, `level-up`: a character's progress from the command line, through the same level-up engine the app uses
 * (core/systems/dark-dungeons/level-up), so the numbers and history entries are the app's.
 */
import { createSeededRandom, createSystemRandom, type RandomSource } from '../../core/dice';
import type { CharacterDocument } from '../../core/documents/character';
import { exportCharacter } from '../../core/documents/import';
import type { DarkDungeonsData, SkillChoice } from '../../core/systems/dark-dungeons/character';
import { CLASS_TABLES } from '../../core/systems/dark-dungeons/data/classes';
import { MAX_LEVEL } from '../../core/systems/dark-dungeons/data/experience';
import {
  LevelUpError,
  MAX_XP_AWARD,
  applyLevelUp,
  applyXpAward,
  awardXp,
  findStep,
  planLevelUp,
  withHistory,
  type XpAward,
} from '../../core/systems/dark-dungeons/level-up';
import { getSystem } from '../../core/systems/registry';
import { CliError, optionInt, optionString, parseArgs } from './args';
import { loadCharacter, nowIso, writeOutput } from './files';

/** What a command prints: stdout lines, an exit status, and notes for stderr (warnings that are not errors). */
export interface CommandOutput {
  readonly lines: string[];
  readonly status: number;
  readonly notes?: readonly string[];
}

/** The JSON `xp --json` prints: the award as worked out, and whether the file was rewritten. */
export interface XpReport {
  readonly base: number;
  readonly bonusPercent: number;
  readonly bonusExplanation: string;
  readonly awarded: number;
  /** e.g. "1,000 × 1.10 = 1,100". */
  readonly arithmetic: string;
  readonly fromXp: number;
  readonly totalXp: number;
  readonly capped: boolean;
  readonly capExplanation: string;
  readonly levelReady: boolean;
  readonly readyLevel: number | null;
  /** The file written with --write, or null. */
  readonly written: string | null;
}

function n(value: number): string {
  return value.toLocaleString('en-US');
}

/** Runs an engine call, turning its refusals (LevelUpError, RangeError) into one-line CLI errors. */
function engine<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof LevelUpError || error instanceof RangeError) throw new CliError(error.message);
    throw error;
  }
}

/** Loads a character the Dark Dungeons level-up engine can work on. */
async function loadDarkDungeons(path: string | undefined): Promise<{ doc: CharacterDocument<DarkDungeonsData>; report: readonly string[] }> {
  const { doc, report } = await loadCharacter(path);
  if (doc.system !== 'dark-dungeons') throw new CliError(`${path ?? ''}: XP and levels are only worked out for Dark Dungeons characters, not "${doc.system}".`);
  return { doc: doc as CharacterDocument<DarkDungeonsData>, report };
}

/** Parses `--award`: a whole number; the engine's own checks give the sentences for negative and too large. */
function parseAward(raw: string | undefined): number {
  if (raw === undefined) throw new CliError('Give the award: --award <XP>, a whole number.');
  if (!/^-?\d+$/.test(raw.trim())) throw new CliError(`--award must be a whole number of XP, got "${raw}".`);
  const value = Number(raw.trim());
  // Checked here as well as in awardXp so a huge figure is refused before the file is even read.
  if (value > MAX_XP_AWARD) throw new CliError(`An award of ${n(value)} XP is more than ${n(MAX_XP_AWARD)}, which no table needs; check the figure.`);
  if (value < 0) throw new CliError(`An XP award cannot be negative (${n(value)}); experience is only lost through energy drain.`);
  return value;
}

/** The award in one line of words, for the plain (non-JSON) output. */
function awardLine(name: string, award: XpAward): string {
  const cap = award.capped ? ` ${award.capExplanation}` : '';
  const ready = award.readyLevel !== null ? ` Level ${award.readyLevel} is ready: run level-up.` : '';
  return `${name}: ${award.arithmetic} XP (${award.bonusExplanation}); total ${n(award.totalXp)}.${cap}${ready}`;
}

/** `xp <file> --award <n> [--json] [--write]`: the award with the prime-requisite bonus; --write saves it. */
export async function xpCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseArgs(argv, ['json', 'write', 'award'], ['award']);
  if (args.positional.length > 1) throw new CliError(`xp takes one character file; got ${args.positional.length}.`);
  const base = parseAward(optionString(args, 'award'));
  const path = args.positional[0];
  const { doc, report } = await loadDarkDungeons(path);
  const award = engine(() => awardXp(doc, base));
  let written: string | null = null;
  if (args.options.has('write') && path) {
    const next = engine(() => applyXpAward(doc, award, nowIso()));
    await writeOutput(path, exportCharacter(next));
    written = path;
  }
  const notes = report.map((r) => `repaired: ${r}`);
  if (args.options.has('json')) {
    const out: XpReport = {
      base: award.base,
      bonusPercent: award.bonusPercent,
      bonusExplanation: award.bonusExplanation,
      awarded: award.awarded,
      arithmetic: award.arithmetic,
      fromXp: award.fromXp,
      totalXp: award.totalXp,
      capped: award.capped,
      capExplanation: award.capExplanation,
      levelReady: award.levelReady,
      readyLevel: award.readyLevel,
      written,
    };
    return { lines: [JSON.stringify(out, null, 2)], status: 0, notes };
  }
  const lines = [awardLine(doc.name, award)];
  lines.push(written ? `Wrote ${written}.` : 'Nothing written: add --write to save the award to the file.');
  return { lines, status: 0, notes };
}

/**
 * New skill points spent on the skills the character already has, one point at a time to the skill with the fewest
 * points (the first listed on a tie): a round-robin that evens the skills out and needs no memory between runs.
 * Returns no choices when the character has no skill to add to.
 */
export function spreadSkillPoints(existing: readonly SkillChoice[], points: number): SkillChoice[] {
  if (existing.length === 0 || points <= 0) return [];
  const totals = existing.map((s) => s.points);
  const added = existing.map(() => 0);
  for (let p = 0; p < points; p++) {
    let best = 0;
    for (let i = 1; i < totals.length; i++) if ((totals[i] ?? 0) < (totals[best] ?? 0)) best = i;
    totals[best] = (totals[best] ?? 0) + 1;
    added[best] = (added[best] ?? 0) + 1;
  }
  return existing.flatMap((s, i) => ((added[i] ?? 0) > 0 ? [{ skillId: s.skillId, specialty: s.specialty, points: added[i] ?? 0 }] : []));
}

/** One level gained with the CLI's automatic choices, and the notes about what was left for the player. */
function gainLevel(doc: CharacterDocument<DarkDungeonsData>, rng: RandomSource, force: boolean, now: string): { doc: CharacterDocument<DarkDungeonsData>; notes: string[] } {
  const plan = engine(() => planLevelUp(doc, rng, { force }));
  const notes: string[] = [];
  const gained = findStep(plan, 'skill-points')?.gained ?? 0;
  const skills = spreadSkillPoints(doc.data.skills, gained);
  if (gained > 0 && skills.length === 0) notes.push(`Level ${plan.toLevel}: ${gained} new skill point${gained === 1 ? ' was' : 's were'} left unspent (the character has no skill to add to); spend ${gained === 1 ? 'it' : 'them'} in the app.`);
  if (skills.length > 0) notes.push(`Level ${plan.toLevel}: new skill points spent on ${skills.map((s) => `${s.skillId}${s.specialty ? ` (${s.specialty})` : ''} +${s.points}`).join(', ')}.`);
  for (const step of plan.steps) {
    if (step.kind === 'vow-offer') notes.push(`Level ${plan.toLevel}: ${step.vow} vows are offered but not taken; take them in the app if wanted.`);
    if (step.kind === 'weapon-feat-slot') notes.push(`Level ${plan.toLevel}: ${step.gained} weapon feat${step.gained === 1 ? '' : 's'} banked for training (${step.banked} unspent).`);
  }
  return { doc: engine(() => applyLevelUp(doc, plan, { skills }, now)), notes };
}

/**
 * Raises XP to the threshold of `level` as a GM ruling, recorded as an 'xp' history entry, so the levels that follow
 * are earned by the table and their history entries need no ruling of their own. Unchanged when XP already suffices.
 */
function raiseXpTo(doc: CharacterDocument<DarkDungeonsData>, level: number, now: string): CharacterDocument<DarkDungeonsData> {
  const classId = doc.data.classId;
  if (!classId) return doc; // planLevelUp refuses it with the engine's own sentence
  const need = CLASS_TABLES[classId].levels[level - 1]?.xp ?? 0;
  if (doc.data.xp >= need) return doc;
  const summary = `XP raised from ${n(doc.data.xp)} to ${n(need)}, the level-${level} threshold (GM ruling: level-up --to ${level})`;
  return withHistory(doc, { ...doc.data, xp: need }, { kind: 'xp', summary, dice: [], at: now });
}

/**
 * `level-up <file> [--seed <n>] [--to <level>] [--force] [--json] [-o <out>]`: the character after levelling.
 * Without --to one level, refused when XP is short unless --force; with --to the XP is raised to that level's
 * threshold (a GM ruling in the history) and each level is planned and applied in turn.
 */
export async function levelUpCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseArgs(argv, ['json', 'seed', 'to', 'force', 'o'], ['seed', 'to', 'o']);
  if (args.positional.length > 1) throw new CliError(`level-up takes one character file; got ${args.positional.length}.`);
  const seed = optionInt(args, 'seed', 0, Number.MAX_SAFE_INTEGER);
  const to = optionInt(args, 'to', 2, MAX_LEVEL);
  const out = optionString(args, 'o');
  const { doc: loaded, report } = await loadDarkDungeons(args.positional[0]);
  const notes = report.map((r) => `repaired: ${r}`);
  const rng = seed === undefined ? createSystemRandom() : createSeededRandom(seed);
  const now = nowIso();
  const from = loaded.data.level;
  let doc = loaded;

  if (to === undefined) {
    const classId = doc.data.classId;
    const next = classId ? CLASS_TABLES[classId].levels[from] : undefined;
    if (next && doc.data.xp < next.xp && !args.options.has('force')) {
      throw new CliError(`XP ${n(doc.data.xp)} is below the ${n(next.xp)} level ${next.level} needs; award XP first or use --force.`);
    }
    const gained = gainLevel(doc, rng, args.options.has('force'), now);
    doc = gained.doc;
    notes.push(...gained.notes);
  } else {
    if (to <= from) throw new CliError(`The character is already level ${from}; --to must be above it (up to ${MAX_LEVEL}).`);
    doc = raiseXpTo(doc, to, now);
    if (doc !== loaded) notes.push(`XP raised to ${n(doc.data.xp)} for level ${to} (GM ruling, recorded in the history).`);
    while (doc.data.level < to) {
      const gained = gainLevel(doc, rng, false, now);
      doc = gained.doc;
      notes.push(...gained.notes);
    }
  }

  // The output must validate or say why not: anything left for the player is listed, not hidden.
  const problems = getSystem(doc.system)?.validate(doc) ?? [];
  notes.push(...problems.map((p) => `still to do: ${p.message}`));
  const text = exportCharacter(doc);
  if (out !== undefined) {
    await writeOutput(out, text);
    const summary = { written: out, name: doc.name, fromLevel: from, toLevel: doc.data.level, xp: doc.data.xp };
    return { lines: [args.options.has('json') ? JSON.stringify(summary, null, 2) : `Wrote ${out}: ${doc.name}, level ${from} → ${doc.data.level}.`], status: 0, notes };
  }
  return { lines: [text.trimEnd()], status: 0, notes };
}
