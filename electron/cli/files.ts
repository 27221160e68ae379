/** Loading and writing character files for the CLI through the same import checks the app uses. */
import { readTextFile, writeFileAtomic, FileServiceError } from '../services/file-service';
import { importDocument } from '../../core/documents/import';
import type { CharacterDocument } from '../../core/documents/character';
import { getSystem } from '../../core/systems/registry';
import { CliError } from './args';

/** Reads a file and returns the character in it, or throws a CliError (status 2) saying why it is not one. */
export async function loadCharacter(path: string | undefined): Promise<{ doc: CharacterDocument; report: readonly string[] }> {
  if (!path) throw new CliError('Name a character file.');
  let text: string;
  try {
    text = await readTextFile(path);
  } catch (error) {
    throw new CliError(error instanceof FileServiceError ? error.message : `Cannot read ${path}.`);
  }
  const outcome = importDocument(text, { systems: getSystem });
  if (!outcome.ok) throw new CliError(`${path}: ${outcome.error}`);
  if (outcome.kind !== 'character') throw new CliError(`${path} is a campaign, not a character.`);
  return { doc: outcome.doc as CharacterDocument, report: outcome.report };
}

/** Writes text or bytes atomically, turning failures into one-line CLI errors. */
export async function writeOutput(path: string, content: string | Uint8Array): Promise<void> {
  try {
    await writeFileAtomic(path, content);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : `Cannot write ${path}.`);
  }
}
