/**
 * Orcus experience and levels through the system seam: awards (the Levels table, 002:578-613; Orcus gives no XP
 * bonus), party awards, the automatic level-up used by the command line, quick characters and samples, and the undo
 * of the last level-up and of the last XP award.
 *
 * Party awards are split equally, each share rounded down (002:104). The text never says how monster XP reaches the
 * characters; an equal split is what its numbers imply: a level takes about ten encounters (002:2042), four standard
 * monsters of the party's level make an encounter for four characters (002:1684), and XP to the next level is ten
 * standard monsters' XP (002:582-613 against 002:1694-1723), so each character gets one monster's share.
 */
import { orcusAwards } from './awards';
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { XpPayload } from '../../documents/history';
import { formatNumber } from '../../text/format';
import type { PartyAwardReport, PartyShareReport, ProgressionDef, UndoReport, XpAwardReport } from '../types';
import type { OrcusData } from './character';
import { MAX_LEVEL, levelRow, xpForLevel } from './data/levels';
import { POWER_KIND_NAMES } from './data/powers';
import { ABILITY_ABBREVIATIONS } from './data/abilities';
import { applyLevelUp, checkUndoLastLevelUp, checkUndoXp, planLevelUp, simplestIncrease, undoLastLevelUp, undoXpAward, withHistory } from './level-up';
import { computedMaxHp } from './rules/derive';
import { levelUpReady } from './vitals';

type Doc = CharacterDocument<OrcusData>;

/** Largest single award: more than the whole Levels table (826,500 XP), so anything bigger is a typo. */
export const MAX_XP_AWARD = 100_000_000;

function checkAmount(amount: number, what: string): void {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new RangeError(`${what} must be a number.`);
  if (!Number.isInteger(amount)) throw new RangeError(`${what} must be a whole number; ${String(amount)} is not.`);
  if (amount < 0) throw new RangeError(`${what} cannot be negative (${formatNumber(amount)}).`);
  if (amount > MAX_XP_AWARD) throw new RangeError(`${what} of ${formatNumber(amount)} XP is more than ${formatNumber(MAX_XP_AWARD)}, which no table needs; check the figure.`);
}

/** The highest level a total of XP reaches on the Levels table. */
function highestLevelFor(xp: number): number {
  let level = 1;
  while (level < MAX_LEVEL && (levelRow(level + 1)?.xp ?? Infinity) <= xp) level++;
  return level;
}

function planAward(doc: Doc, amount: number): XpAwardReport {
  checkAmount(amount, 'An XP award');
  const total = doc.data.xp + amount;
  const next = levelRow(doc.data.level + 1);
  return {
    base: amount,
    awarded: amount,
    arithmetic: `${formatNumber(doc.data.xp)} + ${formatNumber(amount)} = ${formatNumber(total)}`,
    bonusExplanation: '',
    fromXp: doc.data.xp,
    totalXp: total,
    levelReady: doc.data.level < MAX_LEVEL && next !== undefined && total >= next.xp,
    readyLevel: highestLevelFor(total) > doc.data.level ? highestLevelFor(total) : null,
  };
}

function applyAward(doc: Doc, award: XpAwardReport, now: string): Doc {
  // The report may have crossed a process or a window: work it out again and refuse it if anything changed.
  const fresh = planAward(doc, award.base);
  if (fresh.fromXp !== award.fromXp) throw new RangeError(`The award was worked out for ${formatNumber(award.fromXp)} XP but the character now has ${formatNumber(doc.data.xp)}; work it out again.`);
  const payload: XpPayload = {
    base: fresh.base,
    awarded: fresh.awarded,
    bonusPercent: 0,
    from: fresh.fromXp,
    to: fresh.totalXp,
    source: 'earned',
    ...(fresh.levelReady ? { ready: doc.data.level + 1 } : {}),
  };
  return withHistory(doc, { ...doc.data, xp: fresh.totalXp }, { kind: 'xp', at: now, summary: describeXp(payload), dice: [], payload, undo: { add: { xp: fresh.totalXp - fresh.fromXp } } });
}

/** "+1,000 XP (0 + 1,000 = 1,000); level 2 ready", or "XP raised from 0 to 3,750, the level-4 threshold": from the payload. */
export function describeXp(p: XpPayload): string {
  if (p.source === 'ruling') return `XP raised from ${formatNumber(p.from)} to ${formatNumber(p.to)}${p.note ? `, ${p.note}` : ''}`;
  const ready = p.ready !== undefined ? `; level ${p.ready} ready` : '';
  return `+${formatNumber(p.awarded)} XP (${formatNumber(p.from)} + ${formatNumber(p.awarded)} = ${formatNumber(p.to)})${ready}`;
}

function planPartyAward(members: readonly Doc[], total: number): PartyAwardReport {
  if (members.length === 0) throw new RangeError('The party has no members to award XP to.');
  checkAmount(total, 'A party award');
  const share = Math.floor(total / members.length);
  const lost = total - share * members.length;
  const shares = members.map((doc): PartyShareReport => {
    try {
      return { id: doc.id, name: doc.name, award: planAward(doc, share), problem: null };
    } catch (error) {
      return { id: doc.id, name: doc.name, award: null, problem: error instanceof Error ? error.message : String(error) };
    }
  });
  return { total, share, arithmetic: `${formatNumber(total)} ÷ ${members.length} = ${formatNumber(share)} each${lost > 0 ? ` (${formatNumber(lost)} lost to rounding down, 002:104)` : ''}`, members: shares };
}

function applyPartyAward(members: readonly Doc[], plan: PartyAwardReport, now: string): Doc[] {
  const fresh = planPartyAward(members, plan.total);
  return members.flatMap((doc) => {
    const share = fresh.members.find((m) => m.id === doc.id);
    return share?.award ? [applyAward(doc, share.award, now)] : [];
  });
}

/**
 * One level with the simplest choices: "Increase two by +1" goes to the two highest scores; feats, powers and paths
 * (not in the text) are left for the player and listed in the notes. No dice are rolled: Orcus hit points per level
 * are the class's fixed figure.
 */
function advance(doc: Doc, _rng: RandomSource, options: { readonly now: string; readonly force?: boolean }): { doc: Doc; notes: string[] } {
  const plan = planLevelUp(doc, { force: options.force ?? false });
  const notes: string[] = [];
  const increase = plan.steps.some((s) => s.kind === 'ability-increase') ? simplestIncrease(doc.data) : undefined;
  if (increase) notes.push(`Level ${plan.toLevel}: +1 to ${increase.map((a) => ABILITY_ABBREVIATIONS[a]).join(' and ')}, the two highest scores; change it in the app if wanted.`);
  for (const step of plan.steps) {
    if (step.kind === 'feat') notes.push(`Level ${plan.toLevel}: a feat to enter by name.`);
    if (step.kind === 'power-slot') notes.push(`Level ${plan.toLevel}: ${POWER_KIND_NAMES[step.powerKind].toLowerCase()} power of level ${step.added.join(', ')} to enter${step.removed.length ? ` in place of one of level ${step.removed.join(', ')}` : ''}.`);
    if (step.kind === 'path') notes.push(`Level ${plan.toLevel}: a ${step.path} path to select and enter by name.`);
    if (step.kind === 'hit-points' && step.gained === null) notes.push(`Level ${plan.toLevel}: the class’s hit points per level are not entered, so the maximum did not grow; enter them in the app.`);
  }
  if (plan.forced) notes.push(`Level ${plan.toLevel} was taken with ${formatNumber(doc.data.xp)} XP, short of the threshold: a GM ruling recorded in the history.`);
  return { doc: applyLevelUp(doc, plan, increase ? { increase } : {}, options.now), notes };
}

function checkUndo(doc: Doc): UndoReport {
  const check = checkUndoLastLevelUp(doc);
  if (!check.ok) return check;
  const max = computedMaxHp(check.restored);
  const parts = [`back to level ${check.restored.level}${max !== null ? ` with ${max} hit points at most` : ''}`];
  if (check.xpKept > 0) parts.push(`the ${formatNumber(check.xpKept)} XP awarded since is kept`);
  return { ok: true, summary: `Undo “${check.entry.summary}”: ${parts.join('; ')}.` };
}

/** Raises XP to `xp` as a GM ruling recorded in the history (`level-up --to`); unchanged when the XP is already there. */
function grantXp(doc: Doc, xp: number, why: string, now: string): Doc {
  if (!Number.isInteger(xp) || xp < 0 || xp > MAX_XP_AWARD) throw new RangeError(`XP must be a whole number from 0 to ${formatNumber(MAX_XP_AWARD)}, got ${String(xp)}.`);
  if (doc.data.xp >= xp) return doc;
  const added = xp - doc.data.xp;
  const payload: XpPayload = { source: 'ruling', from: doc.data.xp, to: xp, note: why };
  return withHistory(doc, { ...doc.data, xp }, { kind: 'xp', at: now, summary: describeXp(payload), dice: [], payload, undo: { add: { xp: added } } });
}

function checkUndoAward(doc: Doc): UndoReport {
  const check = checkUndoXp(doc);
  if (!check.ok) return check;
  return { ok: true, summary: `Undo “${check.entry.summary}”: XP back to ${formatNumber(check.restored.xp)}; everything else stays as it is.` };
}

export const orcusProgression: ProgressionDef<OrcusData> = {
  awards: orcusAwards,
  maxLevel: MAX_LEVEL,
  planAward,
  applyAward,
  planPartyAward,
  applyPartyAward,
  levelUpReady: (doc) => levelUpReady(doc.data),
  advance,
  grantXp,
  xpForLevel: (_doc, level) => xpForLevel(level),
  checkUndo,
  undo: undoLastLevelUp,
  checkUndoAward,
  undoAward: undoXpAward,
};
