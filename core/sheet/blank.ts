import type { SheetField, SheetModel, SheetSection } from './sheet-model';

/**
 * The blank version of a sheet: every value empty, table rows replaced by as many blank rows, empty text sections
 * left with lines to write on, and every table and text section sharing the room left on its page (fill weight 1
 * unless the system gave one), so the paper is rows to write on rather than white space. A blank sheet printed from
 * a system's layout keeps that layout.
 */
export function blankOf(model: SheetModel): SheetModel {
  const blankField = (f: SheetField): SheetField => ({ id: f.id, label: f.label, value: '', ...(f.inPlay ? { inPlay: true } : {}) });
  const blankSection = (s: SheetSection): SheetSection => {
    switch (s.kind) {
      case 'fields':
        return { ...s, fields: s.fields.map(blankField) };
      case 'table':
        return { ...s, rows: [], blankRows: Math.max(s.rows.length + (s.blankRows ?? 0), 4), fill: s.fill ?? 1 };
      case 'text':
        return { ...s, paragraphs: [], blankLines: Math.max(s.blankLines ?? 6, 2), fill: s.fill ?? 1 };
    }
  };
  return {
    system: model.system,
    title: '',
    subtitle: '',
    identity: model.identity.map(blankField),
    main: model.main.map(blankSection),
    extra: model.extra.map(blankSection),
    footer: { houseRules: [], overrides: [], rulesNotFollowed: [], date: '' },
  };
}
