/**
 * The Dark Dungeons character payload (the `data` of a CharacterDocument whose system is "dark-dungeons").
 * Scores are stored as rolled plus the player's adjustments, so every step of chapter 4 can be shown and redone.
 */
import type { AbilityId, ClassId } from './data/types';
import type { Proficiency } from './data/weapon-mastery';
import type { Alignment } from './data/vows';
import { STARTING_CLOTHES_ID, STARTING_SPELL_BOOK_ID, catalogueItem } from './data/equipment';

export type { AbilityId, ClassId, Alignment, Proficiency };

/** The six scores by ability. */
export type AbilityScores = Readonly<Record<AbilityId, number>>;

/** Ability order as the rules roll them (004:19). */
export const ABILITY_ORDER: readonly AbilityId[] = ['str', 'int', 'wis', 'dex', 'con', 'cha'];

/** One level's hit-point gain, kept so the sheet can explain the total and a level-up can be undone exactly. */
export interface HitPointRoll {
  /** The level this gain was for. */
  readonly level: number;
  /** The die face rolled (0 for a fixed gain after 9th). */
  readonly die: number;
  /** Con modifier applied (0 after 9th). */
  readonly con: number;
  /** Fixed amount for levels after 9th (0 before). */
  readonly fixed: number;
  /** What this level added: max(1, die + con) before 10th, `fixed` after. */
  readonly gained: number;
  /** "rolled" by the app, "entered" from physical dice. */
  readonly source: 'rolled' | 'entered';
}

/** Skill points spent on one skill (with its specialty for the "choose" skills). */
export interface SkillChoice {
  readonly skillId: string;
  /** Which language, craft, culture, medium or animal; empty for skills that need none. */
  readonly specialty: string;
  /** Points spent; each adds +1 to the effective ability (004:1024). */
  readonly points: number;
}

/** A weapon the character has feats in. */
export interface WeaponFeat {
  readonly weaponId: string;
  readonly proficiency: Proficiency;
}

/** A spell written in the spellbook or prepared (names come from the spell lists of supplement §12; older files may hold any name). */
export interface SpellEntry {
  readonly name: string;
  readonly level: number;
}

/** An item carried. */
export interface EquipmentItem {
  readonly id: string;
  readonly name: string;
  /** Cost per item in gold pieces. */
  readonly costGp: number;
  /** Weight per item in coins (cn), the game's unit of encumbrance. */
  readonly weightCn: number;
  readonly quantity: number;
  /**
   * The equipment catalogue entry it came from (data/equipment.ts): armour, shields and weapons are recognised by it.
   * Absent for an item the player typed in (and for files written before the catalogue).
   */
  readonly catalogId?: string;
  /** Worn (armour, a shield on the arm, clothes on the back): worn armour and shield give AC, worn clothes weigh nothing. */
  readonly worn?: boolean;
  /** Given rather than bought (the starting clothes, a gift): re-rolling the starting money does not pay for it. */
  readonly given?: boolean;
}

/**
 * The state in play beyond the hit points (supplement §9.6): dying (unconscious, saving vs death ray at the end of each
 * round, each save after the first at −1 more), stable (the saves stopped by First Aid, still unconscious until healed
 * above 0), or dead (the cause in words). Absent while none applies.
 */
export type DarkDungeonsHealth =
  | {
      readonly state: 'dying';
      /** Saves vs death ray made (and passed) so far: the next one is at −this many. */
      readonly saves: number;
    }
  | { readonly state: 'stable' }
  | {
      readonly state: 'dead';
      /** How the character died, in words ("failed the third save vs death ray while dying"). */
      readonly cause: string;
    };

/** The Dark Dungeons payload. */
export interface DarkDungeonsData {
  readonly concept: string;
  readonly alignment: Alignment | null;
  readonly appearance: string;
  /**
   * The languages the character speaks, as the player names them (the GM decides which exist, 004:1331): the native
   * tongue and those taken with the Language skill (004:1327). Absent in files written before languages were kept.
   */
  readonly languages?: readonly string[];
  readonly notes: string;
  /** Scores as rolled (3d6 in order) or typed from physical dice; null until step 2 is done. */
  readonly rolled: AbilityScores | null;
  readonly rollMethod: 'rolled' | 'typed' | null;
  /** Every roll made for the scores, rerolls included, as readable breakdowns. */
  readonly rollLog: readonly string[];
  /** The GM's swap of one score into an enhanceable ability (004:52), applied before adjusting. */
  readonly swap: { readonly from: AbilityId; readonly to: AbilityId } | null;
  readonly classId: ClassId | null;
  /** Points added (+) or sacrificed (−) per ability in step 3. */
  readonly adjustments: AbilityScores;
  readonly level: number;
  readonly xp: number;
  readonly hitPoints: { readonly rolls: readonly HitPointRoll[]; readonly current: number };
  /**
   * Dying, stable or dead (supplement §9.6), kept on the character so the sheet, the combat tracker, rests and awards
   * read one state. Absent while none applies (and in data before version 2, where 0 hit points meant dying).
   */
  readonly health?: DarkDungeonsHealth;
  readonly skills: readonly SkillChoice[];
  readonly weaponFeats: readonly WeaponFeat[];
  readonly spellbook: readonly SpellEntry[];
  /**
   * The spells prepared for the day (a spell prepared twice is listed twice): clerics pick from their class's list,
   * magic-users and elves from their spellbook. Absent in files written before it was kept.
   */
  readonly memorised?: readonly SpellEntry[];
  /**
   * Gold pieces in hand, how the starting money was made (e.g. "3d6×10: [4, 5, 2] = 110 gp") and the starting purse
   * itself before anything was bought (absent in files written before it was kept).
   */
  readonly money: { readonly gp: number; readonly rolled: string | null; readonly start?: number };
  readonly equipment: readonly EquipmentItem[];
  readonly vows: { readonly druidic: boolean; readonly chivalric: boolean };
}

export const ZERO_SCORES: AbilityScores = { str: 0, int: 0, wis: 0, dex: 0, con: 0, cha: 0 };

/** The id of the starting clothes in a new character's equipment. */
export const STARTING_CLOTHES_ITEM_ID = 'starting-clothes';

/** The set of peasant clothes every new character has, free and worn (supplement §7.2). */
export function startingClothes(): EquipmentItem {
  const clothes = catalogueItem(STARTING_CLOTHES_ID);
  if (!clothes) throw new Error('The catalogue has no peasant clothes.');
  return { id: STARTING_CLOTHES_ITEM_ID, name: clothes.name, costGp: clothes.costGp, weightCn: clothes.weightCn, quantity: 1, catalogId: clothes.id, worn: true, given: true };
}

/** The id of the spellbook a beginning magic-user or elf is given by their master. */
export const STARTING_SPELL_BOOK_ITEM_ID = 'starting-spell-book';

/** The spellbook a beginning magic-user or elf gets from their master, free (004:448, 004:723). */
export function startingSpellBook(): EquipmentItem {
  const book = catalogueItem(STARTING_SPELL_BOOK_ID);
  if (!book) throw new Error('The catalogue has no spell book.');
  return { id: STARTING_SPELL_BOOK_ITEM_ID, name: book.name, costGp: book.costGp, weightCn: book.weightCn, quantity: 1, catalogId: book.id, given: true };
}

/** A fresh payload for the creation flow: nothing chosen yet, and the starting clothes on the character's back. */
export function newDarkDungeonsData(): DarkDungeonsData {
  return {
    concept: '',
    alignment: null,
    appearance: '',
    notes: '',
    rolled: null,
    rollMethod: null,
    rollLog: [],
    swap: null,
    classId: null,
    adjustments: ZERO_SCORES,
    level: 1,
    xp: 0,
    hitPoints: { rolls: [], current: 0 },
    skills: [],
    weaponFeats: [],
    spellbook: [],
    money: { gp: 0, rolled: null },
    equipment: [startingClothes()],
    vows: { druidic: false, chivalric: false },
  };
}

/** Scores after the GM swap (if any), before adjustments. */
export function baseScores(data: Pick<DarkDungeonsData, 'rolled' | 'swap'>): AbilityScores | null {
  if (!data.rolled) return null;
  if (!data.swap) return data.rolled;
  const { from, to } = data.swap;
  return { ...data.rolled, [from]: data.rolled[to], [to]: data.rolled[from] };
}

/** Final scores: base scores plus adjustments. */
export function finalScores(data: Pick<DarkDungeonsData, 'rolled' | 'swap' | 'adjustments'>): AbilityScores | null {
  const base = baseScores(data);
  if (!base) return null;
  const out = { ...base };
  for (const a of ABILITY_ORDER) out[a] = base[a] + data.adjustments[a];
  return out;
}
