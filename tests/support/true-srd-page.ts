import { expect, type Locator, type Page } from '@playwright/test';
import { CreationPage } from './creation-page';

/** Page model of True SRD's own screens: its creation steps, and its play on the shared strip and page, keyboard only. */
export class TrueSrdPage {
  readonly flow: CreationPage;

  constructor(readonly page: Page) {
    this.flow = new CreationPage(page);
  }

  /** Picks True SRD in the Characters view's system picker and starts a new character. */
  async newCharacter(): Promise<void> {
    await this.page.getByLabel('Game system').selectOption({ label: 'True SRD' });
    await this.flow.press(this.flow.button('New character'));
    await this.flow.expectStep('Name and concept');
  }

  /** Fills a form's fields (field → text) and submits it with Enter from the last one. */
  async fill(fields: readonly (readonly [Locator, string])[]): Promise<void> {
    for (const [field, text] of fields) await this.flow.type(field, text);
    await this.page.keyboard.press('Enter');
  }

  /** Types the six signed scores, in the order Str, Dex, Con, Int, Wis, Cha, and uses them. */
  async enterScores(scores: readonly [string, string, string, string, string, string]): Promise<void> {
    const names = ['Strength', 'Dexterity', 'Constitution', 'Intelligence', 'Wisdom', 'Charisma'];
    await this.fill(names.map((n, i) => [this.page.getByLabel(n, { exact: true }), scores[i] ?? ''] as const));
  }

  /** Opens the shared play page from the sheet; its heading takes the focus. */
  async openPlay(): Promise<void> {
    await this.flow.press(this.flow.button('Play actions…'));
    await expect(this.page.getByRole('heading', { level: 2, name: 'Play: actions at the table' })).toBeVisible();
  }

  async closePlay(): Promise<void> {
    await this.flow.press(this.flow.button('Back to the sheet'));
    await expect(this.page.getByRole('button', { name: 'Play actions…' })).toBeVisible();
  }

  /** Opens one of the play strip's forms (a hit, a recovery check) from its summary line. */
  async openForm(label: string): Promise<void> {
    await this.flow.press(this.page.getByText(`${label}…`, { exact: true }));
    await expect(this.page.getByRole('form', { name: label })).toBeVisible();
  }

  /** The last play action's box: its title, verdict, dice and words. */
  outcome(): Locator {
    return this.page.getByTestId('play-outcome');
  }
}
