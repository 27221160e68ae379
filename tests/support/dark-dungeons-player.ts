import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CreationPage } from './creation-page';
import { SheetPage } from './sheet-page';

/** The six ability names as the creation flow labels them. */
export type Ability = 'Strength' | 'Intelligence' | 'Wisdom' | 'Dexterity' | 'Constitution' | 'Charisma';

/** Everything a player decides when building a Dark Dungeons character by hand, with real dice typed in. */
export interface HandBuilt {
  readonly name: string;
  readonly alignment: 'Lawful' | 'Neutral' | 'Chaotic';
  /** Typed scores (never rolled here: a test must not depend on luck). */
  readonly scores: Readonly<Record<Ability, number>>;
  /** The class's radio label starts with this ("Thief", "Elf"...). */
  readonly className: string;
  /** What the first hit die showed. */
  readonly hitDie: number;
  /** Skill points: [skill name, points]. */
  readonly skills: readonly (readonly [string, number])[];
  /** Weapon feats, by their checkbox label ("Sword, Short"). */
  readonly feats: readonly string[];
  /** The first-level spell besides Read Magic (elves and magic-users). */
  readonly spell?: string;
}

/**
 * Page model of a Dark Dungeons player at work: building a character by hand through the creation flow (keyboard
 * only), shopping on the money step, and reading the finished sheet (fields, attack lines) and its PDFs.
 */
export class DarkDungeonsPlayer {
  readonly flow: CreationPage;

  constructor(readonly page: Page) {
    this.flow = new CreationPage(page);
  }

  /** From "New character" to the money step, every choice typed or picked, nothing rolled. */
  async buildToMoney(c: HandBuilt): Promise<void> {
    const { flow, page } = this;
    await flow.press(flow.button('New character'));
    await flow.expectStep('Name and concept');
    await flow.type(page.getByLabel('Name', { exact: true }), c.name);
    await flow.press(page.getByRole('radio', { name: c.alignment }), 'Space');
    await flow.next();

    await flow.expectStep('Ability scores');
    await flow.press(page.getByRole('radio', { name: /Type scores/ }), 'Space');
    for (const [ability, value] of Object.entries(c.scores)) await flow.type(page.getByLabel(ability, { exact: true }), String(value));
    await flow.next();

    await flow.expectStep('Class');
    await flow.press(page.getByRole('radio', { name: new RegExp(`^${c.className}\\b`) }), 'Space');
    await flow.next();
    await flow.expectStep('Adjust abilities');
    await flow.next();

    await flow.expectStep('Hit points');
    await flow.type(page.getByLabel(/the d\d+ showed/), String(c.hitDie));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hp-result')).toContainText(`entered as ${c.hitDie}`);
    await flow.next();

    await flow.expectStep('Skills');
    for (const [skill, points] of c.skills) {
      for (let i = 0; i < points; i++) await flow.press(page.getByRole('button', { name: `Add a point to ${skill}`, exact: true }));
    }
    await flow.next();

    await flow.expectStep('Weapon feats');
    // A weapon's label is its name, then its damage and cost ("Sling 1d4 2 gp").
    for (const weapon of c.feats) await flow.press(page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(weapon)} `) }), 'Space');
    await expect(page.getByTestId('feats-left')).toContainText(`${c.feats.length} of`);
    await flow.next();

    await flow.expectStep('Spells');
    if (c.spell) await flow.press(page.getByRole('radio', { name: new RegExp(`^${c.spell}\\b`) }), 'Space');
    await flow.next();
    await flow.expectStep('Money and equipment');
  }

  /** Types the gold the 3d6 × 10 showed on real dice ("or enter gp", Enter). */
  async enterGold(gp: number): Promise<void> {
    await this.flow.type(this.page.getByLabel('or enter gp'), String(gp));
    await this.page.keyboard.press('Enter');
  }

  /** Buys from the equipment list: type a name, press Enter, the first match is bought (paid from the gold). */
  async buy(...searches: string[]): Promise<void> {
    for (const name of searches) {
      await this.flow.type(this.page.getByLabel('Search by name'), name);
      await this.page.keyboard.press('Enter');
      await expect(this.page.getByRole('status').filter({ hasText: / bought\.$/ })).toBeVisible();
    }
  }

  /** The gold shown on the money step. */
  gold(): Locator {
    return this.page.getByTestId('gold');
  }

  /** Goes to Review and saves; the sheet opens on the character's name. */
  async review(): Promise<void> {
    await this.flow.next();
    await this.flow.expectStep('Review');
  }

  async save(name: string): Promise<void> {
    await this.flow.press(this.flow.button(/^Save character/));
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** A field of the sheet by its derived value id ("ac", "move.normal", "save.magicWands"). */
  field(id: string): Locator {
    return this.page.getByTestId(`field-${id.replace(/\./g, '-')}`);
  }

  /** The attack line of a weapon in the Weapons table: cells Weapon, Feat, To hit, Damage, Range, Effects. */
  weaponRow(name: string): Locator {
    return this.page.getByRole('region', { name: 'Weapons' }).locator('tbody tr').filter({ hasText: name });
  }

  /** Checks one attack line cell by cell against values worked out by hand. */
  async expectAttack(name: string, cells: { feat: string; toHit: string; damage: string; range: string; effects?: string }): Promise<void> {
    const row = this.weaponRow(name);
    await expect(row).toHaveCount(1);
    const td = row.locator('td, th');
    await expect(td.nth(0)).toHaveText(name);
    await expect(td.nth(1)).toHaveText(cells.feat);
    await expect(td.nth(2)).toHaveText(cells.toHit);
    await expect(td.nth(3)).toHaveText(cells.damage);
    await expect(td.nth(4)).toHaveText(cells.range);
    if (cells.effects !== undefined) await expect(td.nth(5)).toHaveText(cells.effects);
  }

  /** Exports the open sheet's PDF on the paper asked for; returns the saved file's path. */
  async exportSheet(dir: string, paper: 'a4' | 'letter', fillable: boolean): Promise<string> {
    await new SheetPage(this.page).openFiles();
    await this.page.getByLabel('Paper', { exact: true }).selectOption(paper);
    await this.page.getByLabel('Fillable form').setChecked(fillable);
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export PDF' }).click();
    return saveDownload(await download, dir, `${paper}${fillable ? '-fillable' : ''}`);
  }

  /** Prints the blank sheet from the Characters view; returns the saved file's path. */
  async exportBlank(dir: string, paper: 'a4' | 'letter', fillable: boolean): Promise<string> {
    const form = this.page.getByRole('form', { name: 'Blank sheet' });
    await form.getByLabel(/A blank .* sheet on/).selectOption(paper);
    await form.getByLabel('Fillable form').setChecked(fillable);
    const download = this.page.waitForEvent('download');
    await form.getByRole('button', { name: 'Print a blank sheet' }).click();
    return saveDownload(await download, dir, `blank-${paper}${fillable ? '-fillable' : ''}`);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function saveDownload(download: Download, dir: string, stem: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${stem}.pdf`);
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return file;
}

/** What a printed PDF shows: its text laid out (pdftotext -layout) and its pages rendered as PNGs (pdftoppm -r 50). */
export interface PrintedPdf {
  readonly text: string;
  readonly pngs: readonly string[];
}

/** Renders a PDF next to itself (stem-1.png, stem-2.png...) and extracts its text, with poppler's tools. */
export function renderPdf(file: string): PrintedPdf {
  const stem = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-png', '-r', '50', file, stem]);
  const base = path.basename(stem);
  const pngs = readdirSync(path.dirname(file))
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png') && /^\d+\.png$/.test(f.slice(base.length + 1)))
    .map((f) => path.join(path.dirname(file), f));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { text, pngs };
}

/**
 * Every printed line with a word ending in "…" (a cell, caption or value cut short). Words, not cells: layout text
 * may set two cells one space apart.
 */
export function cutShort(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.split(/\s+/).some((word) => word.endsWith('…')))
    .map((line) => line.trim());
}

/**
 * The value printed under a field's label in `pdftotext -layout` text (the sheet prints labels in capitals above
 * their values): the first word on a following line that starts within the label's columns, or null.
 */
export function valueUnder(text: string, label: string): string | null {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.includes(label.toUpperCase()));
  if (at < 0) return null;
  const start = lines[at]?.indexOf(label.toUpperCase()) ?? 0;
  const end = start + label.length;
  for (const line of lines.slice(at + 1, at + 8)) {
    for (const m of line.matchAll(/\S+/g)) {
      if (m.index >= start - 2 && m.index <= end) return m[0];
    }
  }
  return null;
}
