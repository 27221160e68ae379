/**
 * Dark Dungeons' monster figures by hit dice: attack bonus, base XP and XP per asterisk (supplement
 * `supplements/dark-dungeons-tables.md` §11.3, lines 997-1028, from [PJS] "Base Monster Abilities", `17` l.180-243).
 * The combat tracker reaches it through the seam (`SystemDefinition.monsters`).
 */
import type { MonsterFiguresRow, MonsterFiguresTable } from '../../campaign/monsters';

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md §11.3';

/** [label, attack bonus, base XP, XP per asterisk, the largest hit-dice value of the row]. */
type Row = readonly [string, number, number, number, number];

/** Lines 1005-1014: the three column groups of the printed table, read down each group in turn. */
const PRINTED: readonly Row[] = [
  // First column group (lines 1005-1014): "< 1" to "4+".
  ['< 1', 1, 5, 1, 0.999],
  ['1', 1, 10, 3, 1],
  ['1+', 2, 15, 4, 1.5],
  ['2', 2, 20, 5, 2],
  ['2+', 3, 25, 10, 2.5],
  ['3', 3, 35, 15, 3],
  ['3+', 4, 50, 25, 3.5],
  ['4', 4, 75, 50, 4],
  ['4+', 5, 125, 75, 4.5],
  ['5', 5, 175, 125, 5],
  // Second column group: "5+" to "10+ to 11".
  ['5+', 6, 225, 175, 5.5],
  ['6', 6, 275, 225, 6],
  ['6+', 7, 350, 300, 6.5],
  ['7', 7, 450, 400, 7],
  ['7+', 8, 550, 475, 7.5],
  ['8', 8, 650, 550, 8],
  ['8+', 9, 775, 625, 8.5],
  ['9', 9, 900, 700, 9],
  ['9+ to 10', 10, 1_000, 750, 10],
  ['10+ to 11', 10, 1_100, 800, 11],
  // Third column group: "11+ to 12" to "20+ to 21".
  ['11+ to 12', 11, 1_250, 875, 12],
  ['12+ to 13', 11, 1_350, 950, 13],
  ['13+ to 14', 12, 1_500, 1_000, 14],
  ['14+ to 15', 12, 1_650, 1_050, 15],
  ['15+ to 16', 13, 1_850, 1_100, 16],
  ['16+ to 17', 13, 2_000, 1_150, 17],
  ['17+ to 18', 14, 2_125, 1_350, 18],
  ['18+ to 19', 14, 2_250, 1_550, 19],
  ['19+ to 20', 15, 2_375, 1_800, 20],
  ['20+ to 21', 15, 2_500, 2_000, 21],
];

/**
 * Attack bonus above 21 hit dice (line 1022-1024), as [largest hit-dice value of the band, bonus]: +16 for 21+ to 23
 * up to +23 for 35+ to 36, then +1 a band from 36+ to 37 (+24) to 50+ to 51 (+38), then the wider bands to 100+.
 */
const AB_BANDS: readonly (readonly [number, number])[] = [
  [23, 16], [25, 17], [27, 18], [29, 19], [31, 20], [33, 21], [35, 22], [36, 23],
  ...Array.from({ length: 15 }, (_, i): readonly [number, number] => [37 + i, 24 + i]),
  [52, 38], [54, 39], [56, 40], [58, 41], [60, 42], [65, 43], [70, 44], [75, 45], [80, 46], [90, 47], [100, 48],
];

/**
 * Above 21 hit dice the printed rows follow a rule (lines 1016-1020): in the band "n+ to n+1", base XP is
 * 2,500 + 250 × (n − 20) and XP per asterisk is the base less 500; past 110 hit dice the same rule goes on (250 XP and
 * 250 per asterisk a hit die). Reconstruction: the rows "26+ to 27" (3,500 / 3,500) and "27+ to 28" (3,750 / 3,750)
 * break the rule and are read as errata (line 1019), so the rule's 4,000 / 3,500 and 4,250 / 3,750 are used.
 */
function beyond(value: number): Omit<MonsterFiguresRow, 'upTo'> {
  const n = Math.max(21, Math.ceil(value) - 1);
  const xp = 2_500 + 250 * (n - 20);
  const attackBonus = AB_BANDS.find(([upTo]) => value <= upTo)?.[1] ?? 49;
  return { label: `${n}+ to ${n + 1}`, attackBonus, xp, perAsterisk: xp - 500 };
}

/**
 * The Dark Dungeons table. Reconstruction: the supplement does not say what die a monster's hit dice are; d8 is the
 * Rules Cyclopedia's, used only to roll or average hit points the GM did not type.
 */
export const DARK_DUNGEONS_MONSTERS: MonsterFiguresTable = {
  name: `Base Monster Abilities, ${SUPPLEMENT}`,
  citation: `${SUPPLEMENT}, lines 997-1028 ([PJS] 17_-_Monsters.txt l.180-243)`,
  hitDie: 8,
  rows: PRINTED.map(([label, attackBonus, xp, perAsterisk, upTo]) => ({ label, attackBonus, xp, perAsterisk, upTo })),
  beyond,
};
