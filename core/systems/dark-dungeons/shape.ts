/**
 * Checks that an untrusted value has the shape of DarkDungeonsData: types, ranges and sizes, not rules (breaking a
 * rule is allowed and shown; a value the sheet cannot compute with is not). Imports and the store use it before
 * anything reads the payload. Each problem comes back in words with its path; a problem that can be put right
 * without losing what the player wrote carries a `repair` (a number outside its range is clamped, a fraction
 * rounded, an unknown field dropped, a duplicated item id renewed), which the importer applies and reports. Text
 * too long and lists too long are refused instead: cutting them would lose the player's words.
 */
import type { RuleViolation, ShapeRepair } from '../types';
import { ABILITY_ORDER, type AbilityScores, type DarkDungeonsData } from './character';
import { CLASS_IDS } from './data/classes';
import { PROFICIENCY_ORDER } from './data/weapon-mastery';

/**
 * Sizes a real character never reaches, so the sheet, the PDF and the files stay fast and bounded. Each is many
 * times what play produces: a level-36 character has 36 hit-point rolls, about 25 skill points and 20 weapon feats,
 * a spellbook of a few hundred spells, and a few hundred items; notes of 200,000 characters are a 100-page novel.
 */
export const DARK_DUNGEONS_LIMITS = {
  /** Characters of the notes (the longest text a player writes). */
  notes: 200_000,
  /** Characters of the appearance, printed with the notes. */
  appearance: 20_000,
  /** Characters of the one-line concept, and of any name (item, spell, skill specialty). */
  line: 1_000,
  /** Characters of one record of dice (a roll breakdown). */
  record: 2_000,
  /** Languages spoken (a world has a few dozen), and the characters of one language's name. */
  languages: 100,
  language: 100,
  /** Characters of an id (skill, weapon, item). */
  id: 200,
  /** Entries of the roll log: every set of scores rolled, rerolls included. */
  rollLog: 1_000,
  /** Hit-point rolls: one per level, with ample room for rerolled or restored levels. */
  hitPointRolls: 100,
  skills: 200,
  weaponFeats: 200,
  spellbook: 1_000,
  equipment: 2_000,
  /** Largest XP, gold, cost or weight: beyond any campaign's treasure (level 36 needs a few million XP). */
  amount: 1e9,
  /** Largest quantity of one item (a quiver of arrows is 20; a hoard of coins is counted in gold). */
  quantity: 1_000_000,
  /** Hit points now, a die face, a fixed gain: whole numbers in a range no character approaches. */
  hpMin: -1_000,
  hpMax: 10_000,
  /** Saves vs death ray made while dying: each is at −1 more, so past 20 or so every roll fails; room to spare. */
  savesWhileDying: 1_000,
} as const;

/** A step of a path into the payload: a field name or a list index. */
type Key = string | number;
/** Checks one value at `at`, adding its problems (with repairs where possible) to `out`. */
type Node = (value: unknown, at: readonly Key[], out: RuleViolation[]) => void;

const L = DARK_DUNGEONS_LIMITS;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "data.hitPoints.rolls[3].die" for ['hitPoints', 'rolls', 3, 'die']. */
function pathText(at: readonly Key[]): string {
  return at.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : `${s}.${k}`), 'data');
}

/** A repair before it knows where it applies (report adds the path). */
type Fix = { readonly kind: 'set'; readonly value: unknown; readonly note: string } | { readonly kind: 'drop'; readonly note: string };

function report(out: RuleViolation[], at: readonly Key[], message: string, fix?: Fix): void {
  const path = pathText(at);
  const where = [...at];
  const repair: ShapeRepair | undefined =
    fix === undefined ? undefined : fix.kind === 'set' ? { kind: 'set', at: where, value: fix.value, note: fix.note } : { kind: 'drop', at: where, note: fix.note };
  out.push({ path, message: `${path}: ${message}`, ...(repair ? { repair } : {}) });
}

/** A number with shown digits kept short ("1e+400" parses as Infinity, shown as "too large to hold"). */
function shown(n: number): string {
  if (Number.isNaN(n)) return 'not a number';
  if (!Number.isFinite(n)) return n > 0 ? 'too large to hold' : 'too small to hold';
  return String(n);
}

const text =
  (max: number): Node =>
  (v, at, out) => {
    if (typeof v !== 'string') return report(out, at, 'should be text');
    if (v.length > max) {
      report(out, at, `is ${v.length.toLocaleString('en-US')} characters long; at most ${max.toLocaleString('en-US')} are kept, so it was not cut`);
    }
  };

/**
 * A number from min to max; whole when `whole`. A number that is too large to hold (1e400 in the file), outside the
 * range or (for whole numbers) a fraction is repaired to the nearest allowed value, and the note says what it was.
 */
const numberIn =
  (min: number, max: number, whole: boolean): Node =>
  (v, at, out) => {
    if (typeof v !== 'number') return report(out, at, whole ? 'should be a whole number' : 'should be a number');
    let fixed = Number.isNaN(v) ? min : v;
    if (whole && Number.isFinite(fixed)) fixed = Math.round(fixed);
    fixed = Math.min(max, Math.max(min, fixed));
    if (fixed === v) return;
    const reason = !Number.isFinite(v) ? 'not a usable number' : v < min || v > max ? `outside ${min} to ${max}` : 'not a whole number';
    report(out, at, `is ${reason} (${shown(v)})`, { kind: 'set', value: fixed, note: `${pathText(at)} was ${shown(v)} (${reason}); it was set to ${fixed}.` });
  };

const int = (min: number, max: number): Node => numberIn(min, max, true);
const num = (min: number, max: number): Node => numberIn(min, max, false);

const bool: Node = (v, at, out) => {
  if (typeof v !== 'boolean') report(out, at, 'should be true or false');
};

/** A field older files may lack: checked when present. */
const optional =
  (node: Node): Node =>
  (v, at, out) => {
    if (v !== undefined) node(v, at, out);
  };

const nullable =
  (node: Node): Node =>
  (v, at, out) => {
    if (v !== null) node(v, at, out);
  };

const oneOf =
  (values: readonly string[]): Node =>
  (v, at, out) => {
    if (typeof v !== 'string' || !values.includes(v)) report(out, at, `should be one of ${values.join(', ')}`);
  };

/** An object with exactly these fields: a missing one is refused, an unknown one dropped (and reported). */
const object =
  <T>(fields: { readonly [K in keyof T]-?: Node }): Node =>
  (v, at, out) => {
    if (!isObj(v)) return report(out, at, 'should be an object');
    const known: Readonly<Record<string, Node>> = fields;
    for (const [k, node] of Object.entries(known)) node(v[k], [...at, k], out);
    for (const k of Object.keys(v)) {
      if (Object.hasOwn(known, k)) continue;
      const shownKey = k.length > 40 ? `${k.slice(0, 37)}…` : k;
      report(out, [...at, k], 'is not a Dark Dungeons field', {
        kind: 'drop',
        note: `The unknown field ${JSON.stringify(shownKey)} in ${pathText(at)} was dropped.`,
      });
    }
  };

const list =
  (node: Node, max: number): Node =>
  (v, at, out) => {
    if (!Array.isArray(v)) return report(out, at, 'should be a list');
    if (v.length > max) return report(out, at, `has ${v.length.toLocaleString('en-US')} entries; at most ${max.toLocaleString('en-US')} are allowed`);
    v.forEach((item, i) => node(item, [...at, i], out));
  };

/** Six scores, each a whole number from min to max. */
function scores(min: number, max: number): Node {
  const score = int(min, max);
  return object<AbilityScores>({ str: score, int: score, wis: score, dex: score, con: score, cha: score });
}

/** The text of a list item's key, for duplicate checks; undefined when the item is not readable yet. */
function keyOf(item: unknown, fields: readonly string[]): string | undefined {
  if (!isObj(item)) return undefined;
  const parts = fields.map((f) => item[f]);
  return parts.every((p) => typeof p === 'string') ? parts.map((p) => (p as string).toLowerCase()).join('\u0000') : undefined;
}

/** Refuses a list holding the same entry twice (the sheet lists each once, keyed by it). */
const distinct =
  (node: Node, fields: readonly string[], what: string): Node =>
  (v, at, out) => {
    node(v, at, out);
    if (!Array.isArray(v)) return;
    const seen = new Set<string>();
    v.forEach((item, i) => {
      const key = keyOf(item, fields);
      if (key === undefined) return;
      if (seen.has(key)) report(out, [...at, i], `repeats ${what} already listed; list each once`);
      seen.add(key);
    });
  };

/** Items are keyed by id: a repeated id gets a fresh one (the id is the app's, not the player's). */
const uniqueIds =
  (node: Node): Node =>
  (v, at, out) => {
    node(v, at, out);
    if (!Array.isArray(v)) return;
    const ids = new Set(v.map((item) => (isObj(item) ? item['id'] : undefined)).filter((id): id is string => typeof id === 'string'));
    const seen = new Set<string>();
    v.forEach((item, i) => {
      const id = isObj(item) ? item['id'] : undefined;
      if (typeof id !== 'string') return;
      if (!seen.has(id)) {
        seen.add(id);
        return;
      }
      let n = 2;
      let fresh = `${id.slice(0, L.id - 8)}-${n}`;
      while (ids.has(fresh)) fresh = `${id.slice(0, L.id - 8)}-${++n}`;
      ids.add(fresh);
      report(out, [...at, i, 'id'], 'repeats the id of another item', {
        kind: 'set',
        value: fresh,
        note: `Item ${i + 1} of the equipment had the same id as another item, so it was given a new one.`,
      });
    });
  };

/**
 * The languages spoken: a list of names. One name written on its own (a hand-edited file) becomes a list of one, and
 * something that is no text at all is dropped: both lose nothing the player wrote.
 */
const languageList: Node = (v, at, out) => {
  if (typeof v === 'string' && v.length <= L.language) {
    return report(out, at, 'should be a list of languages', { kind: 'set', value: v.trim() === '' ? [] : [v.trim()], note: `The languages were one text instead of a list; it was kept as ${v.trim() === '' ? 'an empty list' : 'a list of one'}.` });
  }
  if (!Array.isArray(v) && (v === null || typeof v !== 'object')) {
    return report(out, at, 'should be a list of languages', { kind: 'drop', note: 'The languages were not a list of names and were dropped.' });
  }
  list(text(L.language), L.languages)(v, at, out);
};

/**
 * Dying (with the saves made), stable, or dead (with the cause): each state with exactly its own fields. A state this
 * version does not know is refused rather than dropped: dropping it could bring the dead back to life.
 */
const health: Node = (v, at, out) => {
  if (!isObj(v)) return report(out, at, 'should be an object');
  const state = v['state'];
  if (state === 'dying') return object<{ state: unknown; saves: unknown }>({ state: oneOf(['dying']), saves: int(0, L.savesWhileDying) })(v, at, out);
  if (state === 'stable') return object<{ state: unknown }>({ state: oneOf(['stable']) })(v, at, out);
  if (state === 'dead') return object<{ state: unknown; cause: unknown }>({ state: oneOf(['dead']), cause: text(L.line) })(v, at, out);
  report(out, [...at, 'state'], 'should be one of dying, stable, dead');
};

const hitPointRoll = object<DarkDungeonsData['hitPoints']['rolls'][number]>({
  level: int(1, 36),
  die: int(0, 100),
  con: int(-9, 9),
  fixed: int(0, 100),
  gained: int(0, 1_000),
  source: oneOf(['rolled', 'entered']),
});

const FIELDS = object<DarkDungeonsData>({
  concept: text(L.line),
  alignment: nullable(oneOf(['lawful', 'neutral', 'chaotic'])),
  appearance: text(L.appearance),
  // Files written before languages were kept have none (and need no repair).
  languages: optional(languageList),
  notes: text(L.notes),
  rolled: nullable(scores(3, 18)),
  rollMethod: nullable(oneOf(['rolled', 'typed'])),
  rollLog: list(text(L.record), L.rollLog),
  swap: nullable(object<NonNullable<DarkDungeonsData['swap']>>({ from: oneOf(ABILITY_ORDER), to: oneOf(ABILITY_ORDER) })),
  classId: nullable(oneOf(CLASS_IDS)),
  // Adjustments move a score at most from 18 down to 9 or from 9 up to 18 (004:44-48).
  adjustments: scores(-9, 9),
  level: int(1, 36),
  xp: int(0, L.amount),
  hitPoints: object<DarkDungeonsData['hitPoints']>({ rolls: list(hitPointRoll, L.hitPointRolls), current: int(L.hpMin, L.hpMax) }),
  // Data before version 2 has none (and needs no repair).
  health: optional(health),
  skills: distinct(
    list(object<DarkDungeonsData['skills'][number]>({ skillId: text(L.id), specialty: text(L.line), points: int(0, 100) }), L.skills),
    ['skillId', 'specialty'],
    'a skill (with its specialty)',
  ),
  weaponFeats: distinct(
    list(object<DarkDungeonsData['weaponFeats'][number]>({ weaponId: text(L.id), proficiency: oneOf(PROFICIENCY_ORDER) }), L.weaponFeats),
    ['weaponId'],
    'a weapon',
  ),
  spellbook: list(object<DarkDungeonsData['spellbook'][number]>({ name: text(L.line), level: int(1, 9) }), L.spellbook),
  memorised: optional(list(object<DarkDungeonsData['spellbook'][number]>({ name: text(L.line), level: int(1, 9) }), L.spellbook)),
  money: object<DarkDungeonsData['money']>({ gp: num(0, L.amount), rolled: nullable(text(L.record)), start: optional(num(0, L.amount)) }),
  equipment: uniqueIds(
    list(
      object<DarkDungeonsData['equipment'][number]>({
        id: text(L.id),
        name: text(L.line),
        costGp: num(0, L.amount),
        weightCn: num(0, L.amount),
        quantity: int(0, L.quantity),
        catalogId: optional(text(L.id)),
        worn: optional(bool),
        given: optional(bool),
      }),
      L.equipment,
    ),
  ),
  vows: object<DarkDungeonsData['vows']>({ druidic: bool, chivalric: bool }),
});

/**
 * Final scores (after the GM swap and the adjustments) must stay within Table 3-1's 3 to 18, or nothing on the
 * sheet can be worked out. Checked once the parts are sound; a final score outside is repaired by changing the
 * adjustment (never the roll) so that the score lands on 3 or 18.
 */
function checkFinalScores(v: Record<string, unknown>, out: RuleViolation[]): void {
  const rolled = v['rolled'];
  const adjustments = v['adjustments'];
  const swap = v['swap'];
  if (!isObj(rolled) || !isObj(adjustments)) return;
  const base: Record<string, unknown> = { ...rolled };
  if (isObj(swap) && typeof swap['from'] === 'string' && typeof swap['to'] === 'string') {
    base[swap['from']] = rolled[swap['to']];
    base[swap['to']] = rolled[swap['from']];
  }
  for (const a of ABILITY_ORDER) {
    const b = base[a];
    const adj = adjustments[a];
    if (typeof b !== 'number' || typeof adj !== 'number') continue;
    const final = b + adj;
    if (final >= 3 && final <= 18) continue;
    const target = Math.min(18, Math.max(3, final));
    report(out, ['adjustments', a], `makes the final score ${final}, outside 3 to 18`, {
      kind: 'set',
      value: target - b,
      note: `The ${a} adjustment made the final score ${final}, outside 3 to 18; it was changed to ${target - b} (score ${target}).`,
    });
  }
}

/** Problems with the payload's shape, each with its repair when one is possible; empty when it is a DarkDungeonsData. */
export function checkDarkDungeonsShape(data: unknown): RuleViolation[] {
  const out: RuleViolation[] = [];
  FIELDS(data, [], out);
  // The cross-field check reads parts that are themselves sound, so one repair never fights another.
  if (out.length === 0 && isObj(data)) checkFinalScores(data, out);
  return out;
}
