/**
 * Damage and healing on a system's health tracker, the part of play every system shares: damage moves the tracker
 * toward its worst end (a pool of hit points down toward 0, a damage track up toward its last box), healing the other
 * way and stops at the maximum, saying how much was ignored. A system builds its `PlayDef` on these two and adds its
 * own state, dying procedure and actions.
 */
import type { CharacterDocument } from '../documents/character';
import type { CombatDef, PlayActionDef, PlayDef, PlayOutcome, Tracker, VitalsDef } from '../systems/types';
import { formatNumber } from '../text/format';

/** The id of the action every system has for damage, and for healing. */
export const DAMAGE_ACTION = 'damage';
export const HEAL_ACTION = 'heal';

/** The amount typed into a damage or healing form: a whole number of 1 or more. */
export function amountFrom(input: Readonly<Record<string, string>>, what: string): number | { readonly problem: string; readonly input: string } {
  const text = (input['amount'] ?? '').trim().replace(/^\+/, '');
  const n = Number(text);
  if (text === '' || !Number.isInteger(n) || n < 1) return { problem: `Type the ${what} as a whole number of 1 or more.`, input: 'amount' };
  if (n > 1_000_000) return { problem: `${formatNumber(n)} is more ${what} than any fight deals; check the figure.`, input: 'amount' };
  return n;
}

/** The damage and healing forms over a tracker named `label` ("hit points", "health"). */
export function poolActions(label: string): readonly PlayActionDef[] {
  return [
    { id: DAMAGE_ACTION, label: 'Damage', group: 'Health', description: `Lowers the ${label}.`, inputs: [{ kind: 'number', id: 'amount', label: 'Damage', min: 1, max: 1_000_000, default: 1 }], rolls: false },
    { id: HEAL_ACTION, label: 'Heal', group: 'Health', description: `Raises the ${label}, up to the maximum.`, inputs: [{ kind: 'number', id: 'amount', label: 'Healing', min: 1, max: 1_000_000, default: 1 }], rolls: false },
  ];
}

/** The system's health tracker on this character, or null before it has one (a draft with no hit points yet). */
export function healthTracker<TData>(vitals: VitalsDef<TData>, doc: CharacterDocument<TData>): Tracker | null {
  return vitals.trackers(doc).find((t) => t.id === vitals.healthTracker) ?? null;
}

/**
 * Moves the health tracker by `amount` through the system's own `setTracker` (its floor, its rounding, its notices),
 * toward the worst end for damage. `worse` is the direction damage moves it: -1 for a pool, +1 for a track. Healing
 * past the maximum stops there and says how much was ignored; damage past the floor stops there and says so.
 */
export function moveHealth<TData>(
  vitals: VitalsDef<TData>,
  doc: CharacterDocument<TData>,
  amount: number,
  kind: 'damage' | 'heal',
  worse: 1 | -1,
): PlayOutcome<TData> {
  const tracker = healthTracker(vitals, doc);
  if (!tracker) return { problem: 'This character has no health to change yet: finish its creation first.' };
  const sign = kind === 'damage' ? worse : -worse;
  let target = tracker.value + sign * amount;
  const words: string[] = [];
  const unit = tracker.label.toLowerCase();
  if (tracker.max !== null && target > tracker.max) {
    const ignored = target - tracker.max;
    words.push(
      kind === 'heal'
        ? `Healing stops at the maximum, ${formatNumber(tracker.max)} ${unit}; the ${formatNumber(ignored)} beyond it ${ignored === 1 ? 'is' : 'are'} ignored.`
        : `${tracker.label} stops at ${formatNumber(tracker.max)}; the ${formatNumber(ignored)} beyond it ${ignored === 1 ? 'is' : 'are'} ignored.`,
    );
    target = tracker.max;
  }
  if (tracker.min !== null && target < tracker.min) {
    const ignored = tracker.min - target;
    const plural = tracker.label.endsWith('s');
    if (kind === 'damage') words.push(`${tracker.label} ${plural ? 'stop' : 'stops'} at ${formatNumber(tracker.min)}; the ${formatNumber(ignored)} damage beyond ${plural ? 'them' : 'it'} is ignored.`);
    target = tracker.min;
  }
  if (target === tracker.value) {
    return kind === 'heal'
      ? { problem: `${tracker.label} ${tracker.label.endsWith('s') ? 'are' : 'is'} already at the maximum, ${formatNumber(tracker.value)}.` }
      : { problem: `${tracker.label} ${tracker.label.endsWith('s') ? 'are' : 'is'} already at ${formatNumber(tracker.value)}; there is nothing more to lose.` };
  }
  const result = vitals.setTracker(doc, tracker.id, target);
  if ('problem' in result) return result;
  const after = vitals.trackers({ ...doc, data: result.data }).find((t) => t.id === tracker.id)?.value ?? target;
  // The title says what happened; what the rules ignored is in the words.
  const moved = Math.abs(after - tracker.value);
  const title =
    kind === 'damage'
      ? `Took ${formatNumber(amount)} damage: ${tracker.label} ${formatNumber(tracker.value)} → ${formatNumber(after)}`
      : `Healed ${formatNumber(moved)}${moved !== amount ? ` of ${formatNumber(amount)}` : ''}: ${tracker.label} ${formatNumber(tracker.value)} → ${formatNumber(after)}`;
  return { data: result.data, title, words: [...words, ...(result.notices ?? [])], dice: [...(result.dice ?? [])] };
}

/**
 * A system's play with no procedure of its own yet: damage and healing on its health tracker, and the state word of
 * its `healthState`. At the floor of a pool the character is down (the system's own play says more: dying, dead).
 */
export function poolPlay<TData>(vitals: VitalsDef<TData>, combat: CombatDef): PlayDef<TData> {
  const worse = combat.damageModel === 'damage-track' ? 1 : -1;
  return {
    status(doc) {
      const tracker = healthTracker(vitals, doc);
      if (!tracker) return { word: null, standing: 'up', dying: false, explanation: 'No health yet.' };
      const word = combat.healthState(tracker.value, tracker.max ?? tracker.value);
      const atWorst = worse < 0 ? tracker.min !== null && tracker.value <= tracker.min : tracker.max !== null && tracker.value >= tracker.max;
      return { word, standing: atWorst ? 'down' : 'up', dying: false, explanation: tracker.explanation ?? `${tracker.label} ${formatNumber(tracker.value)}` };
    },
    actions: (doc) => (healthTracker(vitals, doc) ? poolActions(healthTracker(vitals, doc)?.label.toLowerCase() ?? 'health') : []),
    run(doc, actionId, input) {
      if (actionId !== DAMAGE_ACTION && actionId !== HEAL_ACTION) return { problem: `There is no “${actionId}” to do here.` };
      const amount = amountFrom(input, actionId === DAMAGE_ACTION ? 'damage' : 'healing');
      if (typeof amount !== 'number') return amount;
      return moveHealth(vitals, doc, amount, actionId, worse);
    },
    due: () => [],
  };
}
