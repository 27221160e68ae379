import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppPage } from '../support/app-page';
import { SheetPage } from '../support/sheet-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-pdf-'));

test.beforeEach(async ({ page }) => {
  await new AppPage(page).clearData();
});

test('exports the sheet as a PDF to play from (A4, fillable Letter, and with its history) that carries the character', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await page.getByLabel('Quick character:').selectOption({ label: 'Cleric' });
  await page.getByRole('button', { name: 'Make it' }).click();
  await expect(page.getByTestId('id-class')).toHaveText('Cleric');
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  // Something for the history: an award of 2,000 XP (whatever the bonus, enough for level 2: Table 4-2a, 004:76 "2 1500").
  await new SheetPage(page).openExperience();
  await page.getByLabel('Award XP').fill('2000');
  await page.getByRole('button', { name: 'Award', exact: true }).click();
  await app.expectSaved();
  await new SheetPage(page).openFiles();
  for (const [paper, fillable, withHistory] of [['a4', false, false], ['letter', true, false], ['a4', false, true]] as const) {
    await page.getByLabel('Paper').selectOption(paper);
    await page.getByLabel('Fillable form').setChecked(fillable);
    await page.getByLabel('With history').setChecked(withHistory);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = path.join(dir, `${paper}-${fillable}-${withHistory}.pdf`);
    const d = await download;
    expect(d.suggestedFilename()).toBe(`${name}${fillable ? ' (fillable)' : ''}${withHistory ? ' (with history)' : ''}.pdf`);
    await d.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(name);
    // Page 1 is for play: the boxes written in at the table, the saves, and a cleric's Turn Undead.
    const page1 = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', file, '-'], { encoding: 'utf8' });
    for (const words of ['HIT POINTS', 'ARMOUR CLASS', 'STATE', 'Conditions', 'Saving Throws', 'Turn Undead']) expect(page1).toContain(words);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(paper === 'a4' ? /595\.\d* x 841\.\d* pts/ : /612 x 792 pts/);
    // Two pages to play from; the history only when asked, on a page of its own after them.
    expect(info).toMatch(withHistory ? /Pages:\s+3\n/ : /Pages:\s+2\n/);
    const award = /\+\d,\d{3} XP/;
    if (withHistory) {
      expect(execFileSync('pdftotext', ['-f', '3', '-l', '3', '-layout', file, '-'], { encoding: 'utf8' })).toMatch(award);
    } else {
      expect(text).not.toMatch(award);
    }
    await expect(page.getByRole('status').filter({ hasText: /Saved/ })).toBeVisible();
  }
});

test('every number explains itself on keyboard focus, and an override is marked and can be cleared', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await page.getByLabel('Quick character:').selectOption({ label: 'Thief' });
  await page.getByRole('button', { name: 'Make it' }).click();
  // The mouse, left where "Make it" was, would hover (and open the tooltip of) whatever field lands there.
  await page.mouse.move(0, 0);
  const wands = page.getByRole('button', { name: /^Magic Wands/ });
  await wands.focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Thief level 1, Table 4-9' })).toBeVisible();
  await wands.press('Enter');
  await page.getByLabel(/Use instead of/).fill('12');
  await page.getByLabel('Reason (optional)').fill('Ring of protection');
  await page.getByRole('button', { name: 'Override', exact: true }).click();
  await expect(page.getByTestId('field-save-magicWands')).toHaveText('12†');
  await expect(page.getByText(/Overridden by hand: Save vs Magic Wands/)).toBeVisible();
  await app.screenshot('sheet-override');
  await page.getByRole('button', { name: /^Magic Wands/ }).click();
  await page.getByRole('button', { name: 'Clear override' }).click();
  await expect(page.getByTestId('field-save-magicWands')).toHaveText('14');
  // A table row explains itself from the keyboard too: its first cell opens the explanation (issue #15).
  const toHitRow = page.getByRole('button', { name: 'Explain d20 needed' });
  await toHitRow.focus();
  await toHitRow.press('Enter');
  await expect(toHitRow).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('why-to-hit-roll')).toContainText('a natural 1 always misses');
  await expect(page.getByTestId('why-to-hit-roll')).toContainText('Source: supplement §9.5');
  await app.screenshot('sheet-row-explained');
  await toHitRow.press('Enter');
  await expect(page.getByTestId('why-to-hit-roll')).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    await app.expectAccessible(`sheet (${theme})`);
    await app.screenshot(`sheet-thief-${theme}`);
  }
  await page.setViewportSize({ width: 1024, height: 700 });
  await app.screenshot('sheet-thief-1024');
});

test('equipment and spellbook are edited on the sheet and kept after a reload', async ({ page }) => {
  const app = new AppPage(page);
  await app.open();
  await page.getByLabel('Quick character:').selectOption({ label: 'Magic-User' });
  await page.getByRole('button', { name: 'Make it' }).click();
  await page.getByLabel('Gold', { exact: true }).fill('100');
  await page.getByLabel('Gold', { exact: true }).press('Enter');
  // From the list, given free: the gold does not change.
  await page.getByLabel('Search by name').fill('lantern');
  await page.getByLabel('Pay from gold (untick for a gift)').setChecked(false);
  await page.getByLabel('Search by name').press('Enter');
  await expect(page.getByRole('row', { name: /Lantern .*\(given\)/ })).toBeVisible();
  await expect(page.getByLabel('Gold', { exact: true })).toHaveValue('100');
  // From the list, paid: a 50-ft rope costs 1 gp (supplement §7.8).
  await page.getByLabel('Pay from gold (untick for a gift)').setChecked(true);
  await page.getByLabel('Search by name').fill('rope');
  await page.getByLabel('Search by name').press('Enter');
  await expect(page.getByLabel('Gold', { exact: true })).toHaveValue('99');
  await page.getByText('An item not on the list').click();
  await page.getByLabel('Item', { exact: true }).fill('Silk bag of marbles');
  await page.getByLabel('Cost (gp each)').fill('9');
  await page.getByLabel('Weight (cn each)').fill('30');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel('Gold', { exact: true })).toHaveValue('90');
  // An item the purse cannot pay for is refused with the sums, and nothing changes.
  await page.getByLabel('Item', { exact: true }).fill('Warhorse');
  await page.getByLabel('Cost (gp each)').fill('250');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That costs 250 gp; there are 90 gp.' })).toBeVisible();
  // Spells are picked from the magic-user list by level (supplement §12): Web is second level.
  await page.getByLabel('Spell level', { exact: true }).selectOption('2');
  await page.getByLabel('Spell', { exact: true }).selectOption('Web');
  await page.getByRole('button', { name: 'Write it in' }).click();
  await app.screenshot('sheet-editors-magic-user');
  await app.expectSaved();
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Equipment' })).toContainText('Silk bag of marbles');
  await expect(page.getByRole('row', { name: /Lantern .*\(given\)/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Equipment' })).not.toContainText('Warhorse');
  await expect(page.getByRole('region', { name: 'Spellbook' })).toContainText('Web');
  await expect(page.getByLabel('Gold', { exact: true })).toHaveValue('90');
});
