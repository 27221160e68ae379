/**
 * Sample SheetModels for the PDF tests and for looking at the layout: a typical Dark Dungeons thief, a stress model
 * (long non-ASCII name, long lists, long notes) and a blank sheet. The thief's figures follow the Dark Dungeons source
 * so the sample reads like a real sheet; they are not rules data and nothing computes from them.
 */
import { blankOf } from '../blank';
import type { SheetField, SheetModel, SheetSection, SheetRow } from '../sheet-model';

/** A field with the optional flags spelled out only when set. */
function field(id: string, label: string, value: string, extra: Partial<SheetField> = {}): SheetField {
  return { id, label, value, ...extra };
}

function row(id: string, ...cells: string[]): SheetRow {
  return { id, cells };
}

// 004:852 "4 4800 4d4 2 4 3 30 25 25 90 35 24 35 45 80 12 13 12 15 14" (Table 4-9, thief level 4).
// Abilities after the creation example at 004:60 (Str 9, Int 8, Wis 9, Dex 16); Con and Cha are made up. Modifiers
// per supplements/dark-dungeons-tables.md §1 (9–12: 0, 13–15: +1, 16–17: +2, 6–8: -1).
const ABILITIES: readonly [string, string, string, string][] = [
  ['str', 'Str', '9', '+0'],
  ['int', 'Int', '8', '-1'],
  ['wis', 'Wis', '9', '+0'],
  ['dex', 'Dex', '16', '+2'],
  ['con', 'Con', '12', '+0'],
  ['cha', 'Cha', '13', '+1'],
];

/** A level-4 Dark Dungeons thief (Black Leaf from the creation example), with one overridden value. */
export const THIEF_SHEET: SheetModel = {
  system: { id: 'dark-dungeons', name: 'Dark Dungeons' },
  title: 'Black Leaf',
  subtitle: 'Thief 4 · Neutral · Human · carefree tearaway, late of the merchant caravans',
  identity: [
    field('identity.player', 'Player', 'Marcie'),
    field('identity.class', 'Class', 'Thief'),
    field('identity.level', 'Level', '4'),
    field('identity.alignment', 'Alignment', 'Neutral'),
    field('identity.xp', 'Experience', '5,120', { inPlay: true }),
    field('identity.nextLevel', 'Next level at', '9,600'),
    field('identity.xpBonus', 'XP bonus', '+10%'),
  ],
  main: [
    {
      kind: 'fields',
      id: 'abilities',
      title: 'Abilities',
      emphasis: 'large',
      fields: ABILITIES.flatMap(([id, label, score, mod]) => [
        field(`ability.${id}`, label, score),
        field(`abilityMod.${id}`, `${label} mod`, mod),
      ]),
    },
    {
      kind: 'fields',
      id: 'combat',
      title: 'Combat',
      emphasis: 'large',
      fields: [
        field('combat.hp', 'Hit points', '11', { inPlay: true }),
        field('combat.hpMax', 'HP max', '13', { overridden: true, explanation: 'GM allowed a re-roll at level 3' }),
        field('combat.ac', 'Armour class', '5'),
        field('combat.attackBonus', 'Attack bonus', '+2'),
      ],
    },
    {
      kind: 'fields',
      id: 'saves',
      title: 'Saving Throws',
      fields: [
        field('save.deathRay', 'Death Ray / Poison', '12'),
        field('save.magicWands', 'Magic Wands', '13'),
        field('save.paralysis', 'Paralysis / Petrify', '12'),
        field('save.breath', 'Breath Weapon', '15'),
        field('save.spell', 'Rod / Staff / Spell', '14'),
      ],
    },
    {
      kind: 'fields',
      id: 'thief',
      title: 'Thief Abilities',
      fields: [
        field('thief.openLocks', 'Open Locks', '30%'),
        field('thief.findTraps', 'Find Traps', '25%'),
        field('thief.removeTraps', 'Remove Traps', '25%'),
        field('thief.climbWalls', 'Climb Walls', '90%'),
        field('thief.moveSilently', 'Move Silently', '35%'),
        field('thief.hide', 'Hide In Shadows', '24%'),
        field('thief.pickPockets', 'Pick Pockets', '35%'),
        field('thief.hearNoise', 'Hear Noise', '45%'),
        field('thief.readLanguages', 'Read Languages', '80%'),
      ],
    },
    {
      kind: 'table',
      id: 'skills',
      title: 'Skills',
      columns: ['Skill', 'Ability', 'Roll under'],
      widths: [3, 1.4, 1.6],
      rows: [
        row('skill.balance', 'Balance', 'Dex', '17'),
        row('skill.escapeArtist', 'Escape Artist', 'Dex', '17'),
        row('skill.bluff', 'Bluff', 'Cha', '14'),
        row('skill.gambling', 'Gambling', 'Cha', '14'),
      ],
      blankRows: 2,
    },
    {
      kind: 'table',
      id: 'weaponFeats',
      title: 'Weapon Feats',
      columns: ['Weapon', 'Level', 'Damage'],
      widths: [3, 1.6, 1.4],
      rows: [
        row('feat.shortSword', 'Short sword', 'Basic', '1d6'),
        row('feat.sling', 'Sling', 'Basic', '1d4'),
        row('feat.dagger', 'Dagger', 'Basic', '1d4'),
      ],
      blankRows: 1,
    },
  ],
  extra: [
    {
      kind: 'table',
      id: 'equipment',
      title: 'Equipment',
      columns: ['Item', 'Qty', 'Weight (cn)', 'Notes'],
      widths: [4, 1, 1.4, 4],
      rows: [
        row('eq.leather', 'Leather armour', '1', '200', 'Worn'),
        row('eq.shortSword', 'Short sword', '1', '30', ''),
        row('eq.sling', 'Sling and 20 stones', '1', '20', 'Stones in a belt pouch'),
        row('eq.dagger', 'Dagger', '2', '20', 'One in the boot'),
        row('eq.lockpicks', "Thieves' tools", '1', '10', 'Lock picks, files, a small mirror'),
        row('eq.backpack', 'Backpack', '1', '20', ''),
        row('eq.rope', 'Rope, 50 ft', '1', '50', ''),
        row('eq.rations', 'Iron rations', '5', '50', 'Days'),
      ],
      blankRows: 4,
      inPlay: true,
    },
    {
      kind: 'fields',
      id: 'money',
      title: 'Money',
      fields: [
        field('money.pp', 'Platinum (pp)', '0', { inPlay: true }),
        field('money.gp', 'Gold (gp)', '37', { inPlay: true }),
        field('money.ep', 'Electrum (ep)', '0', { inPlay: true }),
        field('money.sp', 'Silver (sp)', '14', { inPlay: true }),
        field('money.cp', 'Copper (cp)', '8', { inPlay: true }),
      ],
    },
    {
      kind: 'text',
      id: 'notes',
      title: 'Notes',
      inPlay: true,
      paragraphs: [
        'Owes Captain Marrow of the caravan guard 20 gp; he has not forgotten.',
        'Sneak attack: +4 to hit and double damage against a foe that does not know where she is.',
      ],
      blankLines: 6,
    },
  ],
  footer: { houseRules: ['GM swap used'], overrides: ['HP max'], date: '2026-05-01' },
};

const STRESS_NAME = 'Zoë Ærendil Þórr of the Very Long Name That Goes On And On Beyond Any Box';

/** Notes of 2,000 characters in three paragraphs (split after a sentence), with non-ASCII text and one unbreakable word. */
const STRESS_NOTES: string[] = (() => {
  const sentence =
    'Zoë swore an oath at the Þing of Ærendal that she would never again cross the Ölfusá by night; she broke it twice. ';
  const long = 'Supercalifragilisticexpialidocious-and-then-some-more-without-any-spaces-at-all-whatsoever ';
  const text = (sentence.repeat(8) + long + sentence.repeat(10)).slice(0, 2000);
  const first = text.indexOf('. ', 650) + 2;
  const second = text.indexOf('. ', 1350) + 2;
  return [text.slice(0, first), text.slice(first, second), text.slice(second)].map((p) => p.trim());
})();

/** The thief pushed to the limits: overlong name and values, 40 equipment items, 30 spells, 2,000-character notes. */
export const STRESS_SHEET: SheetModel = {
  ...THIEF_SHEET,
  title: STRESS_NAME,
  subtitle: `${STRESS_NAME} · Thief 36 · Chaotic · a subtitle that also runs far longer than any header band could hold`,
  identity: [
    field('identity.player', 'Player', 'Þórunn Ævarsdóttir-Featherstonehaugh'),
    ...THIEF_SHEET.identity.slice(1, 4),
    field('identity.xp', 'Experience', '3,400,000', { inPlay: true }),
    field('identity.homeland', 'Homeland and a very long label indeed', 'Ærendal, beyond the Ölfusá'),
  ],
  main: THIEF_SHEET.main.map(
    (s): SheetSection =>
      s.kind === 'fields' && s.id === 'combat'
        ? { ...s, fields: [...s.fields, field('combat.movement', 'Movement', "120' (40') encumbered: 90' (30')")] }
        : s,
  ),
  extra: [
    {
      kind: 'table',
      id: 'equipment',
      title: 'Equipment',
      columns: ['Item', 'Qty', 'Weight (cn)', 'Notes'],
      widths: [4, 1, 1.4, 4],
      rows: Array.from({ length: 40 }, (_, i) =>
        row(
          `eq.${i + 1}`,
          i % 7 === 0 ? `Item ${i + 1}: an extraordinarily ornate élven mirror with a very long name` : `Item ${i + 1}`,
          String(i + 1),
          String((i + 1) * 5),
          i % 5 === 0 ? 'A note that is much too long for its column and must be cut short with an ellipsis' : '',
        ),
      ),
      blankRows: 3,
    },
    {
      kind: 'table',
      id: 'spells',
      title: 'Spells',
      columns: ['Spell', 'Level', 'Range', 'Duration', 'Effect'],
      widths: [3, 1, 1.5, 1.5, 4],
      rows: Array.from({ length: 30 }, (_, i) => ({
        ...row(`spell.${i + 1}`, `Spell number ${i + 1}`, String((i % 9) + 1), "120'", `${i + 1} rounds`, 'Does something wonderful'),
        ...(i === 4 ? { overridden: true } : {}),
      })),
    },
    { kind: 'text', id: 'notes', title: 'Notes', inPlay: true, paragraphs: STRESS_NOTES, blankLines: 6 },
  ],
  footer: {
    houseRules: ['GM swap used', 'Max HP at first level', 'Critical hits on a natural 20', 'Weapon mastery from RC'],
    overrides: ['HP max', 'Spell number 5'],
    date: '2026-05-01',
  },
};


export { blankOf };

/** A blank Dark Dungeons thief sheet. */
export const BLANK_SHEET: SheetModel = blankOf(THIEF_SHEET);
