/**
 * The two vows of chapter 4 that change a class at 9th level: druidic vows (a neutral cleric becomes a druid) and
 * chivalric vows (a titled fighter becomes a chevalier). Requirements are typed so the level-up plan can offer the
 * vow; the rest of each vow is described in words and cited, because most of it is role-play the GM rules on.
 */
import type { Citation, ClassId } from './types';

const SOURCE = '004_b3026cedeba6292d.txt';

/** The three alignments the source names (line 245 "neutral alignment", line 545 "Lawful ... chaotic"). */
export type Alignment = 'lawful' | 'neutral' | 'chaotic';

/** Stable ids of the vows. */
export type VowId = 'druidic' | 'chivalric';

/** Who may take a vow. Only the typed fields are checked by {@link meetsVowRequirements}. */
export interface VowRequirements {
  readonly classId: ClassId;
  /** The vow may be taken at this level or later. */
  readonly minimumLevel: number;
  /** Alignments that may take the vow. */
  readonly alignments: readonly Alignment[];
  /** Further conditions, in words, that the GM judges (titles, initiation, finding an order). */
  readonly conditions: readonly string[];
}

/** One consequence of taking a vow, in our own words. */
export interface VowEffect {
  /** Stable id, kebab-case. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly citation: Citation;
}

/** What both vows share. */
export interface Vow {
  readonly id: VowId;
  readonly name: string;
  /** What the character is called after taking the vow. */
  readonly becomes: string;
  /** A short description in our own words. */
  readonly summary: string;
  readonly requirements: VowRequirements;
  readonly effects: readonly VowEffect[];
  readonly citation: Citation;
}

/** Druidic vows, with the equipment limits in a form the equipment checks can use. */
export interface DruidicVow extends Vow {
  readonly id: 'druidic';
  /** Druids can no longer turn undead at all. */
  readonly losesTurnUndead: boolean;
  /** The only armour a druid may wear. */
  readonly allowedArmour: readonly 'leather'[];
  /** Materials a druid's weapons and shields may be made of. */
  readonly allowedWeaponAndShieldMaterials: readonly ('wood' | 'natural stone')[];
  /** Druid-only spells added to the choice at each spell level (more to choose from, not more per day). */
  readonly extraSpellsAvailablePerSpellLevel: number;
}

/** Chivalric vows, with the numbers the chevalier's spell and turning rules need. */
export interface ChivalricVow extends Vow {
  readonly id: 'chivalric';
  /** The chevalier casts and turns as a cleric of (level / this), see {@link chevalierClericLevel}. */
  readonly clericLevelDivisor: number;
  /** Minimum Wisdom score for the chevalier to cast cleric spells (turning and Detect Evil need none). */
  readonly minimumWisdomForSpells: number;
}

/** Druidic vows: source 004 lines 243-273. */
export const DRUIDIC_VOWS: DruidicVow = {
  id: 'druidic',
  name: 'Druidic Vows',
  becomes: 'Druid',
  summary:
    'A neutral cleric of 9th level or more may turn from their Immortal to draw power from nature itself, becoming a ' +
    'druid who protects the wild from corruption and shuns technology and manufactured goods.',
  requirements: {
    classId: 'cleric',
    minimumLevel: 9,
    alignments: ['neutral'],
    conditions: [
      'Must seek out an existing druid and complete an initiation with them lasting 1-4 months (line 249).',
      "The GM decides how the cleric's religion regards the change (line 247).",
    ],
  },
  effects: [
    {
      id: 'druid-equipment',
      name: 'Equipment Restrictions',
      description:
        'Cannot wear metal items or use metal weapons: weapons and shields must be of wood and/or natural stone, and ' +
        'the only armour allowed is leather.',
      citation: { file: SOURCE, lines: '267' },
    },
    {
      id: 'druid-spells',
      name: 'Spells',
      description:
        'Still casts as a cleric of the same level, but four extra druid-only spells per spell level are available to ' +
        'prepare; the number of spells per day does not change.',
      citation: { file: SOURCE, lines: '269-271' },
    },
    {
      id: 'druid-no-turn-undead',
      name: 'Turn Undead',
      description: 'Loses the ability to turn undead.',
      citation: { file: SOURCE, lines: '273' },
    },
  ],
  losesTurnUndead: true,
  allowedArmour: ['leather'],
  allowedWeaponAndShieldMaterials: ['wood', 'natural stone'],
  extraSpellsAvailablePerSpellLevel: 4,
  citation: { file: SOURCE, lines: '243-273', table: 'Druidic Vows' },
};

/** Chivalric vows: source 004 lines 537-553. */
export const CHIVALRIC_VOWS: ChivalricVow = {
  id: 'chivalric',
  name: 'Chivalric Vows',
  becomes: 'Chevalier',
  summary:
    'A fighter of 9th level or more holding a noble title may join a chivalric order of their own alignment and serve ' +
    'a church or noble under its code, gaining Detect Evil at will and cleric spells and turning at one third level. ' +
    'Lawful chevaliers are often called paladins and chaotic ones avengers; the name changes nothing in play.',
  requirements: {
    classId: 'fighter',
    minimumLevel: 9,
    // Any alignment: the condition is sharing it with the order (line 541); lawful and chaotic are named at line 545
    // and nothing excludes neutral.
    alignments: ['lawful', 'neutral', 'chaotic'],
    conditions: [
      'Must hold a title of nobility: knight or higher (line 539).',
      "Must find a chivalric order of the fighter's own alignment, live with it for a month and keep a night-long vigil (line 541).",
      "Serves the church or noble the order assigns; betraying that liege strips every chivalric ability (line 541).",
      "Must follow the order's code of conduct, usually including hospitality or sanctuary for fellow chevaliers (line 543).",
    ],
  },
  effects: [
    {
      id: 'detect-evil',
      name: 'Detect Evil',
      description:
        'May cast Detect Evil, as the cleric spell, as often as desired; each casting takes the round\'s action.',
      citation: { file: SOURCE, lines: '549' },
    },
    {
      id: 'chevalier-spells',
      name: 'Spells',
      description:
        'With Wisdom 9 or more, casts cleric spells as a cleric of one third the chevalier\'s level, under all the ' +
        'cleric rules for preparing and casting.',
      citation: { file: SOURCE, lines: '551' },
    },
    {
      id: 'chevalier-turn-undead',
      name: 'Turn Undead',
      description: 'Turns undead as a cleric of one third the chevalier\'s level, under all the cleric rules for turning.',
      citation: { file: SOURCE, lines: '553' },
    },
  ],
  clericLevelDivisor: 3,
  minimumWisdomForSpells: 9,
  citation: {
    file: SOURCE,
    lines: '537-553',
    table: 'Chivalric Vows',
    note:
      'One third of the level is rounded to the nearest whole level: the only worked example gives 17th -> 6th ' +
      '(lines 551, 553), which rules out rounding down.',
  },
};

/** Both vows, by id. */
export const VOWS: Readonly<Record<VowId, DruidicVow | ChivalricVow>> = {
  druidic: DRUIDIC_VOWS,
  chivalric: CHIVALRIC_VOWS,
};

/**
 * Whether a character meets a vow's typed requirements (class, level, alignment). The worded conditions (titles,
 * initiation, finding an order) are left to the GM and are not checked here.
 */
export function meetsVowRequirements(
  vow: Vow,
  character: { readonly classId: ClassId; readonly level: number; readonly alignment: Alignment },
): boolean {
  const { classId, minimumLevel, alignments } = vow.requirements;
  return character.classId === classId && character.level >= minimumLevel && alignments.includes(character.alignment);
}

/**
 * The cleric level a chevalier casts spells and turns undead as: one third of their level, rounded to the nearest
 * whole level (the source's example: 17th -> 6th). A chevalier is at least 9th level, so the result is at least 3.
 */
export function chevalierClericLevel(chevalierLevel: number): number {
  return Math.round(chevalierLevel / CHIVALRIC_VOWS.clericLevelDivisor);
}
