import { describe, expect, it } from 'vitest';
import { batchNames } from './npc-names';

describe('batchNames', () => {
  it('gives a repeated name drawn at random the first free number, past names already kept', () => {
    expect(batchNames(['Kestrel Stonehand', 'Kestrel Stonehand', 'Ilse', 'kestrel stonehand'], '', ['Ilse', 'Kestrel Stonehand (2)'])).toEqual([
      'Kestrel Stonehand',
      'Kestrel Stonehand (3)',
      'Ilse (2)',
      'kestrel stonehand (4)',
    ]);
  });

  it('numbers a prefix on from the numbers taken', () => {
    expect(batchNames(['a', 'b', 'c'], ' Torchbearer ', ['Torchbearer 1', 'Torchbearer 2', 'Torchbearer 4'])).toEqual(['Torchbearer 3', 'Torchbearer 5', 'Torchbearer 6']);
  });
});
