import { describe, expect, it } from 'vitest';
import { parseHash, routeHash } from './router.svelte';

describe('routes', () => {
  it('carry the creation step, so Back walks the steps and a reload stays on one', () => {
    const route = parseHash('#/characters/a%2Fb/create/adjust-abilities');
    expect(route).toEqual({ section: 'characters', id: 'a/b', page: 'create', step: 'adjust-abilities' });
    expect(routeHash(route)).toBe('#/characters/a%2Fb/create/adjust-abilities');
  });

  it('leave out a step without a page and a page without an id', () => {
    expect(routeHash({ section: 'characters', id: 'x', step: 'class' })).toBe('#/characters/x');
    expect(routeHash({ section: 'characters', page: 'create', step: 'class' })).toBe('#/characters');
    expect(parseHash('#/characters//create/class')).toEqual({ section: 'characters', id: null, page: null, step: null });
  });

  it('fall back to the characters for an unknown section', () => {
    expect(parseHash('#/nowhere/x')).toMatchObject({ section: 'characters', id: 'x' });
    expect(parseHash('')).toEqual({ section: 'characters', id: null, page: null, step: null });
  });
});
