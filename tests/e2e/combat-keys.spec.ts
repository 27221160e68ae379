import { expect, test } from '@playwright/test';
import { CampaignPage } from '../support/campaign-page';

/**
 * Issue 21 §2 (in part): a round of the tracker by keyboard only. ↑/↓ pick a combatant, D and an amount with Enter
 * hits it and hands the keys back to the tracker (N works at once), C puts a condition on the one picked (Enter in
 * the form puts it on and hands the keys back), Esc leaves any field, U undoes.
 */
test('a round by keyboard only: pick, hit, next turn, a condition, Esc out of a field, undo', async ({ page }) => {
  const gm = new CampaignPage(page);
  await gm.app.clearData();
  await gm.app.open();
  const fighter = await gm.quickCharacter('Fighter');
  await gm.create('Keys Only');
  await gm.goTo('Party');
  await gm.addMember(fighter);
  await gm.startFight(1);
  for (const name of ['Goblin', 'Ogre']) {
    await page.getByLabel('Monster', { exact: true }).fill(name);
    await page.getByLabel(/^Hit dice/).fill(name === 'Ogre' ? '4' : '1');
    await page.getByLabel(/^Hit points/).fill(name === 'Ogre' ? '20' : '5');
    await page.getByLabel('Armour class', { exact: true }).fill('6');
    await page.getByLabel(/^Damage \(/).fill('1d6');
    await page.getByRole('button', { name: 'Add to the fight' }).click();
    await expect(gm.combatant(name)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Roll for those without one' }).click();
  const headline = page.getByTestId('combat-headline');
  await expect(headline).toContainText('Round 1');
  await expect(page.getByText(/Keys \(outside a field\):.*pick a combatant.*a condition on it/)).toBeVisible();

  // From the heading on, only keys. ↓ until the ogre is the one picked, then D 7 Enter.
  await page.getByRole('heading', { level: 2, name: 'Combat' }).focus();
  for (let i = 0; i < 3 && !(await gm.combatant('Ogre').evaluate((row) => row.classList.contains('selected'))); i++) await page.keyboard.press('ArrowDown');
  await expect(gm.combatant('Ogre')).toHaveClass(/selected/);
  await page.keyboard.press('d');
  await expect(page.getByLabel('Amount for Ogre', { exact: true })).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expect(gm.combatant('Ogre').getByTestId('combatant-hp')).toContainText('13 / 20');
  // The keys are the tracker's again: N moves the turn on, nothing is typed into the box.
  await expect(page.getByRole('heading', { level: 2, name: 'Combat' })).toBeFocused();
  const before = (await headline.textContent()) ?? '';
  await page.keyboard.press('n');
  await expect(headline).not.toHaveText(before);
  await expect(page.getByLabel('Amount for Ogre', { exact: true })).toHaveValue('');

  // C: the condition form, on the one picked; a letter picks the condition, Tab, rounds, Enter puts it on.
  for (let i = 0; i < 3 && !(await gm.combatant('Goblin').evaluate((row) => row.classList.contains('selected'))); i++) await page.keyboard.press('ArrowUp');
  await expect(gm.combatant('Goblin')).toHaveClass(/selected/);
  await page.keyboard.press('c');
  await expect(page.locator('#fight-cond-condition')).toBeFocused();
  await expect(page.locator('#fight-cond-target option:checked')).toHaveText('Goblin');
  await page.locator('#fight-cond-condition').selectOption({ index: 1 });
  const condition = (await page.locator('#fight-cond-condition option:checked').textContent()) ?? '';
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(gm.combatant('Goblin')).toContainText(condition.trim());
  await expect(page.getByRole('heading', { level: 2, name: 'Combat' })).toBeFocused();

  // Esc leaves a field for the tracker's keys; U takes back the condition.
  await page.getByLabel('Amount for Goblin', { exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 2, name: 'Combat' })).toBeFocused();
  await page.keyboard.press('u');
  await expect(gm.combatant('Goblin')).not.toContainText(condition.trim());
  await page.screenshot({ path: 'screenshots/gm-combat-keys.png' });
  await gm.expectNoProblem();
});
