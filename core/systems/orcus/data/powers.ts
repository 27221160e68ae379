/**
 * Appendix A: Powers Available by Level (002:2358-2393). Each cell lists the levels of the powers held in that
 * column; "(P)" marks a prestige-path power and "(E)" an epic-path power (002:2360). The appendix holds slots only:
 * no power is described in the text, so players enter their powers by name.
 */
import { cite, type Citation } from './source';

/** The four columns of the table (002:2362). */
export type PowerKind = 'at-will' | 'encounter' | 'daily' | 'utility';

export const POWER_KINDS: readonly PowerKind[] = ['at-will', 'encounter', 'daily', 'utility'];

/** Short names, for a slot's label on the sheet ("Encounter 3"). */
export const POWER_KIND_SHORT: Readonly<Record<PowerKind, string>> = { 'at-will': 'At-will', encounter: 'Encounter', daily: 'Daily', utility: 'Utility' };

export const POWER_KIND_NAMES: Readonly<Record<PowerKind, string>> = {
  'at-will': 'At-will attack',
  encounter: 'Encounter attack',
  daily: 'Daily attack',
  utility: 'Utility',
};

/** One power a character holds at a level: the power's level and the path it comes from, if any. */
export interface PowerSlot {
  readonly level: number;
  readonly path: 'prestige' | 'epic' | null;
}

export interface PowerRow {
  readonly level: number;
  readonly slots: Readonly<Record<PowerKind, readonly PowerSlot[]>>;
  readonly line: number;
}

/** The printed cells of each row, in column order, exactly as the text writes them. */
const PRINTED: readonly (readonly [string, string, string, string])[] = [
  ['1, 1', '1', '1', ''],
  ['1, 1', '1', '1', '2'],
  ['1, 1', '1, 3', '1', '2'],
  ['1, 1', '1, 3', '1', '2'],
  ['1, 1', '1, 3', '1, 5', '2'],
  ['1, 1', '1, 3', '1, 5', '2, 6'],
  ['1, 1', '1, 3, 7', '1, 5', '2, 6'],
  ['1, 1', '1, 3, 7', '1, 5', '2, 6'],
  ['1, 1', '1, 3, 7', '1, 5, 9', '2, 6'],
  ['1, 1', '1, 3, 7', '1, 5, 9', '2, 6, 10'],
  ['1, 1', '1, 3, 7, 11 (P)', '1, 5, 9', '2, 6, 10'],
  ['1, 1', '1, 3, 7, 11 (P)', '1, 5, 9', '2, 6, 10, 12 (P)'],
  ['1, 1', '3, 7, 11 (P), 13', '1, 5, 9', '2, 6, 10, 12 (P)'],
  ['1, 1', '3, 7, 11 (P), 13', '1, 5, 9', '2, 6, 10, 12 (P)'],
  ['1, 1', '3, 7, 11 (P), 13', '5, 9, 15', '2, 6, 10, 12 (P)'],
  ['1, 1', '3, 7, 11 (P), 13', '5, 9, 15', '2, 6, 10, 12 (P), 16'],
  ['1, 1', '7, 11 (P), 13, 17', '5, 9, 15', '2, 6, 10, 12 (P), 16'],
  ['1, 1', '7, 11 (P), 13, 17', '5, 9, 15', '2, 6, 10, 12 (P), 16'],
  ['1, 1', '7, 11 (P), 13, 17', '9, 15, 19', '2, 6, 10, 12 (P), 16'],
  ['1, 1', '7, 11 (P), 13, 17', '9, 15, 19, 20 (P)', '2, 6, 10, 12 (P), 16'],
  ['1, 1', '7, 11 (P), 13, 17', '9, 15, 19, 20 (P)', '2, 6, 10, 12 (P), 16'],
  ['1, 1', '7, 11 (P), 13, 17', '9, 15, 19, 20 (P)', '2, 6, 10, 12 (P), 16, 22'],
  ['1, 1', '11 (P), 13, 17, 23', '9, 15, 19, 20 (P)', '2, 6, 10, 12 (P), 16, 22'],
  ['1, 1', '11 (P), 13, 17, 23', '9, 15, 19, 20 (P)', '2, 6, 10, 12 (P), 16, 22'],
  ['1, 1', '11 (P), 13, 17, 23', '15, 19, 20 (P), 25', '2, 6, 10, 12 (P), 16, 22'],
  ['1, 1', '11 (P), 13, 17, 23', '15, 19, 20 (P), 25', '2, 6, 10, 12 (P), 16, 22, 26 (E)'],
  ['1, 1', '11 (P), 17, 23, 27', '15, 19, 20 (P), 25', '2, 6, 10, 12 (P), 16, 22, 26 (E)'],
  ['1, 1', '11 (P), 17, 23, 27', '15, 19, 20 (P), 25', '2, 6, 10, 12 (P), 16, 22, 26 (E)'],
  ['1, 1', '11 (P), 17, 23, 27', '19, 20 (P), 25, 29', '2, 6, 10, 12 (P), 16, 22, 26 (E)'],
  ['1, 1', '11 (P), 17, 23, 27', '19, 20 (P), 25, 29', '2, 6, 10, 12 (P), 16, 22, 26 (E)'],
];

/** Reads one printed cell ("2, 6, 10, 12 (P)") into slots. */
export function parsePowerCell(cell: string): PowerSlot[] {
  if (cell.trim() === '') return [];
  return cell.split(',').map((part) => {
    const m = /^\s*(\d+)\s*(?:\((P|E)\))?\s*$/.exec(part);
    if (!m) throw new Error(`Unreadable Appendix A cell "${cell}"`);
    return { level: Number(m[1]), path: m[2] === 'P' ? 'prestige' : m[2] === 'E' ? 'epic' : null };
  });
}

export const POWER_TABLE: readonly PowerRow[] = PRINTED.map(([atWill, encounter, daily, utility], i) => ({
  level: i + 1,
  slots: { 'at-will': parsePowerCell(atWill), encounter: parsePowerCell(encounter), daily: parsePowerCell(daily), utility: parsePowerCell(utility) },
  line: 2364 + i,
}));

export const POWER_TABLE_CITATION: Citation = cite('2358-2393');

/** The slots of a level (1-30). */
export function powerSlots(level: number): Readonly<Record<PowerKind, readonly PowerSlot[]>> {
  const row = POWER_TABLE[Math.min(30, Math.max(1, level)) - 1];
  if (!row) throw new RangeError(`Level ${level} is outside 1-30.`);
  return row.slots;
}

/** "11 (P)" for a prestige slot of level 11. */
export function slotText(slot: PowerSlot): string {
  return `${slot.level}${slot.path === 'prestige' ? ' (P)' : slot.path === 'epic' ? ' (E)' : ''}`;
}
