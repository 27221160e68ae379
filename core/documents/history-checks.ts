/**
 * Checks of a history entry's payload and reverse patch from an untrusted file. A payload that is not what its kind
 * writes is dropped (the entry keeps its sentence); unknown fields in it are dropped; reverse data that is not
 * readable, or sits on a kind that cannot be undone, is dropped, so that change can no longer be undone. Each repair
 * is one sentence in the import report. The system data a reverse patch would put back is checked by the caller.
 * The fields every system's payload of a kind shares are read here; a system's own (a level-up's choices, a whole
 * course of training) are read by the system (`SystemRecords.checkPayload`), so nothing here knows any system.
 */
import type { HistoryEntry, HistoryKind, NewHistoryEntry } from './character';
import type { CreatedPayload, DetailsPayload, EditPayload, HitPointGain, LevelUpPayload, RepairPayload, RestorePayload, ReversePatch, SyncPayload, SystemPayload, XpPayload } from './history';

/** Longest id, name or path a payload holds. */
const MAX_TEXT = 200;
/** Longest note (a ruling's reason). */
const MAX_NOTE = 2_000;
/** Most items in a payload's list, and paths in one part of a reverse patch. */
const MAX_ITEMS = 200;
/** Numbers beyond this are no figure a character has; they are refused like non-finite ones. */
const MAX_MAGNITUDE = 1e12;

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Thrown inside a payload check (here or in a system's `checkPayload`): the payload is dropped. */
export class Unreadable extends Error {}

/**
 * Reads the fields of one payload, remembering which keys were read so unknown ones can be reported. Systems check
 * their own fields of a payload with it too (`SystemRecords.checkPayload`): a field that is not what it should be
 * throws {@link Unreadable}.
 */
export class PayloadReader {
  readonly seen = new Set<string>();
  constructor(private readonly raw: Raw) {}
  private take(key: string): unknown {
    this.seen.add(key);
    return this.raw[key];
  }
  /** The raw value (undefined reads as unreadable: the key is required). */
  value(key: string): unknown {
    const v = this.take(key);
    if (v === undefined) throw new Unreadable();
    return v;
  }
  num(key: string): number {
    const v = this.take(key);
    if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > MAX_MAGNITUDE) throw new Unreadable();
    return v;
  }
  int(key: string): number {
    const v = this.num(key);
    if (!Number.isInteger(v)) throw new Unreadable();
    return v;
  }
  text(key: string, max = MAX_TEXT): string {
    const v = this.take(key);
    if (typeof v !== 'string' || v.length > max) throw new Unreadable();
    return v;
  }
  oneOf<T extends string>(key: string, allowed: readonly T[]): T {
    const v = this.take(key);
    const hit = allowed.find((a) => a === v);
    if (hit === undefined) throw new Unreadable();
    return hit;
  }
  texts(key: string, max = MAX_TEXT): string[] {
    const v = this.take(key);
    if (!Array.isArray(v) || v.length > MAX_ITEMS || !v.every((s): s is string => typeof s === 'string' && s.length <= max)) throw new Unreadable();
    return v;
  }
  has(key: string): boolean {
    this.seen.add(key);
    return this.raw[key] !== undefined;
  }
  record(key: string): PayloadReader {
    const v = this.take(key);
    if (!isRecord(v)) throw new Unreadable();
    return new PayloadReader(v);
  }
  list(key: string): Raw[] {
    const v = this.take(key);
    if (!Array.isArray(v) || v.length > MAX_ITEMS || !v.every(isRecord)) throw new Unreadable();
    return v;
  }
  unknownKeys(): boolean {
    return Object.keys(this.raw).some((k) => !this.seen.has(k));
  }
  /** The fields not read yet, as they are (a system's part of a shared payload). */
  rest(): Raw {
    return Object.fromEntries(Object.entries(this.raw).filter(([k]) => !this.seen.has(k)));
  }
}


const KINDS: readonly HistoryKind[] = ['level-up', 'training', 'xp', 'restore', 'edit', 'details', 'created', 'repair', 'sync'];

function xpPayload(r: PayloadReader): XpPayload {
  const change = { from: r.num('from'), to: r.num('to'), ...(r.has('ready') ? { ready: r.int('ready') } : {}) };
  const source = r.oneOf('source', ['earned', 'spell', 'ruling'] as const);
  if (source === 'ruling') return { ...change, source, ...(r.has('note') ? { note: r.text('note', MAX_NOTE) } : {}) };
  return { ...change, source, base: r.num('base'), awarded: r.num('awarded'), bonusPercent: r.num('bonusPercent') };
}

function hpGain(r: PayloadReader): HitPointGain {
  return {
    gained: r.num('gained'),
    ...(r.has('die') ? { die: r.num('die') } : {}),
    ...(r.has('con') ? { con: r.num('con') } : {}),
    ...(r.has('source') ? { source: r.oneOf('source', ['rolled', 'entered'] as const) } : {}),
  };
}

/** A system's check of its own fields of a payload (`SystemRecords.checkPayload`), absent when it has none. */
export type SystemPayloadCheck = (kind: string, fields: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** Structural equality of JSON values (key order ignored): whether a system's check left its fields as they were. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => same(a[k], b[k]));
  }
  return false;
}

/**
 * The system's fields of a payload, checked by the system: what it keeps (anything it does not know dropped, said
 * through `dropped`), or Unreadable when a field is not what the system wrote. With no check, a payload that is wholly
 * the system's (`whole`) cannot be read, and fields beside a shared payload are unknown.
 */
function systemFields(kind: string, fields: Raw, check: SystemPayloadCheck | undefined, whole: boolean, dropped: () => void): Raw {
  if (!check) {
    if (whole) throw new Unreadable();
    if (Object.keys(fields).length > 0) dropped();
    return {};
  }
  let kept: Raw;
  try {
    kept = check(kind, fields);
  } catch (error) {
    if (error instanceof Error) throw new Unreadable();
    throw error;
  }
  if (!same(kept, Object.fromEntries(Object.keys(kept).map((k) => [k, fields[k]]))) || Object.keys(fields).some((k) => !Object.hasOwn(kept, k))) dropped();
  return kept;
}

function levelUpPayload(r: PayloadReader, nested: PayloadReader[], check: SystemPayloadCheck | undefined, dropped: () => void): LevelUpPayload {
  const rawHp = r.value('hp');
  let hp: HitPointGain | null = null;
  if (rawHp !== null) {
    if (!isRecord(rawHp)) throw new Unreadable();
    const inner = new PayloadReader(rawHp);
    nested.push(inner);
    hp = hpGain(inner);
  }
  let forced: { xp: number } | undefined;
  if (r.has('forced')) {
    const f = r.record('forced');
    nested.push(f);
    forced = { xp: f.num('xp') };
  }
  const shared = { from: r.int('from'), to: r.int('to'), hp, ...(forced ? { forced } : {}) };
  const own = systemFields('level-up', r.rest(), check, false, dropped);
  for (const key of Object.keys(r.rest())) r.seen.add(key);
  return { ...own, ...shared };
}

/** A course of training is wholly the system's: its own check reads it, or it cannot be read. */
function trainingPayload(r: PayloadReader, check: SystemPayloadCheck | undefined, dropped: () => void): SystemPayload {
  const fields = r.rest();
  const own = systemFields('training', fields, check, true, dropped);
  for (const key of Object.keys(fields)) r.seen.add(key);
  return own;
}

function restorePayload(r: PayloadReader): RestorePayload {
  return { undid: r.text('undid'), what: r.oneOf('what', KINDS), ...(r.has('also') ? { also: r.texts('also') } : {}) };
}

function editPayload(r: PayloadReader, nested: PayloadReader[]): EditPayload {
  let tracker: EditPayload['tracker'];
  if (r.has('tracker')) {
    const inner = r.record('tracker');
    nested.push(inner);
    tracker = { id: inner.text('id', MAX_TRACKER_ID), from: inner.num('from'), to: inner.num('to') };
  }
  // The key a run of edits merges on ("tracker:gold"): kept, so an exported file comes back as it was.
  return { ...(r.has('key') ? { key: r.text('key') } : {}), ...(tracker ? { tracker } : {}) };
}

/** A tracker id is a system's short key ("hp", "gold", "track.bruised"). */
const MAX_TRACKER_ID = 100;

/** Names as long as the envelope keeps them (document-checks' MAX_NAME_LENGTH). */
const MAX_NAME = 200;

function detailsPayload(r: PayloadReader, nested: PayloadReader[]): DetailsPayload {
  let name: DetailsPayload['name'];
  if (r.has('name')) {
    const inner = r.record('name');
    nested.push(inner);
    name = { from: inner.text('from', MAX_NAME), to: inner.text('to', MAX_NAME) };
  }
  const portrait = r.has('portrait') ? r.oneOf('portrait', ['added', 'replaced', 'removed'] as const) : undefined;
  return { ...(name ? { name } : {}), ...(portrait ? { portrait } : {}) };
}

function createdPayload(r: PayloadReader): CreatedPayload {
  return { method: r.oneOf('method', ['guided', 'quick', 'import'] as const), ...(r.has('variant') ? { variant: r.text('variant') } : {}) };
}

function repairPayload(r: PayloadReader): RepairPayload {
  return { repairs: r.texts('repairs', MAX_NOTE) };
}

/** Most versions one sync entry combines, and most fields it names for each (CouchDB keeps a handful of leaves). */
export const MAX_SYNC_ITEMS = MAX_ITEMS;
/** Longest path or name a sync entry keeps. */
export const MAX_SYNC_TEXT = MAX_TEXT;

function syncPayload(r: PayloadReader, nested: PayloadReader[]): SyncPayload {
  const action = r.oneOf('action', ['merged', 'resolved'] as const);
  const versions = r.list('versions').map((raw) => {
    const v = new PayloadReader(raw);
    nested.push(v);
    return {
      rev: v.text('rev'),
      ...(v.has('user') ? { user: v.text('user') } : {}),
      ...(v.has('device') ? { device: v.text('device') } : {}),
      ...(v.has('at') ? { at: v.text('at') } : {}),
      fields: v.texts('fields'),
    };
  });
  const kept = r.has('kept')
    ? r.list('kept').map((raw) => {
        const k = new PayloadReader(raw);
        nested.push(k);
        const from = k.int('from');
        if (from < 0 || from >= versions.length) throw new Unreadable();
        return { path: k.text('path'), from };
      })
    : undefined;
  return { action, versions, ...(kept ? { kept } : {}), ...(r.has('keptOver') ? { keptOver: r.texts('keptOver') } : {}) };
}

/**
 * The history entry recording the repairs made when a character was read (see RepairPayload), or null when there were
 * none. Written within the limits its own check reads (at most MAX_ITEMS sentences of MAX_NOTE characters), so the
 * entry comes back unchanged when the file is exported and read again, and a second import repairs nothing.
 */
export function repairEntry(repairs: readonly string[], at: string): NewHistoryEntry | null {
  if (repairs.length === 0) return null;
  const cut = (s: string) => (s.length <= MAX_NOTE ? s : `${s.slice(0, MAX_NOTE - 1)}…`);
  const kept = repairs.length <= MAX_ITEMS ? repairs.map(cut) : [...repairs.slice(0, MAX_ITEMS - 1).map(cut), `…and ${repairs.length - MAX_ITEMS + 1} more.`];
  const summary = `Read from a file and put right: ${repairs.length} ${repairs.length === 1 ? 'thing' : 'things'} Sheetsmith could not use as written`;
  return { kind: 'repair', at, summary, dice: [], payload: { repairs: kept } };
}

/** The reverse patch, its unknown keys dropped; throws Unreadable when a part is not what undo needs. */
function reversePatch(raw: Raw): { patch: ReversePatch<unknown>; extra: boolean } {
  const extra = Object.keys(raw).some((k) => k !== 'set' && k !== 'truncate' && k !== 'add');
  const numbers = (value: unknown, check: (n: number) => boolean): Record<string, number> => {
    if (!isRecord(value)) throw new Unreadable();
    const entries = Object.entries(value);
    if (entries.length > MAX_ITEMS) throw new Unreadable();
    const out: Record<string, number> = {};
    for (const [key, n] of entries) {
      if (key === '' || key.length > MAX_TEXT || typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > MAX_MAGNITUDE || !check(n)) throw new Unreadable();
      out[key] = n;
    }
    return out;
  };
  const set = raw['set'];
  if (set !== undefined && (!isRecord(set) || Object.keys(set).length > MAX_ITEMS)) throw new Unreadable();
  const patch: ReversePatch<unknown> = {
    ...(isRecord(set) ? { set } : {}),
    ...(raw['truncate'] !== undefined ? { truncate: numbers(raw['truncate'], (n) => Number.isInteger(n) && n >= 0) } : {}),
    ...(raw['add'] !== undefined ? { add: numbers(raw['add'], () => true) } : {}),
  };
  return { patch, extra };
}

/** The fields every entry has, already checked. */
export interface EntryBase {
  readonly id: string;
  readonly at: string;
  readonly kind: HistoryKind;
  readonly summary: string;
  readonly dice: readonly string[];
}

/**
 * The entry with its payload and reverse patch checked (each dropped with a note when unusable). `fits` tells
 * whether the system data with a patch's `set` fields put back still has the system's shape.
 */
export function checkEntryDetails(raw: Raw, base: EntryBase, n: number, notes: string[], fits: (set: Raw) => boolean, checkPayload?: SystemPayloadCheck): HistoryEntry {
  if (raw['before'] !== undefined) {
    notes.push(`History entry ${n} kept a whole earlier copy of the character, which is no longer kept, so that change can no longer be undone.`);
  }
  let undo: ReversePatch<unknown> | undefined;
  if (raw['undo'] !== undefined) {
    try {
      if (base.kind !== 'level-up' && base.kind !== 'xp' && base.kind !== 'training') throw new Unreadable();
      if (!isRecord(raw['undo'])) throw new Unreadable();
      const read = reversePatch(raw['undo']);
      if (!fits(isRecord(read.patch.set) ? read.patch.set : {})) throw new Unreadable();
      undo = read.patch;
      if (read.extra) notes.push(`History entry ${n}'s undo data had fields Sheetsmith does not know; they were dropped.`);
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      notes.push(`History entry ${n} kept undo data that is not usable, so that change can no longer be undone.`);
    }
  }
  const extras = { ...(undo ? { undo } : {}) };
  const rawPayload = raw['payload'];
  if (rawPayload === undefined) return { ...base, ...extras };
  const reader = isRecord(rawPayload) ? new PayloadReader(rawPayload) : null;
  const nested: PayloadReader[] = [];
  let systemDropped = false;
  const dropped = () => {
    systemDropped = true;
  };
  try {
    if (!reader) throw new Unreadable();
    let entry: HistoryEntry;
    switch (base.kind) {
      case 'xp':
        entry = { ...base, kind: base.kind, ...extras, payload: xpPayload(reader) };
        break;
      case 'level-up':
        entry = { ...base, kind: base.kind, ...extras, payload: levelUpPayload(reader, nested, checkPayload, dropped) };
        break;
      case 'training':
        entry = { ...base, kind: base.kind, ...extras, payload: trainingPayload(reader, checkPayload, dropped) };
        break;
      case 'restore':
        entry = { ...base, kind: base.kind, ...extras, payload: restorePayload(reader) };
        break;
      case 'edit':
        entry = { ...base, kind: base.kind, ...extras, payload: editPayload(reader, nested) };
        break;
      case 'details':
        entry = { ...base, kind: base.kind, ...extras, payload: detailsPayload(reader, nested) };
        break;
      case 'created':
        entry = { ...base, kind: base.kind, ...extras, payload: createdPayload(reader) };
        break;
      case 'repair':
        entry = { ...base, kind: base.kind, ...extras, payload: repairPayload(reader) };
        break;
      case 'sync':
        entry = { ...base, kind: base.kind, ...extras, payload: syncPayload(reader, nested) };
        break;
    }
    if (systemDropped || reader.unknownKeys() || nested.some((r) => r.unknownKeys())) notes.push(`History entry ${n}'s details had fields Sheetsmith does not know; they were dropped.`);
    return entry;
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    notes.push(`History entry ${n}'s details were not readable and were dropped; its sentence is kept.`);
    return { ...base, ...extras };
  }
}
