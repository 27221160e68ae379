/**
 * The document-store port over one shared campaign's PouchDB database (GUIDE practice 20). Each document sits under
 * `doc` in a body (shared-doc.ts), so `_id`, `_rev` and `_conflicts` never enter the canonical JSON; the body's `_rev`
 * is the document's revision ("N-hash", as the device-only store's). A put on a revision that is no longer the
 * stored one is refused with RevisionConflictError, as on the device-only store, so the state classes treat both
 * homes alike. One database holds the campaign and its party's characters: a store instance serves one kind.
 */
import type { DocumentStore, EditedBy, PutOptions, StoredVersion } from '../store/document-store';
import { RevisionConflictError } from '../store/store-errors';
import { sortName } from '../store/rows';
import type { CharacterCard } from '../../../core/systems/types';
import { parseSharedId, sharedId, type SharedDocBody, type SharedKind } from './shared-doc';

/** How documents of one kind become bodies and back. */
export interface SharedCodec<D> {
  /** The document a body holds, at the current schema (may migrate an older one; throws a DocumentError on a newer). */
  read(raw: Record<string, unknown>): D;
  /** The canonical envelope of a document (exactly what an export writes). */
  envelope(doc: D): D;
  /** A character's roster card (written beside it so lists never load a system); undefined for other kinds. */
  card?(doc: D): CharacterCard | null;
}

/** Who is writing on this device: the server login and the device's name; the time is taken at each write. */
export interface Writer {
  readonly user: string;
  readonly device: string;
  readonly now: () => string;
}

/**
 * The tombstone that closes a branch of a document (the versions a merge or a resolution replaced, a reverted change):
 * marked so no device reads it as someone deleting the document.
 */
export function closedBranch(couchId: string, rev: string): { _id: string; _rev: string; _deleted: true; closed: true } {
  return { _id: couchId, _rev: rev, _deleted: true, closed: true };
}

/** A PouchDB error as PouchDB throws them (a status and a name). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** Whether a body read back is one of ours (a shared document of a known kind with a document under `doc`). */
function isBody(value: unknown): value is SharedDocBody & { readonly _rev: string } {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Partial<SharedDocBody>;
  return typeof body._id === 'string' && typeof body._rev === 'string' && typeof body.doc === 'object' && body.doc !== null;
}

type Db = PouchDB.Database<Record<string, unknown>>;

/** The documents of one kind in one shared campaign's local database. */
export class PouchDocumentStore<D extends { readonly id: string; readonly name: string; readonly schemaVersion: number }> implements DocumentStore<D> {
  /** Hears each document id as soon as this store wrote it (before the changes feed tells anyone). */
  readonly #written = new Set<(id: string) => void>();

  constructor(
    private readonly db: Db,
    readonly kind: SharedKind,
    private readonly codec: SharedCodec<D>,
    private readonly writer: Writer,
  ) {}

  /** Calls `listener` with the id of every document written through this store, right after the write. */
  onWritten(listener: (id: string) => void): () => void {
    this.#written.add(listener);
    return () => this.#written.delete(listener);
  }

  #wrote(id: string): void {
    for (const listener of this.#written) listener(id);
  }

  async get(id: string): Promise<StoredVersion<D> | undefined> {
    const body = await this.body(id, { conflicts: true });
    return body && this.version(body);
  }

  async put(doc: D, options: PutOptions = {}): Promise<string> {
    const id = sharedId(this.kind, doc.id);
    const stored = await this.body(doc.id, {});
    if (options.baseRev !== undefined && stored?._rev !== options.baseRev) throw await this.conflict(doc.id, options.baseRev);
    try {
      const deletedAt = options.deletedAt === undefined ? stored?.deletedAt : (options.deletedAt ?? undefined);
      const result = await this.db.put(this.toBody(doc, id, stored?._rev, stored?.owner, deletedAt));
      this.#wrote(doc.id);
      return result.rev;
    } catch (error) {
      // Another write (a replication, another window) landed between the read and the put.
      if (statusOf(error) === 409) throw await this.conflict(doc.id, options.baseRev ?? stored?._rev ?? '0-');
      throw error;
    }
  }

  /**
   * Puts several documents: each is checked against its base revision first and none is written when one moved on.
   * PouchDB has no multi-document transaction, so a write landing between the check and the bulk write can still
   * refuse one of them; that one throws RevisionConflictError after the others were stored (CouchDB's model: each
   * document is atomic on its own).
   */
  async putAll(docs: readonly D[], baseRevs: Readonly<Record<string, string>>): Promise<string[]> {
    const stored = await Promise.all(docs.map((doc) => this.body(doc.id, {})));
    const bodies = docs.map((doc, i) => {
      const base = Object.hasOwn(baseRevs, doc.id) ? baseRevs[doc.id] : undefined;
      const row = stored[i];
      return { doc, base, row };
    });
    for (const { doc, base, row } of bodies) if (base !== undefined && row?._rev !== base) throw await this.conflict(doc.id, base);
    const results = await this.db.bulkDocs(bodies.map(({ doc, row }) => this.toBody(doc, sharedId(this.kind, doc.id), row?._rev, row?.owner, row?.deletedAt)));
    const revs: string[] = [];
    for (const [i, result] of results.entries()) {
      if ('error' in result && result.error) throw await this.conflict(docs[i]?.id ?? '', bodies[i]?.base ?? bodies[i]?.row?._rev ?? '0-');
      if ('rev' in result && result.rev !== undefined) revs.push(result.rev);
    }
    for (const doc of docs) this.#wrote(doc.id);
    return revs;
  }

  /** Writes a body as it is (the share step, which sets each document's owner). */
  async putBody(doc: D, owner: string, deletedAt?: string): Promise<string> {
    const stored = await this.body(doc.id, {});
    const rev = (await this.db.put(this.toBody(doc, sharedId(this.kind, doc.id), stored?._rev, owner, deletedAt))).rev;
    this.#wrote(doc.id);
    return rev;
  }

  async list(): Promise<StoredVersion<D>[]> {
    const prefix = `${this.kind}:`;
    const result = await this.db.allDocs({ include_docs: true, conflicts: true, startkey: prefix, endkey: `${prefix}\ufff0` });
    const out: StoredVersion<D>[] = [];
    for (const row of result.rows) if ('doc' in row && isBody(row.doc)) out.push(this.version(row.doc));
    return out;
  }

  /** The bodies of every document of this kind: what lists show, without reading the documents through the codec. */
  async bodies(): Promise<(SharedDocBody & { readonly _rev: string })[]> {
    const prefix = `${this.kind}:`;
    const result = await this.db.allDocs({ include_docs: true, conflicts: true, startkey: prefix, endkey: `${prefix}\ufff0` });
    return result.rows.flatMap((row) => ('doc' in row && isBody(row.doc) ? [row.doc] : []));
  }

  async remove(id: string, baseRev: string): Promise<void> {
    try {
      await this.db.remove(sharedId(this.kind, id), baseRev);
    } catch (error) {
      if (statusOf(error) === 409) throw await this.conflict(id, baseRev);
      if (statusOf(error) !== 404) throw error;
    }
  }

  watch(listener: (ids: readonly string[]) => void): () => void {
    const feed = this.db.changes({ since: 'now', live: true });
    feed.on('change', (change) => {
      const parsed = parseSharedId(change.id);
      if (parsed?.kind === this.kind) listener([parsed.id]);
    });
    // A closed or destroyed database ends the feed with an error; nothing to tell then.
    feed.on('error', () => undefined);
    return () => feed.cancel();
  }

  async leaves(id: string): Promise<StoredVersion<D>[]> {
    const winner = await this.body(id, { conflicts: true });
    if (!winner) return [];
    const others = await Promise.all(
      (winner._conflicts ?? []).map(async (rev) => {
        const body = await this.db.get(sharedId(this.kind, id), { rev });
        return isBody(body) ? this.version(body) : undefined;
      }),
    );
    return [this.version(winner), ...others.filter((v): v is StoredVersion<D> => v !== undefined)];
  }

  /**
   * The revisions of this document that were deleted while another branch lived on (CouchDB keeps the live one and
   * lists these apart): an edit against a deletion, which the app asks about instead of deciding.
   */
  async deletedLeaves(id: string): Promise<string[]> {
    return (await this.allLeaves(id)).filter((leaf) => leaf.deleted).map((leaf) => leaf.rev);
  }

  /**
   * Every leaf revision of a document (PouchDB's `open_revs: 'all'`): live, deleted by someone, or a branch closed by
   * a merge, a resolution or a revert (a tombstone marked `closed`, which is no deletion of the document).
   */
  async allLeaves(id: string): Promise<{ readonly rev: string; readonly deleted: boolean; readonly closed: boolean }[]> {
    try {
      const leaves = await this.db.get(sharedId(this.kind, id), { open_revs: 'all' });
      return leaves.flatMap((leaf) => {
        if (!('ok' in leaf)) return [];
        const body = leaf.ok as { _rev: string; _deleted?: boolean; closed?: unknown };
        const gone = body._deleted === true;
        return [{ rev: body._rev, deleted: gone && body.closed !== true, closed: gone && body.closed === true }];
      });
    } catch (error) {
      if (statusOf(error) === 404) return [];
      throw error;
    }
  }

  /** The body of one revision (a base to merge from), or undefined when this device never had it or compacted it. */
  async revision(id: string, rev: string): Promise<StoredVersion<D> | undefined> {
    try {
      const body = await this.db.get(sharedId(this.kind, id), { rev });
      return isBody(body) ? this.version(body) : undefined;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** The revision history of the current version (newest first), to find the base two clashing versions share. */
  async ancestry(id: string, rev: string): Promise<string[]> {
    try {
      const body = await this.db.get(sharedId(this.kind, id), { rev, revs: true });
      const revisions = (body as { _revisions?: { start: number; ids: string[] } })._revisions;
      return revisions ? revisions.ids.map((hash, i) => `${revisions.start - i}-${hash}`) : [rev];
    } catch (error) {
      if (statusOf(error) === 404) return [];
      throw error;
    }
  }

  /**
   * {@link DocumentStore.resolve}, with the trash flag to write (absent: the winner's) and, for a merge every device
   * makes on its own, the author to write: the same on every device, so their identical bodies get the same revision
   * (PouchDB's revisions hash the content) and two devices merging at once do not clash again.
   */
  async resolve(id: string, doc: D, winnerRev: string, losers: readonly string[], options: { readonly deletedAt?: string | null; readonly editedBy?: EditedBy } = {}): Promise<string> {
    const couchId = sharedId(this.kind, id);
    const stored = await this.body(id, {});
    if (stored?._rev !== winnerRev) throw await this.conflict(id, winnerRev);
    const deletedAt = options.deletedAt === undefined ? stored.deletedAt : (options.deletedAt ?? undefined);
    const results = await this.db.bulkDocs([
      this.toBody(doc, couchId, winnerRev, stored.owner, deletedAt, options.editedBy),
      ...losers.map((rev) => closedBranch(couchId, rev)),
    ]);
    const first = results[0];
    if (!first || ('error' in first && first.error) || !('rev' in first) || first.rev === undefined) throw await this.conflict(id, winnerRev);
    return first.rev;
  }

  private async body(id: string, options: PouchDB.Core.GetOptions): Promise<(SharedDocBody & { readonly _rev: string }) | undefined> {
    try {
      const body = await this.db.get(sharedId(this.kind, id), options);
      return isBody(body) ? body : undefined;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  private version(body: SharedDocBody & { readonly _rev: string }): StoredVersion<D> {
    const parsed = parseSharedId(body._id);
    const conflicts = [...(body._conflicts ?? [])];
    return {
      id: parsed?.id ?? body._id,
      doc: this.codec.read(body.doc),
      rev: body._rev,
      conflicts,
      editedBy: body.editedBy,
      ...(body.deletedAt !== undefined ? { deletedAt: body.deletedAt } : {}),
    };
  }

  private toBody(doc: D, id: string, rev: string | undefined, owner: string | undefined, deletedAt: string | undefined, author?: EditedBy): SharedDocBody & Record<string, unknown> {
    const envelope = this.codec.envelope(doc);
    const editedBy: EditedBy = author ?? { user: this.writer.user, device: this.writer.device, at: this.writer.now() };
    const card = this.codec.card?.(envelope);
    return {
      _id: id,
      ...(rev !== undefined ? { _rev: rev } : {}),
      kind: this.kind,
      owner: owner ?? this.writer.user,
      schemaVersion: envelope.schemaVersion,
      // A JSON copy: the body must be plain data, whatever proxies or class instances the caller holds.
      doc: JSON.parse(JSON.stringify(envelope)) as Record<string, unknown>,
      sortName: sortName(envelope.name),
      ...(card !== undefined ? { card } : {}),
      ...(deletedAt !== undefined ? { deletedAt } : {}),
      editedBy,
    };
  }

  /** The RevisionConflictError for a put on `baseRev`, with the stored document as it is now. */
  private async conflict(id: string, baseRev: string): Promise<RevisionConflictError<D>> {
    const stored = await this.body(id, {});
    return new RevisionConflictError<D>(id, baseRev, stored?._rev ?? null, stored ? this.codec.read(stored.doc) : null, stored?.deletedAt);
  }
}
