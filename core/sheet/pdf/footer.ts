/**
 * The footer on every page: system name and house rules, the legend of the override mark, the print date and
 * "page N of M". Planned before layout (its height is reserved on every page) and drawn after it, once M is known.
 */
import type { SheetModel } from '../sheet-model';
import { baselineBelow } from './canvas';
import type { Canvas, RenderContext } from './canvas';
import { singleLine, wrapText } from './text-fit';
import { lineHeight } from './theme';

/** The footer's text, wrapped for the page width. */
export interface FooterPlan {
  /** Left-hand lines: system and house rules, then the override legend. */
  readonly lines: readonly string[];
  /** Height to reserve above the bottom margin, rule included. */
  readonly height: number;
  /** Width kept free at the right of the first line for the date and page number. */
  readonly rightWidth: number;
  /**
   * True when the house rules were too long for the footer (it is on every page, so it stays a line or two): the
   * footer then counts them and the sheet lists them in full in a House Rules section.
   */
  readonly rulesMoved: boolean;
  /** The same for the rules not followed: counted in the footer, listed in a Rules Not Followed section. */
  readonly brokenMoved: boolean;
}

/** Lines the house rules, and the override legend, may take in the footer before they are summarised. */
export const MAX_FOOTER_LINES = 2;

/** True when any value or row on the sheet is marked overridden. */
export function hasOverrides(model: SheetModel): boolean {
  const sections = [...model.main, ...model.extra];
  return (
    model.identity.some((f) => f.overridden === true) ||
    sections.some((s) =>
      s.kind === 'fields'
        ? s.fields.some((f) => f.overridden === true)
        : s.kind === 'table'
          ? s.rows.some((r) => r.overridden === true)
          : false,
    )
  );
}

/** The right-hand text of a page's footer. */
export function pageLabel(date: string, page: number, pages: number): string {
  const printed = date.trim() === '' ? '' : `Printed ${singleLine(date)} · `;
  return `${printed}Page ${page} of ${pages}`;
}

/** Plans the footer: what it says and how tall it is, so layout can keep that space free. */
export function planFooter(ctx: RenderContext, model: SheetModel, width: number): FooterPlan {
  const size = ctx.theme.size.footer;
  // Reserve room for the widest page label a long sheet could need.
  const rightWidth = ctx.regular.widthOfTextAtSize(pageLabel(model.footer.date, 999, 999), size) + 12;
  const rules = houseRulesOf(model);
  const system = singleLine(model.system.name);
  const room = width - rightWidth;
  let lines = wrapText(ctx.regular, `${system} · House rules: ${rules.length > 0 ? rules.join('; ') : 'none'}`, size, room);
  const rulesMoved = lines.length > MAX_FOOTER_LINES;
  if (rulesMoved) lines = wrapText(ctx.regular, `${system} · House rules: ${rules.length}, listed under House Rules`, size, room);
  // Rules the character breaks are not house rules: they get a line of their own, and are counted when long.
  const broken = rulesNotFollowedOf(model);
  let brokenMoved = false;
  if (broken.length > 0) {
    let text = wrapText(ctx.regular, `Rules not followed: ${broken.join('; ')}`, size, room);
    brokenMoved = text.length > MAX_FOOTER_LINES;
    if (brokenMoved) text = wrapText(ctx.regular, `Rules not followed: ${broken.length}, listed under Rules Not Followed`, size, room);
    lines.push(...text);
  }
  const overrides = model.footer.overrides.map(singleLine).filter((o) => o !== '');
  if (overrides.length > 0 || hasOverrides(model)) {
    let legend = wrapText(ctx.regular, `${ctx.overrideMark} Overridden by hand${overrides.length > 0 ? `: ${overrides.join('; ')}` : ''}`, size, room);
    // The values themselves carry the mark, so a long list is only counted here.
    if (legend.length > MAX_FOOTER_LINES) legend = wrapText(ctx.regular, `${ctx.overrideMark} Overridden by hand: ${overrides.length} values, each marked ${ctx.overrideMark}`, size, room);
    lines.push(...legend);
  }
  return { lines, height: 8 + lines.length * lineHeight(size), rightWidth, rulesMoved, brokenMoved };
}

/** The rules not followed as the footer prints them: one line each, blanks and repeats left out. */
export function rulesNotFollowedOf(model: SheetModel): string[] {
  return [...new Set((model.footer.rulesNotFollowed ?? []).map(singleLine).filter((r) => r !== ''))];
}

/** The house rules as the footer prints them: one line each, blanks left out. */
export function houseRulesOf(model: SheetModel): string[] {
  return model.footer.houseRules.map(singleLine).filter((r) => r !== '');
}

/** Draws the footer of one page. */
export function drawFooter(canvas: Canvas, ctx: RenderContext, plan: FooterPlan, date: string, page: number, pages: number): void {
  const { theme } = ctx;
  const size = theme.size.footer;
  const x = theme.margin;
  const width = canvas.width - 2 * theme.margin;
  const top = canvas.height - theme.margin - plan.height;
  canvas.hline(x, x + width, top, theme.rule, 0.6);
  let y = top + 5;
  const label = pageLabel(date, page, pages);
  canvas.fitted(label, x + width - plan.rightWidth, baselineBelow(y, size), plan.rightWidth, ctx.regular, size, 5, theme.muted, 'right');
  for (const line of plan.lines) {
    // The legend line starts with the mark; print the mark in the accent colour as on the sheet.
    if (line.startsWith(ctx.overrideMark)) {
      canvas.text(ctx.overrideMark, x, baselineBelow(y, size), ctx.regular, size, theme.accent);
      const markWidth = ctx.regular.widthOfTextAtSize(ctx.overrideMark, size);
      canvas.text(line.slice(ctx.overrideMark.length), x + markWidth, baselineBelow(y, size), ctx.regular, size, theme.muted);
    } else {
      canvas.text(line, x, baselineBelow(y, size), ctx.regular, size, theme.muted);
    }
    y += lineHeight(size);
  }
}
