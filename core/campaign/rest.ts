/**
 * The party rests: every member present in the session takes one of the system's rests (`SystemDefinition.time`),
 * worked out first for a preview (health before and after, the system's sentences, every die), then applied in one
 * write: each character's data through the system, an entry in each character's history, a record in the session,
 * and the clock moved on by the rest's length (torches burn down, conditions count down). The record keeps what the
 * rest changed, so the rest can be undone while nobody's sheet has changed those values since.
 *
 * Who rests: members present in the session, of the campaign's system, in play (not trashed, not drafts). A member
 * the rules refuse (dead, a purse too light for the room) is left out with the system's reason; the others rest.
 * A rest the text allows once in a period (a long rest in 24 hours) is refused to a member who had one that recently.
 */
import type { ActiveCondition, CampaignDocument, ClockTimer, RestMemberRecord, RestRecord, SessionEntry } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import { changedFields } from '../character/fields';
import { write } from '../character/write';
import type { CharacterId } from '../documents/ids';
import type { RandomSource } from '../dice';
import type { AnySystem, RestDef } from '../systems/types';
import { restChoice } from '../systems/types';
import { formatNumber } from '../text/format';
import type { AwardCharacter } from './awards';
import type { Problem } from './members';
import { REAL_TIME_UNITS, clockReading, describeDuration, passTime } from './time';

/** What the GM asks for: a rest, the choices for its options, and the session it is recorded in. */
export interface RestRequest {
  readonly restId: string;
  readonly choices: Readonly<Record<string, string>>;
  readonly sessionId: string;
}

/** One member's part of a planned rest. */
export interface MemberRestPlan {
  readonly id: CharacterId;
  readonly name: string;
  /** False for a member who does not rest (absent, trashed, a draft, refused by the rules). */
  readonly counted: boolean;
  /** Why the member does not rest, or null. */
  readonly problem: string | null;
  /** Health before → after in words ("Hit points 3/12 → 5/12"); empty when the member does not rest. */
  readonly change: string;
  /** The health measure before and after (the system's card), for the preview; null when not counted. */
  readonly health: { readonly before: number; readonly after: number; readonly max: number } | null;
  /** The system's sentences. */
  readonly lines: readonly string[];
  readonly dice: readonly string[];
  /** The character as read and its data after the rest; null when not counted. */
  readonly before: CharacterDocument | null;
  readonly afterData: unknown;
}

/** A rest worked out for the party, nothing changed yet. */
export interface PartyRestPlan {
  readonly restId: string;
  readonly name: string;
  readonly seconds: number;
  readonly sessionId: string;
  /** The choices in words ("Food: A ration"). */
  readonly chosen: readonly string[];
  readonly members: readonly MemberRestPlan[];
}

/** What applying or undoing a rest hands to the store: the campaign, the characters it changed, what to say. */
export interface RestUpdate {
  readonly campaign: CampaignDocument;
  readonly characters: readonly CharacterDocument[];
  readonly notices: readonly string[];
}

/** The system's health measure in words ("12/12", "2/5 (Wounded)") with its label, from the character's card. */
function healthOf(system: AnySystem, doc: CharacterDocument): { label: string; words: string; current: number; max: number } | null {
  const health = system.card(doc).health;
  if (!health) return null;
  const state = health.state ? ` (${health.state})` : '';
  return { label: health.label, words: `${formatNumber(health.current)}/${formatNumber(health.max)}${state}`, current: health.current, max: health.max };
}

function reasonOf(system: AnySystem, character: AwardCharacter | undefined, present: boolean): string | null {
  if (!character) return 'Not in the store: it cannot rest.';
  if (character.trashed) return 'In the trash: it does not rest.';
  if (character.doc.status === 'draft') return 'A draft: finish it first.';
  if (!system.owns(character.doc)) return `Not a ${system.name} character.`;
  if (!present) return 'Not present in this session: it does not rest with the party.';
  // The dead do not rest and are not healed by one (the dying follow their system's own rest).
  if (system.play.status(character.doc).standing === 'dead') return 'Dead: a rest does not bring back the dead.';
  return null;
}

/** The most recent rest of this kind the member took that still stands, from any session. */
function lastRestOf(campaign: CampaignDocument, restId: string, member: string): RestRecord | null {
  let last: RestRecord | null = null;
  for (const session of campaign.journal) {
    for (const r of session.rests ?? []) {
      if (r.restId !== restId || r.undoneAt !== null || !r.members.some((m) => m.characterId === member)) continue;
      if (!last || r.startedAtSeconds > last.startedAtSeconds) last = r;
    }
  }
  return last;
}

function tooSoon(campaign: CampaignDocument, rest: RestDef, member: string): string | null {
  if (rest.oncePer === null) return null;
  const last = lastRestOf(campaign, rest.id, member);
  if (!last || last.startedAtSeconds + rest.oncePer <= campaign.clock.elapsedSeconds) return null;
  const wait = last.startedAtSeconds + rest.oncePer - campaign.clock.elapsedSeconds;
  return `Had a ${rest.name.toLowerCase()} less than ${describeDuration(rest.oncePer, REAL_TIME_UNITS)} ago: only one in that time (${rest.source}); ${describeDuration(wait, REAL_TIME_UNITS)} to go.`;
}

/**
 * Works out a rest for the members present in the session, without changing anyone. `characters` holds the members'
 * characters by id; `rng` rolls any dice the rest needs (kept in the plan, so what is previewed is what is applied).
 */
export function planPartyRest(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  request: RestRequest,
  rng: RandomSource,
): PartyRestPlan | Problem {
  const rest = system.time.rests.find((r) => r.id === request.restId);
  if (!rest) return { problem: `${system.name} has no such rest; pick one of its rests.` };
  const session = campaign.journal.find((s) => s.id === request.sessionId);
  if (!session) return { problem: 'Add a session to the journal first: the rest is recorded in it.' };
  if (campaign.combat) return { problem: 'A fight is on: end it before the party rests.' };
  const present = new Set<string>(session.present);
  const members = campaign.members.map((id): MemberRestPlan => {
    const character = characters.get(id);
    const name = character?.doc.name.trim() || 'Unnamed';
    const empty = { id, name, counted: false, change: '', health: null, lines: [], dice: [], before: null, afterData: null };
    const reason = reasonOf(system, character, present.has(id)) ?? tooSoon(campaign, rest, id);
    if (reason !== null || !character) return { ...empty, problem: reason ?? 'Not in the store.' };
    const doc = character.doc;
    const result = system.time.rest(doc, rest.id, { choices: request.choices, rng });
    if ('problem' in result) return { ...empty, problem: result.problem };
    const after = { ...doc, data: result.data };
    const was = healthOf(system, doc);
    const now = healthOf(system, after);
    return {
      ...empty,
      counted: true,
      problem: null,
      change: was && now ? `${was.label} ${was.words} → ${now.words}` : 'No health measure yet',
      health: was && now ? { before: was.current, after: now.current, max: now.max } : null,
      lines: result.notices ?? [],
      dice: result.dice ?? [],
      before: doc,
      afterData: result.data,
    };
  });
  if (!members.some((m) => m.counted)) {
    return { problem: members.length === 0 ? 'The party has no members to rest.' : 'Nobody present can take this rest; see each member’s reason in the party list.' };
  }
  const chosen = rest.options.map((o) => {
    const pick = restChoice(rest, o.id, request.choices);
    return `${o.label}: ${o.choices.find((c) => c.id === pick)?.label ?? pick}`;
  });
  return { restId: rest.id, name: rest.name, seconds: rest.seconds, sessionId: session.id, chosen, members };
}

/** Only the given keys of a record. */
function pick(data: unknown, keys: readonly string[]): Record<string, unknown> {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return Object.fromEntries(keys.filter((k) => Object.hasOwn(record, k)).map((k) => [k, record[k]]));
}

function withSession(campaign: CampaignDocument, sessionId: string, change: (s: SessionEntry) => SessionEntry): CampaignDocument {
  return { ...campaign, journal: campaign.journal.map((s) => (s.id === sessionId ? change(s) : s)) };
}

/**
 * Applies a planned rest: each member who rests gets the planned data and a history entry; the session records the
 * rest; the clock moves on by the rest's length. `now` is the real time of the change.
 */
export function applyPartyRest(
  campaign: CampaignDocument,
  system: AnySystem,
  plan: PartyRestPlan,
  options: { readonly recordId: string; readonly now: string },
): RestUpdate | Problem {
  if (!campaign.journal.some((s) => s.id === plan.sessionId)) return { problem: 'The session this rest was for is gone; preview the rest again.' };
  if (campaign.combat) return { problem: 'A fight is on: end it before the party rests.' };
  const characters: CharacterDocument[] = [];
  const records: RestMemberRecord[] = [];
  for (const m of plan.members) {
    if (!m.counted || !m.before) continue;
    const fields = changedFields(m.before.data, m.afterData);
    // The record keeps whole top-level fields ("hitPoints"), which the undo puts back as they were.
    const topLevel = [...new Set(fields.map((f) => f.split('.')[0] ?? f))];
    const summary = `${plan.name} with the party (${campaign.name}): ${m.change}`;
    const written = write(m.before, { data: m.afterData, dice: m.dice, entry: { kind: 'edit', summary } }, options.now);
    if ('problem' in written) return written;
    const doc = written.doc;
    const entry = written.entry;
    characters.push(doc);
    records.push({ characterId: m.id, name: m.name, change: m.change, lines: m.lines, dice: m.dice, historyEntryId: entry?.id ?? '', before: pick(m.before.data, topLevel), after: pick(m.afterData, topLevel) });
  }
  const names = new Map(plan.members.map((m) => [m.id as string, m.name]));
  const passed = passTime(campaign, plan.seconds, { ...(system.time.roundSeconds ? { roundSeconds: system.time.roundSeconds } : {}), nameOf: (id) => names.get(id) ?? 'someone' });
  const record: RestRecord = {
    id: options.recordId,
    at: options.now,
    restId: plan.restId,
    name: plan.name,
    chosen: plan.chosen,
    startedAtSeconds: campaign.clock.elapsedSeconds,
    seconds: plan.seconds,
    members: records,
    clockBefore: campaign.clock,
    conditionsBefore: campaign.conditions,
    undoneAt: null,
  };
  const next = withSession(passed.campaign, plan.sessionId, (s) => ({ ...s, rests: [...(s.rests ?? []), record] }));
  const rested = records.map((r) => `${r.name}: ${r.change}`).join('; ');
  return { campaign: next, characters, notices: [`${plan.name}: ${rested}. The clock is now ${clockReading(next.clock).text}.`, ...passed.notices] };
}

/** Deep equality of JSON values (key order aside). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Timers and conditions as they were before the rest, with any started since kept. */
function clockPutBack(campaign: CampaignDocument, record: RestRecord): Pick<CampaignDocument, 'clock' | 'conditions'> {
  const timerIds = new Set(record.clockBefore.timers.map((t) => t.id));
  const timers: ClockTimer[] = [...record.clockBefore.timers, ...campaign.clock.timers.filter((t) => !timerIds.has(t.id))];
  const conditionIds = new Set(record.conditionsBefore.map((c) => c.id));
  const conditions: ActiveCondition[] = [...record.conditionsBefore, ...campaign.conditions.filter((c) => !conditionIds.has(c.id))];
  return { clock: { elapsedSeconds: record.clockBefore.elapsedSeconds, timers }, conditions };
}

/**
 * Takes a rest back from every member it changed (all or nothing): refused when a member's sheet has changed what
 * the rest changed since, or the character is gone. The clock goes back too while nothing has moved it since.
 */
export function undoPartyRest(
  campaign: CampaignDocument,
  system: AnySystem,
  characters: ReadonlyMap<string, AwardCharacter>,
  ids: { readonly sessionId: string; readonly recordId: string },
  now: string,
): RestUpdate | Problem {
  const session = campaign.journal.find((s) => s.id === ids.sessionId);
  const record = session?.rests?.find((r) => r.id === ids.recordId);
  if (!session || !record) return { problem: 'That rest is no longer in the journal.' };
  if (record.undoneAt !== null) return { problem: 'That rest was already undone.' };
  const docs: CharacterDocument[] = [];
  for (const m of record.members) {
    const character = characters.get(m.characterId);
    if (!character || character.trashed) return { problem: `${m.name} is not in play any more (in the trash or gone), so the rest cannot be taken back from everyone.` };
    const data = character.doc.data as Record<string, unknown>;
    const changed = Object.keys(m.after).filter((k) => !same(data[k], m.after[k]));
    if (changed.length > 0) return { problem: `${m.name}'s sheet has changed since the rest (${changed.join(', ')}), so it cannot be taken back; put it right on the sheet.` };
    const restored = { ...data, ...m.before };
    const shape = system.checkShape(restored);
    if (shape.length > 0) return { problem: `${m.name}'s sheet would not be valid without the rest (${shape[0]?.message ?? 'shape'}); put it right on the sheet.` };
    const written = write(character.doc, { data: restored, entry: { kind: 'edit', summary: `Undone: ${record.name} with the party (${campaign.name})` } }, now);
    if ('problem' in written) return written;
    docs.push(written.doc);
  }
  const clockUnmoved = campaign.clock.elapsedSeconds === record.startedAtSeconds + record.seconds && !campaign.combat;
  const base = clockUnmoved ? { ...campaign, ...clockPutBack(campaign, record) } : campaign;
  const next = withSession(base, session.id, (s) => ({ ...s, rests: (s.rests ?? []).map((r) => (r.id === record.id ? { ...r, undoneAt: now } : r)) }));
  const clockWords = clockUnmoved
    ? `The clock is back at ${clockReading(next.clock).text}.`
    : `The clock stays at ${clockReading(next.clock).text}: it has moved since the rest.`;
  return { campaign: next, characters: docs, notices: [`${record.name} taken back from ${record.members.map((m) => m.name).join(', ') || 'nobody'}. ${clockWords}`] };
}
