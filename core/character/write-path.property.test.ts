/**
 * The one write path, as a property over every registered game system: random sequences of the changes a table makes
 * (values edited in play, texts, the system's play actions with their dice — death saves included —, conditions on
 * and off and counted down, overrides, renames, XP awards, level-ups, and their undos) are run through `execute`.
 * After each change: it is in the history, one entry naming the fields it changed (or, for a run of edits of one
 * value, merged into the last entry); undoing the last XP award or level-up keeps every later unrelated edit; and the
 * document exports and re-imports byte for byte, with nothing to repair. The counts are printed for the README.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom, type RandomSource } from '../dice';
import { listSystems, loadAllSystems } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import type { CharacterDocument } from '../documents/character';
import { exportCharacter, importDocument } from '../documents/import';
import { execute, type Command, type CommandContext } from './command';
import { clearOverride, playAction, rename, setOverride, setText, setTracker } from './edits';
import { addCondition, countDownConditions, removeCondition } from './conditions';
import { advanceLevel, awardXp, undoAward, undoLevelUp } from './progression';
import { changedEnvelope, changedFields } from './fields';

const systems = await loadAllSystems();
const T0 = Date.parse('2026-05-01T18:00:00.000Z');

/** What one step of a sequence does, chosen by fast-check; the numbers pick among what the character offers then. */
type Op =
  | { readonly kind: 'tracker'; readonly pick: number; readonly value: number }
  | { readonly kind: 'text'; readonly pick: number; readonly text: string }
  | { readonly kind: 'action'; readonly pick: number; readonly amount: number; readonly dice: readonly number[] }
  | { readonly kind: 'condition'; readonly pick: number; readonly rounds: number | null }
  | { readonly kind: 'uncondition'; readonly pick: number }
  | { readonly kind: 'round' }
  | { readonly kind: 'override'; readonly pick: number; readonly value: number }
  | { readonly kind: 'unoverride'; readonly pick: number }
  | { readonly kind: 'rename'; readonly name: string }
  | { readonly kind: 'award'; readonly amount: number }
  | { readonly kind: 'level' }
  | { readonly kind: 'undo-award' }
  | { readonly kind: 'undo-level' }
  | { readonly kind: 'wait'; readonly minutes: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('tracker' as const), pick: fc.nat(20), value: fc.integer({ min: -5, max: 60 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), pick: fc.nat(5), text: fc.string({ maxLength: 30 }) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('action' as const), pick: fc.nat(40), amount: fc.integer({ min: 1, max: 12 }), dice: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('condition' as const), pick: fc.nat(30), rounds: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('uncondition' as const), pick: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'round' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('override' as const), pick: fc.nat(60), value: fc.integer({ min: -3, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unoverride' as const), pick: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), name: fc.string({ minLength: 1, maxLength: 20 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('award' as const), amount: fc.integer({ min: 1, max: 5_000 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'level' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo-award' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo-level' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 20 }) }) },
);

/** Dice for an action: the faces fast-check chose (as if typed from the table), then a seeded source. */
function dice(faces: readonly number[], seed: number): RandomSource {
  const rest = createSeededRandom(seed);
  let i = 0;
  return {
    next: () => rest.next(),
    int(min, max) {
      const face = faces[i++];
      return face !== undefined && face >= min && face <= max ? face : rest.int(min, max);
    },
  };
}

/** The command and its input an op stands for on this character, or null when it offers nothing of the kind. */
function commandFor(system: AnySystem, doc: CharacterDocument, op: Op): { command: Command<unknown, never>; input: unknown; rng?: RandomSource } | null {
  const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
  switch (op.kind) {
    case 'tracker': {
      const t = pick(system.vitals.trackers(doc), op.pick);
      return t ? { command: setTracker as Command<unknown, never>, input: { id: t.id, value: t.kind === 'flag' ? Math.abs(op.value) % 2 : op.value } } : null;
    }
    case 'text': {
      const t = pick(system.vitals.texts(doc), op.pick);
      return t ? { command: setText as Command<unknown, never>, input: { id: t.id, value: op.text } } : null;
    }
    case 'action': {
      const a = pick(system.play.actions(doc), op.pick);
      if (!a) return null;
      const input = Object.fromEntries(a.inputs.map((i) => [i.id, i.id === 'amount' ? String(op.amount) : i.kind === 'choice' ? i.default : String(i.default)]));
      return { command: playAction as Command<unknown, never>, input: { actionId: a.id, input }, rng: dice(op.dice, op.pick) };
    }
    case 'condition': {
      const c = pick(system.conditions, op.pick);
      return c ? { command: addCondition as Command<unknown, never>, input: { conditionId: c.id, name: c.name, rounds: op.rounds } } : null;
    }
    case 'uncondition': {
      const c = pick(doc.conditions ?? [], op.pick);
      return c ? { command: removeCondition as Command<unknown, never>, input: { id: c.id } } : null;
    }
    case 'round':
      return { command: countDownConditions as Command<unknown, never>, input: {} };
    case 'override': {
      const v = pick(system.derive(doc).filter((x) => typeof x.value === 'number'), op.pick);
      return v ? { command: setOverride as Command<unknown, never>, input: { id: v.id, label: v.label, value: op.value, note: 'GM ruling' } } : null;
    }
    case 'unoverride': {
      const id = pick(Object.keys(doc.overrides), op.pick);
      return id ? { command: clearOverride as Command<unknown, never>, input: { id, label: id } } : null;
    }
    case 'rename':
      return { command: rename as Command<unknown, never>, input: { name: op.name } };
    case 'award': {
      const p = system.progression;
      if (!p) return null;
      try {
        return { command: awardXp as Command<unknown, never>, input: { award: p.planAward(doc, op.amount) } };
      } catch {
        return null;
      }
    }
    case 'level':
      return system.progression ? { command: advanceLevel as Command<unknown, never>, input: { force: true } } : null;
    case 'undo-award':
      return system.progression ? { command: undoAward as Command<unknown, never>, input: {} } : null;
    case 'undo-level':
      return system.progression ? { command: undoLevelUp as Command<unknown, never>, input: {} } : null;
    case 'wait':
      return null;
  }
}

/** The value at a dotted path of the data (":name" for an envelope field), as JSON for comparing. */
function valueAt(doc: CharacterDocument, path: string): string {
  if (path.startsWith(':')) return JSON.stringify(doc[path.slice(1) as keyof CharacterDocument] ?? null);
  const value = path.split('.').reduce<unknown>((here, key) => (typeof here === 'object' && here !== null ? (here as Record<string, unknown>)[key] : undefined), doc.data);
  return JSON.stringify(value ?? null);
}

const counts = { sequences: 0, changes: 0, merged: 0, awardUndos: 0, levelUndos: 0, reimports: 0 };

afterAll(() => {
  console.log(
    `write path property: ${counts.sequences} sequences over ${listSystems().length} systems, ${counts.changes} changes written (${counts.merged} merged into the entry before), ` +
      `${counts.awardUndos} XP-award undos and ${counts.levelUndos} level-up undos kept every later edit, ${counts.reimports} documents re-imported byte for byte`,
  );
});

describe.each(listSystems().map((m) => [m.name, m.id] as const))('every change of a %s character through the write path', (_name, id) => {
  const system = systems(id);
  it('is in the history with its fields; undos keep later edits; the document round-trips', () => {
    if (!system) throw new Error(`${id} is not registered.`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.array(opArb, { minLength: 5, maxLength: 40 }), (seed, ops) => {
        counts.sequences++;
        const rng = createSeededRandom(seed);
        const variant = system.quickVariants.length > 0 ? system.quickVariants[seed % system.quickVariants.length]?.id : undefined;
        let doc = system.quick(rng, { id: `prop-${seed}`, now: new Date(T0).toISOString(), ...(variant ? { variant } : {}) });
        let clock = T0;
        /** Fields changed since the last award and since the last level-up, with their values then: undo keeps them. */
        let sinceAward: { edits: Map<string, unknown> } | null = null;
        let sinceLevel: { edits: Map<string, unknown> } | null = null;
        for (const op of ops) {
          clock += op.kind === 'wait' ? op.minutes * 60_000 : 1_000;
          const found = commandFor(system, doc, op);
          if (!found) continue;
          const ctx: CommandContext = { system, now: new Date(clock).toISOString(), rng: found.rng ?? rng, newId: () => `n-${clock}-${Math.floor(rng.next() * 1e9)}` };
          const before = doc;
          const written = execute(before, found.command, found.input as never, ctx);
          if ('problem' in written) {
            expect(written.problem.trim()).not.toBe('');
            continue;
          }
          doc = written.doc;
          if (doc === before) continue;
          const fields = [...changedFields(before.data, doc.data), ...changedEnvelope(before, doc)];
          if (fields.length === 0) {
            // Only bookkeeping moved: no entry.
            expect(doc.history.length).toBe(before.history.length);
            continue;
          }
          counts.changes++;
          const grew = doc.history.length - before.history.length;
          const last = doc.history.at(-1);
          if (grew === 1) {
            // One new entry, naming every field this change altered.
            expect(last?.fields ?? [], `${op.kind}: ${last?.summary}`).toEqual(expect.arrayContaining(fields));
          } else if (grew === 0) {
            // A run of edits of one value within minutes: the last entry was extended with this change's fields.
            counts.merged++;
            expect(last?.payload && 'key' in last.payload ? last.payload.key : undefined).toBeDefined();
            expect(last?.fields ?? []).toEqual(expect.arrayContaining(fields));
          } else {
            // A run of edits put back where it started: its entry is gone, and nothing of the data moved since it.
            expect(grew).toBe(-1);
            counts.merged++;
          }
          // Keep what later changes set, for the undo checks: an undo must leave every later change it does not take
          // back by its own amount as that change left it.
          const isUndoAward = found.command === (undoAward as Command<unknown, never>);
          const isUndoLevel = found.command === (undoLevelUp as Command<unknown, never>);
          if (isUndoAward || isUndoLevel) {
            const kept = isUndoAward ? sinceAward : sinceLevel;
            const patch = isUndoLevel ? before.history.filter((h) => h.kind === 'level-up').at(-1)?.undo : undefined;
            const putBack = [...Object.keys(patch?.set ?? {}), ...Object.keys(patch?.truncate ?? {}), ...Object.keys(patch?.add ?? {}), 'xp'];
            for (const [path, value] of kept?.edits ?? []) {
              if (putBack.some((p) => p === path || path.startsWith(`${p}.`) || p.startsWith(`${path}.`))) continue;
              expect(valueAt(doc, path), `${path} kept by the undo`).toBe(value);
            }
            if (isUndoAward) {
              counts.awardUndos++;
              sinceAward = null;
            } else {
              counts.levelUndos++;
              sinceLevel = null;
            }
          }
          const starts = found.command === (awardXp as Command<unknown, never>) ? 'award' : found.command === (advanceLevel as Command<unknown, never>) ? 'level' : null;
          // A field inside one kept before ("health.saves" in "health") moves that one too: every overlapping path is
          // read again, so the check compares what the document holds now.
          const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
          for (const since of [starts !== 'award' ? sinceAward : null, starts !== 'level' ? sinceLevel : null]) {
            if (!since) continue;
            for (const f of fields) since.edits.set(f, valueAt(doc, f));
            for (const path of since.edits.keys()) if (fields.some((f) => overlaps(f, path))) since.edits.set(path, valueAt(doc, path));
          }
          if (starts === 'award') sinceAward = { edits: new Map() };
          if (starts === 'level') sinceLevel = { edits: new Map() };
          // Every document still exports and re-imports byte for byte, with nothing to repair.
          if (counts.changes % 5 === 0 || op === ops.at(-1)) {
            const text = exportCharacter(doc);
            const back = importDocument(text, { systems, now: () => ctx.now });
            expect(back.ok && back.report, back.ok ? back.report.join(" | ") : back.error).toEqual([]);
            if (back.ok && back.kind === 'character') expect(exportCharacter(back.doc)).toBe(text);
            counts.reimports++;
          }
        }
      }),
      { numRuns: 25, seed: 18 },
    );
  });
});
