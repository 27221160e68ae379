/**
 * A member's health in a fight: its character's own health tracker (the seam's `vitals.healthTracker`), changed
 * through `vitals.setTracker` so the system's rules apply (hit points stopping at 0, the damage track's columns,
 * Murdham's critical damage) and the change is the character's. Damage lowers a pool of hit points or health and
 * moves a damage track along; healing does the opposite, capped at the maximum.
 */
import type { Combatant } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { Tracker } from '../systems/types';
import { formatNumber } from '../text/format';
import type { CombatContext } from './combat-log';
import type { Problem } from './members';

/** A member's health changed: the character after it, the values before and after, and the system's sentences. */
export interface MemberHealthChange {
  readonly doc: CharacterDocument;
  readonly before: number;
  readonly after: number;
  readonly label: string;
  readonly notices: readonly string[];
}

function memberTracker(ctx: CombatContext, c: Combatant): { doc: CharacterDocument; tracker: Tracker } | Problem {
  const member = c.characterId === null ? undefined : ctx.members.get(c.characterId);
  if (!member) return { problem: `${c.name}'s character is not available (in the trash, or no longer in the store).` };
  const tracker = ctx.system.vitals.trackers(member.doc).find((t) => t.id === ctx.system.vitals.healthTracker);
  if (!tracker) return { problem: `${c.name} has no ${ctx.system.name} health to change yet.` };
  return { doc: member.doc, tracker };
}

/** Sets the tracker through the system; below its minimum, tries the minimum (the rules' floor) before giving up. */
function setThrough(ctx: CombatContext, doc: CharacterDocument, tracker: Tracker, value: number): { doc: CharacterDocument; notices: readonly string[] } | Problem {
  const vitals = ctx.system.vitals;
  let result = vitals.setTracker(doc, tracker.id, value);
  if ('problem' in result && tracker.min !== null && value < tracker.min) result = vitals.setTracker(doc, tracker.id, tracker.min);
  if ('problem' in result) return result;
  return { doc: { ...doc, data: result.data }, notices: result.notices ?? [] };
}

/** The tracker's value after a change, read back through the system (it may have stopped at a floor). */
function valueOf(ctx: CombatContext, doc: CharacterDocument, fallback: number): number {
  return ctx.system.vitals.trackers(doc).find((t) => t.id === ctx.system.vitals.healthTracker)?.value ?? fallback;
}

/** Damage or healing of `amount` to a member. */
export function changeMemberHealth(ctx: CombatContext, c: Combatant, amount: number, kind: 'damage' | 'heal'): MemberHealthChange | Problem {
  const found = memberTracker(ctx, c);
  if ('problem' in found) return found;
  const { doc, tracker } = found;
  const worse = ctx.system.combat.damageModel === 'damage-track' ? 1 : -1;
  const sign = kind === 'damage' ? worse : -worse;
  let target = tracker.value + sign * amount;
  const notices: string[] = [];
  if (tracker.max !== null && target > tracker.max) {
    // Healing a pool, or a damage track run to its end: the rules' ceiling.
    notices.push(kind === 'heal' ? `Healing stops at ${c.name}'s maximum, ${formatNumber(tracker.max)}; override the maximum on the sheet to go above it.` : `${tracker.label} stops at ${formatNumber(tracker.max)}.`);
    target = tracker.max;
  }
  if (kind === 'heal' && tracker.min !== null && target < tracker.min) target = tracker.min;
  const set = setThrough(ctx, doc, tracker, target);
  if ('problem' in set) return set;
  const after = valueOf(ctx, set.doc, target);
  const label = `${c.name}: ${formatNumber(amount)} ${kind === 'damage' ? 'damage' : 'healing'} (${tracker.label} ${formatNumber(tracker.value)} → ${formatNumber(after)})`;
  return { doc: set.doc, before: tracker.value, after, label, notices: [...notices, ...set.notices] };
}

/** Sets a member's health to `value` (an undo puts the earlier value back). */
export function setMemberHealth(ctx: CombatContext, c: Combatant, value: number): { readonly doc: CharacterDocument } | Problem {
  const found = memberTracker(ctx, c);
  if ('problem' in found) return found;
  const result = ctx.system.vitals.setTracker(found.doc, found.tracker.id, value);
  return 'problem' in result ? result : { doc: { ...found.doc, data: result.data } };
}
