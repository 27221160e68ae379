/**
 * What every combat-tracker action shares: its context (the system, the members' characters, the time, fresh ids),
 * what it returns, and the log that makes it undoable.
 */
import type { CampaignDocument, CombatAction, CombatSnapshot, CombatState } from '../documents/campaign';
import { MAX_COMBAT_LOG } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { AnySystem, CharacterCard } from '../systems/types';
import type { Problem } from './members';

/** A member as the tracker sees it: the character as stored now, and its card. */
export interface TrackerMember {
  readonly doc: CharacterDocument;
  readonly card: CharacterCard | null;
}

/** What every tracker action needs besides the campaign. */
export interface CombatContext {
  readonly system: AnySystem;
  /** The party's usable characters by id (not trashed, not drafts): what the store holds now. */
  readonly members: ReadonlyMap<string, TrackerMember>;
  /** ISO time of the action. */
  readonly now: string;
  /** Fresh ids for log entries, combatants and dice-log entries. */
  readonly newId: () => string;
}

/** What an action did: the campaign, the characters it changed (to save with it), and sentences to show. */
export interface CombatUpdate {
  readonly campaign: CampaignDocument;
  readonly characters: readonly CharacterDocument[];
  readonly notices: readonly string[];
}

/** An update with nothing else changed. */
export const done = (campaign: CampaignDocument, notices: readonly string[] = [], characters: readonly CharacterDocument[] = []): CombatUpdate => ({ campaign, characters, notices });

/** The fight in progress, or the sentence for none. */
export function fight(campaign: CampaignDocument): CombatState | Problem {
  return campaign.combat ?? { problem: 'No fight is on; start one first.' };
}

function snapshot(combat: CombatState, withCombatants: boolean): CombatSnapshot {
  return {
    round: combat.round,
    turn: combat.turn,
    delayed: combat.delayed,
    conditions: combat.conditions,
    ...(withCombatants ? { combatants: combat.combatants } : {}),
    // The rolls still asked for and a pending initiative roll come back with an undo (they were lost before).
    ...(combat.asked ? { asked: combat.asked } : {}),
    ...(combat.initiativeDue ? { initiativeDue: true } : {}),
  };
}

/** The combat with one more action in its log (the oldest dropped past MAX_COMBAT_LOG). */
export function logged(combat: CombatState, action: CombatAction): CombatState {
  const log = [...combat.log, action];
  return { ...combat, log: log.length > MAX_COMBAT_LOG ? log.slice(log.length - MAX_COMBAT_LOG) : log };
}

/** A state action recording the combat as it was before `label` (its combatants too when the action changes them). */
export function stateAction(before: CombatState, ctx: CombatContext, label: string, withCombatants: boolean): CombatAction {
  return { kind: 'state', id: ctx.newId(), at: ctx.now, label, before: snapshot(before, withCombatants) };
}

/** A combatant's name by id, for notices. */
export function nameIn(combat: CombatState): (id: string) => string {
  const names = new Map(combat.combatants.map((c) => [c.id, c.name]));
  return (id) => names.get(id) ?? 'someone no longer in the fight';
}
