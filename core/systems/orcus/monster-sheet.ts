/**
 * A built monster as a SheetModel, so the stat block prints through the same screen and PDF code as a character
 * sheet. Hit points, action points and notes are in-play fields (form fields in the fillable PDF).
 */
import type { SheetField, SheetModel } from '../../sheet/sheet-model';
import type { MonsterBlock, MonsterStat } from './monsters';
import { TAG_GRANTS } from './data/monster-tables';

const signedText = (n: number) => (n >= 0 ? `+${n}` : String(n));

function field(id: string, label: string, stat: MonsterStat<number | string>, options: { readonly signed?: boolean; readonly inPlay?: boolean } = {}): SheetField {
  const value = typeof stat.value === 'number' && options.signed ? signedText(stat.value) : String(stat.value);
  return { id, label, value, explanation: stat.explanation, ...(options.inPlay ? { inPlay: true } : {}) };
}

/** The stat block as a printable sheet. */
export function monsterSheet(block: MonsterBlock, printedOn: string): SheetModel {
  const kind = [block.source ? block.source.charAt(0).toUpperCase() + block.source.slice(1) : '', ...block.tags.map((t) => TAG_GRANTS[t].name)].filter(Boolean).join(' ● ');
  const traits = [
    block.resistances.length ? `Resist: ${block.resistances.join(', ')} (only the highest of each applies, 002:1237-1238).` : '',
    block.vulnerabilities.length ? `Vulnerable: ${block.vulnerabilities.join(', ')}.` : '',
    ...block.special.map((s) => `${s}${s === 'Incorporeal' ? ': takes half damage from all attacks (002:1674)' : s.startsWith('Reactive') ? ': after the first acid, cold, lightning, fire or thunder damage, resistance to it for the encounter (002:1675)' : ''}.`),
    `Highest ability score about ${block.abilities.highestScore.value}, listed modifier ${signedText(block.abilities.highestModifier.value)} (002:1854-1855).`,
    `Speed ${block.speed.value} (002:1841).`,
  ].filter((t) => t !== '');
  return {
    system: { id: 'orcus', name: 'Orcus' },
    title: block.name,
    subtitle: [block.title, block.tier + ' tier', kind].filter(Boolean).join(' · '),
    identity: [
      { id: 'level', label: 'Level', value: String(block.level) },
      { id: 'rank', label: 'Rank', value: block.rank.charAt(0).toUpperCase() + block.rank.slice(1) },
      { id: 'role', label: 'Role', value: `${block.role.charAt(0).toUpperCase() + block.role.slice(1)}${block.leader ? ' (Leader)' : ''}` },
      field('xp', 'XP', block.xp),
    ],
    main: [
      {
        kind: 'fields',
        id: 'defences',
        title: 'Defenses',
        emphasis: 'large',
        fields: [field('defence.ac', 'AC', block.defences.ac), field('defence.fort', 'Fortitude', block.defences.fort), field('defence.ref', 'Reflex', block.defences.ref), field('defence.will', 'Will', block.defences.will)],
      },
      {
        kind: 'fields',
        id: 'hit-points',
        title: 'Hit Points',
        emphasis: 'large',
        fields: [
          field('hp.max', 'HP', block.hp),
          { id: 'hp.current', label: 'HP now', value: String(block.hp.value), inPlay: true },
          field('hp.staggered', 'Staggered', block.staggered),
          field('recoveries', 'Recoveries', block.recoveries),
          field('actionPoints', 'Action points', block.actionPoints, { inPlay: true }),
          field('saves', 'Saving throws', block.saves, { signed: true }),
        ],
      },
      { kind: 'fields', id: 'attacks', title: 'Attacks', fields: [field('attack.ac', 'vs AC', block.attack.vsAc, { signed: true }), field('attack.other', 'vs Fort/Ref/Will', block.attack.vsOther, { signed: true })] },
      {
        kind: 'table',
        id: 'damage',
        title: 'Damage by Power',
        columns: ['Power', 'Damage'],
        widths: [3, 1.5],
        rows: block.damage.map((d, i) => ({ id: `damage-${i}`, cells: [d.kind, d.damage.value], explanation: d.damage.explanation })),
      },
      { kind: 'text', id: 'traits', title: 'Traits', paragraphs: traits },
      { kind: 'table', id: 'powers', title: 'Powers', columns: ['Power', 'Use', 'Attack', 'Hit'], widths: [2, 1, 1.5, 3], rows: [], blankRows: 4 },
    ],
    extra: [
      { kind: 'text', id: 'rules', title: 'Rules to Remember', paragraphs: [...block.notes] },
      { kind: 'text', id: 'notes', title: 'Notes', paragraphs: [], inPlay: true, blankLines: 4 },
    ],
    footer: { houseRules: block.reconstructions.map((r) => `Reconstruction: ${r}`), overrides: [], date: printedOn },
  };
}
