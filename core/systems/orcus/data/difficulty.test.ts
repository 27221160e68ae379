import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { DIFFICULTY, difficultyLine } from './difficulty';
import { ORCUS_SOURCE } from './source';

describe('Table – Recommended Difficulty Classes by Level (002:264-296)', () => {
  it('levels 1, 10 and 30: 8/12/18, 13/19/26, 23/33/42', () => {
    expect([1, 10, 30].map((l) => DIFFICULTY[l - 1]).map((r) => [r?.easy, r?.moderate, r?.hard])).toEqual([
      [8, 12, 18],
      [13, 19, 26],
      [23, 33, 42],
    ]);
  });
});

describeWithSources('the DC table says what the source lines say', () => {
  const lines = readSource(ORCUS_SOURCE);
  it('every row', () => {
    for (const r of DIFFICULTY) expect(lines[difficultyLine(r.level) - 1]).toBe(`${r.level} | ${r.easy} | ${r.moderate} | ${r.hard} |`);
  });
});
