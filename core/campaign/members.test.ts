import { describe, expect, it } from 'vitest';
import { readShareBox, shareBoxText } from './members';

describe('the party table’s share box', () => {
  it('reads shares and percents of the award, and writes them back the same way', () => {
    expect(readShareBox('')).toEqual({ xpSharePercent: null, awardPercent: null });
    expect(readShareBox('½')).toEqual({ xpSharePercent: 50, awardPercent: null });
    expect(readShareBox('1½')).toEqual({ xpSharePercent: 150, awardPercent: null });
    expect(readShareBox('0,4')).toEqual({ xpSharePercent: 40, awardPercent: null });
    expect(readShareBox('2')).toEqual({ xpSharePercent: 200, awardPercent: null });
    expect(readShareBox(' 40 % ')).toEqual({ xpSharePercent: null, awardPercent: 40 });
    expect(readShareBox('101%')).toEqual({ problem: 'A percent of the award is from 0% to 100%.' });
    expect(readShareBox('50')).toHaveProperty('problem');
    expect(readShareBox('lots')).toHaveProperty('problem');
    for (const typed of ['½', '1½', '0.4', '2', '40%']) {
      const read = readShareBox(typed);
      if ('problem' in read) throw new Error(read.problem);
      expect(shareBoxText({ role: 'pc', player: '', ...read })).toBe(typed);
    }
  });
});
