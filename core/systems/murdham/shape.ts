/**
 * Checks that an untrusted value has the shape of MurdhamData: types, ranges and sizes, not rules (a human with STR 17,
 * a non-human with STR 20, natural armour 4, 2.1 shillings or corruption −2 break rules: they load as they are and
 * `validate` lists them with their lines; a STR of "twelve" cannot be computed with). The ranges here are what the app
 * can hold (far beyond play), never the rules' ranges. Each problem comes back in words with its path; one that can be
 * put right without losing what the player wrote carries a `repair` (a number past what the app holds is clamped, a
 * fraction in a whole-number field rounded, an unknown field dropped, a repeated id renewed). Text and lists that are
 * too long are refused instead: cutting them would lose the player's words.
 */
import type { RuleViolation, ShapeRepair } from '../types';
import { ABILITY_ORDER, DAMAGE_MODES, DEATH_CAUSES, DURABILITY_STATES, OWED_ROLLS, type Life, type MurdhamData, type PendingRoll } from './character';
import { ABILITY_LIMITS } from './data/rules';

/**
 * Sizes a real character never reaches, so the sheet, the PDF and the files stay bounded. Each is far beyond play:
 * a long-lived character has a handful of mutations and injuries and a few dozen items.
 */
export const MURDHAM_LIMITS = {
  notes: 200_000,
  line: 1_000,
  id: 200,
  record: 2_000,
  /** Entries of any list (changes, gear, keywords, injuries, mutations, log). */
  list: 2_000,
  /** Followers: the rules allow 4 (000:185, checked by validate); the shape only bounds the list. */
  followers: 100,
  /** Shillings and costs: beyond any hoard. */
  amount: 1e9,
  /** Health, mana, corruption, omens, scores and armour: whole numbers no character approaches, either way. */
  pool: 1_000,
  quantity: 1_000_000,
  bulk: 10_000,
  /** Attempts of one roll shown (its re-rolls, one omen each): far more omens than any character holds. */
  attempts: 100,
} as const;

type Key = string | number;
type Node = (value: unknown, at: readonly Key[], out: RuleViolation[]) => void;
type Fix = { readonly kind: 'set'; readonly value: unknown; readonly note: string } | { readonly kind: 'drop'; readonly note: string };

const L = MURDHAM_LIMITS;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "data.gear[3].bulk" for ['gear', 3, 'bulk']. */
function pathText(at: readonly Key[]): string {
  return at.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : `${s}.${k}`), 'data');
}

function report(out: RuleViolation[], at: readonly Key[], message: string, fix?: Fix): void {
  const path = pathText(at);
  const where = [...at];
  const repair: ShapeRepair | undefined =
    fix === undefined ? undefined : fix.kind === 'set' ? { kind: 'set', at: where, value: fix.value, note: fix.note } : { kind: 'drop', at: where, note: fix.note };
  out.push({ path, message: `${path}: ${message}`, ...(repair ? { repair } : {}) });
}

function shown(n: number): string {
  if (Number.isNaN(n)) return 'not a number';
  if (!Number.isFinite(n)) return n > 0 ? 'too large to hold' : 'too small to hold';
  return String(n);
}

const text =
  (max: number): Node =>
  (v, at, out) => {
    if (typeof v !== 'string') return report(out, at, 'should be text');
    if (v.length > max) report(out, at, `is ${v.length.toLocaleString('en-US')} characters long; at most ${max.toLocaleString('en-US')} are kept, so it was not cut`);
  };

/** A number from min to max, whole when `step` is 1 (0 for any); repaired to the nearest value the app can hold. */
const numberIn =
  (min: number, max: number, step: number): Node =>
  (v, at, out) => {
    if (typeof v !== 'number') return report(out, at, step === 1 ? 'should be a whole number' : 'should be a number');
    let fixed = Number.isNaN(v) ? min : v;
    if (step > 0 && Number.isFinite(fixed)) fixed = Math.round(fixed / step) * step;
    fixed = Math.min(max, Math.max(min, fixed));
    if (fixed === v) return;
    const reason = !Number.isFinite(v) ? 'not a usable number' : v < min || v > max ? `outside ${min} to ${max}` : 'not a whole number';
    report(out, at, `is ${reason} (${shown(v)})`, { kind: 'set', value: fixed, note: `${pathText(at)} was ${shown(v)} (${reason}); it was set to ${fixed}.` });
  };

const int = (min: number, max: number): Node => numberIn(min, max, 1);
const num = (min: number, max: number): Node => numberIn(min, max, 0);

const bool: Node = (v, at, out) => {
  if (typeof v !== 'boolean') report(out, at, 'should be true or false');
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
      report(out, [...at, k], 'is not a Murdham field', { kind: 'drop', note: `The unknown field ${JSON.stringify(shownKey)} in ${pathText(at)} was dropped.` });
    }
  };

const list =
  (node: Node, max: number): Node =>
  (v, at, out) => {
    if (!Array.isArray(v)) return report(out, at, 'should be a list');
    if (v.length > max) return report(out, at, `has ${v.length.toLocaleString('en-US')} entries; at most ${max.toLocaleString('en-US')} are allowed`);
    v.forEach((item, i) => node(item, [...at, i], out));
  };

/** Entries keyed by id: a repeated id gets a fresh one (the id is the app's, not the player's). */
const uniqueIds =
  (node: Node, what: string): Node =>
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
      report(out, [...at, i, 'id'], `repeats the id of another ${what}`, { kind: 'set', value: fresh, note: `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} ${i + 1} had the same id as another, so it was given a new one.` });
    });
  };

// Scores, pools and armour hold any whole number within ±1,000: the rules' ranges (1 to 19, or 15 for humans, 000:8,
// 000:72; armour at most 3, 000:65; nothing below 0) are checked by validate, which names each broken one.
const score = int(-L.pool, L.pool);
const pool = int(-L.pool, L.pool);
/** Shillings and costs: any number the app holds; whole quarters (000:153) and no debt are rules validate checks. */
const money = num(-L.amount, L.amount);
const line = text(L.line);

const change = object<MurdhamData['permanentChanges'][number]>({
  ability: oneOf(ABILITY_ORDER),
  amount: int(-ABILITY_LIMITS.max, ABILITY_LIMITS.max),
  reason: line,
  source: text(L.id),
  aboveHumanLimit: bool,
});

/** A union of objects told apart by one field: the member's own fields are checked; an unknown tag is refused. */
const tagged =
  (tag: string, members: Readonly<Record<string, Node>>): Node =>
  (v, at, out) => {
    if (!isObj(v)) return report(out, at, 'should be an object');
    const member = typeof v[tag] === 'string' ? members[v[tag]] : undefined;
    if (!member) return report(out, [...at, tag], `should be one of ${Object.keys(members).join(', ')}`);
    member(v, at, out);
  };

const life = tagged('state', {
  alive: object<Extract<Life, { state: 'alive' }>>({ state: oneOf(['alive']) }),
  dying: object<Extract<Life, { state: 'dying' }>>({ state: oneOf(['dying']), roundsEnded: int(0, 1) }),
  dead: object<Extract<Life, { state: 'dead' }>>({ state: oneOf(['dead']), cause: oneOf(DEATH_CAUSES) }),
});

type Pending<K extends PendingRoll['kind']> = Extract<PendingRoll, { kind: K }>;
const attempts = (node: Node): Node => list(node, L.attempts);
const d20s = attempts(int(1, 20));

/** A roll shown and not yet kept (000:139): each kind's dice, within the faces of its dice. */
const pending = tagged('kind', {
  damage: object<Pending<'damage'>>({
    kind: oneOf(['damage']),
    sides: int(2, 100),
    mode: oneOf(DAMAGE_MODES),
    direct: bool,
    // Each attempt: the faces of each exploding roll (two for enhanced or impaired damage), at most 101 faces each.
    attempts: attempts(list(list(int(1, 100), 101), 2)),
  }),
  soulblight: object<Pending<'soulblight'>>({ kind: oneOf(['soulblight']), before: pool, suffered: pool, rolls: attempts(int(1, 12)) }),
  injury: object<Pending<'injury'>>({ kind: oneOf(['injury']), permanent: bool, attempts: attempts(object<Pending<'injury'>['attempts'][number]>({ roll: int(1, 12), sub: nullable(int(1, 4)) })) }),
  mutation: object<Pending<'mutation'>>({
    kind: oneOf(['mutation']),
    attempts: attempts(
      object<Pending<'mutation'>['attempts'][number]>({
        results: list(object<Pending<'mutation'>['attempts'][number]['results'][number]>({ d12: int(1, 12), d20: int(1, 20), option: nullable(int(1, 6)), abilityRolls: list(int(1, 4), 4) }), 8),
        log: list(text(L.record), 50),
      }),
    ),
  }),
  save: object<Pending<'save'>>({ kind: oneOf(['save']), ability: oneOf(ABILITY_ORDER), score: int(0, ABILITY_LIMITS.max), rolls: d20s, str: nullable(object<NonNullable<Pending<'save'>['str']>>({ score: int(0, ABILITY_LIMITS.max), rolls: d20s })) }),
  durability: object<Pending<'durability'>>({ kind: oneOf(['durability']), itemId: text(L.id), rolls: attempts(int(1, 4)) }),
});

const FIELDS = object<MurdhamData>({
  human: bool,
  ancestry: line,
  concept: line,
  notes: text(L.notes),
  abilities: nullable(object<NonNullable<MurdhamData['abilities']>>({ str: score, agi: score, wit: score })),
  abilityMethod: nullable(oneOf(['entered', 'house-rule-roll'])),
  abilityLog: list(text(L.record), L.list),
  permanentChanges: list(change, L.list),
  temporaryChanges: list(change, L.list),
  health: pool,
  life,
  owed: list(oneOf(OWED_ROLLS), L.list),
  pending: nullable(pending),
  naturalArmour: pool,
  omens: object<MurdhamData['omens']>({ current: pool, max: pool }),
  corruption: pool,
  mana: object<MurdhamData['mana']>({ current: pool, max: pool }),
  shillings: money,
  gear: uniqueIds(
    list(
      object<MurdhamData['gear'][number]>({
        id: text(L.id),
        name: line,
        quantity: int(0, L.quantity),
        bulk: num(0, L.bulk),
        cost: money,
        armour: pool,
        worn: bool,
        durability: oneOf(DURABILITY_STATES),
      }),
      L.list,
    ),
    'item',
  ),
  skills: list(line, L.list),
  traits: list(line, L.list),
  injuries: uniqueIds(
    list(object<MurdhamData['injuries'][number]>({ id: text(L.id), roll: int(1, 12), name: line, detail: line, permanent: bool }), L.list),
    'injury',
  ),
  mutations: uniqueIds(list(object<MurdhamData['mutations'][number]>({ id: text(L.id), entryId: text(L.id), name: line, detail: line }), L.list), 'mutation'),
  followers: uniqueIds(
    list(object<MurdhamData['followers'][number]>({ id: text(L.id), name: line, kind: oneOf(['retainer', 'animal']), notes: text(L.record) }), L.followers),
    'follower',
  ),
});

/** Problems with the payload's shape, each with its repair when one is possible; empty when it is a MurdhamData. */
export function checkMurdhamShape(data: unknown): RuleViolation[] {
  const out: RuleViolation[] = [];
  FIELDS(data, [], out);
  return out;
}
