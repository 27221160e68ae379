import { expect, test, type Page } from '@playwright/test';
import { AppPage } from '../support/app-page';
import { SheetPage } from '../support/sheet-page';

// Two tabs of one browser share one store (issue #14 §2). Nothing one tab writes may vanish because the other saves,
// and an edit made on a stale copy is merged when it touched other fields, or refused with a notice when it did not.

async function quickFighter(page: Page): Promise<string> {
  await page.getByLabel('Quick character:').selectOption({ label: 'Fighter' });
  await page.getByRole('button', { name: 'Make it' }).click();
  await expect(page.getByTestId('id-class')).toHaveText('Fighter');
  return new URL(page.url()).hash;
}

const hp = (page: Page) => page.getByTestId('strip-health');
const notes = (page: Page) => page.locator('#sheet-text-notes');

test('an XP award in one tab and a hit-point change in the other are both kept, live and after a reload', async ({ context }) => {
  const a = await context.newPage();
  const appA = new AppPage(a);
  await appA.clearData();
  await appA.open();
  const hash = await quickFighter(a);
  const b = await context.newPage();
  await b.goto(`/${hash}`);
  await expect(b.getByTestId('id-class')).toHaveText('Fighter');

  // Tab B awards XP; tab A shows it within a second, without a reload.
  await new SheetPage(b).openExperience();
  await b.getByLabel('Award XP').fill('1000');
  await b.getByRole('button', { name: 'Award', exact: true }).click();
  // 1,000 or more: a quick fighter may have a prime-requisite bonus (Table 4-1).
  await expect(b.getByTestId('id-xp')).toHaveText(/^1[0-9]{3}$/);
  const xp = (await b.getByTestId('id-xp').textContent()) ?? '';
  await expect(a.getByTestId('id-xp')).toHaveText(xp, { timeout: 2000 });

  await new SheetPage(b).backToSheet();

  // Tab A, now following the stored fighter, takes damage; tab B follows in turn.
  const before = Number(await hp(a).textContent());
  await new SheetPage(a).damage(1);
  await expect(hp(a)).toHaveText(String(before - 1));
  await expect(hp(b)).toHaveText(String(before - 1), { timeout: 3000 });

  // Both reload: the award and the damage are both there.
  await a.reload();
  await b.reload();
  for (const page of [a, b]) {
    await expect(page.getByTestId('id-xp')).toHaveText(xp);
    await expect(hp(page)).toHaveText(String(before - 1));
  }
});

test('edits made at the same time merge field by field, and a clash is refused with a notice, the newer shown', async ({ context }) => {
  const a = await context.newPage();
  const appA = new AppPage(a);
  await appA.clearData();
  await appA.open();
  const hash = await quickFighter(a);
  const b = await context.newPage();
  await b.goto(`/${hash}`);
  await expect(b.getByTestId('id-class')).toHaveText('Fighter');
  const before = Number(await hp(a).textContent());

  // Different fields, both edited before either is saved: both kept.
  await new SheetPage(a).damage(1);
  await notes(b).fill('Owes the ferryman a silver piece.');
  // Both autosaves (0.4 s) run: the second meets the first's revision and merges onto it.
  await a.waitForTimeout(1500);
  await expect(b.getByTestId('save-status')).toHaveText(/saved/i, { timeout: 5000 });
  await expect(a.getByTestId('save-status')).toHaveText(/saved/i, { timeout: 5000 });
  await a.reload();
  await expect(hp(a)).toHaveText(String(before - 1));
  await expect(notes(a)).toHaveValue('Owes the ferryman a silver piece.');

  // The same field (the notes), edited in both before either saves: the later save is refused, visibly.
  await b.reload();
  await expect(notes(b)).toHaveValue('Owes the ferryman a silver piece.');
  await notes(a).fill('Written in tab A.');
  await notes(b).fill('Written in tab B.');
  const notice = /Another window changed notes at the same time/;
  await expect.poll(async () => (await a.getByText(notice).count()) + (await b.getByText(notice).count()), { timeout: 5000 }).toBeGreaterThan(0);
  const loser = (await a.getByText(notice).count()) > 0 ? a : b;
  await new AppPage(loser).screenshot('two-windows-notice');
  // Whichever tab lost sees the stored notes, and after a reload both agree on one text: nothing was half-written.
  await a.reload();
  await b.reload();
  const stored = await notes(a).inputValue();
  expect(['Written in tab A.', 'Written in tab B.']).toContain(stored);
  await expect(notes(b)).toHaveValue(stored);
  await appA.screenshot('two-windows-a');
});

test('a campaign renamed in one tab and given notes in the other keeps both', async ({ context }) => {
  const a = await context.newPage();
  const appA = new AppPage(a);
  await appA.clearData();
  await appA.open();
  await appA.goTo('Campaigns');
  await a.getByLabel('New campaign name').fill('The Sunken Crown');
  await a.keyboard.press('Enter');
  await expect(a.getByRole('heading', { level: 1, name: 'The Sunken Crown' })).toBeVisible();
  const b = await context.newPage();
  await b.goto(`/${new URL(a.url()).hash}`);
  await expect(b.getByRole('heading', { level: 1, name: 'The Sunken Crown' })).toBeVisible();

  await a.getByLabel('Name', { exact: true }).fill('The Drowned Crown');
  await b.getByLabel('Notes').fill('Session zero on Friday.');
  await expect(a.getByTestId('save-status')).toHaveText(/saved/i, { timeout: 5000 });
  await expect(b.getByTestId('save-status')).toHaveText(/saved/i, { timeout: 5000 });
  await a.waitForTimeout(600);
  await a.reload();
  await expect(a.getByRole('heading', { level: 1, name: 'The Drowned Crown' })).toBeVisible();
  await expect(a.getByLabel('Notes')).toHaveValue('Session zero on Friday.');
});
