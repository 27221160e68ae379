import { expect, test } from '@playwright/test';
import { CampaignPage } from '../support/campaign-page';

/**
 * Issue 21 §4: "End the fight" asks first (in the page, not a browser dialog), Esc keeps fighting, and the end can be
 * undone like every other campaign action: the fight comes back as it stood, its summary leaves the session, and it
 * can be ended again.
 */
test('ending a fight is asked first and can be undone and redone, from the keyboard', async ({ page }) => {
  const gm = new CampaignPage(page);
  await gm.app.clearData();
  await gm.app.open();
  const thief = await gm.quickCharacter('Thief');
  await gm.create('The Long Night');
  await gm.goTo('Party');
  await gm.addMember(thief);
  await gm.goTo('Sessions & XP');
  await page.getByRole('button', { name: 'New session' }).click();
  await gm.startFight(1);
  await page.getByLabel('Monster', { exact: true }).fill('Orc');
  await page.getByLabel(/^Hit dice/).fill('1');
  await page.getByLabel(/^Hit points/).fill('6');
  await page.getByLabel('Armour class', { exact: true }).fill('6');
  await page.getByLabel(/^Damage \(/).fill('1d6');
  await page.getByRole('button', { name: 'Add to the fight' }).click();
  await page.getByRole('button', { name: 'Roll for those without one' }).click();
  await gm.hitWithKeys('Orc', 2);
  await expect(gm.combatant('Orc').getByTestId('combatant-hp')).toContainText('4 / 6');
  const headline = page.getByTestId('combat-headline');
  for (let i = 0; i < 4 && !((await headline.textContent()) ?? '').includes('Round 2'); i++) await gm.nextTurnWithKey();
  await expect(headline).toContainText('Round 2');

  // Asked first; Esc keeps the fight on, untouched.
  await page.getByRole('button', { name: 'End the fight' }).click();
  const ask = page.getByRole('group', { name: /End the fight after 2 rounds\?/ });
  await expect(ask).toBeVisible();
  await expect(page.getByRole('button', { name: 'End it now' })).toBeFocused();
  await gm.app.expectAccessible('combat end asked');
  await page.screenshot({ path: 'screenshots/gm-combat-end-ask.png' });
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(headline).toContainText('Round 2');

  // Asked again and answered with Enter: ended, summary in the session.
  await page.getByRole('button', { name: 'End the fight' }).click();
  await page.keyboard.press('Enter');
  await expect(gm.notices()).toContainText('The fight ended after 2 rounds: 0 monsters defeated, worth 0 XP.');
  await expect(page.getByTestId('fight-ended')).toContainText('The fight ended after 2 rounds.');
  await page.screenshot({ path: 'screenshots/gm-combat-ended.png' });
  await gm.goTo('Sessions & XP');
  await expect(page.getByTestId('session-combats')).toContainText('2 rounds');

  // Undone with U: the fight is back at round 2 with the orc's wound, the session's summary gone.
  await gm.goTo('Combat');
  await page.getByRole('heading', { level: 2, name: 'Combat' }).focus();
  await page.keyboard.press('u');
  await expect(headline).toContainText('Round 2');
  await expect(gm.combatant('Orc').getByTestId('combatant-hp')).toContainText('4 / 6');
  await expect(gm.notices()).toContainText('The fight is back at round 2; its summary left the session.');
  await gm.goTo('Sessions & XP');
  await expect(page.getByTestId('session-combats')).toHaveCount(0);

  // The undo survives a reload (it is in the campaign), and the fight's own undo still works; then ended again.
  await gm.goTo('Combat');
  const before = (await headline.textContent()) ?? '';
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(headline).not.toHaveText(before);
  await gm.endFight();
  await page.reload();
  await expect(page.getByTestId('fight-ended')).toBeVisible();
  await page.getByRole('button', { name: 'Undo the end of the fight' }).click();
  await expect(headline).toBeVisible();
  await gm.endFight();
  await gm.goTo('Sessions & XP');
  await expect(page.getByTestId('session-combats').getByRole('listitem')).toHaveCount(1);
  await gm.expectNoProblem();
});
