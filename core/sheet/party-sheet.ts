/**
 * The party sheet: one page with every member of a campaign as a GM looks it up in play (issue 21 §9): name, player,
 * role, class and level, XP and the next level; every defence, health now and at most beside an empty box to pencil
 * it, the rules' state word, initiative and movement; saves, attack lines, thief abilities or skills; conditions. The
 * model is a SheetModel built from the dashboard's rows (core/campaign/party.ts) and each member's table summary (the
 * system's `tableSummary`, kept on its card), so it knows no game's rules; the layout puts a card per member on one
 * page (pdf/party-cards.ts), or one compact table when the cards would not fit.
 */
import { PDFDocument, type PDFFont, type RGB } from 'pdf-lib';
import { campaignHouseRules, healthText, partyRows, type MemberCharacter, type PartyRow } from '../campaign/party';
import { clockReading } from '../campaign/time';
import type { CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import { systemName } from '../systems/registry';
import type { CharacterCard, TableFigure, TableSummary } from '../systems/types';
import { formatNumber } from '../text/format';
import type { FieldsSection, SheetField, SheetModel, TableSection } from './sheet-model';
import { drawFieldBox, fieldBoxHeight, labelText } from './pdf/boxes';
import { fitText, wrapText } from './pdf/text-fit';
import { baselineBelow, Canvas, type RenderContext } from './pdf/canvas';
import { withFastWidths } from './pdf/fast-width';
import { drawFooter, planFooter } from './pdf/footer';
import { identityRows } from './pdf/header';
import { PageFlow } from './pdf/page-flow';
import type { RenderSheetOptions } from './pdf/render-sheet';
import { TableBlock } from './pdf/tables';
import { PAPER_SIZES, THEME } from './pdf/theme';
import { wordLayoutFontkit } from './pdf/word-layout';
import { FIGURE_SEPARATOR, layoutCards, memberCard, wrapFigures } from './pdf/party-cards';

/**
 * A member as the party sheet needs it: what the store keeps of the character (its summary and card, as the
 * dashboard has it), or the character itself with its card (as the command line has it).
 */
export type PartySheetMember =
  | MemberCharacter
  | {
      readonly doc: CharacterDocument;
      /** The system's card, or null when it cannot work the character out. */
      readonly card: CharacterCard | null;
      /** True while the character is in the trash (printed so). */
      readonly trashed?: boolean;
    };

function asMemberCharacter(m: PartySheetMember): MemberCharacter {
  if (!('doc' in m)) return m;
  return { id: m.doc.id, name: m.doc.name.trim() || 'Unnamed', status: m.doc.status, card: m.card, trashed: m.trashed === true };
}

const field = (id: string, label: string, value: string): SheetField => ({ id, label, value });

/** The mark after a value overridden by hand, as on the character's sheet; the footer explains it. */
const OVERRIDE_MARK = '†';

/** A box's field with the figure's value marked when it was overridden (the footer then explains the mark). */
function marked(f: SheetField, figure: { readonly overridden?: boolean }): SheetField {
  return figure.overridden ? { ...f, value: `${f.value}${OVERRIDE_MARK}`, overridden: true } : f;
}


/** A short word for why a member cannot play, for the card's title and the table. */
const STATUS_WORDS: Readonly<Record<PartyRow['status'], string>> = { ok: '', trashed: 'in the trash', draft: 'a draft', missing: 'missing from the store' };

/**
 * A member's card. Its fields, by the end of their id (the card layout, party-cards.ts, reads them so):
 * `.line` class and level; `.xp` XP and the next level (where the system counts XP); `.defence.N` each defence;
 * `.health` health now and at most, printed beside an empty box to pencil the value in play; `.state` the rules' word;
 * `.glance.N` initiative, movement and thresholds; `.lines.<id>` a line of figures ("Death 12 · Wands 13"), one per
 * line of the system's table summary; `.conditions` the conditions in words.
 */
function memberSection(row: PartyRow, table: TableSummary | undefined): FieldsSection {
  const who = [row.name, row.player && `played by ${row.player}`].filter(Boolean).join(' — ');
  const role = [row.roleLabel, STATUS_WORDS[row.status]].filter(Boolean).join(' · ');
  // Every defence from the system's table summary; else the card's one figure.
  const defences: readonly TableFigure[] = table?.defences ?? (row.defence ? [row.defence] : []);
  return {
    kind: 'fields',
    id: `member-${row.id}`,
    title: `${who} (${role})`,
    fields: [
      field(`${row.id}.line`, 'Class / level', row.line),
      ...(row.xp ? [field(`${row.id}.xp`, row.levelUpReady ? 'XP / next — level up ready' : 'XP / next', row.xp.text)] : []),
      ...defences.map((d, i) => marked(field(`${row.id}.defence.${i}`, d.label, d.value), d)),
      { ...field(`${row.id}.health`, row.health ? `${row.health.abbreviation} now / max` : 'Health', row.health ? healthText(row.health.current, row.health.max, null) : ''), inPlay: true },
      field(`${row.id}.state`, 'State', row.health?.state ?? ''),
      ...(table?.glance ?? []).map((g, i) => marked(field(`${row.id}.glance.${i}`, g.label, g.value), g)),
      ...(table?.lines ?? []).map((l) => ({
        ...field(`${row.id}.lines.${l.id}`, l.title, l.figures.map((f) => `${f.label} ${f.value}${f.overridden ? OVERRIDE_MARK : ''}`).join(FIGURE_SEPARATOR)),
        ...(l.figures.some((f) => f.overridden) ? { overridden: true } : {}),
      })),
      field(`${row.id}.conditions`, 'Conditions', row.conditionsText),
    ],
  };
}

/** The same members as one compact table, for a party too large for cards on one page. */
function partyTable(rows: readonly PartyRow[]): TableSection {
  return {
    kind: 'table',
    id: 'party',
    title: 'The party',
    // The system's own words for health and defence ("Hit points", "AC"), as its cards give them.
    columns: ['Member', 'Player', 'Role', 'Class / level', rows.find((r) => r.health)?.health?.abbreviation ?? 'Health', rows.find((r) => r.defence)?.defence?.label ?? 'Defence', 'XP / next', 'Conditions'],
    widths: [3.4, 1.3, 2.3, 2.2, 1.3, 0.8, 1.8, 2.6],
    rows: rows.map((r) => ({
      id: r.id,
      cells: [r.name, r.player, [r.roleLabel, STATUS_WORDS[r.status]].filter(Boolean).join(' · '), r.line, r.health?.text ?? '', r.defence?.value ?? '', `${r.xp?.text ?? ''}${r.levelUpReady ? ' ready' : ''}`, r.conditionsText],
    })),
  };
}

/**
 * The party sheet's model: the campaign's name and a line about the party, the campaign's identity boxes, one card
 * per member in party order (`main`), the same party as one table (`extra`, printed instead of the cards when they
 * would not fit on one page), and the campaign's house rules in the footer. `printedOn` is the date printed (ISO).
 */
export function partySheet(campaign: CampaignDocument, members: readonly PartySheetMember[], printedOn: string): SheetModel {
  const characters = members.map(asMemberCharacter);
  const rows = partyRows(campaign, characters);
  const tables = new Map<string, TableSummary>();
  for (const c of characters) if (c.card?.table && !c.trashed && c.status === 'complete') tables.set(c.id, c.card.table);
  const names = new Map<string, string>(rows.map((r) => [r.id, r.name]));
  const latest = [...campaign.journal].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).pop();
  const counts = (['pc', 'retainer', 'npc'] as const).map((role) => [role, rows.filter((r) => r.role === role).length] as const);
  const words: Record<string, [string, string]> = { pc: ['player character', 'player characters'], retainer: ['retainer', 'retainers'], npc: ['NPC', 'NPCs'] };
  const party = counts.filter(([, n]) => n > 0).map(([role, n]) => `${n} ${words[role]?.[n === 1 ? 0 : 1] ?? role}`);
  return {
    system: { id: campaign.system, name: systemName(campaign.system) },
    title: campaign.name.trim() || 'Unnamed campaign',
    subtitle: `Party of ${rows.length}${party.length > 0 ? `: ${party.join(', ')}` : ''}`,
    identity: [
      field('campaign.system', 'System', systemName(campaign.system)),
      field('campaign.members', 'Members', formatNumber(rows.length)),
      field('campaign.clock', 'Game time', clockReading(campaign.clock).text),
      field('campaign.sessions', 'Sessions', formatNumber(campaign.journal.length)),
      field('campaign.latest', 'Last session', latest ? [latest.date, latest.title].filter(Boolean).join(' · ') : ''),
    ],
    main: rows.map((r) => memberSection(r, tables.get(r.id))),
    extra: [partyTable(rows)],
    footer: { houseRules: campaignHouseRules(campaign, names), overrides: [], date: printedOn },
  };
}

/** The header band: the campaign's name, the party line, the identity boxes; "PARTY SHEET" at the top right. */
function drawPartyHeader(canvas: Canvas, ctx: RenderContext, model: SheetModel): number {
  const { theme } = ctx;
  const x = theme.margin;
  const width = canvas.width - 2 * theme.margin;
  let y = theme.margin;
  const system = labelText(model.system.name);
  const captionWidth = Math.min(Math.max(ctx.bold.widthOfTextAtSize(system, 7.5), ctx.regular.widthOfTextAtSize('PARTY SHEET', 6)), width / 3);
  canvas.fitted(system, x + width - captionWidth, baselineBelow(y, 7.5, 2), captionWidth, ctx.bold, 7.5, 5, theme.accent, 'right');
  canvas.fitted('PARTY SHEET', x + width - captionWidth, baselineBelow(y, 6, 2 + 7.5 * 1.3), captionWidth, ctx.regular, 6, 5, theme.muted, 'right');
  // The campaign's name and the party line are never cut: shrunk to a floor, then wrapped at spaces.
  y = drawWhole(canvas, model.title, x, y, width - captionWidth - 16, ctx.bold, theme.size.title, theme.size.titleMin, theme.ink, 1.2);
  y = drawWhole(canvas, model.subtitle, x, y + 1, width, ctx.regular, theme.size.subtitle, 7, theme.muted, 1.4) + 5;
  for (const row of identityRows(ctx, model.identity, width)) {
    // A long value (the last session's title) makes its row taller rather than end in "…".
    const height = Math.max(...row.map((cell) => fieldBoxHeight(ctx, cell.field, cell.width, false, 30)));
    let bx = x;
    for (const cell of row) {
      drawFieldBox(canvas, ctx, cell.field, bx, y, cell.width, height, false);
      bx += cell.width + theme.boxGap;
    }
    y += height + theme.boxGap;
  }
  y += 3;
  canvas.hline(x, x + width, y, theme.accent, 1.4);
  return y + 12;
}

/**
 * Draws text on one line, shrunk no further than `minSize`, else on as many lines as it takes at `minSize`, wrapped at
 * spaces (party-cards.ts); returns the y below it. `leading` is the line step as a multiple of the size.
 */
function drawWhole(canvas: Canvas, text: string, x: number, y: number, width: number, font: PDFFont, size: number, minSize: number, color: RGB, leading: number): number {
  const one = fitText(font, text, width, size, minSize);
  const lines = one.truncated ? (wrapFigures(font, text, minSize, width) ?? wrapText(font, text, minSize, width)) : [one.text];
  const at = one.truncated ? minSize : one.size;
  lines.forEach((line, i) => canvas.text(line, x, baselineBelow(y + i * at * leading, at), font, at, color));
  return y + Math.max(size, lines.length * at) * leading;
}

/** Sets the document's metadata from the model. */
function describe(doc: PDFDocument, model: SheetModel): void {
  doc.setTitle(`${model.title} — party sheet`);
  doc.setSubject(`${model.system.name} party sheet`);
  doc.setCreator('Sheetsmith');
  doc.setProducer('Sheetsmith (pdf-lib)');
  const date = new Date(model.footer.date);
  if (!Number.isNaN(date.getTime())) {
    doc.setCreationDate(date);
    doc.setModificationDate(date);
  }
}

/**
 * Lays the sheet out as member cards on one page (party-cards.ts), or with `asTable` as the compact table over as many
 * pages as it needs. Null when the cards do not fit on one page even at their smallest text.
 */
async function layout(model: SheetModel, options: Omit<RenderSheetOptions, 'fillable'>, asTable: boolean): Promise<PDFDocument | null> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(wordLayoutFontkit);
  const regular = withFastWidths(await doc.embedFont(options.fonts.regular, { subset: true }));
  const bold = withFastWidths(await doc.embedFont(options.fonts.bold, { subset: true }));
  const ctx: RenderContext = { regular, bold, theme: THEME, fillable: false, placements: [], overrideMark: OVERRIDE_MARK, overrideMarked: false, writeIn: false };
  const size = PAPER_SIZES[options.paper];
  const width = size[0] - 2 * THEME.margin;
  const footer = planFooter(ctx, model, width);
  describe(doc, model);
  if (!asTable) {
    const canvas = new Canvas(doc.addPage([size[0], size[1]]));
    const top = drawPartyHeader(canvas, ctx, model);
    const cards = model.main.filter((s) => s.kind === 'fields').map(memberCard);
    if (!layoutCards(ctx, canvas, cards, THEME.margin, top, width, size[1] - THEME.margin - footer.height - 10)) return null;
    drawFooter(canvas, ctx, footer, model.footer.date, 1, 1);
    return doc;
  }
  const flow = new PageFlow(doc, size, THEME, footer.height + 10, (canvas) => drawPartyHeader(canvas, ctx, model));
  flow.setColumns(1, true);
  for (const section of model.extra) if (section.kind === 'table') flow.place(new TableBlock(ctx, section));
  flow.pages.forEach((canvas, i) => drawFooter(canvas, ctx, footer, model.footer.date, i + 1, flow.pages.length));
  return doc;
}

/**
 * Renders the party sheet to PDF bytes on A4 or Letter: a card per member when they fit on one page (eight and more,
 * text shrunk to a floor if need be), else the compact table (about 35 members a page). Pure: the fonts come in as
 * bytes.
 */
export async function renderPartySheetPdf(model: SheetModel, options: Omit<RenderSheetOptions, 'fillable'>): Promise<Uint8Array> {
  const chosen = (await layout(model, options, false)) ?? (await layout(model, options, true));
  if (!chosen) throw new Error('the party sheet could not be laid out');
  return chosen.save({ updateFieldAppearances: false });
}
