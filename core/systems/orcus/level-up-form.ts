/**
 * The level-up page's answers as the plan's choices: the fields a plan asks for (two scores, a feat, a name for each
 * power slot it adds, a path), what is still left open, and the preview's changes with the values that move together
 * (every skill and ability check with the level bonus) on one row each, so it stays short enough to read.
 */
import type { AbilityId } from './data/abilities';
import { POWER_KIND_NAMES, type PowerKind } from './data/powers';
import type { FeatEntry, PowerEntry } from './character';
import type { LevelUpChange, LevelUpChoices, LevelUpPlan } from './level-up';

/** A power slot the plan adds, with the key of its field ("3-0": the plan's step 3, its first added slot). */
export interface NewPowerSlot {
  readonly key: string;
  readonly kind: PowerKind;
  /** The slot as the table writes it ("11 (P)"). */
  readonly slot: string;
  /** The slot's level, the level its power starts at. */
  readonly level: number;
}

/** Every power slot the plan adds. */
export function newPowerSlots(plan: LevelUpPlan): readonly NewPowerSlot[] {
  return plan.steps.flatMap((s, i) => (s.kind === 'power-slot' ? s.added.map((slot, j) => ({ key: `${i}-${j}`, kind: s.powerKind, slot, level: Number.parseInt(slot, 10) })) : []));
}

/** What the page's fields hold: the power fields by slot key; a level as read (NaN when unreadable, refused by core). */
export interface LevelUpAnswers {
  readonly increase: readonly [AbilityId | '', AbilityId | ''];
  readonly feat: { readonly name: string; readonly note: string };
  readonly powers: Readonly<Record<string, { readonly name: string; readonly level: number }>>;
  readonly path: string;
}

/** The choices the answers make, and what the plan still leaves open ("the feat", "the daily of level 5"). */
export function levelUpChoices(plan: LevelUpPlan, answers: LevelUpAnswers): { readonly choices: LevelUpChoices; readonly leftOpen: readonly string[] } {
  const [first, second] = answers.increase;
  const increase: readonly [AbilityId, AbilityId] | undefined = plan.steps.some((s) => s.kind === 'ability-increase') && first && second ? [first, second] : undefined;
  const featName = answers.feat.name.trim();
  const feat: FeatEntry | undefined = featName !== '' ? { name: featName, note: answers.feat.note, level: plan.toLevel } : undefined;
  const slots = newPowerSlots(plan);
  const named = slots.flatMap((s): PowerEntry[] => {
    const p = answers.powers[s.key];
    return p && p.name.trim() !== '' ? [{ name: p.name.trim(), kind: s.kind, level: p.level, note: '' }] : [];
  });
  const choices: LevelUpChoices = {
    ...(increase ? { increase } : {}),
    ...(feat ? { feat } : {}),
    ...(named.length > 0 ? { powers: named } : {}),
    ...(answers.path.trim() !== '' ? { path: answers.path } : {}),
  };
  const leftOpen = [
    ...(plan.steps.some((s) => s.kind === 'feat') && !feat ? ['the feat'] : []),
    ...slots.filter((s) => !answers.powers[s.key]?.name.trim()).map((s) => `the ${POWER_KIND_NAMES[s.kind].toLowerCase()} of level ${s.slot}`),
  ];
  return { choices, leftOpen };
}

const GROUPS: readonly { readonly label: string; readonly test: (id: string) => boolean }[] = [
  { label: 'Ability checks', test: (id) => /^ability\.\w+\.check$/.test(id) },
  { label: 'Skills', test: (id) => id.startsWith('skill.') },
];

/** The preview's changes as rows of their own, and the values that move together as groups. */
export function previewRows(changes: readonly LevelUpChange[]): {
  readonly rows: readonly LevelUpChange[];
  readonly groups: readonly { readonly label: string; readonly items: readonly LevelUpChange[] }[];
} {
  return {
    rows: changes.filter((c) => !GROUPS.some((g) => g.test(c.id))),
    groups: GROUPS.map((g) => ({ label: g.label, items: changes.filter((c) => g.test(c.id)) })).filter((g) => g.items.length > 0),
  };
}
