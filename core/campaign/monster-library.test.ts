import { describe, expect, it } from 'vitest';
import { newCampaign, type CampaignDocument, type MonsterTemplate } from '../documents/campaign';
import type { CampaignId } from '../documents/ids';
import { monsterLibrary, readLibraryQuery, searchLibrary } from './monster-library';

const monster = (id: string, name: string, hitDice = '1'): MonsterTemplate => ({ id, name, input: { hitDice }, initiativeModifier: 0, notes: '' });

function campaign(id: string, name: string, system: string, monsters: MonsterTemplate[], updatedAt = '2026-01-01T00:00:00.000Z'): CampaignDocument {
  return { ...newCampaign({ id: id as CampaignId, name, system, now: updatedAt }), monsters, updatedAt };
}

describe('the monster library', () => {
  const here = campaign('a', 'The Sunken Crown', 'dark-dungeons', [monster('m1', 'Goblin'), monster('m2', 'Ogre', '4+1')]);
  const older = campaign('b', 'Keep on the Borderlands', 'dark-dungeons', [monster('m3', 'goblin', '2'), monster('m4', 'Orc')], '2025-06-01T00:00:00.000Z');
  const newer = campaign('c', 'Isle of Dread', 'dark-dungeons', [monster('m5', 'Orc', '1+1')], '2026-06-01T00:00:00.000Z');
  const orcus = campaign('d', 'Orcus game', 'orcus', [monster('m6', 'Gnoll')]);

  it('holds this campaign’s own monsters and those of the other campaigns of its system, one per name', () => {
    const library = monsterLibrary(here, [here, older, newer, orcus]);
    expect(library.map((m) => [m.template.name, m.here, m.campaigns])).toEqual([
      ['Goblin', true, ['The Sunken Crown', 'Keep on the Borderlands']],
      ['Ogre', true, ['The Sunken Crown']],
      // Two campaigns keep an Orc: the one changed last gives its stat block.
      ['Orc', false, ['Isle of Dread', 'Keep on the Borderlands']],
    ]);
    expect(library.find((m) => m.template.name === 'Orc')?.template.input).toEqual({ hitDice: '1+1' });
    // Another system's monsters never show.
    expect(library.some((m) => m.template.name === 'Gnoll')).toBe(false);
  });

  it('reads a count before the name, and finds names in any case, with or without a plural', () => {
    expect(readLibraryQuery('6 goblins')).toEqual({ count: 6, words: 'goblins' });
    expect(readLibraryQuery('2× ogre')).toEqual({ count: 2, words: 'ogre' });
    expect(readLibraryQuery('orc')).toEqual({ count: 1, words: 'orc' });
    expect(readLibraryQuery('0 orc')).toEqual({ count: 1, words: 'orc' });
    const library = monsterLibrary(here, [older, newer]);
    expect(searchLibrary(library, 'GOBLINS').map((m) => m.template.name)).toEqual(['Goblin']);
    expect(searchLibrary(library, 'ogres').map((m) => m.template.name)).toEqual(['Ogre']);
    expect(searchLibrary(library, 'o').map((m) => m.template.name)).toEqual(['Ogre', 'Orc', 'Goblin']);
    expect(searchLibrary(library, 'troll')).toEqual([]);
    expect(searchLibrary(library, '  ')).toHaveLength(3);
  });
});
