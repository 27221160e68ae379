/**
 * Issue 21 §8, the journal as a GM uses it: a session meets an NPC and visits a place; each name becomes an entry
 * with notes and tags; an NPC who is a party member's character opens its sheet; tags filter; one search finds
 * sessions and entries; an entry renamed takes its sessions along; a deletion is undone; a reload keeps everything.
 * Screenshots of the entries view at desktop size and on a 390 px phone (screenshots/journal-*.png).
 */
import { expect, test } from '@playwright/test';
import { CampaignPage } from '../support/campaign-page';
import { expectFits } from '../support/layout-check';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await new CampaignPage(page).app.clearData();
});

const LONG_NAME = 'Xanthippe-Marguerite the Abbess of the Seventeen Drowned Bells and Keeper of the Undying Salt Choir beyond the Marsh';

test('a GM keeps NPCs and places: made from a session, noted, tagged, linked to a sheet, searched, renamed, deleted and undone, kept over a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const gm = new CampaignPage(page);
  await gm.app.open();
  const fighter = await gm.quickCharacter('Fighter');
  const cleric = await gm.quickCharacter('Cleric');
  const thief = await gm.quickCharacter('Thief');
  await gm.create('The Salt Marsh');
  await gm.goTo('Party');
  await gm.addMember(fighter);
  await gm.addMember(cleric, 'NPC');

  // Nothing yet: the page says how entries are made.
  await gm.goTo('People & places');
  await expect(page.getByTestId('entries-empty')).toContainText('Make an entry');

  // The evening: a session meets Old Bram and the GM's own cleric, and visits the harbour.
  await gm.goTo('Sessions & XP');
  await page.getByRole('button', { name: 'New session' }).click();
  await page.locator('#session-title').fill('Smugglers’ cove');
  await page.locator('#session-npcs').fill(`Old Bram\n${cleric}`);
  await page.locator('#session-places').fill('Saltreach Harbour');
  await page.getByRole('button', { name: 'Make an entry for Old Bram' }).click();
  await page.getByRole('button', { name: `Make an entry for ${cleric}` }).click();
  await page.getByRole('button', { name: 'Make an entry for Saltreach Harbour' }).click();
  // Each name is now a link to its entry.
  await expect(page.getByRole('button', { name: /^Make an entry/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the NPC entry Old Bram' }).click();

  // Old Bram's notes and tags, typed as the GM would.
  await expect(gm.tab('People & places')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#entry-name')).toHaveValue('Old Bram');
  await page.locator('#entry-notes').fill('Gravedigger. Sells smuggled salt; owes the party 5 gp.');
  await page.locator('#entry-tags').fill('harbour, informant');
  await expect(page.getByRole('list', { name: 'Sessions naming Old Bram' })).toContainText('Smugglers’ cove');

  // The cleric is an NPC the GM plays: the entry links to the character and opens its sheet.
  await page.getByRole('navigation', { name: 'NPCs and places' }).getByRole('button', { name: cleric }).click();
  await page.getByLabel('Character', { exact: true }).selectOption({ label: cleric });
  await page.locator('#entry-notes').fill('Our healer; sworn to the bell-order.');
  await page.locator('#entry-tags').fill('party, church');

  // The harbour gets its notes; a place is added from the page itself, with the keyboard.
  await page.getByRole('navigation', { name: 'NPCs and places' }).getByRole('button', { name: /Saltreach Harbour/ }).click();
  await page.locator('#entry-notes').fill('Tide-mill, customs house, the Gull inn.');
  await page.locator('#entry-tags').fill('harbour');
  await page.locator('#entry-new-name').fill('Bell tower');
  await page.getByLabel('Place', { exact: true }).check();
  await page.locator('#entry-new-name').press('Enter');
  await expect(page.locator('#entry-name')).toHaveValue('Bell tower');
  await expect(page.locator('#entry-notes')).toBeFocused();
  await page.keyboard.type('Cracked bell; the choir sings at low tide.');
  await page.locator('#entry-new-name').fill(LONG_NAME);
  await page.getByLabel('NPC', { exact: true }).check();
  await page.getByRole('button', { name: 'Add NPC' }).click();
  await page.locator('#entry-tags').fill('church, bells of the drowned abbey, villain?');
  // Any character stored here can be an NPC's sheet, not only a party member.
  await page.getByLabel('Character', { exact: true }).selectOption({ label: thief });
  await expect(page.getByRole('button', { name: `Open ${thief}’s sheet` })).toBeVisible();

  const list = page.getByRole('navigation', { name: 'NPCs and places' });
  await expect(list.getByRole('listitem')).toHaveCount(5);

  // Tags filter; the kind filter too; words narrow the list.
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: '#harbour' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Old Bram');
  await expect(list).toContainText('Saltreach Harbour');
  await page.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Places' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Show everything' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await page.locator('#entries-search').fill('smuggled');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Old Bram');
  await page.locator('#entries-search').fill('');

  // Desktop look of the view, an entry with a very long name open.
  await list.getByRole('button', { name: /Xanthippe/ }).click();
  await page.screenshot({ path: 'screenshots/journal-entries-desktop.png', fullPage: true });
  await gm.app.expectAccessible('people & places');

  // The cleric's entry opens the cleric's sheet.
  await list.getByRole('button', { name: cleric }).click();
  await page.getByRole('button', { name: `Open ${cleric}’s sheet` }).click();
  await expect(page.getByRole('heading', { level: 1, name: cleric })).toBeVisible();
  await page.goBack();
  await expect(gm.tab('People & places')).toHaveAttribute('aria-current', 'page');

  // One search over sessions and entries.
  await gm.goTo('Sessions & XP');
  await page.locator('#journal-search').fill('informant');
  const hits = page.getByRole('region', { name: 'Search results' });
  await expect(hits.getByRole('list', { name: 'In NPCs and places' })).toContainText('NPC: Old Bram');
  await page.locator('#journal-search').fill('tide-mill');
  await expect(hits).toContainText('Place: Saltreach Harbour');
  await page.locator('#journal-search').fill('');

  // Renamed on its page, Old Bram takes the session along.
  await page.getByRole('button', { name: 'Open the NPC entry Old Bram' }).click();
  await page.locator('#entry-name').fill('Bram the Gravedigger');
  await page.locator('#entry-name').press('Tab');
  await page.getByRole('list', { name: 'Sessions naming Bram the Gravedigger' }).getByRole('button', { name: /Smugglers’ cove/ }).click();
  await expect(page.locator('#session-npcs')).toHaveValue(`Bram the Gravedigger\n${cleric}`);
  await expect(page.getByRole('button', { name: 'Open the NPC entry Bram the Gravedigger' })).toBeVisible();

  // Deleted, the harbour says what goes and comes back with Undo; the bell tower stays deleted.
  await page.getByRole('button', { name: 'Open the place entry Saltreach Harbour' }).click();
  await page.getByRole('button', { name: 'Delete this place' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'deleted, with its notes and tags' })).toContainText('Place “Saltreach Harbour” deleted');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  // From the keyboard: Undo has the focus, Enter brings the place back with the focus on its name.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(page.locator('#entry-name')).toBeFocused();
  await expect(page.locator('#entry-notes')).toHaveValue('Tide-mill, customs house, the Gull inn.');
  await list.getByRole('button', { name: /Bell tower/ }).click();
  await page.getByRole('button', { name: 'Delete this place' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await gm.expectNoProblem();

  // A reload keeps every entry, note, tag and link, and the session's links; a name typed just before it (the field
  // never left) is kept, and the session follows it.
  await list.getByRole('button', { name: /Bram the Gravedigger/ }).click();
  await page.locator('#entry-name').fill('Bram the Old Gravedigger');
  await page.reload();
  await expect(gm.tab('People & places')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#entry-name')).toHaveValue('Bram the Old Gravedigger');
  await expect(page.locator('#entry-notes')).toHaveValue('Gravedigger. Sells smuggled salt; owes the party 5 gp.');
  await expect(page.locator('#entry-tags')).toHaveValue('harbour, informant');
  await expect(page.getByRole('list', { name: 'Sessions naming Bram the Old Gravedigger' })).toContainText('Smugglers’ cove');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await list.getByRole('button', { name: cleric }).click();
  await expect(page.locator('#entry-name')).toHaveValue(cleric);
  await expect(page.locator('#entry-notes')).toHaveValue('Our healer; sworn to the bell-order.');
  await expect(page.locator('#entry-tags')).toHaveValue('party, church');
  await expect(page.getByRole('button', { name: `Open ${cleric}’s sheet` })).toBeVisible();
  await gm.goTo('Sessions & XP');
  await expect(page.locator('#session-npcs')).toHaveValue(`Bram the Old Gravedigger\n${cleric}`);
  await expect(page.getByRole('button', { name: 'Open the NPC entry Bram the Old Gravedigger' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the place entry Saltreach Harbour' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Open the NPC entry ${cleric}` })).toBeVisible();

  // The thief goes to the trash: the abbess's link says its character is not here, and can be unlinked.
  const sessionsUrl = page.url();
  await gm.app.goTo('Characters');
  await page.getByRole('button', { name: `Move ${thief} to the trash` }).click();
  await page.goto(sessionsUrl);
  await expect(gm.tab('Sessions & XP')).toHaveAttribute('aria-current', 'page');

  // On a phone: the long name wraps, nothing reaches past the edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#session-npcs').fill(`Bram the Old Gravedigger\n${cleric}\n${LONG_NAME}`);
  await expect(page.getByRole('button', { name: `Open the NPC entry ${LONG_NAME}` })).toBeVisible();
  await expectFits(page, 'sessions with entry links, 390 px');
  await page.screenshot({ path: 'screenshots/journal-sessions-phone.png', fullPage: true });
  await page.getByRole('button', { name: `Open the NPC entry ${LONG_NAME}` }).click();
  await expect(page.locator('#entry-name')).toHaveValue(LONG_NAME);
  await expect(page.getByTestId('entry-missing-character')).toContainText('not on this device');
  await expectFits(page, 'people & places, 390 px');
  await page.screenshot({ path: 'screenshots/journal-entries-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Unlink it' }).click();
  await expect(page.getByLabel('Character', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('entry-missing-character')).toHaveCount(0);
  await gm.expectNoProblem();
});
