import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import { loadSystem } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import { describeWithSources, readSource } from '../../tests/unit-support/sources';
import { createSeededRandom } from '../dice';
import { addSession } from './journal';
import { addTreasure, sellTreasure } from './treasure';
import { applyDivide, dividableLots, planDivide, treasureXpShares, undoDivide, type DividePlan } from './divide';
import type { AwardCharacter } from './awards';
import { isProblem, type Problem } from './members';
import { NOW, campaignWith, character, darkDungeons } from './testing/party';
import { planSessionAward } from './awards';
import { handItem } from './hand-item';

let dd: AnySystem;
beforeAll(async () => {
  dd = await darkDungeons();
});

describeWithSources('the supplement lines these tests pin', () => {
  it('coins to the copper, treasure XP from each own share, hirelings without a share (supplement §7.1, §11.1)', () => {
    const text = readSource('supplements/dark-dungeons-tables.md');
    expect(text[622]).toContain('| cp (copper) | 1/100 |');
    expect(text[980]).toContain('counted **per character from their own share** of the split');
    expect(text[984]).toContain('do not expect a treasure share');
  });
});

const gp = (doc: CharacterDocument) => (doc.data as { money: { gp: number } }).money.gp;
const chars = (docs: readonly CharacterDocument[], trashed: readonly string[] = []): Map<string, AwardCharacter> =>
  new Map(docs.map((doc) => [doc.id as string, { doc, trashed: trashed.includes(doc.id) }]));

function must<T extends object>(value: T): Exclude<T, Problem> {
  if (isProblem(value)) throw new Error(value.problem);
  return value as Exclude<T, Problem>;
}

/** Three player characters and a hireling, a session, a 250 gp lot and a chalice sold for 60 gp (the evening). */
function evening(): { campaign: CampaignDocument; docs: CharacterDocument[] } {
  const docs = [
    character(dd, 'ayla', 'Ayla', 'fighter', { str: 16 }, 1),
    character(dd, 'bram', 'Bram', 'thief', { dex: 13 }, 2),
    character(dd, 'cora', 'Cora', 'cleric', { wis: 10 }, 3),
    character(dd, 'dunk', 'Dunk', 'fighter', { str: 10 }, 4),
  ];
  let campaign = campaignWith(dd, [{ doc: docs[0]! }, { doc: docs[1]! }, { doc: docs[2]! }, { doc: docs[3]!, details: { role: 'retainer' } }]);
  campaign = must(addSession(campaign, 's1', { date: '2026-05-01' }));
  campaign = must(addTreasure(campaign, 'coins', { kind: 'coins', name: '250 gp', quantity: 1, value: 250, countsForXp: true, holder: 'ayla' as never, sessionId: 's1', notes: '' }));
  campaign = must(addTreasure(campaign, 'chalice', { kind: 'item', name: 'Silver chalice', quantity: 1, value: 50, countsForXp: true, holder: null, sessionId: 's1', notes: '' }));
  campaign = must(addTreasure(campaign, 'sword', { kind: 'item', name: 'Sword +1', quantity: 1, value: 0, countsForXp: false, holder: null, sessionId: 's1', notes: '' }));
  campaign = must(sellTreasure(campaign, 'chalice', { price: 60, date: '2026-05-01' }));
  return { campaign, docs };
}

function plan(campaign: CampaignDocument, docs: readonly CharacterDocument[], shares: Record<string, number> = {}): DividePlan {
  return must(planDivide(campaign, dd, chars(docs), { lotIds: dividableLots(campaign).map((l) => l.lot.id), shares }));
}

describe('dividableLots', () => {
  it('offers coin lots and the proceeds of lots sold, never an item kept', () => {
    const { campaign } = evening();
    expect(dividableLots(campaign).map((l) => [l.lot.id, l.amount, l.from])).toEqual([['coins', 250, 'coins'], ['chalice', 60, 'sale']]);
  });
});

describe('planDivide', () => {
  it('splits 310 gp in three equal shares to the copper, the hireling taking none, and says what is left over', () => {
    const { campaign, docs } = evening();
    const p = plan(campaign, docs);
    expect(p.total).toBe(310);
    expect(p.totalShares).toBe(3);
    expect(p.members.map((m) => [m.name, m.shares, m.amount])).toEqual([['Ayla', 1, 103.33], ['Bram', 1, 103.33], ['Cora', 1, 103.33], ['Dunk', 0, 0]]);
    expect(p.members[3]?.note).toMatch(/No share by the rules/);
    expect(p.remainder).toBe(0.01);
    expect(p.arithmetic[0]).toBe('250 gp + Silver chalice (sold for 60 gp) = 310 gp');
    expect(p.arithmetic.join('\n')).toContain('310 gp ÷ 3 shares = 103 gp 3 sp 3 cp a share');
    expect(p.members[0]?.after).not.toBe(p.members[0]?.before);
  });

  it('takes half shares and a share for the hireling when the GM gives them', () => {
    const { campaign, docs } = evening();
    const p = plan(campaign, docs, { cora: 0.5, dunk: 0.5 });
    // 3 shares in all: 310 ÷ 3 × 1 for Ayla and Bram, × ½ for Cora and Dunk.
    expect(p.members.map((m) => m.amount)).toEqual([103.33, 103.33, 51.66, 51.66]);
    expect(p.remainder).toBe(0.02);
  });

  it('refuses shares that are not whole or half, nobody sharing, and a system without money', async () => {
    const { campaign, docs } = evening();
    expect(planDivide(campaign, dd, chars(docs), { lotIds: ['coins'], shares: { ayla: 0.3 } })).toEqual({ problem: expect.stringMatching(/whole or half/) });
    expect(planDivide(campaign, dd, chars(docs), { lotIds: ['coins'], shares: { ayla: 0, bram: 0, cora: 0 } })).toEqual({ problem: expect.stringMatching(/Nobody takes a share/) });
    expect(planDivide(campaign, dd, chars(docs), { lotIds: ['sword'], shares: {} })).toEqual({ problem: expect.stringMatching(/not coin treasure/) });
    const sixteen = await loadSystem('sixteen');
    expect(planDivide({ ...campaign, system: 'sixteen' }, sixteen!, new Map(), { lotIds: ['coins'], shares: {} })).toEqual({ problem: expect.stringMatching(/no money/) });
  });
});

describe('applyDivide and undoDivide', () => {
  it('credits each purse through the write path, marks the lots, and takes every credit back in one undo', () => {
    const { campaign, docs } = evening();
    const p = plan(campaign, docs);
    const applied = must(applyDivide(campaign, dd, chars(docs), p, { divisionId: 'd1', now: NOW, shares: {} }));
    expect(applied.characters.map((c) => c.id)).toEqual(['ayla', 'bram', 'cora']);
    for (const [i, after] of applied.characters.entries()) {
      expect(gp(after)).toBeCloseTo(gp(docs[i]!) + 103.33, 6);
      const entry = after.history.at(-1);
      expect(entry?.summary).toMatch(/^Money \+103 gp 3 sp 3 cp \(treasure divided in The Sunken Crown: 250 gp, Silver chalice\)/);
      expect(entry?.fields).toEqual(['money.gp']);
    }
    expect(applied.campaign.divisions?.[0]?.members.map((m) => m.historyEntryId)).toEqual(applied.characters.map((c) => c.history.at(-1)?.id));
    expect(dividableLots(applied.campaign)).toEqual([]);

    const after = [...applied.characters, docs[3]!];
    const undone = must(undoDivide(applied.campaign, dd, chars(after), 'd1', NOW));
    expect(undone.characters.map((c) => gp(c))).toEqual(docs.slice(0, 3).map((d) => gp(d)));
    expect(undone.characters[0]?.history.at(-1)?.summary).toMatch(/^Money −103 gp 3 sp 3 cp/);
    expect(undone.campaign.divisions?.[0]?.undoneAt).toBe(NOW);
    expect(dividableLots(undone.campaign).map((l) => l.lot.id)).toEqual(['coins', 'chalice']);
    expect(undoDivide(undone.campaign, dd, chars(after), 'd1', NOW)).toEqual({ problem: 'That division was already undone.' });

    // Divided again: every history entry keeps an id of its own (restore points and undos find entries by id).
    const again = must(applyDivide(undone.campaign, dd, chars([...undone.characters, docs[3]!]), plan(undone.campaign, [...undone.characters, docs[3]!]), { divisionId: 'd2', now: NOW, shares: {} }));
    for (const doc of again.characters) {
      const ids = doc.history.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('refuses an undo once a member spent the money, and a plan the party changed since', () => {
    const { campaign, docs } = evening();
    const p = plan(campaign, docs);
    const applied = must(applyDivide(campaign, dd, chars(docs), p, { divisionId: 'd1', now: NOW, shares: {} }));
    const spent = applied.characters.map((c) => (c.id === 'bram' ? { ...c, data: { ...(c.data as object), money: { gp: 1, rolled: null } } } : c));
    expect(undoDivide(applied.campaign, dd, chars([...spent, docs[3]!]), 'd1', NOW)).toEqual({ problem: expect.stringMatching(/^Bram: the purse holds 1 gp/) });
    expect(applyDivide(campaign, dd, chars(docs), p, { divisionId: 'd2', now: NOW, shares: { cora: 0 } })).toEqual({ problem: expect.stringMatching(/changed since/) });
  });
});

describe('treasureXpShares', () => {
  it('gives each member the XP of its own share of the lots divided, which the award then counts (supplement §11.1)', () => {
    const { campaign, docs } = evening();
    expect(treasureXpShares(campaign, 's1')).toBeNull();
    const p = plan(campaign, docs, { cora: 0.5 });
    const applied = must(applyDivide(campaign, dd, chars(docs), p, { divisionId: 'd1', now: NOW, shares: { cora: 0.5 } }));
    // XP-earning value: 250 gp of coins + the chalice's 50 gp = 300; 2½ shares: 120, 120, 60.
    const xp = treasureXpShares(applied.campaign, 's1');
    expect(xp).toEqual({ shares: { ayla: 120, bram: 120, cora: 60 }, undivided: 0 });
    const award = must(planSessionAward(applied.campaign, dd, chars(docs), { monsterXp: 0, treasureXp: 300, treasureShares: xp!.shares }));
    expect(award.members.map((m) => m.treasureShare)).toEqual([120, 120, 60, 0]);
  });
});

describe('other systems', () => {
  it('Orcus credits gold pieces to the copper, Murdham shillings to the quarter', async () => {
    for (const [id, amount, step] of [['orcus', 10.25, 0.01], ['murdham', 2.75, 0.25]] as const) {
      const system = (await loadSystem(id))!;
      const doc = system.quick(createSeededRandom(3), { id: 'x', now: NOW });
      const money = system.purse.money!;
      expect(money.step).toBe(step);
      const result = money.credit(doc, amount);
      expect('data' in result && money.balance({ ...doc, data: result.data })).toBeCloseTo(money.balance(doc) + amount, 6);
      expect('problem' in money.credit(doc, step / 2)).toBe(true);
    }
  });
});

describe('handItem', () => {
  it('puts an item lot on the member’s equipment through the write path, once', () => {
    const { campaign, docs } = evening();
    const done = must(handItem(campaign, dd, chars(docs), { lotId: 'sword', memberId: 'bram', now: NOW, itemId: 'item-1' }));
    const bram = done.characters[0]!;
    const items = (bram.data as { equipment: { id: string; name: string; quantity: number }[] }).equipment;
    expect(items.find((e) => e.id === 'item-1')).toMatchObject({ name: 'Sword +1', quantity: 1 });
    expect(bram.history.at(-1)?.summary).toBe('Received: Sword +1 (treasure of The Sunken Crown)');
    expect(done.campaign.treasure.find((t) => t.id === 'sword')).toMatchObject({ holder: 'bram', handed: { characterId: 'bram', historyEntryId: bram.history.at(-1)?.id } });
    expect(handItem(done.campaign, dd, chars(docs), { lotId: 'sword', memberId: 'ayla', now: NOW, itemId: 'item-2' })).toEqual({ problem: 'That item was handed to a member already.' });
    expect(handItem(campaign, dd, chars(docs), { lotId: 'coins', memberId: 'ayla', now: NOW, itemId: 'item-2' })).toEqual({ problem: 'Coins are divided, not handed: use Divide.' });
  });
});
