/**
 * The one reader of the printed class tables, for tests: it turns the rows of Tables 4-2a to 4-9 as the rule texts
 * print them (source 004, and the supplement for the mystic's Table 4-8) into the shape of a ClassLevelRow, so every
 * class-table test, the golden level-up test included, compares the data against the same independent reading.
 *
 * It takes the texts' lines as arguments (read them with tests/unit-support/sources.ts) and never the data files.
 */
import type { ClassId, MysticColumns, SavingThrows, ThiefAbilityId } from '../../types';

/** Source 004 and the supplement, as they are cited. */
export const SOURCE_004 = '004_b3026cedeba6292d.txt';
export const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

/** What the columns between Weapon Feats and the saves hold in a printed row. */
type MiddleColumns = 'none' | 'spells' | 'thief';

/** Where each class table is printed and how its columns read. */
export interface PrintedTableLayout {
  readonly file: typeof SOURCE_004 | typeof SUPPLEMENT;
  /** The line that prints the table's title, e.g. 004:72 "Table 4-2a: Cleric abilities by level". */
  readonly title: number;
  /** First and last line of the 36 rows (a split row may run onto a further line inside this range). */
  readonly rows: readonly [number, number];
  /** The class's "Hit Points" paragraph in 004 (hit die, and hit points after 9th). */
  readonly hpLine: number;
  readonly middle: MiddleColumns;
  /** Whether the table prints a "Special Abilities" column; without one, gains come from the prose. */
  readonly abilitiesColumn: boolean;
}

/** The eight printed tables (lines read by hand from the texts). */
export const PRINTED_TABLES: Readonly<Record<ClassId, PrintedTableLayout>> = {
  cleric: { file: SOURCE_004, title: 72, rows: [75, 110], hpLine: 171, middle: 'spells', abilitiesColumn: false },
  dwarf: { file: SOURCE_004, title: 279, rows: [282, 318], hpLine: 336, middle: 'none', abilitiesColumn: true },
  elf: { file: SOURCE_004, title: 372, rows: [375, 410], hpLine: 432, middle: 'spells', abilitiesColumn: true },
  fighter: { file: SOURCE_004, title: 470, rows: [473, 509], hpLine: 521, middle: 'none', abilitiesColumn: true },
  halfling: { file: SOURCE_004, title: 559, rows: [562, 597], hpLine: 619, middle: 'none', abilitiesColumn: true },
  'magic-user': { file: SOURCE_004, title: 653, rows: [656, 691], hpLine: 705, middle: 'spells', abilitiesColumn: false },
  mystic: { file: SUPPLEMENT, title: 105, rows: [117, 152], hpLine: 751, middle: 'thief', abilitiesColumn: true },
  thief: { file: SOURCE_004, title: 847, rows: [850, 885], hpLine: 899, middle: 'thief', abilitiesColumn: false },
};

/** One class-table row as printed, in ClassLevelRow's terms. */
export interface PrintedClassRow {
  readonly level: number;
  readonly xp: number;
  readonly hitDice: string;
  /** NaN when the printed cell is garbled (see `garbled`). */
  readonly attackBonus: number;
  /** Null when the table prints no such column (Table 4-8 has neither). */
  readonly skills: number | null;
  readonly weaponFeats: number | null;
  readonly saves: SavingThrows;
  readonly spellsPerDay: readonly number[];
  readonly thiefAbilities?: Readonly<Partial<Record<ThiefAbilityId, number>>>;
  readonly mystic?: MysticColumns;
  /** The Special Abilities column as ability ids; null when the table has no such column. */
  readonly abilities: readonly string[] | null;
  /** Columns whose printed text was damaged and could not be read as a plain value. */
  readonly garbled: readonly string[];
  /** The lines (1-based, as cited) the row was read from. */
  readonly lines: readonly number[];
}

/** Table 4-9's thief-ability columns in printed order (004:849); Table 4-8 prints the five a mystic has. */
export const THIEF_COLUMNS: readonly ThiefAbilityId[] = [
  'openLocks', 'findTraps', 'removeTraps', 'climbWalls', 'moveSilently', 'hideInShadows', 'pickPockets', 'hearNoise',
  'readLanguages', 'useMagicUserScroll',
];
const MYSTIC_THIEF_COLUMNS: readonly ThiefAbilityId[] = ['findTraps', 'removeTraps', 'climbWalls', 'moveSilently', 'hideInShadows'];

/**
 * How a printed ability name becomes an id: kebab-case, with "Multiple Attacks" and "Multiple Attacks (2)" both
 * 'multiple-attacks' (two attacks) and "(3)", "(4)" as 'multiple-attacks-3', 'multiple-attacks-4'.
 */
export function abilityId(printed: string): string {
  const attacks = /^Multiple Attacks(?: \((\d)\))?$/.exec(printed.trim());
  if (attacks) return attacks[1] === undefined || attacks[1] === '2' ? 'multiple-attacks' : `multiple-attacks-${attacks[1]}`;
  return printed.trim().toLowerCase().replace(/[()]/g, '').replace(/\s+/g, '-');
}

function saves(cells: readonly (string | undefined)[]): SavingThrows {
  const [deathRayPoison, magicWands, paralysisPetrify, breathWeapon, rodStaffSpell] = cells.map((c) => Number(c ?? NaN));
  return {
    deathRayPoison: deathRayPoison ?? NaN,
    magicWands: magicWands ?? NaN,
    paralysisPetrify: paralysisPetrify ?? NaN,
    breathWeapon: breathWeapon ?? NaN,
    rodStaffSpell: rodStaffSpell ?? NaN,
  };
}

/**
 * Reads a table of source 004: a row starts with "level xp NdM"; a following line that does not is the rest of the
 * row (the split rows at 29th). The last five numbers are the saves, the numbers between Weapon Feats and the saves
 * are the middle columns (spells per day from spell level 1, or thief percentages, whose blank cells the text drops,
 * so they are all trailing), and trailing words are the Special Abilities column split on "/".
 */
function read004(lines: readonly string[], layout: PrintedTableLayout): PrintedClassRow[] {
  const raw: { text: string; lines: number[] }[] = [];
  for (let n = layout.rows[0]; n <= layout.rows[1]; n++) {
    const text = (lines[n - 1] ?? '').trim();
    const last = raw[raw.length - 1];
    if (/^\d+ \d+ \d+d\d+/.test(text)) raw.push({ text, lines: [n] });
    else if (text !== '' && last) {
      last.text += ` ${text}`;
      last.lines.push(n);
    }
  }
  return raw.map(({ text, lines: at }) => {
    const garbled: string[] = [];
    // The split rows print the attack bonus as “+19 ... +19″ across the line break (004:310-311, 004:501-502).
    let cleaned = text.replace(/“\+(\d+)\s+\+(\d+)″/, () => {
      garbled.push('attackBonus');
      return 'GARBLED';
    });
    const textStart = cleaned.search(/\s[A-Z][a-z]/);
    const special = textStart < 0 ? '' : cleaned.slice(textStart).trim();
    if (textStart >= 0) cleaned = cleaned.slice(0, textStart);
    const [level, xp, hitDice, attackBonus, skills, weaponFeats, ...rest] = cleaned.trim().split(/\s+/);
    const middle = rest.slice(0, -5).map(Number);
    const row: PrintedClassRow = {
      level: Number(level),
      xp: Number(xp),
      hitDice: hitDice ?? '',
      attackBonus: attackBonus === 'GARBLED' ? NaN : Number(attackBonus),
      skills: Number(skills),
      weaponFeats: Number(weaponFeats),
      saves: saves(rest.slice(-5)),
      spellsPerDay: layout.middle === 'spells' ? middle : [],
      abilities: layout.abilitiesColumn ? (special === '' ? [] : special.split('/').map(abilityId)) : null,
      garbled,
      lines: at,
    };
    if (layout.middle !== 'thief') return row;
    return { ...row, thiefAbilities: Object.fromEntries(middle.map((p, i) => [THIEF_COLUMNS[i], p])) };
  });
}

/**
 * Reads Table 4-8 from the supplement (a Markdown table): Lvl | XP | Hit Dice | Attack bonus | Natural AC |
 * Move/round | STK attacks/round | STK damage | Unarmed hits as | five thief-like percentages | saves "a/b/c/d/e" |
 * New abilities (comma-separated, "-" for none). "S" (silver) is read as "Silver", as the data spells it.
 */
function readMystic(lines: readonly string[], layout: PrintedTableLayout): PrintedClassRow[] {
  const rows: PrintedClassRow[] = [];
  for (let n = layout.rows[0]; n <= layout.rows[1]; n++) {
    const c = (lines[n - 1] ?? '').trim().replace(/^\||\|$/g, '').split('|').map((s) => s.trim());
    const cell = (i: number): string => c[i] ?? '';
    const abilities = cell(15) === '-' ? [] : cell(15).split(',').map(abilityId);
    rows.push({
      level: Number(cell(0)),
      xp: Number(cell(1).replace(/,/g, '')),
      hitDice: cell(2),
      attackBonus: Number(cell(3)),
      skills: null,
      weaponFeats: null,
      saves: saves(cell(14).split('/')),
      spellsPerDay: [],
      thiefAbilities: Object.fromEntries(MYSTIC_THIEF_COLUMNS.map((id, i) => [id, Number(cell(9 + i).replace('%', ''))])),
      mystic: {
        armourClass: Number(cell(4)),
        movement: Number(cell(5).replace("'", '')),
        attacks: cell(6),
        strikeDamage: cell(7),
        unarmedAs: cell(8) === 'S' ? 'Silver' : cell(8),
      },
      abilities,
      garbled: [],
      lines: [n],
    });
  }
  return rows;
}

/** The 36 printed rows of a class's table. `texts` maps a cited file name to its lines. */
export function readPrintedTable(classId: ClassId, texts: (file: string) => readonly string[]): PrintedClassRow[] {
  const layout = PRINTED_TABLES[classId];
  const lines = texts(layout.file);
  return layout.file === SUPPLEMENT ? readMystic(lines, layout) : read004(lines, layout);
}

/** The row data of a ClassLevelRow that a printed row can be compared with. */
export interface ComparableRow {
  readonly level: number;
  readonly xp: number;
  readonly hitDice: string;
  readonly attackBonus: number;
  readonly skills: number;
  readonly weaponFeats: number;
  readonly saves: SavingThrows;
  readonly spellsPerDay: readonly number[];
  readonly thiefAbilities?: Readonly<Partial<Record<ThiefAbilityId, number>>>;
  readonly mystic?: MysticColumns;
  readonly gains: readonly string[];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
/** Equal records whatever their key order. */
const sameRecord = (a: object | undefined, b: object | undefined): boolean =>
  same(a && Object.entries(a).sort(), b && Object.entries(b).sort());
const sorted = (ids: readonly string[]): string[] => [...ids].sort();
const SAVE_ORDER: readonly (keyof SavingThrows)[] = ['deathRayPoison', 'magicWands', 'paralysisPetrify', 'breathWeapon', 'rodStaffSpell'];

/**
 * The columns in which a stored row differs from the printed one. Columns the table does not print (skills and
 * feats in Table 4-8, gains without an abilities column) are not compared; gains are compared as sets.
 */
export function differences(data: ComparableRow, printed: PrintedClassRow): string[] {
  const diffs: string[] = [];
  if (data.level !== printed.level) diffs.push('level');
  if (data.xp !== printed.xp) diffs.push('xp');
  if (data.hitDice !== printed.hitDice) diffs.push('hitDice');
  if (data.attackBonus !== printed.attackBonus) diffs.push('attackBonus');
  if (printed.skills !== null && data.skills !== printed.skills) diffs.push('skills');
  if (printed.weaponFeats !== null && data.weaponFeats !== printed.weaponFeats) diffs.push('weaponFeats');
  if (!same(SAVE_ORDER.map((k) => data.saves[k]), SAVE_ORDER.map((k) => printed.saves[k]))) diffs.push('saves');
  if (!same(data.spellsPerDay, printed.spellsPerDay)) diffs.push('spellsPerDay');
  for (const id of THIEF_COLUMNS) {
    if (data.thiefAbilities?.[id] !== printed.thiefAbilities?.[id]) diffs.push(`thiefAbilities.${id}`);
  }
  if (!sameRecord(data.mystic, printed.mystic)) diffs.push('mystic');
  if (printed.abilities !== null && !same(sorted(data.gains), sorted(printed.abilities))) diffs.push('gains');
  return diffs;
}
