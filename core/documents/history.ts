/**
 * What a character's history entries hold besides their sentence: a typed payload per kind (ids, numbers, outcomes;
 * code reads these, never the sentence), and, only for a change that can still be undone, a reverse patch with just
 * the fields that change altered. Also the system-neutral rules every progression shares: appending an entry (and
 * dropping reverse data that can no longer be used), applying reverse patches, and finding the level-up or XP award
 * an undo would take back.
 */
import type { CharacterDocument, HistoryEntry, HistoryKind, NewHistoryEntry } from './character';

/** What every XP entry says: the total before and after (`to - from` is what was added). */
interface XpChange {
  readonly from: number;
  readonly to: number;
  /** The level the new total makes ready, when it reaches one the character has not taken. */
  readonly ready?: number;
}

/** An XP award: earned (the system's bonus applies) or added by a spell (no bonus). */
export interface XpAwardPayload extends XpChange {
  readonly source: 'earned' | 'spell';
  /** The award as given, before any bonus. */
  readonly base: number;
  /** XP after the bonus: what the award was worth (more than `to - from` when a cap cut it). */
  readonly awarded: number;
  /** The prime-requisite bonus applied, in percent (0 when none applies). */
  readonly bonusPercent: number;
}

/** XP raised to a figure by a GM ruling (no bonus, no cap). */
export interface XpRulingPayload extends XpChange {
  readonly source: 'ruling';
  /** What it was for, in the words given ("the level-4 threshold (GM ruling)"). */
  readonly note?: string;
}

/** An XP award or ruling. */
export type XpPayload = XpAwardPayload | XpRulingPayload;

/** The hit points a level added: a die (with the Constitution adjustment), or a fixed gain when there is no die. */
export interface HitPointGain {
  /** Added to the maximum. */
  readonly gained: number;
  /** The hit die as rolled or entered (absent for a fixed gain, as some systems give at high levels). */
  readonly die?: number;
  /** The Constitution adjustment added to the die (absent when 0). */
  readonly con?: number;
  /** 'entered' when the die was read from physical dice; absent when the app rolled it. */
  readonly source?: 'rolled' | 'entered';
}

/**
 * The fields a game system adds to a payload (a level-up's skills or feats), or the whole payload of a kind that is
 * the system's own (a training): typed and checked by the system (`SystemRecords.checkPayload`), kept here as they
 * are in the file.
 */
export interface SystemPayload {
  readonly [field: string]: unknown;
}

/**
 * One level gained: what was rolled and what the player chose. What the class tables give is not repeated. The
 * fields every system's level-up has are typed here; a system's own choices (skills, feats, powers) sit beside them
 * in the same payload, typed and checked by the system.
 */
export interface LevelUpPayload extends SystemPayload {
  readonly from: number;
  readonly to: number;
  /** Present when the level was taken below its XP as a GM ruling: the XP the character had. */
  readonly forced?: { readonly xp: number };
  /** Hit points added, or null when the system could not tell (a class whose figure the text lacks). */
  readonly hp: HitPointGain | null;
}

/** An undo: which entry it took back (and which others went with it). */
export interface RestorePayload {
  /** The id of the entry undone. */
  readonly undid: string;
  /** The kind of the entry undone. */
  readonly what: HistoryKind;
  /** Entries undone with it (trainings after an undone level-up), by id. */
  readonly also?: readonly string[];
}

/** A change made by hand on the sheet, in the creation flow or at the table (the fields it changed are on the entry). */
export interface EditPayload {
  /**
   * What the change was of, when changes of it a few minutes apart are one entry ("tracker:hp", "text:notes",
   * "step:abilities"): a fight's clicks and a note typed do not flood the history (core/character/write.ts).
   */
  readonly key?: string;
  /** A value edited in play (hit points, gold, a damage-track box), by the system's tracker id, before and after. */
  readonly tracker?: { readonly id: string; readonly from: number; readonly to: number };
}

/**
 * A change of the envelope's details on the sheet: a new name, or a portrait added, replaced or removed. Only what
 * changed is present. Such a change never touches the system data, so it never blocks an undo.
 */
export interface DetailsPayload {
  /** The name before and after a rename. */
  readonly name?: { readonly from: string; readonly to: string };
  /** What happened to the portrait. */
  readonly portrait?: 'added' | 'replaced' | 'removed';
}

/** How a character came to be. */
export interface CreatedPayload {
  /** Guided creation, a quick character, or an import. */
  readonly method: 'guided' | 'quick' | 'import';
  /** The kind of quick character (a class, a role), when one was asked for. */
  readonly variant?: string;
}

/**
 * What Sheetsmith put right when it read a character it could not use as written (a file imported, a campaign's
 * member, a restore point): each repair in one sentence, as the import report said it. Values the app can hold are
 * never repaired, only reported; so this lists only what it could not represent (an unreadable field, a duplicate id).
 */
export interface RepairPayload {
  readonly repairs: readonly string[];
}

/** One version a sync merge or resolution combined: which revision, who wrote it where and when, what it changed. */
export interface SyncVersionRecord {
  readonly rev: string;
  /** The server login, the device's name and the time it was written, when the store knew them. */
  readonly user?: string;
  readonly device?: string;
  readonly at?: string;
  /** What it changed since the versions' common one, as paths ("data.hp", "history[id=12:xp]"); at most 200. */
  readonly fields: readonly string[];
}

/**
 * Versions of the character written on different devices of a shared campaign, combined (core/documents/
 * sync-history.ts): merged field by field on their own, or resolved by a person's choice of each clashing field.
 * The changes merged keep their own entries; this one says that, and from where, they met.
 */
export interface SyncPayload {
  readonly action: 'merged' | 'resolved';
  /** The versions combined, oldest revision first. */
  readonly versions: readonly SyncVersionRecord[];
  /** A resolution's choices: each clashing path and the index (in `versions`) of the version it was taken from. */
  readonly kept?: readonly { readonly path: string; readonly from: number }[];
  /** Revisions of deletions the edits were kept over (the answer "keep" to an edit against a delete). */
  readonly keptOver?: readonly string[];
}

/** The payload of each kind of entry. */
export interface HistoryPayloads {
  readonly xp: XpPayload;
  readonly 'level-up': LevelUpPayload;
  /** A course of training is a system's own idea (weapon training, where a system has it): its payload is the system's. */
  readonly training: SystemPayload;
  readonly restore: RestorePayload;
  readonly edit: EditPayload;
  readonly details: DetailsPayload;
  readonly created: CreatedPayload;
  readonly repair: RepairPayload;
  readonly sync: SyncPayload;
}

/**
 * What undoing one change puts back: only what that change altered, so an undo leaves everything else (a later gold
 * edit, notes) as it is. Paths are dotted keys into the system data ("level", "purse.coins").
 */
export interface ReversePatch<TData = unknown> {
  /** Top-level fields the change replaced, with the value each had before it. */
  readonly set?: Partial<TData>;
  /** Lists the change appended to, with their length before it: undo keeps only that many items. */
  readonly truncate?: Readonly<Record<string, number>>;
  /**
   * Numbers the change moved by an amount (XP awarded, hit points gained, gold paid as a negative amount): undo
   * subtracts it, so whatever else moved the same number since is kept.
   */
  readonly add?: Readonly<Record<string, number>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A history id unique within the document ("12:xp"): the entry's position and kind, with a suffix in the unlikely case
 * an imported history already uses it. Deterministic, so the same change on the same document gives equal output.
 */
export function nextHistoryId(doc: CharacterDocument<unknown>, kind: HistoryKind): string {
  const taken = new Set(doc.history.map((h) => h.id));
  const base = `${doc.history.length + 1}:${kind}`;
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  return id;
}

/** The entry without its reverse patch (it can no longer be undone). */
function withoutUndo<TData>(entry: HistoryEntry<TData>): HistoryEntry<TData> {
  if (entry.undo === undefined) return entry;
  const { undo: _dropped, ...rest } = entry;
  return rest;
}

/**
 * Which earlier entries a new one makes impossible to undo: only the most recent level-up can be undone (with the
 * trainings after it), only the most recent XP award, and nothing an undo already took back.
 */
function outdated<TData>(entry: NewHistoryEntry<TData>): (earlier: HistoryEntry<TData>) => boolean {
  if (entry.kind === 'level-up') return (e) => e.kind === 'level-up' || e.kind === 'training';
  if (entry.kind === 'xp') return (e) => e.kind === 'xp';
  if (entry.kind === 'restore' && entry.payload) {
    const gone = new Set([entry.payload.undid, ...(entry.payload.also ?? [])]);
    return (e) => gone.has(e.id);
  }
  return () => false;
}

/**
 * The document with new data and one more history entry (its id given here). Reverse patches of earlier entries the
 * new one makes impossible to undo are dropped, so reverse data is only ever kept for a change that can be undone.
 */
export function appendHistory<TData>(doc: CharacterDocument<TData>, data: TData, entry: NewHistoryEntry<TData>, id = nextHistoryId(doc, entry.kind)): CharacterDocument<TData> {
  const stale = outdated(entry);
  const record = { ...entry, id } as HistoryEntry<TData>;
  const earlier = doc.history.map((h) => (h.undo !== undefined && stale(h) ? withoutUndo(h) : h));
  return { ...doc, data, updatedAt: entry.at, history: [...earlier, record] };
}

/** The paths a patch puts back wholesale (set and truncate); amounts (add) commute with other changes. */
export function patchPaths(patch: ReversePatch<unknown>): string[] {
  return [...Object.keys(isRecord(patch.set) ? patch.set : {}), ...Object.keys(patch.truncate ?? {})];
}

/** Whether two dotted paths name the same value or one holds the other. */
export function pathsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** The value at a dotted path, or undefined. */
function at(root: unknown, path: readonly string[]): unknown {
  let here = root;
  for (const key of path) {
    if (!isRecord(here)) return undefined;
    here = here[key];
  }
  return here;
}

/** A copy of `root` with the value at `path` replaced; every object on the way is copied, nothing else. */
function replaced(root: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return root;
  if (rest.length === 0) return { ...root, [head]: value };
  const child = root[head];
  return { ...root, [head]: replaced(isRecord(child) ? child : {}, rest, value) };
}

/** Applying a patch: the data it leaves, or why it does not fit the data any more, in a sentence. */
export type PatchResult = { readonly ok: true; readonly data: Record<string, unknown> } | { readonly ok: false; readonly reason: string };

/**
 * Applies one reverse patch to system data (not changed). The result is plain JSON: the caller checks it has its
 * system's shape before using it. Refuses a patch that names a list shorter than its kept length or a value that is
 * not a number where it expects one: then the data changed in a way the undo cannot follow.
 */
export function applyReversePatch(data: unknown, patch: ReversePatch<unknown>): PatchResult {
  if (!isRecord(data)) return { ok: false, reason: 'The character data is not readable.' };
  let out: Record<string, unknown> = { ...data };
  if (isRecord(patch.set)) for (const [key, value] of Object.entries(patch.set)) out = { ...out, [key]: value };
  for (const [path, length] of Object.entries(patch.truncate ?? {})) {
    const keys = path.split('.');
    const list = at(out, keys);
    if (!Array.isArray(list) || list.length < length) return { ok: false, reason: `The list the change added to (${path}) is shorter than before it.` };
    out = replaced(out, keys, list.slice(0, length));
  }
  for (const [path, amount] of Object.entries(patch.add ?? {})) {
    const keys = path.split('.');
    const value = at(out, keys);
    if (typeof value !== 'number') return { ok: false, reason: `The number the change moved (${path}) is missing.` };
    out = replaced(out, keys, value - amount);
  }
  return { ok: true, data: out };
}

/** Applies reverse patches one after another (the newest change's first). */
export function applyReversePatches(data: unknown, patches: readonly ReversePatch<unknown>[]): PatchResult {
  let result: PatchResult = { ok: true, data: isRecord(data) ? data : {} };
  if (!isRecord(data)) return { ok: false, reason: 'The character data is not readable.' };
  for (const patch of patches) {
    if (!result.ok) return result;
    result = applyReversePatch(result.data, patch);
  }
  return result;
}

/** The level-up an undo would take back, with the trainings after it; or why none can be. */
export type LevelUpUndoTarget<TData> =
  | {
      readonly ok: true;
      readonly entry: HistoryEntry<TData> & { readonly kind: 'level-up'; readonly undo: ReversePatch<TData> };
      /** Trainings after the level-up, oldest first: undone with it (their feats came from it). */
      readonly trainings: readonly (HistoryEntry<TData> & { readonly undo: ReversePatch<TData> })[];
      /** The patches to apply, newest first. */
      readonly patches: readonly ReversePatch<TData>[];
    }
  | { readonly ok: false; readonly reason: string };

/** The sentence when there is nothing to undo. */
export const NOTHING_TO_UNDO = 'There is no level-up to undo.';

/**
 * Finds the most recent level-up and checks it can be undone. Only the most recent can, and only once. XP awards
 * since (and undos of them) do not block it: they change only XP, which the level-up's undo leaves alone. Trainings
 * since are undone with it. An edit since blocks it unless the edit names its fields and none is one the undo puts
 * back (a gold or hit-point edit never blocks: undo moves those numbers by the change's own amount).
 */
export function findLevelUpToUndo<TData>(history: readonly HistoryEntry<TData>[]): LevelUpUndoTarget<TData> {
  const trainings: (HistoryEntry<TData> & { readonly undo: ReversePatch<TData> })[] = [];
  const edited: string[] = [];
  const chosen: string[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i];
    // An award changes only XP and a details change only the envelope: the level-up's undo leaves both alone.
    if (!entry || entry.kind === 'xp' || entry.kind === 'details') continue;
    if (entry.kind === 'sync') {
      // A merge changed nothing of its own (what it merged has its own entries). A resolution may have kept another
      // device's value of a field over this one's change, amounts too: it blocks an undo that moves one of its fields.
      if (entry.payload?.action !== 'merged') {
        if (!entry.fields) return { ok: false, reason: 'A clash between devices was resolved after the last level-up; undoing the level-up could lose what was chosen.' };
        chosen.push(...entry.fields.filter((f) => !f.startsWith(':')));
      }
      continue;
    }
    if (entry.kind === 'restore') {
      if (entry.payload?.what === 'xp') continue;
      return { ok: false, reason: 'The last change was an undo; only the most recent level-up can be undone, and only once.' };
    }
    if (entry.kind === 'training') {
      if (!entry.undo) return { ok: false, reason: 'A training after the last level-up kept nothing to undo it with, so the level-up cannot be undone without losing it.' };
      trainings.unshift({ ...entry, undo: entry.undo });
      continue;
    }
    if (entry.kind === 'edit') {
      const fields = entry.fields;
      if (!fields) return { ok: false, reason: 'The character was edited after the last level-up; undoing the level-up would lose that edit.' };
      // Envelope fields (":conditions", ":name") are never put back by a level-up's undo.
      edited.push(...fields.filter((f) => !f.startsWith(':')));
      continue;
    }
    if (entry.kind === 'created') return { ok: false, reason: NOTHING_TO_UNDO };
    // A repair names no fields: what it put right could be what the undo would put back, so it is not undone past.
    if (entry.kind === 'repair') return { ok: false, reason: 'The character was put right when read from a file after the last level-up; undoing the level-up could bring back what was repaired.' };
    if (!entry.undo) return { ok: false, reason: 'The last level-up did not keep what it changed, so it cannot be undone exactly.' };
    const patches = [...trainings.map((t) => t.undo).reverse(), entry.undo];
    const touched = patches.flatMap((p) => patchPaths(p));
    const clash = edited.find((f) => touched.some((p) => pathsOverlap(f, p)));
    if (clash !== undefined) return { ok: false, reason: 'The character was edited after the last level-up in a way the undo would lose.' };
    const moved = [...touched, ...patches.flatMap((p) => Object.keys(p.add ?? {}))];
    if (chosen.some((f) => moved.some((p) => pathsOverlap(f, p)))) {
      return { ok: false, reason: 'A clash between devices was resolved after the last level-up, choosing a value the undo would change; it can no longer be undone exactly.' };
    }
    return { ok: true, entry: { ...entry, undo: entry.undo }, trainings, patches };
  }
  return { ok: false, reason: NOTHING_TO_UNDO };
}

/** The XP award an undo would take back; or why none can be. */
export type AwardUndoTarget<TData> =
  | {
      readonly ok: true;
      readonly entry: HistoryEntry<TData> & { readonly kind: 'xp'; readonly undo: ReversePatch<TData> };
      /** XP the award added (what undo takes off). */
      readonly xp: number;
      /** Levels taken since the award and not undone: the system checks they still have their XP without it. */
      readonly levelUpsSince: number;
    }
  | { readonly ok: false; readonly reason: string };

/** The sentence when there is no award to undo. */
export const NO_AWARD_TO_UNDO = 'There is no XP award to undo.';

/**
 * Finds the most recent XP award and checks it can be undone: once, and only the most recent. Other changes since
 * do not block it (the undo takes off the XP it added and nothing else); levels taken since are counted, for the
 * system to refuse when one of them needed this XP.
 */
export function findAwardToUndo<TData>(history: readonly HistoryEntry<TData>[]): AwardUndoTarget<TData> {
  const undone = new Set<string>();
  const chosen: string[] = [];
  let levelUpsSince = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i];
    if (!entry) continue;
    // A resolution between devices that chose the XP may have kept a value without this award in it.
    if (entry.kind === 'sync' && entry.payload?.action !== 'merged') chosen.push(...(entry.fields ?? ['xp']));
    if (entry.kind === 'restore' && entry.payload) undone.add(entry.payload.undid);
    if (entry.kind === 'level-up' && !undone.has(entry.id)) levelUpsSince++;
    if (entry.kind !== 'xp') continue;
    if (undone.has(entry.id)) return { ok: false, reason: 'The last XP award was already undone; only the most recent award can be undone, and only once.' };
    const xp = entry.undo?.add?.['xp'];
    if (!entry.undo || xp === undefined) return { ok: false, reason: 'The last XP award did not keep what it added, so it cannot be undone exactly.' };
    if (chosen.some((f) => pathsOverlap(f, 'xp'))) return { ok: false, reason: 'A clash between devices over the XP was resolved after the last award, so it can no longer be undone exactly.' };
    return { ok: true, entry: { ...entry, undo: entry.undo }, xp, levelUpsSince };
  }
  return { ok: false, reason: NO_AWARD_TO_UNDO };
}

/**
 * XP added by the awards after the entry at `index` (awards undone since are not counted), read from their payloads;
 * an award written before payloads were kept counts as nothing.
 */
export function xpAddedSince<TData>(history: readonly HistoryEntry<TData>[], index: number): number {
  const later = history.slice(index + 1);
  const undone = new Set(later.flatMap((h) => (h.kind === 'restore' && h.payload ? [h.payload.undid] : [])));
  return later.reduce((sum, h) => (h.kind === 'xp' && h.payload && !undone.has(h.id) ? sum + (h.payload.to - h.payload.from) : sum), 0);
}
