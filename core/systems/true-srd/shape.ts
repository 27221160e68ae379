/**
 * Checks that an untrusted value has the shape of TrueSrdData: types, ranges and sizes, not rules (a score of +12,
 * bruised −1, Conviction −1 or ability damage −2 are allowed: they load as they are and the validator lists them; a
 * score of 1e400 is not a number the sheet can use). The ranges here are what the app can hold, never the rules'
 * ranges. Each problem names its path; a number past what the app holds is clamped, a fraction rounded, an unknown
 * field dropped, a repeated id renewed, and the importer reports each repair.
 */
import type { RuleViolation } from '../types';
import type { AbilityScores, CombatFigures, DamageTrack, EquipmentItem, SkillEntry, TrueSrdData, TrueSrdVariants, Weapon } from './character';
import { SIZE_IDS } from './data/combat-tables';
import { bool, int, isObj, list, nullable, num, object, oneOf, pathText, report, text, uniqueIds, type Node } from '../shape-kit';

/**
 * Bounds no character reaches, so the sheet, the PDF and the files stay fast. Scores are kept within ±50 (the
 * tables use −5 to +10; a god or a dragon from another chapter might reach +30); bonuses within ±100.
 */
export const TRUE_SRD_LIMITS = {
  notes: 200_000,
  line: 1_000,
  id: 200,
  weapons: 500,
  equipment: 2_000,
  skills: 500,
  feats: 1_000,
  powers: 1_000,
  score: 50,
  bonus: 100,
  /** Tallies of bruised and hurt: a few dozen is already a beating no one lives through. */
  tally: 1_000,
  level: 1_000,
  speed: 10_000,
  weight: 1e9,
  quantity: 1_000_000,
  conviction: 1_000,
} as const;

const L = TRUE_SRD_LIMITS;
const NAME = 'True SRD';

function scores(min: number, max: number): Node {
  const s = int(min, max);
  return object<AbilityScores>(NAME, { str: s, dex: s, con: s, int: s, wis: s, cha: s });
}

const bonus = int(-L.bonus, L.bonus);
/** Tallies held either way: fewer than none breaks a rule (003:326-328), which validate names. */
const tally = int(-L.tally, L.tally);

const weapon = object<Weapon>(NAME, {
  id: text(L.id),
  name: text(L.line),
  kind: oneOf(['unarmed', 'melee', 'thrown', 'projectile']),
  damage: bonus,
  lethal: bool,
  rangeIncrement: int(0, L.speed),
  critical: text(L.line),
});

const item = object<EquipmentItem>(NAME, {
  id: text(L.id),
  name: text(L.line),
  weightLb: num(0, L.weight),
  quantity: int(1, L.quantity),
});

const skill = object<SkillEntry>(NAME, { name: text(L.line), bonus });

const damageFields = object<DamageTrack>(NAME, {
  bruised: tally,
  dazed: bool,
  staggered: bool,
  unconscious: bool,
  hurt: tally,
  wounded: bool,
  disabled: bool,
  dying: bool,
  dead: bool,
  stable: bool,
  dyingChecks: tally,
});

/**
 * The track, whose dying state (`stable`, `dyingChecks`) is kept since version 2 of the data: a file from before it
 * gets them as an unhurt, undying character has them, and the importer says so (its migration, migrations.ts, does the
 * same when it runs first).
 */
const damage: Node = (v, at, out) => {
  if (isObj(v) && (v['stable'] === undefined || v['dyingChecks'] === undefined)) {
    const added = [v['stable'] === undefined ? 'stable: false' : '', v['dyingChecks'] === undefined ? 'dyingChecks: 0' : ''].filter(Boolean);
    const value = { ...v, stable: v['stable'] ?? false, dyingChecks: v['dyingChecks'] ?? 0 };
    return report(out, at, `lacks ${added.join(' and ')} (kept since version 2 of the True SRD data)`, { kind: 'set', value, note: `${pathText(at)} was written before version 2 of the True SRD data; it was given ${added.join(' and ')}.` });
  }
  damageFields(v, at, out);
};

const variants = object<TrueSrdVariants>(NAME, {
  allOut: oneOf(['line-10', 'line-203']),
  exhausted: oneOf(['line-352', 'line-366']),
  dying: oneOf(['line-343', 'line-363']),
  naturalTwentySpares: bool,
});

const FIELDS = object<TrueSrdData>(NAME, {
  concept: text(L.line),
  role: text(L.line),
  level: nullable(int(0, L.level)),
  abilities: nullable(scores(-L.score, L.score)),
  // Damage can take a score far below −5 (debilitated, 003:361); negative damage is held and named by validate (003:355).
  abilityDamage: scores(-2 * L.score, 2 * L.score),
  size: oneOf(SIZE_IDS),
  baseSpeed: int(0, L.speed),
  combat: nullable(object<CombatFigures>(NAME, { combatBonus: bonus, fortitude: bonus, reflex: bonus, will: bonus })),
  armor: object<TrueSrdData['armor']>(NAME, { name: text(L.line), toughness: bonus }),
  toughnessFeats: bonus,
  defenseMisc: bonus,
  initiativeMisc: bonus,
  canParry: bool,
  weapons: uniqueIds(list(weapon, L.weapons), L.id, 'weapons'),
  equipment: uniqueIds(list(item, L.equipment), L.id, 'equipment'),
  skills: list(skill, L.skills),
  feats: list(text(L.line), L.feats),
  powers: list(text(L.line), L.powers),
  conviction: int(-L.conviction, L.conviction),
  damage,
  fatigue: oneOf([0, 1, 2, 3]),
  variants,
  notes: text(L.notes),
});

/** Problems with the payload's shape, each with its repair when one is possible; empty when it is a TrueSrdData. */
export function checkTrueSrdShape(data: unknown): RuleViolation[] {
  const out: RuleViolation[] = [];
  FIELDS(data, [], out);
  return out;
}
