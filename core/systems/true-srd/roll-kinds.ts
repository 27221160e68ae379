/**
 * True SRD's dice conventions for the dice roller: a check or save of d20 + bonus against a Difficulty (003:121-123),
 * the attack whose natural 1 misses and natural 20 hits and threatens a critical (003:98, 003:106, 003:119), and the
 * Toughness save against an attack's damage bonus with the damage-track result it gives (003:322-335), built on
 * `rules/toughness.ts`.
 */
import { defineRollKinds, dieWithModifier, plusTerm } from '../../dice/kinds';
import { numberDef } from '../play-inputs';
import { DEFAULT_VARIANTS, UNHURT } from './character';
import { resolveToughnessSave, type DamageType } from './rules/toughness';

/** A critical hit adds +3 damage when the attack does not say otherwise (003:119). */
export const DEFAULT_CRITICAL_BONUS = 3;

export const TRUE_SRD_ROLL_KINDS = defineRollKinds([
  {
    id: 'check',
    name: 'Check or save',
    description: 'A d20 plus the bonus (ability, skill or base save): equal to or above the Difficulty succeeds. Natural rolls are special only on attacks.',
    source: '003:121-123',
    inputs: [numberDef('modifier', 'Bonus', -20, 40), numberDef('difficulty', 'Difficulty', 0, 60, 15)],
    roll(v, rng) {
      const mod = v.num('modifier');
      const dc = v.num('difficulty');
      const natural = rng.int(1, 20);
      const total = natural + mod;
      const success = total >= dc;
      return {
        total,
        dice: [natural],
        notation: `${dieWithModifier('d20', mod)} vs ${dc}`,
        breakdown: `d20 [${natural}]${plusTerm(mod)} = ${total} vs Difficulty ${dc}`,
        words: success ? `Succeeds by ${total - dc} (003:121-123).` : `Fails by ${dc - total} (003:121-123).`,
        success,
      };
    },
  },
  {
    id: 'attack',
    name: 'Attack',
    description:
      'A d20 plus the attack bonus against Defense: equal or above hits. A natural 1 always misses; a natural 20 always hits and is a threat, confirmed as a critical by a second roll that hits (+3 damage unless the attack says otherwise).',
    source: '003:98, 003:106, 003:119',
    inputs: [numberDef('modifier', 'Attack bonus', -20, 40), numberDef('defense', 'Defense', 0, 60, 15)],
    roll(v, rng) {
      const mod = v.num('modifier');
      const defense = v.num('defense');
      const natural = rng.int(1, 20);
      const total = natural + mod;
      const breakdown = `d20 [${natural}]${plusTerm(mod)} = ${total} vs Defense ${defense}`;
      const base = { total, notation: `${dieWithModifier('d20', mod)} vs Defense ${defense}` };
      if (natural === 1) return { ...base, dice: [natural], breakdown, words: 'Misses: a natural 1 is always a miss (003:106).', success: false };
      if (natural !== 20) {
        const hit = total >= defense;
        return { ...base, dice: [natural], breakdown, words: hit ? `Hits: ${total} meets Defense ${defense} (003:98).` : `Misses: ${total} is under Defense ${defense} (003:98).`, success: hit };
      }
      // A natural 20 is a threat: a second roll with the same bonus confirms the critical (003:119).
      const confirm = rng.int(1, 20);
      const confirmTotal = confirm + mod;
      const critical = confirm === 20 || (confirm !== 1 && confirmTotal >= defense);
      return {
        ...base,
        dice: [natural, confirm],
        breakdown: `${breakdown}; confirm d20 [${confirm}]${plusTerm(mod)} = ${confirmTotal}`,
        words: critical
          ? `A critical hit: the natural 20 threatens and the second roll hits; +${DEFAULT_CRITICAL_BONUS} damage unless the attack says otherwise (003:106, 003:119).`
          : 'Hits: a natural 20 always hits; the second roll misses, so it is not a critical (003:106, 003:119).',
        success: true,
      };
    },
  },
  {
    id: 'toughness',
    name: 'Toughness save',
    description:
      'A d20 plus Toughness (Constitution + feats + armour) against Difficulty 15 + the attack’s damage bonus; each 5 it fails by moves further along the damage track. A natural 20 on an impossible save leaves only bruised or hurt.',
    source: '003:322-335',
    inputs: [
      numberDef('toughness', 'Toughness', -10, 40, 0),
      numberDef('damage', 'Damage bonus', -10, 60, 3),
      { kind: 'choice', id: 'type', label: 'Damage', options: [{ id: 'lethal', label: 'Lethal' }, { id: 'non-lethal', label: 'Non-lethal' }], default: 'lethal' },
    ],
    roll(v, rng) {
      const toughness = v.num('toughness');
      const damageBonus = v.num('damage');
      const type: DamageType = v.pick('type') === 'non-lethal' ? 'non-lethal' : 'lethal';
      const natural = rng.int(1, 20);
      // The roller knows no character: the result is worked out on an unhurt track; the sheet applies it to one.
      const r = resolveToughnessSave(UNHURT, { natural, toughness, damageBonus, type, naturalTwentySpares: DEFAULT_VARIANTS.naturalTwentySpares });
      const verdict = r.explanation.slice(r.explanation.indexOf(`Difficulty ${r.difficulty}: `) + `Difficulty ${r.difficulty}: `.length);
      return {
        total: r.total,
        dice: [natural],
        notation: `${dieWithModifier('d20', toughness)} vs ${r.difficulty} (${type})`,
        breakdown: `d20 [${natural}]${plusTerm(toughness, 'Toughness')} = ${r.total} vs Difficulty 15${plusTerm(damageBonus)} = ${r.difficulty}`,
        words: `${verdict.charAt(0).toUpperCase()}${verdict.slice(1)}${r.success ? '' : ' Read on an unhurt track: marks already on a character’s track add penalties and move results along (003:326-329).'}`,
        success: r.success,
      };
    },
  },
]);
