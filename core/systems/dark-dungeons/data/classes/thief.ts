/**
 * The Dark Dungeons thief: Table 4-9 and the class prose (source 004, lines 843-957).
 *
 * Each row is preceded by the source line it was read from ("004:850" = line 850 of 004_b3026cedeba6292d.txt).
 * The extracted text dropped blank cells, so the rows are 19, 20 or 21 figures long: six leading columns, eight
 * thief abilities every thief has, then Read Languages (printed from 4th level, as the prose at 004:947 says) and
 * Use Magic-User Scroll (from 10th, 004:951), then exactly five saves. The row length therefore tells which of the
 * two late abilities the row has. Several percentages exceed 100 as printed; they are kept, since the rules apply
 * modifiers to these chances (e.g. -5% per hit die of a pick-pocket target, 004:937) and the surplus matters then.
 */
import type { ClassLevelRow, ClassTable, Reconstruction, SpecialAbility } from '../types';

const SOURCE = '004_b3026cedeba6292d.txt';

/** Table 4-9, one entry per level; `thiefAbilities` holds only the abilities printed for that level. */
const LEVELS: readonly ClassLevelRow[] = [
  // 004:850
  {
    level: 1, xp: 0, hitDice: '1d4', attackBonus: 1, skills: 4, weaponFeats: 2,
    saves: { deathRayPoison: 13, magicWands: 14, paralysisPetrify: 13, breathWeapon: 16, rodStaffSpell: 15 },
    thiefAbilities: {
      openLocks: 15, findTraps: 10, removeTraps: 10, climbWalls: 87, moveSilently: 20,
      hideInShadows: 10, pickPockets: 20, hearNoise: 30,
    },
    spellsPerDay: [],
    gains: [
      'sneak-attack', 'open-locks', 'find-traps', 'remove-traps', 'climb-walls', 'move-silently', 'hide-in-shadows',
      'pick-pockets', 'hear-noise',
    ],
  },
  // 004:851
  {
    level: 2, xp: 1200, hitDice: '2d4', attackBonus: 1, skills: 4, weaponFeats: 2,
    saves: { deathRayPoison: 13, magicWands: 14, paralysisPetrify: 13, breathWeapon: 16, rodStaffSpell: 15 },
    thiefAbilities: {
      openLocks: 20, findTraps: 15, removeTraps: 15, climbWalls: 88, moveSilently: 25,
      hideInShadows: 15, pickPockets: 25, hearNoise: 35,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:852
  {
    level: 3, xp: 2400, hitDice: '3d4', attackBonus: 1, skills: 4, weaponFeats: 3,
    saves: { deathRayPoison: 13, magicWands: 14, paralysisPetrify: 13, breathWeapon: 16, rodStaffSpell: 15 },
    thiefAbilities: {
      openLocks: 25, findTraps: 20, removeTraps: 20, climbWalls: 89, moveSilently: 30,
      hideInShadows: 20, pickPockets: 30, hearNoise: 40,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:853
  {
    level: 4, xp: 4800, hitDice: '4d4', attackBonus: 2, skills: 4, weaponFeats: 3,
    saves: { deathRayPoison: 12, magicWands: 13, paralysisPetrify: 12, breathWeapon: 15, rodStaffSpell: 14 },
    thiefAbilities: {
      openLocks: 30, findTraps: 25, removeTraps: 25, climbWalls: 90, moveSilently: 35,
      hideInShadows: 24, pickPockets: 35, hearNoise: 45, readLanguages: 80,
    },
    spellsPerDay: [], gains: ['read-languages'],
  },
  // 004:854
  {
    level: 5, xp: 9600, hitDice: '5d4', attackBonus: 2, skills: 5, weaponFeats: 3,
    saves: { deathRayPoison: 12, magicWands: 13, paralysisPetrify: 12, breathWeapon: 15, rodStaffSpell: 14 },
    thiefAbilities: {
      openLocks: 35, findTraps: 30, removeTraps: 30, climbWalls: 91, moveSilently: 40,
      hideInShadows: 28, pickPockets: 40, hearNoise: 50, readLanguages: 80,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:855
  {
    level: 6, xp: 20000, hitDice: '6d4', attackBonus: 3, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 11, magicWands: 12, paralysisPetrify: 11, breathWeapon: 14, rodStaffSpell: 13 },
    thiefAbilities: {
      openLocks: 40, findTraps: 35, removeTraps: 34, climbWalls: 92, moveSilently: 44,
      hideInShadows: 32, pickPockets: 45, hearNoise: 54, readLanguages: 80,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:856
  {
    level: 7, xp: 40000, hitDice: '7d4', attackBonus: 3, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 11, magicWands: 12, paralysisPetrify: 11, breathWeapon: 14, rodStaffSpell: 13 },
    thiefAbilities: {
      openLocks: 45, findTraps: 40, removeTraps: 38, climbWalls: 93, moveSilently: 48,
      hideInShadows: 35, pickPockets: 50, hearNoise: 58, readLanguages: 80,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:857
  {
    level: 8, xp: 80000, hitDice: '8d4', attackBonus: 4, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 10, magicWands: 11, paralysisPetrify: 10, breathWeapon: 13, rodStaffSpell: 12 },
    thiefAbilities: {
      openLocks: 50, findTraps: 45, removeTraps: 42, climbWalls: 94, moveSilently: 52,
      hideInShadows: 38, pickPockets: 55, hearNoise: 62, readLanguages: 80,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:858
  {
    level: 9, xp: 160000, hitDice: '9d4', attackBonus: 4, skills: 6, weaponFeats: 5,
    saves: { deathRayPoison: 10, magicWands: 11, paralysisPetrify: 10, breathWeapon: 13, rodStaffSpell: 12 },
    thiefAbilities: {
      openLocks: 54, findTraps: 50, removeTraps: 46, climbWalls: 95, moveSilently: 55,
      hideInShadows: 41, pickPockets: 60, hearNoise: 66, readLanguages: 80,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:859
  {
    level: 10, xp: 280000, hitDice: '9d4+2', attackBonus: 5, skills: 6, weaponFeats: 5,
    saves: { deathRayPoison: 9, magicWands: 10, paralysisPetrify: 9, breathWeapon: 12, rodStaffSpell: 11 },
    thiefAbilities: {
      openLocks: 58, findTraps: 54, removeTraps: 50, climbWalls: 96, moveSilently: 58,
      hideInShadows: 44, pickPockets: 65, hearNoise: 70, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: ['use-magic-user-scroll'],
  },
  // 004:860
  {
    level: 11, xp: 400000, hitDice: '9d4+4', attackBonus: 5, skills: 6, weaponFeats: 6,
    saves: { deathRayPoison: 9, magicWands: 10, paralysisPetrify: 9, breathWeapon: 12, rodStaffSpell: 11 },
    thiefAbilities: {
      openLocks: 62, findTraps: 58, removeTraps: 54, climbWalls: 97, moveSilently: 61,
      hideInShadows: 47, pickPockets: 70, hearNoise: 74, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:861
  {
    level: 12, xp: 520000, hitDice: '9d4+6', attackBonus: 6, skills: 6, weaponFeats: 6,
    saves: { deathRayPoison: 8, magicWands: 9, paralysisPetrify: 8, breathWeapon: 11, rodStaffSpell: 10 },
    thiefAbilities: {
      openLocks: 66, findTraps: 62, removeTraps: 58, climbWalls: 98, moveSilently: 64,
      hideInShadows: 50, pickPockets: 75, hearNoise: 78, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:862
  {
    level: 13, xp: 640000, hitDice: '9d4+8', attackBonus: 6, skills: 7, weaponFeats: 6,
    saves: { deathRayPoison: 8, magicWands: 9, paralysisPetrify: 8, breathWeapon: 11, rodStaffSpell: 10 },
    thiefAbilities: {
      openLocks: 69, findTraps: 66, removeTraps: 61, climbWalls: 99, moveSilently: 66,
      hideInShadows: 53, pickPockets: 80, hearNoise: 81, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:863
  {
    level: 14, xp: 760000, hitDice: '9d4+10', attackBonus: 7, skills: 7, weaponFeats: 6,
    saves: { deathRayPoison: 7, magicWands: 8, paralysisPetrify: 7, breathWeapon: 10, rodStaffSpell: 9 },
    thiefAbilities: {
      openLocks: 72, findTraps: 70, removeTraps: 64, climbWalls: 100, moveSilently: 68,
      hideInShadows: 56, pickPockets: 85, hearNoise: 84, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:864
  {
    level: 15, xp: 880000, hitDice: '9d4+12', attackBonus: 7, skills: 7, weaponFeats: 7,
    saves: { deathRayPoison: 7, magicWands: 8, paralysisPetrify: 7, breathWeapon: 10, rodStaffSpell: 9 },
    thiefAbilities: {
      openLocks: 75, findTraps: 73, removeTraps: 67, climbWalls: 101, moveSilently: 70,
      hideInShadows: 58, pickPockets: 90, hearNoise: 87, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:865
  {
    level: 16, xp: 1000000, hitDice: '9d4+14', attackBonus: 8, skills: 7, weaponFeats: 7,
    saves: { deathRayPoison: 6, magicWands: 7, paralysisPetrify: 6, breathWeapon: 9, rodStaffSpell: 8 },
    thiefAbilities: {
      openLocks: 78, findTraps: 76, removeTraps: 70, climbWalls: 102, moveSilently: 72,
      hideInShadows: 60, pickPockets: 95, hearNoise: 90, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:866
  {
    level: 17, xp: 1120000, hitDice: '9d4+16', attackBonus: 8, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 6, magicWands: 7, paralysisPetrify: 6, breathWeapon: 9, rodStaffSpell: 8 },
    thiefAbilities: {
      openLocks: 81, findTraps: 80, removeTraps: 73, climbWalls: 103, moveSilently: 74,
      hideInShadows: 62, pickPockets: 100, hearNoise: 92, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:867
  {
    level: 18, xp: 1240000, hitDice: '9d4+18', attackBonus: 9, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 5, breathWeapon: 8, rodStaffSpell: 7 },
    thiefAbilities: {
      openLocks: 84, findTraps: 83, removeTraps: 76, climbWalls: 104, moveSilently: 76,
      hideInShadows: 64, pickPockets: 105, hearNoise: 94, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:868
  {
    level: 19, xp: 1360000, hitDice: '9d4+20', attackBonus: 9, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 5, breathWeapon: 8, rodStaffSpell: 7 },
    thiefAbilities: {
      openLocks: 86, findTraps: 86, removeTraps: 79, climbWalls: 105, moveSilently: 78,
      hideInShadows: 66, pickPockets: 110, hearNoise: 96, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:869
  {
    level: 20, xp: 1480000, hitDice: '9d4+22', attackBonus: 10, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 5, breathWeapon: 7, rodStaffSpell: 6 },
    thiefAbilities: {
      openLocks: 88, findTraps: 89, removeTraps: 82, climbWalls: 106, moveSilently: 80,
      hideInShadows: 68, pickPockets: 115, hearNoise: 98, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:870
  {
    level: 21, xp: 1600000, hitDice: '9d4+24', attackBonus: 10, skills: 9, weaponFeats: 7,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 4, breathWeapon: 7, rodStaffSpell: 6 },
    thiefAbilities: {
      openLocks: 90, findTraps: 92, removeTraps: 85, climbWalls: 107, moveSilently: 82,
      hideInShadows: 70, pickPockets: 120, hearNoise: 100, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:871
  {
    level: 22, xp: 1720000, hitDice: '9d4+26', attackBonus: 11, skills: 9, weaponFeats: 7,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 4, breathWeapon: 6, rodStaffSpell: 5 },
    thiefAbilities: {
      openLocks: 92, findTraps: 94, removeTraps: 88, climbWalls: 108, moveSilently: 84,
      hideInShadows: 72, pickPockets: 125, hearNoise: 102, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:872
  {
    level: 23, xp: 1840000, hitDice: '9d4+28', attackBonus: 11, skills: 9, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 4, breathWeapon: 6, rodStaffSpell: 5 },
    thiefAbilities: {
      openLocks: 94, findTraps: 96, removeTraps: 91, climbWalls: 109, moveSilently: 86,
      hideInShadows: 74, pickPockets: 130, hearNoise: 104, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:873
  {
    level: 24, xp: 1960000, hitDice: '9d4+30', attackBonus: 12, skills: 9, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 4, breathWeapon: 5, rodStaffSpell: 5 },
    thiefAbilities: {
      openLocks: 96, findTraps: 98, removeTraps: 94, climbWalls: 110, moveSilently: 88,
      hideInShadows: 76, pickPockets: 135, hearNoise: 106, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:874
  {
    level: 25, xp: 2080000, hitDice: '9d4+34', attackBonus: 12, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 3, magicWands: 4, paralysisPetrify: 3, breathWeapon: 5, rodStaffSpell: 4 },
    thiefAbilities: {
      openLocks: 98, findTraps: 99, removeTraps: 97, climbWalls: 111, moveSilently: 89,
      hideInShadows: 78, pickPockets: 140, hearNoise: 108, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:875
  {
    level: 26, xp: 2200000, hitDice: '9d4+36', attackBonus: 13, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 3, magicWands: 4, paralysisPetrify: 3, breathWeapon: 4, rodStaffSpell: 4 },
    thiefAbilities: {
      openLocks: 100, findTraps: 100, removeTraps: 100, climbWalls: 112, moveSilently: 90,
      hideInShadows: 80, pickPockets: 145, hearNoise: 110, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:876
  {
    level: 27, xp: 2320000, hitDice: '9d4+38', attackBonus: 13, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 3, magicWands: 4, paralysisPetrify: 3, breathWeapon: 4, rodStaffSpell: 4 },
    thiefAbilities: {
      openLocks: 102, findTraps: 101, removeTraps: 103, climbWalls: 113, moveSilently: 91,
      hideInShadows: 82, pickPockets: 150, hearNoise: 112, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:877
  {
    level: 28, xp: 2440000, hitDice: '9d4+40', attackBonus: 14, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 3, magicWands: 4, paralysisPetrify: 3, breathWeapon: 4, rodStaffSpell: 4 },
    thiefAbilities: {
      openLocks: 104, findTraps: 102, removeTraps: 106, climbWalls: 114, moveSilently: 92,
      hideInShadows: 84, pickPockets: 155, hearNoise: 114, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:878
  {
    level: 29, xp: 2560000, hitDice: '9d4+42', attackBonus: 14, skills: 11, weaponFeats: 8,
    saves: { deathRayPoison: 2, magicWands: 3, paralysisPetrify: 2, breathWeapon: 3, rodStaffSpell: 3 },
    thiefAbilities: {
      openLocks: 106, findTraps: 103, removeTraps: 109, climbWalls: 115, moveSilently: 93,
      hideInShadows: 86, pickPockets: 160, hearNoise: 116, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:879
  {
    level: 30, xp: 2680000, hitDice: '9d4+44', attackBonus: 15, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 3, paralysisPetrify: 2, breathWeapon: 3, rodStaffSpell: 2 },
    thiefAbilities: {
      openLocks: 108, findTraps: 104, removeTraps: 112, climbWalls: 116, moveSilently: 94,
      hideInShadows: 88, pickPockets: 165, hearNoise: 118, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:880
  {
    level: 31, xp: 2800000, hitDice: '9d4+46', attackBonus: 15, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 3, paralysisPetrify: 2, breathWeapon: 3, rodStaffSpell: 2 },
    thiefAbilities: {
      openLocks: 110, findTraps: 105, removeTraps: 115, climbWalls: 117, moveSilently: 95,
      hideInShadows: 90, pickPockets: 170, hearNoise: 120, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:881
  {
    level: 32, xp: 2920000, hitDice: '9d4+48', attackBonus: 16, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 3, paralysisPetrify: 2, breathWeapon: 3, rodStaffSpell: 2 },
    thiefAbilities: {
      openLocks: 112, findTraps: 106, removeTraps: 118, climbWalls: 118, moveSilently: 96,
      hideInShadows: 92, pickPockets: 175, hearNoise: 122, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:882
  {
    level: 33, xp: 3040000, hitDice: '9d4+50', attackBonus: 16, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    thiefAbilities: {
      openLocks: 114, findTraps: 107, removeTraps: 121, climbWalls: 118, moveSilently: 97,
      hideInShadows: 94, pickPockets: 180, hearNoise: 124, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:883
  {
    level: 34, xp: 3160000, hitDice: '9d4+52', attackBonus: 17, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    thiefAbilities: {
      openLocks: 116, findTraps: 108, removeTraps: 124, climbWalls: 119, moveSilently: 98,
      hideInShadows: 96, pickPockets: 185, hearNoise: 126, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:884
  {
    level: 35, xp: 3280000, hitDice: '9d4+54', attackBonus: 17, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    thiefAbilities: {
      openLocks: 118, findTraps: 109, removeTraps: 127, climbWalls: 119, moveSilently: 99,
      hideInShadows: 98, pickPockets: 190, hearNoise: 128, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
  // 004:885
  {
    level: 36, xp: 3400000, hitDice: '9d4+56', attackBonus: 18, skills: 12, weaponFeats: 10,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    thiefAbilities: {
      openLocks: 120, findTraps: 110, removeTraps: 130, climbWalls: 120, moveSilently: 100,
      hideInShadows: 100, pickPockets: 195, hearNoise: 130, readLanguages: 80, useMagicUserScroll: 90,
    },
    spellsPerDay: [], gains: [],
  },
];

/** The thief's abilities, described from the prose after the table. */
const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'sneak-attack',
    name: 'Sneak Attack',
    description:
      'Against a foe who does not know where the thief is (hidden, invisible or concealed, not merely behind it), +4 ' +
      'to hit and double damage, in melee or with a missile at short range; both attacks benefit when fighting with ' +
      'two weapons.',
    citation: { file: SOURCE, lines: '907-911' },
  },
  {
    id: 'open-locks',
    name: 'Open Locks',
    description:
      'With lock picks (or improvised ones), pick a lock at the table percentage; one try per lock until the thief ' +
      'gains a level, and picking sets off any trap still on the lock.',
    citation: { file: SOURCE, lines: '913-915' },
  },
  {
    id: 'find-traps',
    name: 'Find Traps',
    description:
      'When the player says the thief is searching, the GM rolls the table percentage for each trap present; a ' +
      'failure is indistinguishable from there being no trap.',
    citation: { file: SOURCE, lines: '917-919' },
  },
  {
    id: 'remove-traps',
    name: 'Remove Traps',
    description:
      'Disarm a known trap at the table percentage; each failure sets the trap off, but the thief may keep trying.',
    citation: { file: SOURCE, lines: '921-923' },
  },
  {
    id: 'climb-walls',
    name: 'Climb Walls',
    description:
      'Climb sheer surfaces at the table percentage, rolling per 100 feet or part; a failure means a fall from half ' +
      'way up.',
    citation: { file: SOURCE, lines: '925-927' },
  },
  {
    id: 'move-silently',
    name: 'Move Silently',
    description:
      'Move without being heard at the table percentage, rolled secretly by the GM for each round of movement.',
    citation: { file: SOURCE, lines: '929' },
  },
  {
    id: 'hide-in-shadows',
    name: 'Hide in Shadows',
    description:
      'Hide in cover or shadow at the table percentage, rolled when hiding and for each round of movement; anyone ' +
      'already watching the thief still sees it.',
    citation: { file: SOURCE, lines: '931-933' },
  },
  {
    id: 'pick-pockets',
    name: 'Pick Pockets',
    description:
      'Steal a named small, unheld item at the table percentage less 5% per hit die of the target; failing by up to ' +
      'double the chance goes unnoticed, worse (or 00) is noticed.',
    citation: { file: SOURCE, lines: '935-941' },
  },
  {
    id: 'hear-noise',
    name: 'Hear Noise',
    description:
      'Listening quietly at a door, window or thin wall, hear faint noises at the table percentage (GM rolls; needs ' +
      'quiet surroundings).',
    citation: { file: SOURCE, lines: '943-945' },
  },
  {
    id: 'read-languages',
    name: 'Read Languages',
    description: 'From 4th level, an 80% chance to decipher any non-magical writing or code (written text only).',
    citation: { file: SOURCE, lines: '947-949' },
  },
  {
    id: 'use-magic-user-scroll',
    name: 'Use Magic-User Scroll',
    description:
      'From 10th level, a 90% chance to read and cast a magic-user spell from a scroll; on a failure the spell is ' +
      'spent and misfires (an offensive spell centres on the thief, others fizzle).',
    citation: { file: SOURCE, lines: '951-955' },
  },
];

/** Cells that break the table's own pattern; each is kept as printed. */
const RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    level: 25,
    column: 'hitDice',
    note:
      'Printed 9d4+34 after 9d4+30 at 24th, a jump of 4 where the prose gives 2 hp a level; every later row keeps ' +
      'the offset (9d4+56 at 36th, not +54). Kept as printed; hit points follow hpPerLevelAfterNinth.',
    citation: { file: SOURCE, lines: '874-885' },
  },
  {
    level: 33,
    column: 'climbWalls',
    note:
      'Printed 118 at both 32nd and 33rd and 119 at both 34th and 35th, breaking the +1-a-level run from 87; kept ' +
      'as printed (the mystic table in the supplement has the same figures).',
    citation: { file: SOURCE, lines: '881-884' },
  },
];

/** Everything chapter 4 says about the thief class. */
export const THIEF: ClassTable = {
  id: 'thief',
  name: 'Thief',
  // 004:899 "Thieves gain 1d4 hit points per level of experience until 9th level."
  hitDie: 4,
  // 004:899 "After 9th level, thieves gain 2 hit points per level and do not add additional Con bonuses"
  hpPerLevelAfterNinth: 2,
  summary:
    'A human specialist in stealth, locks, traps and trickery, not necessarily dishonest: a scout and trap-breaker ' +
    'who strikes hard from hiding but is no front-line fighter.',
  equipmentRestrictions:
    'Leather armour only and no shields; any one-handed weapon and any missile weapon, but no two-handed weapons.',
  levels: LEVELS,
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SOURCE,
    lines: '843-957',
    table: 'Table 4-9: Thief abilities by level',
    note:
      'Rows at 850-885; blank Read Languages / Use Magic-User Scroll cells told apart by row length (19/20/21); ' +
      'percentages over 100 kept as printed.',
  },
};
