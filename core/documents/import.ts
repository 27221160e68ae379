/**
 * Reading character and campaign files from outside (a file picker, a drop, another device), and writing them.
 * Imports are untrusted: the text is size- and depth-checked before it is parsed, every string is bounded before
 * the structure is walked, and only then are documents checked field by field (document-checks.ts). Nothing here
 * throws: every failure is one sentence for the user.
 */
import type { SystemDefinition } from '../systems/types';
import type { CharacterDocument } from './character';
import { CAMPAIGN_SCHEMA_VERSION, type CampaignDocument } from './campaign';
import { upgradeStoredCampaign } from './campaign-migrations';
import { canonicalJson } from './canonical-json';
import { DocumentError } from './errors';
import { newId } from './ids';
import { nowIso } from './file-names';
import { MAX_FILE_BYTES } from './limits';
import { decodeUtf8Strict, utf8Length, type FileContent } from './utf8';

export { decodeUtf8Strict, utf8Length, type Decoded, type FileContent } from './utf8';
import {
  asClause,
  asSentence,
  checkCampaign,
  checkCharacter,
  checkPartySize,
  describeDocument,
  isRecord,
  type CheckContext,
} from './document-checks';

const MiB = 1024 * 1024;
/**
 * Largest character or campaign file read, and written: the one limit of every Sheetsmith file (limits.ts), so a
 * character that fits in a backup also imports on its own.
 */
export const DEFAULT_MAX_BYTES = MAX_FILE_BYTES;
/** Longest single text in any file; longer ones mean a damaged or hostile file. */
export const MAX_STRING_BYTES = MiB;
/**
 * Deepest nesting of arrays and objects in any file. A backup's deepest legitimate path is about 12 levels
 * (backup → characters → character → history → entry → before → system data), so 64 leaves ample room while
 * keeping every later walk far from the stack limit.
 */
export const MAX_FILE_DEPTH = 64;

/** What importDocument needs: the known game systems and, optionally, a size limit and (for tests) clock and ids. */
export interface ImportOptions {
  readonly systems: (id: string) => SystemDefinition | undefined;
  /** Largest file accepted, in UTF-8 bytes; DEFAULT_MAX_BYTES when absent. */
  readonly maxBytes?: number;
  /** Now as an ISO string, for repaired times; the real clock when absent. */
  readonly now?: () => string;
  /** A fresh id, for repaired ids; a random UUID when absent. */
  readonly newId?: () => string;
}

/** The result of importing one file: the document(s) ready to store and what was repaired, or why it was refused. */
export type ImportOutcome =
  | ({
      readonly ok: true;
      /** The party's characters when the file is a campaign; empty for a character file. */
      readonly members: CharacterDocument[];
      /** Each repair and migration applied, one sentence each; empty for a clean, current file. */
      readonly report: string[];
    } & (
      | { readonly kind: 'character'; readonly doc: CharacterDocument }
      | { readonly kind: 'campaign'; readonly doc: CampaignDocument }
    ))
  | { readonly ok: false; /** One sentence for the user, ending in a period. */ readonly error: string };

/** Parsed JSON with the notes made while reading it, or the reason it could not be read. */
export type JsonRead = { readonly ok: true; readonly value: unknown; readonly notes: string[] } | { readonly ok: false; readonly error: string };

/** A byte count in words: "512 bytes", "3.5 KiB", "16 MiB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < MiB ? [bytes / 1024, 'KiB'] : [bytes / MiB, 'MiB'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

/** Bytes of `text` in UTF-8, but only counted exactly when the cheap bounds cannot decide against `limit`. */
function exceeds(text: string, limit: number): number | undefined {
  // Every UTF-16 unit is 1 to 3 UTF-8 bytes, so the exact count is needed only between those bounds.
  if (text.length > limit) return utf8Length(text);
  if (text.length * 3 <= limit) return undefined;
  const bytes = utf8Length(text);
  return bytes > limit ? bytes : undefined;
}

/** Deepest bracket nesting in JSON text, scanning without recursion; stops early once past `limit`. */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, including a quote
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Line and column (both from 1) of a character offset, for parse errors a user can find in an editor. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return `line ${lines.length}, column ${(lines[lines.length - 1] ?? '').length + 1}`;
}

function parseErrorSentence(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message);
  let detail: string;
  const atEnd = position !== null && text.slice(Number(position[1])).trim() === '';
  if (atEnd || /end of (JSON )?input/i.test(message)) detail = `the text ends too early, at ${lineAndColumn(text, text.length)}`;
  else {
    const what = asClause(message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s*in JSON at position \d+/, ''));
    detail = position ? `${what} at ${lineAndColumn(text, Number(position[1]))}` : what;
  }
  return asSentence(`The file is not valid JSON (it may be truncated): ${detail}`);
}

/** Refuses the first string (value or key) longer than MAX_STRING_BYTES, walking with a stack, not recursion. */
function findHugeString(root: unknown): string | undefined {
  const tooBig = (s: string): boolean => exceeds(s, MAX_STRING_BYTES) !== undefined;
  if (typeof root === 'string') return tooBig(root) ? 'the top level' : undefined;
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value !== 'object' || value === null) continue;
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((v, i): [string, unknown] => [`${path}[${i}]`, v])
      : Object.entries(value).map(([k, v]): [string, unknown] => {
          if (tooBig(k)) throw new DocumentError('too-large', `The file holds a field name over ${formatBytes(MAX_STRING_BYTES)}, so it is damaged or not a Sheetsmith file.`);
          return [path === '' ? k : `${path}.${k}`, v];
        });
    for (const [childPath, child] of entries) {
      if (typeof child === 'string') {
        if (tooBig(child)) return childPath;
      } else if (typeof child === 'object' && child !== null) stack.push({ value: child, path: childPath });
    }
  }
  return undefined;
}

/**
 * Reads an untrusted file in the safe order: size, strict UTF-8 (when given bytes), byte-order mark, emptiness,
 * nesting depth (before parsing), JSON syntax, then string sizes (before anything walks the structure
 * recursively). Shared by import and backup.
 */
export function readJsonText(content: unknown, maxBytes: number, what = 'Sheetsmith file'): JsonRead {
  let text = content;
  if (content instanceof Uint8Array) {
    // The size first, so a huge file is refused before it is decoded.
    if (content.length > maxBytes) {
      return { ok: false, error: `The file is ${formatBytes(content.length)}, larger than the ${formatBytes(maxBytes)} limit for a ${what}.` };
    }
    const decoded = decodeUtf8Strict(content);
    if (!decoded.ok) return decoded;
    text = decoded.text;
  }
  if (typeof text !== 'string') return { ok: false, error: 'The file could not be read as text.' };
  const size = exceeds(text, maxBytes);
  if (size !== undefined) {
    return { ok: false, error: `The file is ${formatBytes(size)}, larger than the ${formatBytes(maxBytes)} limit for a ${what}.` };
  }
  const notes: string[] = [];
  let body = text;
  if (body.charCodeAt(0) === 0xfeff) {
    // Some Windows editors add a byte-order mark when saving; JSON.parse rejects it though the data is intact.
    body = body.slice(1);
    notes.push('A byte-order mark an editor added at the start of the file was ignored.');
  }
  if (body.trim() === '') return { ok: false, error: 'The file is empty.' };
  if (nestingDepth(body, MAX_FILE_DEPTH) > MAX_FILE_DEPTH) {
    return { ok: false, error: `The file is nested more than ${MAX_FILE_DEPTH} levels deep, which no ${what} is, so it was not opened.` };
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    return { ok: false, error: parseErrorSentence(body, error) };
  }
  const huge = findHugeString(value);
  if (huge !== undefined) {
    return {
      ok: false,
      error: `The file holds a text over ${formatBytes(MAX_STRING_BYTES)} at ${huge.slice(0, 80)}, longer than any Sheetsmith text, so it was not opened.`,
    };
  }
  return { ok: true, value, notes };
}

/** One sentence for any failure: a DocumentError's own message, or a generic one for a surprise. */
export function errorSentence(error: unknown): string {
  if (error instanceof DocumentError) return asSentence(error.message);
  const detail = error instanceof Error ? error.message : String(error);
  return asSentence(`The file could not be read because of an unexpected problem: ${detail.slice(0, 200)}`);
}

/** The check context from import options, filling in the real clock and id source. */
export function checkContext(options: Pick<ImportOptions, 'systems' | 'now' | 'newId'>): CheckContext {
  return { systems: options.systems, now: options.now ?? nowIso, newId: options.newId ?? (() => newId()) };
}

/** "the character "X"" → "The character "X"", to start a report line. */
export function label(description: string): string {
  return description.charAt(0).toUpperCase() + description.slice(1);
}

function importCampaignFile(file: Record<string, unknown>, ctx: CheckContext, report: string[]): ImportOutcome {
  const { memberCharacters, ...campaignFields } = file;
  const campaign = checkCampaign(campaignFields, ctx);
  report.push(...campaign.notes);
  let rawMembers: unknown[] = [];
  if (memberCharacters === undefined) report.push('The campaign file held no characters; only the campaign was read.');
  else if (!Array.isArray(memberCharacters)) {
    throw new DocumentError('invalid', "The campaign's characters are not a list, so the file cannot be trusted.", 'memberCharacters');
  } else rawMembers = memberCharacters;
  // Every character carried joins the party (below), so more of them than a party holds refuse the file before any
  // is checked; and so does a listed party that the carried ones would take past the limit (issue #23 §2).
  checkPartySize(rawMembers, 'memberCharacters');
  const listed = [...campaign.doc.members];
  const seen = new Set<string>();
  const members: CharacterDocument[] = [];
  rawMembers.forEach((raw, index) => {
    const who = describeDocument(raw, 'character', index);
    let checked;
    try {
      checked = checkCharacter(raw, ctx);
    } catch (error) {
      const reason = error instanceof DocumentError ? error.message : errorSentence(error);
      throw new DocumentError('invalid', `The campaign cannot be imported because ${who} is unusable: ${asClause(reason)}.`);
    }
    report.push(...checked.notes.map((note) => `${label(who)}: ${note}`));
    let doc = checked.doc;
    if (seen.has(doc.id)) {
      // Two characters with one id would overwrite each other in the store; keep both.
      doc = { ...doc, id: ctx.newId() as CharacterDocument['id'] };
      report.push(`${label(who)} had the same id as another character in the file, so it was given a new one.`);
    }
    seen.add(doc.id);
    if (!listed.includes(doc.id)) {
      listed.push(doc.id);
      report.push(`${label(who)} was in the file but not in the party list, so it was added to the party.`);
    }
    members.push(doc);
  });
  checkPartySize(listed);
  const missing = listed.filter((id) => !seen.has(id)).length;
  if (missing > 0) {
    report.push(`${missing} party member${missing > 1 ? 's are' : ' is'} not in this file; the party list still names them.`);
  }
  const doc: CampaignDocument = { ...campaign.doc, members: listed as CampaignDocument['members'] };
  return { ok: true, kind: 'campaign', doc, members, report };
}

/**
 * Refuses a checked document whose canonical file (what Sheetsmith would write when exporting it) would be larger
 * than the limit, or could not be written at all: an import must never accept what Sheetsmith cannot save and read
 * back. Canonical JSON is indented, so a compact file can grow several times over when written again.
 */
export function refuseUnwritable(write: () => string, maxBytes: number, what: string, refused = `the ${what} was not imported`): string | undefined {
  let written: string;
  try {
    written = write();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return asSentence(`The file holds a value Sheetsmith cannot save (${asClause(detail).slice(0, 200)}), so ${refused}`);
  }
  const size = exceeds(written, maxBytes);
  if (size === undefined) return undefined;
  return `Saved again, this ${what} would be ${formatBytes(size)}, larger than the ${formatBytes(maxBytes)} limit for a Sheetsmith file, so ${refused}.`;
}

/**
 * Reads a character or campaign file from untrusted bytes or text. Never throws: returns the checked document (a
 * campaign with its member characters), migrated and repaired, with a report line per change; or one sentence
 * saying why the file cannot be used. Whatever it accepts exports to canonical JSON within the size limit.
 */
export function importDocument(content: FileContent, options: ImportOptions): ImportOutcome {
  const outcome = readDocument(content, options);
  if (!outcome.ok) return outcome;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const refusal =
    outcome.kind === 'campaign'
      ? refuseUnwritable(() => exportCampaign(outcome.doc, outcome.members), maxBytes, 'campaign')
      : refuseUnwritable(() => exportCharacter(outcome.doc), maxBytes, 'character');
  return refusal === undefined ? outcome : { ok: false, error: refusal };
}

function readDocument(content: FileContent, options: ImportOptions): ImportOutcome {
  try {
    const read = readJsonText(content, options.maxBytes ?? DEFAULT_MAX_BYTES);
    if (!read.ok) return { ok: false, error: asSentence(read.error) };
    const value = read.value;
    const ctx = checkContext(options);
    const report = [...read.notes];
    const format = isRecord(value) ? value['format'] : undefined;
    if (!isRecord(value) || (format !== 'sheetsmith/character' && format !== 'sheetsmith/campaign')) {
      if (format === 'sheetsmith/backup') {
        return { ok: false, error: 'This is a full Sheetsmith backup, not a single character or campaign; restore it from Settings instead.' };
      }
      return { ok: false, error: 'This is not a Sheetsmith file.' };
    }
    if (format === 'sheetsmith/campaign') return importCampaignFile(value, ctx, report);
    const checked = checkCharacter(value, ctx);
    report.push(...checked.notes);
    return { ok: true, kind: 'character', doc: checked.doc, members: [], report };
  } catch (error) {
    return { ok: false, error: errorSentence(error) };
  }
}

/** Exactly the CharacterDocument fields, so store bookkeeping (sortName, deletedAt) never leaks into a file. */
export function characterEnvelope(doc: CharacterDocument): CharacterDocument {
  const { format, schemaVersion, id, system, name, status, creationStep, createdAt, updatedAt, data, overrides, houseRules, history, portrait, conditions, dataVersion } = doc;
  return {
    format, schemaVersion, id, system, name, status, creationStep, createdAt, updatedAt, data, overrides, houseRules, history,
    ...(portrait ? { portrait } : {}),
    // Schema 4's state in play and the system data's version travel with the character (store, file, restore point).
    ...(conditions && conditions.length > 0 ? { conditions } : {}),
    ...(dataVersion !== undefined ? { dataVersion } : {}),
  };
}

/**
 * Exactly the CampaignDocument fields, for the same reason as characterEnvelope. A campaign stored by an older
 * Sheetsmith (schema 1, read back from the store) is brought up to the current schema on the way, so callers always
 * get every field; one from a newer Sheetsmith is passed through for its reader to refuse.
 */
export function campaignEnvelope(doc: CampaignDocument): CampaignDocument {
  const current = doc.schemaVersion < CAMPAIGN_SCHEMA_VERSION ? upgradeStoredCampaign(doc) : doc;
  const { format, schemaVersion, id, name, system, notes, members, createdAt, updatedAt } = current;
  const { memberDetails, houseRules, journal, treasure, clock, diceLog, customConditions, conditions, monsters, combat } = current;
  return {
    format, schemaVersion, id, name, system, notes, members,
    memberDetails, houseRules, journal, treasure, clock, diceLog, customConditions, conditions, monsters, combat,
    // The fight ended last, while its end can be undone (issue 21 §4): kept, or the store and files would drop it.
    ...(current.endedFight ? { endedFight: current.endedFight } : {}),
    // Treasure divided into purses, while each division can be undone and its lots are not divided again (issue 21 §6).
    ...(current.divisions && current.divisions.length > 0 ? { divisions: current.divisions } : {}),
    // The GM's NPCs and places (issue 21 §8).
    ...(current.journalEntries && current.journalEntries.length > 0 ? { journalEntries: current.journalEntries } : {}),
    createdAt, updatedAt,
  };
}

/** A character file: the document as canonical JSON. Importing it and exporting again gives the same bytes. */
export function exportCharacter(doc: CharacterDocument): string {
  return canonicalJson(characterEnvelope(doc));
}

/**
 * A campaign file: the campaign's fields with its party under `memberCharacters`, in party order. Characters not
 * in the party list are left out (and a listed id appears once), so importing and exporting again gives the same
 * bytes.
 */
export function exportCampaign(campaign: CampaignDocument, members: readonly CharacterDocument[]): string {
  const byId = new Map<string, CharacterDocument>();
  for (const member of members) if (!byId.has(member.id)) byId.set(member.id, member);
  const listed = [...new Set(campaign.members)];
  const party = listed.flatMap((id) => {
    const member = byId.get(id);
    return member ? [characterEnvelope(member)] : [];
  });
  return canonicalJson({ ...campaignEnvelope(campaign), members: listed, memberCharacters: party });
}
