/**
 * The Murdham monster model: what the core rules give every creature (abilities 1-19, 000:8; health = STR, 000:43;
 * armour at most 3, 000:65; damage on a d4 to d12, 000:63-66; omens 0 to 2 for GM characters, 000:138), no XP.
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { murdhamMonsterModel as model } from './monster-model';

const rng = createSeededRandom(1);
function build(input: Record<string, string>) {
  const out = model.build(input, rng);
  if ('problem' in out) throw new Error(out.problem);
  return out;
}

describe('Murdham monsters', () => {
  it('a creature of STR 12 has 12 health: critical at 6 at once, killed by 12 at once (000:43-46); no XP', () => {
    const wolf = build({ str: '12', agi: '14', wit: '6', armour: '1', die: '6' });
    expect(wolf).toMatchObject({ hp: 12, xp: null, initiative: 14, summary: 'STR 12 AGI 14 WIT 6, health 12, armour 1, d6 damage' });
    expect(wolf.defences).toEqual([
      { label: 'Armour', value: '1' },
      { label: 'Saves (d20 at or under)', value: 'STR 12, AGI 14, WIT 6' },
      { label: 'Critical damage at', value: '6 at once' },
      { label: 'Killed by', value: '12 at once' },
    ]);
    expect(wolf.attacks).toEqual(['d6 damage, exploding on a maximum']);
    expect(wolf.figures).toContain('Health 12 = STR (000:43)');
  });

  it('takes a health of its own for a creature beyond any STR, and enhanced damage (000:66)', () => {
    const troll = build({ str: '19', health: '40', die: '10', damage: 'enhanced', omens: '1' });
    expect(troll.hp).toBe(40);
    expect(troll.attacks).toEqual(['d10 damage, enhanced (the higher of two rolls), exploding on a maximum']);
    expect(troll.summary).toBe('STR 19 AGI 10 WIT 10, health 40, armour 0, d10 enhanced damage, 1 omen');
  });

  it('defaults to an ordinary creature, and refuses what the text does not allow in one sentence naming the input', () => {
    expect(build({}).summary).toBe('STR 10 AGI 10 WIT 10, health 10, armour 0, d6 damage');
    expect(model.build({ armour: '4' }, rng)).toEqual({ problem: 'Armour must be a whole number from 0 to 3; 4 is out of range.', input: 'armour' }); // 000:65
    expect(model.build({ str: '20' }, rng)).toMatchObject({ input: 'str' }); // 000:8
    expect(model.build({ die: '20' }, rng)).toMatchObject({ input: 'die' }); // 000:63
    expect(model.build({ omens: '3' }, rng)).toMatchObject({ input: 'omens' }); // 000:138
    expect(model.inputs.map((i) => i.id)).toEqual(['str', 'agi', 'wit', 'health', 'armour', 'die', 'damage', 'omens']);
  });
});
