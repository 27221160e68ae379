/**
 * The Dark Dungeons play values worked out by hand for a level-1 thief (Table 4-9, 004:850) with a normal sword, and
 * rolled through the system's own kinds with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { carried, docOf, handBuilt, scores } from './rules/testing';
import { darkDungeons as darkDungeonsSystem } from './system';

const thief = docOf(
  handBuilt('thief', scores(14, 10, 10, 16, 10, 10), {
    feats: ['sword-normal'],
    items: [carried('weapon-sword-normal'), carried('armour-leather', { worn: true })],
    gp: 12,
    hp: 3,
    extra: { skills: [{ skillId: 'balance', specialty: '', points: 1 }] },
  }),
);

describe('a level-1 thief at the table', () => {
  const play = darkDungeonsSystem.sheet(thief, '2026-05-01').play;
  const roll = (id: string) => play?.rolls.flatMap((g) => g.rolls).find((r) => r.id === id);

  it('has 3 hit points of 3, no state word, armour class and the saves of Table 4-9 (004:850)', () => {
    expect(play?.health).toEqual({ trackerId: 'hp', label: 'Hit points', abbreviation: 'HP', current: 3, max: 3, model: 'pool' });
    expect(play?.state).toBeNull();
    // Leather AC 7, Dex 16 −2 (supplement §7.3, Table 3-1).
    expect(play?.defences.map((f) => [f.id, f.value])).toEqual([['ac', '5']]);
    expect(['deathRayPoison', 'magicWands', 'paralysisPetrify', 'breathWeapon', 'rodStaffSpell'].map((k) => roll(`save.${k}`)?.value)).toEqual(['13', '14', '13', '16', '15']);
    expect(roll('save.deathRayPoison')?.roll).toEqual({ kind: 'save', input: { target: '13' } });
  });

  it('attacks with the sword at AB +1 and Str +1, and prints its damage beside it', () => {
    expect(roll('attack.sword-normal')).toMatchObject({ value: '+2', roll: { kind: 'attack', input: { bonus: '2' } } });
    expect(roll('damage.sword-normal')?.value).toMatch(/^1d8/);
    expect(roll('damage.sword-normal')?.roll).toBeUndefined();
  });

  it('rolls Open Locks 15% (004:850) on d%, and Balance under Dex 16 + 1 point (004:1024)', () => {
    expect(roll('thief.openLocks')).toMatchObject({ value: '15%', roll: { kind: 'class-ability', input: { chance: '15' } } });
    const spec = roll('thief.openLocks')?.roll;
    if (!spec) throw new Error('no Open Locks roll');
    expect(darkDungeonsSystem.rollKinds.roll(spec.kind, spec.input, createScriptedRandom([15]))).toMatchObject({ success: true });
    expect(roll('skill.balance')).toMatchObject({ value: '17', roll: { kind: 'check', input: { score: '17' } } });
  });

  it('keeps gold for the purse on paper, and says so', () => {
    // In coins as the rules write them (supplement §7.1), not a bare number of gold pieces (issue 19).
    expect(play?.resources).toEqual([{ id: 'gold', label: 'Gold', value: '12 gp', printedWith: 'purse' }]);
  });

  it('falls unconscious and dying at 0 (supplement §9.6)', () => {
    const down = { ...thief, data: { ...thief.data, hitPoints: { ...thief.data.hitPoints, current: 0 } } };
    expect(darkDungeonsSystem.sheet(down, '2026-05-01').play?.state).toBe('Unconscious, dying');
  });
});
