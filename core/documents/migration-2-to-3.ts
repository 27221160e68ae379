/**
 * Schema 2 → 3: history entries stop keeping a whole copy of the character (`before`). This step is shipped with
 * schema 3 and, like every migration, never edited afterwards; it reads data exactly as schema 2 wrote it. What each
 * game system's entries mean (its level-ups, trainings and awards, the sentences its schema-2 engine wrote) is read by
 * the system's own part of this step (`SystemRecords.schema3`, frozen with it); this file knows no system.
 *
 * - Reverse data is kept only where the change can still be undone: the last level-up (with the trainings after it)
 *   when nothing since blocks its undo, and the last XP award. Each becomes a reverse patch of just the fields that
 *   change altered, worked out by the system from the copy it kept and the data just after it (the next entry's copy,
 *   or the character itself for the last entry). Where that cannot be worked out, nothing is kept, with a note.
 * - Every other copy is dropped: only the most recent level-up and XP award can be undone.
 * - An entry whose later use needs a typed payload gets one, read once by the system from the sentence schema 2 wrote.
 * Pure and total: any JSON comes out as JSON, and what it does not recognise it leaves as it is.
 */
import type { LegacySchema3 } from '../systems/types';

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Upgrades one schema-2 character to schema 3; notes say what could not be kept. `legacy` is the character's game
 * system's part of this step: without it (a system with none, or not loaded) no entry keeps reverse data or gains a
 * payload.
 */
export function historyToSchema3(doc: Raw, notes?: string[], legacy?: LegacySchema3): Raw {
  const history = doc['history'];
  if (!Array.isArray(history)) return { ...doc, schemaVersion: 3 };
  const data = doc['data'];
  const kindAt = (i: number): unknown => {
    const e: unknown = history[i];
    return isRecord(e) ? e['kind'] : undefined;
  };
  const lastOf = (kind: string): number => {
    for (let i = history.length - 1; i >= 0; i--) if (kindAt(i) === kind) return i;
    return -1;
  };
  // The entries whose undo schema 3 still allows; everything else loses its copy.
  const levelUp = lastOf('level-up');
  const blocked = history.slice(levelUp + 1).some((_, j) => ['restore', 'edit', 'created'].includes(String(kindAt(levelUp + 1 + j))));
  const undoable = new Set<number>();
  if (levelUp >= 0 && !blocked) {
    undoable.add(levelUp);
    history.forEach((_, i) => {
      if (i > levelUp && kindAt(i) === 'training') undoable.add(i);
    });
  }
  const award = lastOf('xp');
  if (award >= 0) undoable.add(award);

  let dropped = 0;
  const entries = history.map((raw: unknown, i): unknown => {
    if (!isRecord(raw)) return raw;
    const { before, ...entry } = raw;
    const kind = entry['kind'];
    const read = typeof kind === 'string' ? (legacy?.payloadFromSummary(kind, entry['summary']) ?? null) : null;
    const out: Raw = read && entry['payload'] === undefined ? { ...entry, payload: read } : entry;
    if (before === undefined) return out;
    if (!undoable.has(i)) {
      dropped++;
      return out;
    }
    const next: unknown = history[i + 1];
    const after = i === history.length - 1 ? data : isRecord(next) ? next['before'] : undefined;
    let undo: Raw | null = null;
    if (isRecord(before) && isRecord(after) && typeof kind === 'string' && legacy) {
      undo = legacy.reversePatch(kind, before, after, entry['summary'], read);
    }
    if (!undo) {
      notes?.push(`History entry ${i + 1}: what that change altered could not be worked out from the copy it kept, so it can no longer be undone.`);
      return out;
    }
    const note = typeof kind === 'string' ? legacy?.undoNote(kind) : null;
    if (note) notes?.push(`History entry ${i + 1}: ${note}`);
    return { ...out, undo };
  });
  if (dropped > 0) {
    notes?.push(
      `${dropped === 1 ? 'One history entry' : `${dropped} history entries`} kept a whole copy of the character; ` +
        `${dropped === 1 ? 'it was' : 'they were'} dropped, as only the last level-up and XP award can be undone.`,
    );
  }
  return { ...doc, history: entries, schemaVersion: 3 };
}
