/**
 * The party sheet: one page with every member of a campaign at a glance (name, player, role, roster line, health
 * now and at most with the rules' word, defence, XP and the next level, conditions), for the GM's table. The model
 * is a SheetModel built from the dashboard's rows (core/campaign/party.ts), so it knows no game's rules; the layout
 * reuses the sheet's PDF blocks: a card per member in two columns, or one compact table when the cards would not
 * fit on one page.
 */
import { PDFDocument } from 'pdf-lib';
import { campaignHouseRules, partyRows, type MemberCharacter, type PartyRow } from '../campaign/party';
import { clockReading } from '../campaign/time';
import type { CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import { systemName } from '../systems/registry';
import type { CharacterCard } from '../systems/types';
import { formatNumber } from '../text/format';
import type { FieldsSection, SheetField, SheetModel, TableSection } from './sheet-model';
import { HEADING_HEIGHT, drawFieldBox, drawHeading, labelText } from './pdf/boxes';
import { baselineBelow, type Canvas, type RenderContext } from './pdf/canvas';
import { withFastWidths } from './pdf/fast-width';
import { drawFooter, planFooter } from './pdf/footer';
import { identityRows } from './pdf/header';
import { PageFlow, type Block } from './pdf/page-flow';
import type { RenderSheetOptions } from './pdf/render-sheet';
import { TableBlock } from './pdf/tables';
import { PAPER_SIZES, THEME } from './pdf/theme';
import { wordLayoutFontkit } from './pdf/word-layout';

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


/** A short word for why a member cannot play, for the card's title and the table. */
const STATUS_WORDS: Readonly<Record<PartyRow['status'], string>> = { ok: '', trashed: 'in the trash', draft: 'a draft', missing: 'missing from the store' };

/** A member's card: the roster line, health, defence, XP and conditions, in that fixed order (the layout relies on it). */
function memberSection(row: PartyRow): FieldsSection {
  const who = [row.name, row.player && `played by ${row.player}`].filter(Boolean).join(' — ');
  const role = [row.roleLabel, STATUS_WORDS[row.status]].filter(Boolean).join(' · ');
  return {
    kind: 'fields',
    id: `member-${row.id}`,
    title: `${who} (${role})`,
    fields: [
      field(`${row.id}.line`, 'Class / level', row.line),
      field(`${row.id}.health`, row.health ? `${row.health.label} now / max` : 'Health', row.health?.text ?? ''),
      field(`${row.id}.defence`, row.defence?.label ?? 'Defence', row.defence?.value ?? ''),
      field(`${row.id}.xp`, row.levelUpReady ? 'XP / next — level up ready' : 'XP / next', row.xp?.text ?? ''),
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
  const rows = partyRows(campaign, members.map(asMemberCharacter));
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
    main: rows.map(memberSection),
    extra: [partyTable(rows)],
    footer: { houseRules: campaignHouseRules(campaign, names), overrides: [], date: printedOn },
  };
}

/** Relative widths of a card's five boxes: class and level, health, defence, XP, conditions. */
const CARD_WIDTHS = [1.35, 1.3, 0.7, 1.45, 2.2];
const CARD_ROW = 30;

/** A member's card: its heading and one row of five boxes of fixed proportions, so every card lines up. */
class MemberCardBlock implements Block {
  readonly keepTogether = true;
  private drawn = false;

  constructor(
    private readonly ctx: RenderContext,
    private readonly section: FieldsSection,
  ) {}

  get done(): boolean {
    return this.drawn;
  }

  remainingHeight(): number {
    return this.drawn ? 0 : HEADING_HEIGHT + CARD_ROW;
  }

  minChunkHeight(): number {
    return HEADING_HEIGHT + CARD_ROW;
  }

  draw(canvas: Canvas, x: number, y: number, width: number): number {
    const gap = this.ctx.theme.boxGap;
    const used = drawHeading(canvas, this.ctx, this.section.title, x, y, width, false);
    const total = CARD_WIDTHS.reduce((a, b) => a + b, 0);
    const inner = width - gap * (CARD_WIDTHS.length - 1);
    let bx = x;
    this.section.fields.slice(0, CARD_WIDTHS.length).forEach((f, i) => {
      const w = ((CARD_WIDTHS[i] ?? 1) / total) * inner;
      drawFieldBox(canvas, this.ctx, f, bx, y + used, w, CARD_ROW, false);
      bx += w + gap;
    });
    this.drawn = true;
    return used + CARD_ROW;
  }
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
  canvas.fitted(model.title, x, baselineBelow(y, theme.size.title), width - captionWidth - 16, ctx.bold, theme.size.title, theme.size.titleMin, theme.ink);
  y += theme.size.title * 1.2;
  canvas.fitted(model.subtitle, x, baselineBelow(y, theme.size.subtitle, 1), width, ctx.regular, theme.size.subtitle, 7, theme.muted);
  y += theme.size.subtitle * 1.4 + 6;
  for (const row of identityRows(ctx, model.identity, width)) {
    let bx = x;
    for (const cell of row) {
      drawFieldBox(canvas, ctx, cell.field, bx, y, cell.width, 30, false);
      bx += cell.width + theme.boxGap;
    }
    y += 30 + theme.boxGap;
  }
  y += 3;
  canvas.hline(x, x + width, y, theme.accent, 1.4);
  return y + 12;
}

/** Lays the sheet out as cards (or, with `asTable`, one table) and returns the document and its page count. */
async function layout(model: SheetModel, options: RenderSheetOptions, asTable: boolean): Promise<{ doc: PDFDocument; pages: number }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(wordLayoutFontkit);
  const regular = withFastWidths(await doc.embedFont(options.fonts.regular, { subset: true }));
  const bold = withFastWidths(await doc.embedFont(options.fonts.bold, { subset: true }));
  const ctx: RenderContext = { regular, bold, theme: THEME, fillable: false, placements: [], overrideMark: '†', overrideMarked: false, writeIn: false };
  const size = PAPER_SIZES[options.paper];
  const footer = planFooter(ctx, model, size[0] - 2 * THEME.margin);
  const flow = new PageFlow(doc, size, THEME, footer.height + 10, (canvas) => drawPartyHeader(canvas, ctx, model));
  flow.setColumns(1, true);
  if (asTable) {
    for (const section of model.extra) if (section.kind === 'table') flow.place(new TableBlock(ctx, section));
  } else {
    for (const section of model.main) if (section.kind === 'fields') flow.place(new MemberCardBlock(ctx, section));
  }
  flow.pages.forEach((canvas, i) => drawFooter(canvas, ctx, footer, model.footer.date, i + 1, flow.pages.length));
  doc.setTitle(`${model.title} — party sheet`);
  doc.setSubject(`${model.system.name} party sheet`);
  doc.setCreator('Sheetsmith');
  doc.setProducer('Sheetsmith (pdf-lib)');
  const date = new Date(model.footer.date);
  if (!Number.isNaN(date.getTime())) {
    doc.setCreationDate(date);
    doc.setModificationDate(date);
  }
  return { doc, pages: flow.pages.length };
}

/**
 * Renders the party sheet to PDF bytes on A4 or Letter: a card per member when they fit on one page (about ten),
 * else the compact table (about 35 members a page). Pure: the fonts come in as bytes.
 */
export async function renderPartySheetPdf(model: SheetModel, options: Omit<RenderSheetOptions, 'fillable'>): Promise<Uint8Array> {
  const cards = await layout(model, options, false);
  const chosen = cards.pages <= 1 ? cards : await layout(model, options, true);
  return chosen.doc.save({ updateFieldAppearances: false });
}
