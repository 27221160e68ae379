import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Page model of an open character sheet, any system: the play strip at its top (health, the state word, condition
 * chips, damage and healing), the Experience page behind its button (the XP award), and the history.
 */
export class SheetPage {
  constructor(readonly page: Page) {}

  /** The strip's hit points (or the system's health figure) now. */
  health(): Locator {
    return this.page.getByTestId('strip-health');
  }

  /** The rules' word for the state in play (absent when nothing special applies). */
  state(): Locator {
    return this.page.getByTestId('strip-state');
  }

  /** The strip's condition chips. */
  conditions(): Locator {
    return this.page.getByRole('region', { name: 'Play' }).getByTestId('condition-chip');
  }

  /** The last play action's box. */
  outcome(): Locator {
    return this.page.getByTestId('play-outcome');
  }

  /** Damage or healing from the strip's quick buttons. */
  async strip(kind: 'damage' | 'heal', amount: number): Promise<void> {
    await this.page.getByLabel('Amount of damage or healing').fill(String(amount));
    await this.page.getByRole('button', { name: kind === 'damage' ? '− Damage' : '+ Heal' }).click();
  }

  /** Damage from the strip (its quick button: the amount alone). */
  async damage(amount: number): Promise<void> {
    await this.strip('damage', amount);
  }

  /**
   * Healing from the strip: its quick button where the system asks only the amount, otherwise the strip's "Heal…" form
   * (Dark Dungeons asks what heals: magic stops the dying, supplement §9.6) with its other fields left as they are.
   */
  async heal(amount: number): Promise<void> {
    if ((await this.page.getByRole('button', { name: '+ Heal' }).count()) > 0) return this.strip('heal', amount);
    const form = this.page.getByRole('region', { name: 'Play' }).getByRole('form', { name: 'Heal', exact: true });
    if (!(await form.isVisible())) await this.page.getByText('Heal…', { exact: true }).click();
    await form.getByLabel('Healing', { exact: true }).fill(String(amount));
    await form.getByRole('button', { name: 'Heal', exact: true }).click();
  }

  /** Opens the header's "Print & files" (paper, fillable form, Export PDF, Save as file…) unless it is open. */
  async openFiles(): Promise<void> {
    const files = this.page.locator('details.export');
    if ((await files.getAttribute('open')) !== null) return;
    await files.getByText('Print & files', { exact: true }).click();
    await expect(this.page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
  }

  /** Opens the Experience page (the XP award sits behind its button), unless its form is already on screen. */
  async openExperience(): Promise<void> {
    const field = this.page.getByLabel('Award XP');
    if (await field.isVisible()) return;
    await this.page.getByRole('button', { name: 'Experience…' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
  }

  /** Awards XP from the Experience page. */
  async awardXp(amount: number): Promise<void> {
    await this.openExperience();
    await this.page.getByLabel('Award XP').fill(String(amount));
    await this.page.getByRole('button', { name: 'Award', exact: true }).click();
  }

  /** Opens the history (from the sheet or the Experience page); returns its list of entries, newest first. */
  async openHistory(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    return this.page.getByRole('region', { name: 'History' }).locator('ol.entries > li');
  }

  /** Back from a page of the sheet (Experience, History, Play actions) to the sheet itself. */
  async backToSheet(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back to the sheet' }).click();
    await expect(this.page.getByRole('region', { name: 'Play' })).toBeVisible();
  }
}
