/**
 * Checks of a campaign's version-2 parts (the GM's table: member details, house rules, journal, treasure, clock, dice
 * log, conditions, saved monsters, the combat in progress) from an untrusted file. Called by checkCampaign in
 * document-checks.ts after migration, so import and backup restore read them alike.
 *
 * What is checked how: texts longer than the limits refuse the file (cutting would lose the GM's words); lists longer
 * than theirs refuse it too, except the dice log, which is a rolling log and keeps its latest rolls. Journal entries
 * are repaired field by field (their notes are the GM's); any other entry that is not what Sheetsmith writes is
 * dropped with a note, and so is a damaged combat (the characters keep their own hit points).
 */
import {
  MAX_ACTIVE_CONDITIONS,
  MAX_AWARD_LINES,
  MAX_CAMPAIGN_NUMBER,
  MAX_DIVISIONS,
  MAX_ENTRY_TAGS,
  MAX_JOURNAL_ENTRIES,
  MAX_TAG_LENGTH,
  JOURNAL_ENTRY_KINDS,
  MAX_COMBATANTS,
  MAX_COMBAT_LOG,
  MAX_CUSTOM_CONDITIONS,
  MAX_DICE_LOG,
  MAX_LABEL_LENGTH,
  MAX_MONSTERS,
  MAX_SESSIONS,
  MAX_SHARE_PERCENT,
  MAX_SESSION_NAMES,
  MAX_SESSION_RECORDS,
  MAX_TIMERS,
  MAX_TREASURE,
  MEMBER_ROLES,
  emptyCampaignTable,
  CAMPAIGN_TABLE_KEYS,
  type ActiveCondition,
  type AskedRoll,
  type AwardMemberRecord,
  type AwardRecord,
  type CampaignClock,
  type EndedFight,
  type CampaignHouseRules,
  type CampaignTable,
  type ClockTimer,
  type CombatAction,
  type CombatInitiative,
  type CombatSnapshot,
  type CombatState,
  type CombatSummary,
  type Combatant,
  type CustomCondition,
  type DefeatedMonster,
  type DiceLogEntry,
  type DivisionMemberRecord,
  type DivisionRecord,
  type JournalEntry,
  type MemberDetails,
  type MonsterStats,
  type MonsterTemplate,
  type RestMemberRecord,
  type RestRecord,
  type SessionEntry,
  type TreasureEntry,
} from './campaign';
import { MAX_NOTES_LENGTH } from './content-limits';
import { DocumentError } from './errors';
import type { CharacterId } from './ids';
import type { CharacterCondition } from './character';
import { MAX_CHARACTER_CONDITIONS } from './play-checks';

type Json = Record<string, unknown>;

/** What the checks need from outside: fresh ids for repaired entries. */
export interface TableCheckContext {
  readonly newId: () => string;
}

/** Longest id kept in the table (as document-checks' MAX_ID_LENGTH). */
const MAX_ID = 200;

// Kept here rather than imported from document-checks.ts, which imports this file.
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const isDay = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v));
const isTime = (v: unknown): v is string => typeof v === 'string' && DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));
const isId = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= MAX_ID;
const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * A reader takes an untrusted value and returns a clean copy of it (objects rebuilt with their known fields only, so
 * no stray key rides along into the store), or BAD when it is not what Sheetsmith writes.
 */
const BAD: unique symbol = Symbol('bad');
type Reader<T> = (v: unknown) => T | typeof BAD;

const is = <T>(guard: (v: unknown) => v is T): Reader<T> => (v) => (guard(v) ? v : BAD);
const id = is(isId);
const text = is(isText);
const day = is(isDay);
const time = is(isTime);
const bool = is((v): v is boolean => typeof v === 'boolean');
const number = (min: number, whole: boolean): Reader<number> =>
  is((v): v is number => typeof v === 'number' && Number.isFinite(v) && (!whole || Number.isInteger(v)) && v >= min && v <= MAX_CAMPAIGN_NUMBER);
const whole = number(0, true);
const amount = number(0, false);
const signed = number(-MAX_CAMPAIGN_NUMBER, true);
const oneOf = <T extends string>(values: readonly T[]): Reader<T> => is((v): v is T => typeof v === 'string' && (values as readonly string[]).includes(v));
const either = <A, B>(a: Reader<A>, b: Reader<B>): Reader<A | B> => (v) => {
  const first = a(v);
  return first === BAD ? b(v) : first;
};
const nullable = <T>(read: Reader<T>): Reader<T | null> => (v) => (v === null ? null : read(v));
const optional = <T>(read: Reader<T>): Reader<T | undefined> => (v) => (v === undefined ? undefined : read(v));
function listOf<T>(read: Reader<T>, max: number): Reader<T[]> {
  return (v) => {
    if (!Array.isArray(v) || v.length > max) return BAD;
    const out: T[] = [];
    for (const item of v) {
      const r = read(item);
      if (r === BAD) return BAD;
      out.push(r);
    }
    return out;
  };
}
/** An object with exactly the fields of `spec` (an optional field left out when absent). */
function obj<T>(spec: { readonly [K in keyof T]-?: Reader<T[K]> }): Reader<T> {
  return (v) => {
    if (!isRecord(v)) return BAD;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(spec) as (keyof T & string)[]) {
      const r = spec[key](v[key]);
      if (r === BAD) return BAD;
      if (r !== undefined) out[key] = r;
    }
    // Every field of T was read by its own reader above.
    return out as T;
  };
}

const count = (n: number) => n.toLocaleString('en-US');

function refuse(message: string, path: string): never {
  throw new DocumentError('invalid', message, path);
}

/**
 * Refuses the file when any text of the table is longer than Sheetsmith keeps: notes up to MAX_NOTES_LENGTH, every
 * other text up to MAX_LABEL_LENGTH. Walks with a stack (import has already bounded the depth).
 */
function refuseLongTexts(root: unknown, path: string): void {
  const stack: { value: unknown; key: string; at: string }[] = [{ value: root, key: '', at: path }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, key, at } = item;
    if (typeof value === 'string') {
      const max = key === 'notes' ? MAX_NOTES_LENGTH : MAX_LABEL_LENGTH;
      if (value.length > max) {
        refuse(`A text of the campaign's ${path} is ${count(value.length)} characters long, more than the ${count(max)} Sheetsmith keeps, so the file was not imported (nothing was cut).`, at);
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, key, at: `${at}[${i}]` }));
    else if (isRecord(value)) for (const [k, v] of Object.entries(value)) stack.push({ value: v, key: k, at: `${at}.${k}` });
  }
}

/** The list under `key`, refused when longer than `max`; undefined (noted) when missing or not a list. */
function listAt(doc: Json, key: string, what: string, max: number, notes: string[]): unknown[] {
  const value = doc[key];
  if (value === undefined) {
    notes.push(`The campaign had no ${what}, so an empty one was added.`);
    return [];
  }
  if (!Array.isArray(value)) {
    notes.push(`The campaign's ${what} was not a list and was dropped.`);
    return [];
  }
  if (value.length > max) refuse(`The file holds ${count(value.length)} entries in the ${what}, more than the ${count(max)} Sheetsmith keeps, so it was not imported.`, key);
  return value;
}

/** The entries of `list` that `read` accepts, cleaned; the rest are dropped with one note. */
function keep<T>(list: readonly unknown[], read: Reader<T>, what: string, notes: string[]): T[] {
  const kept: T[] = [];
  for (const item of list) {
    const r = read(item);
    if (r !== BAD) kept.push(r);
  }
  const dropped = list.length - kept.length;
  if (dropped > 0) notes.push(`${count(dropped)} ${what} ${dropped === 1 ? 'was' : 'were'} not readable and ${dropped === 1 ? 'was' : 'were'} dropped.`);
  return kept;
}

/** Renews ids seen before in the same list (two entries with one id would overwrite each other). */
function uniqueIds<T extends { readonly id: string }>(list: readonly T[], ctx: TableCheckContext, what: string, notes: string[]): T[] {
  const seen = new Set<string>();
  let renewed = 0;
  const out = list.map((entry) => {
    if (!seen.has(entry.id)) {
      seen.add(entry.id);
      return entry;
    }
    renewed++;
    const fresh = ctx.newId();
    seen.add(fresh);
    return { ...entry, id: fresh };
  });
  if (renewed > 0) notes.push(`${count(renewed)} ${what} shared an id with another and ${renewed === 1 ? 'was' : 'were'} given a new one.`);
  return out;
}

const readMemberDetails = obj<MemberDetails>({
  role: oneOf(MEMBER_ROLES),
  player: text,
  xpSharePercent: nullable(is((x): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_SHARE_PERCENT)),
  awardPercent: optional(nullable(is((x): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 100))),
});

function checkMemberDetails(raw: unknown, members: readonly string[], notes: string[]): Record<string, MemberDetails> {
  if (raw === undefined) return {};
  if (!isRecord(raw)) {
    notes.push("The members' roles and players were not readable and were dropped; every member is now a player character.");
    return {};
  }
  const kept: [string, MemberDetails][] = [];
  let unreadable = 0;
  let strangers = 0;
  for (const [key, value] of Object.entries(raw)) {
    const details = readMemberDetails(value);
    if (!members.includes(key)) strangers++;
    else if (details === BAD) unreadable++;
    else kept.push([key, details]);
  }
  if (unreadable > 0) notes.push(`The role, player or share of ${count(unreadable)} member${unreadable === 1 ? ' was' : 's were'} not readable; the defaults are used.`);
  if (strangers > 0) notes.push(`Roles of ${count(strangers)} character${strangers === 1 ? '' : 's'} not in the party were dropped.`);
  // fromEntries defines own properties, so a "__proto__" key stays a plain key.
  return Object.fromEntries(kept);
}

function checkHouseRules(raw: unknown, notes: string[]): CampaignHouseRules {
  const rules = isRecord(raw) ? raw : {};
  const multi = nullable(bool)(rules['multiLevelPerAward']);
  const initiative = nullable(oneOf(['side', 'individual'] as const))(rules['initiative']);
  if (raw !== undefined && (!isRecord(raw) || multi === BAD || initiative === BAD)) notes.push("The campaign's house rules were not all readable; those that were not keep the rules' own way.");
  return { multiLevelPerAward: multi === BAD ? null : multi, initiative: initiative === BAD ? null : initiative };
}

const lines = listOf(text, MAX_AWARD_LINES);

const readAward = obj<AwardRecord>({
  id, at: time, monsterXp: whole, treasureXp: whole, soloSideQuest: bool, arithmetic: lines, houseRules: lines, undoneAt: nullable(time),
  members: listOf(
    obj<AwardMemberRecord>({ characterId: is((v): v is CharacterId => isId(v)), name: text, base: whole, given: whole, arithmetic: lines, historyEntryId: id }),
    MAX_COMBATANTS,
  ),
});

const readCombatSummary = obj<CombatSummary>({
  id, startedAt: time, endedAt: time, rounds: whole, xpValue: whole,
  defeated: listOf(obj<DefeatedMonster>({ name: text, summary: text, xp: whole }), MAX_COMBATANTS),
});

function namesAt(entry: Json, key: string, what: string, n: number, notes: string[], guard: (v: unknown) => v is string = isText): string[] {
  const value = entry[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    notes.push(`The ${what} of session ${n} were not a list and were dropped.`);
    return [];
  }
  if (value.length > MAX_SESSION_NAMES) refuse(`Session ${n} lists ${count(value.length)} ${what}, more than the ${count(MAX_SESSION_NAMES)} Sheetsmith keeps, so the file was not imported.`, key);
  const kept = value.filter(guard);
  if (kept.length < value.length) notes.push(`${count(value.length - kept.length)} of the ${what} of session ${n} were not readable and were dropped.`);
  return kept;
}

function recordsAt<T>(entry: Json, key: 'awards' | 'combats' | 'rests', read: Reader<T>, n: number, notes: string[]): T[] {
  const value = entry[key];
  const what = key === 'awards' ? 'XP awards' : key === 'rests' ? 'party rests' : 'combat summaries';
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    notes.push(`The ${what} of session ${n} were not a list and were dropped.`);
    return [];
  }
  if (value.length > MAX_SESSION_RECORDS) refuse(`Session ${n} holds ${count(value.length)} ${what}, more than the ${count(MAX_SESSION_RECORDS)} Sheetsmith keeps, so the file was not imported.`, key);
  const kept = keep(value, read, '', []);
  if (kept.length < value.length) {
    const kept2 = key === 'awards' ? ' (the characters keep the XP they got; only the record, and so its undo, is gone)' : key === 'rests' ? ' (the characters keep what the rest gave them; only the record, and so its undo, is gone)' : '';
    notes.push(`${count(value.length - kept.length)} of the ${what} of session ${n} were not readable and were dropped${kept2}.`);
  }
  return kept;
}

/** A journal entry, repaired field by field so the GM's notes are never dropped for a damaged date or list. */
function checkSession(raw: unknown, index: number, ctx: TableCheckContext, notes: string[]): SessionEntry | null {
  const n = index + 1;
  if (!isRecord(raw)) {
    notes.push(`Session ${n} of the journal was not readable and was dropped.`);
    return null;
  }
  const fixes: string[] = [];
  const textAt = (key: string): string => {
    const v = raw[key];
    if (v === undefined || isText(v)) return v ?? '';
    fixes.push(key);
    return '';
  };
  let sessionId = raw['id'];
  if (!isId(sessionId)) {
    fixes.push('id');
    sessionId = ctx.newId();
  }
  let date = raw['date'];
  if (!isDay(date)) {
    if (date !== '') fixes.push('date');
    date = '';
  }
  const entry: SessionEntry = {
    id: sessionId as string,
    date: date as string,
    title: textAt('title'),
    notes: textAt('notes'),
    present: namesAt(raw, 'present', 'members present', n, notes, isId) as CharacterId[],
    npcsMet: namesAt(raw, 'npcsMet', 'NPCs met', n, notes),
    places: namesAt(raw, 'places', 'places', n, notes),
    awards: recordsAt(raw, 'awards', readAward, n, notes),
    combats: recordsAt(raw, 'combats', readCombatSummary, n, notes),
    ...(raw['rests'] === undefined ? {} : { rests: recordsAt(raw, 'rests', readRest, n, notes) }),
  };
  if (fixes.length > 0) notes.push(`Session ${n} of the journal had an unreadable ${fixes.join(', ')}, which ${fixes.length === 1 ? 'was' : 'were'} reset.`);
  return entry;
}

const characterId = is((v): v is CharacterId => isId(v));

const readTreasure = obj<TreasureEntry>({
  id, sessionId: nullable(id), kind: oneOf(['coins', 'item'] as const), name: text, quantity: amount, value: amount, countsForXp: bool,
  holder: nullable(characterId), notes: text, sold: nullable(obj<{ price: number; date: string }>({ price: amount, date: either(day, time) })),
  handed: optional(obj<NonNullable<TreasureEntry['handed']>>({ characterId, at: time, historyEntryId: id })),
});

const readTimer = obj<ClockTimer>({
  id, label: text, kind: oneOf(['light', 'effect', 'other'] as const), remainingSeconds: whole, holder: nullable(characterId),
  used: optional(obj<NonNullable<ClockTimer['used']>>({ characterId, item: id, historyEntryId: id })),
});

function checkClock(raw: unknown, ctx: TableCheckContext, notes: string[]): CampaignClock {
  if (raw === undefined) return emptyCampaignTable().clock;
  const elapsed = isRecord(raw) ? whole(raw['elapsedSeconds']) : BAD;
  if (!isRecord(raw) || elapsed === BAD) {
    notes.push("The campaign's clock was not readable and was set back to its start.");
    return emptyCampaignTable().clock;
  }
  const timers = listAt(raw, 'timers', 'clock timers', MAX_TIMERS, []);
  return { elapsedSeconds: elapsed, timers: uniqueIds(keep(timers, readTimer, 'clock timers', notes), ctx, 'clock timers', notes) };
}

const readDiceLog = obj<DiceLogEntry>({ id, at: time, label: text, notation: text, total: number(-MAX_CAMPAIGN_NUMBER, false), breakdown: text });
const readCustomCondition = obj<CustomCondition>({ id, name: text, description: text });
const readActiveCondition = obj<ActiveCondition>({ id, targetId: id, conditionId: id, name: text, remainingRounds: nullable(whole), note: text });

/** Longest JSON of the fields one member's rest record keeps before or after (a character's data is far smaller). */
const MAX_REST_FIELDS_JSON = 500_000;

/** Fields of a character's system data, as plain JSON (the system checks their shape when an undo puts them back). */
const jsonFields: Reader<Readonly<Record<string, unknown>>> = (v) => {
  if (!isRecord(v)) return BAD;
  const json = JSON.stringify(v);
  return json.length > MAX_REST_FIELDS_JSON ? BAD : (JSON.parse(json) as Record<string, unknown>);
};

const readRest = obj<RestRecord>({
  id, at: time, restId: id, name: text, chosen: lines, startedAtSeconds: whole, seconds: whole, undoneAt: nullable(time),
  clockBefore: obj<CampaignClock>({ elapsedSeconds: whole, timers: listOf(readTimer, MAX_TIMERS) }),
  conditionsBefore: listOf(readActiveCondition, MAX_ACTIVE_CONDITIONS),
  members: listOf(
    obj<RestMemberRecord>({ characterId, name: text, change: text, lines, dice: lines, historyEntryId: id, before: jsonFields, after: jsonFields }),
    MAX_COMBATANTS,
  ),
});
/** Most inputs a monster model has, and the longest input id. */
const MAX_MONSTER_INPUTS = 50;
/** A monster model's inputs as typed, by input id. */
const monsterInput: Reader<Readonly<Record<string, string>>> = (v) => {
  if (!isRecord(v) || Object.keys(v).length > MAX_MONSTER_INPUTS) return BAD;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(v)) {
    if (!isId(key) || typeof value !== 'string') return BAD;
    out[key] = value;
  }
  return out;
};
const readMonster = obj<MonsterTemplate>({ id, name: text, input: monsterInput, initiativeModifier: signed, notes: text });
/** Defences and attacks as a monster model worded them. */
const defences = listOf(obj<{ label: string; value: string }>({ label: text, value: text }), MAX_MONSTER_INPUTS);

const readCombatant = obj<Combatant>({
  id, side: oneOf(['party', 'foes'] as const), characterId: nullable(characterId), name: text, group: text, defeated: bool, intent: optional(oneOf(['early', 'late'] as const)),
  initiative: obj<CombatInitiative>({ roll: nullable(signed), modifier: signed, total: nullable(signed), tieBreak: nullable(signed) }),
  monster: nullable(obj<MonsterStats>({ summary: text, hp: whole, maxHp: whole, defences, attacks: listOf(text, MAX_MONSTER_INPUTS), xp: whole, figures: text, input: optional(monsterInput) })),
});
const combatants = listOf(readCombatant, MAX_COMBATANTS);
const activeConditions = listOf(readActiveCondition, MAX_ACTIVE_CONDITIONS);
const turnIndex = number(-1, true);
const ids = listOf(id, MAX_COMBATANTS);

/** Conditions as a character keeps them (the envelope's checks apply again when the character itself is read). */
const readCharacterCondition = obj<CharacterCondition>({ id, conditionId: id, name: text, rounds: nullable(whole), note: text, until: optional(id) });
const characterConditions = listOf(readCharacterCondition, MAX_CHARACTER_CONDITIONS);
/** Members' conditions by combatant id, as a round found them. */
const memberConditions: Reader<Readonly<Record<string, readonly CharacterCondition[]>>> = (v) => {
  if (!isRecord(v) || Object.keys(v).length > MAX_COMBATANTS) return BAD;
  const out: Record<string, readonly CharacterCondition[]> = {};
  for (const [key, list] of Object.entries(v)) {
    const read = characterConditions(list);
    if (!isId(key) || read === BAD) return BAD;
    out[key] = read;
  }
  return out;
};
const readAsked = obj<AskedRoll>({ combatantId: id, actionId: id, prompt: text, round: whole });
const askedRolls = listOf(readAsked, MAX_COMBATANTS * 4);

const readSnapshot = obj<CombatSnapshot>({
  round: whole, turn: turnIndex, delayed: ids, conditions: activeConditions, combatants: optional(combatants), memberConditions: optional(memberConditions), asked: optional(askedRolls),
  initiativeDue: optional(bool),
});
type HpAction = Extract<CombatAction, { kind: 'hp' }>;
type StateAction = Extract<CombatAction, { kind: 'state' }>;
type MemberAction = Extract<CombatAction, { kind: 'member' }>;
const readHpAction = obj<HpAction>({ kind: oneOf(['hp'] as const), id, at: time, label: text, combatantId: id, before: signed, after: signed, defeatedBefore: bool });
const readStateAction = obj<StateAction>({ kind: oneOf(['state'] as const), id, at: time, label: text, before: readSnapshot });
const readMemberAction = obj<MemberAction>({ kind: oneOf(['member'] as const), id, at: time, label: text, combatantId: id, conditionsBefore: characterConditions, askedBefore: optional(askedRolls) });

const readCombat = obj<CombatState>({
  id, startedAt: time, sessionId: nullable(id), round: whole, initiativeMode: oneOf(['side', 'individual', 'none'] as const), combatants,
  turn: turnIndex, delayed: ids, conditions: activeConditions, asked: optional(askedRolls), initiativeDue: optional(bool),
  log: listOf(either<HpAction | StateAction, MemberAction>(either<HpAction, StateAction>(readHpAction, readStateAction), readMemberAction), MAX_COMBAT_LOG),
});

/** A fight read as the tracker can act on it: the turn names a combatant and ids are unique, else BAD. */
function usableCombat(raw: unknown): CombatState | typeof BAD {
  const combat = readCombat(raw);
  // The turn must name a combatant and ids must be unique, or the tracker would act on the wrong creature.
  const usable = combat !== BAD && combat.turn < Math.max(1, combat.combatants.length) && new Set(combat.combatants.map((c) => c.id)).size === combat.combatants.length;
  return usable ? combat : BAD;
}

function checkCombat(raw: unknown, notes: string[]): CombatState | null {
  if (raw === undefined || raw === null) return null;
  const combat = usableCombat(raw);
  if (combat !== BAD) return combat;
  notes.push('The combat in progress was not readable and was dropped; the characters keep their own hit points.');
  return null;
}

const readClockStrict = obj<CampaignClock>({ elapsedSeconds: whole, timers: listOf(readTimer, MAX_TIMERS) });
const readEndedFight = obj<EndedFight>({ combat: usableCombat, endedAt: time, clockBefore: readClockStrict, clockAfter: readClockStrict });

const readDivision = obj<DivisionRecord>({
  id, at: time, lotIds: listOf(id, MAX_TREASURE), total: amount, remainder: amount, undoneAt: nullable(time),
  members: listOf(obj<DivisionMemberRecord>({ characterId, name: text, shares: amount, amount, historyEntryId: id }), MAX_COMBATANTS),
});

/**
 * The divisions of treasure into purses (issue 21 §6); undefined when there are none. One that cannot be read is
 * dropped with a note: the characters keep what they were credited, only the record (and so its undo) is gone.
 */
export function checkDivisions(raw: unknown, ctx: TableCheckContext, notes: string[]): DivisionRecord[] | undefined {
  if (raw === undefined) return undefined;
  refuseLongTexts(raw, 'divisions');
  if (!Array.isArray(raw)) {
    notes.push('The divisions of treasure were not a list and were dropped (the purses keep what they were given).');
    return undefined;
  }
  if (raw.length > MAX_DIVISIONS) refuse(`The campaign holds ${count(raw.length)} divisions of treasure, more than the ${count(MAX_DIVISIONS)} Sheetsmith keeps, so the file was not imported.`, 'divisions');
  const kept = keep(raw, readDivision, '', []);
  if (kept.length < raw.length) notes.push(`${count(raw.length - kept.length)} of the divisions of treasure were not readable and were dropped (the purses keep what they were given; only the record, and so its undo, is gone).`);
  return uniqueIds(kept, ctx, 'divisions of treasure', notes);
}

/**
 * The fight ended last, kept for the undo of its end (issue 21 §4); undefined when there is none. One that cannot be
 * read is dropped with a note: only the undo of the end is lost, the summary stays in its session.
 */
export function checkEndedFight(raw: unknown, notes: string[]): EndedFight | undefined {
  if (raw === undefined) return undefined;
  refuseLongTexts(raw, 'endedFight');
  const ended = readEndedFight(raw);
  if (ended !== BAD) return ended;
  notes.push('The fight ended last could not be read, so its end can no longer be undone; its summary stays in its session.');
  return undefined;
}

/**
 * The version-2 parts of a migrated campaign, checked and repaired. `members` is the checked party list (details of
 * other characters are dropped). Throws a DocumentError (one sentence) for a text or list past its limit.
 */
export function checkCampaignTable(doc: Json, members: readonly string[], ctx: TableCheckContext, notes: string[]): CampaignTable {
  for (const key of CAMPAIGN_TABLE_KEYS) refuseLongTexts(doc[key], key);
  const journal = listAt(doc, 'journal', 'session journal', MAX_SESSIONS, notes).flatMap((raw, i) => checkSession(raw, i, ctx, notes) ?? []);
  const rawLog = listAt(doc, 'diceLog', 'dice log', Number.POSITIVE_INFINITY, notes);
  if (rawLog.length > MAX_DICE_LOG) notes.push(`The dice log held ${count(rawLog.length)} rolls; the latest ${count(MAX_DICE_LOG)} were kept.`);
  const list = <T extends { readonly id: string }>(key: string, what: string, max: number, read: Reader<T>): T[] =>
    uniqueIds(keep(listAt(doc, key, what, max, notes), read, what, notes), ctx, what, notes);
  return {
    memberDetails: checkMemberDetails(doc['memberDetails'], members, notes),
    houseRules: checkHouseRules(doc['houseRules'], notes),
    journal: uniqueIds(journal, ctx, 'journal sessions', notes),
    treasure: list('treasure', 'treasure lots', MAX_TREASURE, readTreasure),
    clock: checkClock(doc['clock'], ctx, notes),
    diceLog: uniqueIds(keep(rawLog.slice(-MAX_DICE_LOG), readDiceLog, 'dice log entries', notes), ctx, 'dice log entries', notes),
    customConditions: list('customConditions', 'custom conditions', MAX_CUSTOM_CONDITIONS, readCustomCondition),
    conditions: list('conditions', 'conditions on members', MAX_ACTIVE_CONDITIONS, readActiveCondition),
    monsters: list('monsters', 'saved monsters', MAX_MONSTERS, readMonster),
    combat: checkCombat(doc['combat'], notes),
  };
}

/**
 * One NPC or place of the journal (issue 21 §8), repaired field by field like a session, so the GM's notes are never
 * dropped for a damaged kind or tag; null (noted) when it is not an object at all.
 */
function checkJournalEntry(raw: unknown, index: number, ctx: TableCheckContext, notes: string[]): JournalEntry | null {
  const n = index + 1;
  if (!isRecord(raw)) {
    notes.push(`Entry ${n} of the NPCs and places was not readable and was dropped.`);
    return null;
  }
  const fixes: string[] = [];
  const textAt = (key: string): string => {
    const v = raw[key];
    if (v === undefined || isText(v)) return v ?? '';
    fixes.push(key);
    return '';
  };
  let entryId = raw['id'];
  if (!isId(entryId)) {
    fixes.push('id');
    entryId = ctx.newId();
  }
  let kind = oneOf(JOURNAL_ENTRY_KINDS)(raw['kind']);
  if (kind === BAD) {
    fixes.push('kind (now an NPC)');
    kind = 'npc';
  }
  const name = textAt('name');
  const text = textAt('notes');
  const rawTags = raw['tags'];
  let tags: string[] = [];
  if (Array.isArray(rawTags)) {
    if (rawTags.length > MAX_ENTRY_TAGS) refuse(`Entry ${n} of the NPCs and places has ${count(rawTags.length)} tags, more than the ${count(MAX_ENTRY_TAGS)} Sheetsmith keeps, so the file was not imported.`, `journalEntries[${index}].tags`);
    tags = rawTags.filter((t): t is string => isText(t) && t.trim() !== '' && t.length <= MAX_TAG_LENGTH);
    const seen = new Set<string>();
    tags = tags.filter((t) => {
      const key = t.toLocaleLowerCase('en');
      return seen.has(key) ? false : (seen.add(key), true);
    });
    if (tags.length < rawTags.length) fixes.push('tags (blank, repeated or too long ones dropped)');
  } else if (rawTags !== undefined) fixes.push('tags');
  const rawCharacter = raw['characterId'];
  let characterId: CharacterId | null = null;
  if (rawCharacter !== undefined && rawCharacter !== null) {
    if (isId(rawCharacter) && kind === 'npc') characterId = rawCharacter as CharacterId;
    else fixes.push('link to a character (unlinked)');
  }
  const entry: JournalEntry = { id: entryId as string, kind, name, notes: text, tags, characterId };
  if (fixes.length > 0) notes.push(`Entry ${n} of the NPCs and places had an unreadable ${fixes.join(', ')}, which ${fixes.length === 1 ? 'was' : 'were'} put right.`);
  return entry;
}

/**
 * The journal's NPCs and places (issue 21 §8); undefined when there are none. More than MAX_JOURNAL_ENTRIES, or a
 * text past its limit, refuses the file (nothing is cut); entries are repaired one by one. A link to a character is
 * kept even when the file does not carry it (it may be on the device the file is opened on); the view shows one
 * that is not there as missing.
 */
export function checkJournalEntries(raw: unknown, ctx: TableCheckContext, notes: string[]): JournalEntry[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) {
    notes.push('The NPCs and places were not a list and were dropped.');
    return undefined;
  }
  if (raw.length > MAX_JOURNAL_ENTRIES) refuse(`The file holds ${count(raw.length)} NPCs and places, more than the ${count(MAX_JOURNAL_ENTRIES)} Sheetsmith keeps, so it was not imported.`, 'journalEntries');
  refuseLongTexts(raw, 'journalEntries');
  const entries = raw.flatMap((item, i) => checkJournalEntry(item, i, ctx, notes) ?? []);
  return uniqueIds(entries, ctx, 'NPCs and places', notes);
}
