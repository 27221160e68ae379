/**
 * Issue 19, 16+: the shots rolled at "+2 (no other modifiers except AC of the creature)" — a missed shot past a
 * creature in the way, into melee, or a shot into a group (001:9) — and a bolt's other targets at +20 (001:13), as the
 * attack's "shot" input; and a non-living creature destroyed at 0 hit points (001:11) through the damage action.
 */
import { describe, expect, it } from 'vitest';
import { typedDice } from '../../dice/typed';
import type { CharacterDocument } from '../../documents/character';
import { newSixteenData, type SixteenData } from './character';
import { sixteenDocument } from './rules/quick';
import { sixteen } from './system';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';

const NOW = '2026-05-01T10:00:00.000Z';

/** An archer: DEX +2, marksmanship 10, skilled and specialised with a bow (10 + 1 + 2 = +13 to hit, 001:9). */
function archer(extra: Partial<SixteenData> = {}): CharacterDocument<SixteenData> {
  const data: SixteenData = {
    ...newSixteenData(),
    stats: { str: 0, dex: 2, con: 0, int: 0, wis: 0 },
    level: 3,
    hitDice: 3,
    hitPoints: { max: 20, current: 20 },
    ac: { melee: 2, ranged: 2 },
    skills: [{ name: 'Marksmanship', level: 10, stat: null }],
    weapons: [
      { id: 'bow', name: 'Bow', kind: 'ranged', skilled: true, specialised: true, bonus: 0, damage: 'd6' },
      { id: 'knife', name: 'Knife', kind: 'melee', skilled: true, specialised: false, bonus: 0, damage: 'd4' },
    ],
    ...extra,
  };
  return sixteenDocument(data, { id: 'a', name: 'Ilse', now: NOW });
}

function attack(doc: CharacterDocument<SixteenData>, input: Record<string, string>, faces: number[]) {
  const dice = typedDice(faces);
  const r = sixteen.play.run(doc, 'attack', { weapon: 'bow', ac: '4', ...input }, dice);
  if ('problem' in r) return r;
  expect(dice.unused()).toBe(0);
  return r;
}

describe('shots at a fixed +2 or +20 (001:9, 001:13)', () => {
  it('are offered as the attack\'s "shot" input when a ranged weapon is listed, aimed by default', () => {
    const input = sixteen.play.actions(archer()).find((a) => a.id === 'attack')?.inputs.find((i) => i.id === 'shot');
    expect(input?.kind === 'choice' && input.options.map((o) => o.id)).toEqual(['aimed', 'past', 'melee', 'group', 'bolt']);
    expect(input?.default).toBe('aimed');
    const melee = archer({ weapons: [{ id: 'knife', name: 'Knife', kind: 'melee', skilled: true, specialised: false, bonus: 0, damage: 'd4' }] });
    expect(sixteen.play.actions(melee).find((a) => a.id === 'attack')?.inputs.some((i) => i.id === 'shot')).toBe(false);
  });
  it('a missed shot into melee is rolled at its combatant with +2 and the AC only: 14 + 2 + 4 = 20 hits, 13 misses', () => {
    const hit = attack(archer(), { shot: 'melee' }, [14]);
    if ('problem' in hit) throw new Error(hit.problem);
    expect(hit.verdict).toEqual({ text: 'Hit', good: true });
    expect(hit.words[1]).toMatch(/^Bow at the target’s combatant: to hit \+2, no other modifiers except the AC \(001:9\)/);
    const miss = attack(archer(), { shot: 'melee' }, [13]);
    expect('problem' in miss ? miss.problem : miss.verdict?.good).toBe(false);
    // Aimed, the archer's own +13 would hit with the same 13.
    const aimed = attack(archer(), {}, [13]);
    expect('problem' in aimed ? aimed.problem : aimed.verdict?.good).toBe(true);
  });
  it('past a creature and into a group are the same +2; a small group reduces it through the other modifier', () => {
    for (const shot of ['past', 'group']) {
      const r = attack(archer(), { shot }, [14]);
      expect('problem' in r ? r.problem : r.verdict?.good).toBe(true);
    }
    const small = attack(archer(), { shot: 'group', other: '-1' }, [14]); // 14 + 1 + 4 = 19
    expect('problem' in small ? small.problem : small.words[1]).toContain('to hit +1 (+2 − 1 for the group’s size)');
    expect('problem' in small ? small.problem : small.verdict?.good).toBe(false);
  });
  it('takes no other modifier past a creature or into melee, and no melee weapon', () => {
    expect(attack(archer(), { shot: 'past', other: '3' }, [14])).toMatchObject({ input: 'other' });
    expect(attack(archer(), { shot: 'melee', weapon: 'knife' }, [14])).toMatchObject({ input: 'shot' });
  });
  it('a bolt\'s other target in its path is hit with +20, no other modifiers (001:13)', () => {
    const r = attack(archer(), { shot: 'bolt', ac: '-18' }, [2]); // 2 + 20 − 18 = 4: 22 before the AC, a reduced hit
    if ('problem' in r) throw new Error(r.problem);
    expect(r.words[1]).toContain('to hit +20');
    expect(r.words[1]).toContain('(001:13)');
  });
});

describe('a non-living creature (001:11)', () => {
  it('is destroyed at 0 hit points by the damage action, where a living one falls unconscious', () => {
    const golem = archer({ nonLiving: true });
    const r = sixteen.play.run(golem, 'damage', { amount: '20' }, typedDice([]));
    if ('problem' in r) throw new Error(r.problem);
    expect((r.data as SixteenData).health.dead).toBe(true);
    const living = sixteen.play.run(archer(), 'damage', { amount: '20' }, typedDice([]));
    if ('problem' in living) throw new Error(living.problem);
    expect((living.data as SixteenData).health.dead).toBe(false);
  });
});

describeWithSources('the lines these rules rest on', () => {
  const line = (n: number) => readSource('001_96b5c3c131247138.txt')[n - 1] ?? '';
  it('say +2 past, into melee and into a group, +20 for a bolt, and non-living at 0', () => {
    expect(line(9)).toContain('Firing past other Creatures');
    expect(line(9)).toContain('roll to-hit with +2 (no other modifiers except AC of the creature)');
    expect(line(9)).toContain('Firing into Group');
    expect(line(9)).toContain('otherwise, reduce the +2');
    expect(line(13)).toContain('Any other target in the path is hit with +20 modifier, no other modifiers apply');
    expect(line(11)).toContain('Non-living creature dies when dropped to 0 or less hit points');
  });
});
