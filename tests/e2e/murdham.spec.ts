import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppPage } from '../support/app-page';
import { MurdhamPage } from '../support/murdham-page';
import { CampaignPage } from '../support/campaign-page';
import { DicePage } from '../support/dice-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-murdham-'));

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

/** Screenshots in both themes at the size given; each is looked at by a person (screenshots/murdham-*.png). */
async function shots(app: AppPage, name: string, size: { width: number; height: number }): Promise<void> {
  await app.page.setViewportSize(size);
  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    await app.screenshot(`murdham-${name}-${theme}-${size.width}`);
  }
  await app.setTheme('light');
  await app.page.setViewportSize({ width: 1280, height: 800 });
}

test('creates a Murdham character with the keyboard, plays her at the table and prints her sheet', async ({ page }) => {
  // Creation, play, the PDF, then a campaign fight and the dice view: a long walk.
  test.setTimeout(600_000);
  const app = new AppPage(page);
  const m = new MurdhamPage(page);
  const flow = m.flow;
  await app.open();
  await m.newCharacter();

  // Step 1: not human first, so the abilities step allows 1 to 19 (000:8).
  await flow.type(page.getByLabel('Name', { exact: true }), 'Sybilla');
  await flow.press(page.getByRole('radio', { name: 'Another people' }), 'Space');
  await flow.type(page.getByLabel('Which people'), 'Fen-born');
  await flow.type(page.getByLabel('Concept'), 'a grave-warden with a lantern and debts');
  await app.expectAccessible('Murdham step 1');
  await shots(app, 'identity', { width: 1024, height: 700 });
  await flow.next();

  await flow.expectStep('Abilities');
  await expect(page.getByTestId('ability-range')).toContainText('each score from 1 to 19');
  await m.enterScores('17', '10', '12');
  await expect(page.getByTestId('m-score-str')).toHaveText('17');

  // Human after all: 17 is past the human 15, "not even temporarily" (000:72); the flow says so and the field shows it.
  await flow.goToStep('Name and people');
  await flow.press(page.getByRole('radio', { name: 'Human' }), 'Space');
  await expect(page.getByRole('status').filter({ hasText: 'Updated to match your change' })).toContainText('STR 17 is above 15');
  await flow.next();
  await expect(page.getByTestId('ability-range')).toContainText('each score from 1 to 15');
  await expect(page.getByLabel('Strength (STR)')).toHaveAttribute('aria-invalid', 'true');
  await flow.press(page.getByRole('button', { name: 'Use these scores' }));
  await expect(page.locator('#m-scores-err')).toHaveText(/^STR: enter a whole number from 1 to 15/);
  // Sybilla's own numbers from the omen examples: STR 8, AGI 10 (000:143, 000:148).
  await m.enterScores('8', '10', '12');
  await expect(page.locator('#m-scores-err')).toHaveText('');
  await expect(page.getByTestId('m-start')).toContainText('Health starts at 8');
  await expect(page.getByTestId('m-start')).toContainText('omens 2 of 2');
  await app.expectAccessible('Murdham step 2');
  await shots(app, 'abilities', { width: 1024, height: 700 });
  await flow.next();

  await flow.expectStep('Gear and shillings');
  await m.fill([[page.getByLabel('Shillings in hand'), '40½']]);
  await expect(page.getByTestId('m-purse')).toHaveText('40½ʂ');
  await m.fill([[page.getByLabel('Shillings in hand'), '40.3']]);
  await expect(page.locator('#m-shillings-err')).toContainText('tracked to a quarter shilling');
  await expect(page.getByTestId('m-purse')).toHaveText('40½ʂ');
  await flow.press(page.getByLabel('Worn', { exact: true }), 'Space');
  await m.fill([
    [page.getByLabel('Item', { exact: true }), 'Gambeson'],
    [page.getByLabel('Bulk each'), '2'],
    [page.getByLabel('Cost each (ʂ)'), '10'],
    [page.getByLabel('Armour (0–3)'), '1'],
  ]);
  await expect(page.getByRole('table', { name: 'Gear carried' })).toContainText('Gambeson');
  await expect(page.getByTestId('m-purse')).toHaveText('30½ʂ');
  await expect(page.getByTestId('m-item-armour')).toHaveText('1');
  await m.fill([[page.getByLabel('Item', { exact: true }), 'Lantern']]);
  await expect(page.getByTestId('m-item-bulk.carried')).toHaveText('3');
  await flow.type(page.getByLabel('Skills', { exact: true }), 'climb, herbalism');
  await m.fill([[page.getByLabel('Follower', { exact: true }), 'Oswin']]);
  await expect(page.getByTestId('m-fol-count')).toHaveText('1 of 4');
  await app.expectAccessible('Murdham step 3');
  await shots(app, 'gear', { width: 1024, height: 700 });
  await flow.next();

  await flow.expectStep('Review');
  await expect(page.getByText('Everything follows the rules. Ready to save.')).toBeVisible();
  await flow.press(flow.button(/^Save character/));
  await expect(page.getByRole('heading', { level: 1, name: 'Sybilla' })).toBeVisible();
  await app.expectSaved();
  await expect(page.getByTestId('strip-health')).toHaveText('8');
  await expect(page.getByTestId('field-armour')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Gear carried' })).toContainText('Lantern');
  await app.expectAccessible('Murdham sheet');
  await shots(app, 'sheet', { width: 1280, height: 800 });
  await shots(app, 'sheet', { width: 1024, height: 700 });

  // Play at the top of the sheet: the strip's damage and healing are Murdham's own play actions.
  await expect(m.state()).toHaveCount(0);
  // 5 damage, armour 1 takes 1 off (000:65): 4 of 8 lost at once is critical, incapacitated (000:44).
  await m.strip('damage', 5);
  await expect(m.health()).toHaveText('4');
  await expect(m.state()).toHaveText('Incapacitated');
  await expect(m.outcome()).toContainText('Armour 1 takes 1 off: 4 damage (000:65)');
  await expect(m.outcome()).toContainText('critical damage, incapacitated until the end of the stretch (000:44)');
  await expect(page.getByRole('region', { name: 'Conditions' })).toContainText('Incapacitated');
  // 4 more is all that remains: dying, and the end of each round is asked for (000:45).
  await m.strip('damage', 5);
  await expect(m.health()).toHaveText('0');
  await expect(m.state()).toHaveText('Dying, Incapacitated');
  await expect(page.getByRole('form', { name: /^Dying: the round ends/ })).toBeVisible();
  await app.expectAccessible('Murdham sheet, dying');
  await shots(app, 'dying', { width: 1280, height: 800 });
  await shots(app, 'dying', { width: 1024, height: 700 });

  // Healed 1 before the round ends: no longer dying, and an injury is owed (000:45).
  await m.strip('heal', 1);
  await expect(m.health()).toHaveText('1');
  await expect(m.outcome()).toContainText('No longer dying; roll on the injury table (000:45)');
  await expect(page.getByRole('form', { name: /^Dying/ })).toHaveCount(0);

  // The play page: every other action of Murdham's PlayDef, each one entry of the history.
  await m.openPlay();
  await expect(m.action('Roll on the injury table')).toContainText('owed after recovering from dying (000:45)');
  await m.act('Roll on the injury table');
  await m.expectOutcome(/^Injury rolled: d12 \d+: /);
  await m.keep();
  await m.expectOutcome(/^Injury: /);
  await expect(m.action('Roll on the injury table')).not.toContainText('owed');

  // Healing past the maximum stops there and says how much was ignored.
  await m.act('Heal', { Healing: '20' });
  await expect(m.outcome()).toContainText(/Healing stops at the maximum, \d+ health \(STR, 000:43\); the \d+ beyond it are ignored\./);
  const healed = Number(/→ (\d+)$/.exec((await page.getByTestId('play-outcome-title').textContent()) ?? '')?.[1]);

  // 000:146: a rolled blow re-rolled with an omen; the lower result is kept. Faces typed from real dice: d6 4, then 3.
  await m.act('Roll damage', {}, '4');
  await m.expectOutcome('Damage rolled: d6: 4');
  await expect(m.action('Roll damage')).toHaveCount(0);
  await m.act('Spend an omen to re-roll', {}, '3');
  await expect(m.action(/^Keep: /)).toContainText('The lower result is kept');
  await app.expectAccessible('Murdham roll shown');
  await shots(app, 'pending', { width: 1024, height: 700 });
  await m.keep();
  await m.expectOutcome(`Took 2 damage (3 before armour): health ${healed} → ${healed - 2}`);

  // Corruption 2 with a d12 of 5 typed from a real die: 5 is above 2, nothing else happens (000:76, 000:78).
  await m.act('Suffer corruption', { 'Corruption suffered': '2' }, '5');
  await m.keep();
  await m.expectOutcome('Corruption +2');
  await expect(m.outcome()).toContainText('5 is above 2: nothing else happens (000:76)');

  // A durability roll for the gambeson: a d4 of 1 damages it (000:180, 000:182).
  await m.act('Durability roll', { Item: 'Gambeson' }, '1');
  await m.keep();
  await expect(m.outcome()).toContainText('Gambeson: d4 1, damaged; it still works, but another failed roll destroys it (000:180).');
  // The stretch ends: incapacitation ends (000:44).
  await m.act('End of the stretch');
  await expect(m.outcome()).toContainText('The stretch ends: incapacitated ends (000:44).');
  await app.expectAccessible('Murdham play page');
  await shots(app, 'play', { width: 1280, height: 800 });
  await shots(app, 'play', { width: 1024, height: 700 });

  // Back on the sheet: alive, one omen spent, corruption 2, the injury, the damaged gambeson; then the A4 PDF.
  await m.closePlay();
  await expect(m.state()).toHaveCount(0);
  await expect(page.getByTestId('tracker-omens')).toHaveText('1');
  await expect(page.getByLabel('Corruption', { exact: true })).toHaveValue('2');
  await expect(page.getByRole('region', { name: 'Injuries' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByLabel('Gambeson durability')).toHaveValue('damaged');
  await flow.press(page.locator('summary', { hasText: 'Print & files' }));
  await page.getByLabel('Paper').selectOption('a4');
  const download = page.waitForEvent('download');
  await flow.press(page.getByRole('button', { name: 'Export PDF' }));
  const file = path.join(dir, 'sybilla.pdf');
  await (await download).saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/595\.\d* x 841\.\d* pts/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const words of ['Sybilla', 'Gambeson', 'Oswin', 'Injuries']) expect(text).toContain(words);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join('screenshots', 'murdham-sheet-a4')]);
  expect(existsSync(path.join('screenshots', 'murdham-sheet-a4-1.png'))).toBe(true);

  // At the table: Sybilla in a Murdham campaign's fight loses 1 health (health = STR, 000:43) and is
  // frenzied (not frightened: the injuries rolled on her sheet above may have frightened her already, 000:51);
  // after the fight her own sheet shows the health she lost.
  const gm = new CampaignPage(page);
  await gm.create('Mud and Omens', 'Murdham');
  await gm.goTo('Party');
  await gm.addMember('Sybilla');
  await gm.startFight(1);
  const cell = gm.combatant('Sybilla').getByTestId('combatant-hp');
  const [before = 0, full = 0] = ((await cell.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(full).toBeGreaterThan(1);
  // The play above dealt her random damage: at 0 she is healed 1 first (healing stops dying, 000:45).
  const health = Math.max(1, before);
  if (before === 0) {
    await gm.hitWithKeys('Sybilla', 1, 'h');
    await expect(cell).toContainText(`1 / ${full}`);
  }
  // A blow of 2: her armour 1 takes 1 off (000:65), the tracker's damage being Murdham's own.
  await gm.hitWithKeys('Sybilla', 2);
  await expect(cell).toContainText(`${health - 1} / ${full}`);
  await gm.putCondition('fight-cond', 'Sybilla', 'Frenzied', '2');
  await expect(gm.combatant('Sybilla')).toContainText('Frenzied');
  await gm.expectNoProblem();
  await app.expectAccessible('Murdham combat');
  await shots(app, 'combat', { width: 1280, height: 800 });
  await gm.endFight();
  await gm.openMemberSheet('Sybilla');
  await expect(page.getByTestId('strip-health')).toHaveText(String(health - 1));

  // The dice view offers the campaign's own rolls: penetrating damage (000:64), and a save refusing an ability of 40.
  const dice = new DicePage(page);
  await dice.open();
  await expect(dice.rules()).toHaveValue('murdham');
  // The campaign's log already holds the fight's initiative rolls.
  const logged = await dice.log().count();
  const damage = await dice.rollKind('Damage', { Die: 'd8', 'Enhancing factors': '1' });
  await expect(damage).toContainText(/d8 enhanced: d8: .* → keep \d+/);
  await expect(damage).toContainText('damage before armour');
  await expect(dice.log().first()).toContainText('Damage');
  await dice.rollKind('Save', { 'Ability score': '40' });
  await expect(dice.error()).toHaveText('Ability score must be a whole number from 1 to 19; 40 is out of range.');
  await expect(dice.log()).toHaveCount(logged + 1);
  await app.expectAccessible('Murdham dice');
  await shots(app, 'dice', { width: 1024, height: 700 });
});

test('instant death, an omen to survive, the mutation table and rests, with their shilling costs', async ({ page }) => {
  test.setTimeout(180_000);
  const app = new AppPage(page);
  const m = new MurdhamPage(page);
  await app.open();
  await page.getByLabel('Game system').selectOption({ label: 'Murdham' });
  await page.getByRole('button', { name: 'Make it' }).click();
  await m.openPlay();

  // Damage matching or exceeding maximum health at once kills on the spot (000:46), unless an omen is spent (000:140).
  await m.act('Direct damage', { Damage: '40' });
  await expect(m.outcome()).toContainText('killed on the spot, unless an omen is spent to survive (000:46, 000:140)');
  // The dead take no actions but the omen's save; healing is refused in one sentence.
  await expect(m.action('Roll damage')).toHaveCount(0);
  await m.act('Heal', { Healing: '3' });
  await expect(m.action('Heal').getByRole('alert')).toHaveText('The dead do not heal (000:45-46).');
  await app.expectAccessible('Murdham dead');
  await m.act('Spend an omen to survive');
  await m.expectOutcome('Saved from death by an omen');
  // The injury it calls for is shown first (an omen could re-roll it), then kept: its effect is permanent.
  await expect(m.action(/^Keep: injury rolled \(permanent/)).toBeVisible();
  await m.keep();
  await expect(m.outcome()).toContainText('permanent (saved from death by an omen, 000:140)');

  // A mutation typed from real dice: d12 4, d20 5 is Bulging muscles (000:95), its d4 a 2.
  await m.act('Roll on the mutation table', {}, '4 5 2');
  await expect(m.action(/^Keep: /)).toContainText('“Bulging muscles. Your STR is permanently increased by d4. It can go above 15, but not above 19.” (000:95)');
  await m.keep();
  await m.expectOutcome('Mutation: Bulging muscles');
  await expect(m.outcome()).toContainText('STR +2 permanently');
  await expect(m.outcome().locator('blockquote')).toContainText('Bulging muscles.');

  // Back on the sheet: health 1, incapacitated, one omen left.
  await m.closePlay();
  await expect(m.health()).toHaveText('1');
  await expect(m.state()).toHaveText('Incapacitated');
  await expect(page.getByTestId('tracker-omens')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Mutations' }).locator('tbody tr')).toHaveCount(1);

  // A full rest costs 32ʂ (000:171); refused in one sentence when the purse is short, paid when it is not.
  const purse = page.getByLabel('Shillings', { exact: true });
  await m.fill([[purse, '10']]);
  await m.openPlay();
  await m.act('Take a full rest');
  await expect(m.action('Take a full rest').getByRole('alert')).toHaveText('A full rest costs 32ʂ; there are only 10ʂ.');
  await m.closePlay();
  await m.fill([[purse, '40']]);
  await m.openPlay();
  await m.act('Take a full rest');
  await expect(m.outcome()).toContainText('Paid 32ʂ');
  // A daily rest with a bought meal and a room: 2ʂ each (000:157, 000:159).
  await m.act('Take a daily rest', { Food: 'A meal (2ʂ)', Sleep: 'A room (2ʂ)' });
  await expect(m.outcome()).toContainText('Paid 4ʂ for a meal and a room (000:157, 000:159)');
  await m.closePlay();
  await expect(page.getByLabel('Shillings', { exact: true })).toHaveValue('4');
  await expect(m.state()).toHaveCount(0);
});
