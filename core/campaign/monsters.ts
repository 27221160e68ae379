/**
 * A monster's attack bonus and XP value from its hit dice and asterisks, by a table given as data (a system's own:
 * Dark Dungeons' is in core/systems/dark-dungeons/monsters.ts, reached through `SystemDefinition.monsters`). The table is a parameter so this file knows no game; a system
 * without a table leaves both to the GM.
 */
import type { RandomSource } from '../dice';
import { rollDie } from '../dice';
import { formatNumber, signed } from '../text/format';
import type { Problem } from './members';

/** One row of a monster table: it covers hit-dice values above the previous row's `upTo` and up to its own. */
export interface MonsterFiguresRow {
  /** As printed: "4+", "9+ to 10". */
  readonly label: string;
  /** The largest hit-dice value the row covers (see hitDiceValue). */
  readonly upTo: number;
  readonly attackBonus: number;
  /** XP of a monster of these hit dice with no asterisk. */
  readonly xp: number;
  /** XP added for each asterisk. */
  readonly perAsterisk: number;
}

/** A system's table of monster figures by hit dice. */
export interface MonsterFiguresTable {
  /** "Base Monster Abilities (supplement §11.3)". */
  readonly name: string;
  /** Where the figures are written. */
  readonly citation: string;
  /** Sides of a hit die, for hit points rolled or averaged from hit dice. */
  readonly hitDie: number;
  /** Rows in ascending order of `upTo`. */
  readonly rows: readonly MonsterFiguresRow[];
  /** Figures past the last row, when the table continues by a rule; without it, hit dice past the last row are refused. */
  readonly beyond?: (value: number) => Omit<MonsterFiguresRow, 'upTo'>;
}

/** Hit dice read from text such as "4+1**". */
export interface HitDice {
  /** Whole hit dice (0.5 for "½" or "1/2"). */
  readonly dice: number;
  /** The "+k" or "-k" after them (hit points added or taken off). */
  readonly bonus: number;
  readonly asterisks: number;
  /**
   * The value the table is read at: n for "n", just above n for "n+k" (the "n+" row), just below n for "n-k" (the
   * row before n; the tables print no "n-" rows).
   */
  readonly value: number;
}

const HIT_DICE = /^\s*(\d{1,4}(?:\/\d{1,2})?|½|¼)\s*(?:([+-])\s*(\d{1,4})?)?\s*(\**)\s*$/;

/** Reads hit dice as a stat block prints them ("3", "4+1**", "1-1", "½", "1/2*"), or says why not. */
export function parseHitDice(text: string): HitDice | Problem {
  const m = HIT_DICE.exec(text.replace(/\s+/g, ' '));
  if (!m) return { problem: `“${text.trim().slice(0, 40)}” is not hit dice; write them as printed, e.g. 3, 4+1**, 1-1 or ½.` };
  const [, raw = '', sign, amount, stars = ''] = m;
  let dice: number;
  if (raw === '½') dice = 0.5;
  else if (raw === '¼') dice = 0.25;
  else if (raw.includes('/')) {
    const [a = '0', b = '1'] = raw.split('/');
    dice = Number(b) === 0 ? NaN : Number(a) / Number(b);
  } else dice = Number(raw);
  if (!Number.isFinite(dice)) return { problem: `“${text.trim().slice(0, 40)}” is not hit dice.` };
  const bonus = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(amount ?? 0);
  const value = sign === '+' && dice >= 1 ? dice + 0.5 : sign === '-' ? dice - 0.5 : dice;
  return { dice, bonus, asterisks: stars.length, value: Math.max(0, value) };
}

/** A monster's figures from its hit dice, with where they come from. */
export interface MonsterFigures {
  readonly hitDice: HitDice;
  readonly attackBonus: number;
  readonly xp: number;
  /** The row read: "4+". */
  readonly row: string;
  /** "4+1** reads the 4+ row: AB +5; XP 125 + 2 × 75 = 275 (Base Monster Abilities, supplement §11.3)". */
  readonly explanation: string;
}

/** The table's figures for hit dice given as text, or why they cannot be read. */
export function monsterFigures(hitDiceText: string, table: MonsterFiguresTable): MonsterFigures | Problem {
  const hd = parseHitDice(hitDiceText);
  if ('problem' in hd) return hd;
  const found = table.rows.find((r) => hd.value <= r.upTo);
  const row = found ?? (table.beyond ? { ...table.beyond(hd.value), upTo: hd.value } : undefined);
  if (!row) return { problem: `${table.name} stops at ${table.rows[table.rows.length - 1]?.label ?? 'its last row'} hit dice.` };
  const xp = row.xp + row.perAsterisk * hd.asterisks;
  const stars = hd.asterisks === 0 ? formatNumber(xp) : `${formatNumber(row.xp)} + ${hd.asterisks === 1 ? '' : `${hd.asterisks} × `}${formatNumber(row.perAsterisk)} = ${formatNumber(xp)}`;
  return {
    hitDice: hd,
    attackBonus: row.attackBonus,
    xp,
    row: row.label,
    explanation: `${hitDiceText.trim()} reads the ${row.label} row: attack bonus ${signed(row.attackBonus)}; XP ${stars} (${table.name})`,
  };
}

/** Average hit points of the hit dice (each die averaging (sides + 1) / 2, rounded down), at least 1. */
export function averageHitPoints(hd: HitDice, table: Pick<MonsterFiguresTable, 'hitDie'>): number {
  return Math.max(1, Math.floor(hd.dice * ((table.hitDie + 1) / 2)) + hd.bonus);
}

/**
 * Hit points rolled from the hit dice: one die of the table's size per whole hit die (a half hit die rolls half a
 * die's sides, rounded up), plus the bonus; at least 1. Returns the total and the dice for the log.
 */
export function rollHitPoints(hd: HitDice, table: Pick<MonsterFiguresTable, 'hitDie'>, rng: RandomSource): { readonly hp: number; readonly dice: readonly number[] } {
  const whole = Math.floor(hd.dice);
  const dice = Array.from({ length: whole }, () => rollDie(table.hitDie, rng));
  if (hd.dice - whole > 0) dice.push(rollDie(Math.max(1, Math.ceil(table.hitDie * (hd.dice - whole))), rng));
  return { hp: Math.max(1, dice.reduce((a, b) => a + b, 0) + hd.bonus), dice };
}
