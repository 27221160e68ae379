/**
 * Planning how blank sheets fill their pages, from a first layout's trace: the room left in a column goes to the
 * growing sections that end there, by weight, in whole rows; a full column gives nothing; a column of boxes only takes
 * its neighbour's last growing section when that fits.
 */
import { describe, expect, it } from 'vitest';
import type { SheetSection, TableSection, TextSection } from '../sheet-model';
import { grownSection, planFill, wantsFill } from './fill';
import type { FlowTrace, PlacedSection } from './fill';
import type { Block, FlowAction, FlowPiece } from './page-flow';
import { BODY_ROW } from './tables';
import { RULED_LINE } from './text-block';

const table = (id: string, fill?: number): TableSection => ({ kind: 'table', id, title: id, columns: ['A'], rows: [], blankRows: 4, ...(fill === undefined ? {} : { fill }) });
const text = (id: string, fill?: number): TextSection => ({ kind: 'text', id, title: id, paragraphs: [], blankLines: 2, ...(fill === undefined ? {} : { fill }) });
const boxes = (id: string): SheetSection => ({ kind: 'fields', id, title: id, fields: [] });

/** A block that only stands for its section in the trace. */
function block(): Block {
  return { remainingHeight: () => 0, minChunkHeight: () => 0, keepTogether: false, draw: () => 0, done: true };
}

/** A trace of one page (segment 0, bottom at 800, gap 12) with the pieces given as [call, column, top, bottom]. */
function traceOf(placed: readonly PlacedSection[], pieces: readonly (readonly [number, number, number, number, boolean?])[]): FlowTrace {
  const list: FlowPiece[] = pieces.map(([call, column, top, bottom, finished]) => {
    const b = placed[call]?.block;
    if (!b) throw new Error(`no call ${call}`);
    return { block: b, segment: 0, column, top, bottom, finished: finished ?? true };
  });
  const actions: FlowAction[][] = placed.map((_, call) => list.filter((p) => p.block === placed[call]?.block).map((p) => ({ kind: 'draw', column: p.column, mode: 'whole' }) as const));
  return { pieces: list, actions, sectionGap: 12, segmentLimit: () => 800, segmentEndsPage: () => true };
}

const place = (...sections: SheetSection[]): PlacedSection[] => sections.map((section) => ({ section, block: block() }));

describe('planFill', () => {
  it('shares a column’s room by weight in whole rows, the rest a row at a time to the heaviest', () => {
    const placed = place(table('skills', 1), table('equipment', 3));
    // 800 − 500 = 300 pt of room: shares 75 and 225 pt, i.e. 5 and 15 rows of 15 pt.
    const { more } = planFill(placed, traceOf(placed, [[0, 0, 100, 300], [1, 0, 312, 500]]));
    expect(more.get(placed[0]!.section)).toBe(Math.floor(75 / BODY_ROW));
    expect(more.get(placed[1]!.section)).toBe(Math.floor(225 / BODY_ROW));
    // Writing lines are 17 pt: 100 pt of room makes 5 lines, 15 pt left over, less than a line.
    const lines = place(text('notes', 1));
    expect(planFill(lines, traceOf(lines, [[0, 0, 100, 700]])).more.get(lines[0]!.section)).toBe(Math.floor(100 / RULED_LINE));
  });

  it('leaves sections that do not ask, and columns holding a piece of a section that goes on elsewhere', () => {
    const placed = place(table('to-hit'), table('skills', 1), table('spells', 1));
    const { more } = planFill(placed, traceOf(placed, [[0, 0, 100, 200], [1, 1, 100, 300], [2, 1, 312, 800, false], [2, 0, 212, 400]]));
    expect(more.has(placed[0]!.section)).toBe(false);
    // Column 1 is full (spells continue in column 0); the spells end in column 0 and take its 400 pt.
    expect(more.has(placed[1]!.section)).toBe(false);
    expect(more.get(placed[2]!.section)).toBe(Math.floor(400 / BODY_ROW));
  });

  it('moves the last growing section of a column into a column of boxes with room, when placed after them', () => {
    const placed = place(boxes('stats'), boxes('saves'), table('weapons', 1), text('conditions', 1));
    // Left: stats, weapons, conditions (to 500); right: saves only (to 300).
    const trace = traceOf(placed, [[0, 0, 100, 200], [1, 1, 100, 300], [2, 0, 212, 400], [3, 0, 412, 500]]);
    const { more, script } = planFill(placed, trace);
    expect(script[3]).toEqual([{ kind: 'draw', column: 1, mode: 'whole' }]);
    expect(script[2]).toEqual(trace.actions[2]);
    // Conditions, 88 pt tall, now starts at 312 on the right and ends at 400: 400 pt of room there for it; weapons
    // keep the left's 400 pt.
    expect(more.get(placed[3]!.section)).toBe(Math.floor(400 / RULED_LINE));
    expect(more.get(placed[2]!.section)).toBe(Math.floor(400 / BODY_ROW));
  });

  it('does not move a section that would leave its own column with nothing to grow', () => {
    const placed = place(boxes('stats'), boxes('saves'), table('weapons', 1));
    const trace = traceOf(placed, [[0, 0, 100, 200], [1, 1, 100, 300], [2, 0, 212, 400]]);
    const { script, more } = planFill(placed, trace);
    expect(script).toEqual(trace.actions);
    expect(more.get(placed[2]!.section)).toBe(Math.floor(400 / BODY_ROW));
  });
});

describe('grownSection and wantsFill', () => {
  it('counts from what printed: an empty table printed one blank row, a fillable empty text at least one line', () => {
    expect(grownSection({ ...table('t', 1), blankRows: 0 }, 3, false)).toMatchObject({ blankRows: 4 });
    expect(grownSection(table('t', 1), 3, false)).toMatchObject({ blankRows: 7 });
    expect(grownSection({ ...text('n', 1), blankLines: undefined, inPlay: true }, 2, true)).toMatchObject({ blankLines: 6 });
    expect(grownSection(text('n', 1), 2, false)).toMatchObject({ blankLines: 4 });
    expect(grownSection(text('n', 1), 0, false)).toEqual(text('n', 1));
  });

  it('asks for a second layout only when some table or empty text has a positive weight', () => {
    expect(wantsFill([boxes('a'), table('b'), table('c', 0)])).toBe(false);
    // Written text with no weight keeps its height; with a weight (the play layout's notes) its ruled lines go on.
    expect(wantsFill([{ ...text('n'), paragraphs: ['Some words'] }])).toBe(false);
    expect(wantsFill([{ ...text('n', 2), paragraphs: ['Some words'] }])).toBe(true);
    expect(wantsFill([table('b', 0.5)])).toBe(true);
  });
});
