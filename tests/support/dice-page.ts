import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app-page';

/** Page model of the Dice view: the chosen system's own rolls, the plain dice and the log. */
export class DicePage {
  readonly app: AppPage;

  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  async open(): Promise<void> {
    await this.app.goTo('Dice');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
  }

  /** The rules picker (its value is the system id). */
  rules(): Locator {
    return this.page.getByLabel('Rules', { exact: true });
  }

  /** Chooses a roll kind, types its values (by label) and rolls it; returns the result line. */
  async rollKind(kind: string, values: Readonly<Record<string, string>> = {}): Promise<Locator> {
    await this.page.getByRole('radio', { name: kind, exact: true }).check();
    for (const [label, value] of Object.entries(values)) {
      const field = this.page.locator('form').getByLabel(label, { exact: true });
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
      else await field.fill(value);
    }
    await this.page.getByRole('button', { name: `Roll ${kind.toLowerCase()}`, exact: true }).click();
    return this.result();
  }

  /** The last system roll's line: total, breakdown and the rules' verdict. */
  result(): Locator {
    return this.page.getByTestId('kind-result');
  }

  /** The log's rows, newest first. */
  log(): Locator {
    return this.page.getByTestId('dice-history').getByRole('listitem');
  }

  error(): Locator {
    return this.page.locator('#kind-error');
  }
}
