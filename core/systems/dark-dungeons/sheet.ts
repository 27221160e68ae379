/**
 * The Dark Dungeons sheet: turns a character into the system-neutral SheetModel that the screen and the PDF render.
 * Every number comes from the derived values, so the sheet explains itself the same way everywhere.
 */
import type { CharacterDocument } from '../../documents/character';
import type { SheetField, SheetModel, SheetRow, SheetSection } from '../../sheet/sheet-model';
import { covered, fieldFrom, purseSection } from '../../sheet/field-kit';
import { blankOf } from '../../sheet/blank';
import { ABILITY_ORDER, finalScores, newDarkDungeonsData, type DarkDungeonsData } from './character';
import { CLASS_TABLES } from './data/classes';
import { ABILITY_ABBREVIATIONS } from './data/ability-modifiers';
import { skillById } from './data/skills';
import { weaponById } from './data/weapons';
import { PROFICIENCY_SHORT_NAMES, masteryAt } from './data/weapon-mastery';
import { UNDEAD_TYPES, turnUndeadRow } from './data/turn-undead';
import { classRow, deriveWithOverrides, SAVE_LABELS, THIEF_ABILITY_LABELS } from './rules/derive';
import { TO_HIT_ARMOUR_CLASSES, attackLines, proficiencyWord, rollNeeded, type AttackLine, type AttackUse } from './rules/attacks';
import { roundGp } from './rules/gear';
import { spellsPerDay } from './rules/spells';
import { healthWord } from './health';
import { darkDungeonsPlay } from './sheet-play';
import { validateCharacter } from './rules/validate';
import { languagesOf } from './rules/languages';
import { formatModifier } from './data/ability-modifiers';
import { formatNumber } from '../../text/format';

const ALIGNMENT_NAMES = { lawful: 'Lawful', neutral: 'Neutral', chaotic: 'Chaotic' } as const;

function titleCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Builds the sheet of a Dark Dungeons character. */
export function darkDungeonsSheet(doc: CharacterDocument<DarkDungeonsData>, printedOn: string): SheetModel {
  const d = doc.data;
  const values = deriveWithOverrides(doc);
  const f = (id: string, label?: string, inPlay = false) => fieldFrom(values, id, label, inPlay);
  const cls = d.classId ? CLASS_TABLES[d.classId] : null;
  const row = classRow(d);

  const identity: SheetField[] = [
    { id: 'class', label: 'Class', value: cls?.name ?? '' },
    f('level', 'Level'),
    { id: 'alignment', label: 'Alignment', value: d.alignment ? ALIGNMENT_NAMES[d.alignment] : '' },
    f('xp', 'Experience', true),
    f('xp.next', 'Next level at'),
    f('xp.bonus', 'XP bonus'),
  ];

  const abilities: SectionDraft = {
    kind: 'fields',
    id: 'abilities',
    title: 'Abilities',
    emphasis: 'large',
    fields: ABILITY_ORDER.flatMap((a) => [f(`ability.${a}`, ABILITY_ABBREVIATIONS[a]), f(`ability.${a}.mod`, `${ABILITY_ABBREVIATIONS[a]} mod`)]),
    paper: 'play',
  };
  const hpField = f('hp.current', 'Hit points', true);
  const state = d.hitPoints.rolls.length > 0 ? healthWord(d) : null;
  const combat: SectionDraft = {
    kind: 'fields',
    id: 'combat',
    title: 'Combat',
    emphasis: 'large',
    // Hit points, armour class and the attack bonus print in the play block on paper.
    paper: 'covered',
    fields: [state ? { ...hpField, value: `${hpField.value} (${state})` } : hpField, f('hp.max', 'HP max'), f('ac', 'Armour class', true), f('attackBonus', 'Attack bonus')],
  };
  const attacks: SectionDraft = {
    kind: 'fields',
    id: 'attacks',
    title: 'Attacks',
    // On paper each weapon's line carries the attack bonus with Str or Dex, and the play block the initiative.
    paperTitle: 'Hit Dice and Weapon Feats',
    fields: [
      covered(f('attack.melee', 'Melee (AB + Str)')),
      covered(f('attack.missile', d.classId === 'halfling' ? 'Missile (AB + Dex + 1)' : 'Missile (AB + Dex)')),
      covered(f('initiative', 'Initiative')),
      f('hitDice', 'Hit dice'),
      f('weaponFeats.banked', 'Banked weapon feats'),
    ],
  };
  const saves: SectionDraft = {
    kind: 'fields',
    id: 'saves',
    title: 'Saving Throws',
    paper: 'play',
    fields: [...(Object.keys(SAVE_LABELS) as (keyof typeof SAVE_LABELS)[]).map((k) => f(`save.${k}`, SAVE_LABELS[k])), f('save.spells', 'vs Spells, with Wis')],
  };
  const final = finalScores(d);
  const lines = attackLines(d, row, final);
  const weapons: SectionDraft = {
    kind: 'table',
    id: 'weapons',
    title: 'Weapons',
    columns: ['Weapon', 'Feat', 'To hit', 'Damage', 'Range', 'Effects'],
    // Wide enough for "Skilled" and "80/160/240" on one line; longer cells wrap.
    widths: [2.1, 1.2, 1.4, 1.7, 2.6, 2.2],
    rows: lines.map((l): SheetRow => ({
      id: `weapon-${l.weaponId}`,
      cells: [l.name, proficiencyWord(l.proficiency), toHitCell(l), damageCell(l), l.range || '—', l.effects.join('; ')],
      explanation: `${l.uses.map((u) => u.explanation).join('. ')}. Against an unarmed foe (or one using missiles or natural weapons) the feat's second column applies. — Source: supplement §5.4, §9.5-9.6${d.classId === 'halfling' ? '; 004:631' : ''}`,
    })),
    blankRows: 1,
    paper: 'play',
    fill: 1,
  };
  const toHit: SectionDraft = {
    kind: 'table',
    id: 'to-hit',
    title: 'To Hit',
    paper: 'play',
    columns: ['Target AC', ...TO_HIT_ARMOUR_CLASSES.map(String)],
    widths: [2.2, ...TO_HIT_ARMOUR_CLASSES.map(() => 1)],
    rows: row
      ? [
          {
            id: 'to-hit-roll',
            cells: ['d20 needed', ...TO_HIT_ARMOUR_CLASSES.map((ac) => String(rollNeeded(row.attackBonus, ac)))],
            explanation: toHitExplanation(row.attackBonus, lines),
          },
        ]
      : [],
  };
  const main: SectionDraft[] = [abilities, combat, attacks, saves, weapons, toHit];

  if (row?.thiefAbilities) {
    main.push({
      kind: 'fields',
      id: 'thief',
      title: d.classId === 'mystic' ? 'Mystic Abilities' : 'Thief Abilities',
      paper: 'play',
      fields: Object.keys(row.thiefAbilities).map((k) => f(`thief.${k}`, THIEF_ABILITY_LABELS[k as keyof typeof THIEF_ABILITY_LABELS])),
    });
  }
  if (row?.mystic) {
    main.push({
      kind: 'fields',
      id: 'mystic',
      title: 'Martial Arts',
      paper: 'play',
      fields: [f('mystic.strikeDamage', 'Strike damage'), f('mystic.attacks', 'Attacks'), f('mystic.unarmedAs', 'Hits as'), f('mystic.movement', 'Base move')],
    });
  }
  if (d.classId === 'cleric' && !d.vows.druidic) {
    const turn = turnUndeadRow(row?.level ?? 1);
    main.push({
      kind: 'table',
      id: 'turn-undead',
      title: 'Turn Undead',
      paper: 'play',
      columns: ['Undead', 'Result', 'Undead', 'Result'],
      rows: pairRows(UNDEAD_TYPES.map((u) => [titleCase(u), turn[u]])),
    });
  }
  if (row && row.spellsPerDay.length > 0) {
    main.push({
      kind: 'fields',
      id: 'spells-per-day',
      title: 'Spells per Day',
      paper: 'play',
      // A box to tick for each spell of the level cast today.
      fields: row.spellsPerDay.map((n, i) => ({ ...f(`spells.${i + 1}`, `Level ${i + 1}`), ...(n > 0 ? { boxes: n } : {}) })),
    });
  }
  main.push({
    kind: 'table',
    id: 'skills',
    title: 'Skills',
    columns: ['Skill', 'Ability', 'Roll under'],
    widths: [3, 1.2, 1.2],
    rows: d.skills.map((s): SheetRow => {
      const def = skillById(s.skillId);
      const v = values.find((x) => x.id === `skill.${s.skillId}${s.specialty ? `.${s.specialty.toLowerCase()}` : ''}`);
      return {
        id: `skill-${s.skillId}-${s.specialty}`,
        cells: [`${def?.name ?? s.skillId}${s.specialty ? ` (${s.specialty})` : ''}${s.points > 1 ? ` ×${s.points}` : ''}`, def ? def.abilities.map((a) => ABILITY_ABBREVIATIONS[a]).join('/') || '—' : '', v ? String(v.value) : ''],
        ...(v ? { explanation: v.explanation } : {}),
      };
    }),
    blankRows: 2,
    // Rolled at the table (004:990): page 1, with room to write more.
    paper: 'play',
    fill: 1,
  });
  main.push({
    kind: 'table',
    id: 'weapon-feats',
    title: 'Weapon Feats',
    columns: ['Weapon', 'Level', 'Damage', 'Effects'],
    widths: [2.3, 1.1, 1.4, 3.0],
    rows: d.weaponFeats.map((wf): SheetRow => {
      const w = weaponById(wf.weaponId);
      const m = masteryAt(wf.weaponId, wf.proficiency);
      const effects = m ? [m.toHit ? `${m.toHit > 0 ? '+' : ''}${m.toHit} to hit` : '', m.acBonus ? `AC ${m.acBonus}` : '', ...m.special].filter(Boolean).join('; ') : '';
      const level = PROFICIENCY_SHORT_NAMES[wf.proficiency];
      return { id: `feat-${wf.weaponId}`, cells: [w?.name ?? wf.weaponId, level, m?.damage ?? w?.damage ?? '', effects] };
    }),
    blankRows: 1,
  });

  // Conditions come and go at the table: lines to write them on, a form field on the fillable sheet.
  main.push({ kind: 'text', id: 'conditions', title: 'Conditions', paragraphs: [], inPlay: true, blankLines: 2, paper: 'covered' });
  main.push({
    kind: 'text',
    id: 'notes',
    title: 'Notes',
    paragraphs: [languagesOf(d).length > 0 ? `Languages: ${languagesOf(d).join(', ')}` : '', d.appearance ? `Appearance: ${d.appearance}` : '', ...d.notes.split(/\n+/)].filter((p) => p.trim() !== ''),
    inPlay: true,
    blankLines: 6,
    // On paper the notes take the room left on the last page: lines to write on.
    fill: 1,
  });
  const extra: SectionDraft[] = [];
  if (cls && row) {
    const gained = cls.levels.slice(0, row.level).flatMap((r) => r.gains);
    const abilities = cls.specialAbilities.filter((a) => gained.includes(a.id));
    if (abilities.length > 0) {
      extra.push({ kind: 'text', id: 'special-abilities', title: 'Special Abilities', paragraphs: abilities.map((a) => `${a.name}: ${a.description}`) });
    }
  }
  if (d.spellbook.length > 0 || (row && row.spellsPerDay.length > 0)) {
    extra.push({
      kind: 'table',
      id: 'spellbook',
      title: 'Spellbook',
      columns: ['Spell', 'Level', 'Prepared'],
      widths: [4, 1, 1.5],
      rows: d.spellbook.map((s, i) => {
        const n = (d.memorised ?? []).filter((m) => m.name.toLowerCase() === s.name.toLowerCase()).length;
        return { id: `spell-${i}`, cells: [s.name, String(s.level), n === 0 ? '' : n === 1 ? 'yes' : `×${n}`] };
      }),
      blankRows: 3,
      inPlay: true,
    });
  }
  const slots = spellsPerDay(d).reduce((a, b) => a + b, 0);
  const prepared = d.memorised ?? [];
  if (slots > 0 || prepared.length > 0) {
    extra.push({
      kind: 'table',
      id: 'prepared',
      title: 'Prepared Spells',
      columns: ['Spell', 'Level', 'Cast'],
      widths: [4, 1, 0.9],
      rows: prepared.map((s, i) => ({ id: `prepared-${i}`, cells: [s.name, String(s.level), ''] })),
      checkColumns: [2],
      blankRows: Math.max(1, slots - prepared.length),
      inPlay: true,
    });
  }
  extra.push({
    kind: 'table',
    id: 'equipment',
    title: 'Equipment',
    columns: ['Item', 'Qty', 'Cost (gp)', 'Weight (cn)'],
    widths: [4, 1, 1.2, 1.2],
    rows: d.equipment.map((e) => ({ id: `item-${e.id}`, cells: [`${e.name}${e.worn ? ' (worn)' : ''}`, String(e.quantity), e.given ? 'given' : formatNumber(roundGp(e.costGp * e.quantity)), String(e.weightCn * e.quantity)] })),
    blankRows: 3,
    inPlay: true,
    fill: 1,
  });
  extra.push({
    kind: 'fields',
    id: 'money',
    title: 'Money, Load and Movement',
    // On paper the gold goes in the purse below and the round's movement in the play block.
    paperTitle: 'Load and Movement',
    fields: [covered(f('money.gp', 'Money', true)), f('encumbrance', 'Load (cn)'), f('move.normal', 'Exploring (10 min)'), covered(f('move.encounter', 'Encounter (round)')), covered(f('move.running', 'Running (round)'))],
  });
  extra.push(purse(d.money.gp));


  const overrides = values.filter((v) => v.overridden).map((v) => v.label);
  const subtitleParts = [cls ? `${cls.name} ${row?.level ?? d.level}` : '', d.alignment ? ALIGNMENT_NAMES[d.alignment] : '', d.concept].filter(Boolean);
  return {
    system: { id: 'dark-dungeons', name: 'Dark Dungeons' },
    title: doc.name,
    subtitle: subtitleParts.join(' · '),
    identity,
    play: darkDungeonsPlay(doc, values),
    main,
    extra,
    footer: { houseRules: [...doc.houseRules], overrides, rulesNotFollowed: validateCharacter(doc).map((v) => v.message), date: printedOn },
  };
}

type SectionDraft = SheetSection;

/**
 * The purse on paper: a box per coin (pp 5 gp, gp, ep ½ gp, sp ⅒ gp, cp ¹⁄₁₀₀ gp: supplement §7.1), the gold held
 * split into whole gold, silver and copper to start from.
 */
function purse(gp: number): SheetSection {
  const cp = Math.max(0, Math.round(gp * 100));
  return purseSection([
    ['pp', 'Platinum (pp)', 0],
    ['gp', 'Gold (gp)', Math.floor(cp / 100)],
    ['ep', 'Electrum (ep)', 0],
    ['sp', 'Silver (sp)', Math.floor((cp % 100) / 10)],
    ['cp', 'Copper (cp)', cp % 10],
  ]);
}

/**
 * The To-Hit row's words. The row is the attack bonus alone; a weapon's to-hit bonus already holds that attack bonus
 * (with Str or Dex and the feat), so a weapon's roll is 20 − (its to-hit + AC), worked out here for the first weapon
 * against AC 9 rather than described as "lower by the weapon's bonus", which would count the attack bonus twice.
 */
function toHitExplanation(attackBonus: number, lines: readonly AttackLine[]): string {
  const ab = formatModifier(attackBonus);
  const first = lines[0]?.uses[0];
  let example = '';
  if (first && lines[0]) {
    const raw = 20 - (first.toHit + 9);
    const needed = rollNeeded(first.toHit, 9);
    const arithmetic = `20 − (${first.toHit} + 9) = ${raw}`;
    example = ` With ${lines[0].name} (to hit ${formatModifier(first.toHit)}, the attack bonus included) against AC 9: ${raw === needed ? arithmetic : `${arithmetic}, so ${needed}`} or more.`;
  }
  return `Attack bonus ${ab} alone: an attack hits when d20 + to-hit bonus + the target's AC is 20 or more, so this row is 20 − (${attackBonus} + AC); a natural 1 always misses and a natural 20 always hits. A weapon's to-hit bonus above already includes the attack bonus: with a weapon, roll 20 − (its to-hit + AC) instead, the row lowered by the weapon's to-hit minus the attack bonus.${example} — Source: supplement §9.5`;
}

/** "+3", or "+3 (unarmed +4)", or "+3, thrown +2" for a melee weapon that can be thrown. */
function toHitCell(line: AttackLine): string {
  const one = (u: AttackUse) => (u.toHit === u.toHitUnarmed ? formatModifier(u.toHit) : `${formatModifier(u.toHit)} (unarmed ${formatModifier(u.toHitUnarmed)})`);
  return line.uses.map((u, i) => (i === 0 ? one(u) : `${u.kind} ${one(u)}`)).join(', ');
}

/** "1d8+2", or "1d8+2 (unarmed 1d8+4)"; "—" for a weapon that does no damage (a net). */
function damageCell(line: AttackLine): string {
  const one = (u: AttackUse) => (u.damage === '' ? '—' : u.damage === u.damageUnarmed ? u.damage : `${u.damage} (unarmed ${u.damageUnarmed})`);
  const texts = [...new Set(line.uses.map(one))];
  if (texts.length === 1) return texts[0] ?? '—';
  return line.uses.map((u, i) => (i === 0 ? one(u) : `${u.kind} ${one(u)}`)).join(', ');
}

function pairRows(cells: (readonly [string, string])[]): SheetRow[] {
  const rows: SheetRow[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    const a = cells[i];
    const b = cells[i + 1];
    rows.push({ id: `pair-${i}`, cells: [a?.[0] ?? '', a?.[1] ?? '', b?.[0] ?? '', b?.[1] ?? ''] });
  }
  return rows;
}

/** A blank Dark Dungeons sheet for players who want paper only (laid out like a spell-casting thief's, emptied). */
export function darkDungeonsBlankSheet(printedOn: string): SheetModel {
  const data: DarkDungeonsData = {
    ...newDarkDungeonsData(),
    classId: 'thief',
    rolled: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 },
    spellbook: [{ name: '', level: 1 }],
    equipment: [],
  };
  const doc = {
    format: 'sheetsmith/character',
    schemaVersion: 2,
    id: 'blank',
    system: 'dark-dungeons',
    name: '',
    status: 'complete',
    creationStep: 'review',
    createdAt: printedOn,
    updatedAt: printedOn,
    data,
    overrides: {},
    houseRules: [],
    history: [],
  } as unknown as CharacterDocument<DarkDungeonsData>;
  const model = blankOf(darkDungeonsSheet(doc, printedOn));
  // A paper sheet's class box is for any class: relabel the thief-only section. The to-hit row keeps its caption and
  // stays one row; the room left goes mostly to equipment and spells.
  const fill: Readonly<Record<string, number>> = { equipment: 3, spellbook: 2, skills: 2, conditions: 0 };
  return {
    ...model,
    main: model.main.map((s) =>
      s.id === 'thief'
        ? { ...s, title: 'Class Abilities' }
        : s.id === 'to-hit' && s.kind === 'table'
          ? { ...s, rows: [{ id: 'to-hit-roll', cells: ['d20 needed'] }], blankRows: 0, fill: 0 }
          : s.kind !== 'fields' && fill[s.id] !== undefined ? { ...s, fill: fill[s.id] } : s,
    ),
    extra: model.extra.map((s) => (s.kind !== 'fields' && fill[s.id] !== undefined ? { ...s, fill: fill[s.id] } : s)),
    footer: { ...model.footer, date: printedOn },
  };
}
