import { expect, type Locator, type Page } from '@playwright/test';
import { CreationPage } from './creation-page';

/** Page model of Murdham's own screens: its creation steps and the sheet's Dice & table page, keyboard only. */
export class MurdhamPage {
  readonly flow: CreationPage;

  constructor(readonly page: Page) {
    this.flow = new CreationPage(page);
  }

  /** Picks Murdham in the Characters view's system picker and starts a new character. */
  async newCharacter(): Promise<void> {
    const picker = this.page.getByLabel('Game system');
    await picker.selectOption({ label: 'Murdham' });
    await this.flow.press(this.flow.button('New character'));
    await this.flow.expectStep('Name and people');
  }

  async enterScores(str: string, agi: string, wit: string): Promise<void> {
    await this.flow.type(this.page.getByLabel('Strength (STR)'), str);
    await this.flow.type(this.page.getByLabel('Agility (AGI)'), agi);
    await this.flow.type(this.page.getByLabel('Wits (WIT)'), wit);
    await this.page.keyboard.press('Enter');
  }

  /** Fills a form's fields (label → text) and submits it with Enter from the last one. */
  async fill(fields: readonly (readonly [Locator, string])[]): Promise<void> {
    for (const [field, text] of fields) await this.flow.type(field, text);
    await this.page.keyboard.press('Enter');
  }

  /** Opens the sheet's play page (the shared one, Murdham's actions from its PlayDef). */
  async openPlay(): Promise<void> {
    await this.flow.press(this.flow.button('Play actions…'));
    await expect(this.page.getByRole('heading', { level: 2, name: 'Play: actions at the table' })).toBeVisible();
  }

  /** Back from the play page to the sheet. */
  async closePlay(): Promise<void> {
    await this.flow.press(this.flow.button('Back to the sheet'));
    await expect(this.page.getByRole('button', { name: 'Play actions…' })).toBeVisible();
  }

  /** The play strip's health and state word (on the sheet). */
  health(): Locator {
    return this.page.getByTestId('strip-health');
  }
  state(): Locator {
    return this.page.getByTestId('strip-state');
  }
  /** The last outcome, in the strip or on the play page. */
  outcome(): Locator {
    return this.page.getByTestId('play-outcome');
  }

  /** Damage or healing from the play strip's quick buttons. */
  async strip(kind: 'damage' | 'heal', amount: number): Promise<void> {
    await this.flow.type(this.page.getByLabel('Amount of damage or healing'), String(amount));
    await this.flow.press(this.flow.button(kind === 'damage' ? '− Damage' : '+ Heal'));
  }

  /** A play action's form on the play page, by the action's label. */
  action(label: string | RegExp): Locator {
    return this.page.getByRole('form', { name: label, exact: typeof label === 'string' });
  }

  /**
   * Runs a play action from the keyboard: types each field (label → text, a select takes the option's label), the
   * faces rolled at the table when given, then presses the action's button.
   */
  async act(label: string | RegExp, fields: Readonly<Record<string, string>> = {}, faces?: string): Promise<void> {
    const form = this.action(label);
    for (const [field, text] of Object.entries(fields)) {
      const target = form.getByLabel(field, { exact: true });
      if ((await target.evaluate((el) => el.tagName)) === 'SELECT') await target.selectOption({ label: text });
      else await this.flow.type(target, text);
    }
    if (faces !== undefined) await this.flow.type(form.getByLabel('Dice from the table'), faces);
    await this.flow.press(form.getByRole('button', { name: label, exact: typeof label === 'string' }));
  }

  /** Keeps the roll shown (its kept result applied, 000:139). */
  async keep(fields: Readonly<Record<string, string>> = {}): Promise<void> {
    await this.act(/^Keep: /, fields);
  }

  async expectOutcome(title: RegExp | string): Promise<void> {
    await expect(this.page.getByTestId('play-outcome-title')).toHaveText(title);
  }
}
