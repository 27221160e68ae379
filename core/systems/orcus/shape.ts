/**
 * Checks that an untrusted value has the shape of OrcusData: types, ranges and sizes, not rules (breaking a rule is
 * allowed and shown: 4 failed death saves, −5 cp or −3 temporary hit points load as they are and `validate` lists
 * them; a value the sheet cannot compute with is not). The ranges of play values are what the app can hold, never
 * the rules' ranges. Each problem comes back in words with its path; one that can be put right without losing what
 * the player wrote carries a `repair` (a number past what the app holds is clamped, a fraction rounded, an unknown
 * field dropped, a repeated item id renewed). Text and lists that are too long are refused instead: cutting them would
 * lose the player's words.
 */
import type { RuleViolation, ShapeRepair } from '../types';
import { ABILITY_IDS, SCORE_MAX, SCORE_MIN, type AbilityScores } from './data/abilities';
import { ALIGNMENT_IDS } from './data/personal';
import { POWER_KINDS } from './data/powers';
import { SKILL_IDS } from './data/skills';
import { HEALTH_STATES } from './health';
import { legacyHealthState, type LegacyOrcusData } from './data-migrations';
import type { AncestryEntry, ClassEntry, EquipmentItem, FeatEntry, LanguageEntry, OrcusData, OrcusVitals, PowerEntry } from './character';

/** Sizes no real character reaches, so the sheet, the PDF and the files stay fast and bounded. */
export const ORCUS_LIMITS = {
  /** Characters of the notes (200,000 is a 100-page novel). */
  notes: 200_000,
  /** Characters of a line: a name, the concept, a feat's or power's note. */
  line: 1_000,
  /** Characters of an id. */
  id: 200,
  /** A level-30 character has 16 feats and 17 powers; these leave room for retraining records and house rules. */
  feats: 200,
  powers: 200,
  languages: 200,
  increases: 100,
  equipment: 2_000,
  proficiencies: 200,
  /** Largest XP, cost in copper or money: beyond any campaign (level 30 needs 826,500 XP; a level-30 item costs 312,500,000 cp). */
  amount: 1e12,
  /** Largest quantity of one item. */
  quantity: 1_000_000,
  /** Hit points and class figures: whole numbers in a range no character approaches. */
  hp: 100_000,
  /** Largest weight of one item, in pounds (a cart carries 2,000 lb). */
  weight: 1_000_000,
} as const;

const L = ORCUS_LIMITS;

type Key = string | number;
type Node = (value: unknown, at: readonly Key[], out: RuleViolation[]) => void;
type Fix = { readonly kind: 'set'; readonly value: unknown; readonly note: string } | { readonly kind: 'drop'; readonly note: string };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function pathText(at: readonly Key[]): string {
  return at.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : `${s}.${k}`), 'data');
}

function report(out: RuleViolation[], at: readonly Key[], message: string, fix?: Fix): void {
  const path = pathText(at);
  const where = [...at];
  const repair: ShapeRepair | undefined = fix === undefined ? undefined : fix.kind === 'set' ? { kind: 'set', at: where, value: fix.value, note: fix.note } : { kind: 'drop', at: where, note: fix.note };
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

/** A number from min to max (whole when `whole`); a value outside, a fraction or one too large to hold is repaired to the nearest allowed. */
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
      report(out, [...at, k], 'is not an Orcus field', { kind: 'drop', note: `The unknown field ${JSON.stringify(shownKey)} in ${pathText(at)} was dropped.` });
    }
  };

const list =
  (node: Node, max: number): Node =>
  (v, at, out) => {
    if (!Array.isArray(v)) return report(out, at, 'should be a list');
    if (v.length > max) return report(out, at, `has ${v.length.toLocaleString('en-US')} entries; at most ${max.toLocaleString('en-US')} are allowed`);
    v.forEach((item, i) => node(item, [...at, i], out));
  };

function scores(min: number, max: number): Node {
  const score = int(min, max);
  return object<AbilityScores>({ str: score, con: score, dex: score, int: score, wis: score, cha: score });
}

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
      report(out, [...at, i, 'id'], 'repeats the id of another item', { kind: 'set', value: fresh, note: `Item ${i + 1} of the equipment had the same id as another item, so it was given a new one.` });
    });
  };

const dieFace = int(1, 6);

/** The health state (data version 2), one of the five; a missing one is repaired in {@link checkOrcusShape}. */
const healthState: Node = (v, at, out) => {
  if (v !== undefined) oneOf(HEALTH_STATES)(v, at, out);
};

const FIELDS = object<OrcusData>({
  concept: text(L.line),
  alignment: nullable(oneOf(ALIGNMENT_IDS)),
  languages: list(object<LanguageEntry>({ name: text(L.line), source: oneOf(['ancestry', 'chosen']), level: int(1, 30) }), L.languages),
  notes: text(L.notes),
  abilities: object<OrcusData['abilities']>({
    method: nullable(oneOf(['point-buy', 'roll', 'standard-array'])),
    base: nullable(scores(SCORE_MIN, SCORE_MAX)),
    rolls: list(list(dieFace, 4), 6),
    rolledBy: nullable(oneOf(['app', 'player'])),
  }),
  ancestry: object<AncestryEntry>({ name: text(L.line), abilityBonuses: scores(-10, 10), size: oneOf(['small', 'medium']), speed: int(0, 100) }),
  class: object<ClassEntry>({
    name: text(L.line),
    hpAtFirstLevel: nullable(int(0, L.hp)),
    hpPerLevel: nullable(int(0, L.hp)),
    recoveries: nullable(int(0, 100)),
    defenceBonuses: object<ClassEntry['defenceBonuses']>({ fort: int(-20, 20), ref: int(-20, 20), will: int(-20, 20) }),
    trainedSkills: nullable(int(0, SKILL_IDS.length)),
    armourProficiencies: list(text(L.id), L.proficiencies),
    weaponProficiencies: list(text(L.id), L.proficiencies),
  }),
  kit: text(L.line),
  prestigePath: text(L.line),
  epicPath: text(L.line),
  increases: list(object<OrcusData['increases'][number]>({ level: int(1, 30), abilities: list(oneOf(ABILITY_IDS), 6) }), L.increases),
  level: int(1, 30),
  xp: int(0, L.amount),
  trainedSkills: list(oneOf(SKILL_IDS), SKILL_IDS.length * 2),
  feats: list(object<FeatEntry>({ name: text(L.line), level: int(1, 30), note: text(L.line) }), L.feats),
  powers: list(object<PowerEntry>({ name: text(L.line), kind: oneOf(POWER_KINDS), level: int(1, 30), note: text(L.line) }), L.powers),
  equipment: uniqueIds(
    list(
      object<EquipmentItem>({
        id: text(L.id),
        catalogId: nullable(text(L.id)),
        name: text(L.line),
        kind: oneOf(['armour', 'shield', 'weapon', 'focus', 'neck', 'gear']),
        costCp: int(0, L.amount),
        weightLb: num(0, L.weight),
        quantity: int(1, L.quantity),
        equipped: bool,
        enhancement: int(0, 6),
      }),
      L.equipment,
    ),
  ),
  // Play values are held either way; the rules' ranges (no debt, 0 to 3 failed death saves, 002:1461) are validate's.
  moneyCp: int(-L.amount, L.amount),
  vitals: object<OrcusVitals>({
    hp: int(-L.hp, L.hp),
    tempHp: int(-L.hp, L.hp),
    recoveries: int(-100, 100),
    deathSaveFailures: int(-100, 100),
    actionPoints: int(-100, 100),
    state: healthState,
  }),
});

/**
 * Final scores (generated + ancestry + increases) must stay within the modifier table's 1 to 30, or nothing on the sheet
 * can be worked out. Checked once the parts are sound; a final score outside is repaired through the ancestry bonus
 * (never the generated score) so that it lands on 1 or 30.
 */
function checkFinalScores(v: Record<string, unknown>, out: RuleViolation[]): void {
  const abilities = v['abilities'];
  const ancestry = v['ancestry'];
  const level = v['level'];
  const increases = v['increases'];
  if (!isObj(abilities) || !isObj(ancestry) || typeof level !== 'number' || !Array.isArray(increases)) return;
  const base = abilities['base'];
  const bonuses = ancestry['abilityBonuses'];
  if (!isObj(base) || !isObj(bonuses)) return;
  const all = (level >= 11 ? 1 : 0) + (level >= 21 ? 1 : 0);
  for (const a of ABILITY_IDS) {
    const b = base[a];
    const bonus = bonuses[a];
    if (typeof b !== 'number' || typeof bonus !== 'number') continue;
    const chosen = increases.filter((c) => isObj(c) && typeof c['level'] === 'number' && c['level'] <= level && Array.isArray(c['abilities']) && c['abilities'].includes(a)).length;
    const final = b + bonus + chosen + all;
    if (final >= SCORE_MIN && final <= SCORE_MAX) continue;
    const target = Math.min(SCORE_MAX, Math.max(SCORE_MIN, final));
    const fixed = bonus + (target - final);
    // Many repeated increases could need a bonus beyond its own range: then nothing is repaired, only reported.
    if (fixed < -10 || fixed > 10) {
      report(out, ['ancestry', 'abilityBonuses', a], `makes the final score ${final}, outside ${SCORE_MIN} to ${SCORE_MAX}`);
      continue;
    }
    report(out, ['ancestry', 'abilityBonuses', a], `makes the final score ${final}, outside ${SCORE_MIN} to ${SCORE_MAX}`, {
      kind: 'set',
      value: fixed,
      note: `The ${a} ancestry bonus made the final score ${final}, outside 1 to 30; it was changed to ${fixed} (score ${target}).`,
    });
  }
}

/** Problems with the payload's shape, each with its repair when one is possible; empty when it is an OrcusData. */
export function checkOrcusShape(data: unknown): RuleViolation[] {
  const out: RuleViolation[] = [];
  FIELDS(data, [], out);
  if (out.length === 0 && isObj(data)) checkFinalScores(data, out);
  if (out.length === 0 && isObj(data) && isObj(data['vitals']) && data['vitals']['state'] === undefined) {
    // A payload saved before data version 2 kept no health state: the one its hit points showed then is set, so an
    // older file still opens (the data migration does the same with the maximum's override, when it runs first).
    const state = legacyHealthState(data as unknown as LegacyOrcusData, null);
    report(out, ['vitals', 'state'], 'is missing', { kind: 'set', value: state, note: `The character had no health state (saved before Sheetsmith kept it); it was worked out from the hit points: ${state}.` });
  }
  return out;
}
