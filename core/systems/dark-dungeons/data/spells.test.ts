import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { PRINTED_SPELL_LISTS, findSpell, spellListFor, spellsOfLevel } from './spells';

describe('spell lists (supplement §12)', () => {
  it('clerics use the cleric list: eight first-level spells, Cure Light Wounds reversible (line 1044)', () => {
    const cleric = spellListFor('cleric', false) ?? [];
    expect(spellsOfLevel(cleric, 1).map((s) => s.name)).toEqual([
      'Cure Light Wounds', 'Detect Evil', 'Detect Magic', 'Light', 'Protection from Evil', 'Purify Food and Water', 'Remove Fear', 'Resist Cold',
    ]);
    expect(findSpell(cleric, 'cure light wounds')).toMatchObject({ level: 1, reversible: true, environmental: false });
    expect(Math.max(...cleric.map((s) => s.level))).toBe(7);
  });

  it('druids add four druid-only spells a level as extra choices (004:271; line 1056 "Detect Danger; Faerie Fire; Locate; Predict Weather")', () => {
    const druid = spellListFor('cleric', true) ?? [];
    expect(spellsOfLevel(druid, 1)).toHaveLength(8 + 4);
    expect(findSpell(druid, 'Faerie Fire')?.level).toBe(1);
    expect(findSpell(spellListFor('cleric', false) ?? [], 'Faerie Fire')).toBeUndefined();
  });

  it('elves cast magic-user spells (004:440): the same list, to level 9, with Read Magic and Sleep at 1st (line 1068)', () => {
    expect(spellListFor('elf', false)).toEqual(spellListFor('magic-user', false));
    const mu = spellListFor('magic-user', false) ?? [];
    expect(findSpell(mu, 'Read Magic')?.level).toBe(1);
    expect(findSpell(mu, 'Sleep')?.level).toBe(1);
    expect(findSpell(mu, 'Fireball')).toMatchObject({ level: 3, environmental: true });
    // Two names hold a comma, so only semicolons split (line 1035).
    expect(findSpell(mu, 'Invisibility, Mass')).toMatchObject({ level: 7, reversible: true });
    expect(Math.max(...mu.map((s) => s.level))).toBe(9);
  });

  it('classes without spells have no list', () => {
    expect(spellListFor('fighter', false)).toBeNull();
    expect(spellListFor('thief', false)).toBeNull();
  });
});

describeWithSources('the lists against the supplement', () => {
  const lines = readSource('supplements/dark-dungeons-tables.md');
  it('each printed line is the supplement row word for word', () => {
    for (const list of Object.values(PRINTED_SPELL_LISTS)) {
      for (const [line, level, text] of list) {
        expect(lines[line - 1]?.replace(/\\\*/g, '*'), `line ${line}`).toBe(`| ${level} | ${text} |`);
      }
    }
  });
});
