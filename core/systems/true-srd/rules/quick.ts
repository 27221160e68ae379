/**
 * "Quick character" for True SRD: a complete, valid hero from the dice. Source 003 has no generation rules, so the
 * quick hero takes what the chapter itself names and leaves the rest to the player: scores within the tables'
 * range (each −1 to +3, a capable starting hero), a small combat bonus and base saves, an unarmed attack and the
 * chapter's own short sword (+2, 003:322). Armour, skills, feats, powers and gear are in chapters the text does
 * not include, so they are left empty and the notes say so. Only the `rng` passed in is used.
 */
import type { RandomSource } from '../../../dice';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../documents/character';
import type { CharacterId } from '../../../documents/ids';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, newTrueSrdData, type AbilityId, type AbilityScores, type TrueSrdData } from '../character';
import { formatScore } from './derive';
import { TRUE_SRD_DATA_VERSION } from '../migrations';

const NAMES = ['Ayla Storm', 'Brand Halloran', 'Cyra Vale', 'Dain Ashford', 'Esme Thorn', 'Falk Rivers', 'Galen Marsh', 'Hesper Quill', 'Ivo Crane', 'Juno Hart', 'Kel Darrow', 'Lira Stone'];
const CONCEPTS = ['A sellsword with a conscience', 'A scout from the border hills', 'A scholar of forbidden lore', 'A street-wise courier', 'A temple guard turned wanderer', 'A hunter of monsters'];

function pick<T>(items: readonly T[], rng: RandomSource): T {
  const item = items[rng.int(0, items.length - 1)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** The quick hero's payload, its name and the dice it used. */
export function quickTrueSrdData(rng: RandomSource): { data: TrueSrdData; name: string; dice: string[] } {
  const scores: Record<AbilityId, number> = { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 };
  for (const a of ABILITY_ORDER) scores[a] = rng.int(-1, 3);
  const abilities: AbilityScores = scores;
  const combat = { combatBonus: rng.int(0, 1), fortitude: rng.int(0, 2), reflex: rng.int(0, 2), will: rng.int(0, 2) };
  const name = pick(NAMES, rng);
  const data: TrueSrdData = {
    ...newTrueSrdData(),
    concept: pick(CONCEPTS, rng),
    level: 1,
    abilities,
    combat,
    canParry: true,
    weapons: [
      { id: 'unarmed', name: 'Unarmed', kind: 'unarmed', damage: 0, lethal: false, rangeIncrement: 0, critical: '' },
      { id: 'short-sword', name: 'Short sword', kind: 'melee', damage: 2, lethal: true, rangeIncrement: 0, critical: '' },
    ],
    notes: 'A quick character. Role, armour, skills, feats, powers, Conviction and gear come from chapters this text does not include: add them by hand.',
  };
  const dice = [`Scores chosen from −1 to +3: ${ABILITY_ORDER.map((a) => `${ABILITY_ABBREVIATIONS[a]} ${formatScore(abilities[a])}`).join(', ')}`];
  return { data, name, dice };
}

/** A complete quick character document; `id` and `now` are passed in so the result is reproducible. */
export function quickTrueSrd(rng: RandomSource, options: { readonly id: string; readonly now: string }): CharacterDocument<TrueSrdData> {
  const { data, name, dice } = quickTrueSrdData(rng);
  const doc = trueSrdDocument(data, { id: options.id, name, now: options.now });
  return { ...doc, history: [{ id: `${options.id}-created`, at: options.now, kind: 'created', summary: 'Created as a quick character', dice }] };
}

/** A complete True SRD document around a payload (quick characters, the blank sheet, tests). */
export function trueSrdDocument(data: TrueSrdData, options: { readonly id: string; readonly name: string; readonly now: string }): CharacterDocument<TrueSrdData> {
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    // The id is the caller's to choose, as Dark Dungeons' quick character does.
    id: options.id as CharacterId,
    system: 'true-srd',
    name: options.name,
    status: 'complete',
    creationStep: 'review',
    createdAt: options.now,
    updatedAt: options.now,
    data,
    overrides: {},
    houseRules: [],
    history: [],
    dataVersion: TRUE_SRD_DATA_VERSION,
  };
}
