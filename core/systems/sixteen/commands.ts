/**
 * "16+"'s own edits of a character, each a named command for the one write path (core/character) with its history
 * sentence worded here, and the same pure transition the creation flow applies as a step. The text has no
 * advancement, so these edits are also how a character advances by hand: stats and level, hit points and AC, magic,
 * weapons, skills, resistances and gear.
 */
import type { Command } from '../../character/command';
import { fromStep } from '../../character/edits';
import { formatNumber } from '../../text/format';
import type { StepResult } from '../types';
import { HEALTHY, STAT_ABBREVIATIONS, STAT_ORDER, type AttackTypeId, type SixteenData, type StatId } from './character';
import { ATTACK_TYPES } from './data/attack-types';
import { addItem, addWeapon, removeItem, removeSkill, removeWeapon, setAc, setLevel, setMagic, setMaxHitPoints, setMiscModifiers, setResistance, setSkill, setStats, type WeaponInput } from './creation-steps';
import { formatModifier } from './rules/derive';
import { settled } from './rules/health';

type Result = StepResult<SixteenData>;

/** One edit: the transition (for the creation flow) and the command that records it on a finished character. */
export interface SixteenEdit<I> {
  readonly apply: (data: SixteenData, input: I, newId: () => string) => Result;
  readonly command: Command<SixteenData, I>;
}

function edit<I>(apply: SixteenEdit<I>['apply'], summary: (before: SixteenData, after: SixteenData, input: I) => string): SixteenEdit<I> {
  return {
    apply,
    command: (doc, input, ctx) => {
      const result = apply(doc.data, input, ctx.newId);
      return 'problem' in result ? result : fromStep(result, summary(doc.data, result.data, input));
    },
  };
}

/** "STR +1 → +2; level 3 → 4": what moved, or `none` when nothing did. */
function moved(parts: readonly (readonly [label: string, from: string, to: string])[], none: string): string {
  const changed = parts.filter(([, from, to]) => from !== to).map(([label, from, to]) => `${label} ${from} → ${to}`);
  return changed.length > 0 ? changed.join('; ') : none;
}

const signed = (n: number | null): string => (n === null ? '—' : formatModifier(n));

/** What the stats-and-level form sends: the five stats, the level, and hit dice (absent: as the level). */
export interface StatsInput {
  readonly stats: Partial<Record<StatId, number>>;
  readonly level: number;
  readonly hitDice?: number;
}

/** The five stats with level and hit dice, entered by hand (001 has no way to make or raise them). */
export const editStats = edit<StatsInput>(
  (data, input) => {
    const stats = setStats(data, input.stats);
    return 'problem' in stats ? stats : setLevel(stats.data, input.level, input.hitDice);
  },
  (before, after) =>
    `Stats and level: ${moved(
      [...STAT_ORDER.map((s) => [STAT_ABBREVIATIONS[s], signed(before.stats?.[s] ?? null), signed(after.stats?.[s] ?? null)] as const), ['level', String(before.level), String(after.level)], ['hit dice', String(before.hitDice), String(after.hitDice)]],
      'entered again, unchanged',
    )}`,
);

/** What the hit points and AC form sends. */
export interface FiguresInput {
  readonly maxHp: number;
  readonly ac: number;
  readonly ranged: number | null;
  readonly saveMisc: number;
  readonly perceptionMisc: number;
  /** A non-living creature dies at 0 hit points (001:11). */
  readonly nonLiving: boolean;
}

/** Maximum hit points, AC, the item modifiers and whether the creature is non-living (001:1-2, 001:6-12). */
export const editFigures = edit<FiguresInput>(
  (data, input) => {
    const hp = setMaxHitPoints(data, input.maxHp);
    if ('problem' in hp) return hp;
    const ac = setAc(hp.data, input.ac, input.ranged);
    if ('problem' in ac) return ac;
    const misc = setMiscModifiers(ac.data, { saveMisc: input.saveMisc, perceptionMisc: input.perceptionMisc });
    if ('problem' in misc) return misc;
    const d = settled(misc.data);
    // A creature made non-living at 0 hit points or fewer is destroyed, not bleeding (001:11).
    const destroyed = input.nonLiving && !d.nonLiving && d.hitPoints.current <= 0 && !d.health.dead;
    const health = destroyed ? { ...HEALTHY, dead: true } : d.health;
    const notices = [...(hp.notices ?? []), ...(destroyed ? ['Non-living at 0 hit points or fewer: destroyed (001:11).'] : [])];
    return { data: { ...d, nonLiving: input.nonLiving, health }, notices };
  },
  (before, after) =>
    `Hit points and AC: ${moved(
      [
        ['hit points (max)', String(before.hitPoints.max ?? '—'), String(after.hitPoints.max ?? '—')],
        ['AC', signed(before.ac.melee), signed(after.ac.melee)],
        ['ranged AC', signed(before.ac.ranged), signed(after.ac.ranged)],
        ['saves from items', signed(before.saveMisc), signed(after.saveMisc)],
        ['perception', signed(before.perceptionMisc), signed(after.perceptionMisc)],
        ['non-living', settled(before).nonLiving ? 'yes' : 'no', after.nonLiving ? 'yes' : 'no'],
      ],
      'entered again, unchanged',
    )}`,
);

/** Magic level and maximum magic points (001:17; the text has no formula). */
export const editMagic = edit<{ readonly level: number; readonly mpMax: number }>(
  (data, input) => setMagic(data, input),
  (before, after) => `Magic: ${moved([['magic level', String(before.magic.level), String(after.magic.level)], ['magic points (max)', String(before.magic.mpMax), String(after.magic.mpMax)]], 'entered again, unchanged')}`,
);

export const addWeaponEdit = edit<WeaponInput>(
  (data, input, newId) => addWeapon(data, input, newId()),
  (_b, _a, input) => `Weapon added: ${input.name.trim()}`,
);

export const removeWeaponEdit = edit<{ readonly id: string }>(
  (data, input) => removeWeapon(data, input.id),
  (before, _a, input) => `Weapon removed: ${before.weapons.find((w) => w.id === input.id)?.name ?? 'a weapon'}`,
);

/** Adds a skill, or changes the one of that name. */
export const setSkillEdit = edit<{ readonly name: string; readonly level: number; readonly stat: StatId | null }>(
  (data, input) => setSkill(data, input),
  (before, _a, input) => {
    const old = before.skills.find((s) => s.name.toLowerCase() === input.name.trim().toLowerCase());
    const now = `${input.name.trim()} ${input.level}${input.stat ? ` (${STAT_ABBREVIATIONS[input.stat]})` : ''}`;
    return old ? `Skill changed: ${old.name} ${old.level}${old.stat ? ` (${STAT_ABBREVIATIONS[old.stat]})` : ''} → ${now}` : `Skill added: ${now}`;
  },
);

export const removeSkillEdit = edit<{ readonly index: number }>(
  (data, input) => removeSkill(data, input.index),
  (before, _a, input) => `Skill removed: ${before.skills[input.index]?.name ?? 'a skill'}`,
);

const typeName = (type: AttackTypeId): string => ATTACK_TYPES.find((t) => t.id === type)?.name ?? type;

/** A resistance (+) or vulnerability (−) against an attack type; null or 0 removes it (001:2, 001:15-16). */
export const setResistanceEdit = edit<{ readonly type: AttackTypeId; readonly modifier: number | null }>(
  (data, input) => setResistance(data, input.type, input.modifier),
  (before, _a, input) => {
    const old = before.resistances.find((r) => r.type === input.type);
    if (input.modifier === null || input.modifier === 0) return `${typeName(input.type)} save modifier removed${old ? ` (was ${formatModifier(old.modifier)})` : ''}`;
    return `${typeName(input.type)} save modifier: ${old ? `${formatModifier(old.modifier)} → ` : ''}${formatModifier(input.modifier)}`;
  },
);

export const addItemEdit = edit<{ readonly name: string; readonly quantity: number; readonly note: string }>(
  (data, input, newId) => addItem(data, input, newId()),
  (_b, _a, input) => `Item added: ${input.quantity === 1 ? input.name.trim() : `${formatNumber(input.quantity)} × ${input.name.trim()}`}`,
);

export const removeItemEdit = edit<{ readonly id: string }>(
  (data, input) => removeItem(data, input.id),
  (before, _a, input) => {
    const item = before.equipment.find((e) => e.id === input.id);
    return `Item dropped: ${item ? (item.quantity === 1 ? item.name : `${formatNumber(item.quantity)} × ${item.name}`) : 'an item'}`;
  },
);
