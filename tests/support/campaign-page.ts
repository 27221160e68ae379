import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app-page';

/** The pages of an open campaign, as their tabs are labelled. */
export type CampaignTab = 'Overview' | 'Party' | 'Combat' | 'Sessions & XP' | 'People & places' | 'Treasure' | 'Time' | 'Dice';

/**
 * A Dark Dungeons monster as typed in the tracker's form (its monster model's inputs); fields left out stay empty
 * (rolled or read from the hit dice).
 */
export interface MonsterEntry {
  readonly name: string;
  readonly hitDice: string;
  readonly hp?: string;
  /** The armour class, a number. */
  readonly defence?: string;
  readonly damage?: string;
  readonly count?: string;
}

/** Page model of the game master's table: a campaign's party, combat tracker, sessions, treasure, clock and dice. */
export class CampaignPage {
  readonly app: AppPage;

  constructor(readonly page: Page) {
    this.app = new AppPage(page);
  }

  /** Makes a quick character of a class from the Characters view; returns its name. */
  async quickCharacter(kind: string): Promise<string> {
    await this.app.goTo('Characters');
    await this.page.getByLabel('Quick character:').selectOption({ label: kind });
    await this.page.getByRole('button', { name: 'Make it' }).click();
    await expect(this.page.getByTestId('id-class')).toHaveText(kind);
    return ((await this.page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  }

  /**
   * Makes quick characters of `kind` until the open sheet passes `good` (at most `tries` more): a quick character's
   * hit points and kit are rolled, and a test that needs, say, a fighter who can heal and carries torches says so.
   * Returns the last one's name.
   */
  async quickCharacterWhere(kind: string, good: () => Promise<boolean>, tries = 15): Promise<string> {
    let name = await this.quickCharacter(kind);
    for (let i = 0; i < tries && !(await good()); i++) name = await this.quickCharacter(kind);
    return name;
  }

  /** The open sheet's hit points now (the play strip). */
  async sheetHitPoints(): Promise<number> {
    return Number(await this.page.getByTestId('strip-health').textContent());
  }

  /**
   * Whether the open sheet's equipment holds torches. A quick Dark Dungeons kit buys them (three at a time) only when
   * the starting gold lasts past weapons and armour.
   */
  async sheetCarriesTorches(): Promise<boolean> {
    return (await this.page.locator('tr', { hasText: 'Torch (30-ft light, 1 hour)' }).count()) > 0;
  }

  /** Creates a campaign from the list (of `system`, by its name in the picker, when given) and lands on its overview. */
  async create(name: string, system?: string): Promise<void> {
    await this.app.goTo('Campaigns');
    await this.page.getByLabel('New campaign name').fill(name);
    if (system !== undefined) await this.page.getByLabel('Game system').selectOption({ label: system });
    await this.page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  tab(name: CampaignTab): Locator {
    return this.page.getByRole('navigation', { name: 'Campaign pages' }).getByRole('button', { name, exact: false });
  }

  async goTo(name: CampaignTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-current', 'page');
  }

  /** The last change's sentences (a condition ended, the fight's summary). */
  notices(): Locator {
    return this.page.getByTestId('campaign-notices');
  }

  /** Expects no refusal on screen. */
  async expectNoProblem(): Promise<void> {
    await expect(this.page.getByTestId('campaign-problem')).toHaveCount(0);
  }

  // Party

  memberRows(): Locator {
    return this.page.getByRole('table', { name: 'Party members' }).getByTestId('member-row');
  }

  memberRow(name: string): Locator {
    return this.memberRows().filter({ has: this.page.getByRole('button', { name: `Open ${name}’s sheet` }) });
  }

  /** Adds a character from the picker (its option's text starts with `name`, e.g. "Unnamed draft"). */
  async addMember(name: string, role: 'Player character' | 'Retainer' | 'NPC' = 'Player character'): Promise<void> {
    const before = await this.memberRows().count();
    const select = this.page.getByLabel('Character to add', { exact: true });
    const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
    await select.selectOption(value ?? '');
    await this.page.getByLabel('Role of the character to add').selectOption({ label: role });
    await this.page.getByRole('button', { name: 'Add to the party' }).click();
    await expect(this.memberRows()).toHaveCount(before + 1);
  }

  async quickNpcs(options: { kind: string; level: string; count: string; role: 'Retainer' | 'NPC' | 'Player character'; called: string }): Promise<void> {
    await this.page.getByLabel('Kind', { exact: true }).selectOption({ label: options.kind });
    await this.page.getByLabel('Level', { exact: true }).fill(options.level);
    await this.page.getByLabel('How many', { exact: true }).fill(options.count);
    await this.page.getByLabel('as', { exact: true }).selectOption({ label: options.role });
    await this.page.getByLabel('Called', { exact: true }).fill(options.called);
    await this.page.getByRole('button', { name: 'Make them' }).click();
    await expect(this.notices()).toContainText('quick characters made and added to the party');
  }

  // Combat

  combatants(): Locator {
    return this.page.getByRole('table', { name: 'Combatants in turn order' }).getByTestId('combatant');
  }

  combatant(name: string): Locator {
    return this.combatants().filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  async addMonsters(m: MonsterEntry): Promise<void> {
    await this.page.getByLabel('Monster', { exact: true }).fill(m.name);
    await this.page.getByLabel(/^Hit dice \(/).fill(m.hitDice);
    await this.page.getByLabel(/^Hit points \(/).fill(m.hp ?? '');
    if (m.defence !== undefined) await this.page.getByLabel('Armour class', { exact: true }).fill(m.defence);
    await this.page.getByLabel(/^Damage \(/).fill(m.damage ?? '');
    await this.page.getByLabel('How many', { exact: true }).fill(m.count ?? '1');
    await this.page.getByRole('button', { name: 'Add to the fight' }).click();
  }

  /** Selects a combatant by clicking its name, then applies damage (D) or healing (H) from the keyboard. */
  async hitWithKeys(name: string, amount: number, key: 'd' | 'h' = 'd'): Promise<void> {
    await this.combatant(name).getByRole('button', { name, exact: true }).click();
    await this.page.getByRole('heading', { level: 2, name: 'Combat' }).focus();
    await this.page.keyboard.press(key);
    // Exact: two quick characters may share a name, and the tracker then labels the second "(2)".
    await expect(this.page.getByLabel(`Amount for ${name}`, { exact: true })).toBeFocused();
    await this.page.keyboard.type(String(amount));
    await this.page.keyboard.press('Enter');
  }

  /** N from outside any field: the next turn. */
  async nextTurnWithKey(): Promise<void> {
    await this.page.getByRole('heading', { level: 2, name: 'Combat' }).focus();
    await this.page.keyboard.press('n');
  }

  async putCondition(prefix: 'fight-cond' | 'party-cond', target: string, condition: string, rounds: string): Promise<void> {
    await this.page.locator(`#${prefix}-target`).selectOption({ label: target });
    await this.page.locator(`#${prefix}-condition`).selectOption({ label: condition });
    await this.page.locator(`#${prefix}-rounds`).fill(rounds);
    await this.page.getByRole('button', { name: 'Put it on' }).click();
  }

  /** Starts a fight with the whole party, and rolls initiative where the system has a roll. */
  async startFight(members: number): Promise<void> {
    await this.goTo('Combat');
    await this.page.getByRole('button', { name: 'Start the fight' }).click();
    await expect(this.combatants()).toHaveCount(members);
    const roll = this.page.getByRole('button', { name: 'Roll initiative' });
    if (await roll.isVisible()) await roll.click();
  }

  /** Ends the fight (asked first, then confirmed); the notices sum it up. */
  async endFight(): Promise<void> {
    await this.page.getByRole('button', { name: 'End the fight' }).click();
    await this.page.getByRole('button', { name: 'End it now' }).click();
    await expect(this.page.getByRole('button', { name: 'Start the fight' })).toBeVisible();
  }

  /** Opens a member's own character sheet from the party dashboard. */
  async openMemberSheet(name: string): Promise<void> {
    await this.goTo('Party');
    await this.page.getByRole('button', { name: `Open ${name}’s sheet` }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  // Screens

  /** Screenshots of the page in both themes at 1366×768 (screenshots/gm-*.png), each looked at by a person. */
  async shots(name: string): Promise<void> {
    for (const theme of ['light', 'dark'] as const) {
      await this.app.setTheme(theme);
      await this.page.screenshot({ path: `screenshots/gm-${name}-${theme}.png` });
    }
    await this.app.setTheme('light');
  }
}
