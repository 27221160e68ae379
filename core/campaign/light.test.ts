import { beforeAll, describe, expect, it } from 'vitest';
import type { CharacterDocument } from '../documents/character';
import type { CharacterId } from '../documents/ids';
import type { AnySystem } from '../systems/types';
import { describeWithSources, readSource } from '../../tests/unit-support/sources';
import type { AwardCharacter } from './awards';
import { lightSource, undoLight } from './light';
import { NOW, campaignWith, character, darkDungeons } from './testing/party';

let dd: AnySystem;
beforeAll(async () => {
  dd = await darkDungeons();
});

describeWithSources('the supplement lines these tests pin', () => {
  it('a torch is gear that burns 1 hour (supplement §7.8, §10)', () => {
    const text = readSource('supplements/dark-dungeons-tables.md');
    expect(text[761]).toContain('Torch (30-ft light, 1 hour)');
    expect(text[958]).toContain('torch, 30-ft radius, 1 hour');
  });
});

type Item = { name: string; quantity: number; catalogId?: string };
const torches = (doc: CharacterDocument) => (doc.data as { equipment: Item[] }).equipment.filter((e) => e.catalogId === 'gear-torch').reduce((n, e) => n + e.quantity, 0);
const chars = (docs: readonly CharacterDocument[]) => new Map<string, AwardCharacter>(docs.map((doc) => [doc.id as string, { doc, trashed: false }]));
const withoutTorches = (doc: CharacterDocument): CharacterDocument => ({ ...doc, data: { ...(doc.data as object), equipment: (doc.data as { equipment: Item[] }).equipment.filter((e) => e.catalogId !== 'gear-torch') } });

describe('lightSource and undoLight', () => {
  it('takes one torch from the carrier’s pack through the write path, and the undo gives it back', () => {
    const ayla = character(dd, 'ayla', 'Ayla', 'fighter', { str: 16 }, 1);
    // A quick character's kit carries three torches (rules/kit.ts).
    expect(torches(ayla)).toBe(3);
    const campaign = campaignWith(dd, [{ doc: ayla }]);
    const lit = lightSource(campaign, dd, chars([ayla]), { lightId: 'torch', holder: 'ayla' as CharacterId, fromStock: false, timerId: 't1', now: NOW });
    if ('problem' in lit) throw new Error(lit.problem);
    const after = lit.characters[0]!;
    expect(torches(after)).toBe(2);
    expect(after.history.at(-1)?.summary).toBe('Used: 1 torch (lit in The Sunken Crown)');
    expect(lit.campaign.clock.timers[0]).toMatchObject({ label: 'Torch', remainingSeconds: 3600, holder: 'ayla', used: { characterId: 'ayla', item: 'torch', historyEntryId: after.history.at(-1)?.id } });
    expect(lit.notices[0]).toContain('one taken from their pack (2 left)');

    const undone = undoLight(lit.campaign, dd, chars([after]), 't1', NOW);
    if ('problem' in undone) throw new Error(undone.problem);
    expect(torches(undone.characters[0]!)).toBe(3);
    expect(undone.characters[0]?.history.at(-1)?.summary).toBe('Given back: 1 torch (lighting undone in The Sunken Crown)');
    expect(undone.campaign.clock.timers).toEqual([]);
  });

  it('says when the carrier has none, and lights one from the party’s stock when the GM says so', () => {
    const bram = withoutTorches(character(dd, 'bram', 'Bram', 'thief', { dex: 13 }, 2));
    const campaign = campaignWith(dd, [{ doc: bram }]);
    const refused = lightSource(campaign, dd, chars([bram]), { lightId: 'torch', holder: 'bram' as CharacterId, fromStock: false, timerId: 't1', now: NOW });
    expect(refused).toEqual({ problem: 'Bram carries no torch: light one from the party’s stock instead, or pick another carrier.', noneCarried: true });
    const stock = lightSource(campaign, dd, chars([bram]), { lightId: 'torch', holder: 'bram' as CharacterId, fromStock: true, timerId: 't1', now: NOW });
    if ('problem' in stock) throw new Error(stock.problem);
    expect(stock.characters).toEqual([]);
    expect(stock.campaign.clock.timers[0]?.used).toBeUndefined();
    expect(stock.notices[0]).toContain('Torch lit for Bram from the party’s stock');
  });
});
