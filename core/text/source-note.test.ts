import { describe, expect, it } from 'vitest';
import { splitSource } from './source-note';

describe('splitSource', () => {
  it('takes the source off the end of an explanation', () => {
    expect(splitSource('Missile +1 for Nimble. — Source: supplement §9.5; 004:631')).toEqual({ text: 'Missile +1 for Nimble.', source: 'supplement §9.5; 004:631' });
  });

  it('leaves an explanation without one as it is, and splits at the last marker', () => {
    expect(splitSource('Entered by hand')).toEqual({ text: 'Entered by hand', source: null });
    expect(splitSource('A — Source: x — Source: y')).toEqual({ text: 'A — Source: x', source: 'y' });
  });
});
