/**
 * Field-by-field checks of untrusted character and campaign documents, shared by single-file import and backup
 * restore so both accept and repair exactly the same things. Each check migrates, validates every envelope field,
 * repairs what can be repaired without guessing at the user's data (noting each repair in one sentence), and throws
 * a DocumentError with one plain sentence for what cannot.
 */
import type { SystemDefinition } from '../systems/types';
import type { CharacterDocument, HistoryEntry, Override } from './character';
import type { CampaignDocument } from './campaign';
import type { CampaignId, CharacterId } from './ids';
import { DocumentError, type DocumentErrorCode } from './errors';
import { migrateCharacter, type JsonObject } from './migrations';
import { migrateCampaign } from './campaign-migrations';
import { checkCampaignTable, checkDivisions, checkEndedFight, checkJournalEntries } from './campaign-checks';
import { CAMPAIGN_TABLE_KEYS } from './campaign';
import { repairShape } from './shape-repair';
import { checkEntryDetails, repairEntry } from './history-checks';
import { appendHistory } from './history';
import { checkPortraitValue, type Portrait } from './portrait';
import { checkConditions, checkDataVersion, checkEntryFields } from './play-checks';
import {
  MAX_DICE_RECORDS,
  MAX_DICE_RECORD_LENGTH,
  MAX_HISTORY_ENTRIES,
  MAX_HOUSE_RULES,
  MAX_HOUSE_RULE_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_OVERRIDES,
  MAX_OVERRIDE_TEXT,
  MAX_PARTY,
  MAX_STEP_LENGTH,
  MAX_SUMMARY_LENGTH,
} from './content-limits';

/** Longest name kept; longer ones are cut to this length (and the cut is reported) rather than refused. */
export const MAX_NAME_LENGTH = 200;
/** Longest id accepted; a longer one is replaced by a fresh id. */
export const MAX_ID_LENGTH = 200;

/** What the checks need from outside: the known game systems, the clock and an id source (injected for tests). */
export interface CheckContext {
  /** The game system with this id, or undefined when this build does not know it. */
  readonly systems: (id: string) => SystemDefinition | undefined;
  /** Now as an ISO string, used for times that cannot be read. */
  readonly now: () => string;
  /** A fresh document or history id. */
  readonly newId: () => string;
}

/** A checked document and the repairs and migrations applied to it, one sentence each. */
export interface Checked<T> {
  readonly doc: T;
  readonly notes: readonly string[];
}

const HISTORY_KINDS: readonly HistoryEntry['kind'][] = ['level-up', 'training', 'xp', 'restore', 'edit', 'details', 'created', 'repair', 'sync'];
const CHARACTER_KEYS = new Set([
  'format', 'schemaVersion', 'id', 'system', 'name', 'status', 'creationStep', 'createdAt', 'updatedAt', 'data',
  'overrides', 'houseRules', 'history', 'portrait', 'conditions', 'dataVersion',
]);
const CAMPAIGN_KEYS = new Set<string>(['format', 'schemaVersion', 'id', 'name', 'system', 'notes', 'members', 'createdAt', 'updatedAt', 'endedFight', 'divisions', 'journalEntries', ...CAMPAIGN_TABLE_KEYS]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for an ISO 8601 date or date-time string that names a real moment. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

/** A user-supplied text made safe to quote inside a message: no control characters, at most 60 characters. */
export function quoteForMessage(text: string): string {
  // Control characters (newlines, escapes) would break the one-line message; each becomes a space.
  const chars = Array.from(text, (ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' ? ' ' : ch));
  return `"${chars.length > 60 ? `${chars.slice(0, 57).join('')}…` : chars.join('')}"`;
}

/** A sentence turned into a clause to embed in another sentence: no final period, first letter lower-cased. */
export function asClause(sentence: string): string {
  const trimmed = sentence.trim().replace(/[.!?]+$/, '');
  // Lower-case "The ..." but leave "JSON ..." or a quoted name alone.
  return /^[A-Z][a-z]/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}

/** A message guaranteed to be one non-empty sentence ending in a period, for `{ ok: false, error }`. */
export function asSentence(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim().replace(/[.!?:;,]+$/, '');
  return `${text === '' ? 'The file could not be read' : text}.`;
}

function fail(message: string, path?: string, code: DocumentErrorCode = 'invalid'): never {
  throw new DocumentError(code, message, path);
}

/** The first `max` code points of `text` (never splitting a surrogate pair). */
function cut(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

function checkName(value: unknown, what: 'character' | 'campaign', notes: string[]): string {
  if (typeof value !== 'string') fail(`The ${what}'s name is not text, so the file cannot be trusted.`, 'name');
  const length = Array.from(value).length;
  if (length <= MAX_NAME_LENGTH) return value;
  notes.push(`The name was ${length} characters long and was shortened to the first ${MAX_NAME_LENGTH}.`);
  return cut(value, MAX_NAME_LENGTH);
}

function checkId(value: unknown, what: 'character' | 'campaign', ctx: CheckContext, notes: string[]): string {
  if (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_ID_LENGTH) return value;
  notes.push(`The ${what} had no usable id, so it was given a new one.`);
  return ctx.newId();
}

function checkSystem(value: unknown, what: 'character' | 'campaign', ctx: CheckContext): SystemDefinition {
  if (typeof value !== 'string' || value.trim() === '') {
    fail(`The file does not say which game system this ${what} uses.`, 'system');
  }
  const system = ctx.systems(value);
  if (!system) {
    fail(`This ${what} uses the game system ${quoteForMessage(value)}, which this Sheetsmith does not know.`, 'system', 'unknown-system');
  }
  return system;
}

/** Checks updatedAt then createdAt (which falls back to updatedAt, the closest known time). */
function checkTimes(doc: JsonObject, ctx: CheckContext, notes: string[]): { createdAt: string; updatedAt: string } {
  const rawUpdated = doc['updatedAt'];
  const rawCreated = doc['createdAt'];
  const updatedAt = isIsoDate(rawUpdated) ? rawUpdated : ctx.now();
  if (updatedAt !== rawUpdated) notes.push('The last-changed time was missing or not a date, so it was set to now.');
  const createdAt = isIsoDate(rawCreated) ? rawCreated : updatedAt;
  if (createdAt !== rawCreated) {
    notes.push('The creation time was missing or not a date, so the last-changed time was used instead.');
  }
  return { createdAt, updatedAt };
}

function noteUnknownKeys(doc: JsonObject, known: ReadonlySet<string>, notes: string[]): void {
  const unknown = Object.keys(doc).filter((key) => !known.has(key));
  if (unknown.length === 0) return;
  const shown = unknown.slice(0, 5).map(quoteForMessage).join(', ');
  notes.push(`Unknown fields were ignored: ${shown}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}.`);
}

/** "12,345" for counts in messages. */
const count = (n: number): string => n.toLocaleString('en-US');

/** A problem of the system's shape check as a clause: "data.xp: should be a whole number (at data.xp)". */
function problemClause(problem: { readonly path: string; readonly message: string }): string {
  // Some systems already name the path in the message ("data.abilities.str: should be a whole number").
  const at = problem.path && !problem.message.includes(problem.path) ? ` (at ${problem.path})` : '';
  return `${asClause(problem.message)}${at}`;
}

/**
 * The system's payload, checked and repaired by its shape check (see shape-repair.ts): the repaired payload and a
 * note per repair, or the problem that could not be repaired, as a clause.
 */
function systemData(system: SystemDefinition, data: unknown): { data: unknown; notes: string[] } | { problem: string } {
  const outcome = repairShape(system, data);
  return outcome.ok ? { data: outcome.data, notes: outcome.notes } : { problem: problemClause(outcome.problem) };
}

/** Refuses a text longer than `max` characters, naming what it is: cutting it would lose the user's words. */
function checkLength(text: string, max: number, what: string, path: string, verb: 'is' | 'are' = 'is'): void {
  if (text.length > max) {
    fail(`${what} ${verb} ${count(text.length)} characters long, more than the ${count(max)} Sheetsmith keeps, so the file was not imported (nothing was cut).`, path);
  }
}

/** Refuses a list longer than `max`, naming what it is. */
function checkCount(list: readonly unknown[], max: number, what: string, path: string): void {
  if (list.length > max) fail(`The file holds ${count(list.length)} ${what}, more than the ${count(max)} Sheetsmith keeps, so it was not imported.`, path);
}

/**
 * Refuses a party larger than MAX_PARTY, with the same sentence as the party list's own check: a campaign file's
 * characters join the party too (import.ts), and the party they make must be one the file could be read back with.
 */
export function checkPartySize(party: readonly unknown[], path = 'members'): void {
  checkCount(party, MAX_PARTY, 'party members', path);
}

function checkOverrides(value: unknown, ctx: CheckContext, notes: string[]): Record<string, Override> {
  if (value === undefined) {
    notes.push('The character had no overrides list, so an empty one was added.');
    return {};
  }
  if (!isRecord(value)) {
    notes.push('The overrides were not readable (not a list of values by name) and were dropped.');
    return {};
  }
  const kept: [string, Override][] = [];
  const entries = Object.entries(value);
  checkCount(entries, MAX_OVERRIDES, 'overridden values', 'overrides');
  for (const [key, entry] of entries) {
    const v = isRecord(entry) ? entry['value'] : undefined;
    if (!isRecord(entry) || !((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string') || key.length > MAX_ID_LENGTH) {
      notes.push(`The override of ${quoteForMessage(key)} had no usable value${key.length > MAX_ID_LENGTH ? ' or name' : ''} and was dropped.`);
      continue;
    }
    const note = entry['note'];
    const at = entry['at'];
    if (typeof v === 'string') checkLength(v, MAX_OVERRIDE_TEXT, `The override of ${quoteForMessage(key)}`, `overrides.${key}`);
    if (typeof note === 'string') checkLength(note, MAX_OVERRIDE_TEXT, `The note on the override of ${quoteForMessage(key)}`, `overrides.${key}`);
    if (typeof note !== 'string' || !isIsoDate(at)) {
      notes.push(`The override of ${quoteForMessage(key)} had a missing note or time, which were filled in.`);
    }
    kept.push([key, { value: v, note: typeof note === 'string' ? note : '', at: isIsoDate(at) ? at : ctx.now() }]);
  }
  // fromEntries defines own properties, so a "__proto__" key stays a plain key instead of changing the prototype.
  return Object.fromEntries(kept);
}

/**
 * The portrait, when the file has one: kept as it is when it is a PNG or JPEG within the size limit, else dropped
 * with a note (the character is still worth importing without its picture).
 */
function checkPortrait(value: unknown, notes: string[]): Portrait | undefined {
  if (value === undefined) return undefined;
  const checked = checkPortraitValue(value);
  if (checked.ok) return checked.portrait;
  notes.push(`The portrait was dropped because ${checked.problem}.`);
  return undefined;
}

function checkHouseRules(value: unknown, notes: string[]): string[] {
  if (value === undefined) {
    notes.push('The character had no house-rules list, so an empty one was added.');
    return [];
  }
  if (!Array.isArray(value)) {
    if (typeof value === 'string') {
      checkLength(value, MAX_HOUSE_RULE_LENGTH, 'A house rule', 'houseRules');
      notes.push('The house rules were a single text instead of a list; it was kept as one rule.');
      return [value];
    }
    notes.push('The house rules were not a list of texts and were dropped.');
    return [];
  }
  checkCount(value, MAX_HOUSE_RULES, 'house rules', 'houseRules');
  const rules = value.filter((rule): rule is string => typeof rule === 'string');
  if (rules.length < value.length) notes.push(`${value.length - rules.length} house rule(s) that were not text were dropped.`);
  rules.forEach((rule, i) => checkLength(rule, MAX_HOUSE_RULE_LENGTH, `House rule ${i + 1}`, `houseRules[${i}]`));
  return rules;
}

/**
 * The step a draft resumes at: one of the system's creation steps (the last one, review, when it is missing or
 * unknown, so the flow never opens on a step that does not exist).
 */
function checkCreationStep(value: unknown, system: SystemDefinition, notes: string[]): string {
  const steps = system.creation.steps.map((s) => s.id);
  const fallback = steps[steps.length - 1] ?? 'review';
  if (typeof value === 'string' && value.length <= MAX_STEP_LENGTH && (steps.length === 0 || steps.includes(value))) return value;
  notes.push(`The creation step was ${typeof value === 'string' ? 'not one this game system has' : 'missing'}, so it was set to the ${fallback} step.`);
  return fallback;
}

function checkHistory(
  value: unknown,
  system: SystemDefinition,
  data: unknown,
  createdAt: string,
  ctx: CheckContext,
  notes: string[],
): HistoryEntry[] {
  if (value === undefined) {
    notes.push('The character had no history, so an empty one was added.');
    return [];
  }
  if (!Array.isArray(value)) {
    notes.push('The history was not a list and was dropped.');
    return [];
  }
  checkCount(value, MAX_HISTORY_ENTRIES, 'history entries', 'history');
  const seen = new Set<string>();
  const entries: HistoryEntry[] = [];
  value.forEach((raw: unknown, index) => {
    const n = index + 1;
    if (!isRecord(raw)) {
      notes.push(`History entry ${n} was not readable and was dropped.`);
      return;
    }
    let id = raw['id'];
    if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH || seen.has(id)) {
      notes.push(`History entry ${n} had a ${typeof id === 'string' && seen.has(id) ? 'duplicate' : 'missing'} id and was given a new one.`);
      id = ctx.newId();
    }
    seen.add(id as string);
    let at = raw['at'];
    if (!isIsoDate(at)) {
      notes.push(`History entry ${n} had no readable time; the character's creation time was used.`);
      at = createdAt;
    }
    let kind = raw['kind'];
    if (!HISTORY_KINDS.includes(kind as HistoryEntry['kind'])) {
      notes.push(`History entry ${n} was of an unknown kind and is now shown as an edit.`);
      kind = 'edit';
    }
    let summary = raw['summary'];
    if (typeof summary !== 'string') {
      notes.push(`History entry ${n} had no readable summary; it was left blank.`);
      summary = '';
    }
    checkLength(summary as string, MAX_SUMMARY_LENGTH, `The summary of history entry ${n}`, `history[${index}].summary`);
    const rawDice = raw['dice'];
    const dice = Array.isArray(rawDice) ? rawDice.filter((d): d is string => typeof d === 'string') : [];
    if (!Array.isArray(rawDice) || dice.length < rawDice.length) {
      notes.push(`History entry ${n} had dice records that were not text; those were dropped.`);
    }
    checkCount(dice, MAX_DICE_RECORDS, `dice records in history entry ${n}`, `history[${index}].dice`);
    dice.forEach((d) => checkLength(d, MAX_DICE_RECORD_LENGTH, `A dice record of history entry ${n}`, `history[${index}].dice`));
    const fields = checkEntryFields(raw['fields'], n, notes);
    const base = { id: id as string, at: at as string, kind: kind as HistoryEntry['kind'], summary: summary as string, dice, ...(fields ? { fields } : {}) };
    // A reverse patch is kept only when the data with its fields put back still has the system's shape.
    const entry = checkEntryDetails(raw, base, n, notes, (set) => {
      const restored = systemData(system, isRecord(data) ? { ...data, ...set } : set);
      return !('problem' in restored) && restored.notes.length === 0;
    }, system.records.checkPayload?.bind(system.records));
    entries.push(entry);
  });
  return entries;
}

/**
 * Checks one character document from an untrusted source: migrates it, validates and repairs every envelope
 * field, and checks `data` with its game system. Throws a DocumentError (one sentence) when it cannot be used.
 */
export function checkCharacter(raw: unknown, ctx: CheckContext): Checked<CharacterDocument> {
  if (!isRecord(raw)) fail('This is not a Sheetsmith character: it is not a JSON object.', '', 'not-sheetsmith');
  if (raw['format'] !== 'sheetsmith/character') fail('This is not a Sheetsmith character.', 'format', 'not-sheetsmith');
  const notes: string[] = [];
  // The schema-2 step reads the system's own level-ups and trainings through the system.
  const migrated = migrateCharacter(raw, undefined, ctx.systems);
  notes.push(...migrated.applied);
  const doc = migrated.doc;
  const system = checkSystem(doc['system'], 'character', ctx);
  const name = checkName(doc['name'], 'character', notes);
  const id = checkId(doc['id'], 'character', ctx, notes);
  if (!('data' in doc)) fail('The character data is missing, so there is nothing to open.', 'data');
  const shaped = systemData(system, doc['data']);
  if ('problem' in shaped) fail(`The character data is damaged: ${shaped.problem}.`, 'data');
  notes.push(...shaped.notes);
  const rawStatus = doc['status'];
  const status = rawStatus === 'draft' || rawStatus === 'complete' ? rawStatus : 'complete';
  if (status !== rawStatus) notes.push('The character had no readable draft/complete status, so it was marked complete.');
  const creationStep = checkCreationStep(doc['creationStep'], system, notes);
  const { createdAt, updatedAt } = checkTimes(doc, ctx, notes);
  const overrides = checkOverrides(doc['overrides'], ctx, notes);
  const houseRules = checkHouseRules(doc['houseRules'], notes);
  const history = checkHistory(doc['history'], system, shaped.data, createdAt, ctx, notes);
  const portrait = checkPortrait(doc['portrait'], notes);
  const conditions = checkConditions(doc['conditions'], ctx, notes);
  const dataVersion = checkDataVersion(doc['dataVersion'], system, notes);
  noteUnknownKeys(doc, CHARACTER_KEYS, notes);
  const checked: CharacterDocument = {
    format: 'sheetsmith/character',
    schemaVersion: doc['schemaVersion'] as number,
    id: id as CharacterId,
    system: doc['system'] as string,
    name,
    status,
    creationStep,
    createdAt,
    updatedAt,
    data: shaped.data,
    overrides,
    houseRules,
    history,
    ...(portrait ? { portrait } : {}),
    ...(conditions.length > 0 ? { conditions } : {}),
    ...(dataVersion !== undefined ? { dataVersion } : {}),
  };
  // What was put right (everything noted after the migrations) goes into the character's own history too, so the
  // repair is on record wherever the character goes next, not only in this import's report (issue #19).
  const repair = repairEntry(notes.slice(migrated.applied.length), ctx.now());
  return { doc: repair ? appendHistory(checked, checked.data, repair) : checked, notes };
}

/**
 * Checks one campaign document (without the member characters a campaign file carries beside it): migrates,
 * validates and repairs every field. Throws a DocumentError (one sentence) when it cannot be used.
 */
export function checkCampaign(raw: unknown, ctx: CheckContext): Checked<CampaignDocument> {
  if (!isRecord(raw)) fail('This is not a Sheetsmith campaign: it is not a JSON object.', '', 'not-sheetsmith');
  if (raw['format'] !== 'sheetsmith/campaign') fail('This is not a Sheetsmith campaign.', 'format', 'not-sheetsmith');
  const notes: string[] = [];
  const migrated = migrateCampaign(raw);
  notes.push(...migrated.applied);
  const doc = migrated.doc;
  checkSystem(doc['system'], 'campaign', ctx);
  const name = checkName(doc['name'], 'campaign', notes);
  const id = checkId(doc['id'], 'campaign', ctx, notes);
  let notesText = doc['notes'];
  if (notesText === undefined) {
    notes.push('The campaign had no notes field, so empty notes were added.');
    notesText = '';
  } else if (typeof notesText !== 'string') {
    // Notes are the GM's own words: refusing is better than silently dropping them.
    fail('The campaign notes are not text, so the file cannot be trusted.', 'notes');
  } else checkLength(notesText, MAX_NOTES_LENGTH, 'The campaign notes', 'notes', 'are');
  const rawMembers = doc['members'];
  let members: string[] = [];
  if (rawMembers === undefined) notes.push('The campaign had no member list, so an empty one was added.');
  else if (!Array.isArray(rawMembers)) notes.push('The member list was not a list and was dropped.');
  else {
    checkCount(rawMembers, MAX_PARTY, 'party members', 'members');
    const ids = rawMembers.filter((m): m is string => typeof m === 'string' && m !== '' && m.length <= MAX_ID_LENGTH);
    members = [...new Set(ids)];
    if (ids.length < rawMembers.length) notes.push('Member entries that were not character ids were dropped.');
    if (members.length < ids.length) notes.push('Members listed more than once are now listed once.');
  }
  const { createdAt, updatedAt } = checkTimes(doc, ctx, notes);
  // The GM's table (version 2): roles, journal, treasure, clock, dice log, conditions, monsters, combat.
  const table = checkCampaignTable(doc, members, ctx, notes);
  const endedFight = checkEndedFight(doc['endedFight'], notes);
  const divisions = checkDivisions(doc['divisions'], ctx, notes);
  const journalEntries = checkJournalEntries(doc['journalEntries'], ctx, notes);
  noteUnknownKeys(doc, CAMPAIGN_KEYS, notes);
  return {
    doc: {
      format: 'sheetsmith/campaign',
      schemaVersion: doc['schemaVersion'] as number,
      id: id as CampaignId,
      name,
      system: doc['system'] as string,
      notes: notesText as string,
      members: members as CharacterId[],
      ...table,
      ...(endedFight ? { endedFight } : {}),
      ...(divisions && divisions.length > 0 ? { divisions } : {}),
      ...(journalEntries && journalEntries.length > 0 ? { journalEntries } : {}),
      createdAt,
      updatedAt,
    },
    notes,
  };
}

/** How to name a document that failed its checks: its name when it has a readable one, else its position. */
export function describeDocument(raw: unknown, what: 'character' | 'campaign', index: number): string {
  const name = isRecord(raw) ? raw['name'] : undefined;
  return typeof name === 'string' && name.trim() !== ''
    ? `the ${what} ${quoteForMessage(name)}`
    : `${what} number ${index + 1} (unnamed)`;
}
