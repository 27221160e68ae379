/**
 * The rolls a "16+" character makes at the table, each a pure transition to a play outcome: tests with the face they
 * need (001:1), saves with their resistances and countermagic (001:2, 001:21), the stun and mana-burn saves the rules
 * owe (001:10, 001:18-20), open-ended attacks (001:6-9), first aid (001:10) and the casting roll (001:17-18). Dice come
 * from the `rng` given: the system's dice, or the faces a player typed from real dice.
 */
import type { RandomSource } from '../../dice';
import type { PlayOutcome } from '../types';
import { STAT_ABBREVIATIONS, STAT_ORDER, type AttackTypeId, type SixteenData, type StatId } from './character';
import { saveType, type SaveId } from './data/saves';
import { attackOptions, castingRollBurns, weaponToHit } from './rules/combat-math';
import { formatModifier } from './rules/derive';
import { magicPointsWord, settled } from './rules/health';
import { attackNeeds, neededFace, perceptionModifier, resolveAttack, resolveTest, rollOpenEnded, saveModifier, skillTestModifier, statTestModifier, type RollKind } from './rules/tests';

type Outcome = PlayOutcome<SixteenData>;

/** A d20 rolled and judged: the outcome's title, words, dice and verdict (the payload unchanged unless `data`). */
function judged(data: SixteenData, name: string, modifier: number, kind: RollKind, rng: RandomSource): Outcome & { readonly success?: boolean } {
  const natural = rng.int(1, 20);
  const r = resolveTest(natural, modifier, kind);
  const needed = neededFace(modifier, kind);
  const verdict = r.success ? 'succeeds' : 'fails';
  return {
    data,
    title: `${name} ${formatModifier(modifier)}: ${natural} rolled, ${verdict}`,
    words: [`${r.explanation}.`, `It ${needed.words} on the d20 (${Math.round(needed.chance * 100)}%).`],
    dice: [`${name}: d20 [${natural}] ${modifier >= 0 ? '+' : '−'} ${Math.abs(modifier)} = ${r.total}`],
    verdict: { text: r.success ? 'Succeeds' : 'Fails', good: r.success },
    success: r.success,
  };
}

/** The tests a character can make: each stat, each skill on the sheet, perception, and a skill it lacks (001:1). */
export function testChoices(data: SixteenData): readonly { readonly id: string; readonly label: string }[] {
  const label = (name: string, m: number | null) => (m === null ? name : `${name} ${formatModifier(m)} (${neededFace(m, 'test').words})`);
  const stats = STAT_ORDER.map((s) => ({ id: `stat:${s}`, label: label(`${STAT_ABBREVIATIONS[s]} test`, data.stats ? statTestModifier(data.stats[s]) : null) }));
  const mult = data.variants.skillStat === 'double' ? 2 : 1;
  const skills = data.skills.map((s) => ({ id: `skill:${s.name}`, label: label(s.name, skillTestModifier({ skillLevel: s.level, stat: s.stat && data.stats ? data.stats[s.stat] : 0, statMultiplier: mult })) }));
  const perception = { id: 'perception', label: label('Perception', data.stats ? perceptionModifier(data.stats.int, data.perceptionMisc) : null) };
  return [...stats, ...skills, perception, { id: 'other', label: 'A skill not on the sheet (−8)' }];
}

/**
 * A test (001:1): a stat test adds 4 + 2 × the stat; a skill test its level and stat (twice or once, the table's
 * reading), −8 without the skill; perception 2 × INT and the helmet; and the situation, +8 to −10.
 */
export function rollTest(data: SixteenData, of: string, situation: number, other: { readonly name: string; readonly stat: StatId | null }, rng: RandomSource): Outcome {
  if (!data.stats) return { problem: 'Enter the stats first.' };
  const stats = data.stats;
  const mult = data.variants.skillStat === 'double' ? 2 : 1;
  const stat = STAT_ORDER.find((s) => of === `stat:${s}`);
  if (stat) return judged(data, `${STAT_ABBREVIATIONS[stat]} test`, statTestModifier(stats[stat]) + situation, 'test', rng);
  if (of === 'perception') return judged(data, 'Perception', perceptionModifier(stats.int, data.perceptionMisc) + situation, 'test', rng);
  if (of === 'other') {
    const name = other.name.trim();
    if (name === '') return { problem: 'Name the skill tested.', input: 'skill' };
    const known = data.skills.find((s) => s.name.toLowerCase() === name.toLowerCase());
    const m = skillTestModifier({ skillLevel: known ? known.level : null, stat: other.stat ? stats[other.stat] : 0, statMultiplier: mult, situation });
    return judged(data, `${name} test${known ? '' : ' (without the skill)'}`, m, 'test', rng);
  }
  const skill = data.skills.find((s) => `skill:${s.name}` === of);
  if (!skill) return { problem: 'That skill is no longer on the sheet.', input: 'of' };
  return judged(data, `${skill.name} test`, skillTestModifier({ skillLevel: skill.level, stat: skill.stat ? stats[skill.stat] : 0, statMultiplier: mult, situation }), 'test', rng);
}

/** The saves of the save action: the eight types of 001:2 with what each needs now, and a resisted power (14+). */
export function saveChoices(data: SixteenData): readonly { readonly id: string; readonly label: string }[] {
  const eight = (['basic', 'poison', 'stun', 'area', 'fear', 'sleep', 'illusion', 'mental'] as const).map((id) => {
    const m = saveModifier(data, id).value;
    return { id, label: `${saveType(id).name} ${formatModifier(m)} (${neededFace(m, 'save').words})` };
  });
  return [...eight, { id: 'resisted', label: 'Against a resisted power (an unmodified 14+)' }];
}

/**
 * A save (001:2): its type's modifier with the resistances against the effect's attack types (both, for an
 * overlapping effect), and countermagic against magic: +1 for each magic point spent, at most the magic level,
 * announced before the roll (001:21). A save against a resisted power is an unmodified 14+ (001:2).
 */
export function rollSave(data: SixteenData, id: SaveId | 'resisted', against: readonly AttackTypeId[], countermagic: number, rng: RandomSource): Outcome & { readonly success?: boolean } {
  if (id === 'resisted') return judged(data, 'Save against a resisted power', 0, 'resisted-power', rng);
  if (countermagic > 0) {
    if (!against.includes('magic')) return { problem: 'Countermagic helps only against magic (001:21).', input: 'countermagic' };
    if (!saveType(id).modifiers) return { problem: 'A stun save takes no modifiers but the level (001:2): no countermagic.', input: 'countermagic' };
    if (countermagic > data.magic.level) return { problem: `At most ${magicPointsWord(data.magic.level)} can go into countermagic: one per magic level (001:21).`, input: 'countermagic' };
    if (countermagic > data.magic.mp) return { problem: `There ${data.magic.mp === 1 ? 'is' : 'are'} only ${magicPointsWord(data.magic.mp)} to spend.`, input: 'countermagic' };
  }
  const m = saveModifier(data, id, against, countermagic);
  const spent = countermagic > 0 ? { ...data, magic: { ...data.magic, mp: data.magic.mp - countermagic } } : data;
  const r = judged(spent, `${saveType(id).name} save`, m.value, 'save', rng);
  if ('problem' in r) return r;
  const words = [...r.words, `Modifier: ${m.parts.join(', ')}.`];
  if (countermagic > 0) words.push(`${magicPointsWord(countermagic)} spent on countermagic; ${magicPointsWord(spent.magic.mp)} left (001:21).`);
  return { ...r, words };
}

/** The mana-burn save (001:19-20): 16 as any save; its own modifiers are missing, so the basic save's stand in; an unmodified 1 fails. */
export function rollManaBurnSave(data: SixteenData, rng: RandomSource): Outcome & { readonly success?: boolean } {
  return judged(data, 'Mana-burn save', saveModifier(data, 'basic').value, 'mana-burn', rng);
}

/** The attacks a round with melee: one more for each 10 melee levels, −6 to all for each extra (001:9). */
export function attackCountChoices(data: SixteenData): readonly { readonly id: string; readonly label: string }[] {
  const melee = data.skills.find((s) => s.name.toLowerCase() === 'melee')?.level ?? 0;
  return attackOptions(melee).map((o) => ({ id: String(o.attacks), label: `${o.attacks} attack${o.attacks === 1 ? '' : 's'} at ${formatModifier(o.penalty)}` }));
}

/**
 * Shots that are rolled with a fixed to-hit instead of the shooter's own (001:9): a missed shot past a creature in the
 * way rolled at that creature, a missed shot into melee rolled at the target's combatant, and a shot into a group at
 * a random member, each "+2 (no other modifiers except AC of the creature)"; and a bolt's other targets in its path,
 * "+20 modifier, no other modifiers apply" (001:13). The group's +2 is reduced for a small group ("otherwise, reduce
 * the +2"): the text gives no figure, so the table enters it as the other modifier.
 */
export const SHOT_KINDS = [
  { id: 'aimed', label: 'At the target, with the shooter’s to-hit', fixed: null, line: '001:6-9' },
  { id: 'past', label: 'Missed past a creature in the way: at it, +2', fixed: 2, line: '001:9' },
  { id: 'melee', label: 'Missed into melee: at its combatant, +2', fixed: 2, line: '001:9' },
  { id: 'group', label: 'Into a group: a random member, +2', fixed: 2, line: '001:9' },
  { id: 'bolt', label: 'A bolt’s other target in its path: +20', fixed: 20, line: '001:13' },
] as const;
export type ShotKind = (typeof SHOT_KINDS)[number]['id'];

/**
 * An attack (001:6-9): d20 + to-hit + the target's AC, 20 or more hits, 20 before the AC but not after hits with
 * reduced damage; a first 1 misses; 10s and 20s roll again and add. `attacks` is how many melee attacks this round
 * (−6 to each for each extra), `other` any other modifier. A `shot` other than an aimed one is rolled with its fixed
 * modifier and the AC only (SHOT_KINDS); `other` then only adjusts a small group's +2.
 */
export function rollAttack(data: SixteenData, weaponId: string, targetAc: number, attacks: number, other: number, rng: RandomSource, shot: ShotKind = 'aimed'): Outcome {
  const weapon = data.weapons.find((w) => w.id === weaponId);
  if (!weapon) return { problem: 'That weapon is no longer listed.', input: 'weapon' };
  const kind = SHOT_KINDS.find((k) => k.id === shot) ?? SHOT_KINDS[0];
  if (kind.fixed !== null) return fixedShot(data, weapon, kind, kind.fixed, targetAc, other, rng);
  const extra = weapon.kind === 'melee' ? -6 * (attacks - 1) : 0;
  const bonus = weaponToHit(data, weapon).value + extra + other;
  const needs = attackNeeds(bonus, targetAc);
  const roll = rollOpenEnded(rng);
  const a = resolveAttack(roll, bonus, targetAc);
  const verdict = a.result === 'hit' ? 'Hit' : a.result === 'reduced' ? 'Hit, reduced damage' : 'Miss';
  const name = `${weapon.name} against AC ${formatModifier(targetAc)}`;
  const words = [`${a.explanation.replace(/\.$/, '')}.`, `To hit ${formatModifier(bonus)}${extra ? ` (${attacks} attacks this round, ${formatModifier(extra)})` : ''}: ${needs.words}.`];
  if (a.result !== 'miss') words.push(`Damage ${weapon.damage.trim() || 'as written for the weapon'}; how much more or less a result gives is on a table the text does not include (001:6).`);
  return {
    data,
    title: `${name}: ${roll.faces.join(', ')} rolled, ${verdict.toLowerCase()}`,
    words,
    dice: [`${weapon.name}: d20 [${roll.faces.join(', ')}] ${bonus >= 0 ? '+' : '−'} ${Math.abs(bonus)} ${targetAc >= 0 ? '+' : '−'} ${Math.abs(targetAc)} AC = ${a.total}`],
    verdict: { text: verdict, good: a.result !== 'miss' },
  };
}

/** A shot rolled with a fixed modifier and the creature's AC only (001:9, 001:13). */
function fixedShot(data: SixteenData, weapon: SixteenData['weapons'][number], kind: { readonly id: ShotKind; readonly line: string }, fixed: number, targetAc: number, other: number, rng: RandomSource): Outcome {
  if (weapon.kind !== 'ranged') return { problem: `${weapon.name} is a melee weapon: only a ranged attack fires past, into melee or into a group, or is a bolt (${kind.line}).`, input: 'shot' };
  if (kind.id !== 'group' && other !== 0) return { problem: `This shot takes no other modifiers except the creature’s AC (${kind.line}); set the other modifier to 0.`, input: 'other' };
  const bonus = fixed + other;
  const roll = rollOpenEnded(rng);
  const a = resolveAttack(roll, bonus, targetAc);
  const verdict = a.result === 'hit' ? 'Hit' : a.result === 'reduced' ? 'Hit, reduced damage' : 'Miss';
  const what = kind.id === 'past' ? 'the creature in the way' : kind.id === 'melee' ? 'the target’s combatant' : kind.id === 'group' ? 'a random member of the group' : 'a target in the bolt’s path';
  const reduced = kind.id === 'group' && other !== 0 ? ` (+2 ${other > 0 ? '+' : '−'} ${Math.abs(other)} for the group’s size)` : '';
  const words = [
    `${a.explanation.replace(/\.$/, '')}.`,
    `${weapon.name} at ${what}: to hit ${formatModifier(bonus)}${reduced}, no other modifiers except the AC (${kind.line}); ${attackNeeds(bonus, targetAc).words}.`,
  ];
  if (a.result !== 'miss') words.push(`Damage ${weapon.damage.trim() || 'as written for the weapon'}.`);
  return {
    data,
    title: `${weapon.name} at ${what}, AC ${formatModifier(targetAc)}: ${roll.faces.join(', ')} rolled, ${verdict.toLowerCase()}`,
    words,
    dice: [`${weapon.name}: d20 [${roll.faces.join(', ')}] ${bonus >= 0 ? '+' : '−'} ${Math.abs(bonus)} ${targetAc >= 0 ? '+' : '−'} ${Math.abs(targetAc)} AC = ${a.total}`],
    verdict: { text: verdict, good: a.result !== 'miss' },
  };
}

/** A round of first aid on a bleeding character, rolled as the first-aider's test with its modifier (001:1, 001:10). */
export function rollFirstAid(data: SixteenData, modifier: number, rng: RandomSource): Outcome & { readonly success?: boolean } {
  return judged(data, 'First aid', modifier, 'test', rng);
}

/**
 * A casting roll on d100 (001:17-18): at or under the spell's failure chance the spell fails (the conditions that
 * make the chance are missing from the text, so it is entered); a failed spell or a roll of 10, 20 … 100 brings mana
 * burn: a stun save (unless the caster is down) and a mana-burn save are owed.
 */
export function castingRoll(data: SixteenData, failChance: number, rng: RandomSource): Outcome {
  const d = settled(data);
  const roll = rng.int(1, 100);
  const fails = roll <= failChance;
  const tens = castingRollBurns(roll);
  const words = [fails ? `${roll} is at or under the ${failChance}% failure chance: the spell fails, and mana burn hits (001:17).` : failChance > 0 ? `${roll} is over the ${failChance}% failure chance: the spell is cast (001:17).` : `The spell is cast: most spells always succeed (001:17).`];
  if (!fails && !tens) return { data: d, title: `Casting roll ${roll}: cast`, words, dice: [`Casting roll: d100 [${roll}]`], verdict: { text: 'Cast', good: true } };
  if (tens) words.push(`${roll} is a roll of 10s: mana burn may strike (001:18).`);
  const up = d.hitPoints.current > 0 && !d.health.dead;
  words.push(`${up ? 'A stun save (or stunned until the next turn) and a' : 'A'} mana-burn save ${up ? 'are' : 'is'} owed; the table of failed mana-burn results is missing from the text (001:18-20).`);
  const health = { ...d.health, manaBurnSave: true, ...(up ? { stunSave: { cause: 'mana-burn' as const } } : {}) };
  return { data: { ...d, health }, title: `Casting roll ${roll}: ${fails ? 'the spell fails, ' : ''}mana burn`, words, dice: [`Casting roll: d100 [${roll}]`], verdict: { text: fails ? 'Fails' : 'Mana burn', good: false } };
}
