/**
 * The True SRD tables the command line prints (`rules true-srd <table> [--flag value]`), each with its citation in
 * 003. Flags are checked and refused with a RangeError sentence.
 */
import type { RulesTable } from '../types';
import { UNHURT } from './character';
import { TRUE_SRD_CONDITIONS } from './data/conditions';
import { SIZE_CITATION, SIZE_TABLE, SUBSTANCE_CITATION, SUBSTANCE_TOUGHNESS } from './data/combat-tables';
import { DAMAGE_TRACK_CITATION, FATIGUE_CITATION, FATIGUE_LEVELS, RECOVERY_INTERVALS, TRACK_BANDS, TRACK_ENTRIES } from './data/damage-track';
import { CARRYING_CITATION, CARRYING_TABLE, HAMPERED_CITATION, HAMPERED_MOVEMENT, LOAD_EFFECTS, LOAD_EFFECTS_CITATION, PACES, PACES_CITATION, carryingRow, throwDistance } from './data/movement';
import { citeLines } from './data/source';
import { ATTACKER_MODIFIERS, ATTACK_MODIFIERS_CITATION, CONCEALMENT, DEFENDER_MODIFIERS, twoWeaponPenalties } from './data/attack-modifiers';
import { resolveToughnessSave } from './rules/toughness';

/** A whole number flag within a range, or a RangeError sentence. */
function intFlag(raw: string | undefined, name: string, min: number, max: number): number {
  if (raw === undefined) throw new RangeError(`Give --${name} <${min} to ${max}>.`);
  if (!/^[+-]?\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) throw new RangeError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return Number(raw);
}

export const TRUE_SRD_TABLES: readonly RulesTable[] = [
  {
    id: 'carrying',
    title: 'Carrying Capacity (Medium creatures), in pounds',
    citation: CARRYING_CITATION,
    flags: [{ name: 'str', help: 'a Strength score, −5 to +10 (one row)', required: false }],
    query(flags) {
      if (flags.str === undefined) return CARRYING_TABLE.map((r) => ({ ...r }));
      const row = carryingRow(intFlag(flags.str, 'str', -5, 10));
      return row ? { ...row } : null;
    },
  },
  { id: 'loads', title: 'Load effects', citation: LOAD_EFFECTS_CITATION, flags: [], query: () => LOAD_EFFECTS.map((l) => ({ ...l })) },
  {
    id: 'throw',
    title: 'Throwing distance',
    citation: citeLines('52-53'),
    flags: [
      { name: 'str', help: 'the thrower’s Strength, −5 to +10', required: true },
      { name: 'weight', help: 'the object’s weight in pounds', required: true },
    ],
    query(flags) {
      const str = intFlag(flags.str, 'str', -5, 10);
      const weight = intFlag(flags.weight, 'weight', 0, 1_000_000);
      const feet = throwDistance(str, weight);
      return { str, weightLb: weight, feet, note: feet === null ? 'More than the heavy load: it cannot be thrown (003:52).' : 'A heavy load goes 5 feet, doubled for every 2 points of Strength over the least that lifts it as a heavy load (003:53).' };
    },
  },
  {
    id: 'attack-modifiers',
    title: 'Attack modifiers: attacker, defender (with the dodge bonus kept or lost) and concealment',
    citation: ATTACK_MODIFIERS_CITATION,
    flags: [],
    query: () => ({ attacker: ATTACKER_MODIFIERS.map((r) => ({ ...r })), defender: DEFENDER_MODIFIERS.map((r) => ({ ...r })), concealment: CONCEALMENT.map((c) => ({ ...c })) }),
  },
  {
    id: 'two-weapon',
    title: 'Two-weapon fighting penalties (main / off hand)',
    citation: citeLines('293'),
    flags: [],
    query: () =>
      [false, true].flatMap((feat) => [false, true].map((light) => ({ twoWeaponFighting: feat, lightOffHand: light, ...twoWeaponPenalties(light, feat) }))),
  },
  { id: 'paces', title: 'Movement paces', citation: PACES_CITATION, flags: [], query: () => PACES.map((p) => ({ ...p })) },
  { id: 'hampered-movement', title: 'Hampered Movement', citation: HAMPERED_CITATION, flags: [], query: () => HAMPERED_MOVEMENT.map((r) => ({ ...r, factor: `×${r.factor[0]}/${r.factor[1]}` })) },
  { id: 'sizes', title: 'Size Modifier to Combat Bonus (and grapple)', citation: SIZE_CITATION, flags: [], query: () => SIZE_TABLE.map((s) => ({ ...s })) },
  {
    id: 'damage-track',
    title: 'The damage track',
    citation: DAMAGE_TRACK_CITATION,
    flags: [],
    query: () => ({
      bands: TRACK_BANDS.map((b) => ({ failedBy: `${b.failedBy}${b.column === 0 ? '-4' : '+'}`, nonLethal: b.nonLethal, lethal: b.lethal })),
      entries: TRACK_ENTRIES.map((e) => ({ ...e, recoveryCheck: RECOVERY_INTERVALS[e.id] ?? null })),
    }),
  },
  {
    id: 'toughness-save',
    title: 'A Toughness save against an attack, on an unhurt character',
    citation: citeLines('322-335'),
    flags: [
      { name: 'roll', help: 'the d20, 1-20', required: true },
      { name: 'toughness', help: 'the Toughness save bonus, e.g. 3', required: true },
      { name: 'damage', help: 'the attack’s damage bonus, e.g. 3 (Difficulty 15 + it)', required: true },
      { name: 'type', help: 'lethal (default) or non-lethal', required: false },
    ],
    query(flags) {
      const type = flags.type ?? 'lethal';
      if (type !== 'lethal' && type !== 'non-lethal') throw new RangeError(`--type is lethal or non-lethal, got "${type}".`);
      const r = resolveToughnessSave(UNHURT, {
        natural: intFlag(flags.roll, 'roll', 1, 20),
        toughness: intFlag(flags.toughness, 'toughness', -100, 100),
        damageBonus: intFlag(flags.damage, 'damage', -100, 100),
        type,
        naturalTwentySpares: true,
      });
      return { difficulty: r.difficulty, total: r.total, success: r.success, failedBy: r.failedBy, marked: r.marked, explanation: r.explanation };
    },
  },
  { id: 'fatigue', title: 'Fatigue', citation: FATIGUE_CITATION, flags: [], query: () => FATIGUE_LEVELS.map((l) => ({ ...l })) },
  { id: 'conditions', title: 'Conditions', citation: citeLines('354-389'), flags: [], query: () => TRUE_SRD_CONDITIONS.map((c) => ({ ...c })) },
  { id: 'substances', title: 'Substance Toughness (about an inch)', citation: SUBSTANCE_CITATION, flags: [], query: () => SUBSTANCE_TOUGHNESS.map((s) => ({ ...s })) },
];
