import type { SheetField, SheetModel, SheetSection } from './sheet-model';

/**
 * The blank version of a sheet: every value empty, table rows replaced by as many blank rows, empty text sections
 * left with lines to write on. A blank sheet printed from a system's layout keeps that layout.
 */
export function blankOf(model: SheetModel): SheetModel {
  const blankField = (f: SheetField): SheetField => ({ id: f.id, label: f.label, value: '', ...(f.inPlay ? { inPlay: true } : {}) });
  const blankSection = (s: SheetSection): SheetSection => {
    switch (s.kind) {
      case 'fields':
        return { ...s, fields: s.fields.map(blankField) };
      case 'table':
        return { ...s, rows: [], blankRows: Math.max(s.rows.length + (s.blankRows ?? 0), 4) };
      case 'text':
        return { ...s, paragraphs: [], blankLines: Math.max(s.blankLines ?? 0, 6) };
    }
  };
  return {
    system: model.system,
    title: '',
    subtitle: '',
    identity: model.identity.map(blankField),
    main: model.main.map(blankSection),
    extra: model.extra.map(blankSection),
    footer: { houseRules: [], overrides: [], date: '' },
  };
}
