/**
 * Applies the edits the pending journal kept when the page went away before they were stored (see
 * pending-journal.ts). Each is written on top of the stored document through the normal revision check: as it is when
 * nothing changed since, merged field by field when another window changed other fields, dropped with a sentence when
 * the same fields changed or the entry is not a document of this kind (the journal lives in localStorage, which anyone
 * can edit, so it is checked like an import). An entry whose write fails (the device's storage is full) is kept for
 * the next try and said so: the journal is the edit's only copy.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import type { CampaignDocument } from '../../../core/documents/campaign';
import { mergeDocuments } from '../../../core/documents/merge';
import { loadSystem } from '../../../core/systems/registry';
import type { CharacterRepository } from '../store/characters-repo';
import type { CampaignRepository } from '../store/campaigns-repo';
import { RevisionConflictError, describeWriteError } from '../store/store-errors';
import type { JournalEntry, PendingEdit, PendingJournal } from './pending-journal';

/** How often an entry is merged again when another window saved the document between our read and our write. */
const MAX_ATTEMPTS = 3;

/** A store write of a recovered edit failed: the entry is kept for the next try. */
class WriteFailed extends Error {
  constructor(readonly inner: unknown) {
    super(describeWriteError(inner));
  }
}

/** Saves, turning a failure other than a revision conflict into WriteFailed (keep the entry). */
async function write(save: () => Promise<unknown>): Promise<void> {
  try {
    await save();
  } catch (e) {
    throw e instanceof RevisionConflictError ? e : new WriteFailed(e);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored document's own shape with the journal's fields: only when format, id and system all match. */
function sameDocument<T extends { format: string; id: string }>(stored: T, value: unknown): value is T {
  return isRecord(value) && value['format'] === stored.format && value['id'] === stored.id && (!('system' in stored) || value['system'] === (stored as { system?: unknown }).system);
}

/** Applies every journal entry; returns sentences for the ones that could not be applied. */
export async function recoverPending(journal: PendingJournal, characters: CharacterRepository, campaigns: CampaignRepository): Promise<string[]> {
  const { problems, waiting } = await recoverEntries(journal.entries(), journal, characters, campaigns);
  return [...problems, ...waiting];
}

/**
 * Applies the given entries of the journal. Returns sentences for those dropped (`problems`) and for those kept because
 * their write failed (`waiting`), and the entries done with (applied, or dropped), which have left the journal.
 */
export async function recoverEntries(
  entries: readonly JournalEntry[],
  journal: PendingJournal,
  characters: CharacterRepository,
  campaigns: CampaignRepository,
): Promise<{ problems: string[]; waiting: string[]; done: JournalEntry[] }> {
  const problems: string[] = [];
  const waiting: string[] = [];
  const done: JournalEntry[] = [];
  for (const edit of entries) {
    let keep = false;
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const problem = edit.kind === 'character' ? await recoverCharacter(edit, characters) : await recoverCampaign(edit, campaigns);
          if (problem) problems.push(problem);
          break;
        } catch (e) {
          // Another window saved it between our read and our write: read again and merge again.
          if (!(e instanceof RevisionConflictError) || attempt >= MAX_ATTEMPTS) throw e;
        }
      }
    } catch (e) {
      // A write that failed, or met other windows' saves again and again, is kept: the entry is the edit's only copy.
      keep = e instanceof WriteFailed || e instanceof RevisionConflictError;
      const reason = e instanceof Error ? e.message : String(e);
      if (keep) waiting.push(`An edit not saved earlier could not be saved yet (${reason}); it is kept and tried again.`);
      else problems.push(`An edit not saved earlier could not be applied: ${reason}`);
    } finally {
      if (!keep) {
        journal.discard(edit);
        done.push(edit);
      }
    }
  }
  return { problems, waiting, done };
}

async function recoverCharacter(edit: PendingEdit, repo: CharacterRepository): Promise<string | null> {
  const stored = await repo.getWithRev(edit.id);
  if (!stored || !sameDocument<CharacterDocument>(stored.doc, edit.doc)) return null;
  const system = await loadSystem(stored.doc.system);
  if (!system || system.checkShape(edit.doc.data).length > 0) return `An unsaved edit of “${stored.doc.name}” was damaged and has been dropped.`;
  const doc = merged(edit, stored, edit.doc);
  if (!doc) return `An edit of “${stored.doc.name}” not saved earlier (the page closed first, or storage was full) clashed with a newer change and was not applied.`;
  await write(() => repo.save(doc, { baseRev: stored.rev }));
  return null;
}

async function recoverCampaign(edit: PendingEdit, repo: CampaignRepository): Promise<string | null> {
  const stored = await repo.getWithRev(edit.id);
  if (!stored || !sameDocument<CampaignDocument>(stored.doc, edit.doc)) return null;
  const doc = merged(edit, stored, edit.doc);
  if (!doc) return `An edit of the campaign “${stored.doc.name}” not saved earlier (the page closed first, or storage was full) clashed with a newer change and was not applied.`;
  await write(() => repo.save(doc, { baseRev: stored.rev }));
  return null;
}

/** The edit as it stands on the stored document: itself when the store has not moved, a merge when it has. */
function merged<T>(edit: PendingEdit, stored: { doc: T; rev: string }, mine: T): T | null {
  if (edit.baseRev === stored.rev) return mine;
  if (!isRecord(edit.base)) return null;
  const result = mergeDocuments(edit.base as T, mine, stored.doc);
  return result.ok ? result.doc : null;
}
