/**
 * Issue 13, "Time": the campaign clock in the system's units. A torch lit from the system's light sources burns down
 * as turns pass and goes out with a notice; a day of bed rest heals the wounded member present by the system's rule
 * (Dark Dungeons natural healing, supplement §10 l.962), previewed first, then checked on the member's own sheet and
 * taken back with an undo. A member at 0 is dying and cannot rest until the dying is stopped (supplement §9.6; issue
 * 18: a night's sleep used to take the dying from 0 to 1). Screenshots of the time view at 1366×768, light and dark.
 */
import { expect, test } from '@playwright/test';
import { CampaignPage } from '../support/campaign-page';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async ({ page }) => {
  await new CampaignPage(page).app.clearData();
});

test('a torch goes out as turns pass; the party rests and the wounded member heals on her sheet, then the rest is undone', async ({ page }) => {
  test.setTimeout(120_000);
  const gm = new CampaignPage(page);
  const app = gm.app;
  await app.open();
  // A fighter who can heal and carries torches: a quick one may have 1 hit point (a d8 of 1 with a Con penalty), and a
  // rest then heals nothing; and its kit has torches only when the gold lasts that far. Another is made until both hold.
  const fighter = await gm.quickCharacterWhere('Fighter', async () => (await gm.sheetHitPoints()) >= 2 && (await gm.sheetCarriesTorches()));

  await gm.create('The Long Road');
  await gm.goTo('Party');
  await gm.addMember(fighter);
  const max = Number(((await gm.memberRow(fighter).getByTestId('member-hp').textContent()) ?? '').replace(/\D/g, ''));
  expect(max).toBeGreaterThan(0);
  // Knocked out in a fight: 0 hit points.
  const hp = gm.memberRow(fighter).getByLabel(`Hit points of ${fighter}, now`);
  await hp.fill('0');
  await hp.press('Tab');
  await expect(gm.memberRow(fighter)).toContainText('Unconscious, dying');

  // The rest is recorded in a session.
  await gm.goTo('Sessions & XP');
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByLabel('Title').fill('The mountain pass');
  await page.getByLabel('Title').press('Tab');
  await app.expectSaved();

  // A torch from the system's light sources: 1 hour (supplement §10 l.959), carried by the fighter.
  await gm.goTo('Time');
  await expect(page.getByText('1 round = 10 seconds')).toBeVisible();
  await page.getByLabel('Light one, carried by').selectOption({ label: fighter });
  await page.getByRole('button', { name: 'Light: Torch (1 hour)' }).click();
  // One of the three torches of a quick character's kit comes out of the fighter's pack (issue 21 §10).
  await expect(gm.notices()).toContainText(`Torch lit for ${fighter}, one taken from their pack (2 left): it burns 1 hour`);
  const timers = page.getByRole('list', { name: 'Timers' });
  await expect(timers).toContainText(`Torch (light, ${fighter}): 1 hour left`);
  // Five turns: still burning; the sixth puts it out.
  await page.getByLabel('Move on by').fill('5');
  await page.locator('#clock-unit').selectOption('turn');
  await page.getByRole('button', { name: 'Advance', exact: true }).click();
  await expect(timers).toContainText('1 turn left');
  await page.getByRole('button', { name: '+1 turn' }).click();
  await expect(gm.notices()).toContainText(`Torch (${fighter}) has gone out.`);
  await expect(timers).not.toContainText('Torch');
  await expect(page.getByTestId('clock-reading')).toHaveText('Day 1, 01:00');

  // A day of bed rest for the dying: refused, as rest does not stop the saves vs death ray (supplement §9.6).
  await page.getByLabel('Rest', { exact: true }).selectOption({ label: 'Day of bed rest' });
  await expect(page.getByText('natural healing gives 2 hp')).toBeVisible();
  await page.getByRole('button', { name: 'Preview the rest' }).click();
  await expect(page.getByTestId('campaign-problem')).toContainText('Nobody present can take this rest');
  await expect(page.getByTestId('rest-preview')).toHaveCount(0);

  // Brought round by hand to 1 hit point (the sheet's correction ends the dying): now she rests.
  await gm.goTo('Party');
  await hp.fill('1');
  await hp.press('Tab');
  await expect(gm.memberRow(fighter)).not.toContainText('Unconscious');
  await app.expectSaved();
  await gm.goTo('Time');

  // A day of bed rest: previewed for each member present, then taken.
  await page.getByLabel('Rest', { exact: true }).selectOption({ label: 'Day of bed rest' });
  await page.getByRole('button', { name: 'Preview the rest' }).click();
  const healed = Math.min(3, max);
  const row = page.getByTestId('rest-preview').getByTestId('rest-member').filter({ hasText: fighter });
  await expect(row).toContainText(`Hit points 1/${max} → ${healed}/${max}`);
  await expect(row).toContainText('Natural healing');
  await app.expectAccessible('time with a rest preview');
  await page.getByTestId('rest-preview').scrollIntoViewIfNeeded();
  await gm.shots('time-rest-preview');
  await page.getByRole('button', { name: 'Rest the party' }).click();
  await expect(gm.notices()).toContainText(`Day of bed rest: ${fighter}: Hit points 1/${max}`);
  await expect(page.getByTestId('clock-reading')).toHaveText('Day 2, 01:00');
  await expect(page.getByTestId('rest-log')).toContainText('Day of bed rest');
  await app.expectSaved();
  await gm.shots('time');

  // On the fighter's own sheet: the healed hit points, and the rest in its history.
  await app.goTo('Characters');
  await app.characterRow(fighter).click();
  await expect(page.getByRole('heading', { level: 1, name: fighter })).toBeVisible();
  await expect(page.getByTestId('strip-health')).toHaveText(String(healed));
  await app.screenshot('campaign-time-sheet-after-rest');

  // Back to the campaign's clock.
  await app.goTo('Campaigns');
  await page.getByRole('button', { name: /The Long Road/ }).first().click();
  await gm.goTo('Time');

  // Undo: the hit points and the clock go back.
  await page.getByTestId('rest-log').getByRole('button', { name: 'Undo rest' }).click();
  await expect(gm.notices()).toContainText('Day of bed rest taken back');
  await expect(page.getByTestId('clock-reading')).toHaveText('Day 1, 01:00');
  await gm.goTo('Party');
  await expect(gm.memberRow(fighter).getByLabel(`Hit points of ${fighter}, now`)).toHaveValue('1');
});
