/**
 * The history as the history view lists it: each entry's sentence, short facts read from its typed payload (so the
 * view never reads the sentence for them), and whether it was undone since or can still be undone. System-neutral:
 * the facts are numbers and outcomes, which every system's payloads share.
 */
import { formatNumber } from '../text/format';
import type { HistoryEntry, HistoryKind } from './character';

/** One line of the history view. */
export interface HistoryLine {
  readonly id: string;
  readonly at: string;
  readonly kind: HistoryKind;
  /** The sentence. */
  readonly text: string;
  /** Short facts from the payload ("+1,100 XP", "d% 37 vs 70%"); empty for entries without one. */
  readonly facts: readonly string[];
  /** Every die rolled, in words. */
  readonly dice: readonly string[];
  /** What a repair put right, one sentence each; empty for other entries. */
  readonly repairs: readonly string[];
  /** True when a later undo took this change back. */
  readonly undone: boolean;
  /** True when this change keeps what undoing it needs (the most recent level-up or award, the trainings after it). */
  readonly undoable: boolean;
}

const OUTCOMES = { success: 'Success', quit: 'Failed, quit at the roll', 'completed-failed': 'Failed, course completed' } as const;

function facts(entry: HistoryEntry): string[] {
  switch (entry.kind) {
    case 'xp': {
      const p = entry.payload;
      if (!p) return [];
      const out = [`+${formatNumber(p.to - p.from)} XP`, `XP ${formatNumber(p.from)} → ${formatNumber(p.to)}`];
      if (p.source === 'ruling') out.push('GM ruling');
      else if (p.bonusPercent !== 0) out.push(`${p.bonusPercent > 0 ? '+' : ''}${p.bonusPercent}% bonus`);
      if (p.ready !== undefined) out.push(`Level ${p.ready} ready`);
      return out;
    }
    case 'level-up': {
      const p = entry.payload;
      if (!p) return [];
      const out = [`Level ${p.from} → ${p.to}`];
      if (p.hp) out.push(`${p.hp.gained >= 0 ? '+' : ''}${p.hp.gained} hp`);
      if (p.forced) out.push('GM ruling');
      return out;
    }
    case 'training': {
      // A course's payload is its system's (checked by it on import): read here only as far as it has these facts.
      const p = entry.payload;
      if (!p) return [];
      const outcome = Object.entries(OUTCOMES).find(([key]) => key === p['outcome'])?.[1];
      const { roll, chance, fee, weeks } = p;
      if (outcome === undefined || ![roll, chance, fee, weeks].every((n) => typeof n === 'number')) return [];
      return [outcome, `d% ${String(roll)} vs ${String(chance)}%`, `${formatNumber(Number(fee))} gp, ${String(weeks)} week${weeks === 1 ? '' : 's'}`];
    }
    default:
      return [];
  }
}

/** The history newest first, as the view lists it. */
export function historyLines(history: readonly HistoryEntry[]): HistoryLine[] {
  const undone = new Set(history.flatMap((h) => (h.kind === 'restore' && h.payload ? [h.payload.undid, ...(h.payload.also ?? [])] : [])));
  return [...history].reverse().map((h) => ({
    id: h.id,
    at: h.at,
    kind: h.kind,
    text: h.summary,
    facts: facts(h),
    dice: h.dice,
    repairs: h.kind === 'repair' ? (h.payload?.repairs ?? []) : [],
    undone: undone.has(h.id),
    undoable: h.undo !== undefined,
  }));
}
