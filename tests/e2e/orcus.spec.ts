import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppPage } from '../support/app-page';
import { OrcusPage } from '../support/orcus-page';
import { CampaignPage } from '../support/campaign-page';
import { DicePage } from '../support/dice-page';
import { SheetPage } from '../support/sheet-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-orcus-'));

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

/** Screenshots in both themes at the size given; each is looked at by a person (screenshots/orcus-*.png). */
async function shots(app: AppPage, name: string, size: { width: number; height: number }): Promise<void> {
  await app.page.setViewportSize(size);
  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    await app.screenshot(`orcus-${name}-${theme}-${size.width}`);
  }
  await app.setTheme('light');
  await app.page.setViewportSize({ width: 1280, height: 800 });
}
const SMALL = { width: 1024, height: 700 };
const LARGE = { width: 1280, height: 800 };

test('creates an Orcus fighter with the keyboard, levels her up, fights and rests, and prints her sheet', async ({ page }) => {
  test.setTimeout(300_000);
  const app = new AppPage(page);
  const o = new OrcusPage(page);
  const flow = o.flow;
  await app.open();
  await o.newCharacter();

  // Step 1: name, alignment (one of the five, 002:535-540) and languages (Standard ones at 1st level, 002:555).
  await flow.type(page.getByLabel('Name', { exact: true }), 'Brenna');
  await flow.type(page.getByLabel('Concept'), 'a caravan guard who wants a quieter life');
  await flow.press(page.getByRole('radio', { name: 'Good', exact: true }), 'Space');
  await o.fill([[page.getByLabel('Language your ancestry gives'), 'Common']]);
  await flow.press(flow.button('Learn Dwarvish'));
  // Abyssal is Exotic: it can be learned only after 1st level (002:555).
  await flow.press(flow.button('Learn Abyssal'));
  await expect(page.locator('#o-lang-err')).toHaveText('Abyssal is an Exotic language: it can be learned only after 1st level (002:555).');
  await expect(page.getByRole('list', { name: 'Languages known' })).toContainText('Common (ancestry)');
  await expect(page.getByRole('list', { name: 'Languages known' })).toContainText('Dwarvish (chosen)');
  await app.expectAccessible('Orcus step 1');
  await shots(app, 'concept', SMALL);
  await flow.next();

  // Step 2: 32-point buy (002:229-244): Str 16 (11) + Con 14 (7) + Dex 14 (7) + Int 10 (2) + Wis 12 (4) + Cha 9 (1) = 32.
  await flow.expectStep('Ability scores');
  await flow.press(page.getByRole('radio', { name: /Point buy/ }), 'Space');
  await expect(page.getByTestId('o-balance')).toContainText('20 of 32 points left (12 spent)');
  await o.pressTimes('Raise Strength', 6);
  await o.pressTimes('Raise Constitution', 4);
  await o.pressTimes('Raise Dexterity', 4);
  await o.pressTimes('Raise Wisdom', 1);
  // 32 spent: Wisdom 12 would cost one more point than there is (002:229); lowering Charisma to 9 pays for it.
  await expect(page.getByTestId('o-balance')).toContainText('0 of 32 points left (32 spent)');
  await expect(flow.button('Raise Wisdom')).toBeDisabled();
  await expect(page.locator('#o-why-wis')).toContainText('These scores cost 33 points; point buy gives 32 (002:229).');
  await o.pressTimes('Lower Charisma', 1);
  await o.pressTimes('Raise Wisdom', 1);
  for (const [a, v] of [['str', '16'], ['con', '14'], ['dex', '14'], ['int', '10'], ['wis', '12'], ['cha', '9']] as const) await expect(page.getByTestId(`o-score-${a}`)).toHaveText(v);
  await expect(page.getByTestId('o-balance')).toContainText('0 of 32 points left (32 spent)');
  // No points left, and only one score may be below 10 (002:229-230): the buttons say why they cannot be used.
  await expect(flow.button('Raise Intelligence')).toBeDisabled();
  await expect(flow.button('Lower Intelligence')).toBeDisabled();
  await expect(page.locator('#o-why-int')).toContainText('Int and Cha are below 10; point buy allows at most one score below 10 (002:230).');
  await expect(page.locator('#o-why-int')).toContainText('point buy gives 32 (002:229)');
  // A 9 has modifier −1 and a 16 +3 (002:126, 002:130).
  await expect(page.getByTestId('o-mod-cha')).toHaveText('-1');
  await expect(page.getByTestId('o-mod-str')).toHaveText('+3');
  await app.expectAccessible('Orcus step 2');
  await shots(app, 'abilities', SMALL);
  await flow.next();

  // Step 3: the ancestry, entered by hand (002:2295): +2 Str makes 18, modifier +4.
  await flow.expectStep('Ancestry');
  await expect(page.getByRole('note')).toContainText('The Orcus Rulebook does not include ancestries');
  await flow.type(page.getByLabel('Ancestry name'), 'Human');
  await flow.type(page.getByLabel('Strength', { exact: true }), '2');
  await expect(page.getByTestId('o-final-str')).toHaveText('18');
  await flow.type(page.getByLabel('Speed (squares)'), 'six');
  await expect(page.locator('#o-anc-err')).toHaveText('Speed is a whole number of squares (a human’s is 6, 002:1317).');
  await flow.type(page.getByLabel('Speed (squares)'), '6');
  await expect(page.locator('#o-anc-err')).toHaveText('');
  await app.expectAccessible('Orcus step 3');
  await shots(app, 'ancestry', SMALL);
  await flow.next();

  // Step 4: the class's figures typed in (002:913): 15 + Con 14 = 29 HP (002:172); 9 + Con mod 2 = 11 recoveries (002:174).
  await flow.expectStep('Class and kit');
  await expect(page.getByRole('note')).toContainText('The Orcus Rulebook does not include classes');
  await flow.type(page.getByLabel('Class name'), 'Fighter');
  await flow.type(page.getByLabel('Hit points at 1st level'), '15');
  await flow.type(page.getByLabel('Hit points per level'), '6');
  await flow.type(page.getByLabel('Recoveries'), '9');
  await flow.type(page.getByLabel('Trained skills'), '3');
  await flow.type(page.getByLabel('Fortitude'), '2');
  await o.check('Cloth armor', 'Leather armor', 'Hide armor', 'Chainmail', 'Light shield', 'Heavy shield', 'Simple weapons', 'Martial weapons');
  await expect(page.getByTestId('o-hp.max')).toHaveText('29');
  await expect(page.getByTestId('o-recoveries.max')).toHaveText('11');
  await app.expectAccessible('Orcus step 4');
  await shots(app, 'class', SMALL);
  await flow.next();

  // Step 5: three trained skills; Athletics +5 trained + 4 Str + 0 level bonus = +9 (002:252).
  await flow.expectStep('Skills');
  await o.check('Athletics *', 'Endure *', 'Intimidate');
  await expect(page.getByTestId('o-trained-count')).toContainText('3 trained of the 3 your class (as entered) trains');
  await expect(page.getByTestId('o-skill-athletics')).toHaveText('+9');
  await o.check('Perception');
  await expect(page.locator('#o-skill-err')).toHaveText('Your class (as entered) trains 3 skills; untrain one first.');
  await expect(page.getByRole('checkbox', { name: 'Perception', exact: true })).not.toBeChecked();
  await app.expectAccessible('Orcus step 5');
  await shots(app, 'skills', SMALL);
  await flow.next();

  // Step 6: one feat, two at-will, one encounter and one daily attack at 1st level (002:582, 002:2364).
  await flow.expectStep('Feats and powers');
  await o.fill([[page.getByLabel('Feat', { exact: true }), 'Weapon Focus']]);
  await expect(page.getByTestId('o-feat-count')).toHaveText('1 of 1');
  for (const [name, kind] of [['Cleave', 'At-will attack'], ['Sure Strike', 'At-will attack'], ['Spinning Sweep', 'Encounter attack'], ['Brute Strike', 'Daily attack']] as const) {
    await page.getByLabel('Kind').selectOption({ label: kind });
    await o.fill([[page.getByLabel('Power', { exact: true }), name]]);
  }
  await expect(page.getByTestId('o-open-powers')).toHaveText('all slots filled');
  await app.expectAccessible('Orcus step 6');
  await shots(app, 'feats-powers', SMALL);
  await flow.next();

  // Step 7: 100 gp (002:642): chainmail 40, heavy shield 10, longsword 10 leave 40 gp; worn they give AC 16 + 2 = 18.
  await flow.expectStep('Equipment');
  await expect(page.getByTestId('o-gear-money')).toHaveText('100 gp');
  await o.buy('Chainmail');
  await o.buy('Heavy shield');
  await o.buy('Longsword');
  await expect(page.getByTestId('o-gear-money')).toHaveText('40 gp');
  await o.buy('Riding horse');
  await expect(page.locator('#o-gear-buy-err')).toHaveText('That costs 360 gp; you have 40 gp.');
  await o.check('Wear Chainmail', 'Wear Heavy shield', 'Wield Longsword');
  await expect(page.getByTestId('o-gear-ac')).toHaveText('18');
  await expect(page.getByTestId('o-gear-ac-why')).toContainText('16 Chainmail');
  await app.expectAccessible('Orcus step 7');
  await shots(app, 'gear', SMALL);
  await flow.next();

  await flow.expectStep('Review');
  await shots(app, 'review', SMALL);
  await flow.press(flow.button(/^Save character/));
  await expect(page.getByRole('heading', { level: 1, name: 'Brenna' })).toBeVisible();
  await app.expectSaved();
  await expect(page.getByTestId('field-defence-ac')).toHaveText('18');
  await expect(page.getByTestId('field-hp-max')).toHaveText('29');
  await expect(page.getByTestId('id-class')).toHaveText('Fighter');
  await app.expectAccessible('Orcus sheet');
  await shots(app, 'sheet', LARGE);
  await shots(app, 'sheet', SMALL);

  // XP: level 2 at 1,000 XP (002:583). The level-up previews every change: +6 HP, level bonus +1 on AC (002:615-620).
  await flow.press(flow.button('Experience…'));
  await flow.type(page.getByLabel('Award XP'), '1000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('level-up-ready')).toBeVisible();
  await o.openPage('Level up…', 'Level up: 1 → 2');
  await o.fill([[page.getByLabel('New feat'), 'Toughness']]);
  await flow.type(page.getByLabel(/New utility/), 'Second Wind');
  await expect(page.getByTestId('o-lu-hp.max')).toHaveText('35');
  await expect(page.getByTestId('o-lu-defence.ac')).toHaveText('19');
  await expect(page.getByTestId('o-lu-level')).toHaveText('2');
  await app.expectAccessible('Orcus level-up');
  await shots(app, 'level-up', LARGE);
  await shots(app, 'level-up', SMALL);
  await flow.press(flow.button('Apply level 2'));
  await expect(page.getByTestId('id-level')).toHaveText('2');
  await expect(page.getByTestId('field-hp-max')).toHaveText('35');
  await expect(page.getByRole('region', { name: /^Feats/ })).toContainText('Toughness');
  await expect(page.getByRole('region', { name: /^Powers/ })).toContainText('Second Wind');

  // Combat on the shared play page: staggered at 17 or fewer of 35, dying at 0, dead at −17 (002:1449-1458).
  const sheet = new SheetPage(page);
  await expect(sheet.health()).toHaveText('35');
  await flow.press(flow.button('Play actions…'));
  await expect(page.getByRole('heading', { level: 2, name: 'Play: actions at the table' })).toBeFocused();
  const act = (label: string) => page.getByRole('form', { name: label, exact: true });
  const outcome = page.getByTestId('play-outcome');
  await o.fill([[act('Damage').getByLabel('Damage', { exact: true }), '20']]);
  await expect(outcome).toContainText('HP 35 → 15');
  await expect(outcome).toContainText('Staggered: 15 HP is half the maximum or fewer (002:1449).');
  await o.fill([[act('Damage').getByLabel('Damage', { exact: true }), '20']]);
  await expect(outcome).toContainText('HP 15 → -5');
  await expect(outcome).toContainText('Dying');
  // Dying: the death save is the rules' roll now (002:1460); a 12 rolled at the table is typed in.
  await o.fill([[act('Death saving throw').getByLabel('Dice from the table'), '12']]);
  await expect(outcome).toContainText('Death saving throw: 12, success');
  await expect(outcome).toContainText('12: 10 or higher, a success; no change (002:1461).');
  await app.expectAccessible('Orcus play page, dying');
  await shots(app, 'combat', LARGE);
  await shots(app, 'combat', SMALL);
  await flow.press(flow.button('Back to the sheet'));
  await expect(sheet.health()).toHaveText('-5');
  await expect(sheet.state()).toHaveText('Dying');
  await expect(page.getByRole('region', { name: 'Play' }).getByRole('form', { name: /Death saving throw/ })).toBeVisible();
  // A recovery heals one-quarter of 35 = 8, from 0 (002:1447, 002:1453); a long rest restores all (002:2311).
  await flow.press(flow.button('Play actions…'));
  await expect(page.getByRole('heading', { level: 2, name: 'Play: actions at the table' })).toBeFocused();
  await flow.press(act('Spend a recovery').getByRole('button', { name: 'Spend a recovery' }));
  await expect(outcome).toContainText('8');
  await flow.press(flow.button('Back to the sheet'));
  await expect(sheet.health()).toHaveText('8');
  await expect(page.getByTestId('tracker-recoveries')).toHaveText('10');
  await flow.press(flow.button('Play actions…'));
  await expect(page.getByRole('heading', { level: 2, name: 'Play: actions at the table' })).toBeFocused();
  await flow.press(act('Long rest').getByRole('button', { name: 'Long rest' }));
  await flow.press(flow.button('Back to the sheet'));
  await expect(sheet.health()).toHaveText('35');
  await expect(page.getByTestId('tracker-recoveries')).toHaveText('11');

  // The A4 PDF, rendered to look at.
  await flow.press(page.locator('summary', { hasText: 'Print & files' }));
  await page.getByLabel('Paper').selectOption('a4');
  const download = page.waitForEvent('download');
  await flow.press(page.getByRole('button', { name: 'Export PDF' }));
  const file = path.join(dir, 'brenna.pdf');
  await (await download).saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/595\.\d* x 841\.\d* pts/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const words of ['Brenna', 'Fighter', 'Chainmail', 'Second Wind', 'Toughness']) expect(text).toContain(words);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join('screenshots', 'orcus-sheet-a4')]);
  expect(existsSync(path.join('screenshots', 'orcus-sheet-a4-1.png'))).toBe(true);

  // At the table: Brenna in an Orcus campaign's fight is hit down to half her hit points, staggered (002:1449), and
  // dazed; after the fight her own sheet shows the hit points she lost.
  const gm = new CampaignPage(page);
  await gm.create('The Black Road', 'Orcus');
  await gm.goTo('Party');
  await gm.addMember('Brenna');
  await gm.startFight(1);
  const cell = gm.combatant('Brenna').getByTestId('combatant-hp');
  const [hp = 0, max = 0] = ((await cell.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  const half = Math.floor(max / 2);
  await gm.hitWithKeys('Brenna', hp - half);
  await expect(cell).toContainText(`${half} / ${max}`);
  await expect(cell).toContainText('Staggered');
  await gm.putCondition('fight-cond', 'Brenna', 'Dazed', '1');
  await expect(gm.combatant('Brenna')).toContainText('Dazed');
  await gm.expectNoProblem();
  await app.expectAccessible('Orcus campaign combat');
  await shots(app, 'campaign-combat', LARGE);
  await gm.endFight();
  await gm.openMemberSheet('Brenna');
  await expect(page.getByTestId('strip-health')).toHaveText(String(half));

  // The dice view offers the campaign's own rolls: an attack against a defence (002:1157, 002:1165-1168).
  const dice = new DicePage(page);
  await dice.open();
  await expect(dice.rules()).toHaveValue('orcus');
  const logged = await dice.log().count();
  const attack = await dice.rollKind('Attack', { 'Attack bonus': '+6', Defence: '14' });
  await expect(attack).toContainText(/d20 \[\d+\] \+ 6 = \d+ vs defence 14/);
  await expect(attack).toContainText(/^\d+\s*Attack.*(Hits|Misses|A critical hit)/);
  await expect(dice.log()).toHaveCount(logged + 1);
  await dice.rollKind('Check', { Modifier: 'abc' });
  await expect(dice.error()).toHaveText('Modifier must be a whole number from −30 to +60; “abc” is not.');
  await expect(dice.log()).toHaveCount(logged + 1);
  await app.expectAccessible('Orcus dice');
  await shots(app, 'dice', SMALL);
});

test('rolls 4d6 showing every die, places the results, takes typed dice and the standard array; sells gear on a sheet', async ({ page }) => {
  const app = new AppPage(page);
  const o = new OrcusPage(page);
  const flow = o.flow;
  await app.open();
  await o.newCharacter();
  await flow.next();
  await flow.expectStep('Ability scores');

  // Roll 'em: six sets of four d6, the lowest of each dropped (002:246).
  await flow.press(page.getByRole('radio', { name: 'Roll 4d6, drop the lowest' }), 'Space');
  await flow.press(flow.button('Roll 4d6 six times'));
  const sets = page.getByRole('list', { name: 'Dice rolled' }).locator('li');
  await expect(sets).toHaveCount(6);
  const totals: number[] = [];
  for (let i = 0; i < 6; i++) {
    const set = sets.nth(i);
    const dice = (await set.locator('.die').allTextContents()).map((t) => Number.parseInt(t, 10));
    expect(dice).toHaveLength(4);
    await expect(set.getByText('(dropped)')).toHaveCount(1);
    const kept = [...dice].sort((a, b) => a - b).slice(1);
    const total = kept.reduce((s, d) => s + d, 0);
    await expect(set.locator('.total')).toHaveText(`= ${total}`);
    totals.push(total);
  }
  // Any order (002:246): the highest goes to Strength, and whatever Strength had moves to the ability that held it.
  const strength = page.getByLabel('Strength', { exact: true });
  const highest = Math.max(...totals);
  const before = Number(await strength.inputValue());
  await strength.selectOption(String(highest));
  await expect(strength).toHaveValue(String(highest));
  const placed = await Promise.all(['str', 'con', 'dex', 'int', 'wis', 'cha'].map(async (a) => Number(await page.locator(`#o-place-${a}`).inputValue())));
  expect([...placed].sort((a, b) => a - b)).toEqual([...totals].sort((a, b) => a - b));
  if (before !== highest) expect(placed).toContain(before);
  await app.expectAccessible('Orcus rolled scores');
  await shots(app, 'rolled', SMALL);

  // Dice rolled at the table, typed in: a 7 is refused in words and nothing changes.
  await page.getByText('Type dice rolled at the table').click();
  const typed = ['6 6 6 1', '5 5 5 5', '4 3 2 1', '6 5 4 3', '2 2 2 2', '1 1 1 7'];
  for (let i = 0; i < 6; i++) await flow.type(page.getByLabel(`Set ${i + 1}`, { exact: true }), typed[i] ?? '');
  await page.keyboard.press('Enter');
  await expect(page.locator('#o-typed-err')).toHaveText('Each die of a d6 shows 1 to 6.');
  await flow.type(page.getByLabel('Set 6', { exact: true }), '1 1 1 6');
  await page.keyboard.press('Enter');
  await expect(page.locator('#o-typed-err')).toHaveText('');
  // 6+6+6 = 18, 5+5+5 = 15, 4+3+2 = 9, 6+5+4 = 15, 2+2+2 = 6, 1+1+6 = 8, placed in the book's order to be swapped.
  for (const [a, v] of [['str', '18'], ['con', '15'], ['dex', '9'], ['int', '15'], ['wis', '6'], ['cha', '8']] as const) await expect(page.locator(`#o-place-${a}`)).toHaveValue(v);
  await expect(page.getByRole('list', { name: 'Dice rolled at the table' })).toBeVisible();

  // The standard array, one each (002:248): giving Strength the 8 swaps it with Charisma.
  await flow.press(page.getByRole('radio', { name: /Standard array/ }), 'Space');
  await strength.selectOption('8');
  await expect(strength).toHaveValue('8');
  await expect(page.locator('#o-place-cha')).toHaveValue('16');

  // On a finished character's sheet: a silver locket of the player's own, given (not paid for), sold for one-fifth of
  // its 5 gp, 1 gp (002:660).
  await flow.press(flow.button('Save draft and close'));
  await page.getByLabel('Game system').selectOption({ label: 'Orcus' });
  await flow.press(flow.button('Make it'));
  await expect(page.getByRole('heading', { level: 2, name: 'Equipment' })).toBeVisible();
  await page.getByText('Add an item of your own').click();
  await flow.press(page.getByRole('checkbox', { name: 'Pay for it' }), 'Space');
  await flow.type(page.getByLabel('Cost each'), '5 gp');
  await o.fill([[page.getByLabel('Item', { exact: true }), 'Silver locket']]);
  await expect(page.getByRole('table', { name: 'Carried' })).toContainText('Silver locket (entered)');
  await flow.press(flow.button('Sell Silver locket at one-fifth'));
  await expect(page.getByTestId('sheet-notice')).toHaveText('Silver locket sold for 1 gp, one-fifth of 5 gp (002:660).');
  await expect(page.getByRole('table', { name: 'Carried' })).not.toContainText('Silver locket');
  await app.expectAccessible('Orcus sheet equipment');
});
