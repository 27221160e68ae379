/**
 * The sheet model: a system-neutral description of a character sheet. A game system turns a character into a
 * SheetModel (sections of labelled values, each able to explain itself); the on-screen sheet and the PDF layout
 * both render it, so neither knows any game's rules.
 */
import type { Portrait } from '../documents/portrait';

/**
 * Where the play layout (the paper of a sheet that has `play`) prints a section; the screen shows every section except
 * 'paper-only' ones, wherever this says.
 * - 'play': on page 1, under the play block (abilities, saves, attack lines: what is used at the table);
 * - 'covered': not printed, because the play block prints its values (hit points, armour class, conditions);
 * - 'history': only when the history is asked for, on pages of its own after the sheet;
 * - 'paper-only': on page 2 and on, and not on screen (a purse of boxes per coin, for pencil);
 * - absent: on page 2 and on (skills, equipment, spells, money, notes).
 */
export type SectionPaper = 'play' | 'covered' | 'history' | 'paper-only';

/** One labelled value on the sheet. */
export interface SheetField {
  /** Stable id within the sheet, e.g. "save.magicWands"; AcroForm fields are named after it. */
  readonly id: string;
  readonly label: string;
  /** The value as it should be printed ("13", "+2", "1d8", "Lawful"). Empty string when unknown or blank. */
  readonly value: string;
  /** Where the value comes from, in words ("Thief level 4, Table 4-9"). */
  readonly explanation?: string;
  /** True when a player or GM overrode the computed value; the sheet marks it. */
  readonly overridden?: boolean;
  /**
   * True for values that change in play (HP, XP, money, notes): the fillable PDF makes them form fields, and the play
   * layout prints the value as it starts beside an empty box to write the value in play.
   */
  readonly inPlay?: boolean;
  /** 'covered': the play layout leaves this field out because its play block prints the value (the screen shows it). */
  readonly paper?: 'covered';
  /** Boxes to tick printed after the value on paper (a spell level's slots: tick one per spell cast). */
  readonly boxes?: number;
}

/** A row of a table section; cells are printed strings, in column order. */
export interface SheetRow {
  readonly id: string;
  readonly cells: readonly string[];
  readonly explanation?: string;
  readonly overridden?: boolean;
}

/** A group of label/value boxes (abilities, saves, combat numbers). */
export interface FieldsSection {
  readonly kind: 'fields';
  readonly id: string;
  readonly title: string;
  readonly fields: readonly SheetField[];
  /** Printing hint: big boxes for the few numbers read most at the table (abilities, HP, AC). */
  readonly emphasis?: 'large' | 'normal';
  /** Where the play layout prints it (see SectionPaper). */
  readonly paper?: SectionPaper;
  /** The title the play layout prints when it leaves some fields out (they print in the play block). */
  readonly paperTitle?: string;
}

/** A table with a header row (skills, weapon feats, equipment, spells, history). May be long. */
export interface TableSection {
  readonly kind: 'table';
  readonly id: string;
  readonly title: string;
  readonly columns: readonly string[];
  /** Relative column widths, same length as columns; defaults to equal widths. */
  readonly widths?: readonly number[];
  readonly rows: readonly SheetRow[];
  /** Rows to leave blank for writing in by hand (the blank sheet, or room to add equipment). */
  readonly blankRows?: number;
  /**
   * True when the rows change in play (equipment, memorised spells, conditions): the fillable PDF makes every cell of
   * every row, blank rows included, a form field named `<section id>.<row id>.<column>`.
   */
  readonly inPlay?: boolean;
  /**
   * On a sheet for writing by hand: a share of the room left at the end of this section's column or page goes to more
   * blank rows, in proportion to this weight (2 takes twice the share of 1). Absent or 0: only blankRows.
   */
  readonly fill?: number;
  /**
   * Columns (by index) printed as a box to tick in every row, blank rows included (a power's "Used", a prepared
   * spell's "Cast"): a cell of "✓" prints ticked, any other cell empty.
   */
  readonly checkColumns?: readonly number[];
  /** Where the play layout prints it (see SectionPaper). */
  readonly paper?: SectionPaper;
}

/** Free text (notes, special abilities' descriptions). May be long. */
export interface TextSection {
  readonly kind: 'text';
  readonly id: string;
  readonly title: string;
  /** Paragraphs. */
  readonly paragraphs: readonly string[];
  /** When true the fillable PDF makes this a multi-line form field (notes). */
  readonly inPlay?: boolean;
  /** Lines to leave for writing by hand when empty. */
  readonly blankLines?: number;
  /** As TableSection.fill: a weighted share of the room left goes to more lines to write on (when empty). */
  readonly fill?: number;
  /** Where the play layout prints it (see SectionPaper). */
  readonly paper?: SectionPaper;
}

export type SheetSection = FieldsSection | TableSection | TextSection;

/**
 * How the play strip rolls a value from the sheet: one of the system's own roll kinds (`SystemDefinition.rollKinds`)
 * with its inputs filled from the character, so the strip and the dice roller share one set of rules.
 */
export interface PlayRollSpec {
  /** A roll kind id of the system ("save", "attack", "check"). */
  readonly kind: string;
  /** The kind's inputs as text, by input id (a missing one takes the kind's default). */
  readonly input: Readonly<Record<string, string>>;
}

/** A value the table rolls against or with (a save, a skill, a weapon's attack), printed and rolled from the strip. */
export interface PlayRoll {
  /** Stable id within the sheet, e.g. "save.deathRay", "attack.sword-normal", "skill.climb". */
  readonly id: string;
  readonly label: string;
  /** As printed: "13", "+4", "1d8+1". */
  readonly value: string;
  readonly explanation?: string;
  readonly overridden?: boolean;
  /** How it is rolled; absent for a value only looked at (damage dice printed beside the attack). */
  readonly roll?: PlayRollSpec;
}

/** Rolls of one kind, shown together ("Saves", "Attacks", "Skills"). */
export interface PlayRollGroup {
  readonly id: string;
  readonly title: string;
  readonly rolls: readonly PlayRoll[];
}

/**
 * A value that changes in play besides health (gold, ammunition, spells cast, magic points, omens, recoveries): on
 * screen it is edited through the system's tracker of the same id; on paper it prints as its starting value beside an
 * empty box to write in, or as boxes to tick.
 */
export interface PlayResource {
  /** The system's tracker id (`vitals.trackers`), so the screen edits it through the one write path. */
  readonly id: string;
  readonly label: string;
  /** The value now, as printed. */
  readonly value: string;
  /** The ceiling, as printed ("of 3"), when there is one. */
  readonly max?: string;
  /** Print as this many boxes to tick instead of a box to write in (death saves, omens, a damage track's column). */
  readonly boxes?: number;
  /**
   * The id of a sheet section that prints this value on paper in its own way (the money section's box per coin): the
   * play block then leaves it out, so a value is never written in two places. The play strip ignores it.
   */
  readonly printedWith?: string;
}

/** A condition on the character now (from the envelope, filled in by the shell for every system). */
export interface PlayCondition {
  readonly id: string;
  readonly name: string;
  /** Rounds left, or null when it lasts until removed. */
  readonly rounds: number | null;
  readonly description?: string;
}

/**
 * What is used at the table, at a glance: the play strip at the top of the sheet on screen and the top of page 1 on
 * paper. The system fills it from its derived values; the shell adds the conditions. Nothing here is computed by the
 * renderer or the PDF code.
 */
export interface SheetPlay {
  /** The health measure: hit points, Murdham's health, True SRD's damage track. */
  readonly health: {
    /** The system's tracker damage and healing change (`vitals.healthTracker`). */
    readonly trackerId: string;
    /** "Hit points", "Health", "Damage". */
    readonly label: string;
    /** "HP", "Health". */
    readonly abbreviation: string;
    readonly current: number;
    /** Null while the maximum is not known (an Orcus class's hit points not entered yet). */
    readonly max: number | null;
    /** "pool": damage lowers it toward 0; "track": damage moves it along a track toward its end (True SRD). */
    readonly model: 'pool' | 'track';
  };
  /** The rules' state word now ("Dying", "Staggered", "Stable", "Dead"), or null when nothing special applies. */
  readonly state: string | null;
  /** AC, or AC and Fortitude/Reflex/Will, or Defense and Toughness. */
  readonly defences: readonly SheetField[];
  /** Initiative, movement and the few other numbers read every round. */
  readonly glance: readonly SheetField[];
  /** Saves, attacks, skills or tests: what is rolled from the sheet. */
  readonly rolls: readonly PlayRollGroup[];
  /** Other values that change in play. */
  readonly resources: readonly PlayResource[];
  /**
   * Conditions on the character (the shell fills these from the document for every system). On paper they print in
   * a conditions box under the play block, left out only when the sheet prints a section of its own with the id
   * "conditions" on page 1 (a system that keeps conditions in its own data, with their details).
   */
  readonly conditions: readonly PlayCondition[];
}

/** A whole sheet. */
export interface SheetModel {
  /** The character's portrait, printed at the top right of page 1; absent when there is none (and on blank sheets). */
  readonly portrait?: Portrait;
  /** The game system, e.g. { id: "dark-dungeons", name: "Dark Dungeons" }. */
  readonly system: { readonly id: string; readonly name: string };
  /** Character name (empty on a blank sheet). */
  readonly title: string;
  /** One line under the name, e.g. "Thief 4 · Chaotic · Black Leaf's concept". */
  readonly subtitle: string;
  /** Identity fields printed in the header band (player, class, level, alignment, XP...). */
  readonly identity: readonly SheetField[];
  /**
   * What is used at the table at a glance (the play strip, page 1 of the play layout). Absent only on models made
   * before a system filled it.
   */
  readonly play?: SheetPlay;
  /** The first page's sections, in reading order. */
  readonly main: readonly SheetSection[];
  /** Sections that may be long (spells, equipment, notes, history); they follow and flow to further pages. */
  readonly extra: readonly SheetSection[];
  /** Footer material. */
  readonly footer: {
    /** Names of the house rules in force, e.g. ["GM swap used"]. */
    readonly houseRules: readonly string[];
    /** Labels of overridden values, e.g. ["Hit points (max)"]. */
    readonly overrides: readonly string[];
    /**
     * The rules the character breaks, in words (the system's validate messages), printed apart from the house rules:
     * a house rule is agreed at the table, a rule not followed is a problem someone may want to look at.
     */
    readonly rulesNotFollowed?: readonly string[];
    /** ISO date the sheet was printed. */
    readonly date: string;
  };
}
