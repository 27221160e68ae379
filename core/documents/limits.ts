/**
 * The one size limit for every Sheetsmith file (character, campaign, backup), defined once so the readers cannot
 * disagree: core's import and backup checks, the browser's file reader and main's file service all use it, and an
 * export that would be larger is refused before it is written, so Sheetsmith never writes a file it would refuse.
 */

/**
 * Largest file read or written, in bytes. A year of weekly play for 30 characters with their restore points makes
 * a backup of about 70 MiB, so 256 MiB leaves years of room while keeping a hostile file from exhausting memory
 * (a JSON text this large already needs a few hundred MiB to parse).
 */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** A backup larger than this gets a warning that it is nearing MAX_FILE_BYTES, well before a restore would fail. */
export const BACKUP_WARN_BYTES = 200 * 1024 * 1024;
