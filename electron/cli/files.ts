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

/**
 * Refuses a PDF output name that holds something else: `pdf -o` once silently replaced a character file with its
 * sheet. A missing file or an earlier PDF may be (re)written.
 */
export async function checkPdfTarget(path: string): Promise<void> {
  const kind = await existingFileKind(path);
  if (kind === 'folder') throw new CliError(`${quoteName(path)} is a folder; name the PDF file to write.`);
  if (kind === 'other') {
    throw new CliError(`${quoteName(path)} exists and is not a PDF; pdf only replaces PDFs, so choose another name.`);
  }
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
