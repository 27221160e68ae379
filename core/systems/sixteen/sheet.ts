/**
 * The "16+" sheet: the system-neutral SheetModel the screen and the PDF render. Every test and save prints its
 * modifier and the face the d20 needs, so the paper sheet is a calculator too; a short key gives the rules of the
 * roll and says where the text stops.
 */
import type { CharacterDocument } from '../../documents/character';
import type { SheetField, SheetModel, SheetSection } from '../../sheet/sheet-model';
import { fieldFrom } from '../../sheet/field-kit';
import { blankOf } from '../../sheet/blank';
import { STAT_ABBREVIATIONS, STAT_ORDER, newSixteenData, type SixteenData } from './character';
import { ATTACK_TYPES } from './data/attack-types';
import { SAVE_TYPES } from './data/saves';
import { deriveWithOverrides, formatModifier } from './rules/derive';
import { sixteenDocument } from './rules/quick';
import { validateSixteen } from './rules/validate';
import { sixteenPlay } from './sheet-play';

/** The rules of the roll, printed for the table (001:1-2, 001:6, 001:10-12, 001:17-20). */
const KEY: readonly string[] = [
  'Tests and saves: d20 + modifiers, 16 or more succeeds. Stat test +4 + 2 × stat; skill test without the skill −8; situation +8 to −10 (001:1). Saves: a natural 20 always succeeds, and so does a save that needs 1 or less; against a resisted power an unmodified 14+ (001:2).',
  'Attacks: d20 + to-hit + the target’s AC. 20 or more hits; 20 or more before the AC but not after hits with reduced damage. An unmodified 1 misses; a 10 or 20 is rolled again and added, as long as 10s and 20s come (001:6).',
  'Damage: more than 10 + HD in one blow stuns until the next turn unless a stun save succeeds. At 0 HP unconscious; below 0 bleeding 1 HP a round; dead at −(HD/3 + 5 + CON) (001:10-12). A good rest heals 20% of maximum HP, rounded up, once a day (001:12).',
  'Where the text stops: the table of damage by hit quality, the nullify rules, the combat actions, the casting-roll conditions (001:17), the mana-burn save’s modifiers (001:19) and the table of failed mana-burn results (001:20, “roll d20:”) are not in it.',
];

/** Builds the sheet of a "16+" character. */
export function sixteenSheet(doc: CharacterDocument<SixteenData>, printedOn: string): SheetModel {
  const d = doc.data;
  const values = deriveWithOverrides(doc);
  const f = (id: string, label?: string, inPlay = false) => fieldFrom(values, id, label, inPlay);

  const identity: SheetField[] = [f('level', 'Level'), f('hitDice', 'Hit dice'), f('magic.level', 'Magic level')];
  const main: SheetSection[] = [
    { kind: 'fields', id: 'stats', title: 'Stats', emphasis: 'large', paper: 'play', fields: STAT_ORDER.map((s) => f(`stat.${s}`, STAT_ABBREVIATIONS[s])) },
    {
      kind: 'fields',
      id: 'combat',
      title: 'Hit Points and AC',
      emphasis: 'large',
      // Hit points, AC and the thresholds print in the play block on paper (a rest's healing is in the key).
      paper: 'covered',
      fields: [f('hp.current', 'HP now', true), f('hp.max', 'HP max'), f('ac.melee', 'AC'), f('ac.ranged', 'Ranged AC')],
    },
    { kind: 'fields', id: 'thresholds', title: 'Stun and Death', paper: 'covered', fields: [f('stun', 'Stunned by'), f('death', 'Dead at'), f('heal.rest', 'Rest heals')] },
    { kind: 'fields', id: 'tests', title: 'Tests (16+)', paper: 'play', fields: [...STAT_ORDER.map((s) => f(`test.${s}`, `${STAT_ABBREVIATIONS[s]} test`)), f('test.perception', 'Perception'), f('skill.unskilled', 'No skill')] },
    { kind: 'fields', id: 'saves', title: 'Saves (16+)', paper: 'play', fields: [...SAVE_TYPES.map((t) => f(`save.${t.id}`, t.name)), f('save.manaBurn', 'Mana burn'), f('save.resistedPower', 'Resisted power')] },
    {
      kind: 'table',
      id: 'weapons',
      title: 'Weapons',
      columns: ['Weapon', 'To hit', 'Damage', 'Notes'],
      widths: [3, 1, 1.4, 2.6],
      rows: d.weapons.map((w) => {
        const hit = values.find((v) => v.id === `weapon.${w.id}.toHit`);
        const notes = [w.kind, w.skilled ? '' : 'unskilled', w.specialised ? 'specialised' : ''].filter(Boolean).join(', ');
        return { id: `weapon-${w.id}`, cells: [w.name, String(hit?.value ?? ''), w.damage, notes], ...(hit ? { explanation: hit.explanation } : {}), ...(hit?.overridden ? { overridden: true } : {}) };
      }),
      blankRows: 2,
      paper: 'play',
      fill: 1,
    },
    { kind: 'fields', id: 'attacks', title: 'Attacks', paper: 'play', fields: [f('attacks', 'Melee attacks'), f('loadAndFire', 'Load and fire')] },
    // Conditions come and go at the table: lines to write them on, a form field on the fillable sheet.
    { kind: 'text', id: 'conditions', title: 'Conditions', paragraphs: [], inPlay: true, blankLines: 2, paper: 'covered' },
  ];

  const extra: SheetSection[] = [
    {
      kind: 'table',
      id: 'skills',
      title: 'Skills',
      columns: ['Skill', 'Level', 'Stat', 'Test'],
      widths: [3, 1, 1, 2.4],
      rows: d.skills.map((s, i) => {
        const v = values.find((x) => x.id === `skill.${i}`);
        return { id: `skill-${i}`, cells: [s.name, String(s.level), s.stat ? STAT_ABBREVIATIONS[s.stat] : '—', String(v?.value ?? '')], ...(v ? { explanation: v.explanation } : {}), ...(v?.overridden ? { overridden: true } : {}) };
      }),
      blankRows: 4,
      // Tests rolled at the table: page 1.
      paper: 'play',
    },
    {
      kind: 'fields',
      id: 'magic',
      title: 'Magic',
      // Magic points are written in the play block on paper.
      paperTitle: 'Spell Power',
      fields: [{ ...f('mp.current', 'MP now', true), paper: 'covered' }, { ...f('mp.max', 'MP max'), paper: 'covered' }, f('mp.recovery', 'MP per 2 hours'), f('power.max', 'Highest power level'), f('countermagic', 'Countermagic')],
    },
    {
      kind: 'table',
      id: 'resistances',
      title: 'Resistances and Vulnerabilities',
      columns: ['Against', 'Save modifier'],
      widths: [3, 1],
      rows: d.resistances.map((r) => ({ id: `resist-${r.type}`, cells: [ATTACK_TYPES.find((t) => t.id === r.type)?.name ?? r.type, formatModifier(r.modifier)] })),
      blankRows: 2,
      // They change the saves: beside them on page 1.
      paper: 'play',
    },
    { kind: 'table', id: 'equipment', title: 'Equipment', columns: ['Item', 'Qty', 'Note'], widths: [3, 0.8, 3], rows: d.equipment.map((e) => ({ id: `item-${e.id}`, cells: [e.name, String(e.quantity), e.note] })), blankRows: 4, inPlay: true, fill: 1 },
    { kind: 'text', id: 'key', title: 'The Rules of the Roll', paragraphs: KEY },
    { kind: 'text', id: 'notes', title: 'Notes', paragraphs: d.notes.trim() ? d.notes.split(/\n{2,}/) : [], inPlay: true, blankLines: 6, fill: 1 },
  ];
  return {
    system: { id: 'sixteen', name: '16+' },
    title: doc.name,
    subtitle: [`Level ${d.level}`, d.concept.trim()].filter(Boolean).join(' · '),
    identity,
    play: sixteenPlay(doc, values),
    main,
    extra,
    footer: { houseRules: [...doc.houseRules], overrides: values.filter((v) => v.overridden).map((v) => v.label), rulesNotFollowed: validateSixteen(doc).map((v) => v.message), date: printedOn },
  };
}

/** A blank "16+" sheet for players who want paper only. */
export function sixteenBlankSheet(printedOn: string): SheetModel {
  const data: SixteenData = { ...newSixteenData(), stats: { str: 0, dex: 0, con: 0, int: 0, wis: 0 }, hitPoints: { max: 1, current: 1 }, ac: { melee: 0, ranged: null } };
  const model = blankOf(sixteenSheet(sixteenDocument(data, { id: 'blank', name: '', now: printedOn }), printedOn));
  // The key to the rules is the same on paper: keep it rather than blank lines.
  return { ...model, extra: model.extra.map((s) => (s.id === 'key' ? { kind: 'text', id: 'key', title: 'The Rules of the Roll', paragraphs: KEY } : s)), footer: { ...model.footer, date: printedOn } };
}
