/**
 * A "16+" monster for the combat tracker, from what source 001 gives a creature: hit dice (the stun threshold
 * 10 + HD, 001:10; the death threshold −(HD/3 + 5 + CON), 001:12; saves at HD/3, "or up to HD/2 for some
 * creatures", 001:2), whether it is non-living (dead at 0, 001:11), an AC added to the attacker's roll (001:6) and
 * open-ended attacks (001:6). The text has no monster tables, no hit points per hit die and no experience points, so
 * hit points, AC and attacks are entered and the XP is none.
 */
import { signedNumber } from '../../dice/kinds';
import { parseWhole, readInputs } from '../play-inputs';
import { formatNumber } from '../../text/format';
import type { MonsterFigures, MonsterModelDef } from '../types';
import { deathThreshold, stunThreshold } from './rules/combat-math';
import { levelThird } from './rules/tests';

/** The base save bonus of a creature: HD/3 rounded down, or for some creatures up to HD/2 (001:2). */
export function monsterSaveBonus(hitDice: number, base: 'third' | 'half'): number {
  return base === 'half' ? Math.floor(hitDice / 2) : levelThird(hitDice);
}

export const sixteenMonsterModel: MonsterModelDef = {
  source: '001:2, 001:6, 001:10-12',
  inputs: [
    { kind: 'number', id: 'hitDice', label: 'Hit dice', min: 0, max: 1_000, default: 1 },
    { kind: 'text', id: 'hp', label: 'Hit points (the text has no hit points per hit die)', default: '', maxLength: 8 },
    { kind: 'number', id: 'ac', label: 'AC (added to the attacker’s roll: lower is better)', min: -100, max: 100, default: 0 },
    { kind: 'text', id: 'rangedAc', label: 'Ranged AC (blank: as AC)', default: '', maxLength: 8 },
    { kind: 'number', id: 'con', label: 'CON', min: -20, max: 20, default: 0 },
    { kind: 'number', id: 'toHit', label: 'To hit', min: -100, max: 100, default: 0 },
    { kind: 'text', id: 'damage', label: 'Damage', default: '', maxLength: 100 },
    { kind: 'number', id: 'attacks', label: 'Attacks a round', min: 1, max: 20, default: 1 },
    {
      kind: 'choice',
      id: 'saves',
      label: 'Saves',
      options: [
        { id: 'third', label: 'HD/3, as most creatures' },
        { id: 'half', label: 'HD/2, as some creatures' },
      ],
      default: 'third',
    },
    {
      kind: 'choice',
      id: 'living',
      label: 'Living',
      options: [
        { id: 'living', label: 'Living: bleeds below 0' },
        { id: 'non-living', label: 'Non-living: destroyed at 0' },
      ],
      default: 'living',
    },
  ],
  build(input): MonsterFigures | { readonly problem: string; readonly input?: string } {
    const v = readInputs(this.inputs, input);
    if ('problem' in v) return v;
    const hp = parseWhole(v.text('hp'));
    if (hp === null || hp < 1) return { problem: 'Enter the hit points, a whole number of 1 or more: the text gives none for a hit die.', input: 'hp' };
    const rangedText = v.text('rangedAc');
    const ranged = rangedText === '' ? null : parseWhole(rangedText);
    if (ranged === null && rangedText !== '') return { problem: `Ranged AC is a whole number such as −2 or +3, or blank for the AC; “${rangedText}” is not.`, input: 'rangedAc' };
    const hd = v.num('hitDice');
    const nonLiving = v.pick('living') === 'non-living';
    const saves = monsterSaveBonus(hd, v.pick('saves') === 'half' ? 'half' : 'third');
    const dead = nonLiving ? 0 : deathThreshold(hd, v.num('con'));
    const attacks = v.num('attacks');
    const damage = v.text('damage').trim();
    const attack = `${signedNumber(v.num('toHit'))} to hit${damage ? `, ${damage}` : ''} (a 1 misses; 10s and 20s roll again)`;
    return {
      summary: `Hit dice ${formatNumber(hd)}${nonLiving ? ', non-living' : ''}: stunned by more than ${formatNumber(stunThreshold(hd))}, dead at ${formatNumber(dead)}`,
      hp,
      defences: [
        { label: 'AC', value: signedNumber(v.num('ac')) },
        ...(ranged === null ? [] : [{ label: 'Ranged AC', value: signedNumber(ranged) }]),
        { label: 'Saves', value: `${signedNumber(saves)} (${v.pick('saves') === 'half' ? 'HD/2' : 'HD/3'})` },
      ],
      attacks: attacks === 1 ? [attack] : [`${formatNumber(attacks)} attacks a round: ${attack}`],
      xp: null,
      // No initiative roll: creatures act in an order set at the start of the fight (001:3).
      initiative: 0,
      figures: [
        `Stunned by a blow of more than 10 + HD (001:10)`,
        nonLiving ? 'a non-living creature is destroyed at 0 hit points (001:11)' : 'dead at −(HD/3 + 5 + CON) hit points (001:12)',
        `saves add HD/3, or up to HD/2 for some creatures (001:2)`,
        'hit points, AC and attacks are entered: the text has no monster tables and no experience points',
      ].join('; '),
    };
  },
};
