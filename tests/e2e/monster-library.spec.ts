import { expect, test } from '@playwright/test';
import { CampaignPage } from '../support/campaign-page';

/**
 * Issue 21 §5: a monster saved in one campaign is in the library of every campaign of that system on the device;
 * "4 goblins" and Enter adds four, each with its own hit points, and the monster then travels in this campaign's file.
 */
test('the monster library: saved in one campaign, found by name in another, added in a group', async ({ page }) => {
  const gm = new CampaignPage(page);
  await gm.app.clearData();
  await gm.app.open();
  const hero = await gm.quickCharacter('Fighter');

  await gm.create('The Old Keep');
  await gm.goTo('Party');
  await gm.addMember(hero);
  await gm.goTo('Combat');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await expect(page.getByText('No saved monsters yet.')).toBeVisible();
  await page.getByLabel('Monster', { exact: true }).fill('Goblin');
  await page.getByLabel(/^Hit dice \(/).fill('1-1');
  await page.getByRole('button', { name: 'Save for later fights' }).click();
  await expect(gm.notices()).toContainText('Goblin saved for later fights.');

  // A second campaign of the same system: the goblin is in its library, from the first.
  await page.getByRole('button', { name: '← All campaigns' }).click();
  await gm.create('The Sunken Crown');
  await gm.goTo('Party');
  await gm.addMember(hero);
  await gm.goTo('Combat');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  const found = page.getByRole('list', { name: 'Monsters found' });
  await expect(found).toContainText('Goblin');
  await expect(found).toContainText('from The Old Keep');
  // Hit dice 1-1: the "up to 1" row of §11.3, AB +1 and 5 XP (supplement line 1005).
  await expect(found).toContainText('+1 to hit');
  await page.getByLabel('Find', { exact: true }).fill('4 goblins');
  await expect(found.getByRole('button', { name: 'Add 4' })).toBeVisible();
  await page.getByLabel('Find', { exact: true }).press('Enter');
  await expect(gm.combatants()).toHaveCount(5);
  for (const n of [1, 2, 3, 4]) await expect(gm.combatant(`Goblin ${n}`)).toBeVisible();
  await expect(gm.notices()).toContainText('Goblin is now in this campaign’s monster list too.');
  await expect(page.getByLabel('Find', { exact: true })).toHaveValue('');
  // Now this campaign keeps it: no "from" any more, and it can be forgotten here.
  await expect(found).not.toContainText('from The Old Keep');
  await expect(found.getByRole('button', { name: 'Forget Goblin' })).toBeVisible();
  // A monster typed into a fight is saved from its row; the goblins, kept here already, offer no Save.
  await expect(gm.combatant('Goblin 1').getByRole('button', { name: /to the monster library/ })).toHaveCount(0);
  await page.getByLabel('Monster', { exact: true }).fill('Ogre');
  await page.getByLabel(/^Hit dice \(/).fill('4+1');
  await page.getByRole('button', { name: 'Add to the fight' }).click();
  await gm.combatant('Ogre').getByRole('button', { name: 'Save Ogre’s kind to the monster library' }).click();
  await expect(gm.notices()).toContainText('Ogre saved to the monster library.');
  await expect(found).toContainText('Ogre');
  await expect(gm.combatant('Ogre').getByRole('button', { name: /to the monster library/ })).toHaveCount(0);
  await page.getByLabel('Find', { exact: true }).fill('troll');
  await expect(page.getByText('No saved monster is called “troll”.')).toBeVisible();
  await gm.app.expectAccessible('monster library');
  await gm.app.screenshot('gm-monster-library');
  await gm.expectNoProblem();
});
