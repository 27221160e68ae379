/**
 * Chapter 5 skills: Table 5-2 (source 004, lines 1064-1093) with each skill's description (lines 1095-1459), and the
 * rule that turns an ability score and spent skill points into a target number (lines 990, 1018-1028).
 *
 * The rule, in short: a skill check is an ability check (roll 1d20, succeed on a roll equal to or under the score,
 * 004:990); each point spent on the skill adds +1 to the effective score for checks the skill covers (004:1024-1026);
 * the GM's situational modifiers stack with it (004:1006, 1028; worked example 004:1034 "16+2-1=17").
 */
import { ABILITY_ABBREVIATIONS, abilityModifier } from './ability-modifiers';
import type { AbilityId, Citation } from './types';

/** One skill of Table 5-2. */
export interface SkillDef {
  /** Stable kebab-case id, e.g. "arcane-lore". */
  id: string;
  /** Name as printed, without the "(Choose ...)" part. */
  name: string;
  /**
   * Abilities the skill adds to. Two entries mean the skill adds to checks of either ability (the GM says which);
   * none means the skill is not rolled (Language).
   */
  abilities: readonly AbilityId[];
  /** For skills bought per specialty: what the player must choose, as the table's "(Choose X)" prints it. */
  choose?: 'medium' | 'culture' | 'language' | 'realm' | 'performance' | 'animal' | string;
  /** Examples the source lists for the specialty, when it lists any. */
  examples?: readonly string[];
  /** What the skill is for, in our own words. */
  description: string;
  /** Table 5-2 row line, then the description's line range, in source 004. */
  citation: Citation;
}

const SOURCE = '004_b3026cedeba6292d.txt';
const TABLE = 'Table 5-2: Alphabetical Skill List';

function skill(
  id: string,
  name: string,
  abilities: readonly AbilityId[],
  tableLine: number,
  descLines: string,
  description: string,
  extra: { choose?: string; examples?: readonly string[]; note?: string } = {},
): SkillDef {
  const citation: Citation =
    extra.note === undefined
      ? { file: SOURCE, lines: `${tableLine}, ${descLines}`, table: TABLE }
      : { file: SOURCE, lines: `${tableLine}, ${descLines}`, table: TABLE, note: extra.note };
  const def: SkillDef = { id, name, abilities, description, citation };
  if (extra.choose !== undefined) def.choose = extra.choose;
  if (extra.examples !== undefined) def.examples = extra.examples;
  return def;
}

/** Every skill of Table 5-2, in the printed (alphabetical) order. */
export const SKILLS: readonly SkillDef[] = [
  skill('arcane-lore', 'Arcane Lore', ['int'], 1066, '1095-1101',
    'Recognise spells, magical effects and magical creatures. It does not identify magic items (that needs Analyze).'),
  skill('balance', 'Balance', ['dex'], 1067, '1103-1121',
    'Keep your footing on narrow, small or moving surfaces: ledges, beams, tightropes.'),
  skill('bluff', 'Bluff', ['cha'], 1068, '1123-1129',
    'Convince NPCs of something without evidence, true or not. A social skill: see the warning on social skills.'),
  skill('cooking', 'Cooking', ['wis'], 1069, '1131-1137',
    'Cook well. A failure gives plainer food, rarely inedible food.'),
  skill('craft', 'Craft', ['dex'], 1070, '1139-1177',
    'Make items of one chosen craft, and judge the workmanship of such items (never their magic).', {
      choose: 'medium',
      examples: ['Carpentry', 'Smithing', 'Fletching', 'Skinning', 'Leatherworking', 'Rope Binding', 'Tailoring',
        'Gem Cutting', 'Forgery', 'Masonry', 'Thatching', 'Drawing/Painting', 'Sculpture'],
    }),
  skill('diplomacy', 'Diplomacy', ['cha'], 1071, '1179-1185',
    'Work out compromises and calm tensions. A social skill: see the warning on social skills.'),
  skill('disguise', 'Disguise', ['cha'], 1072, '1187-1215',
    'Disguise someone as someone else; the GM rolls, with modifiers for how ambitious the disguise is.'),
  skill('engineering', 'Engineering', ['int'], 1073, '1217-1225',
    'Design machinery or work out what existing machinery does. Not a substitute for Find or Remove Traps.'),
  skill('escape-artist', 'Escape Artist', ['dex'], 1074, '1227-1233',
    'Wriggle free of bonds and ties; it does not pick locks.'),
  skill('etiquette', 'Etiquette', ['cha'], 1075, '1235-1241',
    'Behave properly in formal social situations of one chosen culture.', { choose: 'culture' }),
  skill('first-aid', 'First Aid', ['wis'], 1076, '1243-1263',
    'Keep the dying alive, or heal 1d3 of the hit points lost in one injury (one attempt per healer per injury).'),
  skill('gambling', 'Gambling', ['cha'], 1077, '1265-1275',
    'Win games of skill and bluff (not games of pure chance); the biggest margin of success wins.'),
  skill('geography', 'Geography', ['int'], 1078, '1277-1281',
    'Recall facts about the countries and regions of the game world.'),
  skill('history', 'History', ['int'], 1079, '1283-1287', "Recall facts about the game world's past."),
  skill('intimidation', 'Intimidation', ['str', 'cha'], 1080, '1289-1297',
    'Bully an NPC into co-operating by threats or shows of strength; adds to Strength or Charisma checks. A social skill.'),
  skill('jumping', 'Jumping', ['str'], 1081, '1299-1323',
    'Jump further or higher. The jump always happens; the margin of the check sets the distance.'),
  skill('language', 'Language', [], 1082, '1325-1331',
    'Speak one more chosen language: one point speaks it with a foreign accent, a second point like a native. Not rolled.',
    { choose: 'language', note: 'Table 5-2 prints no ability for Language; it is never rolled (004:1327-1329).' }),
  skill('laws', 'Laws', ['int'], 1083, '1333-1339',
    'Recall and interpret the laws and customs of one chosen culture.', {
      choose: 'culture',
      note: '004:1339 says "effective charisma"; Table 5-2 (1083), Table 5-1 (974) and 004:1337 say Int, so Int.',
    }),
  skill('lip-reading', 'Lip Reading', ['wis'], 1084, '1341-1345',
    'Understand speech you cannot hear by watching the speaker\'s mouth.'),
  skill('magical-engineering', 'Magical Engineering', ['int'], 1085, '1347-1355',
    'Design large-scale magical effects or work out what one does (gates, wormholes, large magical traps).'),
  skill('nature-lore', 'Nature Lore', ['int'], 1086, '1357-1361',
    'Recognise plants, natural terrain features and natural creatures.'),
  skill('navigating', 'Navigating', ['wis'], 1087, '1363-1367',
    'Avoid getting lost by landmarks, the sun and the stars.'),
  skill('performance', 'Performance', ['cha', 'dex'], 1088, '1369-1393',
    'Give artistic performances of one chosen kind; adds to Dexterity or Charisma checks.', {
      choose: 'medium',
      examples: ['Singing', 'Playing a musical instrument', 'Dancing', 'Acting', 'Juggling', 'Jesting',
        'Storytelling', 'Poetry'],
      note: 'Table 5-2 (1088) prints Cha only; the description (1389) and Table 5-1 (978, 980) give Dex and Cha, so both.',
    }),
  skill('religious-lore', 'Religious Lore', ['int'], 1089, '1395-1403',
    'Recall knowledge of religions, what they worship and the creatures tied to them (own religion needs no roll).'),
  skill('riding', 'Riding', ['dex'], 1090, '1405-1427',
    'Stay on and control one chosen kind of mount when it bolts, stumbles or is hurt.', {
      choose: 'animal',
      examples: ['Horse (includes mules and donkeys)', 'Camel', 'Elephant', 'Dire Wolf', 'Griffon', 'Pegasus',
        'Hippogriff', 'Giant Eagle'],
    }),
  skill('sense-motive', 'Sense Motive', ['wis'], 1091, '1429-1433',
    'Read an NPC\'s expression and body language to spot lies or hidden motives. A social skill.'),
  skill('swimming', 'Swimming', ['str'], 1092, '1435-1439',
    'Swim while weighed down or in fast or rough water (calm water needs no check).'),
  skill('tracking', 'Tracking', ['wis'], 1093, '1441-1459', 'Follow the tracks of one or more creatures.'),
];

/** Looks a skill up by id; undefined when there is none. */
export function skillById(id: string): SkillDef | undefined {
  return SKILLS.find((s) => s.id === id);
}

/** What a skill's points come to for one ability. */
export interface SkillTarget {
  readonly ability: AbilityId;
  /** Roll 1d20; a result equal to or under this succeeds (004:990). */
  readonly target: number;
}

/** The result of {@link skillScore}. */
export interface SkillScore {
  /** The best target over the skill's abilities; null for a skill that is not rolled (Language). */
  readonly target: number | null;
  /** The ability that gives `target`; null when not rolled. */
  readonly ability: AbilityId | null;
  /** One entry per ability the skill adds to, in the skill's order (two for Intimidation and Performance). */
  readonly byAbility: readonly SkillTarget[];
  /** Language only: how well the language is spoken (004:1327-1329). */
  readonly fluency?: 'none' | 'accented' | 'native';
  /** The arithmetic in words, with the rule's source lines. */
  readonly explanation: string;
}

function signed(n: number): string {
  return n >= 0 ? `+ ${n}` : `- ${-n}`;
}

/**
 * The target number for a skill check: ability score + points spent on the skill + the GM's situational modifier
 * (004:1024-1028, worked example 004:1034). A skill with two abilities gives a target for each, since the GM
 * decides which ability a check uses; `target` is the better one, for display.
 * @throws RangeError when pointsSpent is not a whole number ≥ 0.
 */
export function skillScore(
  skill: SkillDef,
  abilityScores: Readonly<Record<AbilityId, number>>,
  pointsSpent: number,
  situational = 0,
): SkillScore {
  if (!Number.isInteger(pointsSpent) || pointsSpent < 0) {
    throw new RangeError(`Skill points spent must be a whole number of at least 0, got ${String(pointsSpent)}.`);
  }
  if (skill.abilities.length === 0) {
    // Language: each point is a level of fluency, not a bonus to a roll (004:1327-1329); a third point adds nothing.
    const fluency = pointsSpent === 0 ? 'none' : pointsSpent === 1 ? 'accented' : 'native';
    const words = {
      none: 'not spoken (no points)',
      accented: 'spoken with a foreign accent (1 point)',
      native: `spoken like a native (${pointsSpent} points; more than 2 add nothing)`,
    }[fluency];
    return {
      target: null,
      ability: null,
      byAbility: [],
      fluency,
      explanation: `${skill.name} is not rolled: ${words} (004:1327-1329)`,
    };
  }
  const byAbility = skill.abilities.map((ability) => ({
    ability,
    target: abilityScores[ability] + pointsSpent + situational,
  }));
  const parts = byAbility.map(({ ability, target }) => {
    let sum = `${ABILITY_ABBREVIATIONS[ability]} ${abilityScores[ability]} ${signed(pointsSpent)} skill`;
    if (situational !== 0) sum += ` ${signed(situational)} situational`;
    return `${sum} = ${target}`;
  });
  const best = byAbility.reduce((a, b) => (b.target > a.target ? b : a));
  const rule = '(004:990, 1024-1028)';
  const explanation =
    byAbility.length === 1
      ? `${skill.name}: ${parts[0] ?? ''}; roll 1d20 ≤ ${best.target} ${rule}`
      : `${skill.name} adds to ${byAbility.map((b) => ABILITY_ABBREVIATIONS[b.ability]).join(' or ')} checks, ` +
        `the GM says which: ${parts.join('; ')}; best ${ABILITY_ABBREVIATIONS[best.ability]} ${best.target} ${rule}`;
  return { target: best.target, ability: best.ability, byAbility, explanation };
}

/**
 * Skill points a new character starts with: 4 plus the Int bonus; an Int penalty does not reduce them (004:1018).
 * Throws RangeError for an Int outside Table 3-1.
 */
export function startingSkillPoints(int: number): number {
  return 4 + Math.max(0, abilityModifier(int));
}
