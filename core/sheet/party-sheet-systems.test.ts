/**
 * The party sheet of every system (issue 21 §9): a party of level 1–3 quick characters, one of them down at 0 (its
 * state word printed) and one with a condition, printed on A4 and Letter, read back with poppler: one page, and each
 * member's name, defences, health, state word, glance values and lines of figures (saves, attacks, abilities or
 * skills) there whole: no word broken across lines, nothing cut to "…". Set KEEP_PARTY_PDF=1 to keep the PDFs (and
 * PNGs of them) to look at.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutText, overlaps, poppler, wordBoxes } from '../../tests/unit-support/pdf-inspect';
import { execute } from '../character/command';
import { addCondition } from '../character/conditions';
import { playAction, setOverride } from '../character/edits';
import { campaignWith } from '../campaign/testing/party';
import { createSeededRandom } from '../dice';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import { rosterCard } from '../systems/card';
import { listSystems } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import { partySheet, renderPartySheetPdf } from './party-sheet';
import { FIGURE_SEPARATOR } from './pdf/party-cards';

const FONT_DIR = new URL('../../resources/fonts/', import.meta.url);
const fonts = {
  regular: new Uint8Array(readFileSync(new URL('DejaVuSans.ttf', FONT_DIR))),
  bold: new Uint8Array(readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR))),
};
const NOW = '2026-05-01T19:00:00.000Z';
const work = mkdtempSync(join(tmpdir(), 'party-systems-'));
const NAMES = ['Ayla Stormborn', 'Brother Karne of the Long Road', 'Elfstar', 'Zoe Aerendil', 'Black Leaf', 'Dunk the Porter', 'Edda Oarswoman', 'Fenn Lanternbearer'];

interface Member {
  readonly doc: CharacterDocument;
  readonly card: ReturnType<typeof rosterCard>;
}

const ctx = (system: AnySystem, seed: number) => ({ system, now: NOW, rng: createSeededRandom(seed), newId: () => `c${seed}` });

/**
 * Damage until the member is down: a point at a time to 0 where damage lowers a pool (so a one-blow threshold, such as
 * Murdham's instant death, is not what takes it there), or hits a True SRD Toughness save fails until the track has a
 * word for it.
 */
function downed(system: AnySystem, doc: CharacterDocument): CharacterDocument {
  let current = doc;
  for (let i = 0; i < 300; i++) {
    const card = system.card(current);
    const damage = system.play.actions(current).find((a) => a.id === 'damage');
    const track = damage?.amount !== undefined && damage.amount !== 'amount';
    if (track ? system.play.status(current).word : (card.health?.current ?? 0) <= 0) break;
    const input = track && damage.amount ? { [damage.amount]: '30' } : { amount: '1' };
    const hit = execute(current, playAction, { actionId: 'damage', input }, ctx(system, 100 + i));
    if ('problem' in hit) throw new Error(hit.problem);
    current = hit.doc;
  }
  return current;
}

/** `n` members: quick characters of the system's kinds in turn, levels 1–3, the second one down, the first with a condition. */
function party(system: AnySystem, n: number): Member[] {
  const kinds = system.quickVariants.map((v) => v.id);
  return Array.from({ length: n }, (_, i) => {
    const variant = kinds[i % Math.max(1, kinds.length)];
    let doc: CharacterDocument = { ...system.quick(createSeededRandom(10 + i), { id: `m${i}`, now: NOW, ...(variant ? { variant } : {}) }), id: `m${i}` as CharacterId, name: NAMES[i % NAMES.length] ?? `Member ${i}` };
    // Levels 1 to 3 where the system has levels.
    for (let l = 1; l < 1 + (i % 3) && system.progression; l++) doc = system.progression.advance(doc, createSeededRandom(50 + i), { now: NOW, force: true }).doc;
    if (i === 1) doc = downed(system, doc);
    if (i === 0) {
      const condition = system.conditions[0];
      if (condition) {
        const put = execute(doc, addCondition, { conditionId: condition.id, name: condition.name, rounds: 2 }, ctx(system, 7));
        if ('problem' in put) throw new Error(put.problem);
        doc = put.doc;
      }
    }
    return { doc, card: rosterCard(system, doc) };
  });
}

let systems: AnySystem[] = [];

describe('the party sheet of every system', () => {
  beforeAll(async () => {
    systems = await Promise.all(listSystems().map((m) => m.load()));
  });
  afterAll(() => {
    if (!process.env['KEEP_PARTY_PDF']) rmSync(work, { recursive: true, force: true });
    else process.stdout.write(`party PDFs kept in ${work}\n`);
  });

  it('marks a value overridden by hand, and the footer says what the mark means', async () => {
    const system = systems.find((s) => s.id === 'dark-dungeons');
    if (!system) throw new Error('dark-dungeons is not registered');
    const [first, ...rest] = party(system, 4);
    if (!first) throw new Error('no member');
    const ruled = execute(first.doc, setOverride, { id: 'save.deathRayPoison', label: 'Save vs Death Ray', value: 5, note: 'blessed by the GM' }, ctx(system, 3));
    if ('problem' in ruled) throw new Error(ruled.problem);
    const members = [{ doc: ruled.doc, card: rosterCard(system, ruled.doc) }, ...rest];
    const bytes = await renderPartySheetPdf(partySheet(campaignWith(system, members.map((m) => ({ doc: m.doc }))), members, '2026-05-01'), { paper: 'a4', fonts });
    const file = join(work, 'overridden.pdf');
    writeFileSync(file, bytes);
    const text = layoutText(file);
    expect(text).toContain('Death 5†');
    expect(text).toContain('† Overridden by hand');
  });

  for (const id of ['dark-dungeons', 'orcus', 'murdham', 'true-srd', 'sixteen']) {
    for (const size of [8, 4]) {
      it(`${id}: a party of ${size} on one page of A4 and of Letter, every figure whole`, async () => {
        const system = systems.find((s) => s.id === id);
        if (!system) throw new Error(`${id} is not registered`);
        const members = party(system, size);
        // The smaller party's campaign has a name too long for one line of the header: wrapped, never cut.
        const name = size === 4 ? 'The Very Long Campaign Name of the Drowned Stair and the Sunken Crown' : 'The Sunken Crown';
        const campaign = { ...campaignWith(system, members.map((m) => ({ doc: m.doc }))), name };
        const model = partySheet(campaign, members, '2026-05-01');
        const down = members[1]?.card?.health?.state;
        expect(down, 'the downed member has a state word').toBeTruthy();
        for (const paper of ['a4', 'letter'] as const) {
          const bytes = await renderPartySheetPdf(model, { paper, fonts });
          const file = join(work, `${id}-${size}-${paper}.pdf`);
          writeFileSync(file, bytes);
          if (process.env['KEEP_PARTY_PDF']) poppler('pdftoppm', ['-png', '-r', '70', file, file.replace(/\.pdf$/, '')]);
          expect((await PDFDocument.load(bytes)).getPageCount(), paper).toBe(1);
          const text = layoutText(file);
          expect(text).not.toContain('…');
          const { words } = wordBoxes(file);
          expect(overlaps(words)).toEqual([]);
          // Every word on the page is a whole word of what was printed: a word broken across lines would leave pieces.
          const printed = new Set<string>();
          const addWords = (s: string) => s.split(/\s+/).filter((w) => w !== '').forEach((w) => printed.add(w));
          for (const s of [model.title, model.subtitle, ...model.identity.flatMap((f) => [f.label.toUpperCase(), f.value]), system.name.toUpperCase(), 'PARTY SHEET']) addWords(s);
          for (const section of model.main) {
            addWords(section.title);
            if (section.kind === 'fields') for (const f of section.fields) [f.label.toUpperCase(), f.value, `XP ${f.value} — level up ready`].forEach(addWords);
          }
          const foot = (s: string) => !/^(Printed|Page|of|\d+|\d{4}-\d\d-\d\d|·|House|rules:|none)$/.test(s);
          const strays = words.map((w) => w.text).filter((w) => !printed.has(w) && foot(w));
          expect(strays, `${paper}: words not printed whole`).toEqual([]);
          const onPage = new Set(words.map((w) => w.text));
          const whole = (s: string, what: string) => {
            for (const w of s.split(/\s+/).filter((x) => x !== '')) expect(onPage.has(w), `${paper}: ${what} — “${w}” of “${s}”`).toBe(true);
          };
          for (const m of members) {
            const card = m.card;
            whole(m.doc.name, 'name');
            if (!card) continue;
            if (card.health) whole(`${card.health.current} ${card.health.max}`, 'health');
            if (card.health?.state) whole(card.health.state, 'state word');
            for (const d of card.table?.defences ?? []) whole(`${d.label.toUpperCase()} ${d.value}`, 'defence');
            for (const g of card.table?.glance ?? []) whole(`${g.label.toUpperCase()} ${g.value}`, 'glance');
            for (const line of card.table?.lines ?? []) {
              whole(line.title.toUpperCase(), 'line title');
              for (const f of line.figures) whole(`${f.label} ${f.value}`, line.title);
            }
            for (const c of card.play?.conditions ?? []) whole(c.name, 'condition');
          }
        }
        // What the sheet prints of each system: its saves and attacks (Murdham has no attack roll, 000:63).
        const titles = new Set(members.flatMap((m) => m.card?.table?.lines.map((l) => l.id) ?? []));
        expect([...titles]).toContain('saves');
        if (id !== 'murdham') expect([...titles]).toContain('attacks');
        if (id === 'dark-dungeons' && size === 8) expect([...titles]).toContain('class-abilities');
        expect(model.main.every((s) => s.kind !== 'fields' || s.fields.some((f) => f.value.includes(FIGURE_SEPARATOR) || f.id.endsWith('.lines.saves')))).toBe(true);
      });
    }
  }
});
