import { expect, type Locator, type Page } from '@playwright/test';
import { CreationPage } from './creation-page';

/** Page model of Orcus's own screens: its creation steps and the sheet's level-up page, keyboard only (play is the shared strip and page: SheetPage). */
export class OrcusPage {
  readonly flow: CreationPage;

  constructor(readonly page: Page) {
    this.flow = new CreationPage(page);
  }

  /** Picks Orcus in the Characters view's system picker and starts a new character. */
  async newCharacter(): Promise<void> {
    await this.page.getByLabel('Game system').selectOption({ label: 'Orcus' });
    await this.flow.press(this.flow.button('New character'));
    await this.flow.expectStep('Name, alignment and languages');
  }

  /** Presses a button `times` times from the keyboard (a point-buy "Raise Strength"). */
  async pressTimes(name: string, times: number): Promise<void> {
    for (let i = 0; i < times; i++) await this.flow.press(this.flow.button(name));
  }

  /** Fills a form's fields (label → text) and submits it with Enter from the last one. */
  async fill(fields: readonly (readonly [Locator, string])[]): Promise<void> {
    for (const [field, text] of fields) await this.flow.type(field, text);
    await this.page.keyboard.press('Enter');
  }

  /** Toggles checkboxes (or picks radios) by their accessible names with Space. */
  async check(...names: readonly string[]): Promise<void> {
    for (const name of names) await this.flow.press(this.page.getByRole('checkbox', { name, exact: true }), 'Space');
  }

  /** Buys an item of the shop by its option's start ("Chainmail"), with Enter on the quantity field. */
  async buy(item: string | RegExp, quantity = 1): Promise<void> {
    const select = this.page.getByLabel('From the text’s tables');
    await select.focus();
    await select.selectOption({ label: (await this.optionLabel(select, item)) ?? '' });
    await this.fill([[this.page.getByRole('form', { name: 'Buy from the tables' }).getByLabel('Quantity'), String(quantity)]]);
  }

  private async optionLabel(select: Locator, item: string | RegExp): Promise<string | null> {
    const labels = await select.locator('option').allTextContents();
    return labels.find((l) => (typeof item === 'string' ? l.startsWith(`${item} —`) : item.test(l))) ?? null;
  }

  /** Opens a sheet page by its button; its heading takes the focus. */
  async openPage(button: string | RegExp, heading: string | RegExp): Promise<void> {
    await this.flow.press(this.flow.button(button));
    await expect(this.page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
  }
}
