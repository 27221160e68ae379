/**
 * How documents become store rows and back: the envelope plus bookkeeping (name index, trash flag, revision). Every
 * module that writes a character or campaign row goes through here, so every write gets a new revision.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';
import { CHARACTER_SCHEMA_VERSION } from '../../../core/documents/character';
import { migrateCharacter } from '../../../core/documents/migrations';
import { DocumentError } from '../../../core/documents/errors';
import { campaignEnvelope, characterEnvelope } from '../../../core/documents/import';
import { INITIAL_REVISION, isRevision, nextRevision } from '../../../core/documents/revision';
import type { StoredCampaign, StoredCharacter } from './db';
import { loadSystem, loadedSystem } from '../../../core/systems/registry';
import { rosterCard } from '../../../core/systems/card';
import type { CharacterCard } from '../../../core/systems/types';

/** A document read with its revision: what a view keeps to save on top of it later. */
export interface Revisioned<T> {
  readonly doc: T;
  /** The stored revision; pass it as `baseRev` when saving an edit of `doc`. */
  readonly rev: string;
  /** ISO time it was moved to the trash; absent while it is live. */
  readonly deletedAt?: string;
}

/** The name index the store keeps beside every document. */
export function sortName(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** A row's revision; INITIAL_REVISION for rows stored before revisions existed (or with a damaged one). */
export function storedRevision(row: { readonly rev?: string }): string {
  return isRevision(row.rev) ? row.rev : INITIAL_REVISION;
}

/** The trash flag to carry over, as a spreadable object. */
function trash(deletedAt: string | undefined): { deletedAt?: string } {
  return deletedAt !== undefined ? { deletedAt } : {};
}

/**
 * A character row for `doc` (its envelope only: stray store fields of a row passed in are dropped), with the
 * revision after `prevRev` (undefined for a new row) and the given trash flag.
 */
export function characterRow(doc: CharacterDocument & { readonly card?: CharacterCard | null }, prevRev: string | undefined, deletedAt?: string): StoredCharacter {
  const envelope = characterEnvelope(doc);
  // The card comes from the character's system when its code is loaded (every writer loads it first, see
  // CharacterRepository.ready); a row rewritten without it (trash, restore) keeps the card it had.
  const system = loadedSystem(envelope.system);
  const card = system ? rosterCard(system, envelope) : (doc.card ?? null);
  return { ...envelope, sortName: sortName(envelope.name), rev: nextRevision(prevRev, envelope), card, ...trash(deletedAt) };
}

/** A campaign row for `doc`, as characterRow. */
export function campaignRow(doc: CampaignDocument, prevRev: string | undefined, deletedAt?: string): StoredCampaign {
  const envelope = campaignEnvelope(doc);
  return { ...envelope, sortName: sortName(envelope.name), rev: nextRevision(prevRev, envelope), ...trash(deletedAt) };
}

/**
 * The character a row holds, upgraded to the current schema when older (the stored copy is upgraded on its next
 * save). One from a newer schema is refused with a DocumentError rather than guessed at.
 */
export function readCharacter(row: StoredCharacter): CharacterDocument {
  const { sortName: _s, deletedAt: _d, rev: _r, card: _c, ...doc } = row;
  return currentCharacter(doc, `“${row.name}” was saved by a newer Sheetsmith; update to open it.`);
}

/**
 * `doc` at the current schema: as it is when current, migrated when older, refused with a DocumentError saying
 * `newerMessage` when newer. Returns the envelope only.
 */
export function currentCharacter(doc: CharacterDocument, newerMessage: string): CharacterDocument {
  if (doc.schemaVersion === CHARACTER_SCHEMA_VERSION) return characterEnvelope(doc);
  if (doc.schemaVersion > CHARACTER_SCHEMA_VERSION) throw new DocumentError('newer-version', newerMessage);
  // Migrations take untyped records (they read shapes the types no longer describe) and return the current shape. A
  // step with a part in each system runs the system's part: the reader loads the system first (see needsSystem).
  const migrated = migrateCharacter(definedFields(doc), undefined, loadedSystem).doc;
  if (!isCurrentCharacter(migrated)) {
    throw new DocumentError('invalid', `“${doc.name}” could not be upgraded to this version of Sheetsmith.`);
  }
  return characterEnvelope(migrated);
}

/**
 * Whether reading `doc` needs its game system loaded first: an older schema is migrated, and a migration step may
 * run the system's own part (schema 2 → 3 reads its level-ups and trainings).
 */
export function needsSystem(doc: { readonly schemaVersion: number }): boolean {
  return doc.schemaVersion < CHARACTER_SCHEMA_VERSION;
}

/** Loads the game system an older stored character's migration needs; an unknown system is no error here. */
export async function prepareToRead(doc: { readonly schemaVersion: number; readonly system: string }): Promise<void> {
  if (needsSystem(doc)) await loadSystem(doc.system);
}

/**
 * The fields of `record` whose value is not undefined. An older document copied field by field can hold keys set to
 * undefined, and a migration keeps fields that are present, so they must be absent for it to fill them in.
 */
export function definedFields(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/** Whether a migrated record is a character at the current schema (what the migrations promise to return). */
function isCurrentCharacter(record: Record<string, unknown>): record is Record<string, unknown> & CharacterDocument {
  return record['format'] === 'sheetsmith/character' && record['schemaVersion'] === CHARACTER_SCHEMA_VERSION;
}

/** The campaign a row holds. */
export function readCampaign(row: StoredCampaign): CampaignDocument {
  return campaignEnvelope(row);
}
