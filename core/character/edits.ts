/**
 * The commands every system's characters share: values edited in play (trackers), free texts, the system's play
 * actions (damage, healing, the dying procedure, its own actions), overrides, the name and portrait, and the creation
 * flow's steps. Each is a {@link Command} for `execute`.
 */
import type { CharacterDocument, Override } from '../documents/character';
import { nameProblem } from '../documents/details';
import type { Portrait } from '../documents/portrait';
import type { StepResult } from '../systems/types';
import { formatNumber } from '../text/format';
import type { Command } from './command';
import type { Change, Problem } from './write';

/** A tracker's value as the history words it: a box is checked or not, a number is a number. */
function trackerWords(flag: boolean, value: number, display?: string): string {
  return flag ? (value ? 'checked' : 'unchecked') : (display ?? formatNumber(value));
}

/** Sets a value edited in play (hit points, gold, a damage-track box) through the system's rule for it. */
export const setTracker: Command<unknown, { readonly id: string; readonly value: number }> = (doc, input, ctx) => {
  const vitals = ctx.system.vitals;
  const tracker = vitals.trackers(doc).find((t) => t.id === input.id);
  const result = vitals.setTracker(doc, input.id, input.value);
  if ('problem' in result) return result;
  const label = tracker?.label ?? input.id;
  const from = tracker?.value ?? input.value;
  // The value the system kept (it may round to its step), read back rather than assumed.
  const to = vitals.trackers({ ...doc, data: result.data }).find((t) => t.id === input.id)?.value ?? input.value;
  const flag = tracker?.kind === 'flag';
  return {
    data: result.data,
    ...(result.houseRules ? { envelope: { houseRules: [...result.houseRules] } } : {}),
    notices: result.notices ?? [],
    dice: result.dice ?? [],
    entry: {
      kind: 'edit',
      summary: `${label}: ${trackerWords(flag, from)} → ${trackerWords(flag, to)}`,
      payload: { tracker: { id: input.id, from, to } },
      merge: { key: `tracker:${input.id}`, from, to, summary: (first) => `${label}: ${trackerWords(flag, first ?? from)} → ${trackerWords(flag, to)}` },
    },
  };
};

/** Sets a free text (notes) through the system; typing runs merge into one entry. */
export const setText: Command<unknown, { readonly id: string; readonly value: string }> = (doc, input, ctx) => {
  const field = ctx.system.vitals.texts(doc).find((t) => t.id === input.id);
  const result = ctx.system.vitals.setText(doc, input.id, input.value);
  if ('problem' in result) return result;
  const label = field?.label ?? input.id;
  return { data: result.data, notices: result.notices ?? [], entry: { kind: 'edit', summary: `${label} edited`, merge: { key: `text:${input.id}`, summary: () => `${label} edited` } } };
};

/** A step transition of a system (the result of its pure function) as a change: its dice, notices and house rules. */
export function fromStep<TData>(result: StepResult<TData>, summary: string, merge?: string): Change<TData> | Problem {
  if ('problem' in result) return result;
  return {
    data: result.data,
    ...(result.houseRules ? { envelope: { houseRules: [...result.houseRules] } } : {}),
    notices: result.notices ?? [],
    dice: result.dice ?? [],
    entry: { kind: 'edit', summary, ...(merge ? { merge: { key: merge, summary: () => summary } } : {}) },
  };
}

/** One of the system's play actions (damage, healing, a death save, an omen spent), with its inputs as typed. */
export const playAction: Command<unknown, { readonly actionId: string; readonly input: Readonly<Record<string, string>> }> = (doc, input, ctx) => {
  const outcome = ctx.system.play.run(doc, input.actionId, input.input, ctx.rng);
  if ('problem' in outcome) return outcome;
  return {
    data: outcome.data,
    ...(outcome.conditions ? { envelope: { conditions: outcome.conditions } } : {}),
    notices: outcome.words,
    dice: outcome.dice,
    shown: { title: outcome.title, ...(outcome.verdict ? { verdict: outcome.verdict } : {}), ...(outcome.printed ? { printed: outcome.printed } : {}) },
    entry: { kind: 'edit', summary: outcome.title },
  };
};

/** Sets an override: a value a player or GM put in place of the computed one (a house rule, a GM ruling). */
export const setOverride: Command<unknown, { readonly id: string; readonly label: string; readonly value: number | string; readonly note: string }> = (doc, input, ctx) => {
  const override: Override = { value: input.value, note: input.note, at: ctx.now };
  const before = doc.overrides[input.id];
  const why = input.note.trim() ? ` (${input.note.trim()})` : '';
  return {
    envelope: { overrides: { ...doc.overrides, [input.id]: override } },
    entry: { kind: 'edit', summary: `${input.label} overridden${before ? `: ${String(before.value)} → ${String(input.value)}` : `: ${String(input.value)}`}${why}` },
  };
};

/** Clears an override: the computed value is used again. */
export const clearOverride: Command<unknown, { readonly id: string; readonly label: string }> = (doc, input) => {
  if (!doc.overrides[input.id]) return { problem: 'That value is not overridden.' };
  const { [input.id]: _gone, ...rest } = doc.overrides;
  return { envelope: { overrides: rest }, entry: { kind: 'edit', summary: `${input.label}: the computed value again` } };
};

/**
 * Renames the character with the rules of creation (not blank, at most 200 characters, spaces around it trimmed); the
 * history keeps the old name. The same name again changes nothing.
 */
export const rename: Command<unknown, { readonly name: string }> = (doc, input) => {
  const problem = nameProblem(input.name);
  if (problem) return { problem };
  const to = input.name.trim();
  return { envelope: { name: to }, entry: { kind: 'details', summary: `Renamed from “${doc.name}” to “${to}”`, payload: { name: { from: doc.name, to } } } };
};

/** Sets or (with null) removes the portrait; the history says which. */
export const setPortrait: Command<unknown, { readonly portrait: Portrait | null }> = (doc, input) => {
  const before = doc.portrait;
  const portrait = input.portrait;
  const action: 'added' | 'replaced' | 'removed' = !portrait ? 'removed' : before ? 'replaced' : 'added';
  const summary = action === 'removed' ? 'Portrait removed' : action === 'replaced' ? 'Portrait replaced' : 'Portrait added';
  return { envelope: { portrait }, entry: { kind: 'details', summary, payload: { portrait: action } } };
};

/**
 * A creation step's change: the system's transition result, brought back into line by the system's `reconcile`
 * (what that altered is said). Changes on one step a few minutes apart are one entry.
 */
export const creationStep: Command<unknown, { readonly stepId: string; readonly stepTitle: string; readonly result: StepResult<unknown> }> = (doc, input, ctx) => {
  const result = input.result;
  if ('problem' in result) return result;
  const { data, changes } = ctx.system.creation.reconcile(doc.data, result.data);
  const rolled = (result.dice ?? []).length > 0;
  const summary = `Creation, ${input.stepTitle}${rolled ? ': dice rolled or entered' : ''}`;
  return {
    data,
    ...(result.houseRules ? { envelope: { houseRules: [...result.houseRules] } } : {}),
    notices: [...(result.notices ?? []), ...changes],
    dice: result.dice ?? [],
    entry: { kind: 'edit', summary, merge: { key: `step:${input.stepId}`, summary: () => summary } },
  };
};

/** The draft's name as typed in the creation flow (blank is allowed until the end); typing merges into one entry. */
export const setDraftName: Command<unknown, { readonly name: string }> = (_doc, input) => ({
  envelope: { name: input.name },
  entry: { kind: 'edit', summary: 'Creation: the name', merge: { key: 'step:name', summary: () => 'Creation: the name' } },
});

/** Moves a draft to another creation step (where it resumes): no history entry, the character is unchanged. */
export const goToStep: Command<unknown, { readonly stepId: string }> = (_doc, input) => ({ envelope: { creationStep: input.stepId }, entry: { kind: 'edit', summary: '' } });

/** Finishes guided creation: the character is complete and its history says how it was made. */
export const finishCreation: Command<unknown, Record<string, never>> = (doc) => {
  if (doc.name.trim() === '') return { problem: 'Give your character a name first (step 1); nothing else is lost.' };
  const rolled = doc.history.filter((h) => h.kind === 'edit' && h.dice.length > 0).length;
  return {
    envelope: { status: 'complete' },
    entry: { kind: 'created', summary: `Created with the guided flow${rolled ? ` (${rolled} roll${rolled === 1 ? '' : 's'} of dice, above)` : ''}`, payload: { method: 'guided' } },
  };
};

/** A document as the write path takes it (commands are written for any system's payload). */
export type AnyCharacter = CharacterDocument<unknown>;
