import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignWith, character, darkDungeons } from '../../core/campaign/testing/party';
import type { CampaignDocument } from '../../core/documents/campaign';
import { exportCampaign, exportCharacter } from '../../core/documents/import';
import type { AnySystem } from '../../core/systems/types';
import { collapse, layoutText, poppler } from '../../tests/unit-support/pdf-inspect';
import { describeWithSources, readSource } from '../../tests/unit-support/sources';
import type { CampaignXpReport } from './campaign-commands';

// Runs the real command line as a user would (through tsx, as `npm run cli` does).
function cli(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(path.resolve('node_modules/.bin/tsx'), ['electron/cli/main.ts', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const dir = mkdtempSync(path.join(tmpdir(), 'sheetsmith-campaign-'));
/** Each case spawns tsx and loads every system: several seconds apiece on a busy machine. */
const SLOW = { timeout: 120_000 };

let dd: AnySystem;
let file: string;
let characterFile: string;

describeWithSources('the Table 4-1 bonuses these tests pin', () => {
  it('are the text’s: Fighter Str 16+ +10% (004:34), Thief Dex 13-15 +5% (004:38)', () => {
    const text = readSource('004_b3026cedeba6292d.txt');
    expect(text[33]).toMatch(/^Fighter .*Str 16\+ = \+10%/);
    expect(text[37]).toMatch(/^Thief .*Dex 13-15 = \+5%/);
  });
});

/** Ayla (fighter, Str 16: +10%) and Bram (thief, Dex 13: +5%), players' characters, and Dunk, a hireling (no bonus). */
function campaignFile(name: string): string {
  const docs = [
    character(dd, 'ayla', 'Ayla', 'fighter', { str: 16 }, 1),
    character(dd, 'bram', 'Bram', 'thief', { dex: 13 }, 2),
    character(dd, 'dunk', 'Dunk', 'fighter', { str: 10 }, 4),
  ];
  const campaign: CampaignDocument = campaignWith(dd, [{ doc: docs[0]!, details: { player: 'Sam' } }, { doc: docs[1]! }, { doc: docs[2]!, details: { role: 'retainer' } }]);
  const out = path.join(dir, `${name}.sheetsmith.json`);
  writeFileSync(out, exportCampaign(campaign, docs));
  return out;
}

beforeAll(async () => {
  dd = await darkDungeons();
  file = campaignFile('crown');
  characterFile = path.join(dir, 'ayla.json');
  writeFileSync(characterFile, exportCharacter(character(dd, 'ayla', 'Ayla', 'fighter', { str: 16 }, 1)));
});

const given = (r: CampaignXpReport) => Object.fromEntries(r.members.map((m) => [m.name, m.given]));

describe('campaign <file> xp', SLOW, () => {
  it('works the award out as the app does: monster XP to all, treasure by share, a hireling on a wage', () => {
    const r = cli(['campaign', file, 'xp', '--monsters', '1000', '--treasure', '300', '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as CampaignXpReport;
    // Monster XP: 1,000 ÷ 3 = 333.3 → 333 each. Treasure: Ayla and Bram (a hireling takes none) 150 each.
    // Ayla 483 × 1.10 = 531.3 → 531; Bram 483 × 1.05 = 507.15 → 507; Dunk 333.
    expect(given(report)).toEqual({ Ayla: 531, Bram: 507, Dunk: 333 });
    expect(report.members[2]?.arithmetic).toContain('Treasure XP: none (a hireling is paid a wage, not a share)');
    expect(report.written).toBeNull();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ journal: [] });
  });

  it('gives absent members their monster share only; --present takes names', () => {
    const report = JSON.parse(cli(['campaign', file, 'xp', '--monsters', '1000', '--treasure', '300', '--present', 'ayla,Dunk', '--json']).stdout) as CampaignXpReport;
    // Treasure 300 all to Ayla (Bram absent, Dunk on a wage): 633 × 1.10 = 696.3 → 696; Bram 333 × 1.05 = 349.65 → 349.
    expect(given(report)).toEqual({ Ayla: 696, Bram: 349, Dunk: 333 });
    expect(report.present).toEqual(['ayla', 'dunk']);
  });

  it('--write gives the award to the file’s characters and records it in a new session', () => {
    const own = campaignFile('write');
    const r = cli(['campaign', own, 'xp', '--monsters', '1000', '--treasure', '300', '--write'], { SOURCE_DATE_EPOCH: '1777600000' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Ayla: Monster XP: 1,000 ÷ 3 shares = 333; Treasure XP: 300 ÷ 2 shares = 150; Share: 333 + 150 = 483; 483 × 1.10 = 531');
    expect(r.stdout).toContain('Total given: 1,371 XP.');
    const saved = JSON.parse(readFileSync(own, 'utf8')) as { journal: { date: string; awards: { members: { given: number }[] }[] }[]; memberCharacters: { name: string; data: { xp: number } }[] };
    expect(saved.memberCharacters.map((c) => [c.name, c.data.xp])).toEqual([['Ayla', 531], ['Bram', 507], ['Dunk', 333]]);
    // SOURCE_DATE_EPOCH 1777600000 is 2026-05-01.
    expect(saved.journal[0]?.date).toBe('2026-05-01');
    expect(saved.journal[0]?.awards[0]?.members.map((m) => m.given)).toEqual([531, 507, 333]);
  });

  it('refuses in one line, exit 2: a character file, an unknown member, a bad amount', () => {
    for (const [args, message] of [
      [['campaign', characterFile, 'xp', '--monsters', '10'], /is a character, not a campaign\.$/],
      [['campaign', file, 'xp', '--monsters', '10', '--present', 'Zed'], /^sheetsmith: No party member is called "Zed"; members: Ayla, Bram, Dunk\.$/],
      [['campaign', file, 'xp', '--monsters', '-5'], /^sheetsmith: --monsters must be a whole number of XP, got "-5"\.$/],
      [['campaign', file, 'xp', '--monsters', 'lots'], /^sheetsmith: --monsters must be a whole number of XP, got "lots"\.$/],
      [['campaign', file, 'award'], /^sheetsmith: Unknown campaign command "award"/],
    ] as const) {
      const r = cli([...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr.trim()).toMatch(message);
    }
  });
});

describe('roll', SLOW, () => {
  it('shows every die, the same for the same seed', () => {
    const a = JSON.parse(cli(['roll', '4d6kh3', '--seed', '9', '--json']).stdout) as { notation: string; total: number; terms: { dice: { face: number; kept: boolean }[] }[]; text: string };
    const b = JSON.parse(cli(['roll', '4d6kh3', '--seed', '9', '--json']).stdout) as typeof a;
    expect(a).toEqual(b);
    const dice = a.terms[0]?.dice ?? [];
    expect(dice).toHaveLength(4);
    expect(dice.filter((d) => d.kept)).toHaveLength(3);
    expect(a.total).toBe(dice.filter((d) => d.kept).reduce((s, d) => s + d.face, 0));
    expect(cli(['roll', '4d6kh3', '--seed', '9']).stdout.trim()).toBe(a.text);
  });

  it('refuses notation it cannot roll in one line, exit 2', () => {
    const r = cli(['roll', '2d']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/^sheetsmith: That cannot be rolled: .*'2d'\.$/);
  });
});

describe('party-pdf', SLOW, () => {
  it('prints the party on one page, A4 or Letter', () => {
    for (const paper of ['a4', 'letter']) {
      const out = path.join(dir, `party-${paper}.pdf`);
      const r = cli(['party-pdf', file, '-o', out, '--paper', paper]);
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe(`Wrote "${out}" (party of 3, 1 page, ${paper === 'a4' ? 'A4' : 'Letter'})`);
      const text = collapse(layoutText(out));
      for (const name of ['Ayla — played by Sam (Player character)', 'Bram (Player character)', 'Dunk (Retainer)', 'PARTY SHEET']) expect(text).toContain(name);
    }
  });

  it('refuses to write over the campaign file', () => {
    const r = cli(['party-pdf', file, '-o', file]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/exists and is not a PDF/);
  });
});

describe('pdf --campaign', SLOW, () => {
  it('prints the campaign’s house rules in a member’s footer, named; refuses a campaign the character is not in', () => {
    const ayla = character(dd, 'ayla', 'Ayla', 'fighter', { str: 16 }, 1);
    const bram = character(dd, 'bram', 'Bram', 'thief', { dex: 13 }, 2);
    const base = campaignWith(dd, [{ doc: ayla, details: { xpSharePercent: 50 } }]);
    const ruled: CampaignDocument = { ...base, houseRules: { ...base.houseRules, multiLevelPerAward: true } };
    const campaignPath = path.join(dir, 'ruled.sheetsmith.json');
    writeFileSync(campaignPath, exportCampaign(ruled, [ayla]));
    const out = path.join(dir, 'ayla-ruled.pdf');
    const r = cli(['pdf', characterFile, '--campaign', campaignPath, '-o', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // Reading order (not -layout, which interleaves the wrapped footer with the page number beside it).
    const text = collapse(poppler('pdftotext', ['-enc', 'UTF-8', out, '-']));
    expect(text).toContain('One award may raise a character more than one level (house rule of The Sunken Crown)');
    expect(text).toContain('Ayla takes ½ share of awards (house rule of The Sunken Crown)');
    // Without --campaign the sheet knows of no campaign.
    const plain = path.join(dir, 'ayla-plain.pdf');
    expect(cli(['pdf', characterFile, '-o', plain]).status).toBe(0);
    expect(collapse(poppler('pdftotext', ['-enc', 'UTF-8', plain, '-']))).not.toContain('house rule of');

    const bramFile = path.join(dir, 'bram.json');
    writeFileSync(bramFile, exportCharacter(bram));
    const refused = cli(['pdf', bramFile, '--campaign', campaignPath, '-o', path.join(dir, 'bram.pdf')]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe('sheetsmith: "Bram" is not in the party of "The Sunken Crown", so its house rules do not apply.\n');
    const notCampaign = cli(['pdf', characterFile, '--campaign', characterFile, '-o', path.join(dir, 'x.pdf')]);
    expect(notCampaign.status).toBe(2);
    expect(notCampaign.stderr.trim()).toMatch(/is a character, not a campaign\.$/);
  });
});
