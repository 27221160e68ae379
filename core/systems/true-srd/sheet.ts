/**
 * The True SRD sheet: the system-neutral SheetModel that the screen and the PDF render. Every number comes from the
 * derived values, so it explains itself the same way everywhere; the damage track is printed as its boxes and
 * tallies, in play, with the bands of the Toughness save beside it for the table.
 */
import type { CharacterDocument } from '../../documents/character';
import type { DerivedValue } from '../types';
import type { SheetField, SheetModel, SheetSection } from '../../sheet/sheet-model';
import { fieldFrom } from '../../sheet/field-kit';
import { blankOf } from '../../sheet/blank';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, newTrueSrdData, type TrueSrdData } from './character';
import { TRACK_ENTRIES } from './data/damage-track';
import { ATTACKER_MODIFIERS, CONCEALMENT, DEFENDER_MODIFIERS, modifierText, type AttackModifierRow } from './data/attack-modifiers';
import { deriveWithOverrides } from './rules/derive';
import { trueSrdDocument } from './rules/quick';
import { validateTrueSrd } from './rules/validate';
import { trueSrdPlay } from './sheet-play';
import { READING_LINES } from './migrations';
import { variantLines } from './creation-steps';

const KIND_NAMES = { unarmed: 'unarmed', melee: 'melee', thrown: 'thrown', projectile: 'projectile' } as const;

/** The bands of the Toughness save, printed beside the track so the table needs no book (003:322-335). */
const TRACK_KEY: readonly string[] = [
  'Toughness save: d20 + Toughness against 15 + the attack’s damage bonus (003:322-323). Bruised and dazed are −1 each against non-lethal damage; hurt and wounded −1 each against lethal (003:326, 003:328).',
  'Failed by 1-4: bruised (non-lethal) or hurt (lethal). By 5+: dazed or wounded. By 10+: staggered or disabled. By 15+: unconscious or dying. A box already checked moves to the next (003:326, 003:328).',
  'Lethal damage also checks the matching non-lethal box (003:329). Unconscious and more non-lethal damage: the first free lethal box (003:326). A natural 20 leaves only bruised or hurt (003:335).',
  'Recovery: Con check, Difficulty 10 — staggered and unconscious once a minute, wounded once an hour, disabled once a day. Bruised and dazed fade one a minute, hurt one an hour (003:345-348).',
];

/** Builds the sheet of a True SRD character. */
export function trueSrdSheet(doc: CharacterDocument<TrueSrdData>, printedOn: string): SheetModel {
  const d = doc.data;
  const values = deriveWithOverrides(doc);
  const f = (id: string, label?: string, inPlay = false) => fieldFrom(values, id, label, inPlay);

  const identity: SheetField[] = [
    { id: 'role', label: 'Role', value: d.role },
    { id: 'level', label: 'Level', value: d.level === null ? '' : String(d.level) },
    f('size', 'Size'),
    // On paper Conviction is written in the play block.
    { ...f('conviction', 'Conviction', true), paper: 'covered' },
  ];

  const main: SheetSection[] = [
    { kind: 'fields', id: 'abilities', title: 'Abilities', emphasis: 'large', paper: 'play', fields: ABILITY_ORDER.map((a) => f(`ability.${a}`, ABILITY_ABBREVIATIONS[a])) },
    {
      kind: 'fields',
      id: 'combat',
      title: 'Combat',
      emphasis: 'large',
      // Defense, attack, initiative and grapple print in the play block on paper (the combat bonus is in the attack).
      paper: 'covered',
      fields: [f('defense.dodge', 'Defense'), f('defense.parry', 'Parry'), f('defense.flatFooted', 'Flat-footed'), f('attack', 'Attack'), f('combatBonus', 'Combat bonus'), f('initiative', 'Initiative'), f('grapple', 'Grapple')],
    },
    {
      kind: 'fields',
      id: 'saves',
      title: 'Saving Throws',
      paper: 'play',
      fields: [f('save.toughness', 'Toughness'), f('save.toughness.lethal', 'vs lethal'), f('save.toughness.nonLethal', 'vs non-lethal'), f('save.fortitude', 'Fortitude'), f('save.reflex', 'Reflex'), f('save.will', 'Will')],
    },
    {
      kind: 'fields',
      id: 'damage-track',
      title: 'Damage Track',
      // Its boxes and tallies are the play block's, to tick and count on paper.
      paper: 'covered',
      fields: [
        ...TRACK_ENTRIES.map((e): SheetField => {
          const v = d.damage[e.id];
          return { id: `track.${e.id}`, label: e.name, value: typeof v === 'number' ? (v > 0 ? String(v) : '') : v ? '✓' : '', explanation: `${e.effect} ${e.recovery}`, inPlay: true };
        }),
        f('fatigue', 'Fatigue', true),
      ],
    },
    // Conditions come and go at the table: lines to write them on, a form field on the fillable sheet.
    { kind: 'text', id: 'conditions', title: 'Conditions', paragraphs: [], inPlay: true, blankLines: 2, paper: 'covered' },
    {
      kind: 'table',
      id: 'attacks',
      title: 'Attacks',
      columns: ['Attack', 'Bonus', 'Damage', 'Save DC', 'Range', 'Critical'],
      // Each caption fits its column on one line (DAMAGE and CRITICAL were cut short); long attack names wrap.
      widths: [2.4, 1.4, 1.6, 1.5, 1.35, 1.55],
      rows: [...d.weapons.map((w) => {
        const v = (part: string) => String(values.find((x) => x.id === `weapon.${w.id}.${part}`)?.value ?? '');
        const explanation = values.find((x) => x.id === `weapon.${w.id}.damage`)?.explanation;
        const overridden = ['attack', 'damage', 'difficulty'].some((p) => values.find((x) => x.id === `weapon.${w.id}.${p}`)?.overridden);
        return {
          id: `weapon-${w.id}`,
          cells: [`${w.name} (${KIND_NAMES[w.kind]}${w.lethal ? '' : ', non-lethal'})`, v('attack'), v('damage'), v('difficulty'), w.rangeIncrement > 0 ? `${w.rangeIncrement} ft` : '—', w.critical || '+3'],
          ...(explanation ? { explanation } : {}),
          ...(overridden ? { overridden: true } : {}),
        };
      }), ...twoWeaponRow(values)],
      blankRows: 2,
      paper: 'play',
      fill: 1,
    },
  ];

  const extra: SheetSection[] = [
    { kind: 'text', id: 'track-key', title: 'Damage and Recovery', paragraphs: TRACK_KEY, paper: 'play' },
    {
      kind: 'fields',
      id: 'ability-damage',
      title: 'Ability Damage',
      fields: ABILITY_ORDER.map((a): SheetField => ({
        id: `abilityDamage.${a}`,
        label: ABILITY_ABBREVIATIONS[a],
        // Any value but none is shown, a negative one too (it breaks 003:355 and the footer says so).
        value: d.abilityDamage[a] !== 0 ? String(d.abilityDamage[a]) : '',
        explanation: 'Points lost; they return at 1 a day (003:355). Below −5 an ability is debilitated (003:361).',
        inPlay: true,
      })),
    },
    {
      kind: 'fields',
      id: 'movement',
      title: 'Movement and Load',
      fields: [
        { ...f('speed', 'Speed'), paper: 'covered' },
        f('speed.accelerated', 'Accelerated'),
        f('speed.allOut', 'All out'),
        f('allOutRounds', 'All-out rounds'),
        f('load', 'Load'),
        f('load.checkPenalty', 'Check penalty'),
        f('load.light', 'Light'),
        f('load.medium', 'Medium'),
        f('load.heavy', 'Heavy'),
        f('load.maximum', 'Maximum'),
        f('load.drag', 'Push/drag'),
      ],
    },
    { kind: 'fields', id: 'endurance', title: 'Endurance and Actions', fields: [f('breath', 'Hold breath (rounds)'), f('water', 'Without water (hours)'), f('freeActions', 'Free actions'), f('delayFloor', 'Delay floor')] },
    attackModifiersSection(),
    { kind: 'table', id: 'skills', title: 'Skills', columns: ['Skill', 'Bonus'], widths: [4, 1], rows: d.skills.map((s, i) => ({ id: `skill-${i}`, cells: [s.name, s.bonus >= 0 ? `+${s.bonus}` : `−${-s.bonus}`] })), blankRows: 4 },
    { kind: 'text', id: 'feats', title: 'Feats', paragraphs: d.feats.length ? [d.feats.join(', ')] : [], blankLines: 3 },
    { kind: 'text', id: 'powers', title: 'Powers', paragraphs: d.powers.length ? [d.powers.join(', ')] : [], blankLines: 3 },
    {
      kind: 'table',
      id: 'equipment',
      title: 'Equipment',
      columns: ['Item', 'Qty', 'Weight (lb)'],
      widths: [4, 1, 1.4],
      rows: [
        ...(d.armor.name.trim() ? [{ id: 'armour', cells: [`${d.armor.name.trim()} (armour, Toughness ${d.armor.toughness >= 0 ? '+' : '−'}${Math.abs(d.armor.toughness)})`, '1', ''] }] : []),
        ...d.equipment.map((e) => ({ id: `item-${e.id}`, cells: [e.name, String(e.quantity), String(e.weightLb * e.quantity)] })),
      ],
      blankRows: 3,
      inPlay: true,
      fill: 1,
    },
    { kind: 'text', id: 'notes', title: 'Notes', paragraphs: d.notes.trim() ? d.notes.split(/\n{2,}/) : [], inPlay: true, blankLines: 6, fill: 1 },
  ];

  const who = [d.role.trim(), d.level !== null ? `level ${d.level}` : ''].filter(Boolean).join(' ');
  return {
    system: { id: 'true-srd', name: 'True SRD' },
    title: doc.name,
    subtitle: [who, d.concept.trim()].filter(Boolean).join(' · '),
    identity,
    play: trueSrdPlay(doc, values),
    main,
    extra,
    // The readings are printed from the data; version 1 also kept their lines in `houseRules` (migrations.ts).
    footer: { houseRules: [...doc.houseRules.filter((h) => !READING_LINES.has(h)), ...variantLines(d.variants)], overrides: values.filter((v) => v.overridden).map((v) => v.label), rulesNotFollowed: validateTrueSrd(doc).map((v) => v.message), date: printedOn },
  };
}

/** The penalties of a weapon in each hand (003:293), as a line of the attack table, once two hand weapons are listed. */
function twoWeaponRow(values: readonly DerivedValue[]): { id: string; cells: string[]; explanation: string }[] {
  const v = values.find((x) => x.id === 'twoWeapon');
  return v ? [{ id: 'two-weapon', cells: [`Two weapons: ${String(v.value).replace(' / ', ' main, ')} off hand`, '', '', '', '', ''], explanation: v.explanation }] : [];
}

/**
 * The situational modifiers to an attack roll (003:294-318) and the concealment miss chances (003:319-321), one table
 * to look up at the table; the same on every sheet, blank ones included.
 */
function attackModifiersSection(): SheetSection {
  const dodge = (r: AttackModifierRow) => (r.dodge === null ? '' : r.dodge ? 'kept' : 'lost');
  return {
    kind: 'table',
    id: 'attack-modifiers',
    title: 'Attack Modifiers: attacker to hit, defender to Defense (003:294-321)',
    columns: ['Situation', 'Melee', 'Ranged', 'Dodge'],
    widths: [4, 1, 1, 1],
    rows: [
      ...ATTACKER_MODIFIERS.map((r) => ({ id: `attacker-${r.id}`, cells: [`Attacker ${r.situation.toLowerCase()}`, modifierText(r.melee), modifierText(r.ranged), dodge(r)], explanation: `Attacker is ${r.situation.toLowerCase()}: to the attack roll (003:${r.line})` })),
      ...DEFENDER_MODIFIERS.map((r) => ({
        id: `defender-${r.id}`,
        cells: [`Defender ${r.situation.toLowerCase()}`, modifierText(r.melee), modifierText(r.ranged), dodge(r)],
        explanation: `Defender is ${r.situation.toLowerCase()}: to its Defense, dodge bonus ${r.dodge ? 'kept' : 'lost'} (003:${r.line})${r.melee === 'special' ? ': see concealment below' : r.melee === '*' ? ': no dodge bonus while moving all out (003:9)' : ''}`,
      })),
      ...CONCEALMENT.map((c) => ({ id: `concealment-${c.id}`, cells: [`${c.name} concealment (${c.examples.toLowerCase()})`, `miss ${c.missOn}+`, `miss ${c.missOn}+`, ''], explanation: `A d20 of ${c.missOn} or higher misses (003:${c.line})` })),
    ],
  };
}

/** A blank True SRD sheet for players who want paper only. */
export function trueSrdBlankSheet(printedOn: string): SheetModel {
  const data: TrueSrdData = { ...newTrueSrdData(), abilities: { str: 0, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, combat: { combatBonus: 0, fortitude: 0, reflex: 0, will: 0 }, canParry: true };
  const model = blankOf(trueSrdSheet(trueSrdDocument(data, { id: 'blank', name: '', now: printedOn }), printedOn));
  // The key to the damage track is the same on paper: keep it rather than blank lines.
  return { ...model, extra: model.extra.map((s) => (s.id === 'track-key' ? { kind: 'text', id: 'track-key', title: 'Damage and Recovery', paragraphs: TRACK_KEY, paper: 'play' } : s)), footer: { ...model.footer, date: printedOn } };
}
