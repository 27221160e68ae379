import { nowIso } from '../../../core/documents/file-names';
import type { SheetModel } from '../../../core/sheet/sheet-model';
import { buildMonster, monsterInputProblem, monsterSheet, type MonsterBlock, type MonsterInput } from '../../../core/systems/orcus/monsters';
import type { MonsterRank, MonsterRole, MonsterSource, MonsterTag } from '../../../core/systems/orcus/data/monster-tables';
import type { Platform } from '../../lib/platform';
import { makeSheetPdf } from '../../lib/state/pdf-export';
import { sentence } from '../../lib/state/progress.svelte';

/** How a stat block becomes PDF bytes (the real maker loads pdf-lib and the fonts on first use; tests pass their own). */
export type MakePdf = (model: SheetModel, paper: 'a4' | 'letter', fillable: boolean) => Promise<Uint8Array>;

/**
 * The GM's monster builder: the level, role, rank and name asked for, the stat block `buildMonster` makes of them
 * (every figure with its rule), and the block printed through `monsterSheet` and the sheet's PDF code. No rule is
 * here; a bad input is refused by core in a sentence and the last good block stays on screen.
 */
export class MonsterBuilderState {
  #input = $state<MonsterInput>({ level: 1, role: 'striker', rank: 'standard', name: '' });
  #message = $state<string | null>(null);
  #problem = $state<string | null>(null);
  #block = $state.raw<MonsterBlock>(buildMonster({ level: 1, role: 'striker', rank: 'standard', name: '' }));

  constructor(
    private readonly platform: Platform,
    private readonly makePdf: MakePdf = makeSheetPdf,
  ) {}

  get input(): MonsterInput {
    return this.#input;
  }
  /** The block for the last input core accepted. */
  get block(): MonsterBlock {
    return this.#block;
  }
  /** Why the input as it stands makes no block (the block shown is the last good one), or null. */
  get problem(): string | null {
    return this.#problem;
  }
  /** The export's result in words ("Saved goblin.pdf."). */
  get message(): string | null {
    return this.#message;
  }

  /** Changes part of the input; the block follows when core accepts it. Returns the refusal, or null. */
  set(patch: Partial<MonsterInput>): string | null {
    const next: MonsterInput = { ...this.#input, ...patch };
    this.#input = next;
    const problem = monsterInputProblem(next);
    this.#problem = problem;
    if (!problem) this.#block = buildMonster($state.snapshot(next) as MonsterInput);
    return problem;
  }
  setLevel(level: number): string | null {
    return this.set({ level });
  }
  setRole(role: MonsterRole): string | null {
    return this.set({ role });
  }
  setRank(rank: MonsterRank): string | null {
    return this.set({ rank });
  }
  setSource(source: MonsterSource | null): string | null {
    const { source: _gone, ...rest } = this.#input;
    this.#input = rest;
    return this.set(source ? { source } : {});
  }
  toggleTag(tag: MonsterTag, on: boolean): string | null {
    const tags = (this.#input.tags ?? []).filter((t) => t !== tag);
    return this.set({ tags: on ? [...tags, tag] : tags });
  }

  /** The block as a printable sheet, dated today. */
  model(): SheetModel {
    return monsterSheet(this.#block, nowIso().slice(0, 10));
  }

  /** Prints the block (A4 or Letter) and hands the PDF to the platform: a save dialog or a download. */
  async exportPdf(paper: 'a4' | 'letter'): Promise<void> {
    this.#message = 'Making the PDF…';
    try {
      const bytes = await this.makePdf(this.model(), paper, false);
      const result = await this.platform.savePdf(this.#block.name || 'monster', bytes);
      this.#message = result.saved ? `Saved ${result.fileName ?? 'the PDF'}.` : 'Export cancelled.';
    } catch (e) {
      this.#message = `The PDF could not be made: ${sentence(e)}`;
    }
  }
}
