/**
 * Experience and levels as commands: an XP award, a GM's ruling on XP, one level up without a person to ask, and the
 * undos of the last award and the last level-up. The system's progression works each out and writes its typed entry
 * (with what an undo needs); these commands hand that to the write path, which stamps the fields it changed.
 */
import type { ProgressionDef, XpAwardReport } from '../systems/types';
import type { Command, CommandContext } from './command';
import type { Problem } from './write';

/** The system's progression, or the sentence for a system without experience. */
export function progressionOf(ctx: CommandContext): ProgressionDef<unknown> | Problem {
  return ctx.system.progression ?? { problem: `${ctx.system.name} has no experience or levels in its text.` };
}

/** Applies an award worked out by the system's `planAward` (its arithmetic shown first). */
export const awardXp: Command<unknown, { readonly award: XpAwardReport }> = (doc, input, ctx) => {
  const p = progressionOf(ctx);
  if ('problem' in p) return p;
  return { recorded: p.applyAward(doc, input.award, ctx.now) };
};

/** Raises XP to a figure as a GM ruling, with no bonus; `why` says what for. */
export const grantXp: Command<unknown, { readonly xp: number; readonly why: string }> = (doc, input, ctx) => {
  const p = progressionOf(ctx);
  if ('problem' in p) return p;
  return { recorded: p.grantXp(doc, input.xp, input.why, ctx.now) };
};

/** One level up with the simplest legal choices (quick NPCs, the command line); what is left is in the notices. */
export const advanceLevel: Command<unknown, { readonly force?: boolean }> = (doc, input, ctx) => {
  const p = progressionOf(ctx);
  if ('problem' in p) return p;
  const gained = p.advance(doc, ctx.rng, { now: ctx.now, ...(input.force ? { force: true } : {}) });
  return { recorded: gained.doc, notices: gained.notes };
};

/** Takes back the last level-up (and the trainings after it), keeping every later unrelated change. */
export const undoLevelUp: Command<unknown, Record<string, never>> = (doc, _input, ctx) => {
  const p = progressionOf(ctx);
  if ('problem' in p) return p;
  const check = p.checkUndo(doc);
  if (!check.ok) return { problem: check.reason };
  return { recorded: p.undo(doc, ctx.now) };
};

/** Takes back the XP the last award added, keeping every other change since. */
export const undoAward: Command<unknown, Record<string, never>> = (doc, _input, ctx) => {
  const p = progressionOf(ctx);
  if ('problem' in p) return p;
  const check = p.checkUndoAward(doc);
  if (!check.ok) return { problem: check.reason };
  return { recorded: p.undoAward(doc, ctx.now) };
};
