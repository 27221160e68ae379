/**
 * Issue 13, "Done when": a whole session at the game master's table in the browser runtime. A campaign with three
 * characters and two quick NPC retainers; a fight with initiative, damage (from the keyboard, with an undo) and a
 * condition that expires; an XP award with one member on a half share, its arithmetic checked; treasure and a journal
 * entry; the member who reached the threshold levelled up; the party sheet printed and rendered; and after a reload
 * everything is still there. Screenshots of each view at 1366×768, light and dark; axe on each.
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CampaignPage } from '../support/campaign-page';
import { SheetPage } from '../support/sheet-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-gm-'));

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async ({ page }) => {
  await new CampaignPage(page).app.clearData();
});

test('a whole session at the table: party, fight, award, treasure, journal, level-up, party sheet, reload', async ({ page }) => {
  test.setTimeout(240_000);
  const gm = new CampaignPage(page);
  const app = gm.app;
  await app.open();

  // Three characters, made before the campaign.
  const fighter = await gm.quickCharacter('Fighter');
  const thief = await gm.quickCharacter('Thief');
  const cleric = await gm.quickCharacter('Cleric');

  await gm.create('The Sunken Crown');
  await app.expectAccessible('campaign overview');
  await gm.shots('overview');

  // Party: the three as player characters, two quick NPC retainers, the cleric on a half share.
  await gm.goTo('Party');
  for (const name of [fighter, thief, cleric]) await gm.addMember(name);
  await gm.memberRow(fighter).getByLabel(`Player of ${fighter}`).fill('Ann');
  await gm.memberRow(fighter).getByLabel(`Player of ${fighter}`).press('Tab');
  await gm.quickNpcs({ kind: 'Fighter', level: '1', count: '2', role: 'Retainer', called: 'Torchbearer' });
  await expect(gm.memberRows()).toHaveCount(5);
  await expect(gm.memberRow('Torchbearer 1').getByLabel('Role of Torchbearer 1')).toHaveValue('retainer');
  await gm.memberRow(cleric).getByLabel(`Custom share of ${cleric}`).fill('½');
  await gm.memberRow(cleric).getByLabel(`Custom share of ${cleric}`).press('Tab');
  await gm.expectNoProblem();
  // The member with the most hit points takes the fight's damage (a quick character may have only 1).
  const maxOf = async (name: string) => Number(((await gm.memberRow(name).getByTestId('member-hp').textContent()) ?? '').replace(/\D/g, ''));
  const maxima = await Promise.all([fighter, thief, cleric].map(async (name) => ({ name, max: await maxOf(name) })));
  const { name: tank, max: tankMax } = maxima.reduce((a, b) => (b.max > a.max ? b : a));
    const tankHp = gm.memberRow(tank).getByLabel(`Hit points of ${tank}, now`);
  await expect(tankHp).toHaveValue(String(tankMax));
  // Healing past the maximum is refused with the system's sentence; nothing changes.
  await tankHp.fill(String(tankMax + 5));
  await tankHp.press('Tab');
  await expect(gm.memberRow(tank)).toContainText('maximum');
  await app.expectAccessible('party dashboard');
  await gm.shots('party');

  // The journal: a session with notes, NPCs and places (everyone present by default).
  await gm.goTo('Sessions & XP');
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByLabel('Title').fill('The drowned chapel');
  await page.getByLabel('Session notes').fill('The party met the harbour-master at dawn and went down into the chapel.');
  await page.getByLabel('NPCs met (one a line)').fill('Harbour-master Ilse\nBrother Cob');
  await page.getByLabel('Places (one a line)').fill('Drowned chapel');
  await page.getByLabel('Places (one a line)').press('Tab');
  await app.expectSaved();

  // The fight: start from the party, two ghouls (2* hit dice: attack bonus and XP from supplement §11.3), initiative.
  await gm.goTo('Combat');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await expect(gm.combatants()).toHaveCount(5);
  await page.getByLabel(/^Hit dice \(/).fill('2*');
  // Supplement §11.3 (lines 1005-1014): the "2" row is AB +2, 20 XP + 5 per asterisk = 25.
  await expect(page.getByTestId('monster-figures')).toContainText('attack bonus +2; XP 20 + 5 = 25');
  await gm.addMonsters({ name: 'Ghoul', hitDice: '2*', hp: '9', defence: '6', damage: '1d3/1d3/1d3', count: '2' });
  await expect(gm.combatants()).toHaveCount(7);
  await page.getByRole('button', { name: 'Roll initiative' }).click();
  await expect(page.getByTestId('combat-headline')).toContainText('Round 1');
  for (const row of await gm.combatants().all()) await expect(row.getByRole('textbox', { name: /^Initiative of/ })).not.toHaveValue('');

  // A condition for one round on the thief, and damage from the keyboard; an undo.
  await gm.putCondition('fight-cond', thief, 'Stunned', '1');
  await expect(gm.combatant(thief)).toContainText('Stunned (1 round left)');
  // A ghoul (9 hp): 4 then 2 damage, the 2 undone with U, then 5 more: down and out of the fight.
  const ghoulHp = gm.combatant('Ghoul 1').getByTestId('combatant-hp');
  await gm.hitWithKeys('Ghoul 1', 4);
  await expect(ghoulHp).toContainText('5 / 9');
  await gm.hitWithKeys('Ghoul 1', 2);
  await expect(ghoulHp).toContainText('3 / 9');
  await page.getByRole('heading', { level: 2, name: 'Combat' }).focus();
  await page.keyboard.press('u');
  await expect(gm.notices()).toContainText('Undone: Ghoul 1: 2 damage (5 → 3).');
  await expect(ghoulHp).toContainText('5 / 9');
  await gm.hitWithKeys('Ghoul 1', 5);
  await expect(ghoulHp).toContainText('Defeated');
  await expect(gm.notices()).toContainText('Ghoul 1 is down');
  // A member's hit points go through its system and its character: 1 damage, undone, then 1 again.
  const tankCell = gm.combatant(tank).getByTestId('combatant-hp');
  await gm.hitWithKeys(tank, 1);
  await expect(tankCell).toContainText(`${tankMax - 1} / ${tankMax}`);
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(tankCell).toContainText(`${tankMax} / ${tankMax}`);
  await gm.hitWithKeys(tank, 1);
  await expect(tankCell).toContainText(`${tankMax - 1} / ${tankMax}`);
  await app.expectAccessible('combat tracker');
  await gm.shots('combat');

  // Turns with N until round 2: the stun counts down and ends with a notice.
  const headline = page.getByTestId('combat-headline');
  for (let i = 0; i < 8 && !/Round 2/.test((await headline.textContent()) ?? ''); i++) {
    const before = (await headline.textContent()) ?? '';
    await gm.nextTurnWithKey();
    await expect(headline).not.toHaveText(before);
  }
  await expect(page.getByTestId('combat-headline')).toContainText('Round 2');
  await expect(gm.notices()).toContainText(`${thief}: Stunned ends.`);
  await expect(gm.combatant(thief)).not.toContainText('Stunned');
  await gm.hitWithKeys('Ghoul 2', 20);
  await gm.endFight();
  await expect(gm.notices()).toContainText('The fight ended after 2 rounds: 2 monsters defeated, worth 50 XP.');

  // The member's hit points are the character's own: the dashboard (its card) shows the damage.
  await gm.goTo('Party');
  await expect(tankHp).toHaveValue(String(tankMax - 1));

  // Treasure: coins that earn XP in the party pool, a chalice the thief carries, sold.
  await gm.goTo('Treasure');
  await page.getByLabel('What', { exact: true }).fill('1,200 gp');
  await page.getByLabel('Value', { exact: true }).fill('1,200');
  await page.getByRole('button', { name: 'Add to the ledger' }).click();
  await page.getByLabel('Kind', { exact: true }).selectOption('item');
  await page.getByLabel('What', { exact: true }).fill('Silver chalice');
  await page.getByLabel('Value', { exact: true }).fill('300');
  await page.getByLabel('Earns XP', { exact: true }).uncheck();
  await page.getByLabel('Held by', { exact: true }).selectOption({ label: thief });
  await page.getByRole('button', { name: 'Add to the ledger' }).click();
  await page.getByLabel('Price Silver chalice sold for').fill('250');
  await page.getByRole('button', { name: 'Sold Silver chalice: record the sale' }).click();
  await expect(page.getByTestId('treasure-summary')).toContainText('2 lots worth 1,500 (1,200 earning XP); sold: 1 for 250.');
  await app.expectAccessible('treasure');
  await gm.shots('treasure');

  // The award: 9,000 monster XP (the dungeon's other fights) and the session's 1,200 treasure XP. Shares by hand:
  // monsters, three full shares, the cleric's half and two retainers' full = 4.5; treasure, player characters only
  // (hirelings get a wage, supplement §11.1) = 2.5. The cleric: 9,000 ÷ 4.5 × 0.5 = 1,000 and 1,200 ÷ 2.5 × 0.5 = 240.
  await gm.goTo('Sessions & XP');
  await expect(page.getByTestId('session-combats')).toContainText('2 rounds: Ghoul 1, Ghoul 2 — 50 XP');
  await page.getByLabel('Monster XP', { exact: true }).fill('9000');
  await page.getByLabel('Treasure XP', { exact: true }).fill('1200');
  await page.getByRole('button', { name: 'Work out the award' }).click();
  const preview = page.getByTestId('award-preview');
  await expect(preview).toContainText('Monster XP 9,000, shared equally among the whole party, present or not: 4.5 shares');
  const clericLine = preview.getByTestId('award-member').filter({ hasText: cleric });
  await expect(clericLine).toContainText('Monster XP: 9,000 ÷ 4.5 shares × 0.5 = 1,000');
  await expect(clericLine).toContainText('Treasure XP: 1,200 ÷ 2.5 shares × 0.5 = 240');
  await expect(clericLine).toContainText('Share: 1,000 + 240 = 1,240');
  await expect(preview.getByTestId('award-member').filter({ hasText: 'Torchbearer 1' })).toContainText('Monster XP: 9,000 ÷ 4.5 shares = 2,000');
  await expect(preview.getByTestId('award-member').filter({ hasText: 'Torchbearer 1' })).toContainText('a hireling is paid a wage');
  await expect(preview).toContainText(`${cleric} takes ½ share of awards (house rule)`);
  await app.expectAccessible('award preview');
  await gm.shots('sessions');
  await page.getByRole('button', { name: 'Give the award' }).click();
  await expect(gm.notices()).toContainText('Award given');
  await expect(page.getByTestId('session-awards')).toContainText(`${cleric} +`);

  // Search across the journal.
  await page.getByLabel('Search the journal').fill('harbour');
  await expect(page.getByRole('region', { name: 'Search results' })).toContainText('harbour-master');
  await page.getByLabel('Search the journal').fill('');

  // Time: the fight's two rounds moved the clock 20 seconds; a torch burns out as an hour passes.
  await gm.goTo('Time');
  await page.getByLabel('Timer', { exact: true }).fill('Torch');
  await page.getByRole('button', { name: 'Start it' }).click();
  await page.getByLabel('Move on by').fill('1');
  await page.locator('#clock-unit').selectOption('hour');
  await page.getByRole('button', { name: 'Advance', exact: true }).click();
  await expect(gm.notices()).toContainText('Torch has gone out.');
  await expect(page.getByTestId('clock-reading')).toHaveText('Day 1, 01:00');
  await app.expectAccessible('time');
  await gm.shots('time');

  // The dice log is the campaign's: the initiative rolls are in it, beside the panel's own.
  await gm.goTo('Dice');
  await page.getByLabel('For', { exact: true }).fill('Wandering monster');
  await page.getByRole('textbox', { name: 'Dice' }).fill('1d6');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dice-history').locator('li').first()).toContainText('Wandering monster');
  await expect(page.getByTestId('dice-history')).toContainText('Initiative: Ghoul');
  await app.expectAccessible('campaign dice');
  await gm.shots('dice');

  // Level up the member the award brought to the threshold, from the dashboard.
  await gm.goTo('Party');
  const ready = page.getByRole('button', { name: /^Level up ready: open / }).first();
  await expect(ready).toBeVisible();
  const readyName = ((await ready.getAttribute('aria-label')) ?? '').replace(/^Level up ready: open /, '').replace(/’s sheet$/, '');
  await ready.click();
  await page.getByRole('button', { name: 'Level up…' }).click();
  await expect(page.getByRole('heading', { name: 'Level up: 1 → 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply level 2' }).click();
  await expect(page.getByTestId('id-level')).toHaveText('2');
  await app.goTo('Campaigns');
  await page.getByRole('button', { name: /The Sunken Crown/ }).click();
  await gm.goTo('Party');
  await expect(gm.memberRow(readyName).getByTestId('member-line')).toHaveText(/ 2$/);

  // The party sheet, A4: saved, rendered with pdftoppm and looked at (screenshots/gm-party-sheet-a4-1.png).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Party sheet (PDF)' }).click();
  const file = path.join(dir, 'party.pdf');
  await (await download).saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join('screenshots', 'gm-party-sheet-a4')]);
  expect(existsSync(path.join('screenshots', 'gm-party-sheet-a4-1.png'))).toBe(true);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  for (const name of [fighter, thief, cleric, 'Torchbearer 1', 'Torchbearer 2']) expect(text).toContain(name);
  expect(text).toContain('½ share');

  // After a reload everything is still there (the level-up may have raised the member's hit points: as now).
  const hpNow = await tankHp.inputValue();
  await page.reload();
  await expect(gm.memberRows()).toHaveCount(5);
  await expect(gm.memberRow(fighter).getByLabel(`Player of ${fighter}`)).toHaveValue('Ann');
  await expect(gm.memberRow(cleric).getByLabel(`Custom share of ${cleric}`)).toHaveValue('½');
  await expect(tankHp).toHaveValue(hpNow);
  await gm.goTo('Sessions & XP');
  await expect(page.getByLabel('Title')).toHaveValue('The drowned chapel');
  await expect(page.getByTestId('session-awards')).toContainText(`${cleric} +`);
  await expect(page.getByTestId('session-combats')).toContainText('Ghoul 2');
  await gm.goTo('Treasure');
  await expect(page.getByTestId('treasure-row')).toHaveCount(2);
  await gm.goTo('Time');
  await expect(page.getByTestId('clock-reading')).toHaveText('Day 1, 01:00');
  await gm.goTo('Dice');
  await expect(page.getByTestId('dice-history')).toContainText('Wandering monster');
});

test('a campaign moved to the trash comes back with everything in it', async ({ page }) => {
  const gm = new CampaignPage(page);
  await gm.app.open();
  await gm.create('The Sunken Crown');
  await page.getByLabel('Notes').fill('Kept through the trash.');
  await gm.app.expectSaved();
  await page.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your campaigns' })).toHaveCount(0);
  await page.getByText('Campaign trash (1)').click();
  await gm.app.expectAccessible('campaign trash');
  await page.getByRole('button', { name: 'Restore The Sunken Crown' }).click();
  await page.getByRole('list', { name: 'Your campaigns' }).getByRole('button', { name: /The Sunken Crown/ }).click();
  await expect(page.getByLabel('Notes')).toHaveValue('Kept through the trash.');
});

test('a party of eight with retainers fits 1366×768 at a glance, in both themes', async ({ page }) => {
  const gm = new CampaignPage(page);
  await gm.app.open();
  await gm.create('The Sunken Crown');
  await gm.goTo('Party');
  await gm.quickNpcs({ kind: 'Fighter', level: '3', count: '6', role: 'Player character', called: 'Adventurer' });
  await gm.quickNpcs({ kind: 'Thief', level: '1', count: '2', role: 'Retainer', called: 'Porter' });
  await expect(gm.memberRows()).toHaveCount(8);
  await expect(gm.memberRow('Adventurer 6').getByTestId('member-line')).toHaveText('Fighter 3');
  // Hirelings (supplement §7.9): a 1st-level thief needs 1,200 XP for 2nd, so it asks 120 gp, half ahead; the morale is
  // the leader's (the first 3rd-level adventurer), by its Cha (Table 3-1).
  await expect(gm.memberRow('Porter 1').getByTestId('member-hire')).toHaveText(/^Fee 120 gp an adventure or month, 60 gp ahead · morale \d+$/);
  await expect(page.getByTestId('hiring')).toContainText(/Leader: Adventurer 1 \(the highest-level player character\) — up to \d+ hirelings? \(Cha \d+\), morale \d+, of level 1 at most \(half of level 3\)/);
  const table = page.getByRole('table', { name: 'Party members' });
  const box = await table.boundingBox();
  expect(box, 'the party table is on screen').not.toBeNull();
  // Every member, every column: the table ends inside the window, with no sideways scrolling.
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(768);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
  expect(await table.evaluate((t) => (t.parentElement?.scrollWidth ?? 0) <= (t.parentElement?.clientWidth ?? 0))).toBe(true);
  await gm.app.expectAccessible('party of eight');
  await gm.shots('party-8');
});

test('a character created inside the campaign joins the party as a draft until it is finished', async ({ page }) => {
  const gm = new CampaignPage(page);
  await gm.app.open();
  await gm.create('The Sunken Crown');
  await gm.goTo('Party');
  await page.getByRole('button', { name: 'create a new character in this campaign' }).click();
  // The flow names its first step in the address once the system is loaded (leaving before that came back to it).
  await expect(page).toHaveURL(/#\/characters\/[^/]+\/create\/[a-z-]+$/);
  await gm.app.goTo('Campaigns');
  await page.getByRole('list', { name: 'Your campaigns' }).getByRole('button', { name: /The Sunken Crown/ }).click();
  await gm.goTo('Party');
  await expect(gm.memberRows()).toHaveCount(1);
  await expect(gm.memberRows().first()).toContainText('This character is still a draft; finish creating it first.');
  // A draft cannot fight yet.
  await gm.goTo('Combat');
  await expect(page.getByText('No member is ready to fight yet')).toBeVisible();
});

test('the tracker’s other tools: saved monsters, a custom condition, delay and act now, initiative by hand', async ({ page }) => {
  const gm = new CampaignPage(page);
  await gm.app.open();
  const hero = await gm.quickCharacter('Fighter');
  await gm.create('The Sunken Crown');
  await gm.goTo('Party');
  await gm.addMember(hero);
  await gm.goTo('Combat');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  // A monster saved for later fights, then added twice from the list (its figures from its hit dice).
  await page.getByLabel('Monster', { exact: true }).fill('Orc');
  await page.getByLabel(/^Hit dice \(/).fill('1');
  await page.getByLabel(/^Hit points \(/).fill('5');
  await page.getByRole('button', { name: 'Save for later fights' }).click();
  await expect(gm.notices()).toContainText('Orc saved for later fights.');
  await page.getByLabel('Find', { exact: true }).fill('2 orcs');
  await page.getByLabel('Find', { exact: true }).press('Enter');
  await expect(gm.combatants()).toHaveCount(3);
  // Supplement §11.3 (line 1006): the "1" row is AB +1 and 10 XP.
  await expect(gm.combatant('Orc 1')).toContainText('Hit dice 1 · +1 to hit · 10 XP');
  // Initiative by hand (physical dice): the hero 6, the orcs 5 and 4; round 1 starts with the totals as typed.
  for (const [who, total] of [[hero, '6'], ['Orc 1', '5'], ['Orc 2', '4']] as const) {
    await page.getByLabel(`Initiative of ${who}`).fill(total);
    await page.getByLabel(`Initiative of ${who}`).press('Tab');
  }
  await page.getByRole('button', { name: 'Start round 1 (totals as typed)' }).click();
  const headline = page.getByTestId('combat-headline');
  await expect(headline).toHaveText(`Round 1 · ${hero}'s turn`);
  // The hero delays: Orc 1 goes; the hero acts now, before it.
  await page.getByRole('button', { name: 'Delay', exact: true }).click();
  await expect(headline).toHaveText("Round 1 · Orc 1's turn");
  await expect(gm.combatant(hero)).toContainText('delaying');
  await page.getByRole('button', { name: `${hero} acts now` }).click();
  await expect(headline).toHaveText(`Round 1 · ${hero}'s turn`);
  await gm.nextTurnWithKey();
  await expect(headline).toHaveText("Round 1 · Orc 1's turn");
  // A condition of the GM's own, saved for the campaign and put on an orc until taken off.
  await page.getByText('Save a condition of your own…').click();
  await page.locator('#fight-cond-custom-name').fill('Shaken');
  await page.locator('#fight-cond-custom-desc').fill('−1 to attacks until rallied');
  await page.getByRole('button', { name: 'Save for this campaign' }).click();
  await gm.putCondition('fight-cond', 'Orc 2', 'Shaken (custom)', '');
  await expect(gm.combatant('Orc 2')).toContainText('Shaken');
  await gm.app.expectAccessible('tracker tools');
});

test('a campaign’s house rule of more than one level per award prints in its members’ sheet footers and PDFs while it is on', async ({ page }) => {
  test.setTimeout(120_000);
  const gm = new CampaignPage(page);
  const app = gm.app;
  await app.open();
  const fighter = await gm.quickCharacter('Fighter');
  const thief = await gm.quickCharacter('Thief');
  const rule = 'One award may raise a character more than one level';
  const ruleOf = (campaign: string) => `${rule} (house rule of ${campaign})`;
  /** A campaign with these members and the house rule switched on. */
  async function campaignWithRule(name: string, members: readonly string[]): Promise<void> {
    await gm.create(name);
    await gm.goTo('Party');
    for (const member of members) await gm.addMember(member);
    await gm.goTo('Overview');
    await page.getByLabel(rule).check();
    await expect(page.getByTestId('house-rules')).toContainText(rule);
    await app.expectSaved();
  }
  async function openSheet(name: string): Promise<void> {
    await app.goTo('Characters');
    await app.characterRow(name).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  const footer = page.getByTestId('sheet-footer');

  // Off by default: a member's footer says nothing of it.
  await gm.create('The Sunken Crown');
  await gm.goTo('Party');
  await gm.addMember(fighter);
  await gm.addMember(thief);
  await openSheet(thief);
  await expect(page.getByTestId('id-class')).toHaveText('Thief');
  await expect(page.getByText(rule)).toHaveCount(0);

  // On in The Sunken Crown (both members) and in Western Marches (the fighter only).
  await app.goTo('Campaigns');
  await page.getByRole('list', { name: 'Your campaigns' }).getByRole('button', { name: /The Sunken Crown/ }).click();
  await gm.goTo('Overview');
  await page.getByLabel(rule).check();
  await expect(page.getByTestId('house-rules')).toContainText(rule);
  await app.expectSaved();
  await campaignWithRule('Western Marches', [fighter]);

  await openSheet(thief);
  await expect(footer).toContainText(ruleOf('The Sunken Crown'));
  await expect(footer).not.toContainText('Western Marches');
  await openSheet(fighter);
  await expect(footer).toContainText(ruleOf('The Sunken Crown'));
  await expect(footer).toContainText(ruleOf('Western Marches'));
  await app.screenshot('gm-member-sheet-house-rules');

  // The fighter's PDF says the same. In reading order, not -layout (which interleaves the wrapped footer with the
  // page number beside it); whitespace joined, as the footer may wrap.
  await new SheetPage(page).openFiles();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const file = path.join(dir, 'member-sheet.pdf');
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain(ruleOf('The Sunken Crown'));
  expect(text).toContain(ruleOf('Western Marches'));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join('screenshots', 'gm-member-sheet-house-rules-pdf')]);

  // Switched off again in The Sunken Crown: the thief's footer no longer has it (the rules' way is no house rule).
  await app.goTo('Campaigns');
  await page.getByRole('list', { name: 'Your campaigns' }).getByRole('button', { name: /The Sunken Crown/ }).click();
  await gm.goTo('Overview');
  await page.getByLabel(rule).uncheck();
  await expect(page.getByText('None: the campaign plays by the rules as written.')).toBeVisible();
  await app.expectSaved();
  await openSheet(thief);
  await expect(page.getByTestId('id-class')).toHaveText('Thief');
  await expect(page.getByText(/more than one level|at most one level/)).toHaveCount(0);
});
