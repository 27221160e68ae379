/**
 * The "16+" tables and calculators the command line prints (`rules sixteen <table> [--flag value]`), each with its
 * citation in 001. Flags are checked and refused with a RangeError sentence.
 */
import type { RulesTable } from '../types';
import { ATTACK_TYPES } from './data/attack-types';
import { SIXTEEN_CONDITIONS } from './data/conditions';
import { SAVE_TYPES } from './data/saves';
import { citeLine } from './data/source';
import { attackOptions, deathThreshold, defaultPowerLevel, magicPointRecovery, maxPowerLevel, passiveHealing, percentOf, stunThreshold } from './rules/combat-math';
import { attackNeeds, neededFace, openEndedFromFaces, resolveAttack, statTestModifier, type RollKind } from './rules/tests';

function intFlag(raw: string | undefined, name: string, min: number, max: number, fallback?: number): number {
  if (raw === undefined) {
    if (fallback !== undefined) return fallback;
    throw new RangeError(`Give --${name} <${min} to ${max}>.`);
  }
  if (!/^[+-]?\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) throw new RangeError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return Number(raw);
}

const KINDS: readonly RollKind[] = ['test', 'save', 'mana-burn', 'resisted-power'];

export const SIXTEEN_TABLES: readonly RulesTable[] = [
  {
    id: 'saves',
    title: 'The eight save types',
    citation: citeLine(2, 'Saving Throws'),
    flags: [],
    query: () => SAVE_TYPES.map((t) => ({ id: t.id, name: t.name, level: t.level === 'full' ? 'level or HD' : 'level/3 (rounded down)', stats: [...t.stats], itemModifiers: t.modifiers, against: t.against, text: t.phrase })),
  },
  {
    id: 'needs',
    title: 'The d20 face a test or save needs',
    citation: citeLine(2, 'A roll 20 always succeeds'),
    flags: [
      { name: 'modifier', help: 'the total modifier, e.g. 8', required: true },
      { name: 'kind', help: `${KINDS.join(', ')} (default test)`, required: false },
    ],
    query(flags) {
      const kind = KINDS.find((k) => k === (flags.kind ?? 'test'));
      if (!kind) throw new RangeError(`--kind is one of ${KINDS.join(', ')}, got "${flags.kind ?? ''}".`);
      return { kind, ...neededFace(intFlag(flags.modifier, 'modifier', -1000, 1000), kind) };
    },
  },
  {
    id: 'stat-test',
    title: 'A stat test: d20 + 4 + 2 × stat, 16 to succeed',
    citation: citeLine(1, 'add 4+stat x2'),
    flags: [{ name: 'stat', help: 'the stat, e.g. 2 or -1', required: true }],
    query(flags) {
      const mod = statTestModifier(intFlag(flags.stat, 'stat', -20, 20));
      return { modifier: mod, ...neededFace(mod, 'test') };
    },
  },
  {
    id: 'attack',
    title: 'An attack: what it needs, and what a roll did',
    citation: citeLine(6, 'Melee Attack'),
    flags: [
      { name: 'bonus', help: 'the to-hit bonus, e.g. 14', required: true },
      { name: 'ac', help: 'the target’s AC, e.g. 8 or -18', required: true },
      { name: 'rolls', help: 'the d20 faces rolled, e.g. 13 or 10,20,4 (10s and 20s roll again)', required: false },
    ],
    query(flags) {
      const bonus = intFlag(flags.bonus, 'bonus', -1000, 1000);
      const ac = intFlag(flags.ac, 'ac', -1000, 1000);
      const needs = attackNeeds(bonus, ac);
      if (flags.rolls === undefined) return { needs };
      const faces = flags.rolls.split(',').map((p) => p.trim());
      if (faces.some((p) => !/^\d+$/.test(p))) throw new RangeError(`--rolls takes d20 faces separated by commas, got "${flags.rolls}".`);
      const r = resolveAttack(openEndedFromFaces(faces.map(Number)), bonus, ac);
      return { needs, result: r.result, total: r.total, beforeAc: r.beforeAc, explanation: r.explanation };
    },
  },
  {
    id: 'attacks',
    title: 'Extra melee attacks by melee level',
    citation: citeLine(9, 'For each 10 melee levels'),
    flags: [{ name: 'melee', help: 'the melee skill level', required: true }],
    query: (flags) => attackOptions(intFlag(flags.melee, 'melee', 0, 1000)).map((o) => ({ ...o })),
  },
  {
    id: 'thresholds',
    title: 'Stun and death thresholds',
    citation: `${citeLine(10, 'Stun')}; ${citeLine(12, 'Death')}`,
    flags: [
      { name: 'hd', help: 'hit dice', required: true },
      { name: 'con', help: 'CON (default 0)', required: false },
    ],
    query(flags) {
      const hd = intFlag(flags.hd, 'hd', 0, 1000);
      const con = intFlag(flags.con, 'con', -20, 20, 0);
      return { stunnedByMoreThan: stunThreshold(hd), unconsciousAt: 0, bleedingBelow: 0, deadAt: deathThreshold(hd, con) };
    },
  },
  {
    id: 'healing',
    title: 'Healing by percent of maximum hit points, rounded up',
    citation: citeLine(12, 'Healing'),
    flags: [
      { name: 'max', help: 'maximum hit points', required: true },
      { name: 'percent', help: 'a healing percent (default 20, a day’s rest)', required: false },
    ],
    query(flags) {
      const max = intFlag(flags.max, 'max', 1, 1_000_000);
      const percent = intFlag(flags.percent, 'percent', 0, 100, 20);
      return { max, percent, heals: percentOf(max, percent), restHeals: passiveHealing(max) };
    },
  },
  {
    id: 'magic',
    title: 'Power levels and magic-point recovery',
    citation: citeLine(17, 'Power Level'),
    flags: [
      { name: 'spell-level', help: 'the spell’s level (default 1)', required: false },
      { name: 'magic-level', help: 'the caster’s magic level (default 1)', required: false },
      { name: 'mp-max', help: 'maximum magic points (default 0)', required: false },
    ],
    query(flags) {
      const spell = intFlag(flags['spell-level'], 'spell-level', 0, 1000, 1);
      const magic = intFlag(flags['magic-level'], 'magic-level', 0, 1000, 1);
      const mp = intFlag(flags['mp-max'], 'mp-max', 0, 1_000_000, 0);
      return { powerLevel: defaultPowerLevel(spell), maxPowerLevel: maxPowerLevel(magic), mpPerTwoHours: magicPointRecovery(mp), countermagicAtMost: magic };
    },
  },
  { id: 'attack-types', title: 'Attack types and their side effects', citation: `${citeLine(15)}; ${citeLine(16)}`, flags: [], query: () => ATTACK_TYPES.map((t) => ({ id: t.id, name: t.name, effect: t.effect, line: t.line })) },
  { id: 'conditions', title: 'Conditions', citation: '001_96b5c3c131247138.txt lines 9-18', flags: [], query: () => SIXTEEN_CONDITIONS.map((c) => ({ id: c.id, name: c.name, description: c.description, source: c.source })) },
];
