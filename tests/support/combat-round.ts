/**
 * Issue 21 §2's measured round, shared by the e2e test (which checks what it did) and `npm run bench` (which reports
 * `combat.roundKeyPresses`): five Dark Dungeons characters against six goblins and an ogre, one round played by the
 * keyboard only — the fighter hits a goblin for 3, the ogre hits a party member for 4, the goblin whose turn it is
 * is blinded, every turn passed with N — counting every key pressed. The set-up uses the mouse like any GM preparing a fight; only the
 * round is counted. Plain Playwright calls (no test `expect`), so the bench can run it outside the test runner.
 */
import type { Locator, Page } from '@playwright/test';

export const ROUND_PARTY = ['Fighter', 'Cleric', 'Thief', 'Magic-User', 'Dwarf'] as const;
export const GOBLINS = 6;

/** What the round did, for the test to check. */
export interface RoundResult {
  readonly presses: number;
  /** The goblin the fighter hit, the member the ogre hit, the goblin blinded. */
  readonly goblinHit: string;
  readonly memberHit: string;
  readonly goblinBlinded: string;
  /** The headline after the round ("Round 2 · …"). */
  readonly headline: string;
}

const rows = (page: Page): Locator => page.getByRole('table', { name: 'Combatants in turn order' }).getByTestId('combatant');

async function waitText(locator: Locator, pattern: RegExp): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (pattern.test((await locator.textContent()) ?? '')) return;
    await locator.page().waitForTimeout(50);
  }
  throw new Error(`"${pattern.source}" never showed in ${String(locator)}`);
}

/** Makes the party, the campaign and the fight, rolls initiative: all by mouse, as a GM prepares. Returns the party's names. */
export async function setUpRound(page: Page, campaign: string): Promise<string[]> {
  const nav = (name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name, exact: true });
  const names: string[] = [];
  for (const kind of ROUND_PARTY) {
    await nav('Characters').click();
    await page.getByLabel('Quick character:').selectOption({ label: kind });
    await page.getByRole('button', { name: 'Make it' }).click();
    await waitText(page.getByTestId('id-class'), new RegExp(`^${kind}$`));
    names.push(((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim());
  }
  await nav('Campaigns').click();
  await page.getByLabel('New campaign name').fill(campaign);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByRole('heading', { level: 1, name: campaign }).waitFor();
  await page.getByRole('navigation', { name: 'Campaign pages' }).getByRole('button', { name: 'Party' }).click();
  const members = page.getByRole('table', { name: 'Party members' }).getByTestId('member-row');
  for (let i = 0; i < names.length; i++) {
    const select = page.getByLabel('Character to add', { exact: true });
    // The picker lists the characters not yet in the party.
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value ?? '');
    await page.getByRole('button', { name: 'Add to the party' }).click();
    await members.nth(i).waitFor();
  }
  await page.getByRole('navigation', { name: 'Campaign pages' }).getByRole('button', { name: 'Combat' }).click();
  await page.getByRole('button', { name: 'Start the fight' }).click();
  for (const [name, hitDice, hp, count] of [['Goblin', '1-1', '4', String(GOBLINS)], ['Ogre', '4+1', '20', '1']] as const) {
    await page.getByLabel('Monster', { exact: true }).fill(name);
    await page.getByLabel(/^Hit dice \(/).fill(hitDice);
    await page.getByLabel(/^Hit points \(/).fill(hp);
    await page.getByLabel('Armour class', { exact: true }).fill(name === 'Ogre' ? '5' : '6');
    await page.getByLabel(/^Damage \(/).fill(name === 'Ogre' ? '2d6' : '1d6');
    await page.getByLabel('How many', { exact: true }).fill(count);
    await page.getByRole('button', { name: 'Add to the fight' }).click();
    // The form empties once they are in; typing the next before then would be wiped.
    await rows(page).getByRole('button', { name: name === 'Ogre' ? 'Ogre' : `Goblin ${GOBLINS}`, exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'Roll initiative', exact: true }).click();
  await waitText(page.getByTestId('combat-headline'), /^Round 1/);
  return names;
}

/** The name of the row picked now (the tracker marks it), and the names of those whose turn it is. */
async function picked(page: Page): Promise<string> {
  return ((await rows(page).and(page.locator('.selected')).getByRole('button').first().textContent()) ?? '').replace('▶', '').trim();
}
async function acting(page: Page): Promise<string[]> {
  const names = await rows(page).and(page.locator('.current')).getByRole('button').allTextContents();
  return names.map((n) => n.replace('▶', '').trim()).filter((n) => n !== '');
}

/** Waits until an action has handed the keys back to the tracker (its heading has the focus). */
async function backAtTracker(page: Page): Promise<void> {
  await page.locator('h2:focus', { hasText: 'Combat' }).waitFor();
}

/** Plays round 1 by keys only, from the tracker's heading, and counts the keys. */
export async function playRoundByKeys(page: Page, party: readonly string[]): Promise<RoundResult> {
  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  const headline = page.getByTestId('combat-headline');
  await page.getByRole('heading', { level: 2, name: 'Combat' }).focus();
  const fighter = party[0] ?? '';
  let goblinHit = '';
  let memberHit = '';
  let goblinBlinded = '';
  // One turn per unit: 5 members, the goblins (one turn for the group, supplement §9.3) and the ogre.
  for (let turn = 0; turn < ROUND_PARTY.length + 2; turn++) {
    const now = await acting(page);
    if (now.includes(fighter) && goblinHit === '') {
      // The fighter hits a goblin: T picks the first foe in the order (again if that is the ogre), the amount, Enter
      // (the keys are the tracker's again after).
      await press('t');
      for (let i = 0; i < 2 && !(await picked(page)).startsWith('Goblin'); i++) await press('t');
      goblinHit = await picked(page);
      await press('3');
      await press('Enter');
      await backAtTracker(page);
    } else if (now.includes('Ogre') && memberHit === '') {
      await press('t');
      memberHit = await picked(page);
      await press('4');
      await press('Enter');
      await backAtTracker(page);
    } else if (now.some((n) => n.startsWith('Goblin')) && goblinBlinded === '') {
      // A condition on the goblin whose turn it is (the one picked when a turn starts): C, B for Blinded, Enter.
      goblinBlinded = await picked(page);
      await press('c');
      await press('b');
      await press('Enter');
      await backAtTracker(page);
    }
    const before = (await headline.textContent()) ?? '';
    await press('n');
    for (let i = 0; i < 100 && ((await headline.textContent()) ?? '') === before; i++) await page.waitForTimeout(20);
  }
  return { presses, goblinHit, memberHit, goblinBlinded, headline: ((await headline.textContent()) ?? '').trim() };
}
