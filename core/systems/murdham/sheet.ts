/**
 * The Murdham sheet: turns a character into the system-neutral SheetModel the screen and the PDF render. Every
 * number comes from the derived values, so it explains itself the same way everywhere; what changes in play (health,
 * omens, corruption, mana, shillings, current abilities, notes) is marked for the fillable PDF.
 */
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../documents/character';
import type { CharacterId } from '../../documents/ids';
import type { SheetField, SheetModel, SheetSection } from '../../sheet/sheet-model';
import { fieldFrom } from '../../sheet/field-kit';
import { blankOf } from '../../sheet/blank';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, newMurdhamData, type MurdhamData } from './character';
import { COSTS } from './data/rules';
import { quarters } from './format';
import { deriveWithOverrides, stateWords } from './rules/derive';
import { validateCharacter } from './rules/validate';
import { MURDHAM_DATA_VERSION } from './migrations';
import { murdhamPlay } from './sheet-play';

/** When a condition on the character ends, as the sheet prints it (rules/conditions.ts). */
const UNTIL: Readonly<Record<string, string>> = { stretch: 'End of the stretch', rest: 'Full rest' };

/** Builds the sheet of a Murdham character. */
export function murdhamSheet(doc: CharacterDocument<MurdhamData>, printedOn: string): SheetModel {
  const d = doc.data;
  const values = deriveWithOverrides(doc);
  const f = (id: string, label?: string, inPlay = false) => fieldFrom(values, id, label, inPlay);
  const people = d.human ? 'Human' : d.ancestry;
  const state = stateWords(d, doc.conditions ?? []);

  const identity: SheetField[] = [
    { id: 'people', label: 'People', value: people },
    { id: 'concept', label: 'Concept', value: d.concept },
    // On paper the state word is written in the play block.
    { ...f('state', 'State', true), paper: 'covered' },
  ];

  const main: SheetSection[] = [
    {
      kind: 'fields',
      id: 'abilities',
      title: 'Abilities',
      emphasis: 'large',
      paper: 'play',
      // Current scores on the first row, the original values a full rest restores beneath them.
      fields: [...ABILITY_ORDER.map((a) => f(`ability.${a}`, ABILITY_ABBREVIATIONS[a], true)), ...ABILITY_ORDER.map((a) => f(`ability.${a}.original`, `${ABILITY_ABBREVIATIONS[a]} original`))],
    },
    {
      kind: 'fields',
      id: 'health',
      title: 'Health and Armour',
      emphasis: 'large',
      // Health, armour, the thresholds and what is spent in play print in the play block on paper.
      paper: 'covered',
      fields: [f('health.current', 'Health', true), f('health.max', 'Health max'), f('armour', 'Armour'), f('health.critical', 'Critical at'), f('health.death', 'Instant death at')],
    },
    {
      kind: 'fields',
      id: 'fortune',
      title: 'Omens, Corruption and Mana',
      paper: 'covered',
      fields: [f('omens.current', 'Omens', true), f('omens.max', 'Omens max'), f('corruption', 'Corruption', true), f('mana.current', 'Mana', true), f('mana.max', 'Mana max')],
    },
    { kind: 'fields', id: 'saves', title: 'Saves (d20 equal or under)', paper: 'play', fields: ABILITY_ORDER.map((a) => f(`save.${a}`, `${ABILITY_ABBREVIATIONS[a]} save`)) },
    {
      kind: 'table',
      id: 'conditions',
      title: 'Conditions',
      columns: ['Condition', 'Detail', 'Until'],
      widths: [2, 3, 1.6],
      rows: (doc.conditions ?? []).map((c) => ({ id: `condition-${c.id}`, cells: [c.name, c.note, c.until ? (UNTIL[c.until] ?? c.until) : c.rounds !== null ? `${c.rounds} rounds` : 'Taken off'] })),
      blankRows: 2,
      inPlay: true,
      // The conditions box of page 1, with each condition's detail and how long it lasts.
      paper: 'play',
      fill: 1,
    },
    {
      kind: 'table',
      id: 'injuries',
      title: 'Injuries',
      columns: ['d12', 'Injury', 'Effect', 'Lasts'],
      widths: [0.6, 2, 3.4, 1.4],
      rows: d.injuries.map((i) => ({ id: `injury-${i.id}`, cells: [String(i.roll), i.name, i.detail, i.permanent ? 'Permanent' : 'Full rest'] })),
      blankRows: 1,
      inPlay: true,
      paper: 'play',
      fill: 1,
    },
    {
      kind: 'text',
      id: 'keywords',
      paper: 'play',
      title: 'Skills and Traits',
      paragraphs: [d.skills.length > 0 ? `Skills: ${d.skills.join(', ')}` : '', d.traits.length > 0 ? `Traits: ${d.traits.join(', ')}` : ''].filter((p) => p !== ''),
      blankLines: 2,
    },
    { kind: 'text', id: 'notes', title: 'Notes', paragraphs: d.notes.split(/\n+/).filter((p) => p.trim() !== ''), inPlay: true, blankLines: 5, fill: 1 },
  ];

  const extra: SheetSection[] = [
    {
      kind: 'table',
      id: 'mutations',
      title: 'Mutations',
      columns: ['Mutation', 'Rolled'],
      widths: [2, 4],
      rows: d.mutations.map((m) => ({ id: `mutation-${m.id}`, cells: [m.name, m.detail] })),
      blankRows: 1,
    },
    {
      kind: 'table',
      id: 'gear',
      title: 'Gear',
      columns: ['Item', 'Qty', 'Bulk', 'Armour', 'Worn', 'Durability'],
      widths: [2.4, 0.7, 0.8, 1.1, 0.9, 1.5],
      rows: d.gear.map((g) => ({
        id: `item-${g.id}`,
        cells: [g.name, String(g.quantity), quarters(g.bulk * g.quantity), g.armour > 0 ? String(g.armour) : '', g.worn ? 'Yes' : '', g.durability === 'intact' ? 'Intact' : g.durability === 'damaged' ? 'Damaged' : 'Destroyed'],
      })),
      blankRows: 3,
      inPlay: true,
      fill: 1,
    },
    {
      kind: 'fields',
      id: 'money',
      title: 'Shillings and Load',
      paperTitle: 'Shillings and Bulk',
      fields: [f('shillings', 'Shillings', true), f('bulk.coins', 'Coin bulk'), f('bulk.carried', 'Bulk carried'), { ...f('load', 'Load'), paper: 'covered' }, f('rest.full', 'Full rest costs')],
    },
    {
      kind: 'table',
      id: 'followers',
      title: 'Followers',
      columns: ['Name', 'Kind', 'Notes'],
      widths: [2, 1.2, 4],
      rows: d.followers.map((x) => ({ id: `follower-${x.id}`, cells: [x.name, x.kind === 'retainer' ? 'Retainer' : 'Animal', x.notes] })),
      blankRows: 1,
    },
    {
      kind: 'text',
      id: 'reminders',
      title: 'Rests',
      paragraphs: [
        `Daily rest (a watch): health and mana to the maximum, if fed (a ration, or a meal for ${COSTS.meal}ʂ), watered and slept (a camping kit, or a room for ${COSTS.room}ʂ); each need missed: no recovery and STR, AGI or WIT −1 until a full rest (000:155-159).`,
        `Full rest (a week in a settlement): ${COSTS.fullRest}ʂ plus ${COSTS.fullRestPerCondition}ʂ per temporary condition cleared; health, mana and omens to the maximum, abilities restored, temporary injuries healed (000:170-171).`,
      ],
    },
  ];

  return {
    system: { id: 'murdham', name: 'Murdham' },
    title: doc.name,
    subtitle: [people, d.concept, state === 'Alive' ? '' : state].filter((p) => p !== '').join(' · '),
    identity,
    play: murdhamPlay(doc, values),
    main,
    extra,
    footer: { houseRules: [...doc.houseRules], overrides: values.filter((v) => v.overridden).map((v) => v.label), rulesNotFollowed: validateCharacter(doc).map((v) => v.message), date: printedOn },
  };
}

/** A blank Murdham sheet for players who want paper only. */
export function murdhamBlankSheet(printedOn: string): SheetModel {
  const data: MurdhamData = { ...newMurdhamData(), abilities: { str: 10, agi: 10, wit: 10 }, health: 10 };
  const doc: CharacterDocument<MurdhamData> = {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    dataVersion: MURDHAM_DATA_VERSION,
    id: 'blank' as CharacterId,
    system: 'murdham',
    name: '',
    status: 'complete',
    creationStep: 'review',
    createdAt: printedOn,
    updatedAt: printedOn,
    data,
    overrides: {},
    houseRules: [],
    history: [],
  };
  const model = blankOf(murdhamSheet(doc, printedOn));
  // The reminders are rules, not values: a paper sheet keeps them.
  const reminders = murdhamSheet(doc, printedOn).extra.find((s) => s.id === 'reminders');
  return { ...model, extra: model.extra.map((s) => (s.id === 'reminders' && reminders ? reminders : s)), footer: { ...model.footer, date: printedOn } };
}
