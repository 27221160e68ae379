/**
 * Issue 20, "Done when": the main player and game-master flows on a phone (390×844, touch) and a tablet (820×1180,
 * touch), the projects "phone" and "tablet" of playwright.config.ts (this file runs in those two only). On every view:
 * nothing sticks out past the screen's edge or scrolls the page sideways (wide tables scroll in their own box), no
 * text is cut to "…", every control is a 44 px touch target, axe finds nothing serious in the light or the dark
 * theme, no console error, and a screenshot per theme (screenshots/devices/) to look at.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { AppPage, type Section } from '../support/app-page';
import { CampaignPage } from '../support/campaign-page';
import { expectFits, expectTouchSized } from '../support/layout-check';

/** Console errors and uncaught exceptions of the page, as they happen. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** The axe rules whose outcome depends on the colours: all that can differ between the light and the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Everything a view must hold on this device, in both themes; `name` is the view in messages and file names. */
async function checkView(page: Page, info: TestInfo, errors: string[], name: string): Promise<void> {
  const app = new AppPage(page);
  const where = `${name} (${info.project.name})`;
  await page.evaluate(() => window.scrollTo(0, 0));
  await app.setTheme('light');
  // Sizes do not change with the theme: checked once.
  await expectFits(page, where);
  await expectTouchSized(page, where);
  await app.expectAccessible(`${where}, light`);
  await page.screenshot({ path: `screenshots/devices/${info.project.name}-${name}-light.png` });
  await app.setTheme('dark');
  await app.expectAccessible(`${where}, dark`, COLOUR_RULES);
  // The screen as a person holding the device sees it (a full-page capture would leave the touch emulation).
  await page.screenshot({ path: `screenshots/devices/${info.project.name}-${name}-dark.png` });
  await app.setTheme('light');
  expect(errors, `console errors by ${name}`).toEqual([]);
}

/** Goes to a section through the menu (the bottom bar on a phone), with a tap as a finger would. */
async function tapMenu(page: Page, section: Section): Promise<void> {
  const button = new AppPage(page).nav(section);
  await expect(button).toBeInViewport();
  await button.tap();
  await expect(button).toHaveAttribute('aria-current', 'page');
}

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

test('a player: the roster, a quick character of each system, creation steps 1–3, the dice', async ({ page }, info) => {
  test.setTimeout(600_000);
  const errors = watchErrors(page);
  const app = new AppPage(page);
  await app.open();
  await expect(page.getByRole('heading', { name: 'No characters yet' })).toBeVisible();
  await checkView(page, info, errors, 'characters-empty');

  // A quick character of each system (a Dark Dungeons magic-user: the widest sheet, with its spell list).
  for (const system of ['Dark Dungeons', 'Murdham', 'True SRD', '16+', 'Orcus']) {
    await tapMenu(page, 'Characters');
    await page.getByLabel('Game system').selectOption({ label: system });
    if (system === 'Dark Dungeons') await page.getByLabel('Quick character:').selectOption({ label: 'Magic-User' });
    await page.getByRole('button', { name: 'Make it' }).tap();
    // The sheet is drawn: its header's Print & files and the play strip (the system's code loads on its first use,
    // which on a loaded 2-core machine can take longer than an assertion's default 5 s).
    await expect(page.getByText('Print & files', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Play' })).toBeVisible();
    await checkView(page, info, errors, `sheet-${system.replace(/\W+/g, '').toLowerCase()}`);
  }

  await tapMenu(page, 'Characters');
  const roster = page.getByRole('list', { name: 'Your characters' }).getByRole('listitem');
  await expect(roster).toHaveCount(5);
  await checkView(page, info, errors, 'characters');

  // Creation, steps 1–3, with a long name; step 2 also with the six boxes for scores rolled at the table.
  await page.getByLabel('Game system').selectOption({ label: 'Dark Dungeons' });
  await page.getByRole('button', { name: 'New character' }).tap();
  await page.getByLabel('Name', { exact: true }).fill('Borin Hammerhand of the Northern Hills');
  await checkView(page, info, errors, 'create-1');
  await page.getByRole('button', { name: /^Next:/ }).tap();
  await page.getByRole('button', { name: 'Roll 3d6 six times' }).tap();
  await expect(page.getByText('Your scores (rolled)')).toBeVisible();
  await checkView(page, info, errors, 'create-2');
  await page.getByRole('radio', { name: 'Type scores rolled with real dice' }).check();
  await expect(page.getByLabel('Strength', { exact: true })).toBeVisible();
  await checkView(page, info, errors, 'create-2-typed');
  await page.getByRole('radio', { name: 'Roll 3d6 here' }).check();
  await page.getByRole('button', { name: /^Next:/ }).tap();
  await expect(page.getByRole('heading', { level: 2, name: /Class$/ })).toBeVisible();
  await checkView(page, info, errors, 'create-3');

  await tapMenu(page, 'Dice');
  await page.getByRole('group', { name: 'Quick rolls' }).getByRole('button', { name: '3d6', exact: true }).tap();
  await expect(page.getByTestId('dice-history').getByRole('listitem')).toHaveCount(1);
  await checkView(page, info, errors, 'dice');
  await tapMenu(page, 'Settings');
  await checkView(page, info, errors, 'settings');
  await tapMenu(page, 'About');
  await checkView(page, info, errors, 'about');
});

test('a game master: campaigns, the party, the combat tracker, sessions, treasure and time', async ({ page }, info) => {
  test.setTimeout(600_000);
  const errors = watchErrors(page);
  const gm = new CampaignPage(page);
  await gm.app.open();
  const first = await gm.quickCharacter('Fighter');
  const second = await gm.quickCharacter('Thief');

  await tapMenu(page, 'Campaigns');
  await checkView(page, info, errors, 'campaigns-empty');
  await gm.create('The Sunken Crown of the Drowned King');
  await checkView(page, info, errors, 'campaign-overview');

  await gm.goTo('Party');
  await gm.addMember(first);
  await gm.addMember(second);
  await checkView(page, info, errors, 'campaign-party');

  await gm.goTo('Combat');
  await page.getByRole('button', { name: 'Start the fight' }).tap();
  await expect(gm.combatants()).toHaveCount(2);
  await gm.addMonsters({ name: 'Ghoul', hitDice: '2*', hp: '9', defence: '6', damage: '1d3/1d3/1d3', count: '2' });
  await expect(gm.combatants()).toHaveCount(4);
  // Damage typed and applied with a tap, as at the table.
  await page.getByLabel('Amount for Ghoul 1').fill('4');
  await page.getByRole('button', { name: 'Damage Ghoul 1', exact: true }).tap();
  await expect(gm.combatant('Ghoul 1')).toContainText('5 / 9');
  await checkView(page, info, errors, 'campaign-combat');

  await gm.goTo('Sessions & XP');
  await page.getByRole('button', { name: 'New session' }).tap();
  await page.getByLabel('Title').fill('The drowned chapel');
  await checkView(page, info, errors, 'campaign-sessions');
  // An NPC met, made an entry with notes and tags (issue 21 §8): the entry and its links on this screen.
  await page.locator('#session-npcs').fill('Sister Ysolde of the Drowned Bells and Undying Choir');
  await page.getByRole('button', { name: 'Make an entry for Sister Ysolde of the Drowned Bells and Undying Choir' }).tap();
  await gm.goTo('People & places');
  await page.locator('#entry-tags').fill('church, chapel');
  await page.locator('#entry-notes').fill('Keeps the chapel keys.');
  await checkView(page, info, errors, 'campaign-people');
  for (const [tab, name] of [['Treasure', 'campaign-treasure'], ['Time', 'campaign-time']] as const) {
    await gm.goTo(tab);
    await checkView(page, info, errors, name);
  }

  await tapMenu(page, 'Campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await checkView(page, info, errors, 'campaigns');
});
