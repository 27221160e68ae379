import { expect, test } from '@playwright/test';
import { AppPage } from '../support/app-page';
import { CreationPage } from '../support/creation-page';

// Every step of the flow, for an elf (who has the most to show: spells, two primes), in both themes and at
// 1280×800 and 1024×700, with axe on each.
for (const viewport of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
  test(`every creation step is accessible and screenshotted at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    // Twenty axe runs over long steps (the full skill descriptions, the equipment list) outgrow the default minute.
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const app = new AppPage(page);
    const flow = new CreationPage(page);
    await app.clearData();
    await app.open();
    await page.getByRole('button', { name: 'New character' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Elfstar');
    await page.getByRole('radio', { name: 'Lawful' }).check();
    const steps = ['Name and concept', 'Ability scores', 'Class', 'Adjust abilities', 'Hit points', 'Skills', 'Weapon feats', 'Spells', 'Money and equipment', 'Review'];
    for (const [i, step] of steps.entries()) {
      await flow.goToStep(step);
      if (step === 'Ability scores') {
        // Rolled scores would shut the elf one run in a few (it needs Int 9; see the class table in class-requirements.ts), so the
        // roll is shown and then typed scores that open every class are used.
        await page.getByRole('button', { name: 'Roll 3d6 six times' }).click();
        await page.getByRole('radio', { name: /Type scores/ }).check();
        for (const [ability, value] of [['Strength', '13'], ['Intelligence', '14'], ['Wisdom', '13'], ['Dexterity', '12'], ['Constitution', '12'], ['Charisma', '10']] as const) {
          await page.getByLabel(ability, { exact: true }).fill(value);
        }
      }
      if (step === 'Class') await page.getByRole('radio', { name: /Elf/ }).check();
      if (step === 'Hit points') await page.getByRole('button', { name: /Roll 1d6/ }).click();
      if (step === 'Spells') await page.getByRole('radio', { name: 'Sleep' }).check();
      if (step === 'Money and equipment') await page.getByRole('button', { name: /Roll 3d6 × 10/ }).click();
      for (const theme of ['light', 'dark'] as const) {
        await app.setTheme(theme);
        await app.expectAccessible(`${step} (${theme}, ${viewport.width})`);
        await app.screenshot(`create-${viewport.width}-${String(i + 1).padStart(2, '0')}-${step.toLowerCase().replace(/\W+/g, '-')}-${theme}`);
      }
    }
    await expect(page.getByRole('heading', { name: /Still to do|Sheet/ }).first()).toBeVisible();
  });
}
