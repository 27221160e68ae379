import { expect, type Locator, type Page } from '@playwright/test';

/** Page model of the guided creation flow, driven with the keyboard only (focus + keys, no clicks). */
export class CreationPage {
  constructor(readonly page: Page) {}

  /** Activates a control the way a keyboard user does: focus it, press Enter (buttons) or Space (checkboxes, radios). */
  async press(target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
    await target.focus();
    await this.page.keyboard.press(key);
  }

  async type(target: Locator, text: string): Promise<void> {
    await target.focus();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  async next(): Promise<void> {
    await this.press(this.page.getByRole('button', { name: /^Next:/ }));
  }

  async expectStep(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 2, name: new RegExp(`: ${title}$`) })).toBeVisible();
  }

  async goToStep(title: string): Promise<void> {
    await this.press(this.page.getByRole('navigation', { name: 'Creation steps' }).getByRole('button', { name: new RegExp(title) }));
    await this.expectStep(title);
  }
}
