/**
 * The play layout of a sheet on paper, worked out from the model alone (no PDF): which sections go on page 1 under the
 * play block, which follow from page 2, and which print only when the history is asked for. The system says where each
 * section goes (`SheetSection.paper`, `SheetField.paper`, `PlayResource.printedWith`); this applies it, so the PDF
 * code knows no game's rules and no section by name.
 */
import type { FieldsSection, PlayCondition, PlayResource, SheetField, SheetModel, SheetPlay, SheetSection, TextSection } from './sheet-model';

/** The id of the conditions box the play layout prints under the play block, and of a system's own section of them. */
export const CONDITIONS_ID = 'conditions';

/** A sheet laid out for play on paper. */
export interface PaperPlan {
  /** The identity boxes of the header band, without those the play block prints. */
  readonly identity: readonly SheetField[];
  /** What the play block at the top of page 1 prints. */
  readonly play: SheetPlay;
  /** Resources the play block prints (those another section prints are left out). */
  readonly resources: readonly PlayResource[];
  /** The conditions box under the play block, or null when the sheet prints its own conditions on page 1. */
  readonly conditions: TextSection | null;
  /** Page 1's sections, under the play block, in two columns. */
  readonly pageOne: readonly SheetSection[];
  /** The sections of page 2 and on, in two columns. */
  readonly rest: readonly SheetSection[];
  /** History sections, printed on pages of their own when asked for (empty otherwise). */
  readonly history: readonly SheetSection[];
}

/** A text section that takes the room left for writing (notes): printed after the other sections of its pages. */
export function isWriting(section: SheetSection): boolean {
  return section.kind === 'text' && (section.fill ?? 0) > 0;
}

/** One condition as a line of the conditions box: "Stunned (2 rounds): cannot attack or cast". */
export function conditionLine(c: PlayCondition): string {
  const rounds = c.rounds === null ? '' : ` (${c.rounds} round${c.rounds === 1 ? '' : 's'})`;
  return `${c.name}${rounds}${c.description ? `: ${c.description}` : ''}`;
}

/** A fields section without its covered fields, under its paper title; null when nothing is left to print. */
function uncovered(section: SheetSection): SheetSection | null {
  if (section.kind !== 'fields') return section;
  const fields = section.fields.filter((f) => f.paper !== 'covered');
  if (fields.length === 0) return null;
  if (fields.length === section.fields.length) return section;
  const trimmed: FieldsSection = { ...section, fields, title: section.paperTitle ?? section.title };
  return trimmed;
}

/**
 * The play layout of a model that has play values, or null for one that has not (it prints in the reading layout:
 * main sections on page 1, the rest after). History sections print only `withHistory`.
 */
export function paperPlan(model: SheetModel, options: { readonly withHistory?: boolean } = {}): PaperPlan | null {
  const play = model.play;
  if (!play) return null;
  const all = [...model.main, ...model.extra];
  const printed = (s: SheetSection): SheetSection | null => (s.paper === 'covered' || s.paper === 'history' ? null : uncovered(s));
  const pageOne = all.filter((s) => s.paper === 'play').map(printed).filter((s): s is SheetSection => s !== null);
  const rest = all.filter((s) => s.paper !== 'play').map(printed).filter((s): s is SheetSection => s !== null);
  // Lines to write on (notes that fill the room left) come last, where the room is: after everything printed.
  rest.sort((a, b) => Number(isWriting(a)) - Number(isWriting(b)));
  const sectionIds = new Set([...pageOne, ...rest].map((s) => s.id));
  const ownConditions = pageOne.some((s) => s.id === CONDITIONS_ID);
  return {
    identity: model.identity.filter((f) => f.paper !== 'covered'),
    play,
    // A resource another printed section carries (gold in the purse) is written there only.
    resources: play.resources.filter((r) => r.printedWith === undefined || !sectionIds.has(r.printedWith)),
    conditions: ownConditions ? null : { kind: 'text', id: CONDITIONS_ID, title: 'Conditions', paragraphs: play.conditions.map(conditionLine), inPlay: true, blankLines: 2 },
    pageOne,
    rest,
    history: options.withHistory === true ? all.filter((s) => s.paper === 'history') : [],
  };
}
