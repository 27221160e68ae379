import { expect, test, type Page } from '@playwright/test';
import { CampaignPage, type CampaignTab } from '../support/campaign-page';

/**
 * Issue 21 §1, "Done when": nothing typed in a campaign is lost. Every text field of the campaign's pages — the
 * campaign's name and notes, a member's player, a session's title, notes, NPCs met and places, a lot's notes, the
 * forms' half-typed words (a treasure lot, a monster, a timer, a condition's note, a condition of the GM's own) — is
 * typed, the page reloaded 0, 50 and 200 ms later, and every word is found again. So are an NPC entry's name, tags
 * and notes and the name of an entry being added (issue 21 §8).
 */

/** Types into the fields of one page, waits, reloads, and checks each field holds what was typed. */
async function typeThenReload(
  gm: CampaignPage,
  tab: CampaignTab,
  waitMs: number,
  fields: readonly { readonly locate: (page: Page) => ReturnType<Page['locator']>; readonly text: string; readonly keys?: boolean }[],
): Promise<void> {
  const page = gm.page;
  await gm.goTo(tab);
  for (const f of fields) {
    if (f.keys) {
      // Typed key by key, lines and all: a list of names must keep a line just begun while it is typed.
      await f.locate(page).click();
      for (const [i, line] of f.text.split('\n').entries()) {
        if (i > 0) await page.keyboard.press('Enter');
        await page.keyboard.type(line);
      }
    } else await f.locate(page).fill(f.text);
  }
  // The last field typed still holds what was typed before the reload (a name list's new line not eaten).
  const last = fields[fields.length - 1];
  if (last) await expect(last.locate(page)).toHaveValue(last.text);
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  await page.reload();
  await expect(gm.tab(tab)).toHaveAttribute('aria-current', 'page');
  for (const f of fields) await expect(f.locate(page), `${tab}: ${f.text}`).toHaveValue(f.text);
}

for (const waitMs of [0, 50, 200]) {
  test(`every campaign text field typed ${waitMs} ms before a reload is kept`, async ({ page }) => {
    const gm = new CampaignPage(page);
    await gm.app.clearData();
    await gm.app.open();
    const thief = await gm.quickCharacter('Thief');
    await gm.create('Flush Hall');
    await gm.goTo('Party');
    await gm.addMember(thief);
    await gm.goTo('Sessions & XP');
    await page.getByRole('button', { name: 'New session' }).click();
    await expect(page.locator('#session-title')).toBeVisible();
    await gm.goTo('People & places');
    await page.locator('#entry-new-name').fill('Old Bram');
    await page.getByRole('button', { name: 'Add NPC' }).click();
    await expect(page.locator('#entry-name')).toHaveValue('Old Bram');
    await gm.goTo('Treasure');
    await page.locator('#t-name').fill('Silver chalice');
    await page.getByRole('button', { name: 'Add to the ledger' }).click();
    await expect(page.getByTestId('treasure-row')).toHaveCount(1);
    await gm.startFight(1);
    const w = String(waitMs);

    await typeThenReload(gm, 'Overview', waitMs, [
      { locate: (p) => p.locator('#campaign-notes'), text: `Campaign notes ${w}` },
      { locate: (p) => p.locator('#campaign-name'), text: `Flush Hall ${w}` },
    ]);
    await expect(page.getByRole('heading', { level: 1, name: `Flush Hall ${w}` })).toBeVisible();

    await typeThenReload(gm, 'Party', waitMs, [
      { locate: (p) => p.getByLabel(`Player of ${thief}`), text: `Maud ${w}` },
      { locate: (p) => p.locator('#party-cond-note'), text: `poisoned dart ${w}` },
    ]);
    await page.getByText('Save a condition of your own…').click();
    await typeThenReload(gm, 'Party', waitMs, [
      { locate: (p) => p.locator('#party-cond-custom-name'), text: `Hexed ${w}` },
      { locate: (p) => p.locator('#party-cond-custom-desc'), text: `minus one to every roll ${w}` },
    ]);

    await typeThenReload(gm, 'Sessions & XP', waitMs, [
      { locate: (p) => p.locator('#session-title'), text: `Into the crypt ${w}` },
      { locate: (p) => p.locator('#session-notes'), text: `The door was barred ${w}` },
      { locate: (p) => p.locator('#session-places'), text: `Crypt of Ash\nBell tower ${w}`, keys: true },
      { locate: (p) => p.locator('#session-npcs'), text: `Old Bram\nSister Ysolde ${w}`, keys: true },
    ]);
    // The names typed are the session's: the journal's search finds them.
    await page.locator('#journal-search').fill('Ysolde');
    await expect(page.getByText(`Sister Ysolde ${w}`).first()).toBeVisible();

    // An NPC's name, tags and notes, and the name of one being added (issue 21 §8).
    await typeThenReload(gm, 'People & places', waitMs, [
      { locate: (p) => p.locator('#entry-notes'), text: `Gravedigger; owes us 5 gp ${w}` },
      { locate: (p) => p.locator('#entry-tags'), text: `harbour, informant ${w}` },
      { locate: (p) => p.locator('#entry-name'), text: `Old Bram ${w}` },
      { locate: (p) => p.locator('#entry-new-name'), text: `Bell tower ${w}` },
    ]);

    await typeThenReload(gm, 'Treasure', waitMs, [
      { locate: (p) => p.getByLabel('Notes on Silver chalice'), text: `dented, engraved ${w}` },
      { locate: (p) => p.locator('#t-name'), text: `Ruby ring ${w}` },
      { locate: (p) => p.locator('#t-notes'), text: `on the bishop ${w}` },
    ]);

    await typeThenReload(gm, 'Combat', waitMs, [
      { locate: (p) => p.locator('#m-name'), text: `Crypt ghoul ${w}` },
      { locate: (p) => p.locator('#fight-cond-note'), text: `bitten ${w}` },
    ]);

    await typeThenReload(gm, 'Time', waitMs, [{ locate: (p) => p.locator('#timer-label'), text: `Lantern ${w}` }]);

    // A form sent is a form emptied: its draft does not come back after a reload.
    await page.getByRole('button', { name: 'Start it' }).click();
    await expect(page.getByRole('list', { name: 'Timers' })).toContainText(`Lantern ${w}`);
    await expect(page.locator('#timer-label')).toHaveValue('');
    await page.reload();
    await expect(page.locator('#timer-label')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Timers' })).toContainText(`Lantern ${w}`);
    await gm.expectNoProblem();
  });
}
