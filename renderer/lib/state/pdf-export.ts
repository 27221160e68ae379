import type { SheetModel } from '../../../core/sheet/sheet-model';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { PartySheetMember } from '../../../core/sheet/party-sheet';
import regularUrl from '../../../resources/fonts/DejaVuSans.ttf?url';
import boldUrl from '../../../resources/fonts/DejaVuSans-Bold.ttf?url';

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the sheet font could not be loaded (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Renders a sheet model to PDF bytes, in the play layout; `withHistory` adds the history on pages of its own (the
 * command line's `pdf --with-history`, the same layout code). The PDF code and fonts load on first use, keeping them
 * out of start-up.
 */
export async function makeSheetPdf(model: SheetModel, paper: 'a4' | 'letter', fillable: boolean, withHistory = false): Promise<Uint8Array> {
  fonts ??= Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)]).then(([regular, bold]) => ({ regular, bold }));
  const [{ renderSheetPdf }, loaded] = await Promise.all([import('../../../core/sheet/pdf/render-sheet'), fonts]);
  return renderSheetPdf(model, { paper, fillable, withHistory, fonts: loaded });
}

/**
 * The party sheet of a campaign (core/sheet/party-sheet.ts) as PDF bytes. Its code, pdf-lib and the fonts load on
 * first use, as for a character sheet.
 */
export async function makePartySheetPdf(
  campaign: CampaignDocument,
  members: readonly PartySheetMember[],
  printedOn: string,
  paper: 'a4' | 'letter',
): Promise<Uint8Array> {
  fonts ??= Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)]).then(([regular, bold]) => ({ regular, bold }));
  const [{ partySheet, renderPartySheetPdf }, loaded] = await Promise.all([import('../../../core/sheet/party-sheet'), fonts]);
  return renderPartySheetPdf(partySheet(campaign, members, printedOn), { paper, fonts: loaded });
}
