/**
 * Issue 21 §6 and §10: treasure into purses, played as a game master would in a Dark Dungeons campaign. A party of
 * three quick characters; a 250 gp lot held by the fighter and a chalice sold for 60 gp, divided in three equal
 * shares; each purse checked on the character's sheet and in its history; the division undone; a torch lit from
 * the fighter's pack. The amounts are worked out here: 310 gp ÷ 3 = 103 gp 3 sp 3 cp a share (to the copper,
 * supplement §7.1: 1 gp = 100 cp), 1 cp left with the party.
 */
import { expect, test, type Page } from '@playwright/test';
import { CampaignPage } from '../support/campaign-page';
import { SheetPage } from '../support/sheet-page';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async ({ page }) => {
  await new CampaignPage(page).app.clearData();
});

/** The Gold field of the sheet open now, in gold pieces. */
async function goldOnSheet(page: Page): Promise<number> {
  return Number(await page.getByLabel('Gold', { exact: true }).inputValue());
}

test('a lot and a sale divided into three purses, on each sheet and in each history, then undone; a torch from a pack', async ({ page }) => {
  test.setTimeout(180_000);
  const gm = new CampaignPage(page);
  const app = gm.app;
  const sheet = new SheetPage(page);
  await app.open();

  // Three quick characters, each purse as it starts.
  const party: { name: string; gold: number }[] = [];
  for (const kind of ['Fighter', 'Thief', 'Cleric']) {
    // The fighter lights a torch from the pack below: a quick kit buys torches only when the gold lasts that far.
    const name = kind === 'Fighter' ? await gm.quickCharacterWhere(kind, () => gm.sheetCarriesTorches()) : await gm.quickCharacter(kind);
    party.push({ name, gold: await goldOnSheet(page) });
  }
  const [fighter] = party.map((p) => p.name);

  await gm.create('The Drowned Chapel');
  await gm.goTo('Party');
  for (const { name } of party) await gm.addMember(name);

  // The ledger: 250 gp held by the fighter; a chalice sold for 60 gp.
  await gm.goTo('Treasure');
  await expect(page.getByTestId('divide-empty')).toBeVisible();
  await page.getByLabel('What', { exact: true }).fill('250 gp');
  await page.getByLabel('Value', { exact: true }).fill('250');
  await page.getByLabel('Held by', { exact: true }).selectOption({ label: fighter! });
  await page.getByRole('button', { name: 'Add to the ledger' }).click();
  await page.getByLabel('Kind', { exact: true }).selectOption('item');
  await page.getByLabel('What', { exact: true }).fill('Silver chalice');
  await page.getByLabel('Value', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Add to the ledger' }).click();
  await page.getByLabel('Price Silver chalice sold for').fill('60');
  await page.getByRole('button', { name: 'Sold Silver chalice: record the sale' }).click();
  await gm.expectNoProblem();

  // Divide: both lots, equal shares by default; each member's amount and purse shown before anything is credited.
  const divide = page.getByTestId('divide');
  await expect(divide.getByLabel('250 gp', { exact: true })).toBeChecked();
  await expect(divide.getByLabel('Silver chalice (sold for 60 gp)', { exact: true })).toBeChecked();
  await divide.getByRole('button', { name: 'Work out each share' }).click();
  const preview = page.getByTestId('divide-preview');
  await expect(preview).toContainText('250 gp + Silver chalice (sold for 60 gp) = 310 gp');
  await expect(preview).toContainText('310 gp ÷ 3 shares = 103 gp 3 sp 3 cp a share');
  await expect(preview).toContainText('1 cp is left over and stays with the party');
  await expect(page.getByTestId('divide-member')).toHaveCount(3);
  for (const row of await page.getByTestId('divide-member').all()) await expect(row).toContainText('103 gp 3 sp 3 cp');
  await app.expectAccessible('divide step');
  await preview.scrollIntoViewIfNeeded();
  await app.screenshot('treasure-divide');
  await page.setViewportSize({ width: 390, height: 844 });
  await app.screenshot('treasure-divide-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scroll on a phone').toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });

  await preview.getByRole('button', { name: 'Credit the purses' }).click();
  await expect(gm.notices()).toContainText('Divided:');
  await expect(page.getByTestId('lot-divided')).toHaveCount(2);
  await expect(page.getByTestId('divide-empty')).toBeVisible();

  // Each purse on its sheet, and the credit in its history.
  for (const { name, gold } of party) {
    await app.goTo('Characters');
    await app.characterRow(name).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await goldOnSheet(page)).toBeCloseTo(gold + 103.33, 2);
    const entries = await sheet.openHistory();
    await expect(entries.first()).toContainText('Money +103 gp 3 sp 3 cp (treasure divided in The Drowned Chapel: 250 gp, Silver chalice)');
  }

  // The division undone: every credit taken back in one step.
  await app.goTo('Campaigns');
  await page.getByRole('button', { name: /The Drowned Chapel/ }).first().click();
  await gm.goTo('Treasure');
  await page.getByTestId('divisions').getByRole('button', { name: 'Undo division' }).click();
  await expect(gm.notices()).toContainText('its treasure can be divided again');
  await expect(page.getByTestId('lot-divided')).toHaveCount(0);
  await expect(page.getByTestId('divisions')).toContainText('(undone)');
  for (const { name, gold } of party) {
    await app.goTo('Characters');
    await app.characterRow(name).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await goldOnSheet(page)).toBeCloseTo(gold, 2);
    const entries = await sheet.openHistory();
    await expect(entries.first()).toContainText('Money −103 gp 3 sp 3 cp (the division of treasure in The Drowned Chapel undone)');
  }

  // A torch lit by the fighter comes out of the fighter's pack (a quick character's kit has three).
  await app.goTo('Campaigns');
  await page.getByRole('button', { name: /The Drowned Chapel/ }).first().click();
  await gm.goTo('Time');
  await page.getByLabel('Light one, carried by').selectOption({ label: fighter! });
  await page.getByRole('button', { name: 'Light: Torch (1 hour)' }).click();
  await expect(gm.notices()).toContainText(`Torch lit for ${fighter}, one taken from their pack (2 left)`);
  await app.goTo('Characters');
  await app.characterRow(fighter!).click();
  const entries = await sheet.openHistory();
  await expect(entries.first()).toContainText('Used: 1 torch (lit in The Drowned Chapel)');
});
