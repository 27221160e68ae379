/**
 * Dark Dungeons' experience and levels through the system seam: awards (supplement §4/§11), party awards, the
 * automatic level-up used by the command line, quick NPCs and samples, and the undo of the last level-up and of the
 * last XP award.
 */
import { darkDungeonsAwards } from './awards';
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { XpPayload } from '../../documents/history';
import type { ProgressionDef, UndoReport, XpAwardReport } from '../types';
import { formatNumber } from '../../text/format';
import type { DarkDungeonsData, SkillChoice } from './character';
import { CLASS_TABLES } from './data/classes';
import { MAX_LEVEL } from './data/experience';
import { maxHitPoints } from './rules/creation';
import {
  LevelUpError,
  applyLevelUp,
  applyPartyAward,
  applyXpAward,
  awardXp,
  checkUndoLastLevelUp,
  checkUndoXp,
  describeXp,
  findStep,
  levelUpReady,
  planLevelUp,
  planPartyAward,
  undoLastLevelUp,
  undoXpAward,
  withHistory,
} from './level-up';

type Doc = CharacterDocument<DarkDungeonsData>;

/** Runs an engine call, turning its refusals into RangeErrors with the engine's sentence (what callers show). */
function engine<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof LevelUpError) throw new RangeError(error.message);
    throw error;
  }
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

/** One level with the simplest legal choices, and notes on what is left for the player. */
function advance(doc: Doc, rng: RandomSource, options: { readonly now: string; readonly force?: boolean }): { doc: Doc; notes: string[] } {
  const plan = engine(() => planLevelUp(doc, rng, { force: options.force ?? false }));
  const notes: string[] = [];
  const gained = findStep(plan, 'skill-points')?.gained ?? 0;
  const skills = spreadSkillPoints(doc.data.skills, gained);
  if (gained > 0 && skills.length === 0) notes.push(`Level ${plan.toLevel}: ${gained} new skill point${gained === 1 ? ' was' : 's were'} left unspent (the character has no skill to add to); spend ${gained === 1 ? 'it' : 'them'} in the app.`);
  if (skills.length > 0) notes.push(`Level ${plan.toLevel}: new skill points spent on ${skills.map((s) => `${s.skillId}${s.specialty ? ` (${s.specialty})` : ''} +${s.points}`).join(', ')}.`);
  for (const step of plan.steps) {
    if (step.kind === 'vow-offer') notes.push(`Level ${plan.toLevel}: ${step.vow} vows are offered but not taken; take them in the app if wanted.`);
    if (step.kind === 'weapon-feat-slot') notes.push(`Level ${plan.toLevel}: ${step.gained} weapon feat${step.gained === 1 ? '' : 's'} banked for training (${step.banked} unspent).`);
  }
  return { doc: engine(() => applyLevelUp(doc, plan, { skills }, options.now)), notes };
}

function xpForLevel(doc: Doc, level: number): number | null {
  const classId = doc.data.classId;
  if (!classId) return null;
  return CLASS_TABLES[classId].levels[level - 1]?.xp ?? null;
}

/** The undo's confirmation in player words: what comes back, what is kept. */
function checkUndo(doc: Doc): UndoReport {
  const check = checkUndoLastLevelUp(doc);
  if (!check.ok) return check;
  const r = check.restored;
  const parts = [`back to level ${r.level} with ${maxHitPoints(r.hitPoints.rolls)} hit points at most`];
  if (check.xpKept > 0) parts.push(`the ${formatNumber(check.xpKept)} XP awarded since is kept`);
  if (check.alsoUndone.length) parts.push(`the training after it is undone too (${check.alsoUndone.join('; ')})`);
  return { ok: true, summary: `Undo “${check.entry.summary}”: ${parts.join('; ')}.` };
}

/** The XP award undo's confirmation in player words. */
function checkUndoAward(doc: Doc): UndoReport {
  const check = checkUndoXp(doc);
  if (!check.ok) return check;
  return { ok: true, summary: `Undo “${check.entry.summary}”: XP back to ${formatNumber(check.restored.xp)}; everything else stays as it is.` };
}

/** Raises XP to `xp` as a GM ruling recorded in the history (`level-up --to`). Unchanged when the XP is already there. */
function grantXp(doc: Doc, xp: number, why: string, now: string): Doc {
  if (!Number.isInteger(xp) || xp < 0) throw new RangeError(`XP must be a whole number of 0 or more, got ${String(xp)}.`);
  if (doc.data.xp >= xp) return doc;
  const added = xp - doc.data.xp;
  const payload: XpPayload = { source: 'ruling', from: doc.data.xp, to: xp, note: why };
  return withHistory(doc, { ...doc.data, xp }, { kind: 'xp', at: now, summary: describeXp(payload), dice: [], payload, undo: { add: { xp: added } } });
}

export const darkDungeonsProgression: ProgressionDef<DarkDungeonsData> = {
  awards: darkDungeonsAwards,
  maxLevel: MAX_LEVEL,
  planAward: (doc, amount) => engine(() => awardXp(doc, amount)),
  applyAward(doc, award: XpAwardReport, now) {
    // The report may have crossed a process or a window: work it out again and refuse it if anything changed.
    const fresh = engine(() => awardXp(doc, award.base));
    if (fresh.fromXp !== award.fromXp || fresh.awarded !== award.awarded) {
      throw new RangeError(`The award was worked out for ${formatNumber(award.fromXp)} XP but the character now has ${formatNumber(doc.data.xp)}; work it out again.`);
    }
    return engine(() => applyXpAward(doc, fresh, now));
  },
  planPartyAward: (members, total) => planPartyAward(members, total),
  applyPartyAward(members, plan, now) {
    const fresh = planPartyAward(members, plan.total);
    return applyPartyAward(members, fresh, now);
  },
  levelUpReady: (doc) => levelUpReady(doc.data),
  advance,
  xpForLevel,
  grantXp,
  checkUndo,
  undo: (doc, now) => engine(() => undoLastLevelUp(doc, now)),
  checkUndoAward,
  undoAward: (doc, now) => engine(() => undoXpAward(doc, now)),
};
