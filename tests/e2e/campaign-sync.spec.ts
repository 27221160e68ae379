/**
 * Issue 22, "Done when": two devices (two browser contexts, each with its own IndexedDB) and the group's server. The
 * GM sets the server and shares a campaign of two characters; a player joins with the join code; both go offline and
 * change the player's character (the player's hit points, the GM's XP award); back online, both changes are kept on
 * both devices; a clash on the hit points opens the resolver, and the choice reaches the other device; the player's
 * change to the other player's character is refused by the server, shown, and reverted; a character the GM deletes for
 * good stays deleted. The server is an in-process express-pouchdb (its own process), or a real CouchDB 3 with
 * SHEETSMITH_COUCH_URL (tests/support/couch.ts).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startCouch, type RunningCouch } from '../support/couch';
import { CampaignPage } from '../support/campaign-page';
import { SheetPage } from '../support/sheet-page';
import { expectFits } from '../support/layout-check';

let couch: RunningCouch;
test.beforeAll(async () => {
  couch = await startCouch();
});
test.afterAll(async () => {
  await couch?.stop();
});

/** One device: a browser context of its own (its own IndexedDB) with one page. */
async function device(browser: Browser, name: string): Promise<{ context: BrowserContext; page: Page; gm: CampaignPage }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const gm = new CampaignPage(page);
  await gm.app.clearData();
  await gm.app.open();
  await gm.app.goTo('Settings');
  await page.getByLabel("This device's name").fill(name);
  await page.getByRole('button', { name: 'Rename this device' }).click();
  await expect(page.getByText(`This device is now called “${name}”.`)).toBeVisible();
  return { context, page, gm };
}

const health = (page: Page) => page.getByTestId('strip-health');

async function openCharacter(page: Page, gm: CampaignPage, name: string): Promise<SheetPage> {
  await gm.app.goTo('Characters');
  await gm.app.characterRow(name).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new SheetPage(page);
}

async function openCampaign(page: Page, gm: CampaignPage, name: string): Promise<void> {
  await gm.app.goTo('Campaigns');
  await page.getByRole('button', { name: new RegExp(name) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a campaign shared by a GM and a player: offline edits kept, a clash resolved, a refusal reverted, a deletion kept', async ({ browser }) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 7);
  const gmDevice = await device(browser, 'GM laptop');
  const { page: gmPage, gm } = gmDevice;

  // The GM's party and campaign, on the GM's device only. A fighter with at least 6 hit points (a quick one may have
  // fewer), so the damage below never reaches 0 (two different damages would both read 0 and not clash).
  const ayla = await gm.quickCharacterWhere('Fighter', async () => (await gm.sheetHitPoints()) >= 6);
  const bram = await gm.quickCharacter('Thief');
  const campaign = `The Sunken Crown ${run}`;
  await gm.create(campaign);
  await gm.goTo('Party');
  for (const name of [ayla, bram]) await gm.addMember(name);

  // Settings → Sync: the server and its admin login, checked with the server.
  await gm.app.goTo('Settings');
  await gmPage.getByLabel('Server address').fill(couch.url);
  await gmPage.getByLabel('Admin name').fill(couch.admin.name);
  await gmPage.getByLabel('Password', { exact: true }).fill(couch.admin.password);
  await gmPage.getByRole('button', { name: 'Check and save' }).click();
  await expect(gmPage.getByText(/Connected: the server answered/)).toBeVisible();

  // Share: Ayla is Alice's, Bram is Bob's; the join details come as text and a QR code.
  await openCampaign(gmPage, gm, campaign);
  await gmPage.getByRole('button', { name: 'Share this campaign…' }).click();
  await gmPage.getByLabel(`Player's login for ${ayla}`).fill(`alice-${run}`);
  await gmPage.getByLabel(`Player's login for ${bram}`).fill(`bob-${run}`);
  await gmPage.getByRole('button', { name: 'Share', exact: true }).click();
  const aliceCard = gmPage.getByTestId('join-details').filter({ hasText: `alice-${run}` });
  await expect(aliceCard).toBeVisible({ timeout: 30_000 });
  await expect(aliceCard.getByRole('img', { name: /QR code/ })).toBeVisible();
  const code = await aliceCard.getByTestId('join-code').inputValue();
  await gmPage.screenshot({ path: 'screenshots/sync-share-details.png', fullPage: true });
  await gmPage.getByRole('button', { name: 'Done' }).click();
  await expect(gmPage.getByTestId('sync-status')).toHaveText(/Up to date/, { timeout: 30_000 });

  // The player joins with the code, on a device of her own.
  const playerDevice = await device(browser, 'Alice phone');
  const { page: playerPage, gm: player } = playerDevice;
  await player.app.goTo('Campaigns');
  await playerPage.getByRole('button', { name: 'Join a campaign…' }).click();
  await playerPage.getByLabel('Join code').fill(code);
  await playerPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(playerPage.getByRole('heading', { level: 1, name: campaign })).toBeVisible({ timeout: 30_000 });
  await expect(playerPage.getByTestId('sync-status')).toHaveText(/Up to date/, { timeout: 30_000 });
  await playerPage.screenshot({ path: 'screenshots/sync-player-joined.png', fullPage: true });

  // Both offline: the player takes 1 damage on Ayla; the GM awards Ayla 100 XP.
  const aylaOnPlayer = await openCharacter(playerPage, player, ayla);
  const hpBefore = Number(await health(playerPage).textContent());
  await gmDevice.context.setOffline(true);
  await playerDevice.context.setOffline(true);
  await aylaOnPlayer.damage(1);
  await expect(health(playerPage)).toHaveText(String(hpBefore - 1));
  const aylaOnGm = await openCharacter(gmPage, gm, ayla);
  await aylaOnGm.awardXp(100);
  await player.app.expectSaved();
  await gm.app.expectSaved();

  // Back online: both changes are kept on both devices.
  await gmDevice.context.setOffline(false);
  await playerDevice.context.setOffline(false);
  await openCharacter(gmPage, gm, ayla);
  await expect(health(gmPage)).toHaveText(String(hpBefore - 1), { timeout: 30_000 });
  const aylaBack = await openCharacter(playerPage, player, ayla);
  await expect(health(playerPage)).toHaveText(String(hpBefore - 1));
  // The GM's award arrived in the player's history, with the merge recorded beside it.
  const entries = await aylaBack.openHistory();
  await expect(entries.filter({ hasText: '100' }).first()).toBeVisible();
  await expect(entries.filter({ hasText: /Merged changes from/ })).toHaveCount(1);
  await aylaBack.backToSheet();

  // A clash: both offline again, each deals different damage to Ayla; online, the player's device asks.
  await gmDevice.context.setOffline(true);
  await playerDevice.context.setOffline(true);
  await new SheetPage(playerPage).damage(1);
  await new SheetPage(gmPage).damage(2);
  await player.app.expectSaved();
  await gm.app.expectSaved();
  await gmDevice.context.setOffline(false);
  await playerDevice.context.setOffline(false);
  // Wherever the player is, the app says a change needs her choice; it leads to the campaign.
  const alert = playerPage.getByTestId('sync-alerts');
  await expect(alert).toContainText('1 change needs your choice', { timeout: 30_000 });
  await alert.getByRole('button', { name: new RegExp(campaign) }).click();
  await expect(playerPage.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
  const question = playerPage.getByTestId('sync-questions');
  await expect(question).toContainText(ayla, { timeout: 30_000 });
  await question.getByRole('button', { name: 'Resolve…' }).first().click();
  const resolver = playerPage.getByRole('dialog');
  await expect(resolver).toContainText('GM laptop');
  await playerPage.screenshot({ path: 'screenshots/sync-resolver.png', fullPage: true });
  await resolver.getByRole('button', { name: /Keep GM laptop/ }).click();
  await resolver.getByRole('button', { name: 'Save this choice' }).click();
  await expect(resolver).toBeHidden();
  await openCharacter(playerPage, player, ayla);
  await expect(health(playerPage)).toHaveText(String(hpBefore - 3));
  await openCharacter(gmPage, gm, ayla);
  await expect(health(gmPage)).toHaveText(String(hpBefore - 3), { timeout: 30_000 });

  // The player changes Bob's character: the server refuses; the campaign page shows it; she reverts.
  const bramOnPlayer = await openCharacter(playerPage, player, bram);
  const bramHp = Number(await health(playerPage).textContent());
  await bramOnPlayer.damage(1);
  await openCampaign(playerPage, player, campaign);
  const refusals = playerPage.getByTestId('sync-refusals');
  await expect(refusals).toContainText(bram, { timeout: 30_000 });
  await expect(refusals).toContainText('refused');
  await playerPage.screenshot({ path: 'screenshots/sync-refused.png', fullPage: true });
  await refusals.getByRole('button', { name: "Revert to the server's version" }).click();
  await expect(refusals).toBeHidden();
  await openCharacter(playerPage, player, bram);
  await expect(health(playerPage)).toHaveText(String(bramHp));

  // The GM deletes Bram for good: gone from both devices, and it stays gone after a reload.
  await gm.app.goTo('Characters');
  await gmPage.getByRole('button', { name: `Move ${bram} to the trash` }).click();
  await gmPage.getByText(/^Trash \(/).click();
  await gmPage.getByRole('button', { name: 'Empty trash (cannot be undone)' }).click();
  await player.app.goTo('Characters');
  await expect(player.app.characterRow(bram)).toHaveCount(0, { timeout: 30_000 });
  await playerPage.reload();
  await player.app.goTo('Characters');
  await expect(player.app.characterRow(ayla)).toBeVisible();
  await expect(player.app.characterRow(bram)).toHaveCount(0);

  // A character the GM adds to the party later is only on the GM's device until shared: the bar says so, and sharing
  // it with Alice (who joined already, so her login and password stay as they are) brings it to her device.
  const cora = await gm.quickCharacter('Cleric');
  await openCampaign(gmPage, gm, campaign);
  await gm.goTo('Party');
  await gm.addMember(cora);
  const newMembers = gmPage.getByTestId('sync-new-members');
  await expect(newMembers).toContainText(`Only on this device: ${cora}`);
  // The campaign page open since before the share follows the shared copy: adding a member is no clash with "another
  // window" (it used to keep following the device's copy, and its first save after sharing met the shared revision).
  await expect(gmPage.getByText(/Another window changed/)).toHaveCount(0);
  await gmPage.screenshot({ path: 'screenshots/sync-new-member.png', fullPage: true });
  await newMembers.getByRole('button', { name: 'Share it…' }).click();
  await expect(gmPage.getByRole('heading', { name: `Share the new party members of “${campaign}”` })).toBeVisible();
  await gmPage.getByLabel(`Player's login for ${cora}`).fill(`alice-${run}`);
  await gmPage.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(gmPage.getByTestId('share-joined')).toHaveText(`Players who have joined already receive theirs with the next sync: ${cora} (alice-${run}).`, { timeout: 30_000 });
  await gmPage.screenshot({ path: 'screenshots/sync-new-member-shared.png', fullPage: true });
  await gmPage.getByRole('button', { name: 'Done' }).click();
  await expect(newMembers).toHaveCount(0);
  await player.app.goTo('Characters');
  await expect(player.app.characterRow(cora)).toBeVisible({ timeout: 30_000 });

  // On the player's phone: the sync bar and the join dialog fit 390 px without sideways scrolling.
  await playerPage.setViewportSize({ width: 390, height: 844 });
  await openCampaign(playerPage, player, campaign);
  await expect(playerPage.getByTestId('sync-status')).toBeVisible();
  await expectFits(playerPage, 'a shared campaign on a phone');
  await playerPage.screenshot({ path: 'screenshots/sync-phone-campaign.png', fullPage: true });
  await player.app.goTo('Campaigns');
  await playerPage.getByRole('button', { name: 'Join a campaign…' }).click();
  await expectFits(playerPage, 'the join dialog on a phone');
  await playerPage.screenshot({ path: 'screenshots/sync-phone-join.png' });

  // A second campaign shared with Alice's login again: the GM is told first that she already has a login and would
  // get a new password (her devices in the first campaign would have to join again), and may change it or go on.
  const second = `The Ember Road ${run}`;
  const dara = await gm.quickCharacter('Thief');
  await gm.create(second);
  await gm.goTo('Party');
  await gm.addMember(dara);
  await gmPage.getByRole('button', { name: 'Share this campaign…' }).click();
  await gmPage.getByLabel(`Player's login for ${dara}`).fill(`alice-${run}`);
  await gmPage.getByRole('button', { name: 'Share', exact: true }).click();
  const inUse = gmPage.getByTestId('share-logins-in-use');
  await expect(inUse).toContainText(`alice-${run} already has a login on the server`);
  await gmPage.screenshot({ path: 'screenshots/sync-login-in-use.png' });
  // Another login instead: the warning goes, and the share needs no confirmation.
  await gmPage.getByLabel(`Player's login for ${dara}`).fill(`dana-${run}`);
  await expect(inUse).toHaveCount(0);
  await gmPage.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(gmPage.getByTestId('join-details').filter({ hasText: `dana-${run}` })).toBeVisible({ timeout: 30_000 });
  await gmPage.getByRole('button', { name: 'Done' }).click();

  await gmDevice.context.close();
  await playerDevice.context.close();
});
