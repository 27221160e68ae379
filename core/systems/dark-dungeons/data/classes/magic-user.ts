/**
 * The Dark Dungeons magic-user: Table 4-7 and the class prose (source 004, lines 649-727).
 *
 * Each row is preceded by the source line it was read from ("004:656" = line 656 of 004_b3026cedeba6292d.txt).
 * The extracted text dropped the blank spell cells, so a printed row is: level, XP, hit dice, attack bonus, skills,
 * weapon feats, then 0-9 spells-per-day figures, then exactly five saves. Because a class always gains spell levels
 * from the lowest up, the blanks are all trailing and the split is unambiguous: the figures between the sixth token
 * and the last five are spell levels 1, 2, 3... in order.
 */
import type { ClassLevelRow, ClassTable, Reconstruction, SpecialAbility } from '../types';

const SOURCE = '004_b3026cedeba6292d.txt';

/** Table 4-7, one entry per level. `spellsPerDay[0]` is 1st-level spells. */
const LEVELS: readonly ClassLevelRow[] = [
  // 004:656
  {
    level: 1, xp: 0, hitDice: '1d4', attackBonus: 1, skills: 4, weaponFeats: 2,
    saves: { deathRayPoison: 13, magicWands: 14, paralysisPetrify: 13, breathWeapon: 16, rodStaffSpell: 15 },
    spellsPerDay: [1], gains: ['magic-user-spells'],
  },
  // 004:657
  {
    level: 2, xp: 2500, hitDice: '2d4', attackBonus: 1, skills: 4, weaponFeats: 2,
    saves: { deathRayPoison: 13, magicWands: 14, paralysisPetrify: 13, breathWeapon: 16, rodStaffSpell: 15 },
    spellsPerDay: [2], gains: [],
  },
  // 004:658
  {
    level: 3, xp: 5000, hitDice: '3d4', attackBonus: 1, skills: 4, weaponFeats: 3,
    saves: { deathRayPoison: 13, magicWands: 14, paralysisPetrify: 13, breathWeapon: 16, rodStaffSpell: 15 },
    spellsPerDay: [2, 1], gains: [],
  },
  // 004:659
  {
    level: 4, xp: 10000, hitDice: '4d4', attackBonus: 1, skills: 4, weaponFeats: 3,
    saves: { deathRayPoison: 13, magicWands: 14, paralysisPetrify: 13, breathWeapon: 16, rodStaffSpell: 14 },
    spellsPerDay: [2, 2], gains: [],
  },
  // 004:660
  {
    level: 5, xp: 20000, hitDice: '5d4', attackBonus: 2, skills: 5, weaponFeats: 3,
    saves: { deathRayPoison: 12, magicWands: 13, paralysisPetrify: 12, breathWeapon: 15, rodStaffSpell: 14 },
    spellsPerDay: [2, 2, 1], gains: [],
  },
  // 004:661
  {
    level: 6, xp: 40000, hitDice: '6d4', attackBonus: 2, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 12, magicWands: 13, paralysisPetrify: 12, breathWeapon: 15, rodStaffSpell: 13 },
    spellsPerDay: [3, 2, 2], gains: [],
  },
  // 004:662
  {
    level: 7, xp: 80000, hitDice: '7d4', attackBonus: 3, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 11, magicWands: 12, paralysisPetrify: 11, breathWeapon: 14, rodStaffSpell: 13 },
    spellsPerDay: [3, 2, 2, 1], gains: [],
  },
  // 004:663
  {
    level: 8, xp: 150000, hitDice: '8d4', attackBonus: 3, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 11, magicWands: 12, paralysisPetrify: 11, breathWeapon: 14, rodStaffSpell: 12 },
    spellsPerDay: [3, 3, 2, 2], gains: [],
  },
  // 004:664
  {
    level: 9, xp: 300000, hitDice: '9d4', attackBonus: 3, skills: 6, weaponFeats: 5,
    saves: { deathRayPoison: 11, magicWands: 12, paralysisPetrify: 11, breathWeapon: 14, rodStaffSpell: 11 },
    spellsPerDay: [3, 3, 2, 2, 1], gains: [],
  },
  // 004:665
  {
    level: 10, xp: 450000, hitDice: '9d4+1', attackBonus: 4, skills: 6, weaponFeats: 5,
    saves: { deathRayPoison: 10, magicWands: 11, paralysisPetrify: 10, breathWeapon: 13, rodStaffSpell: 11 },
    spellsPerDay: [4, 3, 3, 2, 2], gains: [],
  },
  // 004:666
  {
    level: 11, xp: 600000, hitDice: '9d4+2', attackBonus: 4, skills: 6, weaponFeats: 6,
    saves: { deathRayPoison: 10, magicWands: 11, paralysisPetrify: 10, breathWeapon: 13, rodStaffSpell: 10 },
    spellsPerDay: [4, 4, 4, 3, 2], gains: [],
  },
  // 004:667
  {
    level: 12, xp: 750000, hitDice: '9d4+3', attackBonus: 5, skills: 6, weaponFeats: 6,
    saves: { deathRayPoison: 9, magicWands: 10, paralysisPetrify: 9, breathWeapon: 12, rodStaffSpell: 10 },
    spellsPerDay: [4, 4, 4, 3, 2, 1], gains: [],
  },
  // 004:668
  {
    level: 13, xp: 900000, hitDice: '9d4+4', attackBonus: 5, skills: 7, weaponFeats: 6,
    saves: { deathRayPoison: 9, magicWands: 10, paralysisPetrify: 9, breathWeapon: 12, rodStaffSpell: 9 },
    spellsPerDay: [5, 4, 4, 3, 2, 2], gains: [],
  },
  // 004:669
  {
    level: 14, xp: 1050000, hitDice: '9d4+5', attackBonus: 5, skills: 7, weaponFeats: 6,
    saves: { deathRayPoison: 9, magicWands: 10, paralysisPetrify: 9, breathWeapon: 12, rodStaffSpell: 8 },
    spellsPerDay: [5, 4, 4, 4, 3, 2], gains: [],
  },
  // 004:670
  {
    level: 15, xp: 1200000, hitDice: '9d4+6', attackBonus: 6, skills: 7, weaponFeats: 7,
    saves: { deathRayPoison: 8, magicWands: 9, paralysisPetrify: 8, breathWeapon: 11, rodStaffSpell: 8 },
    spellsPerDay: [5, 4, 4, 4, 3, 2, 1], gains: [],
  },
  // 004:671
  {
    level: 16, xp: 1350000, hitDice: '9d4+7', attackBonus: 6, skills: 7, weaponFeats: 7,
    saves: { deathRayPoison: 8, magicWands: 9, paralysisPetrify: 8, breathWeapon: 11, rodStaffSpell: 7 },
    spellsPerDay: [5, 5, 5, 4, 3, 2, 2], gains: [],
  },
  // 004:672
  {
    level: 17, xp: 1500000, hitDice: '9d4+8', attackBonus: 7, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 7, magicWands: 8, paralysisPetrify: 7, breathWeapon: 10, rodStaffSpell: 7 },
    spellsPerDay: [6, 5, 5, 4, 4, 3, 2], gains: [],
  },
  // 004:673
  {
    level: 18, xp: 1650000, hitDice: '9d4+9', attackBonus: 7, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 7, magicWands: 8, paralysisPetrify: 7, breathWeapon: 10, rodStaffSpell: 6 },
    spellsPerDay: [6, 5, 5, 4, 4, 3, 2, 1], gains: [],
  },
  // 004:674
  {
    level: 19, xp: 1800000, hitDice: '9d4+10', attackBonus: 7, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 7, magicWands: 8, paralysisPetrify: 7, breathWeapon: 10, rodStaffSpell: 6 },
    spellsPerDay: [6, 5, 5, 5, 4, 3, 2, 2], gains: [],
  },
  // 004:675
  {
    level: 20, xp: 1950000, hitDice: '9d4+11', attackBonus: 8, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 6, magicWands: 7, paralysisPetrify: 6, breathWeapon: 9, rodStaffSpell: 5 },
    spellsPerDay: [6, 5, 5, 5, 4, 4, 3, 2], gains: [],
  },
  // 004:676
  {
    level: 21, xp: 2100000, hitDice: '9d4+12', attackBonus: 8, skills: 9, weaponFeats: 7,
    saves: { deathRayPoison: 6, magicWands: 7, paralysisPetrify: 6, breathWeapon: 9, rodStaffSpell: 5 },
    spellsPerDay: [6, 5, 5, 5, 4, 4, 3, 2, 1], gains: [],
  },
  // 004:677
  {
    level: 22, xp: 2250000, hitDice: '9d4+13', attackBonus: 9, skills: 9, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 5, breathWeapon: 8, rodStaffSpell: 4 },
    spellsPerDay: [6, 6, 5, 5, 5, 4, 3, 2, 2], gains: [],
  },
  // 004:678
  {
    level: 23, xp: 2400000, hitDice: '9d4+14', attackBonus: 9, skills: 9, weaponFeats: 8,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 5, breathWeapon: 8, rodStaffSpell: 4 },
    spellsPerDay: [6, 6, 6, 6, 5, 4, 3, 3, 2], gains: [],
  },
  // 004:679
  {
    level: 24, xp: 2550000, hitDice: '9d4+15', attackBonus: 9, skills: 9, weaponFeats: 8,
    saves: { deathRayPoison: 5, magicWands: 5, paralysisPetrify: 5, breathWeapon: 7, rodStaffSpell: 4 },
    spellsPerDay: [7, 7, 6, 6, 5, 5, 4, 3, 2], gains: [],
  },
  // 004:680
  {
    level: 25, xp: 2700000, hitDice: '9d4+16', attackBonus: 10, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 4, breathWeapon: 7, rodStaffSpell: 3 },
    spellsPerDay: [7, 7, 6, 6, 5, 5, 4, 4, 3], gains: [],
  },
  // 004:681
  {
    level: 26, xp: 2850000, hitDice: '9d4+17', attackBonus: 10, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 4, paralysisPetrify: 4, breathWeapon: 6, rodStaffSpell: 3 },
    spellsPerDay: [7, 7, 7, 6, 6, 5, 5, 4, 3], gains: [],
  },
  // 004:682
  {
    level: 27, xp: 3000000, hitDice: '9d4+18', attackBonus: 11, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 4, paralysisPetrify: 4, breathWeapon: 6, rodStaffSpell: 3 },
    spellsPerDay: [7, 7, 7, 6, 6, 5, 5, 5, 4], gains: [],
  },
  // 004:683
  {
    level: 28, xp: 3150000, hitDice: '9d4+19', attackBonus: 11, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 4, paralysisPetrify: 4, breathWeapon: 5, rodStaffSpell: 3 },
    spellsPerDay: [8, 8, 7, 6, 6, 6, 6, 5, 4], gains: [],
  },
  // 004:684
  {
    level: 29, xp: 3300000, hitDice: '9d4+20', attackBonus: 11, skills: 11, weaponFeats: 8,
    saves: { deathRayPoison: 3, magicWands: 3, paralysisPetrify: 3, breathWeapon: 5, rodStaffSpell: 2 },
    spellsPerDay: [8, 8, 7, 7, 7, 6, 6, 5, 5], gains: [],
  },
  // 004:685
  {
    level: 30, xp: 3450000, hitDice: '9d4+21', attackBonus: 12, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 3, magicWands: 3, paralysisPetrify: 3, breathWeapon: 4, rodStaffSpell: 2 },
    spellsPerDay: [8, 8, 8, 7, 7, 7, 6, 6, 5], gains: [],
  },
  // 004:686
  {
    level: 31, xp: 3600000, hitDice: '9d4+22', attackBonus: 12, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 3, magicWands: 3, paralysisPetrify: 3, breathWeapon: 4, rodStaffSpell: 2 },
    spellsPerDay: [8, 8, 8, 7, 7, 7, 7, 6, 6], gains: [],
  },
  // 004:687
  {
    level: 32, xp: 3750000, hitDice: '9d4+23', attackBonus: 13, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 3, magicWands: 3, paralysisPetrify: 3, breathWeapon: 3, rodStaffSpell: 2 },
    spellsPerDay: [9, 8, 8, 8, 8, 7, 7, 7, 6], gains: [],
  },
  // 004:688
  {
    level: 33, xp: 3900000, hitDice: '9d4+24', attackBonus: 13, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 3, rodStaffSpell: 2 },
    spellsPerDay: [9, 9, 9, 8, 8, 8, 7, 7, 7], gains: [],
  },
  // 004:689
  {
    level: 34, xp: 4050000, hitDice: '9d4+25', attackBonus: 13, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [9, 9, 9, 9, 8, 8, 8, 8, 7], gains: [],
  },
  // 004:690
  {
    level: 35, xp: 4200000, hitDice: '9d4+26', attackBonus: 14, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [9, 9, 9, 9, 9, 9, 8, 8, 8], gains: [],
  },
  // 004:691
  {
    level: 36, xp: 4350000, hitDice: '9d4+27', attackBonus: 15, skills: 12, weaponFeats: 10,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    spellsPerDay: [9, 9, 9, 9, 9, 9, 9, 9, 9], gains: [],
  },
];

/** The magic-user's only class feature is spellcasting; the prose describes no other special ability. */
const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'magic-user-spells',
    name: 'Spells',
    description:
      'Casts magic-user spells. After a full night of sleep and an hour with the spell book, prepares the number of ' +
      'spells per level shown in Table 4-7, each cast once (normal or reversed form chosen when preparing). Starts ' +
      'with a spell book holding Read Magic and one other 1st-level spell.',
    citation: { file: SOURCE, lines: '715-723' },
  },
];

/** Every printed cell of Table 4-7 is consistent with its neighbours, so nothing was reconstructed. */
const RECONSTRUCTIONS: readonly Reconstruction[] = [];

/** Everything chapter 4 says about the magic-user class. */
export const MAGIC_USER: ClassTable = {
  id: 'magic-user',
  name: 'Magic-User',
  // 004:705 "Magic-users gain 1d4 hit points per level of experience until 9th level."
  hitDie: 4,
  // 004:705 "After 9th level, magic-users gain 1 hit point per level and do not add additional Con bonuses"
  hpPerLevelAfterNinth: 1,
  summary:
    'A human scholar of the arcane who casts spells from a spell book: physically weak and reliant on the party at ' +
    'low level, but a wielder of great destructive power at high level.',
  equipmentRestrictions:
    'No armour and no shields. Weapons only from this list: dagger, staff, sling, whip, pistol, net and blowgun.',
  levels: LEVELS,
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SOURCE,
    lines: '649-727',
    table: 'Table 4-7: Magic-user abilities by level',
    note: 'Rows at 656-691; blank spell cells were collapsed in extraction and are trailing, split before the 5 saves.',
  },
};
