/**
 * Filling a sheet for writing by hand: the room left at the end of a column or page goes to more blank rows and
 * writing lines, shared between the sections there that ask for it (TableSection.fill, TextSection.fill) by weight.
 * The sheet is laid out once to find that room, then again with the sections grown, making the same layout decisions
 * (page-flow.ts's script): each section only grows into room its own column left free, so nothing moves elsewhere.
 */
import type { SheetSection } from '../sheet-model';
import type { Block, FlowPiece } from './page-flow';
import { BODY_ROW } from './tables';
import { RULED_LINE } from './text-block';

/** A section as laid out, with the block that drew it. */
export interface PlacedSection {
  readonly section: SheetSection;
  readonly block: Block;
}

/** What the first layout tells the second: where every piece went and how low each segment may reach. */
export interface FlowTrace {
  readonly pieces: readonly FlowPiece[];
  segmentLimit(segment: number): number;
}

/** The height one more blank row or writing line takes in this section; 0 when it cannot grow (text with words). */
export function fillUnit(section: SheetSection): number {
  if (section.kind === 'table') return BODY_ROW;
  if (section.kind === 'text' && section.paragraphs.every((p) => p.trim() === '')) return RULED_LINE;
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

/**
 * How many more rows or lines each section gets: per column, the room between its last piece and the segment's
 * limit, shared by weight among the growing sections that end there. A column holding a piece of a section that
 * continues elsewhere is full and gives nothing.
 */
export function planFill(placed: readonly PlacedSection[], trace: FlowTrace): Map<SheetSection, number> {
  const key = (p: FlowPiece) => `${p.segment}:${p.column}`;
  const lowest = new Map<string, number>();
  const full = new Set<string>();
  const lastPiece = new Map<Block, FlowPiece>();
  for (const piece of trace.pieces) {
    const k = key(piece);
    lowest.set(k, Math.max(lowest.get(k) ?? -Infinity, piece.bottom));
    if (!piece.finished) full.add(k);
    lastPiece.set(piece.block, piece);
  }
  const byColumn = new Map<string, { section: SheetSection; weight: number; unit: number }[]>();
  for (const { section, block } of placed) {
    const weight = weightOf(section);
    const piece = lastPiece.get(block);
    if (weight === 0 || !piece || full.has(key(piece))) continue;
    const list = byColumn.get(key(piece)) ?? [];
    list.push({ section, weight, unit: fillUnit(section) });
    byColumn.set(key(piece), list);
  }
  const extra = new Map<SheetSection, number>();
  for (const [k, list] of byColumn) {
    const segment = Number(k.split(':')[0]);
    let room = trace.segmentLimit(segment) - (lowest.get(k) ?? Infinity);
    if (!(room > 0)) continue;
    const total = list.reduce((a, s) => a + s.weight, 0);
    // Shares by weight, whole rows only; what rounding leaves goes a row at a time to the heaviest that still fits.
    const counts = list.map((s) => Math.floor((room * s.weight) / total / s.unit));
    list.forEach((s, i) => (room -= (counts[i] ?? 0) * s.unit));
    const byWeight = list.map((s, i) => ({ s, i })).sort((a, b) => b.s.weight - a.s.weight);
    for (let more = true; more; ) {
      more = false;
      for (const { s, i } of byWeight) {
        if (s.unit <= room + 1e-6) {
          counts[i] = (counts[i] ?? 0) + 1;
          room -= s.unit;
          more = true;
        }
      }
    }
    list.forEach((s, i) => {
      if ((counts[i] ?? 0) > 0) extra.set(s.section, counts[i] ?? 0);
    });
  }
  return extra;
}

/**
 * The section with `more` blank rows or writing lines than it printed with. The counts start from what the blocks
 * really printed: an empty table prints one blank row, an empty in-play text on a fillable sheet four lines.
 */
export function grownSection(section: SheetSection, more: number, fillable: boolean): SheetSection {
  if (more <= 0) return section;
  if (section.kind === 'table') {
    const blank = Math.max(0, Math.floor(section.blankRows ?? 0));
    return { ...section, blankRows: (section.rows.length === 0 ? Math.max(1, blank) : blank) + more };
  }
  if (section.kind === 'text') {
    const printed = Math.max(section.blankLines ?? 0, fillable && section.inPlay === true ? 4 : 0);
    return { ...section, blankLines: printed + more };
  }
  return section;
}
