/**
 * Derived values for the sheet, each with the reason for it ("Save vs Magic Wands 13 — Thief level 4, Table 4-9"),
 * and with a player's or GM's overrides applied and marked.
 */
import { SOURCE_MARKER } from '../../../text/source-note';
import { languageAllowance } from './languages';
import type { CharacterDocument } from '../../../documents/character';
import type { DerivedValue } from '../../types';
import { ABILITY_ORDER, baseScores, finalScores, type AbilityId, type DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import type { ClassLevelRow, SavingThrows, ThiefAbilityId } from '../data/types';
import { ABILITY_ABBREVIATIONS, ABILITY_NAMES, abilityModifier, formatModifier, initiativeModifier } from '../data/ability-modifiers';
import { xpBonusPercent } from '../data/class-requirements';
import { skillById, skillScore } from '../data/skills';
import { describeHitPointGain, maxHitPoints, skillPointsAvailable, skillPointsSpent, weaponFeatSlots, weaponFeatsUsed } from './creation';
import { armourClass, equipmentCost, load, movement, roundGp } from './gear';
import { formatGp, formatPurse } from '../format';
import { healthOf } from '../health';

/** A modifier with its sign always shown, "+0" included, for arithmetic in explanations. */
function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** Table names by class, for explanations. */
export const CLASS_TABLE_NAMES: Readonly<Record<string, string>> = {
  cleric: 'Table 4-2a',
  dwarf: 'Table 4-3',
  elf: 'Table 4-4',
  fighter: 'Table 4-5',
  halfling: 'Table 4-6',
  'magic-user': 'Table 4-7',
  mystic: 'Table 4-8',
  thief: 'Table 4-9',
};

export const SAVE_LABELS: Readonly<Record<keyof SavingThrows, string>> = {
  deathRayPoison: 'Death Ray / Poison',
  magicWands: 'Magic Wands',
  paralysisPetrify: 'Paralysis / Petrify',
  breathWeapon: 'Breath Weapon',
  rodStaffSpell: 'Rod / Staff / Spell',
};

export const THIEF_ABILITY_LABELS: Readonly<Record<ThiefAbilityId, string>> = {
  openLocks: 'Open Locks',
  findTraps: 'Find Traps',
  removeTraps: 'Remove Traps',
  climbWalls: 'Climb Walls',
  moveSilently: 'Move Silently',
  hideInShadows: 'Hide in Shadows',
  pickPockets: 'Pick Pockets',
  hearNoise: 'Hear Noise',
  readLanguages: 'Read Languages',
  useMagicUserScroll: 'Use Magic-User Scroll',
};

/** The class table row for the character's class and level, or null before a class is chosen. */
export function classRow(data: DarkDungeonsData): ClassLevelRow | null {
  if (!data.classId) return null;
  return CLASS_TABLES[data.classId].levels[Math.min(36, Math.max(1, data.level)) - 1] ?? null;
}

function className(data: DarkDungeonsData): string {
  return data.classId ? CLASS_TABLES[data.classId].name : '';
}

/** " — Source: …" at the end of an explanation: the sheet shows the words first and the citation last. */
function sourced(text: string, source: string): string {
  return `${text}${SOURCE_MARKER}${source}`;
}

/** The rules' words for the character's state (supplement §9.6), or '' while standing. */
function hpStateWords(data: DarkDungeonsData): string {
  const health = healthOf(data);
  if (!health) return '';
  if (health.state === 'dead') return `; dead (${health.cause})`;
  if (health.state === 'stable') return '; unconscious and stable: First Aid stopped the saves vs death ray; healing above 0 wakes the character';
  return '; unconscious and dying: a save vs death ray at the end of each round, at −1 more each time, until First Aid or magical healing';
}

/** Computes every derived value without overrides. */
export function computeDerived(data: DarkDungeonsData): DerivedValue[] {
  const out: DerivedValue[] = [];
  const add = (id: string, label: string, value: number | string, explanation: string) =>
    out.push({ id, label, value, explanation, overridden: false, computed: value });

  const base = baseScores(data);
  const final = finalScores(data);
  const halfling = data.classId === 'halfling';
  if (final && base) {
    for (const a of ABILITY_ORDER) {
      const adj = data.adjustments[a];
      const parts = [`${data.rollMethod === 'typed' ? 'typed' : 'rolled'} ${data.rolled?.[a] ?? '?'}`];
      if (data.swap && (data.swap.from === a || data.swap.to === a)) parts.push(`GM swap → ${base[a]}`);
      if (adj > 0) parts.push(`enhanced +${adj}`);
      if (adj < 0) parts.push(`sacrificed ${adj}`);
      add(`ability.${a}`, ABILITY_NAMES[a], final[a], sourced(`${ABILITY_NAMES[a]} ${final[a]}: ${parts.join(', ')}`, '004:19, 004:44-52'));
      const mod = abilityModifier(final[a]);
      add(`ability.${a}.mod`, `${ABILITY_ABBREVIATIONS[a]} modifier`, formatModifier(mod), sourced(`Score ${final[a]} gives ${formatModifier(mod)} (Table 3-1)`, 'supplement §1'));
    }
    const init = initiativeModifier(final.dex);
    add(
      'initiative',
      'Initiative',
      formatModifier(init + (halfling ? 1 : 0)),
      halfling
        ? sourced(`Dex ${final.dex} gives ${formatModifier(init)} (Table 3-1), Nimble +1 = ${formatModifier(init + 1)}`, 'supplement §1; 004:631')
        : sourced(`Dex ${final.dex} gives ${formatModifier(init)} (Table 3-1)`, 'supplement §1'),
    );
  }

  const row = classRow(data);
  if (data.classId && row) {
    const cls = className(data);
    const table = CLASS_TABLE_NAMES[data.classId] ?? '';
    const where = `${cls} level ${row.level}, ${table}`;
    add('level', 'Level', row.level, where);
    add('xp', 'Experience', data.xp, 'Experience points earned');
    const next = CLASS_TABLES[data.classId].levels[row.level];
    add('xp.next', 'Next level at', next ? next.xp : '—', next ? `${cls} level ${next.level} needs ${next.xp.toLocaleString('en-US')} XP (${table})` : 'Level 36 is the highest level');
    if (final) {
      const bonus = xpBonusPercent(data.classId, final);
      add('xp.bonus', 'XP bonus', `${bonus.percent >= 0 ? '+' : ''}${bonus.percent}%`, bonus.explanation);
    }
    const hp = maxHitPoints(data.hitPoints.rolls);
    const die = CLASS_TABLES[data.classId].hitDie;
    const hpParts = data.hitPoints.rolls.map((r) => `level ${r.level}: ${describeHitPointGain(r, die)}`);
    add('hp.max', 'Hit points (max)', hp, hpParts.length ? `${hpParts.join('; ')}; total ${hp} (${table})` : 'Not rolled yet');
    add('hp.current', 'Hit points (now)', data.hitPoints.current, `Current hit points after damage and healing${hpStateWords(data)}`);
    add('hitDice', 'Hit dice', row.hitDice, where);
    add('attackBonus', 'Attack bonus', formatModifier(row.attackBonus), where);
    if (final) {
      const str = abilityModifier(final.str);
      const dex = abilityModifier(final.dex);
      const nimble = halfling ? 1 : 0;
      add('attack.melee', 'Melee attack', formatModifier(row.attackBonus + str), sourced(`Attack bonus ${signed(row.attackBonus)} ${signed(str)} Str (${table}; Table 3-1)`, 'supplement §9.5'));
      add(
        'attack.missile',
        'Missile attack',
        formatModifier(row.attackBonus + dex + nimble),
        sourced(`Attack bonus ${signed(row.attackBonus)} ${signed(dex)} Dex${nimble ? ' +1 Nimble' : ''} (${table}; Table 3-1)`, nimble ? 'supplement §9.5; 004:631' : 'supplement §9.5'),
      );
      const ac = armourClass(data, row, final.dex);
      const small = halfling ? '; 2 better against creatures larger than human (Small)' : '';
      add('ac', 'Armour class', ac.value, sourced(`${ac.explanation}${small}`, halfling ? 'supplement §7.3-7.4, Table 3-1; 004:629' : 'supplement §7.3-7.4, Table 3-1'));
    }
    for (const key of Object.keys(SAVE_LABELS) as (keyof SavingThrows)[]) {
      add(`save.${key}`, `Save vs ${SAVE_LABELS[key]}`, row.saves[key], where);
    }
    if (final) {
      const wis = abilityModifier(final.wis);
      const target = row.saves.rodStaffSpell - wis;
      add(
        'save.spells',
        'Save vs Spells (with Wis)',
        target,
        sourced(
          wis === 0
            ? `Rod / Staff / Spell ${row.saves.rodStaffSpell} (${where}); Wis ${final.wis} adds nothing`
            : `Rod / Staff / Spell ${row.saves.rodStaffSpell} (${where}); against spells only, not rods or staves, Wis ${final.wis} adds ${formatModifier(wis)} to the roll, so ${target} or more saves`,
          'supplement §9.7',
        ),
      );
    }
    if (row.thiefAbilities) {
      for (const [k, v] of Object.entries(row.thiefAbilities)) {
        add(`thief.${k}`, THIEF_ABILITY_LABELS[k as ThiefAbilityId], `${v}%`, where);
      }
    }
    if (row.mystic) {
      add('mystic.movement', 'Movement', `${row.mystic.movement}′`, `${where} (feet per round, unencumbered)`);
      add('mystic.strikeDamage', 'Strike-to-kill damage', row.mystic.strikeDamage, where);
      add('mystic.attacks', 'Strike-to-kill attacks', row.mystic.attacks, where);
      add('mystic.unarmedAs', 'Unarmed attack hits as', row.mystic.unarmedAs, where);
    }
    row.spellsPerDay.forEach((n, i) => add(`spells.${i + 1}`, `Level ${i + 1} spells per day`, n, where));
    if (final) {
      add('skills.available', 'Skill points', skillPointsAvailable(data.classId, row.level, final.int), sourced(`${row.skills} (${table}) + Int bonus ${formatModifier(Math.max(0, abilityModifier(final.int)))}`, '004:1018'));
      add('skills.spent', 'Skill points spent', skillPointsSpent(data.skills), 'Sum of points on skills');
      for (const s of data.skills) {
        const def = skillById(s.skillId);
        if (!def) continue;
        const score = skillScore(def, final, s.points);
        add(`skill.${s.skillId}${s.specialty ? `.${s.specialty.toLowerCase()}` : ''}`, `${def.name}${s.specialty ? ` (${s.specialty})` : ''}`, score.target ?? (score.fluency ?? ''), score.explanation);
      }
    }
    const slots = weaponFeatSlots(data.classId, row.level);
    const used = weaponFeatsUsed(data.weaponFeats);
    add('weaponFeats.slots', 'Weapon feats', slots, `${where} (Weapon Feats column)`);
    add('weaponFeats.banked', 'Banked weapon feats', Math.max(0, slots - used), sourced(`${slots} weapon feats at this level, ${used} used; the rest are spent through training with a teacher`, 'supplement §5.2'));
  }
  // How many languages the rules allow (the native tongue and one per Language skill point); the list may hold more.
  const languages = languageAllowance(data);
  add('languages.allowed', 'Languages allowed', languages.allowed, languages.explanation);
  const carried = load(data);
  // In coins as the rules write them ("71 gp 8 sp"), to the copper piece: a purse stored by an older version may carry
  // float drift. Held as gold pieces; 1 gp = 10 sp = 100 cp (supplement §7.1).
  add('money.gp', 'Money', formatPurse(roundGp(data.money.gp)), sourced(`${formatGp(roundGp(data.money.gp))} held; ${data.money.rolled ?? 'entered by hand'}; 1 gp = 10 sp = 100 cp`, 'supplement §7.1'));
  add('encumbrance', 'Load', carried.total, sourced(`${carried.explanation}; equipment bought so far cost ${formatGp(equipmentCost(data.equipment))}`, 'supplement §7.1-7.2, §8'));
  const move = movement(data, row);
  add('move.normal', 'Movement (exploring, per 10 minutes)', `${move.normal}′`, sourced(move.explanation, 'supplement §8'));
  add('move.encounter', 'Movement (encounter, per round)', `${move.encounter}′`, sourced(move.explanation, 'supplement §8'));
  add('move.running', 'Movement (running, per round)', `${move.running}′`, sourced(`${move.explanation}; no shield bonus while running`, 'supplement §8, §9.4'));
  return out;
}

/** Applies overrides: the value is replaced and marked, the computed one is kept beside it. */
export function deriveWithOverrides(doc: CharacterDocument<DarkDungeonsData>): DerivedValue[] {
  return computeDerived(doc.data).map((v) => {
    const o = doc.overrides[v.id];
    if (!o) return v;
    return { ...v, value: o.value, overridden: true, explanation: `Overridden (was ${v.computed})${o.note ? `: ${o.note}` : ''}. ${v.explanation}` };
  });
}

/** Looks one derived value up by id. */
export function derivedValue(values: readonly DerivedValue[], id: string): DerivedValue | undefined {
  return values.find((v) => v.id === id);
}

export type { AbilityId };
