/**
 * How a document of a shared campaign sits in its PouchDB/CouchDB database: the canonical document under one field
 * (`doc`), so CouchDB's `_id`, `_rev`, `_conflicts` and `_deleted` never enter it, with what the server's
 * validate_doc_update needs beside it (the kind, the owner, the schema) and who last wrote it.
 */
import type { CharacterCard } from '../../../core/systems/types';

/** The kinds of document a shared campaign's database holds. */
export type SharedKind = 'character' | 'campaign';

/** A shared document as stored in PouchDB and CouchDB (one JSON object). */
export interface SharedDocBody {
  /** `<kind>:<document id>`, e.g. `character:ch_abc`. */
  readonly _id: string;
  /** CouchDB's revision (absent on the first write). */
  readonly _rev?: string;
  /** Set by CouchDB/PouchDB on a tombstone. */
  readonly _deleted?: boolean;
  /** Clashing leaf revisions, when read with `conflicts: true`. */
  readonly _conflicts?: string[];
  /** Deleted leaf revisions beside a live one, when read with `deleted_conflicts: true`. */
  readonly _deleted_conflicts?: string[];
  readonly kind: SharedKind;
  /**
   * The server login that owns it: a character's player (who may write it, with the GM), the GM for the campaign.
   * The server refuses a change of owner by anyone but the GM.
   */
  readonly owner: string;
  /** The canonical document's `schemaVersion`, repeated here so the server can refuse one newer than it knows. */
  readonly schemaVersion: number;
  /** The canonical document (its envelope: exactly what an export writes). */
  readonly doc: Record<string, unknown>;
  /** ISO time it was moved to the trash; absent while it is live. */
  readonly deletedAt?: string;
  /** The lower-cased name, for the roster's order. */
  readonly sortName: string;
  /** A character's roster card (see StoredCharacter.card); absent for campaigns. */
  readonly card?: CharacterCard | null;
  /** Who wrote this revision: server login, device name, ISO time. */
  readonly editedBy: { readonly user: string; readonly device: string; readonly at: string };
}

/** The CouchDB id of a shared document. */
export function sharedId(kind: SharedKind, id: string): string {
  return `${kind}:${id}`;
}

/** The kind and document id of a CouchDB id, or null when it is not one of ours (a design document). */
export function parseSharedId(couchId: string): { readonly kind: SharedKind; readonly id: string } | null {
  const match = /^(character|campaign):(.+)$/.exec(couchId);
  return match ? { kind: match[1] as SharedKind, id: match[2] ?? '' } : null;
}

/** The two databases of a shared campaign on the server: the table's and the GM's own. */
export function campaignDatabases(campaignId: string): { readonly table: string; readonly gm: string } {
  // CouchDB database names: lower-case letters, digits and _$()+-/ only, starting with a letter.
  const safe = campaignId.toLowerCase().replace(/[^a-z0-9_$()+-]/g, '-');
  return { table: `campaign-${safe}`, gm: `campaign-${safe}-gm` };
}
