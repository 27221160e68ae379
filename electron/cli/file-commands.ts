/** `pdf`, `migrate`: turning a character file into a printable sheet, or into a file of the current schema. */
import { characterSheet } from '../../core/sheet/character-sheet';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { CampaignDocument } from '../../core/documents/campaign';
import type { CharacterDocument } from '../../core/documents/character';
import { exportCampaign, exportCharacter } from '../../core/documents/import';
import { renderSheetPdf } from '../../core/sheet/pdf/render-sheet';
import type { Paper } from '../../core/sheet/pdf/theme';
import type { SheetModel } from '../../core/sheet/sheet-model';
import { loadSystem } from '../../core/systems/registry';
import { withCampaignHouseRules } from '../../core/campaign/party';
import { requireSystem } from './rules-commands';
import { CliError, optionString, parseArgs } from './args';
import { quoteName } from '../services/display-name';
import { checkOutputTarget, checkPdfTarget, importFile, loadCharacter, nowIso, writeOutput } from './files';
import type { CommandOutput } from './progress-commands';

/** Paper names the `--paper` option takes, with the name printed in the confirmation line. */
export const PAPERS: Readonly<Record<Paper, string>> = { a4: 'A4', letter: 'Letter' };

/** The system a blank sheet is drawn for when --system is not given (the first and deepest). */
const BLANK_SYSTEM = 'dark-dungeons';

/**
 * The sheet fonts, found from this file's location (electron/cli/ → resources/fonts/) rather than the working
 * directory, so the command works wherever it is run from.
 */
export async function loadFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  const dir = new URL('../../resources/fonts/', import.meta.url);
  try {
    const [regular, bold] = await Promise.all([readFile(new URL('DejaVuSans.ttf', dir)), readFile(new URL('DejaVuSans-Bold.ttf', dir))]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  } catch {
    throw new CliError(`The sheet fonts are missing from ${quoteName(decodeURIComponent(dir.pathname))}; reinstall Sheetsmith.`);
  }
}

/** `--paper`, checked: a4 (the default) or letter. */
export function paperOption(raw: string | undefined): Paper {
  if (raw === undefined) return 'a4';
  const paper = raw.toLowerCase();
  if (paper === 'a4' || paper === 'letter') return paper;
  throw new CliError(`Unknown paper "${raw}"; use a4 or letter.`);
}

/**
 * `--campaign <file>`: the campaign whose house rules print in the character's footer, as the app prints them for a
 * member. Refused when the file is not a campaign or the character is not in its party.
 */
async function withCampaignFooter(model: SheetModel, doc: CharacterDocument, campaignPath: string): Promise<{ model: SheetModel; report: readonly string[] }> {
  const outcome = await importFile(campaignPath, 'a campaign file');
  if (outcome.kind !== 'campaign') throw new CliError(`${quoteName(campaignPath)} is a character, not a campaign.`);
  const campaign = outcome.doc as CampaignDocument;
  if (!campaign.members.includes(doc.id)) {
    throw new CliError(`${quoteName(doc.name)} is not in the party of ${quoteName(campaign.name)}, so its house rules do not apply.`);
  }
  return { model: withCampaignHouseRules(model, campaign, doc.id), report: outcome.report };
}

/**
 * `pdf <file> -o <out.pdf> [--paper a4|letter] [--fillable] [--with-history] [--campaign <file>] [--blank [--system <id>]]`:
 * the sheet as a PDF, in the play layout the app prints; `--with-history` adds the character's history on pages of
 * its own, as the app's "With history" does.
 */
export async function pdfCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseArgs(argv, ['o', 'paper', 'fillable', 'blank', 'system', 'campaign', 'with-history'], ['o', 'paper', 'system', 'campaign']);
  const paper = paperOption(optionString(args, 'paper'));
  const out = optionString(args, 'o');
  if (out === undefined) throw new CliError('Name the PDF to write: -o <out.pdf>.');
  const blank = args.options.has('blank');
  if (blank && args.positional.length > 0) throw new CliError('--blank prints an empty sheet and takes no character file.');
  if (!blank && args.options.has('system')) throw new CliError('--system goes with --blank; a character file names its own system.');
  const campaignPath = optionString(args, 'campaign');
  if (blank && campaignPath !== undefined) throw new CliError('--campaign goes with a character file; a blank sheet has no campaign.');
  const withHistory = args.options.has('with-history');
  if (blank && withHistory) throw new CliError('--with-history prints a character’s history; a blank sheet has none.');
  if (args.positional.length > 1) throw new CliError(`pdf takes one character file; got ${args.positional.length}.`);
  // Before any work: a wrong -o (say, the character file itself) is refused at once and the file left as it is.
  await checkPdfTarget(out);

  const printedOn = nowIso().slice(0, 10);
  let model: SheetModel;
  let notes: string[] = [];
  if (blank) {
    const system = await requireSystem(optionString(args, 'system') ?? BLANK_SYSTEM);
    model = system.blankSheet(printedOn);
  } else {
    const { doc, report } = await loadCharacter(args.positional[0]);
    const system = await loadSystem(doc.system);
    if (!system) throw new CliError(`Unknown game system "${doc.system}".`);
    model = characterSheet(system, doc, printedOn);
    notes = report.map((r) => `repaired: ${r}`);
    if (campaignPath !== undefined) {
      const withRules = await withCampaignFooter(model, doc, campaignPath);
      model = withRules.model;
      notes = [...notes, ...withRules.report.map((r) => `repaired (campaign): ${r}`)];
    }
  }

  const bytes = await renderSheetPdf(model, { paper, fillable: args.options.has('fillable'), withHistory, fonts: await loadFonts() });
  // Counted from the bytes written, so the line reports the file as it is, not as the layout planned it.
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  await writeOutput(out, bytes);
  return { lines: [`Wrote ${quoteName(out)} (${pages} page${pages === 1 ? '' : 's'}, ${PAPERS[paper]})`], status: 0, notes };
}

/** A report line as it goes to stderr: schema upgrades are "migrated", everything else import fixed is "repaired". */
export function reportLine(line: string): string {
  return /^Schema \d+ → \d+:/.test(line) ? `migrated: ${line}` : `repaired: ${line}`;
}

/**
 * `migrate <file> -o <out>`: the file imported as the app imports it (older schemas migrated, damage repaired) and
 * written as current-schema canonical JSON. Character and campaign files both work; what import refuses is refused.
 */
export async function migrateCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseArgs(argv, ['o'], ['o']);
  const out = optionString(args, 'o');
  if (out === undefined) throw new CliError('Name the file to write: -o <out.json>.');
  if (args.positional.length > 1) throw new CliError(`migrate takes one file; got ${args.positional.length}.`);
  const outcome = await importFile(args.positional[0], 'a character or campaign file');
  // Only a file of the kind written may be replaced (migrating a file onto itself included).
  await checkOutputTarget(out, outcome.kind, 'migrate');
  const text =
    outcome.kind === 'character'
      ? exportCharacter(outcome.doc as CharacterDocument)
      : exportCampaign(outcome.doc as CampaignDocument, outcome.members);
  await writeOutput(out, text);
  const changes = outcome.report.length;
  const what = outcome.kind === 'character' ? 'character' : 'campaign';
  return {
    lines: [`Wrote ${quoteName(out)} (${what} ${quoteName(outcome.doc.name)}, schema ${outcome.doc.schemaVersion}, ${changes} change${changes === 1 ? '' : 's'})`],
    status: 0,
    notes: outcome.report.map(reportLine),
  };
}
