import type { SheetField, SheetModel, SheetPlay, SheetSection } from './sheet-model';

/**
 * The blank version of a sheet: every value empty, table rows replaced by as many blank rows, empty text sections
 * left with lines to write on, and every table and text section sharing the room left on its page (fill weight 1
 * unless the system gave one), so the paper is rows to write on rather than white space. A blank sheet printed from
 * a system's layout keeps that layout.
 */
export function blankOf(model: SheetModel): SheetModel {
  const blankField = (f: SheetField): SheetField => ({
    id: f.id,
    label: f.label,
    value: '',
    ...(f.inPlay ? { inPlay: true } : {}),
    ...(f.paper ? { paper: f.paper } : {}),
    ...(f.boxes !== undefined ? { boxes: f.boxes } : {}),
  });
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
    ...(model.play ? { play: blankPlay(model.play, blankField) } : {}),
    main: model.main.map(blankSection),
    extra: model.extra.map(blankSection),
    footer: { houseRules: [], overrides: [], rulesNotFollowed: [], date: '' },
  };
}

/**
 * The play values emptied: health 0 with no maximum, no state word, every defence, glance value, roll and resource
 * kept with its label and emptied (a roll loses its dice, there is nothing to roll from), no conditions. The blank
 * sheet's page 1 is then the play layout with nothing written in.
 */
function blankPlay(play: SheetPlay, blankField: (f: SheetField) => SheetField): SheetPlay {
  return {
    health: { ...play.health, current: 0, max: null },
    state: null,
    defences: play.defences.map(blankField),
    glance: play.glance.map(blankField),
    rolls: play.rolls.map((g) => ({ id: g.id, title: g.title, rolls: g.rolls.map((r) => ({ id: r.id, label: r.label, value: '' })) })),
    resources: play.resources.map((r) => ({
      id: r.id,
      label: r.label,
      value: '',
      ...(r.boxes !== undefined ? { boxes: r.boxes } : {}),
      ...(r.printedWith !== undefined ? { printedWith: r.printedWith } : {}),
    })),
    conditions: [],
  };
}
