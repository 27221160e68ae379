/** Loading and writing character files for the CLI through the same import checks the app uses. */
import { existingFileKind, readTextFile, writeFileAtomic, FileServiceError } from '../services/file-service';
import { quoteName } from '../services/display-name';
import { importDocument, type ImportOutcome } from '../../core/documents/import';
import type { CharacterDocument } from '../../core/documents/character';
import { loadAllSystems } from '../../core/systems/registry';
import { CliError } from './args';

/** Reads a file as text, or throws a CliError (status 2) saying why it cannot be read. */
export async function readInput(path: string | undefined, what = 'a character file'): Promise<{ path: string; text: string }> {
  if (!path) throw new CliError(`Name ${what}.`);
  try {
    return { path, text: await readTextFile(path) };
  } catch (error) {
    throw new CliError(error instanceof FileServiceError ? error.message : `Cannot read ${quoteName(path)}.`);
  }
}

/**
 * Reads and imports a character or campaign file (migrated and repaired, as the app would), or throws a CliError
 * with the import's one-sentence refusal.
 */
export async function importFile(path: string | undefined, what = 'a character file'): Promise<Extract<ImportOutcome, { ok: true }>> {
  const input = await readInput(path, what);
  const outcome = importDocument(input.text, { systems: await loadAllSystems(), now: nowIso });
  if (!outcome.ok) throw new CliError(`${quoteName(input.path)}: ${outcome.error}`);
  return outcome;
}

/** Reads a file and returns the character in it, or throws a CliError (status 2) saying why it is not one. */
export async function loadCharacter(path: string | undefined): Promise<{ doc: CharacterDocument; report: readonly string[] }> {
  const outcome = await importFile(path);
  if (outcome.kind !== 'character') throw new CliError(`${quoteName(path ?? '')} is a campaign, not a character.`);
  return { doc: outcome.doc as CharacterDocument, report: outcome.report };
}

/**
 * Writes text or bytes atomically, turning failures into one-line CLI errors (the file service's sentences name the
 * file asked for, never its temporary file).
 */
export async function writeOutput(path: string, content: string | Uint8Array): Promise<void> {
  try {
    await writeFileAtomic(path, content);
  } catch (error) {
    throw new CliError(error instanceof FileServiceError ? error.message : `Could not write ${quoteName(path)}.`);
  }
}

/** The kinds of file the commands write. */
export type OutputKind = 'pdf' | 'character' | 'campaign';

/** How a refusal names each kind: "a PDF", "a Sheetsmith character file". */
const KIND_WORDS: Readonly<Record<OutputKind, { one: string; many: string }>> = {
  pdf: { one: 'a PDF', many: 'PDFs' },
  character: { one: 'a Sheetsmith character file', many: 'character files' },
  campaign: { one: 'a Sheetsmith campaign file', many: 'campaign files' },
};

/**
 * Refuses an output name that holds something other than a file of the kind the command writes (issue #23 §5):
 * `pdf -o` once replaced a character file with its sheet, `migrate -o` a picture, a PDF, another program's settings.
 * A missing file, or one of the same kind, may be (re)written; a symbolic link is judged by the file it names (and
 * written through, see writeFileAtomic); a link to nothing, a folder, a device, a pipe or a socket are refused. Call
 * it before any work, so a wrong -o is refused at once and the file left as it is.
 */
export async function checkOutputTarget(path: string, kind: OutputKind, command: string): Promise<void> {
  const found = await existingFileKind(path);
  const words = KIND_WORDS[kind];
  if (found === 'none' || found === kind) return;
  if (found === 'folder') throw new CliError(`${quoteName(path)} is a folder; name the ${kind === 'pdf' ? 'PDF file' : 'file'} to write.`);
  if (found === 'broken-link') throw new CliError(`${quoteName(path)} is a link to a file that does not exist; name the file itself.`);
  if (found === 'special') throw new CliError(`${quoteName(path)} is not a regular file (a device, a pipe or a socket); ${command} writes only to files.`);
  throw new CliError(`${quoteName(path)} exists and is not ${words.one}; ${command} only replaces ${words.many}, so choose another name.`);
}

/** {@link checkOutputTarget} for `pdf -o` and `party-pdf -o`. */
export async function checkPdfTarget(path: string, command = 'pdf'): Promise<void> {
  await checkOutputTarget(path, 'pdf', command);
}

/**
 * Now as an ISO time. When SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention) is set, that
 * time instead, so a seeded run can give byte-identical files: history entries and updatedAt carry the time.
 */
export function nowIso(): string {
  const epoch = process.env['SOURCE_DATE_EPOCH'];
  if (epoch === undefined || epoch === '') return new Date().toISOString();
  if (!/^\d{1,12}$/.test(epoch)) throw new CliError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got "${epoch}".`);
  return new Date(Number(epoch) * 1000).toISOString();
}
