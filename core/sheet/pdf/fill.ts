/**
 * Filling a sheet for writing by hand: the room left at the end of a column or page goes to more blank rows and
 * writing lines, shared between the sections there that ask for it (TableSection.fill, TextSection.fill) by weight.
 * The sheet is laid out once to find that room, then again with the sections grown, making the same layout decisions
 * (page-flow.ts's script): each section only grows into room its own column left free, so nothing moves elsewhere.
 */
import type { SheetSection } from '../sheet-model';
import type { Block, FlowAction, FlowPiece } from './page-flow';
import { BODY_ROW } from './tables';
import { RULED_LINE, blankLinesOf } from './text-block';

/** A section as laid out, with the block that drew it. */
export interface PlacedSection {
  readonly section: SheetSection;
  readonly block: Block;
}

/** What the first layout tells the second: its decisions, where every piece went and how low each segment may reach. */
export interface FlowTrace {
  readonly pieces: readonly FlowPiece[];
  readonly actions: readonly (readonly FlowAction[])[];
  readonly sectionGap: number;
  segmentLimit(segment: number): number;
  segmentEndsPage(segment: number): boolean;
}

/** The second layout: more rows or lines per section, and the decisions to make (the first's, a few moved). */
export interface FillPlan {
  readonly more: Map<SheetSection, number>;
  readonly script: readonly (readonly FlowAction[])[];
}

/**
 * The height one more blank row or writing line takes in this section; 0 when it cannot grow (text with words that does
 * not ask to fill: its lines follow the text only when it does).
 */
export function fillUnit(section: SheetSection): number {
  if (section.kind === 'table') return BODY_ROW;
  if (section.kind === 'text' && (section.paragraphs.every((p) => p.trim() === '') || (section.fill ?? 0) > 0)) return RULED_LINE;
  return 0;
}

/** The fill weight of a section: 0 when it does not ask to fill, or cannot. */
function weightOf(section: SheetSection): number {
  const fill = section.kind === 'fields' ? 0 : (section.fill ?? 0);
  return Number.isFinite(fill) && fill > 0 && fillUnit(section) > 0 ? fill : 0;
}

/** True when any section asks to fill the room left: only then is a second layout worth its time. */
export function wantsFill(sections: readonly SheetSection[]): boolean {
  return sections.some((s) => weightOf(s) > 0);
}

/** One column of one segment as the first layout left it. */
interface ColumnState {
  readonly segment: number;
  readonly column: number;
  /** Index in trace.pieces of each piece in it, in order. */
  readonly pieces: number[];
  /** Lowest piece bottom. */
  lowest: number;
  /** True when a piece in it belongs to a section that continues elsewhere: it is full. */
  full: boolean;
  /** Placed sections (by call) that end in it and ask to grow. */
  readonly growers: number[];
}

/**
 * Plans the second layout. Per column, the room between its last piece and the segment's limit is shared by weight
 * among the growing sections that end there; a column holding a piece of a section that continues elsewhere is full
 * and gives nothing. First, a column with room but nothing to grow (boxes only) takes the last growing section of a
 * neighbour that keeps another, when it was placed after everything in it and fits: a page then has no half-empty
 * column beside a long one.
 */
export function planFill(placed: readonly PlacedSection[], trace: FlowTrace): FillPlan {
  const callOf = new Map<Block, number>(placed.map((p, i) => [p.block, i]));
  const columns = new Map<string, ColumnState>();
  const keyOf = (segment: number, column: number) => `${segment}:${column}`;
  const lastPiece = new Map<number, number>();
  trace.pieces.forEach((piece, index) => {
    const key = keyOf(piece.segment, piece.column);
    const state = columns.get(key) ?? { segment: piece.segment, column: piece.column, pieces: [], lowest: -Infinity, full: false, growers: [] };
    state.pieces.push(index);
    state.lowest = Math.max(state.lowest, piece.bottom);
    state.full ||= !piece.finished;
    columns.set(key, state);
    const call = callOf.get(piece.block);
    if (call !== undefined) lastPiece.set(call, index);
  });
  for (const [call, index] of lastPiece) {
    const piece = trace.pieces[index];
    const section = placed[call]?.section;
    if (piece && section && weightOf(section) > 0) columns.get(keyOf(piece.segment, piece.column))?.growers.push(call);
  }

  const script = trace.actions.map((a) => [...a]);
  for (const empty of columns.values()) {
    if (empty.growers.length > 0 || empty.full || !trace.segmentEndsPage(empty.segment)) continue;
    const lastHere = Math.max(...empty.pieces);
    for (const donor of columns.values()) {
      if (donor.segment !== empty.segment || donor === empty || donor.full || donor.growers.length < 2) continue;
      const index = donor.pieces[donor.pieces.length - 1] ?? -1;
      const piece = trace.pieces[index];
      const call = piece ? callOf.get(piece.block) : undefined;
      const actions = call === undefined ? undefined : script[call];
      const only = actions?.length === 1 ? actions[0] : undefined;
      if (!piece || call === undefined || !donor.growers.includes(call) || index < lastHere || only?.kind !== 'draw' || only.mode !== 'whole') continue;
      const height = piece.bottom - piece.top;
      const moved = empty.lowest + trace.sectionGap + height;
      if (moved > trace.segmentLimit(empty.segment)) continue;
      script[call] = [{ kind: 'draw', column: empty.column, mode: 'whole' }];
      empty.lowest = moved;
      empty.growers.push(call);
      donor.growers.splice(donor.growers.indexOf(call), 1);
      donor.pieces.pop();
      donor.lowest = Math.max(...donor.pieces.map((i) => trace.pieces[i]?.bottom ?? -Infinity));
      break;
    }
  }

  const more = new Map<SheetSection, number>();
  for (const state of columns.values()) {
    const list = state.full
      ? []
      : state.growers.flatMap((call) => {
          const section = placed[call]?.section;
          return section ? [{ section, weight: weightOf(section), unit: fillUnit(section) }] : [];
        });
    let room = trace.segmentLimit(state.segment) - state.lowest;
    if (list.length === 0 || !(room > 0)) continue;
    const total = list.reduce((a, s) => a + s.weight, 0);
    // Shares by weight, whole rows only; what rounding leaves goes a row at a time to the heaviest that still fits.
    const counts = list.map((s) => Math.floor((room * s.weight) / total / s.unit));
    list.forEach((s, i) => (room -= (counts[i] ?? 0) * s.unit));
    const byWeight = list.map((s, i) => ({ s, i })).sort((a, b) => b.s.weight - a.s.weight);
    for (let again = true; again; ) {
      again = false;
      for (const { s, i } of byWeight) {
        if (s.unit <= room + 1e-6) {
          counts[i] = (counts[i] ?? 0) + 1;
          room -= s.unit;
          again = true;
        }
      }
    }
    list.forEach((s, i) => {
      if ((counts[i] ?? 0) > 0) more.set(s.section, counts[i] ?? 0);
    });
  }
  return { more, script };
}

/**
 * The section with `more` blank rows or writing lines than it printed with. The counts start from what the blocks
 * really printed: an empty table prints one blank row, an empty in-play text on a fillable sheet at least one line.
 */
export function grownSection(section: SheetSection, more: number, fillable: boolean): SheetSection {
  if (more <= 0) return section;
  if (section.kind === 'table') {
    const blank = Math.max(0, Math.floor(section.blankRows ?? 0));
    return { ...section, blankRows: (section.rows.length === 0 ? Math.max(1, blank) : blank) + more };
  }
  if (section.kind === 'text') {
    return { ...section, blankLines: blankLinesOf(section, fillable && section.inPlay === true) + more };
  }
  return section;
}
