import type { CampaignId, CharacterId } from './ids';
import type { CharacterCondition } from './character';

/**
 * The campaign schema this build writes. Version 2 (issue 13) added the game master's table: member roles and
 * players, campaign house rules, the session journal, the treasure ledger, the clock, the dice log, conditions, the
 * GM's monsters and the combat in progress. Version 3 keeps monsters in each system's own terms (its monster model's
 * inputs and figures), members' conditions on their characters, and the rolls a fight asks of members. Older
 * versions are migrated on load (campaign-migrations.ts).
 */
export const CAMPAIGN_SCHEMA_VERSION = 3;

/** What a member is to the party: a player's character, a hireling or retainer, or a character the GM plays. */
export type MemberRole = 'pc' | 'retainer' | 'npc';

/** The roles in the order pickers show them. */
export const MEMBER_ROLES: readonly MemberRole[] = ['pc', 'retainer', 'npc'];

/** What the campaign knows of one member beyond the character itself. */
export interface MemberDetails {
  /** Player character, retainer/hireling or NPC; decides the default shares of an award (core/campaign/awards.ts). */
  readonly role: MemberRole;
  /** Who plays the character ("" for the GM's own characters or when not known). */
  readonly player: string;
  /**
   * A custom share of awards as a percent of one full share (50 is a half share), set by the GM: a house rule, shown
   * as one wherever the award is. Null for the rules' share.
   */
  readonly xpSharePercent: number | null;
  /**
   * A custom part of every award as a percent of the whole (40: this member takes 40% of the monster XP and of the
   * treasure XP; the rest is shared among the others by their shares), set by the GM: a house rule. Absent or null
   * when not set; when set, it stands instead of `xpSharePercent`.
   */
  readonly awardPercent?: number | null;
}

/** How initiative is rolled when the campaign's house rule replaces the system's own rule. */
export type InitiativeMode = 'side' | 'individual';

/** House rules the campaign keeps for everyone in it. Each one that is set prints as a house rule. */
export interface CampaignHouseRules {
  /**
   * How many levels one award may raise a character. Null (the default) keeps the system's own rule: Dark Dungeons
   * sets no limit (supplement §11.1). True lets an award raise several levels even where a system stops it at one;
   * false stops every award one XP short of the level after next (the Rules Cyclopedia habit).
   */
  readonly multiLevelPerAward: boolean | null;
  /** Initiative by side or by individual in place of the system's rule; null keeps the system's rule. */
  readonly initiative: InitiativeMode | null;
}

/** One XP award as it was applied, kept in the session so it shows its arithmetic and can be undone. */
export interface AwardRecord {
  readonly id: string;
  /** ISO time it was applied. */
  readonly at: string;
  /** XP of the monsters defeated, before it was shared. */
  readonly monsterXp: number;
  /** Treasure XP before it was shared (the value counted, 1 XP a gold piece in Dark Dungeons). */
  readonly treasureXp: number;
  /** True when only those present shared the monster XP (the solo side-quest exception). */
  readonly soloSideQuest: boolean;
  /** The split in words: "Monsters: 1,000 XP ÷ 3.5 shares". */
  readonly arithmetic: readonly string[];
  /** The house rules the award used, in words (custom shares, more than one level). */
  readonly houseRules: readonly string[];
  readonly members: readonly AwardMemberRecord[];
  /** When the award was undone, or null while it stands. */
  readonly undoneAt: string | null;
}

/** One member's part of an applied award. */
export interface AwardMemberRecord {
  readonly characterId: CharacterId;
  /** The character's name when the award was given (it may be renamed later). */
  readonly name: string;
  /** The member's share before the system's bonus. */
  readonly base: number;
  /** The XP added to the character: the XP shown is the XP given. */
  readonly given: number;
  /** Each step of the member's arithmetic, one line each. */
  readonly arithmetic: readonly string[];
  /**
   * The history entry the award added to the character. The undo takes the award back through the system only while
   * this is still the character's most recent award (a character can only undo its latest one).
   */
  readonly historyEntryId: string;
}

/** A party rest as it was applied, kept in the session so it shows what it did to each member and can be undone. */
export interface RestRecord {
  readonly id: string;
  /** ISO time it was applied. */
  readonly at: string;
  /** The system's rest id ("long", "daily"). */
  readonly restId: string;
  /** The rest's name when it was taken. */
  readonly name: string;
  /** The GM's choices for the rest's options, in words ("Food: A ration"). */
  readonly chosen: readonly string[];
  /** Game time when the rest began, in seconds since the campaign's clock started. */
  readonly startedAtSeconds: number;
  /** How long it took: the clock moved on by this much. */
  readonly seconds: number;
  readonly members: readonly RestMemberRecord[];
  /**
   * The clock and the members' conditions as they were before the rest's time passed: an undo puts them back while
   * nothing has moved the clock since.
   */
  readonly clockBefore: CampaignClock;
  readonly conditionsBefore: readonly ActiveCondition[];
  /** When the rest was undone, or null while it stands. */
  readonly undoneAt: string | null;
}

/** One member's part of a party rest. */
export interface RestMemberRecord {
  readonly characterId: CharacterId;
  /** The character's name when it rested. */
  readonly name: string;
  /** The health change in words: "Hit points 3 → 5". */
  readonly change: string;
  /** The system's sentences about the rest (each citing its line). */
  readonly lines: readonly string[];
  /** Every die rolled for it (True SRD's recovery checks). */
  readonly dice: readonly string[];
  /** The history entry the rest added to the character. */
  readonly historyEntryId: string;
  /**
   * The top-level fields of the system data the rest changed, as they were before and after it. The undo puts
   * `before` back only while the character still has `after` (nothing changed those fields since).
   */
  readonly before: Readonly<Record<string, unknown>>;
  readonly after: Readonly<Record<string, unknown>>;
}

/** A monster defeated in a combat, for the session's record. */
export interface DefeatedMonster {
  readonly name: string;
  /** What kind of monster, as its system's model words it ("Hit dice 4+1**", "Level 5 elite brute"). */
  readonly summary: string;
  /** Its XP value (0 where the system gives none). */
  readonly xp: number;
}

/** What a finished combat leaves in the session. */
export interface CombatSummary {
  readonly id: string;
  readonly startedAt: string;
  readonly endedAt: string;
  /** Rounds fought. */
  readonly rounds: number;
  readonly defeated: readonly DefeatedMonster[];
  /** The defeated monsters' XP, the session award's monster XP. */
  readonly xpValue: number;
}

/** One session of play in the journal. */
export interface SessionEntry {
  readonly id: string;
  /** Day of play, YYYY-MM-DD. */
  readonly date: string;
  readonly title: string;
  readonly notes: string;
  /** Members at the table that day. */
  readonly present: readonly CharacterId[];
  /** NPCs the party met, by name. */
  readonly npcsMet: readonly string[];
  /** Places visited, by name. */
  readonly places: readonly string[];
  /** XP awards given in the session, oldest first. */
  readonly awards: readonly AwardRecord[];
  /** Combats fought in the session, oldest first. */
  readonly combats: readonly CombatSummary[];
  /** Party rests taken in the session, oldest first (absent in sessions written before rests were recorded). */
  readonly rests?: readonly RestRecord[];
}

/** A lot of treasure in the ledger: coins or an item, found in a session, held by someone, perhaps sold. */
export interface TreasureEntry {
  readonly id: string;
  /** The session it was found in, or null when not tied to one. */
  readonly sessionId: string | null;
  readonly kind: 'coins' | 'item';
  /** "1,200 gp", "Silver chalice". */
  readonly name: string;
  readonly quantity: number;
  /** Value of the whole lot in the campaign's money (gold pieces in Dark Dungeons). */
  readonly value: number;
  /**
   * Whether it earns treasure XP. Dark Dungeons counts found treasure but not money from party members, a trade or
   * selling magic items (supplement §4); the GM decides per lot.
   */
  readonly countsForXp: boolean;
  /** The member who carries it, or null for the party's common pool. */
  readonly holder: CharacterId | null;
  /** When it was sold and for how much (the campaign's money), or null while kept. */
  readonly sold: { readonly price: number; readonly date: string } | null;
  readonly notes: string;
  /**
   * The member an item lot was handed to as a line of its equipment (issue 21 §6), with the history entry that added
   * it; absent while it is not (an item is handed once).
   */
  readonly handed?: { readonly characterId: CharacterId; readonly at: string; readonly historyEntryId: string };
}

/** Something that burns down with game time: a torch, a lantern's oil, a spell. */
export interface ClockTimer {
  readonly id: string;
  /** "Torch (Ayla)". */
  readonly label: string;
  readonly kind: 'light' | 'effect' | 'other';
  /** Seconds of game time left. */
  readonly remainingSeconds: number;
  /** Who carries or bears it, or null. */
  readonly holder: CharacterId | null;
  /**
   * The item lighting it used up from the carrier's equipment (a torch from the pack, issue 21 §10), with the history
   * entry that took it: undoing the lighting gives it back. Absent for a light from the party's stock, or no item.
   */
  readonly used?: { readonly characterId: CharacterId; readonly item: string; readonly historyEntryId: string };
}

/** The campaign's game time. */
export interface CampaignClock {
  /** Seconds of game time since the campaign's clock started; shown in the system's units. */
  readonly elapsedSeconds: number;
  readonly timers: readonly ClockTimer[];
}

/** One roll of the dice panel or the combat tracker, kept in the campaign's log. */
export interface DiceLogEntry {
  readonly id: string;
  /** ISO time of the roll. */
  readonly at: string;
  /** What it was for: "Initiative", "Ogre damage". Empty when the roll was not labelled. */
  readonly label: string;
  /** Canonical notation rolled. */
  readonly notation: string;
  readonly total: number;
  /** Every die, as core/dice formats it: "2d6+1: [3, 5] + 1 = 9". */
  readonly breakdown: string;
}

/** A condition the GM defined for this campaign, offered beside the system's own. */
export interface CustomCondition {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** A condition on a member or combatant. */
export interface ActiveCondition {
  /** This instance's id (the same condition may be on several creatures). */
  readonly id: string;
  /** The character id of a member, or a combatant id for a monster. */
  readonly targetId: string;
  /** The system's condition id, or a custom condition's id. */
  readonly conditionId: string;
  /** Its name when applied, so it still reads when the definition is gone. */
  readonly name: string;
  /** Rounds left (counted down at each new round); null when it lasts until removed. */
  readonly remainingRounds: number | null;
  /** Where it came from or what it does here ("Hold Person", "save each round"). */
  readonly note: string;
}

/** A monster the GM saved to add to fights quickly. */
export interface MonsterTemplate {
  readonly id: string;
  readonly name: string;
  /**
   * The inputs of the system's monster model as the GM typed them (Dark Dungeons: hit dice, hit points, AC, damage,
   * attack bonus, XP; Orcus: level, role, rank), by input id; the model works out the figures when it is added.
   */
  readonly input: Readonly<Record<string, string>>;
  /** Added to its initiative roll. */
  readonly initiativeModifier: number;
  readonly notes: string;
}

/** A monster's numbers in a fight, as its system's monster model worked them out (or the GM typed them). */
export interface MonsterStats {
  /** What kind of monster, in a few words: "Hit dice 4+1**", "Level 5 elite brute". */
  readonly summary: string;
  readonly hp: number;
  readonly maxHp: number;
  /** Defences as worded: AC; or AC, Fortitude, Reflex and Will. */
  readonly defences: readonly { readonly label: string; readonly value: string }[];
  /** Attacks as worded: "+3 to hit, 1d8". */
  readonly attacks: readonly string[];
  /** XP for defeating it (0 where the system gives none). */
  readonly xp: number;
  /** Where the figures come from, in words. */
  readonly figures: string;
  /**
   * The monster model's inputs it was added with (as typed), so it can be saved to the library from the fight; absent
   * on monsters added before this was kept.
   */
  readonly input?: Readonly<Record<string, string>>;
}

/** A combatant's initiative. */
export interface CombatInitiative {
  /** The die rolled (the side's or group's roll), or null before rolling or when the rule has no roll. */
  readonly roll: number | null;
  /** Added to the roll (Dex modifier, a monster's bonus). */
  readonly modifier: number;
  /** Roll plus modifier, or a total the GM typed; null before initiative. */
  readonly total: number | null;
  /** A roll that orders combatants tied on total and modifier, or null when not tied. */
  readonly tieBreak: number | null;
}

/** One creature in the combat tracker. */
export interface Combatant {
  readonly id: string;
  readonly side: 'party' | 'foes';
  /** The member's character id; null for a monster. A member's health, defence and level are its character's. */
  readonly characterId: CharacterId | null;
  readonly name: string;
  /** Creatures of one group roll initiative together (the GM rolls once per kind of monster). */
  readonly group: string;
  /** A monster's numbers; null for a member. */
  readonly monster: MonsterStats | null;
  readonly initiative: CombatInitiative;
  /** Out of the fight: killed, fled, surrendered; skipped in the turn order. */
  readonly defeated: boolean;
  /**
   * A member's statement of intent this round, where the system has one (supplement §9.1): early (+1) or after the GM
   * (−1) on the next initiative roll. Absent when none was stated; cleared at each new round.
   */
  readonly intent?: 'early' | 'late';
}

/** What one tracker action changed, so it can be undone. */
export type CombatAction =
  | {
      readonly kind: 'hp';
      readonly id: string;
      readonly at: string;
      /** "Ogre 2: 7 damage (12 → 5)". */
      readonly label: string;
      readonly combatantId: string;
      readonly before: number;
      readonly after: number;
      /** The combatant's defeated flag before the change (a monster at 0 is marked defeated). */
      readonly defeatedBefore: boolean;
    }
  | {
      readonly kind: 'state';
      readonly id: string;
      readonly at: string;
      readonly label: string;
      /** The parts of the combat as they were before the action. */
      readonly before: CombatSnapshot;
    }
  | {
      /** A change on a member's character other than its health: a condition put on or taken off, a roll made. */
      readonly kind: 'member';
      readonly id: string;
      readonly at: string;
      readonly label: string;
      readonly combatantId: string;
      /** The member's conditions before the change: an undo puts them back. */
      readonly conditionsBefore: readonly CharacterCondition[];
      /** The rolls the fight was asking for before (a death save asked for and now made), put back by an undo. */
      readonly askedBefore?: readonly AskedRoll[];
    };

/** A roll the fight asks of a member at its moment (a death save at the end of a round), until it is made. */
export interface AskedRoll {
  /** The member's combatant id (its character id). */
  readonly combatantId: string;
  /** The system's play action that makes it. */
  readonly actionId: string;
  /** What it is, as the system words it. */
  readonly prompt: string;
  /** The round it was asked in. */
  readonly round: number;
}

/** The parts of a combat an action may change, as they were before it. */
export interface CombatSnapshot {
  readonly round: number;
  readonly turn: number;
  readonly delayed: readonly string[];
  readonly conditions: readonly ActiveCondition[];
  /** Only when the action changed the combatants (added, removed, reordered, initiative). */
  readonly combatants?: readonly Combatant[];
  /** Members' conditions before a new round counted them down, by combatant id (only those it changed). */
  readonly memberConditions?: Readonly<Record<string, readonly CharacterCondition[]>>;
  /** The rolls asked for before the action. */
  readonly asked?: readonly AskedRoll[];
  /** Whether the new round was offering an initiative roll before the action. */
  readonly initiativeDue?: boolean;
}

/** The fight in progress. */
export interface CombatState {
  readonly id: string;
  readonly startedAt: string;
  /** The session it belongs to, where its summary goes when it ends; null when none was chosen. */
  readonly sessionId: string | null;
  /** The current round; 0 before initiative is first rolled. */
  readonly round: number;
  /** How initiative is rolled: the system's rule, a campaign house rule, or no roll (a fixed order). */
  readonly initiativeMode: 'side' | 'individual' | 'none';
  /** Every combatant, in turn order once initiative is rolled. */
  readonly combatants: readonly Combatant[];
  /** Index of the combatant whose turn it is; -1 before the first round. */
  readonly turn: number;
  /** Combatants who delayed their turn this round and may act at any point. */
  readonly delayed: readonly string[];
  /** Conditions on the monsters in the fight (a member's are on its character). */
  readonly conditions: readonly ActiveCondition[];
  /** Rolls the fight asks of members now (a death save at the end of a round); absent when none. */
  readonly asked?: readonly AskedRoll[];
  /**
   * True from the start of a round until initiative is rolled for it or the order is kept, where the system rolls
   * initiative every round (supplement §9.1); absent otherwise.
   */
  readonly initiativeDue?: boolean;
  /** The tracker's actions, oldest first, for undo; the oldest are dropped past MAX_COMBAT_LOG. */
  readonly log: readonly CombatAction[];
}

/** A game master's campaign: its name, system, party, notes and the table's running record. */
export interface CampaignDocument {
  readonly format: 'sheetsmith/campaign';
  readonly schemaVersion: number;
  readonly id: CampaignId;
  readonly name: string;
  /** Game system id the campaign plays, e.g. "dark-dungeons". */
  readonly system: string;
  /** Free notes about the campaign (setting, schedule). */
  readonly notes: string;
  /** Characters in the party, by id, in the order the party lists them. */
  readonly members: readonly CharacterId[];
  /**
   * Role, player and share of each member, by character id. A member with no entry has the defaults
   * (memberDetailsOf in core/campaign/members.ts); entries of characters not in `members` are not kept.
   */
  readonly memberDetails: Readonly<Record<string, MemberDetails>>;
  readonly houseRules: CampaignHouseRules;
  /** Sessions of play, in the order they were added. */
  readonly journal: readonly SessionEntry[];
  /** Treasure found, held and sold. */
  readonly treasure: readonly TreasureEntry[];
  readonly clock: CampaignClock;
  /** The latest rolls, oldest first; the oldest are dropped past MAX_DICE_LOG. */
  readonly diceLog: readonly DiceLogEntry[];
  /** Conditions the GM defined for this campaign. */
  readonly customConditions: readonly CustomCondition[];
  /**
   * Conditions put on members by campaigns of schema 2, before conditions were kept on characters: moved onto the
   * characters when the campaign is next opened (core/campaign/legacy-conditions.ts); empty afterwards.
   */
  readonly conditions: readonly ActiveCondition[];
  /** Monsters the GM saved. */
  readonly monsters: readonly MonsterTemplate[];
  /** The fight in progress, or null. */
  readonly combat: CombatState | null;
  /**
   * The fight ended last, kept so that ending it can be undone (issue 21 §4) until another fight starts or the undo
   * is used. Absent when there is none (older files, a campaign that never fought).
   */
  readonly endedFight?: EndedFight;
  /**
   * Coin treasure divided into the members' purses (issue 21 §6), oldest first: what each member was credited, so the
   * division can be undone and its lots are not divided twice. Absent when none (older files, nothing divided yet).
   */
  readonly divisions?: readonly DivisionRecord[];
  /**
   * The GM's people and places (issue 21 §8): NPCs and places with their own notes and tags, in the order they were
   * made. Sessions link to them by name (a session's "NPCs met" and "Places" that match an entry's name, ignoring case
   * and spacing, are that entry), so sessions written before entries existed read as they always did. Absent when
   * there are none (older files, a campaign with no entry yet).
   */
  readonly journalEntries?: readonly JournalEntry[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What a journal entry is about: a person the party meets, or a place it goes. */
export type JournalEntryKind = 'npc' | 'place';

/** The kinds in the order views list them. */
export const JOURNAL_ENTRY_KINDS: readonly JournalEntryKind[] = ['npc', 'place'];

/** An NPC or a place the GM keeps notes on, linked from the sessions that name it. */
export interface JournalEntry {
  readonly id: string;
  readonly kind: JournalEntryKind;
  /**
   * What the sessions call it: a session's NPC met (for an NPC) or place (for a place) with this name, ignoring case
   * and spacing, links here. May be empty while the GM types it (it then links nothing).
   */
  readonly name: string;
  /** The GM's notes on it (who they are, what was promised, how to get there). */
  readonly notes: string;
  /** The GM's own labels ("harbour", "villain", "owes us"), each once, as typed; the entries view filters by them. */
  readonly tags: readonly string[];
  /**
   * For an NPC who is also a character on this device (a party member, a retainer, any stored character): its id,
   * so the entry opens its sheet. Null when there is none; always null for a place. A character not on this device
   * (another device's, or deleted) stays linked and is shown as missing, to be unlinked by the GM.
   */
  readonly characterId: CharacterId | null;
}

/** Coin treasure divided into purses: which lots, how it was shared, what each member got. */
export interface DivisionRecord {
  readonly id: string;
  /** ISO time it was applied. */
  readonly at: string;
  /** The lots divided (coins, or the proceeds of a lot sold): a lot listed here and not undone is not divided again. */
  readonly lotIds: readonly string[];
  /** The value divided, in the system's money (gold pieces in Dark Dungeons). */
  readonly total: number;
  /** What was left over after the shares, to the smallest coin the purses keep (it stays with the party). */
  readonly remainder: number;
  readonly members: readonly DivisionMemberRecord[];
  /** When the division was undone (every credit taken back), or null while it stands. */
  readonly undoneAt: string | null;
}

/** One member's part of a division. */
export interface DivisionMemberRecord {
  readonly characterId: CharacterId;
  /** The character's name when it was credited. */
  readonly name: string;
  /** Its shares (whole or half: 1 is one share, 0.5 a half share). */
  readonly shares: number;
  /** What its purse was credited, in the system's money. */
  readonly amount: number;
  /** The history entry the credit added to the character. */
  readonly historyEntryId: string;
}

/** A fight as it was ended, with what an undo of the end needs. */
export interface EndedFight {
  /** The fight as it stood when it was ended (its log too, so its own undo goes on working once it is back). */
  readonly combat: CombatState;
  /** When it was ended. */
  readonly endedAt: string;
  /** The clock before the end moved it on by the rounds fought, and as the end left it: the undo puts the clock back only while it is still as the end left it. */
  readonly clockBefore: CampaignClock;
  readonly clockAfter: CampaignClock;
}

/** The version-2 parts of a campaign, empty: what a new campaign starts with and what migration adds. */
export type CampaignTable = Pick<
  CampaignDocument,
  'memberDetails' | 'houseRules' | 'journal' | 'treasure' | 'clock' | 'diceLog' | 'customConditions' | 'conditions' | 'monsters' | 'combat'
>;

/** The keys of the version-2 parts, in the order files write them. */
export const CAMPAIGN_TABLE_KEYS: readonly (keyof CampaignTable)[] = [
  'memberDetails', 'houseRules', 'journal', 'treasure', 'clock', 'diceLog', 'customConditions', 'conditions', 'monsters', 'combat',
];

/** The rules' defaults: no house rule set. */
export const DEFAULT_HOUSE_RULES: CampaignHouseRules = { multiLevelPerAward: null, initiative: null };

/** Empty version-2 parts (a fresh object each call). */
export function emptyCampaignTable(): CampaignTable {
  return {
    memberDetails: {},
    houseRules: DEFAULT_HOUSE_RULES,
    journal: [],
    treasure: [],
    clock: { elapsedSeconds: 0, timers: [] },
    diceLog: [],
    customConditions: [],
    conditions: [],
    monsters: [],
    combat: null,
  };
}

/** A new, empty campaign. */
export function newCampaign(fields: { readonly id: CampaignId; readonly name: string; readonly system: string; readonly now: string }): CampaignDocument {
  return {
    format: 'sheetsmith/campaign',
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    id: fields.id,
    name: fields.name.trim(),
    system: fields.system,
    notes: '',
    members: [],
    ...emptyCampaignTable(),
    createdAt: fields.now,
    updatedAt: fields.now,
  };
}

/*
 * Limits of the version-2 parts that imports refuse to exceed (like content-limits.ts for the envelope): far beyond
 * what play produces, they stop a damaged or hostile file from freezing the views, the store or the party sheet.
 */

/** Sessions in the journal: twenty years of weekly play. */
export const MAX_SESSIONS = 2_000;
/** Awards and combats per session. */
export const MAX_SESSION_RECORDS = 500;
/** Names of NPCs met or places visited per session. */
export const MAX_SESSION_NAMES = 500;
/** NPCs and places in the journal: a large sandbox's worth. */
export const MAX_JOURNAL_ENTRIES = 10_000;
/** Tags on one journal entry. */
export const MAX_ENTRY_TAGS = 50;
/** Characters of one tag. */
export const MAX_TAG_LENGTH = 100;
/** Characters of any text of the table other than notes: a name, title, label, damage, arithmetic or dice line. */
export const MAX_LABEL_LENGTH = 2_000;
/** Lines of arithmetic or house rules in one award record. */
export const MAX_AWARD_LINES = 100;
/** Lots in the treasure ledger. */
export const MAX_TREASURE = 20_000;
/** Most divisions of treasure a campaign keeps. */
export const MAX_DIVISIONS = 2_000;
/** Timers on the clock. */
export const MAX_TIMERS = 500;
/** Rolls kept in the dice log; older ones are dropped as new ones come. */
export const MAX_DICE_LOG = 500;
/** Custom conditions and saved monsters. */
export const MAX_CUSTOM_CONDITIONS = 500;
export const MAX_MONSTERS = 2_000;
/** Conditions on members, or in a fight. */
export const MAX_ACTIVE_CONDITIONS = 2_000;
/** Combatants in one fight. */
export const MAX_COMBATANTS = 500;
/** Tracker actions kept for undo; the oldest are dropped. */
export const MAX_COMBAT_LOG = 200;
/** Largest custom share of awards: ten full shares. */
export const MAX_SHARE_PERCENT = 1_000;
/** Largest number of XP, hit points, coins or seconds any field holds: far past any table, within exact integers. */
export const MAX_CAMPAIGN_NUMBER = 1_000_000_000_000;
