import { expect, type Locator, type Page } from '@playwright/test';
import { CreationPage } from './creation-page';

/** Page model of 16+'s own screens: its creation steps and the sheet's Tests & combat page, keyboard only. */
export class SixteenPage {
  readonly flow: CreationPage;

  constructor(readonly page: Page) {
    this.flow = new CreationPage(page);
  }

  /** Picks 16+ in the Characters view's system picker and starts a new character. */
  async newCharacter(): Promise<void> {
    await this.page.getByLabel('Game system').selectOption({ label: '16+' });
    await this.flow.press(this.flow.button('New character'));
    await this.flow.expectStep('Name and concept');
  }

  /** Fills a form's fields (field → text) and submits it with Enter from the last one. */
  async fill(fields: readonly (readonly [Locator, string])[]): Promise<void> {
    for (const [field, text] of fields) await this.flow.type(field, text);
    await this.page.keyboard.press('Enter');
  }

  /** A field by its exact label. */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Opens the sheet's Tests & combat page; its heading takes the focus. */
  async openPlay(): Promise<void> {
    await this.flow.press(this.flow.button('Tests & combat'));
    await expect(this.page.getByRole('heading', { level: 2, name: 'Tests & combat' })).toBeFocused();
  }

  async closePlay(): Promise<void> {
    await this.flow.press(this.flow.button('Back to the sheet'));
    await expect(this.page.getByRole('button', { name: 'Tests & combat' })).toBeVisible();
  }

  /** The last play action's box: its title, dice and words. */
  outcome(): Locator {
    return this.page.getByRole('status').filter({ has: this.page.locator('#s-outcome-title') });
  }

  /** The last play action's title: the history's sentence for it. */
  outcomeTitle(): Locator {
    return this.page.locator('#s-outcome-title');
  }
}
