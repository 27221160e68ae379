/**
 * Spell lists for the spellbook and for preparing spells (supplement §12, the [PJS] lists; source 004 has no spell
 * chapter, only refers to "Chapter 7: Spells"). Kept as printed: one line per spell level, spells separated by
 * semicolons, "*" marking a reversible spell and "†" one that works differently in some environments.
 *
 * Which list a class uses: clerics the cleric list; druids the cleric list plus four druid-only spells a level, as extra
 * choices (004:271); magic-users the magic-user list; elves cast magic-user spells (004:440), so the magic-user list
 * too ([PJS] gives elves a list of their own, which the [ORIG] text the source follows does not; supplement line 1037).
 */
import type { Citation, ClassId } from './types';

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

/** One spell of a list. */
export interface SpellDef {
  /** Name as printed, without the marks. */
  readonly name: string;
  readonly level: number;
  /** "*" in the list: the spell can be reversed. */
  readonly reversible: boolean;
  /** "†" in the list: the spell works differently in some environments. */
  readonly environmental: boolean;
}

/** A list as printed: [supplement line, spell level, the spells separated by semicolons]. */
type PrintedList = readonly (readonly [number, number, string])[];

/** Supplement §12, lines 1040-1076. */
export const PRINTED_SPELL_LISTS: Readonly<Record<'cleric' | 'druid' | 'magicUser', PrintedList>> = {
  cleric: [
    [1044, 1, 'Cure Light Wounds*; Detect Evil; Detect Magic; Light*; Protection from Evil; Purify Food and Water; Remove Fear*; Resist Cold'],
    [1045, 2, 'Bless*; Find Traps; Hold Person*; Know Alignment*; Resist Fire; Silence 15-foot radius; Snake Charm; Speak with Animal'],
    [1046, 3, 'Continual Light*; Cure Blindness; Cure Disease*; Growth of Animal; Locate Object; Remove Curse*; Speak with Dead; Striking'],
    [1047, 4, 'Animate Dead; Create Water; Cure Serious Wounds*; Dispel Magic; Neutralize Poison*; Protection from Evil 10-foot radius; Speak with Plants; Sticks to Snakes†'],
    [1048, 5, 'Commune; Create Food†; Cure Critical Wounds*; Dispel Evil; Insect Plague†; Quest*; Raise Dead*; Truesight'],
    [1049, 6, 'Aerial Servant†; Animate Objects; Barrier*; Create Normal Animals; Find the Path; Heal; Speak with Monsters*; Word of Recall'],
    [1050, 7, 'Earthquake†; Holy Word; Raise Dead Fully*; Restore*; Survival; Travel; Wish; Wizardry'],
  ],
  druid: [
    [1056, 1, 'Detect Danger; Faerie Fire; Locate; Predict Weather'],
    [1057, 2, 'Heat Metal; Obscure; Produce Fire†; Warp Wood'],
    [1058, 3, 'Call Lightning†; Hold Animal; Protection from Poison; Water Breathing*'],
    [1059, 4, 'Control Temperature 10-foot radius; Plant Door; Protection from Lightning; Summon Animals'],
    [1060, 5, 'Anti-Plant Shell; Control Winds†; Dissolve*; Pass Plant'],
    [1061, 6, 'Anti-Animal Shell; Summon Weather; Transport Through Plants; Turn Wood'],
    [1062, 7, 'Creeping Doom†; Metal to Wood; Summon Elemental†; Weather Control'],
  ],
  magicUser: [
    [1068, 1, 'Analyze; Charm Person; Detect Magic; Floating Disc; Hold Portal; Light*; Magic Missile; Protection from Evil; Read Languages; Read Magic; Shield; Sleep; Ventriloquism'],
    [1069, 2, 'Continual Light*; Detect Evil; Detect Invisible; Entangle; ESP*; Invisibility; Knock; Levitate; Locate Object; Mirror Image; Phantasmal Force; Uncontrollable Hideous Laughter; Web; Wizard Lock'],
    [1070, 3, 'Clairvoyance; Create Air; Dispel Magic; Fireball†; Fly†; Haste*; Hold Person*; Infravision; Invisibility 10-foot radius; Lightning Bolt†; Protection from Evil 10-foot radius; Protection from Normal Missiles; Water Breathing*'],
    [1071, 4, 'Charm Monster; Clothform; Confusion; Dimension Door; Growth of Plants*; Hallucinatory Terrain; Ice Storm/Wall of Ice†; Massmorph†; Polymorph Other; Polymorph Self; Remove Curse*; Wall of Fire†; Wizard Eye'],
    [1072, 5, 'Animate Dead; Cloudkill†; Conjure Elemental†; Contact Outer Plane; Dissolve*; Earth to Air*; Feeblemind; Hold Monster*; Ice to Water*; Magic Jar; Passwall; Telekinesis; Teleport; Wall of Stone; Woodform'],
    [1073, 6, 'Anti-Magic Shell; Death Spell; Disintegrate; Geas*; Invisible Stalker†; Lower Water†; Move Earth; Projected Image; Reincarnation; Stone to Flesh*; Stoneform; Wall of Iron; Weather Control'],
    [1074, 7, 'Charm Plant; Create Normal Monsters; Delayed Blast Fireball; Invisibility, Mass*; Ironform; Lore; Magic Door*; Power Word Stun; Reverse Gravity; Statue; Summon Object; Sword; Teleport Any Object'],
    [1075, 8, 'Charm, Mass*; Clone; Create Magical Monsters; Dance; Explosive Cloud; Force Field; Mind Barrier*; Permanence; Polymorph Any Object; Power Word Blind; Steelform; Symbol; Travel'],
    [1076, 9, 'Contingency; Create Any Monster; Gate*; Heal; Immunity; Maze; Meteor Swarm; Power Word Kill; Prismatic Wall; Shapechange; Survival; Timestop; Wish'],
  ],
};

/** Where each list is printed. */
export const SPELL_LIST_CITATIONS: Readonly<Record<'cleric' | 'druid' | 'magicUser', Citation>> = {
  cleric: { file: SUPPLEMENT, lines: '1040-1050', table: 'Cleric spells [PJS]' },
  druid: { file: SUPPLEMENT, lines: '1052-1062', table: 'Druid-only additions [PJS]', note: 'Extra choices, not extra spells per day (004:271).' },
  magicUser: { file: SUPPLEMENT, lines: '1064-1076', table: 'Wizard / magic-user spells [PJS]', note: 'Also the elf list: elves cast magic-user spells (004:440).' },
};

/** Splits "Cure Light Wounds*; Invisibility, Mass*" into spells (two names hold a comma, so only semicolons split). */
function parse(list: PrintedList): readonly SpellDef[] {
  return list.flatMap(([, level, text]) =>
    text.split(';').map((raw): SpellDef => {
      const name = raw.trim();
      return { name: name.replace(/[*†]+$/, '').trim(), level, reversible: name.includes('*'), environmental: name.includes('†') };
    }),
  );
}

const CLERIC = parse(PRINTED_SPELL_LISTS.cleric);
const DRUID_ONLY = parse(PRINTED_SPELL_LISTS.druid);
const MAGIC_USER = parse(PRINTED_SPELL_LISTS.magicUser);

/** Which list a caster uses; null for a class that casts no spells from a list. */
export function spellListFor(classId: ClassId, druid: boolean): readonly SpellDef[] | null {
  if (classId === 'cleric') return druid ? [...CLERIC, ...DRUID_ONLY] : CLERIC;
  if (classId === 'magic-user' || classId === 'elf') return MAGIC_USER;
  return null;
}

/** The list's name in words: "the cleric list". */
export function spellListName(classId: ClassId, druid: boolean): string {
  if (classId === 'cleric') return druid ? 'the druid list' : 'the cleric list';
  return 'the magic-user list';
}

/** The spells of one level of a list, in printed order. */
export function spellsOfLevel(list: readonly SpellDef[], level: number): readonly SpellDef[] {
  return list.filter((s) => s.level === level);
}

/** A spell of a list by name (case-insensitive), or undefined. */
export function findSpell(list: readonly SpellDef[], name: string): SpellDef | undefined {
  const key = name.trim().toLowerCase();
  return list.find((s) => s.name.toLowerCase() === key);
}
