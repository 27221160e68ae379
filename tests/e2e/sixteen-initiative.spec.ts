import { expect, test } from '@playwright/test';
import { AppPage } from '../support/app-page';
import { CampaignPage } from '../support/campaign-page';

// A 16+ campaign whose GM set the house rule "initiative by side" (issue #23 §4). 16+ rolls no initiative: an order set
// at the start and kept all fight (001:3). "Roll initiative" used to throw on the empty dice and leave the fight before
// its first round, saying nothing; now the system's own rule is used and the tracker says why.
test('a 16+ fight with the house rule "by side" starts in its fixed order and says the house rule is set aside', async ({ page }) => {
  const app = new AppPage(page);
  await app.clearData();
  await app.open();
  const gm = new CampaignPage(page);
  await gm.create('Salt Marsh Contracts', '16+');
  await page.locator('#house-initiative').selectOption('side');
  await gm.goTo('Party');
  await page.getByLabel('How many', { exact: true }).fill('2');
  await page.getByLabel('Called', { exact: true }).fill('Sellsword');
  await page.getByRole('button', { name: 'Make them' }).click();
  await expect(gm.notices()).toContainText('quick characters made and added to the party');

  await gm.goTo('Combat');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await expect(gm.combatants()).toHaveCount(2);
  await expect(page.getByTestId('house-rule-note')).toHaveText(
    "The campaign's house rule (initiative by side) needs initiative dice, which this game system does not roll, so its own rule is used.",
  );
  const order = await gm.combatants().allTextContents();
  const start = page.getByRole('button', { name: /^(Roll initiative|Start round 1)/ });
  if (await start.isVisible()) await start.click();
  await gm.expectNoProblem();
  await expect(page.getByTestId('combat-headline')).toContainText(/Round 1/);
  expect(await gm.combatants().allTextContents()).toHaveLength(order.length);
  await app.screenshot('sixteen-initiative-house-rule');
});
