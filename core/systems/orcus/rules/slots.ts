/**
 * Powers and feats entered by hand, fitted to the slots the text gives: Appendix A for powers (002:2358-2393; a
 * lower-level power may always fill a higher slot of the same frequency, 002:2359) and the Levels table for feats.
 */
import { POWER_KINDS, POWER_KIND_NAMES, powerSlots, slotText, type PowerKind, type PowerSlot } from '../data/powers';
import { featSlots } from '../data/levels';
import type { FeatEntry, PowerEntry } from '../character';

/** One slot of a level and the power in it, if any. */
export interface FilledSlot {
  readonly kind: PowerKind;
  readonly slot: PowerSlot;
  readonly power: PowerEntry | null;
}

/** The slots of a level with the powers fitted into them, and the powers that fit no slot. */
export interface PowerFit {
  readonly slots: readonly FilledSlot[];
  readonly unplaced: readonly PowerEntry[];
}

/**
 * Fits powers to slots: for each frequency, powers from the lowest level up each take the lowest free slot of their
 * level or above, which places as many powers as can be placed.
 */
export function fitPowers(powers: readonly PowerEntry[], level: number): PowerFit {
  const slots: FilledSlot[] = [];
  const unplaced: PowerEntry[] = [];
  const table = powerSlots(level);
  for (const kind of POWER_KINDS) {
    const open = [...table[kind]].sort((a, b) => a.level - b.level);
    const taken: (PowerEntry | null)[] = open.map(() => null);
    const mine = powers.filter((p) => p.kind === kind).sort((a, b) => a.level - b.level);
    for (const p of mine) {
      const i = open.findIndex((s, idx) => taken[idx] === null && s.level >= p.level);
      if (i < 0) unplaced.push(p);
      else taken[i] = p;
    }
    open.forEach((slot, i) => slots.push({ kind, slot, power: taken[i] ?? null }));
  }
  return { slots, unplaced };
}

/** Sentences for powers that fit no slot. */
export function powerProblems(powers: readonly PowerEntry[], level: number): string[] {
  const fit = fitPowers(powers, level);
  const table = powerSlots(level);
  return POWER_KINDS.flatMap((kind) => {
    const extra = fit.unplaced.filter((p) => p.kind === kind);
    if (extra.length === 0) return [];
    const slots = table[kind];
    const held = slots.length ? `${slots.length} (of level ${slots.map(slotText).join(', ')})` : 'none';
    return [`${POWER_KIND_NAMES[kind]} powers: ${extra.map((p) => `${p.name || 'unnamed'} (level ${p.level})`).join(', ')} fit no slot; a level-${level} character holds ${held} (Appendix A, 002:${2363 + level}).`];
  });
}

/** Sentences for feats beyond the slots of the level. */
export function featProblems(feats: readonly FeatEntry[], level: number): string[] {
  const out: string[] = [];
  const slots = featSlots(level);
  if (feats.length > slots) out.push(`${feats.length} feats are entered; a level-${level} character has ${slots} (Levels table, 002:582-613).`);
  const late = feats.filter((f) => f.level > level);
  if (late.length > 0) out.push(`${late.map((f) => f.name || 'A feat').join(', ')} ${late.length === 1 ? 'is' : 'are'} recorded for a level above ${level}.`);
  return out;
}

/** How many of a level's slots are still empty, for the sheet and the step's progress. */
export function openSlots(powers: readonly PowerEntry[], feats: readonly FeatEntry[], level: number): { readonly powers: number; readonly feats: number } {
  const fit = fitPowers(powers, level);
  return { powers: fit.slots.filter((s) => s.power === null).length, feats: Math.max(0, featSlots(level) - feats.length) };
}
