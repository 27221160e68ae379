import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from './testing';

describe('createScriptedRandom', () => {
  it('returns the scripted values in order and counts what is left', () => {
    const rng = createScriptedRandom([3, 1, 6]);
    expect(rng.remaining()).toBe(3);
    expect(rng.int(1, 6)).toBe(3);
    expect(rng.int(1, 6)).toBe(1);
    expect(rng.remaining()).toBe(1);
    expect(rng.int(1, 6)).toBe(6);
    expect(rng.remaining()).toBe(0);
  });

  it('fails loudly when the script runs out', () => {
    const rng = createScriptedRandom([2]);
    rng.int(1, 4);
    expect(() => rng.int(1, 4)).toThrow('scripted random ran out after 1 values (asked for one in 1..4)');
  });

  it('fails loudly when a value does not fit the requested range', () => {
    expect(() => createScriptedRandom([7]).int(1, 6)).toThrow(
      'scripted value #1 is 7, outside the requested range 1..6',
    );
    expect(() => createScriptedRandom([0]).int(1, 6)).toThrow(
      'scripted value #1 is 0, outside the requested range 1..6',
    );
    expect(() => createScriptedRandom([1.5]).int(1, 6)).toThrow(/scripted value #1 is 1.5/);
  });

  it('does not consume a value that was refused', () => {
    const rng = createScriptedRandom([9]);
    expect(() => rng.int(1, 6)).toThrow();
    expect(rng.remaining()).toBe(1);
    expect(rng.int(1, 10)).toBe(9);
  });

  it('refuses next(), since dice faces are scripted through int()', () => {
    expect(() => createScriptedRandom([1]).next()).toThrow('scripted random only supplies integers through int()');
  });
});
