/**
 * "16+"'s named commands through the one write path: each change writes one history entry, worded in core, naming the
 * fields it changed; a refusal writes nothing; and play actions go through the same path (`playAction`).
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../dice';
import { execute, type Command, type CommandContext } from '../../character/command';
import { playAction } from '../../character/edits';
import { typedDice } from '../../dice/typed';
import type { CharacterDocument } from '../../documents/character';
import type { SixteenData } from './character';
import * as c from './commands';
import { sixteen } from './system';

const NOW = '2026-11-22T10:00:00.000Z';
const base = sixteen.quick(createSeededRandom(5), { id: 'c', now: '2026-11-01T00:00:00.000Z' });
const ctx = (faces?: readonly number[]): CommandContext => ({ system: sixteen, now: NOW, rng: faces ? typedDice(faces) : createSeededRandom(1), newId: () => 'new-id' });

function written<I>(command: Command<SixteenData, I>, input: I, doc: CharacterDocument<SixteenData> = base) {
  const w = execute(doc, command, input, ctx());
  if ('problem' in w) throw new Error(w.problem);
  return w;
}

describe('16+ edits as commands', () => {
  it('stats and level: one entry saying what moved, naming the fields', () => {
    const stats = { ...(base.data.stats ?? { str: 0, dex: 0, con: 0, int: 0, wis: 0 }), str: 4 };
    const w = written(c.editStats.command, { stats, level: base.data.level + 1 });
    expect(w.entry?.summary).toMatch(/^Stats and level: STR [+−]\d → \+4; level \d → \d; hit dice \d → \d$/);
    expect(w.entry?.fields).toEqual(['hitDice', 'level', 'stats.str']);
    expect(w.doc.history).toHaveLength(base.history.length + 1);
  });

  it('hit points and AC, and non-living (001:11): the sentence lists each change', () => {
    const w = written(c.editFigures.command, { maxHp: 40, ac: -2, ranged: null, saveMisc: 0, perceptionMisc: 0, nonLiving: true });
    expect(w.entry?.summary).toBe(`Hit points and AC: hit points (max) ${base.data.hitPoints.max} → 40; AC +${base.data.ac.melee} → −2; non-living no → yes`);
    expect(sixteen.play.status(w.doc).explanation).toMatch(/0 of 40|hit points/);
  });

  it('a creature made non-living at 0 hit points or fewer is destroyed, not bleeding (001:11)', () => {
    const down = { ...base, data: { ...base.data, hitPoints: { ...base.data.hitPoints, current: -2 }, health: { ...base.data.health, bleeding: true } } };
    const w = written(c.editFigures.command, { maxHp: base.data.hitPoints.max ?? 10, ac: 0, ranged: null, saveMisc: 0, perceptionMisc: 0, nonLiving: true }, down);
    expect(w.doc.data.health).toMatchObject({ dead: true, bleeding: false });
    expect(w.notices).toContain('Non-living at 0 hit points or fewer: destroyed (001:11).');
  });

  it('weapons, skills, resistances and gear are worded in core', () => {
    expect(written(c.addWeaponEdit.command, { name: 'Axe', kind: 'melee', skilled: true, specialised: false, bonus: 0, damage: 'd8' }).entry?.summary).toBe('Weapon added: Axe');
    expect(written(c.removeWeaponEdit.command, { id: 'sword' }).entry?.summary).toBe('Weapon removed: Sword');
    expect(written(c.setSkillEdit.command, { name: 'melee', level: 9, stat: null }).entry?.summary).toMatch(/^Skill changed: Melee \d+ → melee 9$/);
    expect(written(c.setSkillEdit.command, { name: 'Climbing', level: 2, stat: 'str' }).entry?.summary).toBe('Skill added: Climbing 2 (STR)');
    expect(written(c.removeSkillEdit.command, { index: 0 }).entry?.summary).toBe('Skill removed: Melee');
    const fire = written(c.setResistanceEdit.command, { type: 'fire', modifier: 2 });
    expect(fire.entry?.summary).toBe('Fire save modifier: +2');
    expect(written(c.setResistanceEdit.command, { type: 'fire', modifier: null }, fire.doc).entry?.summary).toBe('Fire save modifier removed (was +2)');
    const torches = written(c.addItemEdit.command, { name: 'Torch', quantity: 3, note: '' });
    expect(torches.entry?.summary).toBe('Item added: 3 × Torch');
    expect(written(c.removeItemEdit.command, { id: 'new-id' }, torches.doc).entry?.summary).toBe('Item dropped: 3 × Torch');
  });

  it('a refusal writes nothing', () => {
    const w = execute(base, c.editMagic.command, { level: -1, mpMax: 3 }, ctx());
    expect(w).toEqual({ problem: 'Magic level: enter a whole number from 0 to 1000.' });
  });

  it('a play action is one entry with its dice; damage names the health it changed', () => {
    const hit = execute(base, playAction, { actionId: 'damage', input: { amount: String((base.data.hitPoints.max ?? 10) + 1) } }, ctx());
    if ('problem' in hit) throw new Error(hit.problem);
    expect(hit.entry?.fields).toEqual(['health.bleeding', 'hitPoints.current']);
    const test = execute(base, playAction, { actionId: 'test', input: { of: 'stat:str' } }, ctx([12]));
    if ('problem' in test) throw new Error(test.problem);
    // A test changes nothing on the character: no history entry (the history lists changes); its die reaches the roller.
    expect(test.entry).toBeNull();
    expect(test.doc).toBe(base);
    expect(test.dice[0]).toMatch(/^STR test: d20 \[12\]/);
  });
});
