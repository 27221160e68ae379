/**
 * The party sheet, rendered and read back with poppler (pdftotext), on A4 and Letter: one page, every member's
 * numbers printed. Poppler is required, as for the character sheet's tests.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collapse, layoutText, overlaps, wordBoxes } from '../../tests/unit-support/pdf-inspect';
import { execute } from '../character/command';
import { addCondition } from '../character/conditions';
import { createSeededRandom } from '../dice';
import { rosterCard } from '../systems/card';
import { addSession } from '../campaign/journal';
import { isProblem } from '../campaign/members';
import { campaignWith, character, darkDungeons } from '../campaign/testing/party';
import type { CampaignDocument } from '../documents/campaign';
import type { AnySystem } from '../systems/types';
import { partySheet, renderPartySheetPdf } from './party-sheet';
import type { CharacterDocument } from '../documents/character';
import type { CharacterCard } from '../systems/types';
import type { Paper } from './pdf/theme';

const FONT_DIR = new URL('../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'party-pdf-'));
const CLASSES = ['fighter', 'cleric', 'magic-user', 'thief', 'elf', 'dwarf', 'halfling', 'mystic'];
const NAMES = ['Ayla Stormborn', 'Brother Karne', 'Elfstar', 'Zoe Aerendil', 'Black Leaf', 'Dunk the Porter', 'Edda Oarswoman', 'Fenn Lanternbearer'];

let dd: AnySystem;
let campaign: CampaignDocument;
/** A member as the command line has it: the character and its card. */
interface DocMember {
  readonly doc: CharacterDocument;
  readonly card: CharacterCard | null;
  readonly trashed: boolean;
}
let members: DocMember[];

/** A party of `n`: five player characters and the rest retainers (one on a half share), one stunned, one in the trash. */
function party(n: number): { campaign: CampaignDocument; members: DocMember[] } {
  const docs = Array.from({ length: n }, (_, i) => character(dd, `m${i}`, NAMES[i % NAMES.length]! + (i >= NAMES.length ? ` ${i}` : ''), CLASSES[i % CLASSES.length]!, {}, i + 1));
  let c = campaignWith(dd, docs.map((doc, i) => ({ doc, details: i < 5 ? { player: ['Sam', 'Jo', 'Ri', 'Alex', 'Kim'][i] ?? '' } : { role: 'retainer' as const, xpSharePercent: i === 6 ? 50 : null } })));
  c = { ...c, name: 'The Sunken Crown', houseRules: { multiLevelPerAward: null, initiative: 'side' } };
  const withSession = addSession(c, 's1', { date: '2026-04-24', title: 'The drowned stair' });
  if (isProblem(withSession)) throw new Error(withSession.problem);
  // The first member is stunned: the condition is on its character, and its card (as the store keeps it) lists it.
  const stunned = execute(docs[0]!, addCondition, { conditionId: 'stunned', name: 'Stunned', rounds: 2 }, { system: dd, now: '2026-04-24T20:00:00.000Z', rng: createSeededRandom(1), newId: () => 'k1' });
  if (isProblem(stunned)) throw new Error(stunned.problem);
  const all = [stunned.doc, ...docs.slice(1)];
  return { campaign: withSession, members: all.map((doc, i) => ({ doc, card: rosterCard(dd, doc), trashed: i === 7 })) };
}

async function render(name: string, paper: Paper, c = campaign, m = members): Promise<{ file: string; pages: number }> {
  const bytes = await renderPartySheetPdf(partySheet(c, m, '2026-05-01'), { paper, fonts });
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return { file, pages: (await PDFDocument.load(bytes)).getPageCount() };
}

describe('the party sheet', () => {
  beforeAll(async () => {
    dd = await darkDungeons();
    ({ campaign, members } = party(8));
  });
  afterAll(() => {
    if (!process.env['KEEP_PARTY_PDF']) rmSync(work, { recursive: true, force: true });
    else process.stdout.write(`party PDFs kept in ${work}\n`);
  });

  it('models every member at a glance, and the campaign’s house rules', () => {
    const model = partySheet(campaign, members, '2026-05-01');
    expect(model.title).toBe('The Sunken Crown');
    expect(model.subtitle).toBe('Party of 8: 5 player characters, 3 retainers');
    expect(model.main.map((s) => s.title)).toEqual([
      'Ayla Stormborn — played by Sam (Player character)', 'Brother Karne — played by Jo (Player character)', 'Elfstar — played by Ri (Player character)',
      'Zoe Aerendil — played by Alex (Player character)', 'Black Leaf — played by Kim (Player character)', 'Dunk the Porter (Retainer)',
      'Edda Oarswoman (Retainer)', 'Fenn Lanternbearer (Retainer · in the trash)',
    ]);
    expect(model.footer.houseRules).toEqual(['Initiative by side (house rule)', 'Edda Oarswoman takes ½ share of awards (house rule)']);
    expect(model.identity.map((f) => f.value)).toEqual(['Dark Dungeons', '8', 'Day 1, 00:00', '1', '2026-04-24 · The drowned stair']);
    // What the dashboard has (the store's summaries with their cards) gives the same sheet.
    const summaries = members.map((m) => ({ id: m.doc.id, name: m.doc.name, status: m.doc.status, card: m.card, trashed: m.trashed }));
    expect(partySheet(campaign, summaries, '2026-05-01')).toEqual(model);
  });

  for (const paper of ['a4', 'letter'] as const) {
    it(`prints a party of eight on one ${paper} page with every number, no words on top of each other`, async () => {
      const { file, pages } = await render(`party-${paper}`, paper);
      expect(pages).toBe(1);
      const text = collapse(layoutText(file));
      for (const m of members) {
        const card = dd.card(m.doc);
        expect(text, m.doc.name).toContain(m.doc.name);
        expect(text).toContain(card.line);
        // pdftotext reads the thin spaces around the slash as nothing.
        expect(text.replace(/ \/ /g, '/')).toContain(`${card.health?.current}/${card.health?.max}`);
        expect(text.replace(/ \/ /g, '/')).toContain(`${card.xp?.current}/${card.xp?.next?.toLocaleString('en-US')}`);
      }
      for (const player of ['Sam', 'Jo', 'Ri', 'Alex', 'Kim']) expect(text).toContain(`played by ${player}`);
      expect(text).toContain('Stunned (2 rounds left)');
      expect(text).toContain('Fenn Lanternbearer (Retainer · in the trash)');
      // The footer wraps beside the page label: its two lines are checked apart.
      expect(text).toContain('House rules: Initiative by side (house rule); Edda Oarswoman takes ½ share of');
      // The second line may break inside "(house rule)" at its space, with the page label read between the two.
      expect(text).toMatch(/share of (?:awards )?[^;]*\(house[\s\S]*rule\)/);
      expect(text).toContain('PARTY SHEET');
      expect(overlaps(wordBoxes(file).words)).toEqual([]);
    });
  }

  it('turns a party too large for cards into one table, still one page', async () => {
    const big = party(24);
    const { file, pages } = await render('party-24', 'a4', big.campaign, big.members);
    expect(pages).toBe(1);
    const text = collapse(layoutText(file));
    expect(text).toContain('The party');
    for (const m of big.members) expect(text).toContain(m.doc.name);
    // Cells wrap rather than cut: the role's last word may go under the first line.
    expect(text).toMatch(/Retainer · in the (?:.* )?trash/);
  });
});
