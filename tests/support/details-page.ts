import { expect, type Locator, type Page } from '@playwright/test';

/** Page model of the sheet's details page (name, portrait, and the system's own details), driven from the keyboard. */
export class DetailsPage {
  constructor(readonly page: Page) {}

  /** Opens the page from the sheet with the keyboard; the focus lands on the name. */
  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit details…' }).focus();
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    await expect(this.name).toBeFocused();
  }

  async close(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back to the sheet' }).focus();
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('button', { name: 'Edit details…' })).toBeFocused();
  }

  get name(): Locator {
    return this.page.getByLabel('Name', { exact: true });
  }

  /** Types a name and presses Enter (the Rename form submits). */
  async rename(name: string): Promise<void> {
    await this.name.focus();
    await this.page.keyboard.press('ControlOrMeta+A');
    if (name === '') await this.page.keyboard.press('Delete');
    else await this.page.keyboard.type(name);
    await this.page.keyboard.press('Enter');
  }

  /** Types into a field and leaves it with Tab, which is when the edit is kept. */
  async typeAndLeave(label: string, text: string): Promise<void> {
    const field = this.page.getByLabel(label, { exact: true });
    await field.focus();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Tab');
  }

  async chooseAlignment(label: 'Lawful' | 'Neutral' | 'Chaotic'): Promise<void> {
    const radio = this.page.getByRole('group', { name: 'Alignment' }).getByRole('radio', { name: label });
    await radio.focus();
    await this.page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  }

  async addLanguage(name: string): Promise<void> {
    await this.page.getByLabel('Language', { exact: true }).focus();
    await this.page.keyboard.type(name);
    await this.page.keyboard.press('Enter');
    await expect(this.languages.getByText(name, { exact: true })).toBeVisible();
  }

  get languages(): Locator {
    return this.page.getByRole('list', { name: 'Languages spoken' });
  }

  /** Picks a file for the portrait (the file chooser is the browser's; the input is reached by label). */
  async pickPortrait(name: string, mimeType: string, bytes: Uint8Array): Promise<void> {
    await this.page.getByLabel(/^(Add a|Replace the) portrait$/).setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
  }

  get alerts(): Locator {
    return this.page.getByRole('alert');
  }
}
