/**
 * The combat tracker's state transitions: start a fight from the party, add monsters on the fly (their attack bonus
 * and XP from a table by hit dice, when the system has one), roll initiative, take turns and rounds (delay, act now),
 * change hit points with undo, put on conditions that count down each round and end with a notice, and end the fight
 * with a summary for the session.
 *
 * Every function takes the campaign and a CombatContext and returns the campaign with the characters it changed, or a
 * Problem (one sentence). A member's hit points are its character's own, changed through the system's
 * `vitals.setTracker`, so the sheet and the next fight see them; the store writes the campaign and those characters in
 * one transaction. Every change is logged and can be undone, newest first; the end of the fight by reopenCombat.
 */
import type { RandomSource } from '../dice';
import type { AskedRoll, CampaignDocument, CombatAction, CombatState, CombatSummary, Combatant } from '../documents/campaign';
import type { CharacterCondition } from '../documents/character';
import type { CharacterDocument } from '../documents/character';
import { formatNumber } from '../text/format';
import { countDownConditions, withCondition, withoutCondition, type ConditionChoice, type ConditionInput } from './conditions';
import { withRoll, logEntry } from './dice-log';
import { effectiveInitiativeMode, initiativeModeFor, initiativeModifierOf, orderByInitiative, rollInitiative } from './initiative';
import type { Problem } from './members';
import { passTime } from './time';
import { addMemberCondition, changeMemberHealth, countDownMember, memberAction, removeMemberCondition, restoreMemberConditions, setMemberHealth } from './combat-health';
import { done, fight, logged, nameIn, stateAction, type CombatContext, type CombatUpdate } from './combat-log';
import { turnKey, unitIds, unitName, unitRange } from './turn-units';

export { addMonsters, type MonsterInput } from './combat-monsters';
export { reopenCombat } from './combat-reopen';
export type { CombatContext, CombatUpdate, TrackerMember } from './combat-log';

/**
 * Starts a fight with the given members (all usable members when absent). Members keep their conditions on their
 * characters; the fight holds only the monsters'. Initiative is by the campaign's house rule, else the system's rule.
 */
export function startCombat(
  campaign: CampaignDocument,
  ctx: CombatContext,
  options: { readonly memberIds?: readonly string[]; readonly sessionId?: string | null } = {},
): CombatUpdate | Problem {
  if (campaign.combat) return { problem: 'A fight is already on; end it before starting another.' };
  const ids = options.memberIds ?? campaign.members.filter((id) => ctx.members.has(id));
  const missing = ids.find((id) => !campaign.members.includes(id as CharacterDocument['id']) || !ctx.members.has(id));
  if (missing !== undefined) return { problem: 'Only party members whose characters are ready to play (not drafts, not in the trash) can join the fight.' };
  const sessionId = options.sessionId ?? null;
  if (sessionId !== null && !campaign.journal.some((s) => s.id === sessionId)) return { problem: 'That session is not in the journal.' };
  const combatants = ids.map((id): Combatant => {
    const doc = ctx.members.get(id)?.doc;
    return {
      id,
      side: 'party',
      characterId: id as CharacterDocument['id'],
      name: doc?.name.trim() || 'Unnamed',
      group: 'party',
      monster: null,
      initiative: { roll: null, modifier: 0, total: null, tieBreak: null },
      defeated: false,
    };
  });
  const combat: CombatState = {
    id: ctx.newId(),
    startedAt: ctx.now,
    sessionId,
    round: 0,
    initiativeMode: initiativeModeFor(ctx.system.combat.initiative, campaign.houseRules.initiative),
    combatants,
    turn: -1,
    delayed: [],
    conditions: [],
    log: [],
  };
  // A new fight: the one ended before can no longer be taken back.
  const { endedFight: _ended, ...rest } = campaign;
  return done({ ...rest, combat });
}

/** Ties the fight to a session of the journal (where its summary goes when it ends), or to none. */
export function setCombatSession(campaign: CampaignDocument, sessionId: string | null): CampaignDocument | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  if (sessionId !== null && !campaign.journal.some((s) => s.id === sessionId)) return { problem: 'That session is not in the journal.' };
  return { ...campaign, combat: { ...combat, sessionId } };
}

/**
 * The modifier a combatant adds to its roll: its character's (through the system) with its statement of intent, or
 * the monster's own.
 */
function modifierFor(ctx: CombatContext): (c: Combatant) => number {
  const intent = ctx.system.combat.initiative.intent;
  return (c) => {
    if (c.characterId === null) return c.initiative.modifier;
    const member = ctx.members.get(c.characterId);
    const stated = c.intent && intent ? intent[c.intent] : 0;
    return (member ? initiativeModifierOf(ctx.system, member.doc) : 0) + stated;
  };
}

/**
 * A member states its intent for the round (supplement §9.1): early, after the GM, or none (null). It counts on the
 * next initiative roll; a new round clears it. Refused where the system has no statement of intent, and for monsters
 * (the GM states theirs between the two, with no modifier).
 */
export function setIntent(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, intent: 'early' | 'late' | null): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  if (!ctx.system.combat.initiative.intent) return { problem: `${ctx.system.name} has no statement of intent.` };
  const c = combat.combatants.find((x) => x.id === combatantId);
  if (!c) return { problem: 'That combatant is not in the fight.' };
  if (c.characterId === null) return { problem: 'Only a party member states an intent; the GM’s monsters take no modifier for it.' };
  const combatants = combat.combatants.map((x) => {
    if (x.id !== combatantId) return x;
    const { intent: _old, ...rest } = x;
    return intent ? { ...rest, intent } : rest;
  });
  const label = intent === null ? `${c.name} states no intent` : `${c.name} states intent ${intent === 'early' ? 'early' : 'after the GM'}`;
  return done({ ...campaign, combat: logged({ ...combat, combatants }, stateAction(combat, ctx, label, true)) });
}

/**
 * Rolls initiative (everyone, or only those who have none yet) and puts the order in place: before the first round it
 * starts round 1; later (Dark Dungeons rolls each round) the round starts again from the top. Every roll goes into the
 * dice log. With a rule that rolls no die ('none'), the order stays as the GM set it and round 1 starts.
 */
export function rollForInitiative(campaign: CampaignDocument, ctx: CombatContext, rng: RandomSource, options: { readonly onlyUnrolled?: boolean } = {}): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  if (combat.combatants.length === 0) return { problem: 'Add someone to the fight first.' };
  const who = options.onlyUnrolled ? new Set(combat.combatants.filter((c) => c.initiative.total === null).map((c) => c.id)) : undefined;
  // A fight started before a house rule that needs dice the system lacks was set aside rolls by the system's rule.
  const initiativeMode = effectiveInitiativeMode(combat.initiativeMode, ctx.system.combat.initiative);
  const rolled = rollInitiative(combat.combatants, initiativeMode, ctx.system.combat.initiative, modifierFor(ctx), rng, who);
  let diceLog = campaign.diceLog;
  for (const r of rolled.rolls) diceLog = withRoll(diceLog, logEntry(r.result, { id: ctx.newId(), at: ctx.now, label: r.label }));
  const round = Math.max(1, combat.round);
  const turn = options.onlyUnrolled && combat.turn >= 0 ? indexAfterReorder(combat, rolled.combatants) : firstActive(rolled.combatants, [], actsIn(ctx));
  const next = logged({ ...combat, initiativeMode, combatants: rolled.combatants, round, turn, delayed: options.onlyUnrolled ? combat.delayed : [], initiativeDue: undefined }, stateAction(combat, ctx, 'Rolled initiative', true));
  return done({ ...campaign, diceLog, combat: next });
}

/**
 * Keeps last round's order where the text rolls initiative each round (supplement §9.1): the GM's choice when the
 * new round offers the roll. Undoable like every tracker action.
 */
export function keepInitiative(campaign: CampaignDocument, ctx: CombatContext): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  if (!combat.initiativeDue) return { problem: 'Initiative is not being asked for now.' };
  return done({ ...campaign, combat: logged({ ...combat, initiativeDue: undefined }, stateAction(combat, ctx, `Kept the order for round ${combat.round}`, false)) });
}

/** The initiative mode the fight really rolls with (see effectiveInitiativeMode). */
function modeOf(combat: CombatState, ctx: CombatContext): CombatState['initiativeMode'] {
  return effectiveInitiativeMode(combat.initiativeMode, ctx.system.combat.initiative);
}

/** Where the combatant whose turn it was stands in a new order. */
function indexAfterReorder(combat: CombatState, order: readonly Combatant[]): number {
  const current = combat.combatants[combat.turn]?.id;
  return Math.max(0, order.findIndex((c) => c.id === current));
}

/**
 * Who takes a turn: not the defeated, and of the members not the dead; a member who is down (unconscious, dying)
 * only when its rules ask something of it at the start of its turn (an Orcus death save), by its system's `play`.
 */
function actsIn(ctx: CombatContext): (c: Combatant) => boolean {
  return (c) => {
    if (c.defeated) return false;
    const member = c.characterId === null ? undefined : ctx.members.get(c.characterId);
    if (!member) return true;
    const standing = ctx.system.play.status(member.doc).standing;
    if (standing === 'dead') return false;
    return standing === 'up' || ctx.system.play.due(member.doc).some((d) => d.when === 'start-of-turn');
  };
}

/** The first combatant able to act (see actsIn; not delayed) from `from` on, or -1. */
function firstActive(combatants: readonly Combatant[], delayed: readonly string[], acts: (c: Combatant) => boolean, from = 0): number {
  for (let i = from; i < combatants.length; i++) {
    const c = combatants[i];
    if (c && acts(c) && !delayed.includes(c.id)) return i;
  }
  return -1;
}

/**
 * The rolls asked so far with `more` asked now: a roll still owed by the same combatant (the same action) is asked
 * once, in its newest words, however many rounds it waits for its answer (the tracker keys them by both).
 */
function withAsked(asked: readonly AskedRoll[], more: readonly AskedRoll[]): AskedRoll[] {
  const same = (a: AskedRoll, b: AskedRoll) => a.combatantId === b.combatantId && a.actionId === b.actionId;
  return [...asked.filter((a) => !more.some((m) => same(a, m))), ...more];
}

/** The rolls a member's rules ask for at `when`, as asked rolls of `round`. */
function askOf(ctx: CombatContext, c: Combatant, when: 'end-of-round' | 'start-of-turn', round: number): AskedRoll[] {
  const member = c.characterId === null ? undefined : ctx.members.get(c.characterId);
  if (!member || c.defeated) return [];
  return ctx.system.play
    .due(member.doc)
    .filter((d) => d.when === when)
    .map((d) => ({ combatantId: c.id, actionId: d.actionId, prompt: `${c.name}: ${d.prompt} (${d.source})`, round }));
}

/** Sets a combatant's initiative total by hand (physical dice, a GM ruling) and re-sorts the order. */
export function setInitiative(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, total: number): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  if (!Number.isInteger(total) || Math.abs(total) > 1_000) return { problem: 'An initiative total is a whole number.' };
  if (!combat.combatants.some((c) => c.id === combatantId)) return { problem: 'That combatant is not in the fight.' };
  const changed = combat.combatants.map((c) => (c.id === combatantId ? { ...c, initiative: { roll: null, modifier: 0, total, tieBreak: null } } : c));
  const order = combat.initiativeMode === 'none' ? changed : orderByInitiative(changed);
  const turn = combat.turn >= 0 ? indexAfterReorder(combat, order) : -1;
  return done({ ...campaign, combat: logged({ ...combat, combatants: order, turn }, stateAction(combat, ctx, `Initiative of ${nameIn(combat)(combatantId)} set to ${total}`, true)) });
}

/** Moves a combatant to another place in the order (a fixed-order system, or a GM ruling). */
export function moveCombatant(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, toIndex: number): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const moving = combat.combatants.find((c) => c.id === combatantId);
  if (!moving) return { problem: 'That combatant is not in the fight.' };
  const rest = combat.combatants.filter((c) => c.id !== combatantId);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(toIndex)));
  const order = [...rest.slice(0, at), moving, ...rest.slice(at)];
  const turn = combat.turn >= 0 ? indexAfterReorder(combat, order) : -1;
  return done({ ...campaign, combat: logged({ ...combat, combatants: order, turn }, stateAction(combat, ctx, `Moved ${moving.name}`, true)) });
}

/**
 * The end of a round and the start of the next: conditions count down (the monsters' in the fight, the members' on
 * their characters), ending ones with a notice; delays end; the rolls the members' rules ask for at the end of a
 * round (a Dark Dungeons death save) are asked, and at the start of the first turn those asked then.
 */
function newRound(combat: CombatState, ctx: CombatContext): { combat: CombatState; notices: string[]; characters: CharacterDocument[]; memberConditions: Record<string, readonly CharacterCondition[]> } {
  const counted = countDownConditions(combat.conditions, 1, nameIn(combat));
  const characters: CharacterDocument[] = [];
  const memberConditions: Record<string, readonly CharacterCondition[]> = {};
  const notices: string[] = [];
  for (const c of combat.combatants) {
    const changed = c.characterId === null ? null : countDownMember(ctx, c);
    if (!changed) continue;
    characters.push(changed.doc);
    memberConditions[c.id] = changed.before;
    notices.push(...changed.notices);
  }
  const asked = withAsked(combat.asked ?? [], combat.combatants.flatMap((c) => askOf(ctx, c, 'end-of-round', combat.round)));
  const round = combat.round + 1;
  const turn = firstActive(combat.combatants, [], actsIn(ctx));
  const first = combat.combatants[turn];
  const withTurn = first ? withAsked(asked, askOf(ctx, first, 'start-of-turn', round)) : asked;
  const askedWords = withTurn.filter((a) => !(combat.asked ?? []).includes(a)).map((a) => `Asked: ${a.prompt}.`);
  // Where the text rolls initiative every round (supplement §9.1), the new round offers the roll; keeping the order is the GM's call.
  const initiativeDue = ctx.system.combat.initiative.eachRound && modeOf(combat, ctx) !== 'none' ? true : undefined;
  // A statement of intent holds for one round (supplement §9.1).
  const combatants = combat.combatants.map((c) => {
    if (!c.intent) return c;
    const { intent: _stated, ...rest } = c;
    return rest;
  });
  return {
    combat: { ...combat, combatants, round, turn, delayed: [], conditions: counted.conditions, ...(withTurn.length ? { asked: withTurn } : { asked: undefined }), initiativeDue },
    notices: [`Round ${round}.`, ...(initiativeDue ? ['Roll initiative for the new round, or keep the order.'] : []), ...counted.notices, ...notices, ...askedWords],
    characters,
    memberConditions,
  };
}

/**
 * Ends the current turn: the next combatant able to act goes (a group of monsters that share the turn passes as one,
 * turn-units.ts); after the last, a new round begins (conditions count down and may end, each with a notice). Before
 * initiative, starts round 1 when the rule rolls no die. Going on without rolling keeps the order.
 */
export function nextTurn(campaign: CampaignDocument, ctx: CombatContext): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  if (combat.round === 0) {
    if (combat.initiativeMode !== 'none') return { problem: 'Roll initiative first.' };
    const turn = firstActive(combat.combatants, [], actsIn(ctx));
    return done({ ...campaign, combat: logged({ ...combat, round: 1, turn }, stateAction(combat, ctx, 'Round 1', false)) }, ['Round 1.']);
  }
  const mode = modeOf(combat, ctx);
  const after = combat.turn < 0 ? 0 : unitRange(combat.combatants, combat.turn, mode).end;
  const next = firstActive(combat.combatants, combat.delayed, actsIn(ctx), after);
  if (next >= 0) {
    const c = combat.combatants[next];
    const asked = c ? askOf(ctx, c, 'start-of-turn', combat.round) : [];
    const all = withAsked(combat.asked ?? [], asked);
    const moved = { ...combat, turn: next, initiativeDue: undefined, ...(all.length ? { asked: all } : {}) };
    return done({ ...campaign, combat: logged(moved, stateAction(combat, ctx, `${unitName(combat.combatants, next, mode) ?? ''}'s turn`, false)) }, asked.map((a) => `Asked: ${a.prompt}.`));
  }
  const started = newRound(combat, ctx);
  // The combatants come back with an undo when the new round cleared statements of intent.
  const action = stateAction(combat, ctx, `Round ${started.combat.round}`, combat.combatants.some((c) => c.intent));
  const withMembers: CombatAction = action.kind === 'state' && Object.keys(started.memberConditions).length > 0 ? { ...action, before: { ...action.before, memberConditions: started.memberConditions } } : action;
  return done({ ...campaign, combat: logged(started.combat, withMembers) }, started.notices, started.characters);
}

/** The combatant whose turn it is delays: it may act later this round (actNow); the next one goes. */
export function delayTurn(campaign: CampaignDocument, ctx: CombatContext): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const current = combat.combatants[combat.turn];
  if (!current) return { problem: 'It is nobody’s turn yet.' };
  // A group that shares the turn delays together.
  const mode = modeOf(combat, ctx);
  const who = unitName(combat.combatants, combat.turn, mode) ?? current.name;
  const delayed = { ...combat, delayed: [...combat.delayed, ...unitIds(combat.combatants, combat.turn, mode)] };
  const moved = nextTurn({ ...campaign, combat: delayed }, ctx);
  if ('problem' in moved || !moved.campaign.combat) return moved;
  // One undo step for the delay and the turn it passed on: the log keeps the state before the delay (with the
  // members' conditions a new round counted down, when the delay ended the round).
  const inner = moved.campaign.combat.log.at(-1);
  const own = stateAction(combat, ctx, `${who} delays`, false);
  const action: CombatAction = own.kind === 'state' && inner?.kind === 'state' && inner.before.memberConditions ? { ...own, before: { ...own.before, memberConditions: inner.before.memberConditions } } : own;
  const withoutInner = { ...moved.campaign.combat, log: combat.log };
  return done({ ...moved.campaign, combat: logged(withoutInner, action) }, moved.notices, moved.characters);
}

/**
 * A delayed combatant acts now: it moves into the order just before the one whose turn it is, and goes; a group that
 * delayed together comes with it.
 */
export function actNow(campaign: CampaignDocument, ctx: CombatContext, combatantId: string): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  if (!combat.delayed.includes(combatantId)) return { problem: 'Only a combatant who delayed can act now.' };
  const first = combat.combatants.find((c) => c.id === combatantId);
  if (!first) return { problem: 'That combatant is not in the fight.' };
  const mode = modeOf(combat, ctx);
  const key = turnKey(first, mode);
  const moving = combat.combatants.filter((c) => combat.delayed.includes(c.id) && turnKey(c, mode) === key);
  const movingIds = new Set(moving.map((c) => c.id));
  const rest = combat.combatants.filter((c) => !movingIds.has(c.id));
  const currentId = combat.combatants[combat.turn]?.id;
  const at = currentId === undefined ? rest.length : Math.max(0, rest.findIndex((c) => c.id === currentId));
  const order = [...rest.slice(0, at), ...moving, ...rest.slice(at)];
  const next = { ...combat, combatants: order, turn: at, delayed: combat.delayed.filter((id) => !movingIds.has(id)) };
  const name = moving.length > 1 ? `${first.group} ×${moving.length}` : first.name;
  return done({ ...campaign, combat: logged(next, stateAction(combat, ctx, `${name} acts`, true)) });
}

/** What a member's damage or healing may carry besides the amount: the system's own inputs and its dice. */
export interface HealthOptions {
  /** The system's other inputs of its damage or heal action (a damage bonus, a blow that may stun), as typed. */
  readonly input?: Readonly<Record<string, string>>;
  /** Dice for an action that rolls (a Toughness save): the system's random source, or faces typed from the table. */
  readonly rng?: RandomSource;
}

/**
 * Damage to a combatant. A monster's hit points stop at 0, where it is marked defeated; a member's damage is its
 * system's `damage` play action on its character (its model and its words: dying, staggered, a track's box).
 */
export function applyDamage(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, amount: number, options: HealthOptions = {}): CombatUpdate | Problem {
  return changeHealth(campaign, ctx, combatantId, amount, 'damage', options);
}

/** Healing, stopping at the maximum (and saying how much was ignored). */
export function heal(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, amount: number, options: HealthOptions = {}): CombatUpdate | Problem {
  return changeHealth(campaign, ctx, combatantId, amount, 'heal', options);
}

function changeHealth(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, amount: number, kind: 'damage' | 'heal', options: HealthOptions): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  if (!Number.isInteger(amount) || amount < 0 || amount > 1_000_000) return { problem: `${kind === 'damage' ? 'Damage' : 'Healing'} is a whole number of 0 or more.` };
  const c = combat.combatants.find((x) => x.id === combatantId);
  if (!c) return { problem: 'That combatant is not in the fight.' };
  if (c.monster) {
    const m = c.monster;
    const after = kind === 'damage' ? Math.max(0, m.hp - amount) : Math.min(m.maxHp, m.hp + amount);
    const notices: string[] = [];
    if (kind === 'heal' && m.hp + amount > m.maxHp) notices.push(`Healing stops at ${c.name}'s maximum, ${formatNumber(m.maxHp)} hit points; the ${formatNumber(m.hp + amount - m.maxHp)} beyond it is ignored.`);
    const defeated = c.defeated || after === 0;
    if (after === 0 && !c.defeated) notices.push(`${c.name} is down (0 hit points) and marked defeated.`);
    const label = `${c.name}: ${formatNumber(amount)} ${kind === 'damage' ? 'damage' : 'healing'} (${formatNumber(m.hp)} → ${formatNumber(after)})`;
    const combatants = combat.combatants.map((x) => (x.id === combatantId ? { ...x, defeated, monster: { ...m, hp: after } } : x));
    const action: CombatAction = { kind: 'hp', id: ctx.newId(), at: ctx.now, label, combatantId, before: m.hp, after, defeatedBefore: c.defeated };
    return done({ ...campaign, combat: logged({ ...combat, combatants }, action) }, notices);
  }
  const changed = changeMemberHealth(ctx, c, kind, { ...options.input, amount: String(amount) }, options.rng);
  if ('problem' in changed) return changed;
  const action: CombatAction = { kind: 'hp', id: ctx.newId(), at: ctx.now, label: changed.label, combatantId, before: changed.before, after: changed.after, defeatedBefore: c.defeated };
  return done({ ...campaign, combat: logged(combat, action) }, [...changed.dice, ...changed.notices], [changed.doc]);
}

/**
 * One of a member's play actions in the fight (a death save asked at the end of the round, a First Aid check): on its
 * character through the write path; a roll the fight asked for is then no longer asked. Undone by the tracker's undo
 * only as far as its conditions and the asked rolls go: the roll itself stays in the character's history (an undo of
 * a death save would be a GM ruling, made on the sheet).
 */
export function memberRoll(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, actionId: string, input: Readonly<Record<string, string>>, rng: RandomSource): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const c = combat.combatants.find((x) => x.id === combatantId);
  if (!c || c.characterId === null) return { problem: 'Only a party member rolls its own rules’ rolls here.' };
  const before = ctx.members.get(c.characterId)?.doc.conditions ?? [];
  const changed = memberAction(ctx, c, actionId, input, rng);
  if ('problem' in changed) return changed;
  const asked = (combat.asked ?? []).filter((a) => !(a.combatantId === combatantId && a.actionId === actionId));
  const action: CombatAction = { kind: 'member', id: ctx.newId(), at: ctx.now, label: changed.label, combatantId, conditionsBefore: before, askedBefore: combat.asked ?? [] };
  const next = { ...combat, asked: asked.length ? asked : undefined };
  return done({ ...campaign, combat: logged(next, action) }, [changed.label, ...changed.dice, ...changed.notices], [changed.doc]);
}

/** Stops asking for a roll (the GM rules it away, or it was rolled at the table and written on the sheet). */
export function dismissAsked(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, actionId: string): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const asked = (combat.asked ?? []).filter((a) => !(a.combatantId === combatantId && a.actionId === actionId));
  const action = stateAction(combat, ctx, `Not asked: ${nameIn(combat)(combatantId)}`, false);
  return done({ ...campaign, combat: logged({ ...combat, asked: asked.length ? asked : undefined }, action) });
}

/** Marks a combatant out of the fight (fled, surrendered, killed) or back in. */
export function setDefeated(campaign: CampaignDocument, ctx: CombatContext, combatantId: string, defeated: boolean): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const c = combat.combatants.find((x) => x.id === combatantId);
  if (!c) return { problem: 'That combatant is not in the fight.' };
  if (c.defeated === defeated) return done(campaign);
  const combatants = combat.combatants.map((x) => (x.id === combatantId ? { ...x, defeated } : x));
  const label = `${c.name} ${defeated ? 'is out of the fight' : 'is back in the fight'}`;
  return done({ ...campaign, combat: logged({ ...combat, combatants }, stateAction(combat, ctx, label, true)) });
}

/** Takes a combatant out of the list altogether (added by mistake); its conditions go with it. */
export function removeCombatant(campaign: CampaignDocument, ctx: CombatContext, combatantId: string): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const c = combat.combatants.find((x) => x.id === combatantId);
  if (!c) return { problem: 'That combatant is not in the fight.' };
  if (c.characterId !== null) return { problem: 'A member leaves the fight by being marked out of it, so its conditions stay with it.' };
  const combatants = combat.combatants.filter((x) => x.id !== combatantId);
  const currentId = combat.combatants[combat.turn]?.id;
  const turn = combat.turn < 0 ? -1 : currentId === combatantId ? Math.min(combat.turn, combatants.length - 1) : combatants.findIndex((x) => x.id === currentId);
  const next = { ...combat, combatants, turn, delayed: combat.delayed.filter((id) => id !== combatantId), conditions: combat.conditions.filter((x) => x.targetId !== combatantId) };
  return done({ ...campaign, combat: logged(next, stateAction(combat, ctx, `Removed ${c.name}`, true)) });
}

/**
 * Puts a condition on a combatant, with a duration in rounds (or until removed): a member's on its character (the
 * sheet shows it), a monster's in the fight.
 */
export function addCondition(campaign: CampaignDocument, ctx: CombatContext, input: ConditionInput, choices: readonly ConditionChoice[]): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const target = combat.combatants.find((c) => c.id === input.targetId);
  if (!target) return { problem: 'That combatant is not in the fight.' };
  if (target.characterId !== null) {
    const choice = choices.find((c) => c.id === input.conditionId);
    if (!choice) return { problem: 'Pick a condition from the list (or save a custom one first).' };
    const before = ctx.members.get(target.characterId)?.doc.conditions ?? [];
    const changed = addMemberCondition(ctx, target, { conditionId: choice.id, name: choice.name, rounds: input.rounds, note: input.note ?? '' });
    if ('problem' in changed) return changed;
    const action: CombatAction = { kind: 'member', id: ctx.newId(), at: ctx.now, label: `${choice.name} on ${target.name}`, combatantId: target.id, conditionsBefore: before };
    return done({ ...campaign, combat: logged(combat, action) }, changed.notices, [changed.doc]);
  }
  const conditions = withCondition(combat.conditions, input, choices, ctx.newId());
  if ('problem' in conditions) return conditions;
  const added = conditions[conditions.length - 1];
  const label = `${added?.name ?? 'Condition'} on ${nameIn(combat)(input.targetId)}`;
  return done({ ...campaign, combat: logged({ ...combat, conditions }, stateAction(combat, ctx, label, false)) });
}

/** Takes a condition off a combatant: a member's from its character, a monster's from the fight. */
export function removeCondition(campaign: CampaignDocument, ctx: CombatContext, instanceId: string, combatantId?: string): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const holder = combat.combatants.find((c) => c.characterId !== null && (c.id === combatantId || (ctx.members.get(c.characterId)?.doc.conditions ?? []).some((x) => x.id === instanceId)));
  if (holder?.characterId) {
    const before = ctx.members.get(holder.characterId)?.doc.conditions ?? [];
    const changed = removeMemberCondition(ctx, holder, instanceId);
    if ('problem' in changed) return changed;
    const action: CombatAction = { kind: 'member', id: ctx.newId(), at: ctx.now, label: `${changed.removed.name} off ${holder.name}`, combatantId: holder.id, conditionsBefore: before };
    return done({ ...campaign, combat: logged(combat, action) }, [], [changed.doc]);
  }
  const gone = combat.conditions.find((c) => c.id === instanceId);
  if (!gone) return { problem: 'That condition is not on anyone.' };
  const label = `${gone.name} off ${nameIn(combat)(gone.targetId)}`;
  return done({ ...campaign, combat: logged({ ...combat, conditions: withoutCondition(combat.conditions, instanceId) }, stateAction(combat, ctx, label, false)) });
}

/**
 * Undoes the most recent tracker action. A member's health goes back through its system and its conditions are put
 * back, each recorded in its character's history; a round's countdown of members' conditions is put back too.
 */
export function undoLast(campaign: CampaignDocument, ctx: CombatContext): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const action = combat.log[combat.log.length - 1];
  if (!action) return { problem: 'There is nothing to undo in this fight.' };
  const log = combat.log.slice(0, -1);
  if (action.kind === 'state') {
    const b = action.before;
    const characters: CharacterDocument[] = [];
    for (const [id, conditions] of Object.entries(b.memberConditions ?? {})) {
      const c = combat.combatants.find((x) => x.id === id);
      const restored = c ? restoreMemberConditions(ctx, c, conditions) : null;
      if (restored && 'problem' in restored) return { problem: `That cannot be undone: ${restored.problem}` };
      if (restored) characters.push(restored.doc);
    }
    const next: CombatState = { ...combat, log, round: b.round, turn: b.turn, delayed: b.delayed, conditions: b.conditions, combatants: b.combatants ?? combat.combatants, asked: b.asked, initiativeDue: b.initiativeDue };
    return done({ ...campaign, combat: next }, [`Undone: ${action.label}.`], characters);
  }
  const c = combat.combatants.find((x) => x.id === action.combatantId);
  if (!c) return { problem: 'The combatant that action changed is no longer in the fight.' };
  if (action.kind === 'member') {
    const restored = restoreMemberConditions(ctx, c, action.conditionsBefore);
    if ('problem' in restored) return { problem: `That cannot be undone: ${restored.problem}` };
    const unchanged = JSON.stringify(ctx.members.get(c.id)?.doc.conditions ?? []) === JSON.stringify(action.conditionsBefore);
    const next: CombatState = { ...combat, log, ...(action.askedBefore ? { asked: action.askedBefore.length ? action.askedBefore : undefined } : {}) };
    return done({ ...campaign, combat: next }, [`Undone: ${action.label}.`], unchanged ? [] : [restored.doc]);
  }
  if (c.monster) {
    const combatants = combat.combatants.map((x) => (x.id === c.id && x.monster ? { ...x, defeated: action.defeatedBefore, monster: { ...x.monster, hp: action.before } } : x));
    return done({ ...campaign, combat: { ...combat, log, combatants } }, [`Undone: ${action.label}.`]);
  }
  const restored = setMemberHealth(ctx, c, action.before);
  if ('problem' in restored) return { problem: `That cannot be undone: ${restored.problem}` };
  return done({ ...campaign, combat: { ...combat, log } }, [`Undone: ${action.label}.`], [restored.doc]);
}

/** What ending a fight gives: the campaign after it, the summary written to the session, sentences to show. */
export interface CombatEnd extends CombatUpdate {
  readonly summary: CombatSummary;
}

/**
 * Ends the fight: a summary (rounds, the monsters defeated and their XP value) goes into the fight's session; the
 * monsters' conditions end with it (members' stay on their characters); with the system's round length, the
 * clock moves on by the rounds fought (timers burn down; conditions already counted down each round). The fight is
 * kept as it was, so the end can be undone (reopenCombat) until another fight starts.
 */
export function endCombat(campaign: CampaignDocument, ctx: CombatContext, options: { readonly roundSeconds?: number } = {}): CombatEnd | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const defeated = combat.combatants.flatMap((c) => (c.monster && c.defeated ? [{ name: c.name, summary: c.monster.summary, xp: c.monster.xp }] : []));
  const summary: CombatSummary = {
    id: combat.id,
    startedAt: combat.startedAt,
    endedAt: ctx.now,
    rounds: combat.round,
    defeated,
    xpValue: defeated.reduce((sum, d) => sum + d.xp, 0),
  };
  const journal = campaign.journal.map((s) => (s.id === combat.sessionId ? { ...s, combats: [...s.combats, summary] } : s));
  let next: CampaignDocument = { ...campaign, journal, combat: null };
  const notices = [`The fight ended after ${summary.rounds} round${summary.rounds === 1 ? '' : 's'}: ${defeated.length} monster${defeated.length === 1 ? '' : 's'} defeated, worth ${formatNumber(summary.xpValue)} XP.`];
  if (options.roundSeconds !== undefined && options.roundSeconds > 0 && summary.rounds > 0) {
    const passed = passTime(next, summary.rounds * options.roundSeconds);
    next = passed.campaign;
    notices.push(...passed.notices);
  }
  const endedFight = { combat, endedAt: ctx.now, clockBefore: campaign.clock, clockAfter: next.clock };
  return { ...done({ ...next, endedFight }, notices), summary };
}
