import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppPage } from '../support/app-page';
import { SheetPage } from '../support/sheet-page';
import { SixteenPage } from '../support/sixteen-page';
import { CampaignPage } from '../support/campaign-page';
import { DicePage } from '../support/dice-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-sixteen-'));

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

/** Screenshots in both themes at the size given; each is looked at by a person (screenshots/sixteen-*.png). */
async function shots(app: AppPage, name: string, size: { width: number; height: number }): Promise<void> {
  await app.page.setViewportSize(size);
  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    await app.screenshot(`sixteen-${name}-${theme}-${size.width}`);
  }
  await app.setTheme('light');
  await app.page.setViewportSize({ width: 1280, height: 800 });
}

test('creates a 16+ character with the keyboard, tests, attacks and takes a stunning blow, and prints the sheet', async ({ page }) => {
  // Creation, play, the PDF, then a campaign fight and the dice view: a long walk.
  test.setTimeout(180_000);
  const app = new AppPage(page);
  const s = new SixteenPage(page);
  const flow = s.flow;
  await app.open();
  await s.newCharacter();

  await flow.type(s.field('Name'), 'Brann Ashgrove');
  await flow.type(s.field('Concept'), 'a sellsword from the salt marshes');
  await app.expectAccessible('16+ step 1');
  await flow.next();

  // At +6 a stat test cannot fail (d20 + 4 + 12 ≥ 16), so the sheet takes −4 to +5 (001:1).
  await flow.expectStep('Stats and level');
  const stats: [string, string][] = [['Strength (STR)', '+6'], ['Dexterity (DEX)', '+1'], ['Constitution (CON)', '+1'], ['Intelligence (INT)', '0'], ['Wisdom (WIS)', '−1'], ['Level', '3']];
  await s.fill(stats.map(([l, v]) => [s.field(l), v] as const));
  await expect(page.locator('#s-stat-err')).toHaveText(/^STR: enter a whole number from −4 to \+5/);
  await expect(s.field('Strength (STR)')).toHaveAttribute('aria-invalid', 'true');
  await s.fill([[s.field('Strength (STR)'), '+2']]);
  await expect(page.locator('#s-stat-err')).toHaveText('');
  // "STR test with STR +2 is made as d20 roll with modifier +8" (001:1).
  await expect(page.getByTestId('s-derived-test.str')).toHaveText('+8, needs 8+');
  await app.expectAccessible('16+ step 2');
  await shots(app, 'stats', { width: 1024, height: 700 });
  await flow.next();

  await flow.expectStep('Skills');
  await s.fill([[s.field('Skill'), 'Melee'], [s.field('Skill level'), '12']]);
  await flow.type(s.field('Skill'), 'Climbing');
  await flow.type(s.field('Skill level'), '3');
  await s.field('With stat').selectOption('str');
  await page.keyboard.press('Enter');
  // Level 3 + 2 × STR +2 = +7: needs 9 on the d20 (001:1, the stat counted twice as in a perception test).
  await expect(page.getByTestId('s-skill-test-Climbing')).toHaveText('+7, needs 9+');
  await app.expectAccessible('16+ step 3');
  await flow.next();

  await flow.expectStep('Hit points, AC and weapons');
  await s.fill([[s.field('Maximum hit points'), '30'], [s.field('AC'), '−2']]);
  await expect(page.locator('#s-fig-err')).toHaveText('');
  await s.fill([[s.field('Weapon'), 'Long sword'], [s.field('Damage'), 'd8']]);
  // Melee 12 + DEX +1 halved and rounded down, 0 (001:9).
  await expect(page.getByTestId('s-weapon-hit-Long sword')).toHaveText('+12');
  await s.fill([[s.field('Save modifier'), '+2']]);
  await expect(page.getByRole('table', { name: 'Resistances and vulnerabilities' })).toContainText('Fire');
  await app.expectAccessible('16+ step 4');
  await shots(app, 'combat', { width: 1024, height: 700 });
  await flow.next();

  await flow.expectStep('Magic');
  await flow.next();
  await flow.expectStep('Gear');
  await s.fill([[s.field('Item'), 'Torch'], [s.field('Qty'), '3']]);
  await expect(page.getByRole('table', { name: 'Gear carried' })).toContainText('Torch');
  await flow.next();

  await flow.expectStep('Review');
  await expect(page.getByText('Everything follows the rules. Ready to save.')).toBeVisible();
  await flow.press(flow.button(/^Save character/));
  await expect(page.getByRole('heading', { level: 1, name: 'Brann Ashgrove' })).toBeVisible();
  await app.expectSaved();
  await expect(page.getByTestId('strip-health')).toHaveText('30');
  await expect(page.getByTestId('id-hitDice')).toHaveText('3');
  await app.expectAccessible('16+ sheet');
  await shots(app, 'sheet', { width: 1280, height: 800 });
  await shots(app, 'sheet', { width: 1024, height: 700 });

  // Play on the shared play page (the actions of 16+'s PlayDef) and the strip.
  const sheet = new SheetPage(page);
  // The page takes the keyboard to its heading as it opens: wait for that, or a press could land before it moves.
  const playHeading = page.getByRole('heading', { level: 2, name: 'Play: actions at the table' });
  await flow.press(flow.button('Play actions…'));
  await expect(playHeading).toBeFocused();
  const act = (label: string) => page.getByRole('form', { name: label, exact: true });
  // The STR test: +8, needs 8+ (the choice says so); a typed 8 makes 16 and succeeds (001:1).
  await expect(act('Test').getByLabel('Test of', { exact: true }).locator('option:checked')).toHaveText('STR test +8 (needs 8+)');
  await s.fill([[act('Test').getByLabel('Dice from the table'), '8']]);
  await expect(sheet.outcome()).toContainText('STR test +8: 8 rolled, succeeds');
  await expect(sheet.outcome()).toContainText('8 + 8 = 16: succeeds');

  // An attack typed from real dice: 10 is rolled again, 7; 17 + 12 + AC 8 = 37, a hit (001:6). Both dice show.
  await expect(act('Attack').getByLabel('Weapon', { exact: true }).locator('option:checked')).toHaveText('Long sword +12');
  await flow.type(act('Attack').getByLabel('Target’s AC', { exact: true }), '+8');
  await s.fill([[act('Attack').getByLabel('Dice from the table'), '10, 7']]);
  await expect(sheet.outcome()).toContainText('Long sword against AC +8: 10, 7 rolled, hit');
  await expect(sheet.outcome()).toContainText('Long sword: d20 [10, 7] + 12 + 8 AC = 37');
  await expect(sheet.outcome()).toContainText('10 + 7 (10s and 20s roll again) + 12 + 8 AC = 37');

  // 15 in one blow is more than 10 + HD 3: a stun save is owed, on the character (001:10); a natural 20 always saves (001:2).
  await s.fill([[act('Damage').getByLabel('Damage taken', { exact: true }), '15']]);
  await app.expectAccessible('16+ play page, stun save owed');
  await shots(app, 'play', { width: 1280, height: 800 });
  await shots(app, 'play', { width: 1024, height: 700 });
  await flow.press(flow.button('Back to the sheet'));
  await expect(sheet.health()).toHaveText('15');
  await expect(sheet.state()).toHaveText('Stun save owed');
  const owed = page.getByRole('region', { name: 'Play' }).getByRole('form', { name: /Stun save/ });
  await expect(owed).toBeVisible();
  await s.fill([[owed.getByLabel('Dice from the table'), '20']]);
  await expect(sheet.outcome()).toContainText('a natural 20 always succeeds (001:2)');
  await expect(page.getByRole('region', { name: 'Play' }).getByRole('form', { name: /Stun save/ })).toHaveCount(0);
  // A good rest: 20% of 30, 6 (001:12).
  await flow.press(flow.button('Play actions…'));
  await expect(playHeading).toBeFocused();
  await flow.press(act('A good rest').getByRole('button', { name: 'A good rest' }));
  await flow.press(flow.button('Back to the sheet'));
  await expect(sheet.health()).toHaveText('21');

  // No advancement in the text: a new level is entered by hand on the sheet, and hit dice that followed the level follow it.
  await flow.press(page.getByText('Advance by hand: stats, level, hit points, AC and magic'));
  await s.fill([[s.field('Level'), '4']]);
  await expect(page.getByTestId('id-hitDice')).toHaveText('4');
  await expect(page.getByTestId('field-stun')).toHaveText('more than 14');
  await flow.press(page.locator('summary', { hasText: 'Print & files' }));
  await page.getByLabel('Paper').selectOption('a4');
  const download = page.waitForEvent('download');
  await flow.press(page.getByRole('button', { name: 'Export PDF' }));
  const file = path.join(dir, 'brann.pdf');
  await (await download).saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/595\.\d* x 841\.\d* pts/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const words of ['Brann Ashgrove', 'Long sword', 'Climbing', 'Torch', 'Rules of the Roll']) expect(text).toContain(words);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join('screenshots', 'sixteen-sheet-a4')]);
  expect(existsSync(path.join('screenshots', 'sixteen-sheet-a4-1.png'))).toBe(true);

  // At the table: Brann (level 4, 21 of 30 hit points) in a 16+ campaign's fight takes 15 in one blow, more than
  // 10 + HD 4: stunned unless he saves (001:10); the GM puts Stunned on him. His own sheet shows the hit points after.
  const gm = new CampaignPage(page);
  await gm.create('Salt Marsh Contracts', '16+');
  await gm.goTo('Party');
  await gm.addMember('Brann Ashgrove');
  await gm.startFight(1);
  const cell = gm.combatant('Brann Ashgrove').getByTestId('combatant-hp');
  await expect(cell).toContainText('21 / 30');
  await gm.hitWithKeys('Brann Ashgrove', 15);
  await expect(cell).toContainText('6 / 30');
  await expect(gm.notices()).toContainText('15 in one blow is more than 14 (10 + HD): stunned until the next turn unless a stun save succeeds (001:10).');
  await gm.putCondition('fight-cond', 'Brann Ashgrove', 'Stunned', '1');
  await expect(gm.combatant('Brann Ashgrove')).toContainText('Stunned');
  await gm.expectNoProblem();
  await app.expectAccessible('16+ campaign combat');
  await shots(app, 'campaign-combat', { width: 1280, height: 800 });
  await gm.endFight();
  await gm.openMemberSheet('Brann Ashgrove');
  await expect(page.getByTestId('strip-health')).toHaveText('6');

  // The dice view offers the campaign's own rolls: the stat test of 001:1 (STR +2 tests at +8).
  const dice = new DicePage(page);
  await dice.open();
  await expect(dice.rules()).toHaveValue('sixteen');
  const logged = await dice.log().count();
  const test16 = await dice.rollKind('Stat test', { Stat: '+2' });
  await expect(test16).toContainText(/d20 \[\d+\] \+ 8 \(4 \+ 2 × stat \+2\) = \d+/);
  await expect(test16).toContainText(/(Succeeds|Fails) \(16 or more, 001:1\)/);
  await expect(dice.log()).toHaveCount(logged + 1);
  await dice.rollKind('Attack', { 'Attack bonus': 'abc' });
  await expect(dice.error()).toHaveText('Attack bonus must be a whole number from −50 to +50; “abc” is not.');
  await expect(dice.log()).toHaveCount(logged + 1);
  await app.expectAccessible('16+ dice');
  await shots(app, 'dice', { width: 1024, height: 700 });
});
