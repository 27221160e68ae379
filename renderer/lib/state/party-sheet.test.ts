/**
 * The party sheet: a party of eight with retainers on one A4 and one Letter page, every member's name, health, defence,
 * XP and conditions printed, nothing overlapping, the custom share in the footer as a house rule.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newCampaign, type CampaignDocument } from '../../../core/documents/campaign';
import type { CampaignId, CharacterId } from '../../../core/documents/ids';
import { addMember, isProblem, setMemberDetails } from '../../../core/campaign/members';
import { partyRows, type MemberCharacter } from '../../../core/campaign/party';
import { renderSheetPdf } from '../../../core/sheet/pdf/render-sheet';
import { collapse, layoutText, overlaps, poppler, wordBoxes } from '../../../tests/unit-support/pdf-inspect';
import { partySheetModel } from './party-sheet';

const FONT_DIR = new URL('../../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const work = mkdtempSync(join(tmpdir(), 'party-sheet-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NAMES = ['Ayla Stormborn', 'Brother Cob', 'Corwin the Quiet', 'Dagny Ironhand', 'Torchbearer 1', 'Torchbearer 2', 'Old Mags', 'Pip'];

function party(): { campaign: CampaignDocument; characters: MemberCharacter[] } {
  let campaign = newCampaign({ id: 'c1' as CampaignId, name: 'The Sunken Crown', system: 'dark-dungeons', now: '2026-05-01T00:00:00.000Z' });
  const characters: MemberCharacter[] = NAMES.map((name, i) => ({
    id: `m${i}` as CharacterId,
    name,
    status: 'complete',
    trashed: false,
    card: {
      line: `Fighter ${i + 1}`,
      level: i + 1,
      health: { label: 'Hit points', abbreviation: 'HP', current: i === 3 ? -2 : 10 + i, max: 10 + i, state: i === 3 ? 'Dying' : null },
      defence: { label: 'AC', value: String(5 - i) },
      xp: { current: 2_000 * i, next: 2_000 * (i + 1) },
      levelUpReady: i === 1,
    },
  }));
  for (const [i, c] of characters.entries()) {
    const added = addMember(campaign, c.id, { role: i >= 4 ? 'retainer' : 'pc', player: i < 4 ? `Player ${i + 1}` : '' });
    if (isProblem(added)) throw new Error(added.problem);
    campaign = added;
  }
  const shared = setMemberDetails(campaign, 'm2', { xpSharePercent: 50 });
  if (isProblem(shared)) throw new Error(shared.problem);
  campaign = { ...shared, conditions: [{ id: 'k1', targetId: 'm0', conditionId: 'stunned', name: 'Stunned', remainingRounds: 2, note: '' }] };
  return { campaign, characters };
}

describe('the party sheet', () => {
  it.each(['a4', 'letter'] as const)('prints a party of eight on one %s page, nothing overlapping', async (paper) => {
    const { campaign, characters } = party();
    const rows = partyRows(campaign, characters);
    const names = new Map(characters.map((c) => [c.id as string, c.name]));
    const model = partySheetModel(campaign, rows, { id: 'dark-dungeons', name: 'Dark Dungeons' }, names, '2026-05-01');
    const file = join(work, `party-${paper}.pdf`);
    writeFileSync(file, await renderSheetPdf(model, { paper, fillable: false, fonts }));
    const text = collapse(layoutText(file));
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Stunned (2 rounds left)');
    expect(text).toContain('-2 / 13 — Dying');
    expect(text).toContain('2,000 / 4,000 (level up ready)');
    expect(text).toContain('Corwin the Quiet takes a 50% share of awards (house rule)');
    expect(text).toContain('Page 1 of 1');
    const { words, pages } = wordBoxes(file);
    expect(pages).toHaveLength(1);
    expect(overlaps(words)).toEqual([]);
    // For a person to look at: pdftoppm -png -r 60 (kept in the screenshots folder beside the e2e ones).
    poppler('pdftoppm', ['-png', '-r', '60', '-singlefile', file, join('screenshots', `party-sheet-unit-${paper}`)]);
  });
});
