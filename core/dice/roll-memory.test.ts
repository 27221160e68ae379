/**
 * roll() remembers the notation it has parsed (issue 15: quick characters roll "3d6" for money every time). These tests
 * hold a remembered notation to what parsing it afresh gives, also once the memory has filled and started again.
 */
import { describe, expect, it, vi } from 'vitest';
import { DiceNotationError } from './notation';
import { createSeededRandom } from './random';
import { PARSED_NOTATIONS_KEPT, roll } from './roll';
import { createScriptedRandom } from './testing';

const NOTATIONS = ['3d6', '1d8+1', '4d6kh3', '2d6!', '1d6!p', '2d20kl1-2', ' 3D6 ', '1d4+1d6-1', '10d10dl2', '3d6+0'];

describe('roll remembers parsed notation', () => {
  it('a fresh module (nothing remembered) rolls what a module that has remembered the notation rolls', async () => {
    vi.resetModules();
    const fresh = await import('./roll');
    NOTATIONS.forEach((notation, i) => {
      const cold = fresh.roll(notation, createSeededRandom(i));
      // The second roll of the same text reads it from memory; the same seed must give the same result, text and all.
      const warm = fresh.roll(notation, createSeededRandom(i));
      expect(warm).toEqual(cold);
      // And the module the rest of the app uses, which has rolled these in other tests or not, agrees too.
      expect(roll(notation, createSeededRandom(i))).toEqual(cold);
    });
  });

  it('keeps the canonical notation of what was typed, not of another text that was remembered', () => {
    expect(roll(' 3D6 ', createScriptedRandom([1, 2, 3])).text).toBe('3d6: [1, 2, 3] = 6');
    expect(roll('4d6k3', createScriptedRandom([1, 2, 3, 4])).text).toBe('4d6kh3: [(1), 2, 3, 4] = 9');
    expect(roll('4d6kl3', createScriptedRandom([1, 2, 3, 4])).text).toBe('4d6kl3: [1, 2, 3, (4)] = 6');
  });

  it('rolls correctly past the memory limit, and again for notations the full memory let go', () => {
    const count = PARSED_NOTATIONS_KEPT + 40;
    const rollPlus = (k: number) => roll(`1d6+${k}`, createScriptedRandom([(k % 6) + 1]));
    for (let round = 0; round < 2; round++) {
      for (let k = 0; k < count; k++) {
        const face = (k % 6) + 1;
        const result = rollPlus(k);
        expect(result.total).toBe(face + k);
        expect(result.text).toBe(`1d6+${k}: [${face}] + ${k} = ${face + k}`);
      }
    }
  });

  it('bad notation is refused every time, not remembered', () => {
    for (let i = 0; i < 2; i++) expect(() => roll('2d', createSeededRandom(1))).toThrow(DiceNotationError);
  });
});
