/**
 * Sheetsmith's command line: `npm run --silent cli -- <command>`. JSON goes to stdout; an error is one line on
 * stderr with exit status 2, never a stack trace.
 */
import { CliError } from './args';
import { rollsCommand, rulesCommand } from './rules-commands';
import { newCommand, validateCommand } from './character-commands';
import { levelUpCommand, xpCommand } from './progress-commands';
import { migrateCommand, pdfCommand } from './file-commands';
import { campaignCommand, partyPdfCommand, rollCommand } from './campaign-commands';
import { canonicalJson } from '../../core/documents/canonical-json';
import { escapeControls } from '../services/display-name';

const HELP = `Sheetsmith command line   (systems: dark-dungeons, murdham, true-srd, sixteen, orcus)

  rules <system> [--json]                                 the system's tables, with their flags and sources
  rules <system> <table> [<id>] [--flag <value>] --json   one table (or the row the flags pick), e.g.
                                                          rules dark-dungeons class thief --level 10
  rolls dark-dungeons --check 8,9,9,6,6,12 --json         the reroll rule on six scores (Str Int Wis Dex Con Cha)
  new <system> [--kind <id>] [--seed <n>] --json          a complete character (--class is --kind for classes)
  validate <file>                                         every broken rule; exit 0 none, 1 some, 2 not a character
  xp <file> --award <n> [--json] [--write]                an XP award with the system's bonus; --write saves it
  level-up <file> [--seed <n>] [--to <level>] [--force] [-o <out>]
                                                          the character after levelling (--to: XP raised by GM ruling)
  pdf <file> -o <out.pdf> [--paper a4|letter] [--fillable] the sheet as a PDF, made to play from
      [--with-history]                                    with the history on pages of its own
      [--campaign <campaign file>]                        with the house rules of the campaign it plays in
  pdf --blank [--system <id>] -o <out.pdf>                an empty sheet to fill in by hand
  migrate <file> -o <out>                                 an older or damaged file rewritten in the current schema
  campaign <file> xp --monsters <n> --treasure <n> [--present a,b] [--solo] [--json] [--write] [--session <id>]
                                                          a session award with each member's arithmetic (--write gives it)
  roll <notation> [--seed <n>] [--json]                   dice with every die shown (the same for the same seed)
  party-pdf <campaign> -o <out.pdf> [--paper a4|letter]   the one-page party sheet

Notes (repairs, choices left to the player) go to stderr. SOURCE_DATE_EPOCH fixes the clock for reproducible files.
`;

/** What a command produced; `notes` are warnings for stderr that do not make the command fail. */
type Outcome = ({ json: unknown } | { lines: string[]; status: number }) & { notes?: readonly string[] };

async function run(argv: readonly string[]): Promise<Outcome> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { lines: [HELP.trimEnd()], status: 0 };
    case 'rules':
      return { json: await rulesCommand(rest) };
    case 'rolls':
      return { json: await rollsCommand(rest) };
    case 'new':
      return { json: await newCommand(rest) };
    case 'validate':
      return validateCommand(rest);
    case 'xp':
      return xpCommand(rest);
    case 'level-up':
      return levelUpCommand(rest);
    case 'pdf':
      return pdfCommand(rest);
    case 'migrate':
      return migrateCommand(rest);
    case 'campaign':
      return campaignCommand(rest);
    case 'roll':
      return rollCommand(rest);
    case 'party-pdf':
      return partyPdfCommand(rest);
    default:
      throw new CliError(`Unknown command "${command}". Run "help" for the list.`);
  }
}

async function main(): Promise<void> {
  try {
    const outcome = await run(process.argv.slice(2));
    // Notes, lines and errors can carry names from files and the command line: no control character or terminal
    // escape in them reaches the terminal raw (commands quote the names they print; this catches the rest).
    for (const note of outcome.notes ?? []) process.stderr.write(`${escapeControls(note)}\n`);
    if ('json' in outcome) {
      // Documents use the canonical key order (identical bytes each time); tables keep the order they are printed in.
      const isDocument = typeof outcome.json === 'object' && outcome.json !== null && 'format' in outcome.json;
      process.stdout.write(isDocument ? canonicalJson(outcome.json) : `${JSON.stringify(outcome.json, null, 2)}\n`);
      process.exitCode = 0;
    } else {
      if (outcome.lines.length) process.stdout.write(`${escapeControls(outcome.lines.join('\n'), '\n')}\n`);
      process.exitCode = outcome.status;
    }
  } catch (error) {
    const message = error instanceof CliError || error instanceof RangeError ? error.message : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`sheetsmith: ${escapeControls(message.split('\n')[0] ?? '')}\n`);
    process.exitCode = error instanceof CliError ? error.status : 2;
  }
}

void main();
