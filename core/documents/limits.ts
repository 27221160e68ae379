/**
 * Size limits shared by every reader and writer of Sheetsmith files, so that no part of the app accepts a file
 * another part refuses (the app once wrote backups it could not restore because four limits disagreed).
 */

/**
 * The one limit for any file Sheetsmith reads: a character, a campaign or a backup. The IPC boundary, the Electron
 * file reader, the browser reader and core import all refuse what is larger, and nothing else refuses less.
 * 256 MiB holds years of weekly play for a large group with room to spare.
 */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

/**
 * A backup this large is written but the user is warned, well before MAX_FILE_BYTES, that it is growing towards the
 * limit (and that thinning restore points keeps it smaller).
 */
export const BACKUP_WARN_BYTES = 200 * 1024 * 1024;
