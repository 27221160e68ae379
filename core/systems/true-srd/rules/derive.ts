/**
 * Derived values of a True SRD character, each with the reason for it in words and the line of 003 it comes from
 * ("Defense 14 = 10 + 2 combat bonus + 2 dodge (Dex), 003:108"), with a player's or GM's overrides applied and marked.
 * Figures the chapter takes as given (combat bonus, base saves) are shown as entered and say so.
 */
import type { CharacterDocument } from '../../../documents/character';
import type { DerivedValue } from '../../types';
import { ABILITY_NAMES, ABILITY_ORDER, type AbilityId, type AbilityScores, type TrueSrdData, type Weapon } from '../character';
import { sizeRow } from '../data/combat-tables';
import { hasTwoWeaponFighting, twoWeaponPenalties } from '../data/attack-modifiers';
import { FATIGUE_LEVELS } from '../data/damage-track';
import { LOAD_EFFECTS, allOutRounds, carryingRow, loadFor, type LoadId } from '../data/movement';
import { fatiguePenalty, toughnessDifficulty, trackPenalty, trackPosition, trackState } from './toughness';

/** A score as True SRD prints it: +0, +2, −1. */
export function formatScore(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/** " + 2 what" or " − 2 what", for arithmetic in explanations. */
function term(n: number, what: string): string {
  return n >= 0 ? ` + ${n} ${what}` : ` − ${-n} ${what}`;
}

/** Scores after ability damage (003:355) and, for Str and Dex, the fatigue penalty (003:350-352); null until entered. */
export function effectiveScores(data: TrueSrdData): AbilityScores | null {
  if (!data.abilities) return null;
  const fatigue = fatiguePenalty(data.fatigue, data.variants.exhausted);
  const out: Record<AbilityId, number> = { ...data.abilities };
  for (const a of ABILITY_ORDER) out[a] = data.abilities[a] - data.abilityDamage[a] + (a === 'str' || a === 'dex' ? fatigue : 0);
  return out;
}

/**
 * What is left of the dodge bonus when it is lost. The text says "lose any dodge bonus" under a maximum load (003:26)
 * and "you lose your dodge bonus" when flat-footed (003:110); the dodge bonus "is equal to your Dexterity score"
 * (003:110), which may be negative. Both are read the same way: the bonus is lost, a penalty is not a bonus and stays
 * (a Dex of −2 still counts −2; a Dex of +3 counts 0). Recorded in the README's True SRD row (issue 19).
 */
export function dodgeWhenLost(dex: number): number {
  return Math.min(dex, 0);
}

/** Total weight carried, in pounds. */
export function carriedWeight(data: TrueSrdData): number {
  return data.equipment.reduce((sum, e) => sum + e.weightLb * e.quantity, 0);
}

/** The load the character carries, by effective Strength (003:21-27), or null when Strength is outside the table. */
export function currentLoad(data: TrueSrdData): LoadId | null {
  const eff = effectiveScores(data);
  return eff ? loadFor(eff.str, carriedWeight(data)) : null;
}

/** The damage bonus of an attack: weapon damage + Strength, except projectiles, whose damage is fixed (003:114-117). */
export function damageBonus(weapon: Weapon, str: number): number {
  return weapon.kind === 'projectile' ? weapon.damage : weapon.damage + str;
}

/** Computes every derived value without overrides. */
export function computeDerived(data: TrueSrdData): DerivedValue[] {
  const out: DerivedValue[] = [];
  const add = (id: string, label: string, value: number | string, explanation: string) => out.push({ id, label, value, explanation, overridden: false, computed: value });
  const eff = effectiveScores(data);
  const fatigue = fatiguePenalty(data.fatigue, data.variants.exhausted);
  const fatigueName = FATIGUE_LEVELS[data.fatigue]?.name ?? 'Normal';
  const size = sizeRow(data.size);
  // Wounded characters are shaken: −2 on all checks, attack rolls and Fortitude, Reflex and Will saves (003:341).
  const shaken = data.damage.wounded ? -2 : 0;
  const shakenWords = shaken ? term(shaken, 'shaken (wounded, 003:341)') : '';

  if (data.abilities && eff) {
    for (const a of ABILITY_ORDER) {
      const parts = [`entered ${formatScore(data.abilities[a])}`];
      if (data.abilityDamage[a] > 0) parts.push(`−${data.abilityDamage[a]} ability damage (003:355)`);
      if ((a === 'str' || a === 'dex') && fatigue !== 0) parts.push(`${fatigue} ${fatigueName.toLowerCase()} (003:350-352)`);
      const debilitated = eff[a] < -5 ? '; below −5 the ability is debilitated (003:361)' : '';
      add(`ability.${a}`, ABILITY_NAMES[a], formatScore(eff[a]), `${ABILITY_NAMES[a]} ${formatScore(eff[a])}: ${parts.join(', ')}; the score is its own modifier${debilitated}`);
    }
  }
  add('size', 'Size', size.name, `${size.name}: ${formatScore(size.modifier)} to attack and Defense (003:124-130), ${formatScore(size.grapple)} to grapple (003:195)`);

  const load = currentLoad(data);
  const loadEffect = load && load !== 'over' ? LOAD_EFFECTS.find((l) => l.id === load) : undefined;

  if (data.combat && eff) {
    const c = data.combat;
    add('combatBonus', 'Combat bonus', formatScore(c.combatBonus), 'Entered: it comes from role(s) and level, which are not in this chapter (003:100)');
    const attack = c.combatBonus + eff.dex + size.modifier + shaken;
    add('attack', 'Attack bonus', formatScore(attack), `${formatScore(c.combatBonus)} combat bonus${term(eff.dex, 'Dex')}${term(size.modifier, 'size')}${shakenWords} (003:99); ranged attacks take −2 per range increment past the first (003:104)`);
    const cap = loadEffect?.maxDodge ?? null;
    // A maximum load's "lose any dodge bonus" (003:26) is a cap of 0: what is lost is the bonus, a negative Dex stays.
    const dodge = cap === null ? eff.dex : Math.min(eff.dex, cap);
    const capWords = cap !== null && eff.dex > cap ? ` (Dex ${formatScore(eff.dex)} capped at ${formatScore(cap)} by a ${loadEffect?.name.toLowerCase()}, 003:24-26)` : '';
    const base = 10 + c.combatBonus + size.modifier + data.defenseMisc;
    const misc = data.defenseMisc !== 0 ? term(data.defenseMisc, 'other') : '';
    add('defense.dodge', 'Defense', base + dodge, `10${term(c.combatBonus, 'combat bonus')}${term(dodge, 'dodge (Dex)')}${capWords}${term(size.modifier, 'size')}${misc} (003:108, 003:110)`);
    add(
      'defense.parry',
      'Defense (parry)',
      data.canParry ? base + eff.str : '—',
      data.canParry
        ? `10${term(c.combatBonus, 'combat bonus')}${term(eff.str, 'parry (Str)')}${term(size.modifier, 'size')}${misc}: against melee attacks, when armed or with a shield (003:108, 003:111)`
        : 'Parry needs a weapon, Improved Strike or a shield (003:111); tick “can parry” to use it',
    );
    const flat = dodgeWhenLost(eff.dex);
    add(
      'defense.flatFooted',
      'Defense (flat-footed)',
      base + flat,
      `10${term(c.combatBonus, 'combat bonus')}${flat !== 0 ? term(flat, 'Dex (a penalty is not a bonus to lose)') : ''}${term(size.modifier, 'size')}${misc}: no dodge or parry bonus before the first turn (003:110, 003:139)`,
    );
    const grapple = c.combatBonus + eff.dex + eff.str + size.grapple + shaken;
    const handWeapons = data.weapons.filter((w) => w.kind === 'melee' || w.kind === 'thrown');
    if (handWeapons.length >= 2) {
      const feat = hasTwoWeaponFighting(data.feats);
      const heavy = twoWeaponPenalties(false, feat);
      const light = twoWeaponPenalties(true, feat);
      const pair = (p: { main: number; off: number }) => `${formatScore(p.main)} / ${formatScore(p.off)}`;
      add(
        'twoWeapon',
        'Two weapons',
        pair(heavy),
        `A weapon in each hand (or one thrown from each): one extra attack with the off-hand weapon in a full-round attack, at ${pair(heavy)} to the regular and off-hand attacks, ${pair(light)} when the off-hand weapon is light${feat ? ', with Two-Weapon Fighting' : '; Two-Weapon Fighting makes them −4 / −4 (−2 / −2 light)'} (003:293)`,
      );
    }
    add('grapple', 'Grapple', formatScore(grapple), `Attack bonus with the grapple size modifier in place of the normal one: ${formatScore(c.combatBonus)} combat bonus${term(eff.dex, 'Dex')}${term(eff.str, 'Str')}${term(size.grapple, 'grapple size')}${shakenWords} (003:194-195)`);
    const toughness = eff.con + data.toughnessFeats + data.armor.toughness;
    const armourWords = data.armor.toughness !== 0 ? term(data.armor.toughness, data.armor.name.trim() ? `armour (${data.armor.name.trim()})` : 'armour') : '';
    add('save.toughness', 'Toughness', formatScore(toughness), `${formatScore(eff.con)} Con${data.toughnessFeats ? term(data.toughnessFeats, 'feats') : ''}${armourWords} (003:132, 003:323)`);
    const lethal = trackPenalty(data.damage, 'lethal');
    const nonLethal = trackPenalty(data.damage, 'non-lethal');
    add('save.toughness.lethal', 'Toughness vs lethal', formatScore(toughness + lethal), lethal ? `${formatScore(toughness)}${term(lethal, 'hurt and wounded')} (003:328)` : 'No hurt or wounded penalty (003:328)');
    add('save.toughness.nonLethal', 'Toughness vs non-lethal', formatScore(toughness + nonLethal), nonLethal ? `${formatScore(toughness)}${term(nonLethal, 'bruised and dazed')} (003:326)` : 'No bruised or dazed penalty (003:326)');
    const save = (id: string, label: string, baseSave: number, ability: AbilityId) =>
      add(`save.${id}`, label, formatScore(baseSave + eff[ability] + shaken), `${formatScore(baseSave)} base (entered; roles are not in this chapter)${term(eff[ability], ABILITY_NAMES[ability])}${shakenWords} (003:122, 003:133-135)`);
    save('fortitude', 'Fortitude', c.fortitude, 'con');
    save('reflex', 'Reflex', c.reflex, 'dex');
    save('will', 'Will', c.will, 'wis');

    for (const w of data.weapons) {
      const dmg = damageBonus(w, eff.str);
      const dmgWords = w.kind === 'projectile' ? `${formatScore(w.damage)} fixed (projectile, 003:116)` : `${formatScore(w.damage)} weapon${term(eff.str, 'Str')} (003:115)`;
      add(`weapon.${w.id}.attack`, `${w.name}: attack`, formatScore(attack), `Attack bonus ${formatScore(attack)} (003:99)`);
      add(`weapon.${w.id}.damage`, `${w.name}: damage`, formatScore(dmg), `${dmgWords}; ${w.lethal ? 'lethal' : 'non-lethal'}; critical: ${w.critical.trim() || '+3 damage (003:119)'}`);
      add(`weapon.${w.id}.difficulty`, `${w.name}: Toughness Difficulty`, toughnessDifficulty(dmg), `The target saves against 15${term(dmg, 'damage')} (003:322)`);
    }
  }
  if (eff) {
    add('initiative', 'Initiative', formatScore(eff.dex + data.initiativeMisc), `${formatScore(eff.dex)} Dex${data.initiativeMisc ? term(data.initiativeMisc, 'other') : ''} (003:137)`);
    add('delayFloor', 'Delay no lower than', -10 - (eff.dex + data.initiativeMisc), `−10 − initiative bonus (003:184)`);
    add('freeActions', 'Free actions a round', Math.max(1, Math.max(eff.dex, eff.int) + 1), 'Dexterity or Intelligence +1, at least one: a rule of thumb (003:159)');
    add('breath', 'Hold breath (rounds)', Math.max(0, 20 + 4 * eff.con), `20 rounds${term(4 * eff.con, 'for Con × 4')} (003:418)`);
    add('water', 'Without water (hours)', Math.max(0, 36 + 2 * eff.con), `36 hours${term(2 * eff.con, 'for Con × 2')} (003:415)`);
    add('allOutRounds', 'All out (rounds)', allOutRounds(eff.con, data.variants.allOut), data.variants.allOut === 'line-10' ? `10 + 2 × Con ${formatScore(eff.con)} (003:10; 003:203 says Con rounds)` : `Con ${formatScore(eff.con)} rounds (003:203; 003:10 says 10 + 2 × Con)`);
    const row = carryingRow(eff.str);
    const carried = carriedWeight(data);
    if (row) {
      add('load.light', 'Light load', `${row.light} lb`, `Str ${formatScore(eff.str)} (003:28-45)`);
      add('load.medium', 'Medium load', `${row.medium} lb`, `Str ${formatScore(eff.str)} (003:28-45)`);
      add('load.heavy', 'Heavy load', `${row.heavy} lb`, `Str ${formatScore(eff.str)}; thrown 5 feet (003:28-45, 003:53)`);
      add('load.maximum', 'Maximum load', `${row.maximum} lb`, `Str ${formatScore(eff.str)} (003:28-45)`);
      add('load.drag', 'Push or drag', `${row.drag} lb`, `Five times the heavy load, at half speed (003:27)`);
    }
    const loadName = load === null ? 'Beyond the table' : load === 'over' ? 'Over maximum' : (loadEffect?.name ?? '');
    add('load', 'Load', loadName, row ? `${carried} lb carried with Str ${formatScore(eff.str)}${loadEffect ? `: ${loadEffect.description}` : load === 'over' ? ': more than the maximum load cannot be lifted (003:26)' : ''}` : `Str ${formatScore(eff.str)} is outside the Carrying Capacity table (−5 to +10, 003:30-45)`);
    add('load.checkPenalty', 'Load check penalty', loadEffect?.checkPenalty === null || !loadEffect ? '—' : formatScore(loadEffect.checkPenalty), 'On Acrobatics, Climb, Escape Artist, Jump, Sleight of Hand, Stealth and Swim; doubled for Swim (003:22)');
    const { speed, words } = speedNow(data, load);
    add('speed', 'Speed', `${speed} ft`, words);
    const allOutBarred = data.fatigue >= 1 ? `not while ${fatigueName.toLowerCase()} (003:350-352)` : load === 'maximum' || load === 'over' ? 'not under a maximum load (003:26)' : null;
    add('speed.accelerated', 'Accelerated', `${speed * 2} ft`, 'Two move actions: twice speed (003:8)');
    add('speed.allOut', 'All out', allOutBarred ? '—' : `${speed * (load === 'heavy' ? 3 : 4)} ft`, allOutBarred ? `All-out movement is ${allOutBarred}` : `${load === 'heavy' ? 'Three times speed under a heavy load ("−1 multiple", 003:50)' : 'Four times speed (003:9)'}; no dodge bonus meanwhile`);
  }

  const position = trackPosition(data.damage);
  add('damage', 'Damage', position, `${trackState(data.damage) ?? 'Unhurt'}: step ${position} of 5 along the damage track (003:330-334)`);
  add('fatigue', 'Fatigue', fatigueName, FATIGUE_LEVELS[data.fatigue]?.effect ?? '');
  add('conviction', 'Conviction', data.conviction, 'Conviction points now (spent on recovery, 003:347-348); the maximum is in chapter 1, not in this text');
  return out;
}

/** Speed after load and exhaustion, with the reason (003:6, 003:24-26, 003:352). */
function speedNow(data: TrueSrdData, load: LoadId | null): { speed: number; words: string } {
  if (load === 'maximum' || load === 'over') return { speed: 5, words: '5 feet a round as a full-round action under a maximum load (003:26)' };
  let speed = data.baseSpeed;
  const parts = [`base ${data.baseSpeed} ft (003:6)`];
  if (load === 'medium' || load === 'heavy') {
    speed = Math.floor((speed * 2) / 3);
    parts.push(`2/3 for a ${load} load (003:24-25)`);
  }
  if (data.fatigue === 3) {
    speed = Math.floor(speed / 2);
    parts.push('half while exhausted (003:352)');
  }
  return { speed, words: parts.join(', ') };
}

/** Applies overrides: the value is replaced and marked, the computed one is kept beside it. */
export function deriveWithOverrides(doc: CharacterDocument<TrueSrdData>): DerivedValue[] {
  return computeDerived(doc.data).map((v) => {
    const o = doc.overrides[v.id];
    if (!o) return v;
    return { ...v, value: o.value, overridden: true, explanation: `Overridden (was ${v.computed})${o.note ? `: ${o.note}` : ''}. ${v.explanation}` };
  });
}
