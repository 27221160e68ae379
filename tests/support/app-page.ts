import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export type Section = 'Characters' | 'Campaigns' | 'Dice' | 'Settings' | 'About';

/** Page model of the app shell: navigation, save status, accessibility checks and screenshots. */
export class AppPage {
  constructor(readonly page: Page) {}

  /** Opens the app on a fresh store. */
  async open(hash = ''): Promise<void> {
    await this.page.goto(`/${hash}`);
    await expect(this.page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  }

  /** Deletes all local data (IndexedDB) so a test starts from nothing. */
  async clearData(): Promise<void> {
    await this.page.goto('/');
    await this.page.evaluate(async () => {
      const dbs = await indexedDB.databases();
      await Promise.all(
        dbs.map(
          (d) =>
            new Promise<void>((resolve) => {
              if (!d.name) return resolve();
              const req = indexedDB.deleteDatabase(d.name);
              req.onsuccess = req.onerror = req.onblocked = () => resolve();
            }),
        ),
      );
      localStorage.clear();
    });
    await this.page.reload();
  }

  nav(section: Section) {
    return this.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: section, exact: true });
  }

  async goTo(section: Section): Promise<void> {
    await this.nav(section).click();
    await expect(this.nav(section)).toHaveAttribute('aria-current', 'page');
  }

  /**
   * The Characters list's row for exactly `name`. Quick characters draw random names, so two can share one; the
   * second becomes "Name (2)", which a prefix match would also find — the row's title is the whole name.
   */
  characterRow(name: string) {
    return this.page.getByRole('list', { name: 'Your characters' }).getByTitle(name, { exact: true });
  }

  /** Waits until every edit is in the store. */
  async expectSaved(): Promise<void> {
    await expect(this.page.getByTestId('save-status')).toHaveText(/saved/i);
  }

  /** Runs axe (every rule, or only `rules`) and fails on serious or critical violations, listing them. */
  async expectAccessible(context: string, rules?: readonly string[]): Promise<void> {
    const builder = new AxeBuilder({ page: this.page });
    const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary, `axe violations on ${context}`).toEqual([]);
  }

  async setTheme(theme: 'light' | 'dark'): Promise<void> {
    await this.page.emulateMedia({ colorScheme: theme });
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  }
}
