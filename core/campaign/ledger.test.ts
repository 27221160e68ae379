import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../dice/testing';
import { MAX_DICE_LOG, newCampaign, type CampaignDocument } from '../documents/campaign';
import type { CampaignId, CharacterId } from '../documents/ids';
import { logRoll, rollAndLog } from './dice-log';
import { addSession, removeSession, searchJournal, updateSession } from './journal';
import { addMember, isProblem, type Problem } from './members';
import { addTreasure, sellTreasure, sessionTreasureXp, setHolder, treasureSummary } from './treasure';

const ok = <T extends object>(r: T | Problem): T => {
  if (isProblem(r)) throw new Error(r.problem);
  return r;
};
const id = (s: string) => s as CharacterId;

function campaign(): CampaignDocument {
  let c = newCampaign({ id: 'c' as CampaignId, name: 'Crown', system: 'dark-dungeons', now: '2026-05-01T00:00:00.000Z' });
  c = ok(addMember(c, id('a')));
  c = ok(addMember(c, id('b')));
  return ok(addSession(c, 's1', { date: '2026-05-01', title: 'The drowned stair', notes: 'Met the harbour-master at dawn; the tide was out.', npcsMet: ['Harbour-master', ' ', 'Harbour-master'], places: ['Drowned stair'] }));
}

describe('the journal', () => {
  it('keeps dated sessions, everyone present by default, names tidied', () => {
    const c = campaign();
    expect(c.journal[0]).toMatchObject({ date: '2026-05-01', present: ['a', 'b'], npcsMet: ['Harbour-master'], awards: [], combats: [] });
    expect(addSession(c, 's2', { date: '1 May' })).toEqual({ problem: 'Give the day of play as YYYY-MM-DD.' });
    expect(updateSession(c, 's1', { present: [id('zed')] })).toEqual({ problem: 'Only party members can be marked present.' });
    expect(ok(updateSession(c, 's1', { present: [id('a')] })).journal[0]?.present).toEqual(['a']);
  });

  it('is searchable across notes, names, treasure and members', () => {
    let c = campaign();
    c = ok(addTreasure(c, 't1', { sessionId: 's1', kind: 'item', name: 'Harbour seal', quantity: 1, value: 40, countsForXp: true, holder: null, notes: '' }));
    const hits = searchJournal(c, 'HARBOUR', new Map([['a', 'Ayla']]));
    expect(hits.map((h) => [h.field, h.snippet])).toEqual([
      ['notes', 'Met the harbour-master at dawn; the tide was out.'],
      ['npc', 'Harbour-master'],
      ['treasure', 'Harbour seal'],
    ]);
    expect(hits[0]?.snippet.slice(hits[0].start, hits[0].start + hits[0].length)).toBe('harbour');
    expect(searchJournal(c, 'ayla', new Map([['a', 'Ayla']])).map((h) => h.field)).toEqual(['member']);
    expect(searchJournal(c, '  ')).toEqual([]);
  });

  it('refuses to drop a session whose award stands', () => {
    const c = campaign();
    const withAward: CampaignDocument = {
      ...c,
      journal: c.journal.map((s) => ({ ...s, awards: [{ id: 'w', at: '2026-05-01T22:00:00.000Z', monsterXp: 10, treasureXp: 0, soloSideQuest: false, arithmetic: [], houseRules: [], members: [], undoneAt: null }] })),
    };
    expect(removeSession(withAward, 's1')).toEqual({ problem: 'This session gave XP; undo its award before removing it, so the characters and the journal agree.' });
    expect(ok(removeSession(c, 's1')).journal).toEqual([]);
  });
});

describe('the treasure ledger', () => {
  it('records finds, holders and sales, and counts the treasure XP of a session (1 XP a gp, supplement §4)', () => {
    let c = campaign();
    c = ok(addTreasure(c, 't1', { sessionId: 's1', kind: 'coins', name: '1,200 gp', quantity: 1_200, value: 1_200, countsForXp: true, holder: null, notes: '' }));
    c = ok(addTreasure(c, 't2', { sessionId: 's1', kind: 'item', name: 'Silver chalice', quantity: 1, value: 75.5, countsForXp: true, holder: id('a'), notes: '' }));
    c = ok(addTreasure(c, 't3', { sessionId: 's1', kind: 'item', name: 'Wand of light', quantity: 1, value: 500, countsForXp: false, holder: id('b'), notes: 'magic: no XP when sold' }));
    c = ok(sellTreasure(c, 't2', { price: 60, date: '2026-05-08' }));
    c = ok(setHolder(c, 't1', id('b')));
    expect(treasureSummary(c, 's1')).toEqual({ lots: 3, value: 1_775.5, xpValue: 1_275.5, sold: { lots: 1, price: 60 }, held: [{ holder: 'b', lots: 2, value: 1_700 }] });
    // 1,200 + 75.5 counting for XP, rounded down to whole XP.
    expect(sessionTreasureXp(c, 's1')).toBe(1_275);
    expect(setHolder(c, 't1', id('zed'))).toEqual({ problem: 'Only a party member can carry treasure (or leave it with the party).' });
    expect(addTreasure(c, 't4', { sessionId: null, kind: 'coins', name: 'x', quantity: 1, value: -1, countsForXp: true, holder: null, notes: '' })).toEqual({ problem: 'The value is a number of 0 or more.' });
    expect(sellTreasure(c, 't1', { price: 5, date: 'today' })).toEqual({ problem: 'Give the day of the sale as YYYY-MM-DD.' });
  });
});

describe('the dice log', () => {
  it('keeps every roll with its label, time and every die, bounded to the latest', () => {
    const c = campaign();
    const rolled = rollAndLog(c, '2d6+1', createScriptedRandom([3, 5]), { id: 'r1', at: '2026-05-01T20:00:00.000Z', label: 'Ogre damage' });
    if (isProblem(rolled)) throw new Error(rolled.problem);
    expect(rolled.campaign.diceLog).toEqual([{ id: 'r1', at: '2026-05-01T20:00:00.000Z', label: 'Ogre damage', notation: '2d6+1', total: 9, breakdown: '2d6+1: [3, 5] + 1 = 9' }]);
    expect(rollAndLog(c, '2d', createScriptedRandom([]), { id: 'r', at: '2026-05-01T20:00:00.000Z' })).toMatchObject({ problem: expect.stringMatching(/^That cannot be rolled: .*'2d'\.$/) });
    let full = c;
    for (let i = 0; i < MAX_DICE_LOG + 2; i++) full = logRoll(full, { notation: '1d6', total: 1, text: '1d6: [1] = 1' }, { id: `r${i}`, at: '2026-05-01T20:00:00.000Z' });
    expect(full.diceLog).toHaveLength(MAX_DICE_LOG);
    expect(full.diceLog[0]?.id).toBe('r2');
  });
});
