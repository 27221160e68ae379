import { describe, expect, it } from 'vitest';
import { copyName, freeName } from './free-name';
import { sortName } from './rows';

const taken = (...names: string[]) => new Set(names.map(sortName));

describe('free names', () => {
  it('keep a name no stored character uses', () => {
    expect(freeName('Fenwick the Bold', taken('Ayla'))).toBe('Fenwick the Bold');
  });

  it('give a taken name the first free copy number, compared as the name index compares', () => {
    expect(freeName('Fenwick the Bold', taken('fenwick the bold'))).toBe('Fenwick the Bold (2)');
    expect(freeName('Fenwick the Bold', taken('Fenwick the Bold', 'Fenwick the Bold (2)'))).toBe('Fenwick the Bold (3)');
    expect(copyName('Ayla (3)', taken('Ayla', 'Ayla (2)'))).toBe('Ayla (3)');
  });
});
