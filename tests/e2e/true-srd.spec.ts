import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppPage } from '../support/app-page';
import { TrueSrdPage } from '../support/true-srd-page';
import { CampaignPage } from '../support/campaign-page';
import { DicePage } from '../support/dice-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-true-srd-'));

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

/** Screenshots in both themes at the size given; each is looked at by a person (screenshots/true-srd-*.png). */
async function shots(app: AppPage, name: string, size: { width: number; height: number }): Promise<void> {
  await app.page.setViewportSize(size);
  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    await app.screenshot(`true-srd-${name}-${theme}-${size.width}`);
  }
  await app.setTheme('light');
  await app.page.setViewportSize({ width: 1280, height: 800 });
}

test('creates a True SRD hero with the keyboard, takes a hit on the damage track and prints the sheet', async ({ page }) => {
  // Creation, play, the PDF, then a campaign fight and the dice view: a long walk.
  test.setTimeout(480_000);
  const app = new AppPage(page);
  const t = new TrueSrdPage(page);
  const flow = t.flow;
  await app.open();
  await t.newCharacter();

  await flow.type(page.getByLabel('Name', { exact: true }), 'Mara Vell');
  await flow.type(page.getByLabel('Concept', { exact: true }), 'a scout from the border hills');
  await flow.type(page.getByLabel('Role', { exact: true }), 'Warrior');
  await flow.type(page.getByLabel('Level (optional)'), 'three');
  await expect(page.locator('#t-identity-err')).toHaveText('Level: enter a whole number from 0 to 1000.');
  await flow.type(page.getByLabel('Level (optional)'), '3');
  await expect(page.locator('#t-identity-err')).toHaveText('');
  await app.expectAccessible('True SRD step 1');
  await shots(app, 'concept', { width: 1024, height: 700 });
  await flow.next();

  // Scores are signed; the tables run from −5 to +10 (003:30-45): 11 is refused in one sentence.
  await flow.expectStep('Ability scores');
  await t.enterScores(['+1', '+2', '11', '0', '+1', '−1']);
  await expect(page.locator('#t-scores-err')).toHaveText('Con: enter a whole number from −5 to +10 (the Carrying Capacity table, 003:30-45).');
  await expect(page.getByLabel('Constitution', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await t.enterScores(['+1', '+2', '+2', '0', '+1', '−1']);
  await expect(page.locator('#t-scores-err')).toHaveText('');
  await expect(page.getByTestId('t-score-con')).toHaveText('+2');
  await expect(page.getByTestId('t-score-cha')).toHaveText('−1');
  await app.expectAccessible('True SRD step 2');
  await flow.next();

  await flow.expectStep('Combat figures');
  await t.fill([
    [page.getByLabel('Combat bonus', { exact: true }), '+3'],
    [page.getByLabel('Base Fortitude'), '+2'],
    [page.getByLabel('Base Reflex'), '+1'],
    [page.getByLabel('Base Will'), '+1'],
    [page.getByLabel('Armour worn'), 'Leather'],
    [page.getByLabel('Armour Toughness'), '+1'],
  ]);
  // Toughness = Con +2 + armour +1 (003:323); Defense = 10 + 3 combat bonus + 2 Dex (003:108).
  await expect(page.getByTestId('t-derived-save.toughness')).toHaveText('+3');
  await expect(page.getByTestId('t-derived-defense.dodge')).toHaveText('15');
  await expect(page.getByTestId('t-derived-save.fortitude')).toHaveText('+4');
  await app.expectAccessible('True SRD step 3');
  await shots(app, 'combat', { width: 1024, height: 700 });
  await flow.next();

  // The chapter's own example: Strength +1 and a short sword (+2) is damage +3, Difficulty 18 (003:322).
  await flow.expectStep('Attacks');
  await t.fill([
    [page.getByLabel('Attack', { exact: true }), 'Short sword'],
    [page.getByLabel('Damage modifier'), '+2'],
  ]);
  const attacks = page.getByRole('table', { name: 'Attacks' });
  await expect(attacks.getByRole('row', { name: /Short sword/ })).toContainText('+3');
  await expect(attacks.getByRole('row', { name: /Short sword/ })).toContainText('18');
  await flow.next();

  await flow.expectStep('Gear');
  await t.fill([
    [page.getByLabel('Item', { exact: true }), 'Rope'],
    [page.getByLabel('Weight each (lb)'), '10'],
  ]);
  await expect(page.getByRole('table', { name: 'Gear carried' })).toContainText('Rope');
  await expect(page.getByTestId('t-item-load')).toHaveText('Light load');
  await flow.next();

  await flow.expectStep('Skills, feats and powers');
  await t.fill([
    [page.getByLabel('Skill', { exact: true }), 'Notice'],
    [page.getByLabel('Total bonus'), '+5'],
  ]);
  await t.fill([[page.getByLabel('Feat', { exact: true }), 'Defensive Roll']]);
  await t.fill([[page.getByLabel('Power', { exact: true }), 'Cure']]);
  await t.fill([[page.getByLabel('Power', { exact: true }), 'cure']]);
  await expect(page.locator('#t-trait-powers-err')).toHaveText('cure is already listed.');
  await app.expectAccessible('True SRD step 6');
  await shots(app, 'traits', { width: 1024, height: 700 });
  await flow.next();

  await flow.expectStep('Review');
  await expect(page.getByText('Everything follows the rules. Ready to save.')).toBeVisible();
  await flow.press(flow.button(/^Save character/));
  await expect(page.getByRole('heading', { level: 1, name: 'Mara Vell' })).toBeVisible();
  await app.expectSaved();
  await expect(page.getByTestId('field-save-toughness')).toHaveText('+3');
  await app.expectAccessible('True SRD sheet');
  await shots(app, 'sheet', { width: 1280, height: 800 });
  await shots(app, 'sheet', { width: 1024, height: 700 });

  // Play, from the strip at the top of the sheet: a short sword hit against Toughness +3 needs 15 on the d20 (18 − 3),
  // as the form says before the roll; a typed 8 fails by 7: wounded and, with it, dazed (003:328-329). The actions
  // are core's (the True SRD PlayDef), each typeable from real dice.
  await expect(page.getByTestId('strip-health')).toHaveText('0');
  await expect(page.getByTestId('strip-state')).toHaveCount(0);
  await t.openForm('Take a hit');
  const hit = page.getByRole('form', { name: 'Take a hit' });
  await flow.type(hit.getByLabel('Attack’s damage bonus'), '+3');
  await expect(hit.getByTestId('act-damage-preview')).toContainText('Difficulty 18 against Toughness +3. 15–20: no damage; 11–14: hurt (and bruised); 6–10: wounded (and dazed); 1–5: disabled (and staggered).');
  await t.fill([[hit.getByLabel('Dice from the table'), '8']]);
  await expect(t.outcome()).toContainText('Toughness save against +3 (lethal): wounded (and dazed)');
  await expect(t.outcome()).toContainText('d20 8 + 3 Toughness = 11 vs Difficulty 18: failed by 7, wounded (and dazed)');
  await expect(page.getByTestId('play-verdict')).toHaveText('Failed by 7');
  await expect(page.getByTestId('strip-state')).toHaveText('Wounded, dazed');
  await expect(page.getByTestId('strip-health')).toHaveText('2');
  await app.expectAccessible('True SRD play strip');
  await shots(app, 'play', { width: 1280, height: 800 });
  await shots(app, 'play', { width: 1024, height: 700 });

  // A recovery check typed from a real die: wounded is shaken, −2 on every check (003:341), so 10 + Con 2 − 2 = 10
  // against 10 erases the wound (003:345); a face no d20 shows is refused in a sentence and changes nothing.
  await t.openForm('Recovery check');
  const recovery = page.getByRole('form', { name: 'Recovery check' });
  await expect(recovery.getByLabel('Condition')).toHaveValue('wounded');
  await expect(recovery.getByTestId('act-heal-preview')).toHaveText('d20 +0 (Con +2, shaken −2) against Difficulty 10: 10 or more on the d20 erases wounded.');
  await t.fill([[recovery.getByLabel('Dice from the table'), '23']]);
  await expect(recovery.getByRole('alert')).toHaveText('A d20 shows 1 to 20; 23 was typed (face 1).');
  await expect(page.getByTestId('strip-state')).toHaveText('Wounded, dazed');
  await t.fill([[recovery.getByLabel('Dice from the table'), '10']]);
  await expect(t.outcome()).toContainText('wounded is erased');
  await expect(page.getByTestId('strip-state')).toHaveText('Dazed');

  // The rest of play is on the shared play page: a minute fades the dazed box (003:348).
  await t.openPlay();
  await flow.press(page.getByRole('form', { name: 'A minute passes' }).getByRole('button', { name: 'A minute passes' }));
  await expect(t.outcome()).toContainText('Faded: no longer dazed (003:348).');
  await app.expectAccessible('True SRD play page');
  await shots(app, 'play-page', { width: 1280, height: 800 });
  await t.closePlay();
  await expect(page.getByTestId('strip-state')).toHaveCount(0);

  await flow.press(page.getByText('Print & files', { exact: true }));
  await page.getByLabel('Paper').selectOption('a4');
  const download = page.waitForEvent('download');
  await flow.press(page.getByRole('button', { name: 'Export PDF' }));
  const file = path.join(dir, 'mara.pdf');
  await (await download).saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/595\.\d* x 841\.\d* pts/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  // The damage track's boxes are written in on page 1 (the play block), with its key beside them.
  for (const words of ['Mara Vell', 'Short sword', 'Rope', 'Defensive Roll', 'DAMAGE', 'WOUNDED', 'DISABLED', 'Damage and Recovery']) expect(text).toContain(words);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join('screenshots', 'true-srd-sheet-a4')]);
  expect(existsSync(path.join('screenshots', 'true-srd-sheet-a4-1.png'))).toBe(true);

  // At the table: Mara in a True SRD campaign's fight is hit by an attack of damage bonus +2 (the tracker's typed
  // amount): a Toughness save against 15 + 2 (003:322), rolled by the tracker, and she is shaken; after the fight her
  // own sheet shows the track where the fight left it.
  const gm = new CampaignPage(page);
  await gm.create('The Narrow Stair', 'True SRD');
  await gm.goTo('Party');
  await gm.addMember('Mara Vell');
  await gm.startFight(1);
  const cell = gm.combatant('Mara Vell').getByTestId('combatant-hp');
  await expect(cell).toContainText('0 / 5');
  await gm.hitWithKeys('Mara Vell', 2);
  await expect(gm.notices()).toContainText(/vs Difficulty (15 \+ 2 = )?17\b/);
  const track = /^\s*(\d+) \/ 5\s*(.*)$/.exec((await cell.textContent()) ?? '');
  expect(track, 'the damage track in the tracker').not.toBeNull();
  const [, position = '', word = ''] = track ?? [];
  await gm.putCondition('fight-cond', 'Mara Vell', 'Shaken', '3');
  await expect(gm.combatant('Mara Vell')).toContainText('Shaken');
  await gm.expectNoProblem();
  await app.expectAccessible('True SRD campaign combat');
  await shots(app, 'campaign-combat', { width: 1280, height: 800 });
  await gm.endFight();
  await gm.openMemberSheet('Mara Vell');
  await expect(page.getByTestId('strip-health')).toHaveText(position);
  if (word.trim() === '') await expect(page.getByTestId('strip-state')).toHaveCount(0);
  else await expect(page.getByTestId('strip-state')).toHaveText(word.trim());

  // The dice view offers the campaign's own rolls: a Toughness save against a short sword's +3 (003:322).
  const dice = new DicePage(page);
  await dice.open();
  await expect(dice.rules()).toHaveValue('true-srd');
  const logged = await dice.log().count();
  const save = await dice.rollKind('Toughness save', { Toughness: '+3', 'Damage bonus': '+3' });
  await expect(save).toContainText(/d20 \[\d+\] \+ 3 Toughness = \d+ vs Difficulty 15 \+ 3 = 18/);
  await expect(save).toContainText(/(No significant damage|Failed by \d+)/);
  await expect(dice.log()).toHaveCount(logged + 1);
  await dice.rollKind('Attack', { Defense: 'x' });
  await expect(dice.error()).toHaveText('Defense must be a whole number from 0 to 60; “x” is not.');
  await expect(dice.log()).toHaveCount(logged + 1);
  await app.expectAccessible('True SRD dice');
  await shots(app, 'dice', { width: 1024, height: 700 });
});
