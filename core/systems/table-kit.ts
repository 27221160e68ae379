/**
 * Small builders a game system uses to write its `tableSummary` (what the party sheet prints of a member) from the
 * play values it already fills for its sheet (`SheetModel.play`). System-neutral: the system picks the values and
 * names them; nothing here knows a game's rules.
 */
import type { PlayRoll, PlayRollGroup, SheetField, SheetPlay } from '../sheet/sheet-model';
import type { TableFigure, TableLine } from './types';

/** A figure from a sheet field or a roll, under a shorter label when given; null when it has no value. */
export function figure(from: SheetField | PlayRoll | null | undefined, label?: string): TableFigure | null {
  if (!from || from.value.trim() === '') return null;
  return { label: label ?? from.label, value: from.value.trim(), ...(from.overridden ? { overridden: true } : {}) };
}

/** The play group of this id, or undefined. */
export function group(play: SheetPlay, id: string): PlayRollGroup | undefined {
  return play.rolls.find((g) => g.id === id);
}

/** The field of this id among the play block's defences and glance values, or undefined. */
export function playField(play: SheetPlay, id: string): SheetField | undefined {
  return [...play.defences, ...play.glance].find((f) => f.id === id);
}

/** A line of figures, or null when it has none (a line is printed only when it says something). */
export function line(id: string, title: string, figures: readonly (TableFigure | null | undefined)[]): TableLine | null {
  const kept = figures.filter((f): f is TableFigure => f !== null && f !== undefined);
  return kept.length === 0 ? null : { id, title, figures: kept };
}

/**
 * Attack lines: each attack roll with the values printed beside it (its damage, a Difficulty), joined as
 * "+1, 1d6" or, with a word before a value, "+4, damage +3". `besides(attack)` names the rolls of the group that
 * belong to that attack, in order: an id, or an id and the word to print before its value.
 */
export function attackFigures(
  rolls: readonly PlayRoll[],
  isAttack: (roll: PlayRoll) => boolean,
  besides: (attack: PlayRoll) => readonly (string | readonly [id: string, word: string])[],
): TableFigure[] {
  const byId = new Map(rolls.map((r) => [r.id, r]));
  return rolls.filter(isAttack).map((attack) => {
    const parts = besides(attack).map((b) => (typeof b === 'string' ? { roll: byId.get(b), word: '' } : { roll: byId.get(b[0]), word: b[1] }));
    const extra = parts.flatMap(({ roll, word }) => {
      const value = roll?.value.trim() ?? '';
      return value === '' || value === '—' ? [] : [word ? `${word} ${value}` : value];
    });
    const overridden = attack.overridden === true || parts.some((p) => p.roll?.overridden === true);
    return { label: attack.label, value: [attack.value.trim(), ...extra].join(', '), ...(overridden ? { overridden: true } : {}) };
  });
}

/** Keeps the figures that are there (for `.filter`). */
export function isFigure(f: TableFigure | null | undefined): f is TableFigure {
  return f !== null && f !== undefined;
}
