import { expect, test, type Page } from '@playwright/test';
import { AppPage } from '../support/app-page';
import { SheetPage } from '../support/sheet-page';

// A tab closed right after an edit, while another tab saves the same character (issue #23 §1). The closed tab's
// edit goes to the close journal on `pagehide`; its IndexedDB write may never land. The other tab's save must not
// clear that journal entry (it did not carry the edit), so the next start applies it through the revision check.

const hp = (page: Page) => page.getByTestId('strip-health');
const notes = (page: Page) => page.locator('#sheet-text-notes');

for (const waitMs of [0, 50, 200]) {
  test(`notes typed in a tab closed ${waitMs} ms later survive the other tab's save of the same character`, async ({ context }) => {
    const a = await context.newPage();
    const appA = new AppPage(a);
    await appA.clearData();
    await appA.open();
    await a.getByLabel('Quick character:').selectOption({ label: 'Fighter' });
    await a.getByRole('button', { name: 'Make it' }).click();
    await expect(a.getByTestId('id-class')).toHaveText('Fighter');
    await appA.expectSaved();
    const hash = new URL(a.url()).hash;
    const before = Number(await hp(a).textContent());

    // Three rounds: each closes a fresh tab B while A's autosave (0.4 s after its click) is on its way. A lowers the
    // hit points, raises them back, lowers them again (a low-level fighter may have few to lose).
    for (let round = 1; round <= 3; round++) {
      const expected = round === 2 ? before : before - 1;
      const b = await context.newPage();
      await b.goto(`/${hash}`);
      await expect(b.getByTestId('id-class')).toHaveText('Fighter');
      await (round === 2 ? new SheetPage(a).heal(1) : new SheetPage(a).damage(1));
      await notes(b).fill(`Typed in tab B, round ${round}, closed after ${waitMs} ms`);
      if (waitMs > 0) await b.waitForTimeout(waitMs);
      await b.close({ runBeforeUnload: true });
      await expect(hp(a)).toHaveText(String(expected));
      await appA.expectSaved();
      await a.waitForTimeout(300);
      await a.reload();
      await expect(notes(a)).toHaveValue(`Typed in tab B, round ${round}, closed after ${waitMs} ms`);
      await expect(hp(a)).toHaveText(String(expected));
    }
  });
}
