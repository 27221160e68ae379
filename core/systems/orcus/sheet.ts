/**
 * The Orcus sheet: turns a character into the system-neutral SheetModel that the screen and the PDF render. Every
 * number comes from the derived values, so it explains itself the same way everywhere; what the player entered by
 * hand (class, ancestry, kit, feats and powers, none of which are in the text) is listed in its own section.
 */
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../documents/character';
import type { CharacterId } from '../../documents/ids';
import type { SheetField, SheetModel, SheetRow, SheetSection } from '../../sheet/sheet-model';
import { covered, fieldFrom, purseSection } from '../../sheet/field-kit';
import { blankOf } from '../../sheet/blank';
import { signed } from '../../text/format';
import { ABILITY_ABBREVIATIONS, ABILITY_IDS } from './data/abilities';
import { armourById, shieldById } from './data/armour';
import { formatCoins } from './data/gear';
import { featSlots } from './data/levels';
import { alignmentById } from './data/personal';
import { POWER_KIND_SHORT, slotText } from './data/powers';
import { SKILLS } from './data/skills';
import { weaponById } from './data/weapons';
import { newOrcusData, type OrcusData } from './character';
import { deriveWithOverrides } from './rules/derive';
import { fitPowers } from './rules/slots';
import { validateCharacter } from './rules/validate';
import { orcusPlay } from './sheet-play';

/** What the player entered by hand, in sentences, so the sheet says which values are not the text's. */
export function handEntered(d: OrcusData): string[] {
  const c = d.class;
  const num = (n: number | null, what: string) => (n === null ? `${what} not entered` : `${what} ${n}`);
  const profs = [...c.armourProficiencies.map((id) => armourById(id)?.name ?? shieldById(id)?.name ?? id), ...c.weaponProficiencies.map((id) => weaponById(id)?.name ?? id)];
  const bonuses = (['fort', 'ref', 'will'] as const).filter((k) => c.defenceBonuses[k] !== 0).map((k) => `${signed(c.defenceBonuses[k])} ${{ fort: 'Fortitude', ref: 'Reflex', will: 'Will' }[k]}`);
  const ancestryBonuses = ABILITY_IDS.filter((a) => d.ancestry.abilityBonuses[a] !== 0).map((a) => `${signed(d.ancestry.abilityBonuses[a])} ${ABILITY_ABBREVIATIONS[a]}`);
  return [
    `Class: ${c.name || 'not entered'}; ${num(c.hpAtFirstLevel, 'hit points at 1st level')}; ${num(c.hpPerLevel, 'per level')}; ${num(c.recoveries, 'recoveries')}; defence bonuses ${bonuses.join(', ') || 'none'}; ${c.trainedSkills === null ? 'trained skills not entered' : `${c.trainedSkills} trained skills`}; proficiencies: ${profs.join(', ') || 'none entered'}.`,
    `Ancestry: ${d.ancestry.name || 'not entered'}; ability bonuses ${ancestryBonuses.join(', ') || 'none'}; ${d.ancestry.size}; speed ${d.ancestry.speed}.`,
    ...(d.kit ? [`Kit: ${d.kit}.`] : []),
    ...(d.prestigePath ? [`Prestige path: ${d.prestigePath}.`] : []),
    ...(d.epicPath ? [`Epic path: ${d.epicPath}.`] : []),
    'Feats and powers are entered by name; the Levels table and Appendix A give only how many (002:582-613, 002:2358-2393).',
    'Fortitude, Reflex and Will use a base of 10, which the text does not state (a reconstruction).',
  ];
}

/** The purse on paper: a box per coin (1 pp = 100 gp = 1,000 sp = 10,000 cp, 002:651-657), the money held to start from. */
function purse(moneyCp: number): SheetSection {
  const cp = Math.max(0, Math.round(moneyCp));
  return purseSection([
    ['pp', 'Platinum (pp)', 0],
    ['gp', 'Gold (gp)', Math.floor(cp / 100)],
    ['sp', 'Silver (sp)', Math.floor((cp % 100) / 10)],
    ['cp', 'Copper (cp)', cp % 10],
  ]);
}

/** Builds the sheet of an Orcus character. */
export function orcusSheet(doc: CharacterDocument<OrcusData>, printedOn: string): SheetModel {
  const d = doc.data;
  const values = deriveWithOverrides(doc);
  const f = (id: string, label?: string, inPlay = false) => fieldFrom(values, id, label, inPlay);
  const alignment = d.alignment ? (alignmentById(d.alignment)?.name ?? '') : '';

  const identity: SheetField[] = [
    { id: 'class', label: 'Class (entered)', value: d.class.name },
    f('level', 'Level'),
    f('tier', 'Tier'),
    { id: 'ancestry', label: 'Ancestry (entered)', value: d.ancestry.name },
    { id: 'kit', label: 'Kit (entered)', value: d.kit },
    { id: 'alignment', label: 'Alignment', value: alignment },
    f('xp', 'Experience', true),
    f('xp.next', 'Next level at'),
  ];
  const main: SheetSection[] = [
    { kind: 'fields', id: 'abilities', title: 'Abilities', emphasis: 'large', paper: 'play', fields: ABILITY_IDS.flatMap((a) => [f(`ability.${a}`, ABILITY_ABBREVIATIONS[a]), f(`ability.${a}.mod`, `${ABILITY_ABBREVIATIONS[a]} mod`)]) },
    // Defences, hit points and what is spent in play print in the play block on paper.
    { kind: 'fields', id: 'defences', title: 'Defenses', emphasis: 'large', paper: 'covered', fields: [f('defence.ac', 'AC'), f('defence.fort', 'Fortitude'), f('defence.ref', 'Reflex'), f('defence.will', 'Will')] },
    {
      kind: 'fields',
      id: 'hit-points',
      title: 'Hit Points',
      emphasis: 'large',
      paper: 'covered',
      fields: [f('hp.max', 'Max HP'), f('hp.current', 'HP now', true), f('hp.temp', 'Temp HP', true), f('hp.staggered', 'Staggered'), f('hp.recoveryValue', 'Recovery value'), f('recoveries.max', 'Recoveries'), f('recoveries.current', 'Left', true), f('deathSaves', 'Death saves', true), f('actionPoints', 'Action points', true)],
    },
    { kind: 'fields', id: 'combat', title: 'Combat', paper: 'play', paperTitle: 'Level Bonus and Passive Checks', fields: [covered(f('initiative', 'Initiative')), covered(f('speed', 'Speed')), f('levelBonus', 'Level bonus'), f('passive.perception', 'Passive Perception'), f('passive.insight', 'Passive Insight'), f('aidAnother', 'Aid Another DC')] },
  ];
  const weapons = [{ id: 'unarmed', name: 'Unarmed strike', catalogId: null as string | null }, ...d.equipment.filter((e) => e.kind === 'weapon')];
  main.push({
    kind: 'table',
    id: 'attacks',
    title: 'Basic Attacks',
    columns: ['Weapon', 'Attack', 'Damage', 'Range / properties'],
    widths: [2, 0.9, 1.4, 3.2],
    rows: weapons.map((w): SheetRow => {
      const attack = values.find((v) => v.id === `attack.${w.id}`);
      const damage = values.find((v) => v.id === `damage.${w.id}`);
      const def = w.catalogId ? weaponById(w.catalogId) : undefined;
      const critical = values.find((v) => v.id === `critical.${w.id}`);
      const twoHands = values.find((v) => v.id === `twoHands.${w.id}`);
      // The critical is worth a place only when dice add to the maximum (the maximum alone is the rule for every weapon).
      const extras = [twoHands ? `two hands ${String(twoHands.value)}` : '', critical && String(critical.value).includes(' + ') ? `crit ${String(critical.value)}` : ''];
      const props = def ? [def.range ? `range ${def.range}` : '', ...def.properties, ...extras].filter(Boolean).join(', ') : w.id === 'unarmed' ? 'no proficiency bonus (002:744)' : '';
      return { id: `attack-${w.id}`, cells: [w.name, attack ? String(attack.value) : '', damage ? String(damage.value) : '', props], ...(attack ? { explanation: `${attack.explanation} ${damage?.explanation ?? ''}` } : {}), ...(attack?.overridden ? { overridden: true } : {}) };
    }),
    blankRows: 1,
    paper: 'play',
    fill: 1,
  });
  main.push({
    kind: 'table',
    id: 'skills',
    title: 'Skills (* armour check penalty)',
    columns: ['Skill', 'Ability', 'Trained', 'Modifier'],
    widths: [3, 1, 1, 1.2],
    rows: SKILLS.map((s): SheetRow => {
      const v = values.find((x) => x.id === `skill.${s.id}`);
      return {
        id: `skill-${s.id}`,
        cells: [`${s.name}${s.armourCheckPenalty ? ' *' : ''}`, ABILITY_ABBREVIATIONS[s.ability], d.trainedSkills.includes(s.id) ? 'Yes' : '', v ? String(v.value) : ''],
        ...(v ? { explanation: v.explanation } : {}),
        ...(v?.overridden ? { overridden: true } : {}),
      };
    }),
  });
  const fit = fitPowers(d.powers, d.level);
  main.push({
    kind: 'table',
    id: 'powers',
    title: 'Powers (entered by name; slots from Appendix A)',
    columns: ['Slot', 'Power', 'Level', 'Notes', 'Used'],
    widths: [2.5, 2.8, 0.9, 1.9, 0.9],
    rows: [
      ...fit.slots.map((s, i): SheetRow => ({ id: `power-slot-${i}`, cells: [`${POWER_KIND_SHORT[s.kind]} ${slotText(s.slot)}`, s.power?.name ?? '', s.power ? String(s.power.level) : '', s.power?.note ?? '', ''] })),
      ...fit.unplaced.map((p, i): SheetRow => ({ id: `power-extra-${i}`, cells: [`${POWER_KIND_SHORT[p.kind]} (no slot)`, p.name, String(p.level), p.note, ''] })),
    ],
    // A box to tick when an encounter or daily power is spent (002:2358-2393).
    checkColumns: [4],
    // Used at the table: page 1.
    paper: 'play',
  });
  main.push({
    kind: 'table',
    id: 'feats',
    title: `Feats (${d.feats.length} of ${featSlots(d.level)}, entered by name)`,
    columns: ['Feat', 'Level', 'Notes'],
    widths: [3, 1, 4],
    rows: d.feats.map((ft, i) => ({ id: `feat-${i}`, cells: [ft.name, String(ft.level), ft.note] })),
    blankRows: Math.max(0, featSlots(d.level) - d.feats.length),
    // Beside the powers on page 1, with room to write more.
    paper: 'play',
    fill: 1,
  });

  const extra: SheetSection[] = [
    { kind: 'text', id: 'hand-entered', title: 'Entered by Hand', paragraphs: handEntered(d) },
    { kind: 'text', id: 'languages', title: 'Languages', paragraphs: d.languages.length ? [d.languages.map((l) => `${l.name}${l.source === 'ancestry' ? ' (ancestry)' : ''}`).join(', ')] : [], blankLines: 2 },
    {
      kind: 'table',
      id: 'equipment',
      title: 'Equipment',
      columns: ['Item', 'Qty', 'Worn', 'Cost', 'Weight (lb)'],
      widths: [4, 0.8, 0.8, 1.4, 1.2],
      rows: d.equipment.map((e) => ({
        id: `item-${e.id}`,
        cells: [`${e.name}${e.enhancement > 0 ? ` +${e.enhancement}` : ''}`, String(e.quantity), e.equipped ? 'Yes' : '', formatCoins(e.costCp * e.quantity), String(Math.round(e.weightLb * e.quantity * 10) / 10)],
      })),
      blankRows: 3,
      inPlay: true,
      fill: 1,
    },
    {
      kind: 'fields',
      id: 'money',
      title: 'Money and Load',
      // On paper the money goes in the purse, a box per coin.
      paperTitle: 'Load',
      fields: [covered({ ...f('money', 'Money'), value: formatCoins(d.moneyCp), inPlay: true }), f('load.carried', 'Carried (lb)'), f('load.medium', 'Medium load'), f('load.heavy', 'Heavy load')],
    },
    purse(d.moneyCp),
    { kind: 'text', id: 'conditions', title: 'Conditions', paragraphs: [], inPlay: true, blankLines: 2, paper: 'covered' },
    { kind: 'text', id: 'notes', title: 'Notes', paragraphs: d.notes.split(/\n+/).filter((p) => p.trim() !== ''), inPlay: true, blankLines: 6, fill: 1 },
  ];
  const who = [d.ancestry.name, d.class.name].filter(Boolean).join(' ');
  return {
    system: { id: 'orcus', name: 'Orcus' },
    title: doc.name,
    subtitle: [who ? `${who} ${d.level}` : `Level ${d.level}`, alignment, d.concept].filter(Boolean).join(' · '),
    identity,
    play: orcusPlay(doc, values),
    main,
    extra,
    footer: { houseRules: [...doc.houseRules], overrides: values.filter((v) => v.overridden).map((v) => v.label), rulesNotFollowed: validateCharacter(doc).map((v) => v.message), date: printedOn },
  };
}

/** A blank Orcus sheet for players who want paper only: the layout of a character with every value emptied. */
export function orcusBlankSheet(printedOn: string): SheetModel {
  const data: OrcusData = {
    ...newOrcusData(),
    abilities: { method: 'standard-array', base: { str: 10, con: 10, dex: 10, int: 10, wis: 10, cha: 10 }, rolls: [], rolledBy: null },
    class: { ...newOrcusData().class, hpAtFirstLevel: 0, hpPerLevel: 0, recoveries: 0 },
  };
  const doc: CharacterDocument<OrcusData> = {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: 'blank' as CharacterId,
    system: 'orcus',
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
  const model = blankOf(orcusSheet(doc, printedOn));
  // The skill list is the rules' own (002:339-505): a paper sheet keeps each skill's name and ability to write beside.
  const skills = SKILLS.map((sk): SheetRow => ({ id: `skill-${sk.id}`, cells: [`${sk.name}${sk.armourCheckPenalty ? ' *' : ''}`, ABILITY_ABBREVIATIONS[sk.ability], '', ''] }));
  return {
    ...model,
    main: model.main.map((s) => (s.id === 'feats' ? { ...s, title: 'Feats' } : s.id === 'skills' && s.kind === 'table' ? { ...s, rows: skills, blankRows: 0, fill: 0 } : s)),
    footer: { ...model.footer, date: printedOn },
  };
}
