import { typedDice, parseFaces, TypedDiceError } from '../../../core/dice/typed';
import type { PlayRollSpec, SheetPlay } from '../../../core/sheet/sheet-model';
import type { DueRoll, PlayActionDef, PlayStatus } from '../../../core/systems/types';
import { isProblem, type Shown } from '../../../core/character/write';
import type { CampaignDocument } from '../../../core/documents/campaign';
import type { SheetState } from './sheet.svelte';

/** What the last play action or roll did, as the outcome box shows it. */
export interface PlayOutcomeView {
  readonly title: string;
  /** The dice as readable breakdowns ("d20: 14 + 2 = 16"). */
  readonly dice: readonly string[];
  /** The rules' words, each with its line. */
  readonly words: readonly string[];
  readonly verdict: Shown['verdict'] | null;
  readonly printed: NonNullable<Shown['printed']>;
  /** True when nothing happened: the words say why. */
  readonly refused: boolean;
}

/** A condition the sheet can put on: the system's own, then the custom ones of the campaigns the character plays in. */
export interface ConditionChoice {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** Actions of one group, in the order the system gives them. */
export interface ActionGroup {
  readonly name: string;
  readonly actions: readonly PlayActionDef[];
}

/**
 * The state in play of the open sheet, for every system: the play strip's numbers (the system's `SheetModel.play`),
 * the rules' state word, the conditions, the actions the system offers now and the rolls a fight asks for, and the
 * last outcome. Every change goes through the sheet's one write path (`SheetState.act`, `addCondition`...); a roll
 * that changes nothing (a save, an attack) is rolled through the system's roll kinds and only shown. Dice are rolled
 * here or typed from real dice.
 */
export class PlayState {
  #outcome = $state<PlayOutcomeView | null>(null);

  constructor(
    private readonly sheet: SheetState,
    /** The campaigns the character may play in, for their custom conditions. */
    private readonly campaigns: () => readonly CampaignDocument[] = () => [],
  ) {}

  /** The play block of the sheet model (health, state word, defences, glance, rolls, resources, conditions). */
  get strip(): SheetPlay | null {
    return this.sheet.view?.model?.play ?? null;
  }

  /** The rules' reading of the character's health now. */
  get status(): PlayStatus | null {
    const doc = this.sheet.doc;
    const system = this.sheet.system;
    if (!doc || !system || doc.status !== 'complete' || doc.system !== system.id) return null;
    return system.play.status($state.snapshot(doc) as typeof doc);
  }

  /** What the system offers now, grouped as it groups them. */
  get groups(): readonly ActionGroup[] {
    const doc = this.sheet.doc;
    const system = this.sheet.system;
    if (!doc || !system || doc.system !== system.id) return [];
    const out: { name: string; actions: PlayActionDef[] }[] = [];
    for (const action of system.play.actions($state.snapshot(doc) as typeof doc)) {
      const group = out.find((g) => g.name === action.group);
      if (group) group.actions.push(action);
      else out.push({ name: action.group, actions: [action] });
    }
    return out;
  }

  /** The rolls a fight asks of this character now (a death save at the end of the round). */
  get due(): readonly DueRoll[] {
    const doc = this.sheet.doc;
    const system = this.sheet.system;
    return doc && system && doc.system === system.id ? system.play.due($state.snapshot(doc) as typeof doc) : [];
  }

  /** The conditions that can be put on: the system's, then the campaigns' own (by id, once each). */
  get conditionChoices(): readonly ConditionChoice[] {
    const system = this.sheet.system;
    const doc = this.sheet.doc;
    if (!system || !doc) return [];
    const own = system.conditions.map((c) => ({ id: c.id, name: c.name, description: c.description }));
    const custom = this.campaigns()
      .filter((c) => c.system === system.id && c.members.includes(doc.id))
      .flatMap((c) => c.customConditions.map((x) => ({ id: x.id, name: x.name, description: x.description })));
    return [...own, ...custom].filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i);
  }

  get outcome(): PlayOutcomeView | null {
    return this.#outcome;
  }

  clearOutcome(): void {
    this.#outcome = null;
  }

  /** What an action needs before it is rolled, for its form, or null. */
  preview(actionId: string, input: Readonly<Record<string, string>>): readonly string[] | null {
    const doc = this.sheet.doc;
    const system = this.sheet.system;
    if (!doc || !system?.play.preview) return null;
    return system.play.preview($state.snapshot(doc) as typeof doc, actionId, input);
  }

  /**
   * Runs one of the system's actions with its inputs as typed; `facesText` holds dice typed from the table (empty:
   * rolled here). The refusal (also the outcome), or null.
   */
  act(action: Pick<PlayActionDef, 'id' | 'label'>, input: Readonly<Record<string, string>>, facesText = ''): { problem: string; input?: string } | null {
    const faces = facesText.trim() === '' ? undefined : parseFaces(facesText);
    if (faces === null) return this.refuse(action.label, { problem: 'Type the dice as whole numbers, separated by spaces or commas (for example 14, or 6 6 3).', input: 'faces' });
    const written = this.sheet.act(action.id, input, faces);
    if (isProblem(written)) return this.refuse(action.label, written);
    this.#outcome = {
      title: written.entry?.summary ?? written.shown?.title ?? action.label,
      dice: written.dice,
      words: written.notices,
      verdict: written.shown?.verdict ?? null,
      printed: written.shown?.printed ?? [],
      refused: false,
    };
    return null;
  }

  /**
   * Rolls a value from the strip (a save, an attack, a skill) with the system's roll kind; nothing on the character
   * changes, so nothing is written: the outcome shows the dice and what they mean.
   */
  roll(label: string, spec: PlayRollSpec, facesText = ''): { problem: string; input?: string } | null {
    const system = this.sheet.system;
    if (!system) return null;
    const faces = facesText.trim() === '' ? undefined : parseFaces(facesText);
    if (faces === null) return this.refuse(label, { problem: 'Type the dice as whole numbers, separated by spaces or commas.', input: 'faces' });
    const typed = faces ? typedDice(faces) : null;
    let result;
    try {
      result = system.rollKinds.roll(spec.kind, spec.input, typed ?? this.sheet.rng);
    } catch (error) {
      if (error instanceof TypedDiceError) return this.refuse(label, { problem: error.message, input: 'faces' });
      throw error;
    }
    if ('problem' in result) return this.refuse(label, result.input ? { problem: result.problem, input: result.input } : { problem: result.problem });
    const unused = typed?.unused() ?? 0;
    if (unused > 0) return this.refuse(label, { problem: `${unused} more ${unused === 1 ? 'face was' : 'faces were'} typed than this roll uses.`, input: 'faces' });
    const verdict = result.success === null ? null : { text: result.success ? 'Success' : 'Failure', good: result.success };
    this.#outcome = { title: `${label}: ${result.total}`, dice: [result.breakdown], words: [result.words], verdict, printed: [], refused: false };
    return null;
  }

  addCondition(choice: ConditionChoice, roundsText: string, note: string): { problem: string; input?: string } | null {
    const text = roundsText.trim();
    const rounds = text === '' ? null : Number(text);
    if (rounds !== null && !Number.isInteger(rounds)) return { problem: 'Rounds are a whole number, or leave it empty for “until removed”.', input: 'rounds' };
    const problem = this.sheet.addCondition({ conditionId: choice.id, name: choice.name, rounds, note });
    return problem ? { problem } : null;
  }

  removeCondition(id: string): string | null {
    return this.sheet.removeCondition(id);
  }

  private refuse(title: string, problem: { problem: string; input?: string }): { problem: string; input?: string } {
    this.#outcome = { title, dice: [], words: [problem.problem], verdict: null, printed: [], refused: true };
    return problem;
  }
}
