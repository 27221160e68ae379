import { nowIso } from '../../../core/documents/file-names';
import { darkDungeonsSheet } from '../../../core/systems/dark-dungeons/sheet';
import { deriveWithOverrides } from '../../../core/systems/dark-dungeons/rules/derive';
import { validateCharacter } from '../../../core/systems/dark-dungeons/rules/validate';
import type { CharacterRepository } from '../store/characters-repo';
import type { RestorePointRepository } from '../store/restore-points-repo';
import { shouldTakePeriodic, type RestorePointSummary } from '../../../core/documents/restore-points';
import type { Platform } from '../platform';
import type { DdDoc } from './creation.svelte';
import { Debouncer, type SaveStatus } from './save-status.svelte';
import { makeSheetPdf } from './pdf-export';
import { ProgressState } from './progress.svelte';

/** The open character sheet: in-place edits with autosave, overrides, and PDF export. */
export class SheetState {
  doc = $state<DdDoc | null>(null);
  error = $state<string | null>(null);
  exportMessage = $state<string | null>(null);
  private readonly debouncer: Debouncer;
  /** XP, level-up, training and undo; their changes are written at once, in one store write. */
  readonly progress: ProgressState;

  constructor(
    private readonly repo: CharacterRepository,
    private readonly save: SaveStatus,
    private readonly platform: Platform,
    private readonly points: RestorePointRepository,
  ) {
    this.debouncer = new Debouncer(() => void this.persist(), 400);
    this.progress = new ProgressState(
      () => (this.doc ? ($state.snapshot(this.doc) as DdDoc) : null),
      async (doc, point) => {
        this.debouncer.flush();
        this.doc = doc;
        await this.persist();
        if (point) await this.takePoint(point.reason, point.label);
      },
    );
  }

  readonly derived = $derived(this.doc ? deriveWithOverrides(this.doc) : []);
  readonly problems = $derived(this.doc ? validateCharacter(this.doc) : []);
  readonly model = $derived(this.doc ? darkDungeonsSheet(this.doc, nowIso().slice(0, 10)) : null);

  async open(id: string): Promise<void> {
    this.debouncer.flush();
    this.error = null;
    try {
      const doc = (await this.repo.get(id)) as DdDoc | undefined;
      this.doc = doc ?? null;
      if (!doc) this.error = 'That character no longer exists (it may have been moved to the trash).';
    } catch (e) {
      this.doc = null;
      this.error = e instanceof Error ? e.message : String(e);
    }
  }

  flush(): void {
    this.debouncer.flush();
  }

  /** Restore points of the open character, newest first (for the history view). */
  pointList = $state<RestorePointSummary[]>([]);
  private lastPeriodicAt: string | undefined;

  private async persist(): Promise<void> {
    if (!this.doc) return;
    await this.save.track(this.repo.save($state.snapshot(this.doc) as DdDoc));
    // While editing, a periodic restore point every few minutes (old ones are thinned by the store).
    if (shouldTakePeriodic(this.lastPeriodicAt, nowIso())) await this.takePoint('periodic', 'While editing');
  }

  private async takePoint(reason: 'periodic' | 'level-up' | 'training', label: string): Promise<void> {
    if (!this.doc) return;
    const point = await this.save.track(this.points.take($state.snapshot(this.doc) as DdDoc, reason, label));
    if (point && reason === 'periodic') this.lastPeriodicAt = point.at;
  }

  async loadPoints(): Promise<void> {
    if (this.doc) this.pointList = await this.points.list(this.doc.id);
  }

  /** Brings back a restore point; the state it replaces is kept as a point of its own, so this can be undone. */
  async restorePoint(id: string): Promise<void> {
    this.debouncer.flush();
    const doc = await this.save.track(this.points.restore(id));
    if (doc) {
      this.doc = doc as DdDoc;
      await this.loadPoints();
    }
  }

  /** Replaces the document (an edit) and schedules the save. */
  edit(change: (doc: DdDoc) => DdDoc): void {
    if (!this.doc) return;
    this.doc = { ...change(this.doc), updatedAt: nowIso() };
    this.debouncer.schedule();
  }

  /** Adds (or with a negative amount removes) current hit points. */
  changeHp(amount: number): void {
    this.edit((d) => ({ ...d, data: { ...d.data, hitPoints: { ...d.data.hitPoints, current: d.data.hitPoints.current + amount } } }));
  }

  /** Sets the gold in hand (found treasure, purchases at the table). */
  setGold(gp: number): void {
    if (!Number.isFinite(gp) || gp < 0) return;
    this.edit((d) => ({ ...d, data: { ...d.data, money: { ...d.data.money, gp } } }));
  }

  /** Adds an item; returns a problem in words, or null. With `pay` the cost comes out of the gold. */
  addItem(name: string, costGp: number, weightCn: number, quantity: number, pay: boolean): string | null {
    const d = this.doc?.data;
    if (!d) return null;
    if (name.trim() === '') return 'Name the item.';
    if (!Number.isFinite(costGp) || costGp < 0) return 'Cost must be 0 or more gold pieces.';
    if (!Number.isFinite(weightCn) || weightCn < 0) return 'Weight must be 0 or more coins (cn).';
    if (!Number.isInteger(quantity) || quantity < 1) return 'Quantity must be a whole number of 1 or more.';
    if (pay && costGp * quantity > d.money.gp) return `That costs ${costGp * quantity} gp; there are ${d.money.gp} gp.`;
    const item = { id: globalThis.crypto.randomUUID(), name: name.trim(), costGp, weightCn, quantity };
    this.edit((x) => ({ ...x, data: { ...x.data, equipment: [...x.data.equipment, item], money: { ...x.data.money, gp: x.data.money.gp - (pay ? costGp * quantity : 0) } } }));
    return null;
  }

  removeItem(id: string): void {
    this.edit((x) => ({ ...x, data: { ...x.data, equipment: x.data.equipment.filter((e) => e.id !== id) } }));
  }

  /** Writes a spell in the spellbook (magic-users and elves learn spells between levels); a problem in words, or null. */
  addSpell(name: string, level: number): string | null {
    if (name.trim() === '') return 'Name the spell.';
    if (!Number.isInteger(level) || level < 1 || level > 9) return 'Spell levels run from 1 to 9.';
    if (this.doc?.data.spellbook.some((s) => s.name.trim().toLowerCase() === name.trim().toLowerCase())) return `${name.trim()} is already in the spellbook.`;
    this.edit((x) => ({ ...x, data: { ...x.data, spellbook: [...x.data.spellbook, { name: name.trim(), level }] } }));
    return null;
  }

  removeSpell(index: number): void {
    this.edit((x) => ({ ...x, data: { ...x.data, spellbook: x.data.spellbook.filter((_, i) => i !== index) } }));
  }

  setNotes(notes: string): void {
    this.edit((d) => ({ ...d, data: { ...d.data, notes } }));
  }

  setOverride(id: string, value: number | string, note: string): void {
    this.edit((d) => ({ ...d, overrides: { ...d.overrides, [id]: { value, note, at: nowIso() } } }));
  }

  clearOverride(id: string): void {
    this.edit((d) => {
      const { [id]: _gone, ...rest } = d.overrides;
      return { ...d, overrides: rest };
    });
  }

  /** Renders the sheet to PDF and hands it to the platform (save dialog or download). */
  async exportPdf(paper: 'a4' | 'letter', fillable: boolean): Promise<void> {
    if (!this.model || !this.doc) return;
    this.exportMessage = 'Making the PDF…';
    try {
      const bytes = await makeSheetPdf(this.model, paper, fillable);
      const result = await this.platform.savePdf(`${this.doc.name || 'character'}${fillable ? ' (fillable)' : ''}`, bytes);
      this.exportMessage = result.saved ? `Saved ${result.fileName ?? 'the PDF'}.` : 'Export cancelled.';
    } catch (e) {
      this.exportMessage = `The PDF could not be made: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
}
