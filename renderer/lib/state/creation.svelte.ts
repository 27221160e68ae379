import { createSystemRandom, type RandomSource } from '../../../core/dice';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../core/documents/character';
import { newId, type CharacterId } from '../../../core/documents/ids';
import { nowIso } from '../../../core/documents/file-names';
import { ABILITY_ORDER, ZERO_SCORES, baseScores, finalScores, newDarkDungeonsData, type AbilityId, type AbilityScores, type ClassId, type DarkDungeonsData } from '../../../core/systems/dark-dungeons/character';
import { CREATION_STEPS } from '../../../core/systems/dark-dungeons/steps';
import { reconcile } from '../../../core/systems/dark-dungeons/rules/reconcile';
import { rollAbilityScores, rerollVerdict, type RolledSet } from '../../../core/systems/dark-dungeons/rules/rolling';
import { adjustmentRoom, classEligibility } from '../../../core/systems/dark-dungeons/rules/adjustment';
import { hitDieProblem, hitPointGainFor, rollHitPoints, rollStartingMoney } from '../../../core/systems/dark-dungeons/rules/creation';
import { deriveWithOverrides } from '../../../core/systems/dark-dungeons/rules/derive';
import { validateCharacter } from '../../../core/systems/dark-dungeons/rules/validate';
import { CLASS_IDS } from '../../../core/systems/dark-dungeons/data/classes';
import type { CharacterRepository } from '../store/characters-repo';
import type { RestorePointRepository } from '../store/restore-points-repo';
import { Debouncer, type SaveStatus } from './save-status.svelte';

export type DdDoc = CharacterDocument<DarkDungeonsData>;
export const STEP_IDS = CREATION_STEPS.map((s) => s.id);

/** A new, empty draft character. */
export function newDraft(): DdDoc {
  const now = nowIso();
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: newId<'CharacterId'>() as CharacterId,
    system: 'dark-dungeons',
    name: '',
    status: 'draft',
    creationStep: 'concept',
    createdAt: now,
    updatedAt: now,
    data: newDarkDungeonsData(),
    overrides: {},
    houseRules: [],
    history: [],
  };
}

/**
 * The guided creation flow's state: the draft, the step, and the notices about what an earlier change altered.
 * Every change is saved shortly after it is made, so a closed window resumes at the same step.
 */
export class CreationState {
  doc = $state<DdDoc>(newDraft());
  /** Sentences about what the last change altered elsewhere; shown until the next change. */
  notices = $state<string[]>([]);
  /** The sets rolled in the last ability roll, rerolls included, to show every die. */
  lastRolls = $state<RolledSet[]>([]);
  private readonly debouncer: Debouncer;

  constructor(
    private readonly repo: CharacterRepository,
    private readonly save: SaveStatus,
    private readonly points: RestorePointRepository | null = null,
    private readonly rng: RandomSource = createSystemRandom(),
  ) {
    this.debouncer = new Debouncer(() => void this.persist(), 300);
  }

  readonly step = $derived(this.doc.creationStep);
  readonly stepIndex = $derived(Math.max(0, STEP_IDS.indexOf(this.doc.creationStep)));
  readonly data = $derived(this.doc.data);
  readonly base = $derived(baseScores(this.doc.data));
  readonly final = $derived(finalScores(this.doc.data));
  readonly derived = $derived(deriveWithOverrides(this.doc));
  readonly problems = $derived(validateCharacter(this.doc));
  readonly eligibility = $derived(this.base ? CLASS_IDS.map((c) => classEligibility(c, this.base!)) : []);

  /** Starts editing an existing draft or character. */
  load(doc: DdDoc): void {
    this.debouncer.flush();
    this.doc = doc;
    this.notices = [];
    this.lastRolls = [];
  }

  /** Writes pending edits now (leaving the flow, closing the page). */
  flush(): void {
    this.debouncer.flush();
  }

  private async persist(): Promise<void> {
    await this.save.track(this.repo.save($state.snapshot(this.doc) as DdDoc));
  }

  private commit(doc: DdDoc, notices: readonly string[] = []): void {
    this.doc = { ...doc, updatedAt: nowIso() };
    this.notices = [...notices];
    this.debouncer.schedule();
  }

  /** Changes the payload; whatever depends on the change is updated and announced. */
  update(change: (d: DarkDungeonsData) => DarkDungeonsData): void {
    const prev = this.doc.data;
    const { data, changes } = reconcile(prev, change(prev));
    this.commit({ ...this.doc, data }, changes);
  }

  setName(name: string): void {
    this.commit({ ...this.doc, name });
  }

  goTo(step: string): void {
    if (!STEP_IDS.includes(step)) return;
    const from = CREATION_STEPS[this.stepIndex]?.title ?? this.doc.creationStep;
    this.commit({ ...this.doc, creationStep: step }, this.notices);
    // Each step the player leaves is a restore point, so any earlier state of the draft can come back.
    void this.takePoint(`Creation: after “${from}”`);
  }

  private async takePoint(label: string): Promise<void> {
    if (!this.points) return;
    await this.save.track(this.points.take($state.snapshot(this.doc) as DdDoc, 'creation', label));
  }

  next(): void {
    const next = STEP_IDS[this.stepIndex + 1];
    if (next) this.goTo(next);
  }

  back(): void {
    const prev = STEP_IDS[this.stepIndex - 1];
    if (prev) this.goTo(prev);
  }

  // Step 2: ability scores.
  rollAbilities(): void {
    const outcome = rollAbilityScores(this.rng);
    this.lastRolls = [...outcome.sets];
    const log = outcome.sets.map((s, i) => `Set ${i + 1}: ${s.breakdown.join('; ')}${s.verdict.mustReroll ? ` — ${s.verdict.reason}` : ''}`);
    this.update((d) => ({ ...d, rolled: outcome.scores, rollMethod: 'rolled', rollLog: log, swap: null }));
  }

  /** Sets typed scores (from physical dice); each 3-18. Returns problems in words (nothing changes when any). */
  typeScores(scores: Partial<Record<AbilityId, number>>): string[] {
    const problems = ABILITY_ORDER.filter((a) => {
      const v = scores[a];
      return v === undefined || !Number.isInteger(v) || v < 3 || v > 18;
    }).map((a) => `${a.toUpperCase()}: enter a whole number from 3 to 18.`);
    if (problems.length > 0) return problems;
    const full = Object.fromEntries(ABILITY_ORDER.map((a) => [a, scores[a]])) as AbilityScores;
    this.lastRolls = [];
    const verdict = rerollVerdict(full);
    this.update((d) => ({ ...d, rolled: full, rollMethod: 'typed', rollLog: [`Typed from physical dice: ${ABILITY_ORDER.map((a) => `${a} ${full[a]}`).join(', ')}`] }));
    return verdict.mustReroll ? [`Note: ${verdict.reason}`] : [];
  }

  // Step 3: class.
  chooseClass(classId: ClassId): void {
    this.update((d) => ({ ...d, classId }));
  }

  setSwap(swap: DarkDungeonsData['swap']): void {
    this.update((d) => ({ ...d, swap, adjustments: ZERO_SCORES }));
    this.doc = { ...this.doc, houseRules: swap ? [...this.doc.houseRules.filter((h) => !h.startsWith('GM swap')), `GM swap: ${swap.from} ↔ ${swap.to}`] : this.doc.houseRules.filter((h) => !h.startsWith('GM swap')) };
  }

  // Step 4: adjustments, one point at a time.
  room(ability: AbilityId) {
    const d = this.doc.data;
    if (!d.classId || !this.base) return null;
    return adjustmentRoom(d.classId, this.base, d.adjustments, ability);
  }

  adjust(ability: AbilityId, delta: 1 | -1): void {
    const room = this.room(ability);
    if (!room || (delta > 0 && !room.canRaise) || (delta < 0 && !room.canLower)) return;
    this.update((d) => ({ ...d, adjustments: { ...d.adjustments, [ability]: d.adjustments[ability] + delta } }));
  }

  resetAdjustments(): void {
    this.update((d) => ({ ...d, adjustments: ZERO_SCORES }));
  }

  // Step 5: hit points.
  rollHitPoints(): string | null {
    const d = this.doc.data;
    if (!d.classId || !this.final) return null;
    const r = rollHitPoints(d.classId, 1, this.final.con, this.rng);
    this.update((x) => ({ ...x, hitPoints: { rolls: [r.roll], current: r.roll.gained } }));
    return r.text;
  }

  /** Records a hit-die result rolled with physical dice; returns a problem in words or null. */
  enterHitDie(die: number): string | null {
    const d = this.doc.data;
    if (!d.classId || !this.final) return 'Choose a class first.';
    const problem = hitDieProblem(d.classId, die);
    if (problem) return problem;
    const roll = hitPointGainFor(d.classId, 1, die, this.final.con, 'entered');
    this.update((x) => ({ ...x, hitPoints: { rolls: [roll], current: roll.gained } }));
    return null;
  }

  // Step 9: money.
  rollMoney(): void {
    const m = rollStartingMoney(this.rng);
    this.update((d) => ({ ...d, money: { gp: m.gp, rolled: m.text } }));
  }

  // Overrides (house rules and GM rulings).
  setOverride(id: string, value: number | string, note: string): void {
    this.commit({ ...this.doc, overrides: { ...this.doc.overrides, [id]: { value, note, at: nowIso() } } });
  }

  clearOverride(id: string): void {
    const { [id]: _gone, ...rest } = this.doc.overrides;
    this.commit({ ...this.doc, overrides: rest });
  }

  /** Marks the character complete and records its creation in the history. */
  async finish(): Promise<void> {
    const now = nowIso();
    this.doc = {
      ...this.doc,
      status: 'complete',
      updatedAt: now,
      history: [
        ...this.doc.history.filter((h) => h.kind !== 'created'),
        { id: `${this.doc.id}-created`, at: now, kind: 'created', summary: 'Created with the guided flow', dice: [...this.doc.data.rollLog, ...(this.doc.data.money.rolled ? [this.doc.data.money.rolled] : [])] },
      ],
    };
    this.debouncer.flush();
    await this.persist();
    await this.takePoint('Creation finished');
  }
}
