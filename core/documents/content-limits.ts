/**
 * Counts and lengths of the document envelope that imports refuse to exceed (a game system bounds its own payload in
 * its shape check). Each limit is far beyond what play produces, so a real campaign never meets one; what they stop
 * is a damaged or hostile file whose size would freeze the sheet, the PDF or the store. The editors should stop
 * input at the same lengths, so that Sheetsmith never writes a file it would refuse.
 */

/**
 * Characters of a campaign's notes (a character's notes are its system's, bounded the same way): 200,000
 * characters is a 100-page book, and keeps a PDF of the notes to a few dozen pages.
 */
export const MAX_NOTES_LENGTH = 200_000;

/**
 * House rules per character. The app adds one per GM ruling (a score swap); a table's whole house-rule sheet is a
 * dozen lines. They print in every page's footer, so the list must stay short.
 */
export const MAX_HOUSE_RULES = 50;

/** Characters of one house rule: a sentence ("GM swap: Cha into Str", "Max hit points at first level"). */
export const MAX_HOUSE_RULE_LENGTH = 200;

/**
 * History entries per character. Ten years of weekly sessions, each with an award, a level-up and a training or
 * two, is about 2,000 entries; the sheet and the PDF list them all.
 */
export const MAX_HISTORY_ENTRIES = 5_000;

/** Characters of a history entry's summary (one line in the history view). */
export const MAX_SUMMARY_LENGTH = 2_000;

/** Dice records per history entry (a level-up rolls a handful; a quick character logs every rerolled set). */
export const MAX_DICE_RECORDS = 1_000;

/** Characters of one dice record ("3d6: [4, 5, 2] = 11"). */
export const MAX_DICE_RECORD_LENGTH = 2_000;

/** Overridden values per character: a sheet has about a hundred values to override. */
export const MAX_OVERRIDES = 500;

/** Characters of an override's value ("AC 2 (plate and shield)") and of its note (the GM's reason). */
export const MAX_OVERRIDE_TEXT = 2_000;

/** Characters of the creation step a draft resumes at (a step id). */
export const MAX_STEP_LENGTH = 100;

/** Characters in a campaign's party; a party of a few dozen across a long campaign is already large. */
export const MAX_PARTY = 1_000;
