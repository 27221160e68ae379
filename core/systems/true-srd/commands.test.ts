/**
 * True SRD's named commands through the one write path: each edit is one history entry with its sentence and the
 * fields it changed, a refusal writes nothing, typing in the identity fields merges into one entry, and the creation
 * flow's transition is the same function the command runs.
 */
import { describe, expect, it } from 'vitest';
import { execute, type Command, type CommandContext } from '../../character/command';
import { createScriptedRandom } from '../../dice/testing';
import type { CharacterDocument } from '../../documents/character';
import { newTrueSrdData, type TrueSrdData } from './character';
import * as cmd from './commands';
import { trueSrdDocument } from './rules/quick';
import { trueSrd } from './system';

type Doc = CharacterDocument<TrueSrdData>;
const base = (): Doc =>
  trueSrdDocument(
    { ...newTrueSrdData(), abilities: { str: 1, dex: 2, con: 2, int: 0, wis: 1, cha: -1 }, combat: { combatBonus: 3, fortitude: 2, reflex: 1, will: 1 } },
    { id: 'mara', name: 'Mara', now: '2026-01-01T00:00:00.000Z' },
  );
let clock = 0;
const ctx = (): CommandContext => ({ system: trueSrd, now: new Date(Date.UTC(2026, 0, 2, 0, 0, clock++)).toISOString(), rng: createScriptedRandom([]), newId: () => `id${clock}` });
function run<I>(doc: Doc, command: Command<TrueSrdData, I>, input: I) {
  const written = execute(doc, command, input, ctx());
  if ('problem' in written) throw new Error(written.problem);
  return written;
}

describe('True SRD commands', () => {
  it('scores and combat figures say what changed', () => {
    const scores = run(base(), cmd.abilities.command, { str: 2, dex: 2, con: 2, int: 0, wis: 1, cha: -1 });
    expect(scores.entry).toMatchObject({ summary: 'Ability scores: Str +1 → +2', fields: ['abilities.str'] });
    const combat = run(scores.doc, cmd.combat.command, { combatBonus: 4, armorName: 'Leather', armorToughness: 1 });
    expect(combat.entry?.summary).toBe('Combat figures: combat bonus +3 → +4, armour Toughness +0 → +1, armour none → Leather');
  });
  it('attacks, gear, skills, feats and powers are added and removed by name', () => {
    let doc = base();
    const step = <I>(command: Command<TrueSrdData, I>, input: I): string => {
      const w = run(doc, command, input);
      doc = w.doc;
      return w.entry?.summary ?? '';
    };
    expect(step(cmd.addAttack.command, { name: 'Short sword', kind: 'melee', damage: 2, lethal: true, rangeIncrement: 0, critical: '' })).toBe('Attack added: Short sword (+2, lethal)');
    expect(step(cmd.removeAttack.command, { id: doc.data.weapons[0]?.id ?? '' })).toBe('Attack removed: Short sword');
    expect(step(cmd.addGear.command, { name: 'Rope', weightLb: 10, quantity: 2 })).toBe('Gear: 2 × Rope added');
    expect(step(cmd.dropGear.command, { id: doc.data.equipment[0]?.id ?? '' })).toBe('Gear dropped: Rope');
    expect(step(cmd.addSkillRow.command, { name: 'Notice', bonus: 5 })).toBe('Skill added: Notice +5');
    expect(step(cmd.removeSkillRow.command, { index: 0 })).toBe('Skill removed: Notice');
    expect(step(cmd.addTraitRow.command, { kind: 'powers', name: 'Cure' })).toBe('Power added: Cure');
    expect(step(cmd.removeTraitRow.command, { kind: 'powers', index: 0 })).toBe('Power removed: Cure');
    expect(doc.history.map((h) => h.fields?.[0])).toEqual(['weapons', 'weapons', 'equipment', 'equipment', 'skills', 'skills', 'powers', 'powers']);
  });
  it('a refusal is one sentence and writes nothing', () => {
    expect(execute(base(), cmd.addGear.command, { name: 'Rock', weightLb: -1, quantity: 1 }, ctx())).toEqual({ problem: 'Weight must be 0 or more pounds.' });
  });
  it('typing the role and level is one entry', () => {
    const once = run(base(), cmd.identity.command, { concept: '', role: 'W', level: null });
    const twice = run(once.doc, cmd.identity.command, { concept: '', role: 'Warrior', level: 3 });
    expect(twice.doc.history).toHaveLength(1);
    expect(twice.doc.history[0]?.summary).toBe('Concept, role and level edited');
    expect(twice.doc.data).toMatchObject({ role: 'Warrior', level: 3 });
  });
  it('the creation flow applies the same transition', () => {
    const r = cmd.addAttack.apply(newTrueSrdData(), { name: 'Fist', kind: 'unarmed', damage: 0, lethal: true, rangeIncrement: 0, critical: '' }, () => 'f');
    expect('data' in r && r.data.weapons).toEqual([{ id: 'f', name: 'Fist', kind: 'unarmed', damage: 0, lethal: false, rangeIncrement: 0, critical: '' }]);
  });
});
