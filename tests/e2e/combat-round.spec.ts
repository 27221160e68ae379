import { expect, test } from '@playwright/test';
import { CampaignPage } from '../support/campaign-page';
import { GOBLINS, playRoundByKeys, setUpRound } from '../support/combat-round';

/**
 * Issue 21 §2 and §3: five characters against six goblins and an ogre. The goblins share one turn (supplement §9.3),
 * each with its own hit points; a round played by keys only takes the keys `npm run bench` reports as
 * combat.roundKeyPresses, and does what the keys asked: damage to the one picked, a condition, the next round
 * offering initiative again (§9.1), kept with K.
 */
test('a round of five characters against six goblins and an ogre, by keys only', async ({ page }) => {
  test.setTimeout(120_000);
  const gm = new CampaignPage(page);
  await gm.app.clearData();
  await gm.app.open();
  const party = await setUpRound(page, 'Goblin Warren');
  await expect(gm.combatants()).toHaveCount(party.length + GOBLINS + 1);
  // One roll for the goblins: every goblin has the same total.
  const totals = await gm.combatants().filter({ hasText: /Goblin \d/ }).locator('input[aria-label^="Initiative of"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(new Set(totals).size).toBe(1);

  const round = await playRoundByKeys(page, party);
  test.info().annotations.push({ type: 'roundKeyPresses', description: String(round.presses) });
  // 7 turns (N), T + amount + Enter twice (T once more when the ogre stands before the goblins), C B Enter.
  expect(round.presses).toBeGreaterThanOrEqual(7 + 3 + 3 + 3);
  expect(round.presses).toBeLessThanOrEqual(7 + 4 + 3 + 3);
  expect(round.headline).toMatch(/^Round 2 · /);
  // The goblin picked with T took 3 (4 → 1), the member the ogre picked took 4; the blinded goblin shows it.
  await expect(gm.combatant(round.goblinHit).getByTestId('combatant-hp')).toContainText('1 / 4');
  await expect(gm.combatant(round.goblinBlinded)).toContainText('Blinded');
  expect(party).toContain(round.memberHit);
  await expect(gm.combatant(round.memberHit).getByTestId('combatant-hp')).not.toContainText(/^\s*(\d+) \/ \1\b/);

  // Round 2 offers initiative again; K keeps the order, U takes that back and it is offered again.
  await expect(page.getByTestId('initiative-due')).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Combat' }).focus();
  await page.keyboard.press('k');
  await expect(page.getByTestId('initiative-due')).toHaveCount(0);
  await page.keyboard.press('u');
  await expect(page.getByTestId('initiative-due')).toBeVisible();
  await gm.app.expectAccessible('combat tracker with a group and initiative due');
  await gm.shots('combat-groups');
  await page.keyboard.press('i');
  await expect(page.getByTestId('initiative-due')).toHaveCount(0);

  // The encounter rolls in words, each in the dice log.
  await page.getByRole('form', { name: 'Morale' }).getByLabel('Morale score').fill('7');
  await page.getByRole('form', { name: 'Morale' }).getByRole('button', { name: 'Morale' }).click();
  await expect(page.getByTestId('encounter-result')).toContainText(/Morale .*(Fights on|Breaks)/);
  await page.getByRole('form', { name: 'Surprise' }).getByRole('button', { name: 'Surprise' }).click();
  await expect(page.getByTestId('encounter-result')).toContainText(/Surprise .*(surprised)/);
  await expect(page.getByTestId('fight-dice-history')).toContainText('Surprise');
  await gm.app.screenshot('gm-combat-encounter-rolls');
  await gm.expectNoProblem();
});
