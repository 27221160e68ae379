/**
 * "Quick character": a complete, valid level-1 Orcus character in one call, for players in a hurry and GMs who need
 * an NPC. The text has no classes or ancestries, so the quick character's class and ancestry figures are examples
 * entered the way a player would enter them by hand, named as examples, and the notes say to replace them. Feats and
 * powers are left empty for the same reason: the text has none to choose from.
 */
import type { RandomSource } from '../../../dice';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../documents/character';
import type { CharacterId } from '../../../documents/ids';
import type { AbilityId, AbilityScores } from '../data/abilities';
import { ABILITY_IDS } from '../data/abilities';
import { LANGUAGES, type AlignmentId } from '../data/personal';
import type { SkillId } from '../data/skills';
import { newOrcusData, type ClassEntry, type OrcusData } from '../character';
import { buyFromCatalog, equipItem } from '../gear-steps';
import { rollText, rolledTotal } from './generation';
import { reconcile } from './reconcile';

/** The kinds of quick character. */
export const QUICK_VARIANTS = [
  { id: 'warrior', label: 'Warrior (heavy armour, standard array)' },
  { id: 'archer', label: 'Archer (point buy)' },
  { id: 'caster', label: 'Caster (4d6 drop lowest)' },
] as const;

export type QuickVariant = (typeof QUICK_VARIANTS)[number]['id'];

const FIRST_NAMES = ['Aldric', 'Brenna', 'Corwin', 'Dagna', 'Elowen', 'Fenwick', 'Gisla', 'Hadrian', 'Isolde', 'Jory', 'Kestrel', 'Lorcan', 'Maelis', 'Nym', 'Osric', 'Perrin', 'Quilla', 'Rowan', 'Sabine', 'Tamsin'];
const EPITHETS = ['the Bold', 'of Thornwall', 'Ashgrove', 'the Quiet', 'Blackwater', 'of the Vale', 'Stonehand', 'the Wanderer', 'Greycloak', 'Hollowell'];
const FIVE_ALIGNMENTS: readonly AlignmentId[] = ['lawful-good', 'good', 'unaligned'];

function pick<T>(items: readonly T[], rng: RandomSource): T {
  const item = items[rng.int(0, items.length - 1)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

interface Plan {
  readonly cls: ClassEntry;
  readonly skills: readonly SkillId[];
  /** Abilities from most to least important, for placing rolled scores. */
  readonly priority: readonly AbilityId[];
  readonly gear: readonly (readonly [string, boolean])[];
}

const ALL_ARMOUR = ['cloth', 'leather', 'hide', 'chainmail', 'scale', 'plate', 'light-shield', 'heavy-shield'];

const PLANS: Readonly<Record<QuickVariant, Plan>> = {
  warrior: {
    cls: { name: 'Warrior (example class)', hpAtFirstLevel: 15, hpPerLevel: 6, recoveries: 9, defenceBonuses: { fort: 2, ref: 0, will: 0 }, trainedSkills: 3, armourProficiencies: ALL_ARMOUR, weaponProficiencies: ['simple', 'martial'] },
    skills: ['athletics', 'endure', 'intimidate'],
    priority: ['str', 'con', 'dex', 'int', 'wis', 'cha'],
    gear: [['chainmail', true], ['heavy-shield', true], ['longsword', true], ['backpack', false], ['rations', false], ['torch', false]],
  },
  archer: {
    cls: { name: 'Archer (example class)', hpAtFirstLevel: 12, hpPerLevel: 5, recoveries: 7, defenceBonuses: { fort: 0, ref: 2, will: 0 }, trainedSkills: 4, armourProficiencies: ['cloth', 'leather', 'hide'], weaponProficiencies: ['simple', 'martial'] },
    skills: ['perception', 'stealth', 'nature', 'acrobatics'],
    priority: ['dex', 'wis', 'con', 'str', 'int', 'cha'],
    gear: [['leather', true], ['longbow', true], ['arrows', false], ['waterskin', false]],
  },
  caster: {
    cls: { name: 'Caster (example class)', hpAtFirstLevel: 10, hpPerLevel: 4, recoveries: 6, defenceBonuses: { fort: 0, ref: 0, will: 2 }, trainedSkills: 4, armourProficiencies: ['cloth'], weaponProficiencies: ['simple'] },
    skills: ['arcana', 'history', 'religion', 'insight'],
    priority: ['int', 'wis', 'con', 'dex', 'cha', 'str'],
    gear: [['cloth', true], ['quarterstaff', true], ['arcane-orb', false], ['spellbook', false]],
  },
};

/** Places values (highest first) on abilities in priority order. */
function place(values: readonly number[], priority: readonly AbilityId[]): AbilityScores {
  const sorted = [...values].sort((a, b) => b - a);
  const out: Record<AbilityId, number> = { str: 0, con: 0, dex: 0, int: 0, wis: 0, cha: 0 };
  priority.forEach((a, i) => (out[a] = sorted[i] ?? 10));
  return out;
}

function unwrap(result: { data: OrcusData } | { problem: string }): OrcusData {
  if ('problem' in result) throw new Error(`Quick character: ${result.problem}`);
  return result.data;
}

/** The payload of a quick character and its name; every die comes from `rng`. */
export function quickData(rng: RandomSource, variant: QuickVariant): { readonly data: OrcusData; readonly name: string; readonly dice: readonly string[] } {
  const plan = PLANS[variant];
  let dice: string[] = [];
  let abilities: OrcusData['abilities'];
  if (variant === 'warrior') {
    // The standard array (002:248), placed as worked example 1 of the analysis does.
    abilities = { method: 'standard-array', base: place([16, 14, 14, 12, 11, 8], plan.priority), rolls: [], rolledBy: null };
  } else if (variant === 'archer') {
    // 32 points exactly: Dex 18 (18) + Wis 14 (7) + Con 11 (3) + Str 10 (2) + Int 10 (2) + Cha 8 (0) (002:231-244).
    abilities = { method: 'point-buy', base: { str: 10, con: 11, dex: 18, int: 10, wis: 14, cha: 8 }, rolls: [], rolledBy: null };
  } else {
    const rolls = ABILITY_IDS.map(() => [1, 2, 3, 4].map(() => rng.int(1, 6)));
    dice = rolls.map(rollText);
    abilities = { method: 'roll', base: place(rolls.map(rolledTotal), plan.priority), rolls, rolledBy: 'app' };
  }
  const chosen = pick(LANGUAGES.filter((l) => !l.exotic && l.name !== 'Common'), rng);
  let data: OrcusData = {
    ...newOrcusData(),
    concept: `A ready-made ${variant}`,
    alignment: pick(FIVE_ALIGNMENTS, rng),
    languages: [
      { name: 'Common', source: 'ancestry', level: 1 },
      { name: chosen.name, source: 'chosen', level: 1 },
    ],
    notes: 'Quick character: the class and ancestry figures are examples entered by hand; replace them with those of your class and ancestry, and enter one feat and four powers.',
    abilities,
    ancestry: { name: 'Human', abilityBonuses: { str: 0, con: 0, dex: 0, int: 0, wis: 0, cha: 0 }, size: 'medium', speed: 6 },
    class: plan.cls,
    trainedSkills: [...plan.skills],
  };
  plan.gear.forEach(([catalogId, wear], i) => {
    const id = `item-${i + 1}`;
    data = unwrap(buyFromCatalog(data, catalogId, id, { pay: true }));
    if (wear) data = unwrap(equipItem(data, id, true));
  });
  data = reconcile(newOrcusData(), data).data;
  return { data, name: `${pick(FIRST_NAMES, rng)} ${pick(EPITHETS, rng)}`, dice };
}

/** A complete quick character document. `id` and `now` are passed in so the result is reproducible. */
export function quickCharacter(rng: RandomSource, options: { readonly id: string; readonly now: string; readonly variant?: QuickVariant }): CharacterDocument<OrcusData> {
  const variant = options.variant ?? pick(QUICK_VARIANTS.map((v) => v.id), rng);
  const { data, name, dice } = quickData(rng, variant);
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: options.id as CharacterId,
    system: 'orcus',
    name,
    status: 'complete',
    creationStep: 'review',
    createdAt: options.now,
    updatedAt: options.now,
    data,
    overrides: {},
    houseRules: [],
    history: [{ id: `${options.id}-created`, at: options.now, kind: 'created', summary: `Created as a quick ${variant}`, dice: [...dice] }],
  };
}
