/**
 * Issue 21, "Done when": a Dark Dungeons evening as the game master plays it. A party of three; goblins from the
 * monster library in one group (one initiative, one turn, supplement §9.3); initiative rolled again at the new round
 * (§9.1); the fight played by keyboard: the party cuts the goblins down, the goblins strike the thief to 0 and the
 * fighter for a little; the thief's death save, typed from the table, fails (§9.6); the end of the fight undone and
 * made again; the XP award (the dead take no share unless ticked in; §11.1 and §11.3); the treasure divided into the
 * living members' purses (§7.1); a day of bed rest (2 hp, 004:962); a torch from the fighter's pack; journal entries
 * for the goblins' chief and the thief, linked from the session and to the thief's sheet, found by search. Every purse, XP
 * total and hit point is worked out here from those rules and checked where the player would look.
 */
import { expect, test, type Page } from '@playwright/test';
import { CampaignPage } from '../support/campaign-page';

test.use({ viewport: { width: 1366, height: 900 } });

/** Goblins of hit dice 1-1: attack bonus +1 and 5 XP each (supplement §11.3, line 1005); 3 hit points as typed. */
const GOBLINS = 4;
const GOBLIN_HP = 3;
const GOBLIN_XP = 5;
const TREASURE_GP = 300;

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function acting(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Combatants in turn order' }).getByTestId('combatant').and(page.locator('.current'));
  return (await rows.getByRole('button').allTextContents()).map((n) => n.replace('▶', '').trim()).filter(Boolean);
}

async function picked(page: Page): Promise<string> {
  const row = page.getByRole('table', { name: 'Combatants in turn order' }).getByTestId('combatant').and(page.locator('.selected'));
  return ((await row.getByRole('button').first().textContent()) ?? '').replace('▶', '').trim();
}

test('an evening: library, groups, keyboard fight, a death, the end undone, XP, purses, a rest, a torch and the journal', async ({ page }) => {
  test.setTimeout(240_000);
  const gm = new CampaignPage(page);
  const app = gm.app;
  await app.clearData();
  await app.open();

  // The party: a fighter with at least 3 hit points (a quick one may have fewer) and torches in the kit (bought only
  // when the gold lasts that far), a cleric and a thief.
  const fighter = await gm.quickCharacterWhere('Fighter', async () => (await gm.sheetHitPoints()) >= 3 && (await gm.sheetCarriesTorches()));
  const cleric = await gm.quickCharacter('Cleric');
  const thief = await gm.quickCharacter('Thief');
  const gold: Record<string, number> = {};
  for (const name of [fighter, cleric, thief]) {
    await app.goTo('Characters');
    await app.characterRow(name).click();
    gold[name] = Number(await page.getByLabel('Gold', { exact: true }).inputValue());
  }

  await gm.create('An Evening at the Warren');
  await gm.goTo('Party');
  for (const name of [fighter, cleric, thief]) await gm.addMember(name);
  const fighterMax = numberIn(await gm.memberRow(fighter).getByTestId('member-hp').textContent());
  await gm.goTo('Sessions & XP');
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByLabel('Title').fill('The warren');
  await app.expectSaved();

  // The goblin saved once, then four of it from the library: one group.
  await gm.goTo('Combat');
  const sessionPick = page.getByLabel(/^Session \(its journal/);
  await sessionPick.selectOption((await sessionPick.locator('option', { hasText: 'The warren' }).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Start the fight' }).click();
  await page.getByLabel('Monster', { exact: true }).fill('Goblin');
  await page.getByLabel(/^Hit dice \(/).fill('1-1');
  await page.getByLabel(/^Hit points \(/).fill(String(GOBLIN_HP));
  await page.getByLabel('Armour class', { exact: true }).fill('6');
  await page.getByLabel(/^Damage \(/).fill('1d6');
  await page.getByRole('button', { name: 'Save for later fights' }).click();
  await expect(gm.notices()).toContainText('Goblin saved for later fights.');
  await page.getByLabel('Find', { exact: true }).fill(`${GOBLINS} goblins`);
  await page.getByLabel('Find', { exact: true }).press('Enter');
  await expect(gm.combatants()).toHaveCount(3 + GOBLINS);

  // From here the fight is keys only.
  const heading = page.getByRole('heading', { level: 2, name: 'Combat' });
  const headline = page.getByTestId('combat-headline');
  await heading.focus();
  await page.keyboard.press('i');
  await expect(headline).toContainText('Round 1');
  let fighterHurt = 0;
  let thiefDown = false;
  let rerolled = false;
  const goblinsLeft = async () => gm.combatants().filter({ hasText: /Goblin \d/ }).filter({ hasNotText: 'Defeated' }).count();
  for (let turn = 0; turn < 40 && ((await goblinsLeft()) > 0 || !thiefDown); turn++) {
    const now = await acting(page);
    if (now.some((n) => n.startsWith('Goblin'))) {
      if (!thiefDown) {
        // T cycles the party from the goblins' side until the thief is picked; 99 damage stops at 0 (§9.6).
        for (let i = 0; i < 3 && (await picked(page)) !== thief; i++) await page.keyboard.press('t');
        expect(await picked(page)).toBe(thief);
        await page.keyboard.type('99');
        await page.keyboard.press('Enter');
        await expect(heading).toBeFocused();
        thiefDown = true;
        fighterHurt = Math.min(2, fighterMax - 1);
        if (fighterHurt > 0) {
          for (let i = 0; i < 3 && (await picked(page)) !== fighter; i++) await page.keyboard.press('t');
          await page.keyboard.type(String(fighterHurt));
          await page.keyboard.press('Enter');
          await expect(heading).toBeFocused();
        }
      }
    } else if (now.length > 0 && (await goblinsLeft()) > 0 && !now.includes(thief)) {
      // A member cuts down the first goblin still standing.
      await page.keyboard.press('t');
      await page.keyboard.type(String(GOBLIN_HP));
      await page.keyboard.press('Enter');
      await expect(heading).toBeFocused();
    }
    const before = (await headline.textContent()) ?? '';
    await page.keyboard.press('n');
    await expect(headline).not.toHaveText(before);
    // The thief's death save at the end of the round: a 1 typed from the table fails (save vs death ray).
    const asked = page.getByRole('form', { name: new RegExp(`^${thief}: Save vs death ray`) });
    if (await asked.count()) {
      await asked.getByLabel(`Dice from the table for ${thief}`).focus();
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await expect(gm.combatant(thief)).toContainText('dead');
      await heading.focus();
    }
    // A new round offers initiative again (§9.1): rolled anew, once, by key.
    if (!rerolled && (await page.getByTestId('initiative-due').count())) {
      await page.keyboard.press('i');
      await expect(page.getByTestId('initiative-due')).toHaveCount(0);
      rerolled = true;
    }
  }
  expect(await goblinsLeft()).toBe(0);
  expect(rerolled).toBe(true);
  await expect(gm.combatant(thief)).toContainText('dead');
  await expect(gm.combatant(fighter).getByTestId('combatant-hp')).toContainText(`${fighterMax - fighterHurt} / ${fighterMax}`);

  // The end of the fight, undone (U), and made again.
  await gm.endFight();
  const worth = GOBLINS * GOBLIN_XP;
  await expect(gm.notices()).toContainText(`${GOBLINS} monsters defeated, worth ${worth} XP`);
  await page.keyboard.press('u');
  await expect(headline).toBeVisible();
  await gm.endFight();
  await expect(gm.notices()).toContainText(`${GOBLINS} monsters defeated, worth ${worth} XP`);

  // The treasure: 300 gp, divided between the two living members (the dead take no share by default).
  await gm.goTo('Treasure');
  await page.getByLabel('What', { exact: true }).fill(`${TREASURE_GP} gp`);
  await page.getByLabel('Value', { exact: true }).fill(String(TREASURE_GP));
  await page.getByRole('button', { name: 'Add to the ledger' }).click();
  const divide = page.getByTestId('divide');
  await divide.getByRole('button', { name: 'Work out each share' }).click();
  const share = TREASURE_GP / 2;
  await expect(page.getByTestId('divide-preview')).toContainText(`${TREASURE_GP} gp ÷ 2 shares = ${share} gp a share`);
  await page.getByTestId('divide-preview').getByRole('button', { name: 'Credit the purses' }).click();
  await expect(gm.notices()).toContainText('Divided:');

  // The award: the goblins' 20 XP and the treasure's 300 (1 XP per gp, supplement §4): 10 + 150 for each of the two
  // living members; the dead thief is listed apart. Each total is the share times the member's own bonus (Table 4-1).
  await gm.goTo('Sessions & XP');
  await page.getByLabel('Monster XP', { exact: true }).fill(String(worth));
  await page.getByLabel('Treasure XP', { exact: true }).fill(String(TREASURE_GP));
  await page.getByRole('button', { name: 'Work out the award' }).click();
  const preview = page.getByTestId('award-preview');
  const base = worth / 2 + TREASURE_GP / 2;
  const expected: Record<string, number> = {};
  for (const name of [fighter, cleric]) {
    const line = preview.getByTestId('award-member').filter({ hasText: name });
    await expect(line).toContainText(`Share: ${worth / 2} + ${TREASURE_GP / 2} = ${base}`);
    const factor = Number(/× (\d\.\d\d)/.exec((await line.textContent()) ?? '')?.[1] ?? 'NaN');
    expected[name] = Math.floor(base * factor);
  }
  await expect(preview.getByTestId('award-dead')).toContainText(thief);
  await expect(preview.getByTestId('award-dead').getByLabel(thief)).not.toBeChecked();
  await page.getByRole('button', { name: 'Give the award' }).click();
  await expect(gm.notices()).toContainText('Award given');

  // A day of bed rest heals the fighter 2 (004:962), no further than the maximum; the dead rest no more.
  await gm.goTo('Time');
  await page.getByLabel('Rest', { exact: true }).selectOption({ label: 'Day of bed rest' });
  await page.getByRole('button', { name: 'Preview the rest' }).click();
  await page.getByRole('button', { name: 'Rest the party' }).click();
  // The rest is written (its sentence shown) before the torch: a GM sees it done before the next thing.
  await expect(gm.notices()).toContainText('Day of bed rest');
  const healed = Math.min(fighterMax, fighterMax - fighterHurt + 2);
  // A torch from the fighter's pack (a quick character's kit has three).
  await page.getByLabel('Light one, carried by').selectOption({ label: fighter });
  await page.getByRole('button', { name: 'Light: Torch (1 hour)' }).click();
  await expect(gm.notices()).toContainText(`Torch lit for ${fighter}, one taken from their pack (2 left)`);

  // The journal: the session met the goblins' chief, who becomes an entry with notes and a tag; the dead thief's
  // entry links to its character, and the search finds both.
  await gm.goTo('Sessions & XP');
  await page.locator('#session-npcs').fill(`Grizzle the goblin chief\n${thief}`);
  await page.locator('#session-places').fill('The warren');
  await page.getByRole('button', { name: 'Make an entry for Grizzle the goblin chief' }).click();
  await page.getByRole('button', { name: `Make an entry for ${thief}` }).click();
  await page.getByRole('button', { name: 'Open the NPC entry Grizzle the goblin chief' }).click();
  await page.locator('#entry-notes').fill('Fled down the well with the chapel silver.');
  await page.locator('#entry-tags').fill('villain, warren');
  await page.getByRole('navigation', { name: 'NPCs and places' }).getByRole('button', { name: thief }).click();
  await page.getByLabel('Character', { exact: true }).selectOption({ label: thief });
  await expect(page.getByRole('button', { name: `Open ${thief}’s sheet` })).toBeVisible();
  await expect(page.getByRole('list', { name: `Sessions naming ${thief}` })).toContainText('The warren');
  await gm.goTo('Sessions & XP');
  await page.getByLabel('Search the journal').fill('chapel silver');
  await expect(page.getByRole('region', { name: 'Search results' })).toContainText('Grizzle the goblin chief');
  await app.expectSaved();

  // Where the players look: the dashboard's XP and hit points, and each sheet's purse.
  await gm.goTo('Party');
  for (const name of [fighter, cleric]) await expect(gm.memberRow(name)).toContainText(`${expected[name]!.toLocaleString('en-US')} /`);
  await expect(gm.memberRow(thief)).toContainText('Dead');
  await expect(gm.memberRow(fighter).getByLabel(`Hit points of ${fighter}, now`)).toHaveValue(String(healed));
  for (const [name, credit] of [[fighter, share], [cleric, share], [thief, 0]] as const) {
    await app.goTo('Characters');
    await app.characterRow(name).click();
    expect(Number(await page.getByLabel('Gold', { exact: true }).inputValue())).toBeCloseTo((gold[name] ?? 0) + credit, 2);
  }
  await gm.expectNoProblem();
});
