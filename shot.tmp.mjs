// Scratch: screenshots of a quick character's sheet in each system (not part of the repo).
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:5399/';
const systems = (process.env.SYSTEMS ?? 'Dark Dungeons').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1280, 800], [1024, 700]]) {
  for (const theme of (process.env.THEMES ?? 'light').split(',')) {
    const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: theme });
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
    await page.goto(base);
    for (const sys of systems) {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Characters', exact: true }).click();
      const picker = page.getByLabel('Game system');
      if (await picker.count()) await picker.first().selectOption({ label: sys }).catch(() => {});
      await page.getByRole('button', { name: 'Make it' }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      const slug = sys.replace(/\W+/g, '-').toLowerCase();
      await page.screenshot({ path: `/tmp/shots/${slug}-${w}-${theme}.png` });
      if (process.env.STEP) await eval(process.env.STEP);
    }
    await page.close();
  }
}
await browser.close();
