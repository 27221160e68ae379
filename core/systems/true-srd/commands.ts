/**
 * True SRD's own edits of a finished character, each a named command for the one write path (core/character) with
 * its history sentence worded here: identity, scores, combat figures, attacks, gear, skills, feats and powers. Each
 * edit keeps its pure transition (`creation-steps.ts`) beside the command, so the creation flow applies the same
 * transition as a creation step and the sheet runs the command; neither words a history entry itself. Play (damage,
 * recovery, dying, fatigue, readings) goes through the PlayDef (`play-def.ts`).
 */
import type { Command } from '../../character/command';
import { fromStep } from '../../character/edits';
import type { StepResult } from '../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, type AbilityId, type TrueSrdData } from './character';
import {
  addItem,
  addSkill,
  addTrait,
  addWeapon,
  removeItem,
  removeSkill,
  removeTrait,
  removeWeapon,
  setAbilities,
  setIdentity,
  updateCombat,
  type CombatInput,
  type WeaponInput,
} from './creation-steps';
import { formatScore } from './rules/derive';

/** An edit: the pure transition the creation flow applies, and the named command the sheet runs. */
export interface TrueSrdEdit<I> {
  /** The transition over the payload; `newId` names what it adds (an attack, an item). */
  readonly apply: (data: TrueSrdData, input: I, newId: () => string) => StepResult<TrueSrdData>;
  /** The transition through the write path, with its sentence for the history. */
  readonly command: Command<TrueSrdData, I>;
}

function edit<I>(apply: TrueSrdEdit<I>['apply'], words: (data: TrueSrdData, input: I) => string, merge?: string): TrueSrdEdit<I> {
  return { apply, command: (doc, input, ctx) => fromStep(apply(doc.data, input, ctx.newId), words(doc.data, input), merge) };
}

/** "Str +1 → +2, Con +2": what changed among labelled figures; every one when none was there before. */
function changes(pairs: readonly (readonly [string, string | null, string])[]): string {
  const changed = pairs.filter(([, from, to]) => from !== to).map(([label, from, to]) => (from === null ? `${label} ${to}` : `${label} ${from} → ${to}`));
  return changed.length > 0 ? changed.join(', ') : 'unchanged';
}

const score = (n: number | null | undefined): string | null => (n === null || n === undefined ? null : formatScore(n));

/** Concept, role and level; typing runs merge into one entry. */
export const identity = edit<{ readonly concept: string; readonly role: string; readonly level: number | null }>(
  (d, i) => setIdentity(d, i),
  () => 'Concept, role and level edited',
  'text:identity',
);

/** The six scores at once. */
export const abilities = edit<Partial<Record<AbilityId, number>>>(
  (d, i) => setAbilities(d, i),
  (d, i) => `Ability scores: ${changes(ABILITY_ORDER.map((a) => [ABILITY_ABBREVIATIONS[a], score(d.abilities?.[a]), score(i[a]) ?? '?'] as const))}`,
);

const COMBAT_LABELS: readonly (readonly [keyof CombatInput, string, (d: TrueSrdData) => number | null])[] = [
  ['combatBonus', 'combat bonus', (d) => d.combat?.combatBonus ?? null],
  ['fortitude', 'Fortitude', (d) => d.combat?.fortitude ?? null],
  ['reflex', 'Reflex', (d) => d.combat?.reflex ?? null],
  ['will', 'Will', (d) => d.combat?.will ?? null],
  ['armorToughness', 'armour Toughness', (d) => d.armor.toughness],
  ['toughnessFeats', 'Toughness from feats', (d) => d.toughnessFeats],
  ['defenseMisc', 'other Defense', (d) => d.defenseMisc],
  ['initiativeMisc', 'other initiative', (d) => d.initiativeMisc],
];

/** Combat bonus, base saves, size, speed and armour. */
export const combat = edit<CombatInput>(
  (d, i) => updateCombat(d, i),
  (d, i) => {
    const figures = COMBAT_LABELS.filter(([key]) => typeof i[key] === 'number').map(([key, label, now]) => [label, score(now(d)), score(i[key] as number) ?? '?'] as const);
    const words: (readonly [string, string | null, string])[] = [...figures];
    if (i.size !== undefined) words.push(['size', d.size, i.size]);
    if (i.baseSpeed !== undefined) words.push(['speed', `${d.baseSpeed} ft`, `${i.baseSpeed} ft`]);
    if (i.armorName !== undefined) words.push(['armour', d.armor.name.trim() || 'none', i.armorName.trim() || 'none']);
    if (i.canParry !== undefined) words.push(['parry', d.canParry ? 'yes' : 'no', i.canParry ? 'yes' : 'no']);
    return `Combat figures: ${changes(words)}`;
  },
);

/** An attack added, or taken off the list. */
export const addAttack = edit<WeaponInput>(
  (d, i, newId) => addWeapon(d, i, newId()),
  (_d, i) => `Attack added: ${i.name.trim()} (${formatScore(i.damage)}, ${i.kind === 'unarmed' || !i.lethal ? 'non-lethal' : 'lethal'})`,
);
export const removeAttack = edit<{ readonly id: string }>(
  (d, i) => removeWeapon(d, i.id),
  (d, i) => `Attack removed: ${d.weapons.find((w) => w.id === i.id)?.name ?? 'an attack'}`,
);

/** Gear carried, with its weight. */
export const addGear = edit<{ readonly name: string; readonly weightLb: number; readonly quantity: number }>(
  (d, i, newId) => addItem(d, i, newId()),
  (_d, i) => `Gear: ${i.quantity === 1 ? '' : `${i.quantity} × `}${i.name.trim()} added`,
);
export const dropGear = edit<{ readonly id: string }>(
  (d, i) => removeItem(d, i.id),
  (d, i) => `Gear dropped: ${d.equipment.find((e) => e.id === i.id)?.name ?? 'an item'}`,
);

/** Skills with their total bonus. */
export const addSkillRow = edit<{ readonly name: string; readonly bonus: number }>(
  (d, i) => addSkill(d, i.name, i.bonus),
  (_d, i) => `Skill added: ${i.name.trim()} ${score(i.bonus) ?? ''}`.trim(),
);
export const removeSkillRow = edit<{ readonly index: number }>(
  (d, i) => removeSkill(d, i.index),
  (d, i) => `Skill removed: ${d.skills[i.index]?.name ?? 'a skill'}`,
);

/** Feats and powers by name. */
export const addTraitRow = edit<{ readonly kind: 'feats' | 'powers'; readonly name: string }>(
  (d, i) => addTrait(d, i.kind, i.name),
  (_d, i) => `${i.kind === 'feats' ? 'Feat' : 'Power'} added: ${i.name.trim()}`,
);
export const removeTraitRow = edit<{ readonly kind: 'feats' | 'powers'; readonly index: number }>(
  (d, i) => removeTrait(d, i.kind, i.index),
  (d, i) => `${i.kind === 'feats' ? 'Feat' : 'Power'} removed: ${d[i.kind][i.index] ?? 'an entry'}`,
);
