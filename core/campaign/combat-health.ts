/**
 * A member in a fight: its character's own state in play, changed through the one write path (core/character), so
 * every hit, heal, condition and death save is in the character's history and the sheet shows the same numbers.
 * Damage and healing are the system's `damage` and `heal` play actions (its model: a pool of hit points, a damage
 * track, Murdham's critical damage); an undo sets the health tracker back through `setTracker`; conditions are put
 * on and taken off the character; the rolls the rules ask of a member at moments of a fight are its play actions.
 */
import type { Combatant } from '../documents/campaign';
import type { CharacterCondition, CharacterDocument } from '../documents/character';
import { execute, type CommandContext } from '../character/command';
import { playAction, setTracker } from '../character/edits';
import { addCondition, countDownConditions, removeCondition, setConditions, type ConditionInput } from '../character/conditions';
import { healthTracker } from '../character/pool-play';
import type { RandomSource } from '../dice';
import { formatNumber } from '../text/format';
import type { CombatContext } from './combat-log';
import type { Problem } from './members';

/** A member's change: the character after it and the words for the GM. */
export interface MemberChange {
  readonly doc: CharacterDocument;
  /** "Ayla: took 5 damage (Hit points 12 → 7)". */
  readonly label: string;
  readonly notices: readonly string[];
  readonly dice: readonly string[];
}

/** A member's health changed, with the tracker's value before and after (what an undo puts back). */
export interface MemberHealthChange extends MemberChange {
  readonly before: number;
  readonly after: number;
}

/** Dice nobody rolls: a command that should not roll says so instead of rolling in secret. */
export const NO_DICE: RandomSource = {
  next(): number {
    throw new RangeError('This change rolls no dice.');
  },
  int(): number {
    throw new RangeError('This change rolls no dice.');
  },
};

function member(ctx: CombatContext, c: Pick<Combatant, 'characterId' | 'name'>): CharacterDocument | Problem {
  const found = c.characterId === null ? undefined : ctx.members.get(c.characterId);
  return found ? found.doc : { problem: `${c.name}'s character is not available (in the trash, or no longer in the store).` };
}

function commandContext(ctx: CombatContext, rng: RandomSource = NO_DICE): CommandContext {
  return { system: ctx.system, now: ctx.now, rng, newId: ctx.newId };
}

function healthValue(ctx: CombatContext, doc: CharacterDocument): number | null {
  return healthTracker(ctx.system.vitals, doc)?.value ?? null;
}

/**
 * Damage or healing of a member through its system's play action. `input` carries what the system's action asks
 * besides the amount (a damage bonus, a blow that stuns); `rng` rolls any dice it needs (or hands out typed faces).
 */
export function changeMemberHealth(
  ctx: CombatContext,
  c: Combatant,
  kind: 'damage' | 'heal',
  input: Readonly<Record<string, string>>,
  rng: RandomSource = NO_DICE,
): MemberHealthChange | Problem {
  const doc = member(ctx, c);
  if ('problem' in doc) return doc;
  const before = healthValue(ctx, doc);
  if (before === null) return { problem: `${c.name} has no ${ctx.system.name} health to change yet.` };
  // The tracker's number fills the input the system's action names for it (True SRD: the attack's damage bonus).
  const def = ctx.system.play.actions(doc).find((a) => a.id === kind);
  const filled = def?.amount && def.amount !== 'amount' && input['amount'] !== undefined ? { ...withoutAmount(input), [def.amount]: input['amount'] } : input;
  const written = execute(doc, playAction, { actionId: kind, input: filled }, commandContext(ctx, rng));
  if ('problem' in written) return written;
  const after = healthValue(ctx, written.doc) ?? before;
  const label = `${c.name}: ${written.entry?.summary ?? (kind === 'damage' ? 'damage' : 'healing')}`;
  return { doc: written.doc, before, after, label, notices: written.notices, dice: written.dice };
}

function withoutAmount(input: Readonly<Record<string, string>>): Record<string, string> {
  const { amount: _amount, ...rest } = input;
  return rest;
}

/** Sets a member's health tracker back to `value` (the undo of a hit or a heal), recorded in its history. */
export function setMemberHealth(ctx: CombatContext, c: Combatant, value: number): MemberChange | Problem {
  const doc = member(ctx, c);
  if ('problem' in doc) return doc;
  const id = ctx.system.vitals.healthTracker;
  const written = execute(doc, setTracker, { id, value }, commandContext(ctx));
  if ('problem' in written) return written;
  return { doc: written.doc, label: `${c.name}: ${written.entry?.summary ?? `back to ${formatNumber(value)}`}`, notices: written.notices, dice: [] };
}

/** One of the member's play actions (a death save, a First Aid check), its dice rolled or typed. */
export function memberAction(ctx: CombatContext, c: Combatant, actionId: string, input: Readonly<Record<string, string>>, rng: RandomSource): MemberChange | Problem {
  const doc = member(ctx, c);
  if ('problem' in doc) return doc;
  const written = execute(doc, playAction, { actionId, input }, commandContext(ctx, rng));
  if ('problem' in written) return written;
  return { doc: written.doc, label: `${c.name}: ${written.entry?.summary ?? actionId}`, notices: written.notices, dice: written.dice };
}

/** Puts a condition on a member (its character keeps it). */
export function addMemberCondition(ctx: CombatContext, c: Combatant, input: ConditionInput): (MemberChange & { readonly added: CharacterCondition }) | Problem {
  const doc = member(ctx, c);
  if ('problem' in doc) return doc;
  const written = execute(doc, addCondition, input, commandContext(ctx));
  if ('problem' in written) return written;
  const added = written.doc.conditions?.at(-1);
  if (!added) return { problem: 'The condition was not put on.' };
  return { doc: written.doc, added, label: `${c.name}: ${written.entry?.summary ?? input.name}`, notices: written.notices, dice: [] };
}

/** Takes a condition off a member. */
export function removeMemberCondition(ctx: CombatContext, c: Combatant, instanceId: string): (MemberChange & { readonly removed: CharacterCondition }) | Problem {
  const doc = member(ctx, c);
  if ('problem' in doc) return doc;
  const removed = doc.conditions?.find((x) => x.id === instanceId);
  if (!removed) return { problem: 'That condition has already ended.' };
  const written = execute(doc, removeCondition, { id: instanceId }, commandContext(ctx));
  if ('problem' in written) return written;
  return { doc: written.doc, removed, label: `${c.name}: ${written.entry?.summary ?? removed.name}`, notices: written.notices, dice: [] };
}

/** The end of a round for a member: its conditions with rounds count down (null when it has none to count). */
export function countDownMember(ctx: CombatContext, c: Combatant): (MemberChange & { readonly before: readonly CharacterCondition[] }) | null {
  const doc = member(ctx, c);
  if ('problem' in doc || !(doc.conditions ?? []).some((x) => x.rounds !== null)) return null;
  const written = execute(doc, countDownConditions, {}, commandContext(ctx));
  if ('problem' in written) return null;
  return { doc: written.doc, before: doc.conditions ?? [], label: `${c.name}: ${written.entry?.summary ?? 'conditions counted down'}`, notices: written.notices, dice: [] };
}

/** Puts a member's conditions back as they were (the undo of a round's countdown or of a condition's change). */
export function restoreMemberConditions(ctx: CombatContext, c: Combatant, conditions: readonly CharacterCondition[]): MemberChange | Problem {
  const doc = member(ctx, c);
  if ('problem' in doc) return doc;
  const written = execute(doc, setConditions, { conditions, why: 'undone in the fight' }, commandContext(ctx));
  if ('problem' in written) return written;
  return { doc: written.doc, label: `${c.name}: conditions put back`, notices: [], dice: [] };
}
