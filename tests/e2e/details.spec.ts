import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppPage } from '../support/app-page';
import { DetailsPage } from '../support/details-page';
import { tinyPng } from '../unit-support/tiny-png';
import { SheetPage } from '../support/sheet-page';

const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-details-'));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await new AppPage(page).clearData();
});

test('details are edited after creation, kept over a reload, and printed on the PDF with the portrait', async ({ page }) => {
  const app = new AppPage(page);
  const details = new DetailsPage(page);
  await app.open();
  await page.getByLabel('Quick character:').selectOption({ label: 'Thief' });
  await page.getByRole('button', { name: 'Make it' }).click();
  await expect(page.getByTestId('id-class')).toHaveText('Thief');
  const oldName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await details.open();

  // An empty name is refused in a sentence and the old one kept.
  await details.rename('');
  await expect(details.alerts.filter({ hasText: 'A character needs a name' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldName);
  await expect(details.name).toHaveValue(oldName);

  await details.rename('Black Leaf of the Caravans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Leaf of the Caravans');
  await details.typeAndLeave('Concept', 'A carefree tearaway bored of merchant caravans');
  await details.chooseAlignment('Chaotic');
  await details.typeAndLeave('Appearance', 'Tall and willowy, light on her feet');
  await expect(page.getByText(/Thief 1 · Chaotic · A carefree tearaway/)).toBeVisible();

  // The native tongue and one per Language skill point (a quick thief may have some): one more is a rule not followed.
  await details.addLanguage('Common');
  const allowance = page.getByTestId('language-allowance');
  const allowed = Number(/(\d+) allowed/.exec((await allowance.textContent()) ?? '')?.[1]);
  expect(allowed).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('language-problem')).toHaveCount(0);
  const spoken = ['Common', 'Elvish', 'Dwarvish', 'Orcish', 'Gnomish', 'Goblin', 'Giant'].slice(0, allowed + 1);
  for (const name of spoken.slice(1)) await details.addLanguage(name);
  await expect(allowance).toContainText(`${allowed + 1} listed, ${allowed} allowed`);
  await expect(page.getByTestId('language-problem')).toContainText(`${allowed + 1} languages are listed but ${allowed} ${allowed === 1 ? 'is' : 'are'} allowed`);
  await expect(page.getByTestId('language-allowance')).not.toContainText('004:');

  // A text file named like a picture is refused by its bytes; nothing changes.
  await details.pickPortrait('portrait.png', 'image/png', new TextEncoder().encode('not a picture at all'));
  await expect(details.alerts.filter({ hasText: 'not a PNG or JPEG image' })).toBeVisible();
  await expect(page.getByTestId('details-portrait')).toHaveCount(0);
  await details.pickPortrait('me.png', 'image/png', tinyPng(24, 32, [40, 90, 160]));
  await expect(page.getByTestId('details-portrait')).toBeVisible();
  await expect(page.getByTestId('sheet-portrait')).toBeVisible();
  await expect(details.alerts.filter({ hasText: 'not a PNG or JPEG image' })).toHaveCount(0);

  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    await app.screenshot(`details-${theme}`);
  }
  await app.expectAccessible('the details page');
  await app.expectSaved();

  // Everything is kept over a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Leaf of the Caravans');
  await expect(page.getByTestId('sheet-portrait')).toBeVisible();
  await expect(page.getByText(/rules? not followed/)).toBeVisible();
  await expect(details.name).toHaveValue('Black Leaf of the Caravans');
  await expect(page.getByLabel('Concept', { exact: true })).toHaveValue('A carefree tearaway bored of merchant caravans');
  await expect(page.getByRole('radio', { name: 'Chaotic' })).toBeChecked();
  await expect(page.getByLabel('Appearance', { exact: true })).toHaveValue('Tall and willowy, light on her feet');
  await expect(details.languages.getByRole('listitem')).toHaveText(spoken.map((l) => new RegExp(`^${l}\\s*Remove$`)));
  await details.close();
  for (const theme of ['light', 'dark'] as const) {
    await app.setTheme(theme);
    await app.screenshot(`details-sheet-${theme}`);
  }

  // The history keeps the rename; the roster shows the new name.
  await page.getByRole('button', { name: /History/ }).first().click();
  await expect(page.getByText(`Renamed from “${oldName}” to “Black Leaf of the Caravans”`)).toBeVisible();
  await page.getByRole('button', { name: 'Back to the sheet' }).or(page.getByRole('button', { name: /Close|Back/ })).first().click();

  // The PDF carries the new name and an embedded image.
  await new SheetPage(page).openFiles();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const file = path.join(dir, 'details.pdf');
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Black Leaf of the Caravans');
  expect(text.replace(/\s+/g, ' ')).toContain(`Languages: ${spoken.join(', ')}`);
  expect(text).toContain('Appearance: Tall and willowy');
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2).filter((l) => l.trim() !== '');
  expect(images).toHaveLength(1);
  expect(images[0]).toMatch(/^\s*1\s+\d+\s+image\s+24\s+32\b/);
  expect(readFileSync(file).includes('/Subtype /Image')).toBe(true);

  await app.goTo('Characters');
  await expect(page.getByText('Black Leaf of the Caravans')).toBeVisible();
});
