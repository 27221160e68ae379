/**
 * The Dark Dungeons mystic: the class prose (source 004, lines 729-841) and Table 4-8, which the source refers to
 * but does not contain. The table comes from the supplement (supplements/dark-dungeons-tables.md section 3, rows at
 * lines 117-152), which merges the original edition's transcription (AC, movement, strike to kill, thief-like
 * percentages) with the later edition's tables (XP, hit dice, attack bonus, saves, "unarmed hits as", new abilities).
 * Where the source's prose gives a figure (ability levels, hit points), the prose wins.
 *
 * Each row is preceded by the supplement line it was read from ("supplement:117" = line 117 of that file).
 * Table 4-8 has no Skills or Weapon Feats columns: those two figures follow the schedule every other class prints
 * (see the reconstructions).
 */
import type { ClassLevelRow, ClassTable, Reconstruction, SpecialAbility } from '../types';

const SOURCE = '004_b3026cedeba6292d.txt';
const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

/** Table 4-8, one entry per level. */
const LEVELS: readonly ClassLevelRow[] = [
  // supplement:117
  {
    level: 1, xp: 0, hitDice: '1d6', attackBonus: 1, skills: 4, weaponFeats: 2,
    saves: { deathRayPoison: 12, magicWands: 13, paralysisPetrify: 14, breathWeapon: 15, rodStaffSpell: 16 },
    mystic: { armourClass: 9, movement: 40, strikeDamage: '1d4', attacks: '1', unarmedAs: '-' },
    thiefAbilities: { findTraps: 10, removeTraps: 10, climbWalls: 87, moveSilently: 20, hideInShadows: 10 },
    spellsPerDay: [],
    gains: [
      'mystic-armour-class', 'mystic-movement-rate', 'strike-to-kill-damage', 'unarmed-attack-as', 'find-traps',
      'remove-traps', 'climb-walls', 'move-silently', 'hide-in-shadows',
    ],
  },
  // supplement:118
  {
    level: 2, xp: 2000, hitDice: '2d6', attackBonus: 1, skills: 4, weaponFeats: 2,
    saves: { deathRayPoison: 12, magicWands: 13, paralysisPetrify: 14, breathWeapon: 15, rodStaffSpell: 16 },
    mystic: { armourClass: 8, movement: 45, strikeDamage: '1d4+1', attacks: '1', unarmedAs: 'Silver' },
    thiefAbilities: { findTraps: 15, removeTraps: 15, climbWalls: 88, moveSilently: 25, hideInShadows: 15 },
    spellsPerDay: [], gains: ['alertness'],
  },
  // supplement:119
  {
    level: 3, xp: 4000, hitDice: '3d6', attackBonus: 1, skills: 4, weaponFeats: 3,
    saves: { deathRayPoison: 11, magicWands: 12, paralysisPetrify: 13, breathWeapon: 14, rodStaffSpell: 15 },
    mystic: { armourClass: 7, movement: 45, strikeDamage: '1d6', attacks: '1', unarmedAs: 'Silver' },
    thiefAbilities: { findTraps: 20, removeTraps: 20, climbWalls: 89, moveSilently: 30, hideInShadows: 20 },
    spellsPerDay: [], gains: [],
  },
  // supplement:120
  {
    level: 4, xp: 8000, hitDice: '4d6', attackBonus: 2, skills: 4, weaponFeats: 3,
    saves: { deathRayPoison: 11, magicWands: 12, paralysisPetrify: 13, breathWeapon: 14, rodStaffSpell: 15 },
    mystic: { armourClass: 6, movement: 50, strikeDamage: '1d6+1', attacks: '1', unarmedAs: 'Silver' },
    thiefAbilities: { findTraps: 25, removeTraps: 25, climbWalls: 90, moveSilently: 35, hideInShadows: 24 },
    spellsPerDay: [], gains: ['self-healing'],
  },
  // supplement:121
  {
    level: 5, xp: 16000, hitDice: '5d6', attackBonus: 2, skills: 5, weaponFeats: 3,
    saves: { deathRayPoison: 10, magicWands: 11, paralysisPetrify: 12, breathWeapon: 13, rodStaffSpell: 14 },
    mystic: { armourClass: 5, movement: 55, strikeDamage: '1d8', attacks: '2', unarmedAs: '+1' },
    thiefAbilities: { findTraps: 30, removeTraps: 30, climbWalls: 91, moveSilently: 40, hideInShadows: 28 },
    spellsPerDay: [], gains: ['strike-to-kill-attacks'],
  },
  // supplement:122
  {
    level: 6, xp: 32000, hitDice: '6d6', attackBonus: 3, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 9, magicWands: 10, paralysisPetrify: 11, breathWeapon: 12, rodStaffSpell: 13 },
    mystic: { armourClass: 4, movement: 55, strikeDamage: '1d8+1', attacks: '2', unarmedAs: '+1' },
    thiefAbilities: { findTraps: 35, removeTraps: 34, climbWalls: 92, moveSilently: 44, hideInShadows: 32 },
    spellsPerDay: [], gains: ['speak-with-animals'],
  },
  // supplement:123
  {
    level: 7, xp: 64000, hitDice: '7d6', attackBonus: 3, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 9, magicWands: 10, paralysisPetrify: 11, breathWeapon: 12, rodStaffSpell: 13 },
    mystic: { armourClass: 3, movement: 60, strikeDamage: '1d10', attacks: '2', unarmedAs: '+1' },
    thiefAbilities: { findTraps: 40, removeTraps: 38, climbWalls: 93, moveSilently: 48, hideInShadows: 35 },
    spellsPerDay: [], gains: [],
  },
  // supplement:124
  {
    level: 8, xp: 120000, hitDice: '8d6', attackBonus: 4, skills: 5, weaponFeats: 4,
    saves: { deathRayPoison: 8, magicWands: 9, paralysisPetrify: 10, breathWeapon: 11, rodStaffSpell: 12 },
    mystic: { armourClass: 2, movement: 65, strikeDamage: '1d12', attacks: '2', unarmedAs: '+2' },
    thiefAbilities: { findTraps: 45, removeTraps: 42, climbWalls: 94, moveSilently: 52, hideInShadows: 38 },
    spellsPerDay: [], gains: ['spell-resistance', 'breath-evasion'],
  },
  // supplement:125
  {
    level: 9, xp: 240000, hitDice: '9d6', attackBonus: 4, skills: 6, weaponFeats: 5,
    saves: { deathRayPoison: 7, magicWands: 8, paralysisPetrify: 9, breathWeapon: 10, rodStaffSpell: 11 },
    mystic: { armourClass: 1, movement: 65, strikeDamage: '2d8', attacks: '3', unarmedAs: '+2' },
    thiefAbilities: { findTraps: 50, removeTraps: 46, climbWalls: 95, moveSilently: 55, hideInShadows: 41 },
    spellsPerDay: [], gains: ['smash', 'parry'],
  },
  // supplement:126
  {
    level: 10, xp: 360000, hitDice: '9d6+2', attackBonus: 5, skills: 6, weaponFeats: 5,
    saves: { deathRayPoison: 7, magicWands: 8, paralysisPetrify: 9, breathWeapon: 10, rodStaffSpell: 11 },
    mystic: { armourClass: 0, movement: 70, strikeDamage: '2d10', attacks: '3', unarmedAs: '+2' },
    thiefAbilities: { findTraps: 54, removeTraps: 50, climbWalls: 96, moveSilently: 58, hideInShadows: 44 },
    spellsPerDay: [], gains: ['speak-with-anyone'],
  },
  // supplement:127
  {
    level: 11, xp: 480000, hitDice: '9d6+4', attackBonus: 5, skills: 6, weaponFeats: 6,
    saves: { deathRayPoison: 6, magicWands: 7, paralysisPetrify: 8, breathWeapon: 9, rodStaffSpell: 10 },
    mystic: { armourClass: -1, movement: 75, strikeDamage: '2d12', attacks: '3', unarmedAs: '+3' },
    thiefAbilities: { findTraps: 58, removeTraps: 54, climbWalls: 97, moveSilently: 61, hideInShadows: 47 },
    spellsPerDay: [], gains: [],
  },
  // supplement:128
  {
    level: 12, xp: 600000, hitDice: '9d6+6', attackBonus: 6, skills: 6, weaponFeats: 6,
    saves: { deathRayPoison: 6, magicWands: 7, paralysisPetrify: 8, breathWeapon: 9, rodStaffSpell: 10 },
    mystic: { armourClass: -2, movement: 80, strikeDamage: '3d8+1', attacks: '3', unarmedAs: '+3' },
    thiefAbilities: { findTraps: 62, removeTraps: 58, climbWalls: 98, moveSilently: 64, hideInShadows: 50 },
    spellsPerDay: [], gains: ['mind-blank'],
  },
  // supplement:129
  {
    level: 13, xp: 720000, hitDice: '9d6+8', attackBonus: 6, skills: 7, weaponFeats: 6,
    saves: { deathRayPoison: 6, magicWands: 6, paralysisPetrify: 7, breathWeapon: 8, rodStaffSpell: 9 },
    mystic: { armourClass: -3, movement: 85, strikeDamage: '4d6+2', attacks: '4', unarmedAs: '+3' },
    thiefAbilities: { findTraps: 66, removeTraps: 61, climbWalls: 99, moveSilently: 66, hideInShadows: 53 },
    spellsPerDay: [], gains: [],
  },
  // supplement:130
  {
    level: 14, xp: 840000, hitDice: '9d6+10', attackBonus: 7, skills: 7, weaponFeats: 6,
    saves: { deathRayPoison: 6, magicWands: 6, paralysisPetrify: 7, breathWeapon: 8, rodStaffSpell: 9 },
    mystic: { armourClass: -4, movement: 90, strikeDamage: '5d6', attacks: '4', unarmedAs: '+4' },
    thiefAbilities: { findTraps: 70, removeTraps: 64, climbWalls: 100, moveSilently: 68, hideInShadows: 56 },
    spellsPerDay: [], gains: ['fade'],
  },
  // supplement:131
  {
    level: 15, xp: 960000, hitDice: '9d6+12', attackBonus: 7, skills: 7, weaponFeats: 7,
    saves: { deathRayPoison: 6, magicWands: 6, paralysisPetrify: 7, breathWeapon: 8, rodStaffSpell: 9 },
    mystic: { armourClass: -5, movement: 95, strikeDamage: '4d8', attacks: '4', unarmedAs: '+4' },
    thiefAbilities: { findTraps: 73, removeTraps: 67, climbWalls: 101, moveSilently: 70, hideInShadows: 58 },
    spellsPerDay: [], gains: [],
  },
  // supplement:132
  {
    level: 16, xp: 1080000, hitDice: '9d6+14', attackBonus: 8, skills: 7, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 6, breathWeapon: 7, rodStaffSpell: 8 },
    mystic: { armourClass: -6, movement: 100, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 76, removeTraps: 70, climbWalls: 102, moveSilently: 72, hideInShadows: 60 },
    spellsPerDay: [], gains: ['dim-mak'],
  },
  // supplement:133
  {
    level: 17, xp: 1200000, hitDice: '9d6+16', attackBonus: 8, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 6, breathWeapon: 7, rodStaffSpell: 8 },
    mystic: { armourClass: -6, movement: 100, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 80, removeTraps: 73, climbWalls: 103, moveSilently: 74, hideInShadows: 62 },
    spellsPerDay: [], gains: [],
  },
  // supplement:134
  {
    level: 18, xp: 1320000, hitDice: '9d6+18', attackBonus: 9, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 6, paralysisPetrify: 6, breathWeapon: 7, rodStaffSpell: 8 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 83, removeTraps: 76, climbWalls: 104, moveSilently: 76, hideInShadows: 64 },
    spellsPerDay: [], gains: [],
  },
  // supplement:135
  {
    level: 19, xp: 1440000, hitDice: '9d6+20', attackBonus: 9, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 5, paralysisPetrify: 6, breathWeapon: 6, rodStaffSpell: 7 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 86, removeTraps: 79, climbWalls: 105, moveSilently: 78, hideInShadows: 66 },
    spellsPerDay: [], gains: [],
  },
  // supplement:136
  {
    level: 20, xp: 1560000, hitDice: '9d6+22', attackBonus: 10, skills: 8, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 5, paralysisPetrify: 6, breathWeapon: 6, rodStaffSpell: 7 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 89, removeTraps: 82, climbWalls: 106, moveSilently: 80, hideInShadows: 68 },
    spellsPerDay: [], gains: [],
  },
  // supplement:137
  {
    level: 21, xp: 1680000, hitDice: '9d6+24', attackBonus: 10, skills: 9, weaponFeats: 7,
    saves: { deathRayPoison: 5, magicWands: 5, paralysisPetrify: 6, breathWeapon: 6, rodStaffSpell: 7 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 92, removeTraps: 85, climbWalls: 107, moveSilently: 82, hideInShadows: 70 },
    spellsPerDay: [], gains: [],
  },
  // supplement:138
  {
    level: 22, xp: 1800000, hitDice: '9d6+26', attackBonus: 11, skills: 9, weaponFeats: 7,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 5, breathWeapon: 5, rodStaffSpell: 6 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 94, removeTraps: 88, climbWalls: 108, moveSilently: 84, hideInShadows: 72 },
    spellsPerDay: [], gains: [],
  },
  // supplement:139
  {
    level: 23, xp: 1920000, hitDice: '9d6+28', attackBonus: 11, skills: 9, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 5, breathWeapon: 5, rodStaffSpell: 6 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 96, removeTraps: 91, climbWalls: 109, moveSilently: 86, hideInShadows: 74 },
    spellsPerDay: [], gains: [],
  },
  // supplement:140
  {
    level: 24, xp: 2040000, hitDice: '9d6+30', attackBonus: 12, skills: 9, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 5, paralysisPetrify: 5, breathWeapon: 5, rodStaffSpell: 6 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 98, removeTraps: 94, climbWalls: 110, moveSilently: 88, hideInShadows: 76 },
    spellsPerDay: [], gains: [],
  },
  // supplement:141
  {
    level: 25, xp: 2160000, hitDice: '9d6+32', attackBonus: 12, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 4, paralysisPetrify: 5, breathWeapon: 4, rodStaffSpell: 5 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 99, removeTraps: 97, climbWalls: 111, moveSilently: 89, hideInShadows: 78 },
    spellsPerDay: [], gains: [],
  },
  // supplement:142
  {
    level: 26, xp: 2280000, hitDice: '9d6+34', attackBonus: 13, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 4, paralysisPetrify: 5, breathWeapon: 4, rodStaffSpell: 5 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 100, removeTraps: 100, climbWalls: 112, moveSilently: 90, hideInShadows: 80 },
    spellsPerDay: [], gains: [],
  },
  // supplement:143
  {
    level: 27, xp: 2400000, hitDice: '9d6+36', attackBonus: 13, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 4, magicWands: 4, paralysisPetrify: 5, breathWeapon: 4, rodStaffSpell: 5 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 101, removeTraps: 103, climbWalls: 113, moveSilently: 91, hideInShadows: 82 },
    spellsPerDay: [], gains: [],
  },
  // supplement:144
  {
    level: 28, xp: 2520000, hitDice: '9d6+40', attackBonus: 14, skills: 10, weaponFeats: 8,
    saves: { deathRayPoison: 3, magicWands: 4, paralysisPetrify: 4, breathWeapon: 3, rodStaffSpell: 4 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 102, removeTraps: 106, climbWalls: 114, moveSilently: 92, hideInShadows: 84 },
    spellsPerDay: [], gains: [],
  },
  // supplement:145
  {
    level: 29, xp: 2640000, hitDice: '9d6+42', attackBonus: 14, skills: 11, weaponFeats: 8,
    saves: { deathRayPoison: 3, magicWands: 4, paralysisPetrify: 4, breathWeapon: 3, rodStaffSpell: 4 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 103, removeTraps: 109, climbWalls: 115, moveSilently: 93, hideInShadows: 86 },
    spellsPerDay: [], gains: [],
  },
  // supplement:146
  {
    level: 30, xp: 2760000, hitDice: '9d6+44', attackBonus: 15, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 3, magicWands: 4, paralysisPetrify: 4, breathWeapon: 3, rodStaffSpell: 4 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 104, removeTraps: 112, climbWalls: 116, moveSilently: 94, hideInShadows: 88 },
    spellsPerDay: [], gains: [],
  },
  // supplement:147
  {
    level: 31, xp: 2880000, hitDice: '9d6+46', attackBonus: 15, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 3, magicWands: 3, paralysisPetrify: 3, breathWeapon: 2, rodStaffSpell: 3 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 105, removeTraps: 115, climbWalls: 117, moveSilently: 95, hideInShadows: 90 },
    spellsPerDay: [], gains: [],
  },
  // supplement:148
  {
    level: 32, xp: 3000000, hitDice: '9d6+48', attackBonus: 16, skills: 11, weaponFeats: 9,
    saves: { deathRayPoison: 3, magicWands: 3, paralysisPetrify: 3, breathWeapon: 2, rodStaffSpell: 3 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 106, removeTraps: 118, climbWalls: 118, moveSilently: 96, hideInShadows: 92 },
    spellsPerDay: [], gains: [],
  },
  // supplement:149
  {
    level: 33, xp: 3120000, hitDice: '9d6+50', attackBonus: 16, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 3, magicWands: 3, paralysisPetrify: 3, breathWeapon: 2, rodStaffSpell: 3 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 107, removeTraps: 121, climbWalls: 118, moveSilently: 97, hideInShadows: 94 },
    spellsPerDay: [], gains: [],
  },
  // supplement:150
  {
    level: 34, xp: 3240000, hitDice: '9d6+52', attackBonus: 17, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 108, removeTraps: 124, climbWalls: 119, moveSilently: 98, hideInShadows: 96 },
    spellsPerDay: [], gains: [],
  },
  // supplement:151
  {
    level: 35, xp: 3360000, hitDice: '9d6+54', attackBonus: 17, skills: 12, weaponFeats: 9,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 109, removeTraps: 127, climbWalls: 119, moveSilently: 99, hideInShadows: 98 },
    spellsPerDay: [], gains: [],
  },
  // supplement:152
  {
    level: 36, xp: 3480000, hitDice: '9d6+56', attackBonus: 18, skills: 12, weaponFeats: 10,
    saves: { deathRayPoison: 2, magicWands: 2, paralysisPetrify: 2, breathWeapon: 2, rodStaffSpell: 2 },
    mystic: { armourClass: -6, movement: 105, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' },
    thiefAbilities: { findTraps: 110, removeTraps: 130, climbWalls: 120, moveSilently: 100, hideInShadows: 100 },
    spellsPerDay: [], gains: [],
  },
];

/** The mystic's abilities, described from the source's prose (which wins over the supplement's summary). */
const SPECIAL_ABILITIES: readonly SpecialAbility[] = [
  {
    id: 'mystic-armour-class',
    name: 'Armour Class',
    description:
      'The mystic wears no armour, yet its armour class improves with level as Table 4-8 lists (9 at 1st down to -6 ' +
      'from 16th).',
    citation: { file: SOURCE, lines: '759' },
  },
  {
    id: 'mystic-movement-rate',
    name: 'Movement Rate',
    description: 'Movement per round rises with level as Table 4-8 lists (40 feet at 1st up to 105 feet).',
    citation: { file: SOURCE, lines: '761' },
  },
  {
    id: 'strike-to-kill-damage',
    name: 'Strike to Kill Damage',
    description:
      'Fighting unarmed with the unarmed strikes proficiency, the mystic may strike to kill instead of to stun: ' +
      'damage from Table 4-8 (1d4 at 1st up to 3d12 at 16th) plus Strength bonus, but no stun or knockout.',
    citation: { file: SOURCE, lines: '767-769' },
  },
  {
    id: 'unarmed-attack-as',
    name: 'Unarmed Attack As',
    description:
      'Unarmed attacks count as silver from 2nd level and as magic weapons (+1 from 5th, rising per Table 4-8) for ' +
      'deciding whether they can hurt resistant creatures only; no bonus to hit or damage.',
    citation: { file: SOURCE, lines: '771-775' },
  },
  {
    id: 'find-traps',
    name: 'Find Traps',
    description:
      'When the player says the mystic is searching, the GM rolls the Table 4-8 percentage for each trap present; a ' +
      'failure is indistinguishable from there being no trap.',
    citation: { file: SOURCE, lines: '777-779' },
  },
  {
    id: 'remove-traps',
    name: 'Remove Traps',
    description:
      'Disarm a known trap at the Table 4-8 percentage; each failure sets the trap off, but the mystic may try again.',
    citation: { file: SOURCE, lines: '781-785' },
  },
  {
    id: 'climb-walls',
    name: 'Climb Walls',
    description:
      'Climb sheer surfaces at the Table 4-8 percentage, rolling per 100 feet or part; a failure means a fall from ' +
      'half way up.',
    citation: { file: SOURCE, lines: '787-789' },
  },
  {
    id: 'move-silently',
    name: 'Move Silently',
    description:
      'Move without being heard at the Table 4-8 percentage, rolled secretly by the GM for each round of movement.',
    citation: { file: SOURCE, lines: '791-793' },
  },
  {
    id: 'hide-in-shadows',
    name: 'Hide in Shadows',
    description:
      'Hide in cover or shadow at the Table 4-8 percentage, rolled by the GM when hiding and for each round of ' +
      'movement; anyone already watching still sees the mystic.',
    citation: { file: SOURCE, lines: '795-799' },
  },
  {
    id: 'alertness',
    name: 'Alertness',
    description: 'From 2nd level, the mystic is surprised only on a 1 on d6 instead of 1-2.',
    citation: { file: SOURCE, lines: '803' },
  },
  {
    id: 'self-healing',
    name: 'Self Healing',
    description: 'From 4th level, once a day, a round of concentration heals the mystic 1 hit point per level.',
    citation: { file: SOURCE, lines: '805' },
  },
  {
    id: 'strike-to-kill-attacks',
    name: 'Strike to Kill Attacks',
    description:
      'From 5th level, two unarmed strike-to-kill attacks per round; three from 9th and four from 13th (Table 4-8). ' +
      'Not with weapons, nor when striking to stun.',
    citation: {
      file: SOURCE,
      lines: '763-765',
      note: 'Table 4-8\'s abilities column shows "-" at 5th; the prose sets 5th.',
    },
  },
  {
    id: 'speak-with-animals',
    name: 'Speak with Animals',
    description:
      'From 6th level, the mystic understands any animal and makes itself understood, mind to mind. The animal ' +
      'gains no intelligence and need not cooperate.',
    citation: { file: SOURCE, lines: '807-809' },
  },
  {
    id: 'spell-resistance',
    name: 'Spell Resistance',
    description:
      'From 8th level, spells and spell-like abilities do half damage; a successful save against a half-damage ' +
      'attack cuts it to a quarter.',
    citation: { file: SOURCE, lines: '811' },
  },
  {
    id: 'breath-evasion',
    name: 'Breath Evasion',
    description:
      'From 8th level, breath weapons do half damage; a successful save against a half-damage breath cuts it to a ' +
      'quarter.',
    citation: { file: SOURCE, lines: '813' },
  },
  {
    id: 'smash',
    name: 'Smash',
    description:
      'From 9th level, a declared melee smash, armed or with one unarmed attack: the mystic loses initiative and ' +
      'takes -5 to hit, but on a hit adds its Strength score (as well as its Strength bonus) to the damage.',
    citation: { file: SOURCE, lines: '815-817' },
  },
  {
    id: 'parry',
    name: 'Parry',
    description:
      'From 9th level, declared before initiative: the mystic makes no attacks that round, and every attack on it ' +
      'is made at -4.',
    citation: { file: SOURCE, lines: '819' },
  },
  {
    id: 'speak-with-anyone',
    name: 'Speak with Anyone',
    description: 'From 10th level, Speak with Animals works with any creature that has a natural language.',
    citation: { file: SOURCE, lines: '821' },
  },
  {
    id: 'mind-blank',
    name: 'Mind Blank',
    description: 'From 12th level, immune to Charm, Quest and Geas, Hold and Slow spells, and ESP.',
    citation: {
      file: SOURCE,
      lines: '823',
      note: 'The supplement (line 167) narrows this to Charm Person and Hold Person; the source prose wins.',
    },
  },
  {
    id: 'fade',
    name: 'Fade',
    description:
      'From 14th level, once a day, the mystic fades from view for up to a round per level; being mental, it is not ' +
      'revealed by detect-invisibility effects, and it ends when the mystic attacks, speaks or draws attention.',
    citation: { file: SOURCE, lines: '825' },
  },
  {
    id: 'dim-mak',
    name: 'Dim Mak',
    description:
      'From 16th level, once a day, a touch with no saving throw against a target of no more hit dice or levels ' +
      'than the mystic: 24-hour charm, cureall, death, 24-hour quest, or 24-hour paralysis, chosen before the ' +
      'attack. A miss does not use it up.',
    citation: { file: SOURCE, lines: '827-841' },
  },
];

/** Decisions about Table 4-8's gaps and odd cells. Printed figures are kept as printed. */
const RECONSTRUCTIONS: readonly Reconstruction[] = [
  {
    column: 'skills',
    note:
      'Table 4-8 has no Skills column; we use 4 at 1st (004:755) +1 at 5, 9, ... 33, the schedule the supplement ' +
      'gives for every class and the other class tables print (e.g. 004:562-597).',
    citation: { file: SUPPLEMENT, lines: '195' },
  },
  {
    column: 'weaponFeats',
    note:
      'Table 4-8 has no Weapon Feats column; we use 2 at 1st (004:757) +1 at 3, 6, 9, 11, 15, 23, 30, 36, the ' +
      'supplement\'s "Standard" schedule, which the other non-martial class tables print.',
    citation: { file: SUPPLEMENT, lines: '204' },
  },
  {
    level: 1,
    column: 'gains',
    note:
      'Added mystic-armour-class and mystic-movement-rate, which the prose lists among the mystic abilities ' +
      '(004:759-761) but Table 4-8\'s abilities column omits.',
    citation: { file: SUPPLEMENT, lines: '117' },
  },
  {
    level: 5,
    column: 'gains',
    note: 'Table 4-8 prints "-"; added strike-to-kill-attacks, which the prose starts at 5th (004:763).',
    citation: { file: SUPPLEMENT, lines: '121' },
  },
  {
    level: 10,
    column: 'gains',
    note:
      'Table 4-8 prints "Speak with Animals" again; the prose gives Speak with Anyone at 10th (004:821), so we store ' +
      'speak-with-anyone (the supplement flags this erratum at line 157).',
    citation: { file: SUPPLEMENT, lines: '126' },
  },
  {
    level: 28,
    column: 'hitDice',
    note:
      'Printed 9d6+40 after 9d6+36 at 27th, a jump of 4 where the prose gives 2 hp a level (004:751); later rows ' +
      'keep the offset (9d6+56 at 36th, not +54). Kept as printed; hit points follow hpPerLevelAfterNinth.',
    citation: { file: SUPPLEMENT, lines: '144-152' },
  },
];

/** Everything chapter 4 (and the supplement's Table 4-8) says about the mystic class. */
export const MYSTIC: ClassTable = {
  id: 'mystic',
  name: 'Mystic',
  // 004:751 "Mystics gain 1d6 hit points per level of experience until 9th level."
  hitDie: 6,
  // 004:751 "After 9th level, mystics gain 2 hit points per level and do not add additional Con bonuses"
  hpPerLevelAfterNinth: 2,
  summary:
    'A human martial artist trained in a secluded monastery: fights best unarmed, has an armour class and speed ' +
    'that improve with level and a scout\'s skills, and must keep a code (never lie, own only what it can carry, ' +
    'trust its own abilities).',
  equipmentRestrictions:
    'No armour, no shields and no other items that improve armour class (such as rings of protection); any weapon, ' +
    'though the mystic is usually better off fighting unarmed.',
  levels: LEVELS,
  specialAbilities: SPECIAL_ABILITIES,
  reconstructions: RECONSTRUCTIONS,
  citation: {
    file: SUPPLEMENT,
    lines: '105-171',
    table: 'Table 4-8: Mystic abilities by level',
    note:
      'Missing from 004 (prose at 004:729-841); rows at 117-152. "S" stored as "Silver"; thief-like percentages ' +
      'are the original edition\'s (they equal Table 4-9).',
  },
};
