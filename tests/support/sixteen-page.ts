import type { Locator, Page } from '@playwright/test';
import { CreationPage } from './creation-page';

/** Page model of 16+'s own screens: its creation steps keyboard only (play is the shared strip and page: SheetPage). */
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

}
