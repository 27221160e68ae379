/**
 * Dark Dungeons' own commands for the one write path (core/character): a level-up applied with the player's choices,
 * a course of weapon training (each hands the progression's recorded document, whose typed entry keeps what the undo
 * needs), and the sheet's edits of equipment, spellbook and details, each worded for the history here.
 */
import type { RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { Command } from '../../character/command';
import type { Problem, RecordedChange } from '../../character/write';
import { fromStep } from '../../character/edits';
import { buyItem, removeItem, setWorn, type Purchase } from './rules/shop';
import { catalogueItem } from './data/equipment';
import { forgetSpell, learnSpell, prepareSpell, unprepareSpell } from './sheet-edits';
import { addLanguage, removeLanguage, setAlignment, setAppearance, setConcept } from './details';
import type { DarkDungeonsData } from './character';
import { applyLevelUp, LevelUpError, resolveTraining, type LevelUpChoices, type LevelUpPlan, type TrainingPlan } from './level-up';

type Doc = CharacterDocument<DarkDungeonsData>;

/** A rule's refusal (a LevelUpError) as a Problem; anything else is a bug and is thrown on. */
function refused(run: () => RecordedChange<DarkDungeonsData>): RecordedChange<DarkDungeonsData> | Problem {
  try {
    return run();
  } catch (error) {
    if (error instanceof LevelUpError) return { problem: error.message };
    throw error;
  }
}

/** What applying a level-up takes: the plan worked out by `planLevelUp` and the skills and vows chosen. */
export interface LevelUpInput {
  readonly plan: LevelUpPlan;
  readonly choices: LevelUpChoices;
}

/** Applies a level-up worked out by `planLevelUp`, with the skills and vows chosen. */
export const levelUp: Command<DarkDungeonsData, LevelUpInput> = (doc: Doc, input, ctx) =>
  refused(() => ({ recorded: applyLevelUp(doc, input.plan, input.choices, ctx.now), notices: [`Now level ${input.plan.toLevel}.`] }));

/** What a course of training asks for. */
export interface TrainingInput {
  readonly plan: TrainingPlan;
  readonly onFailure: 'quit' | 'complete';
  /** The d% typed from real dice; absent to roll it here. */
  readonly typedRoll?: number;
}

/**
 * A course of weapon training (Table 11-1): the halfway roll, the fee, and the feat climbed or not. The course in
 * words is the written entry's sentence.
 */
export const train: Command<DarkDungeonsData, TrainingInput> = (doc: Doc, input, ctx) =>
  refused(() => {
    const dice: RandomSource | { readonly roll: number } = input.typedRoll === undefined ? ctx.rng : { roll: input.typedRoll };
    return { recorded: resolveTraining(doc, input.plan, dice, ctx.now, { onFailure: input.onFailure }).document };
  });

/** The item a purchase names, in words ("3 × Torch"). */
function purchaseWords(data: DarkDungeonsData, p: Purchase): string {
  const name = 'catalogId' in p ? (catalogueItem(p.catalogId)?.name ?? p.catalogId) : p.name.trim();
  return p.quantity === 1 ? name : `${p.quantity} × ${name}`;
}

/** The item carried under `id`, in words, or a stand-in when it is gone (the transition then refuses). */
function itemWords(data: DarkDungeonsData, id: string): string {
  const item = data.equipment.find((e) => e.id === id);
  return item ? (item.quantity === 1 ? item.name : `${item.quantity} × ${item.name}`) : 'an item';
}

/** Buys an item (from the catalogue or typed in), paid from the gold or given. */
export const buy: Command<DarkDungeonsData, { readonly item: Purchase; readonly pay: boolean }> = (doc, input, ctx) =>
  fromStep(buyItem(doc.data, input.item, ctx.newId(), input.pay), `${input.pay ? 'Bought' : 'Given'}: ${purchaseWords(doc.data, input.item)}`);

/** Drops an item (nothing refunded). */
export const drop: Command<DarkDungeonsData, { readonly id: string }> = (doc, input) => fromStep(removeItem(doc.data, input.id, false), `Dropped: ${itemWords(doc.data, input.id)}`);

/** Puts armour or a shield on, or takes it off. */
export const wear: Command<DarkDungeonsData, { readonly id: string; readonly worn: boolean }> = (doc, input) =>
  fromStep(setWorn(doc.data, input.id, input.worn), `${input.worn ? 'Worn' : 'Taken off'}: ${itemWords(doc.data, input.id)}`);

/** Writes a spell in the spellbook (magic-users and elves). */
export const learn: Command<DarkDungeonsData, { readonly name: string; readonly level: number }> = (doc, input) =>
  fromStep(learnSpell(doc.data, input.name, input.level), `Spellbook: ${input.name.trim()} written in`);

/** Takes a spell out of the spellbook. */
export const forget: Command<DarkDungeonsData, { readonly index: number }> = (doc, input) =>
  fromStep(forgetSpell(doc.data, input.index), `Spellbook: ${doc.data.spellbook[input.index]?.name ?? 'a spell'} taken out`);

/** Prepares a spell for the day. */
export const prepare: Command<DarkDungeonsData, { readonly name: string }> = (doc, input) => fromStep(prepareSpell(doc.data, input.name), `Prepared: ${input.name.trim()}`);

/** Frees a prepared spell's slot (cast, or taken back). */
export const unprepare: Command<DarkDungeonsData, { readonly index: number }> = (doc, input) =>
  fromStep(unprepareSpell(doc.data, input.index), `Slot freed: ${doc.data.memorised?.[input.index]?.name ?? 'a spell'}`);

/** The details of the details page: concept, alignment, appearance, and the languages spoken. */
export const concept: Command<DarkDungeonsData, { readonly value: string }> = (doc, input) => fromStep(setConcept(doc.data, input.value), 'Concept edited', 'text:concept');
export const alignment: Command<DarkDungeonsData, { readonly value: string }> = (doc, input) => fromStep(setAlignment(doc.data, input.value), `Alignment: ${input.value}`);
export const appearance: Command<DarkDungeonsData, { readonly value: string }> = (doc, input) => fromStep(setAppearance(doc.data, input.value), 'Appearance edited', 'text:appearance');
export const speak: Command<DarkDungeonsData, { readonly name: string }> = (doc, input) => fromStep(addLanguage(doc.data, input.name), `Language: ${input.name.trim()}`);
export const unspeak: Command<DarkDungeonsData, { readonly index: number }> = (doc, input) =>
  fromStep(removeLanguage(doc.data, input.index), `Language dropped: ${doc.data.languages?.[input.index] ?? 'a language'}`);
