/**
 * A True SRD monster (or any Narrator character) for the combat tracker, from what the "Playing the Game" chapter
 * gives every combatant: combat bonus, Strength, Dexterity, Constitution and Wisdom, size, armour and feats for
 * Toughness, one attack's weapon damage and the base saves (the stat blocks themselves are in another chapter). The
 * figures follow the chapter's formulas: attack = combat bonus + Dex + size (003:99), Defense = 10 + combat bonus +
 * dodge (Dex) + size (003:108), damage = weapon + Str except projectiles (003:115-116), Toughness = Con + feats +
 * armour (003:323), saves = base + ability (003:122, 003:133-135), initiative = Dex (003:137).
 *
 * Health. The text has no hit points (003:322): damage is the damage track. The tracker keeps a monster's health as
 * a number, so the model gives 5 and the number counts down the track's columns (003:330-334) — 5 unhurt, 4 bruised
 * or hurt, 3 dazed or wounded, 2 staggered or disabled, 1 unconscious or dying, 0 dead — the same five steps a
 * character's card counts up. The GM takes off how far a failed Toughness save reaches from unhurt: 1 for a failure
 * by 1–4, 2 for 5+, 3 for 10+, 4 for 15+; repeated hurts and bruises are only −1s on later saves and are not counted.
 * The chapter has no experience awards, so `xp` is null. The minion rules (003:258) were lost from the text.
 */
import type { RandomSource } from '../../dice';
import type { MonsterFigures, MonsterModelDef, PlayInputDef, RollInputDef } from '../types';
import { SIZE_IDS, SIZE_TABLE, sizeRow } from './data/combat-tables';
import { dodgeWhenLost, formatScore } from './rules/derive';
import { toughnessDifficulty } from './rules/toughness';
import { isInputProblem, readInputs } from '../play-inputs';
import { TRACK_MAX } from './vitals';

type NumberDef = Extract<RollInputDef, { kind: 'number' }>;
type ChoiceDef = Extract<RollInputDef, { kind: 'choice' }>;

const num = (id: string, label: string, min: number, max: number): NumberDef => ({ kind: 'number', id, label, min, max, default: 0 });

const COMBAT_BONUS = num('combatBonus', 'Combat bonus', -10, 40);
const STR = num('str', 'Strength', -5, 30);
const DEX = num('dex', 'Dexterity', -5, 30);
const CON = num('con', 'Constitution', -5, 30);
const WIS = num('wis', 'Wisdom', -5, 30);
const SIZE: ChoiceDef = { kind: 'choice', id: 'size', label: 'Size', options: SIZE_TABLE.map((s) => ({ id: s.id, label: `${s.name} (${formatScore(s.modifier)})` })), default: 'medium' };
const ARMOUR = num('toughness', 'Toughness from armour and feats', -10, 40);
const WEAPON = num('damage', 'Weapon damage', -10, 40);
const ATTACK: ChoiceDef = {
  kind: 'choice',
  id: 'attack',
  label: 'Attack',
  options: [
    { id: 'melee', label: 'Melee, thrown or natural weapon: adds Str, lethal' },
    { id: 'unarmed', label: 'Unarmed: adds Str, non-lethal' },
    { id: 'projectile', label: 'Projectile: fixed damage, lethal' },
  ],
  default: 'melee',
};
const FORTITUDE = num('fortitude', 'Base Fortitude', -10, 40);
const REFLEX = num('reflex', 'Base Reflex', -10, 40);
const WILL = num('will', 'Base Will', -10, 40);

const INPUTS: readonly (NumberDef | ChoiceDef)[] = [COMBAT_BONUS, STR, DEX, CON, WIS, SIZE, ARMOUR, WEAPON, ATTACK, FORTITUDE, REFLEX, WILL];

const FIGURES =
  'Attack combat bonus + Dex + size (003:99); Defense 10 + combat bonus + Dex + size (003:108); damage weapon + Str, fixed for projectiles (003:115-116); Toughness Con + armour and feats (003:323); saves base + Con, Dex or Wis (003:122); initiative Dex (003:137). No hit points (003:322): the 5 counts down the damage track — 4 bruised or hurt, 3 dazed or wounded, 2 staggered or disabled, 1 unconscious or dying, 0 dead (003:330-334); from unhurt a failed Toughness save takes 1 (by 1–4), 2 (5+), 3 (10+) or 4 (15+). No experience awards in this text.';

function build(input: Readonly<Record<string, string>>, _rng: RandomSource): MonsterFigures | { readonly problem: string; readonly input?: string } {
  const v = readInputs(INPUTS, input);
  if (isInputProblem(v)) return v;
  const n = v.num;
  const size = sizeRow(SIZE_IDS.find((s) => s === v.pick('size')) ?? 'medium');
  const kind = v.pick('attack');
  const attack = n('combatBonus') + n('dex') + size.modifier;
  const damage = kind === 'projectile' ? n('damage') : n('damage') + n('str');
  const lethal = kind !== 'unarmed';
  return {
    summary: `${size.name}, combat bonus ${formatScore(n('combatBonus'))}`,
    hp: TRACK_MAX,
    defences: [
      { label: 'Defense', value: String(10 + n('combatBonus') + n('dex') + size.modifier) },
      { label: 'Flat-footed', value: String(10 + n('combatBonus') + dodgeWhenLost(n('dex')) + size.modifier) },
      { label: 'Toughness', value: formatScore(n('con') + n('toughness')) },
      { label: 'Fortitude', value: formatScore(n('fortitude') + n('con')) },
      { label: 'Reflex', value: formatScore(n('reflex') + n('dex')) },
      { label: 'Will', value: formatScore(n('will') + n('wis')) },
    ],
    attacks: [`Attack ${formatScore(attack)}, damage ${formatScore(damage)} ${lethal ? 'lethal' : 'non-lethal'}: the target’s Toughness save is against ${toughnessDifficulty(damage)}`],
    xp: null,
    initiative: n('dex'),
    figures: FIGURES,
  };
}

/** True SRD's monster model for the combat tracker and the monster library (not wired into the system yet). */
export const trueSrdMonsterModel: MonsterModelDef = {
  inputs: INPUTS satisfies readonly PlayInputDef[],
  build,
  source: '003:99-137, 003:322-334',
};
