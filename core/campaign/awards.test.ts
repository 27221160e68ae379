import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { AnySystem } from '../systems/types';
import { describeWithSources, readSource } from '../../tests/unit-support/sources';
import { addSession } from './journal';
import { applySessionAward, planSessionAward, undoSessionAward, type AwardCharacter, type AwardInput, type SessionAwardPlan } from './awards';
import { isProblem } from './members';
import { NOW, campaignWith, character, darkDungeons } from './testing/party';

let dd: AnySystem;
beforeAll(async () => {
  dd = await darkDungeons();
});

/** Table 4-1 bonuses used below: Fighter Str 16+ +10% (004:34), Thief Dex 13-15 +5% (004:38), Cleric Wis below 13 none (004:31). */
describeWithSources('the Table 4-1 bonuses these tests pin', () => {
  it('are what the text prints (004:31, 004:34, 004:38)', () => {
    const text = readSource('004_b3026cedeba6292d.txt');
    expect(text[30]).toContain('Wis 13-15 = +5%; Wis 16+ = +10%');
    expect(text[33]).toMatch(/^Fighter .*Str 13-15 = \+5%; Str 16\+ = \+10%/);
    expect(text[37]).toMatch(/^Thief .*Dex 13-15 = \+5%; Dex 16\+ = \+10%/);
    // Fighter level 3 at 4,000 XP (004:475), used for the one-level cap.
    expect(text[474]).toMatch(/^3 4000 /);
  });
});

/** Three player characters and two retainers, one of them on a half share (the session). */
function party(): { campaign: CampaignDocument; docs: CharacterDocument[] } {
  const docs = [
    character(dd, 'ayla', 'Ayla', 'fighter', { str: 16 }, 1),
    character(dd, 'bram', 'Bram', 'thief', { dex: 13 }, 2),
    character(dd, 'cora', 'Cora', 'cleric', { wis: 10 }, 3),
    character(dd, 'dunk', 'Dunk', 'fighter', { str: 10 }, 4),
    character(dd, 'edda', 'Edda', 'fighter', { str: 10 }, 5),
  ];
  const campaign = campaignWith(dd, [
    { doc: docs[0]!, details: { player: 'Sam' } },
    { doc: docs[1]!, details: { player: 'Jo' } },
    { doc: docs[2]!, details: { player: 'Ri' } },
    { doc: docs[3]!, details: { role: 'retainer' } },
    { doc: docs[4]!, details: { role: 'retainer', xpSharePercent: 50 } },
  ]);
  return { campaign, docs };
}

const chars = (docs: readonly CharacterDocument[], trashed: readonly string[] = []): Map<string, AwardCharacter> =>
  new Map(docs.map((doc) => [doc.id as string, { doc, trashed: trashed.includes(doc.id) }]));

function plan(campaign: CampaignDocument, docs: readonly CharacterDocument[], input: AwardInput, trashed: readonly string[] = []): SessionAwardPlan {
  const p = planSessionAward(campaign, dd, chars(docs, trashed), input);
  if (isProblem(p)) throw new Error(p.problem);
  return p;
}

const given = (p: SessionAwardPlan) => Object.fromEntries(p.members.map((m) => [m.name, m.given]));
const xpOf = (doc: CharacterDocument) => dd.card(doc).xp?.current;

describe('planSessionAward', () => {
  it('shares monster XP equally, treasure by share, hirelings without a treasure share, a half share as a house rule', () => {
    const { campaign, docs } = party();
    const p = plan(campaign, docs, { monsterXp: 1_000, treasureXp: 600 });
    // Monster XP: 4.5 shares (three PCs and a retainer at 100%, Edda at 50%): 1,000 × 100 ÷ 450 = 222.2 → 222;
    // Edda 1,000 × 50 ÷ 450 = 111.1 → 111. Treasure: 3.5 shares (Dunk, a hireling, takes none; supplement §11.1):
    // 600 × 100 ÷ 350 = 171.4 → 171; Edda 600 × 50 ÷ 350 = 85.7 → 85.
    expect(p.members.map((m) => [m.name, m.monsterShare, m.treasureShare])).toEqual([
      ['Ayla', 222, 171], ['Bram', 222, 171], ['Cora', 222, 171], ['Dunk', 222, 0], ['Edda', 111, 85],
    ]);
    // Bonuses (Table 4-1), rounded down: Ayla 393 × 1.10 = 432.3; Bram 393 × 1.05 = 412.65; Cora, Dunk, Edda none.
    expect(given(p)).toEqual({ Ayla: 432, Bram: 412, Cora: 393, Dunk: 222, Edda: 196 });
    expect(p.totalGiven).toBe(432 + 412 + 393 + 222 + 196);
    expect(p.members[4]?.arithmetic).toEqual([
      'Monster XP: 1,000 ÷ 4.5 shares × 0.5 = 111',
      'Treasure XP: 600 ÷ 3.5 shares × 0.5 = 85',
      'Share: 111 + 85 = 196',
      expect.stringMatching(/^196 × 1\.00 = 196/),
      'Given: 196 XP, total 196',
    ]);
    expect(p.members[3]?.arithmetic).toContain('Treasure XP: none (a hireling is paid a wage, not a share)');
    expect(p.members[0]?.arithmetic).toEqual([
      'Monster XP: 1,000 ÷ 4.5 shares = 222',
      'Treasure XP: 600 ÷ 3.5 shares = 171',
      'Share: 222 + 171 = 393',
      '393 × 1.10 = 432 (432.3 rounded down) (Str 16 (16+) gives +10% (Table 4-1))',
      'Given: 432 XP, total 432',
    ]);
    expect(p.houseRules).toEqual(['Edda takes ½ share of awards (house rule)']);
    expect(p.arithmetic).toEqual([
      'Monster XP 1,000, shared equally among the whole party, present or not: 4.5 shares',
      'Treasure XP 600, split among those present who take a share: 3.5 shares',
    ]);
  });

  it('a custom percent of the award comes off the top; the others share the rest (issue 21 §10: 40% means 40%)', () => {
    const { campaign, docs } = party();
    const withPercent = { ...campaign, memberDetails: { ...campaign.memberDetails, edda: { role: 'retainer' as const, player: '', xpSharePercent: null, awardPercent: 40 } } };
    const p = plan(withPercent, docs, { monsterXp: 1_000, treasureXp: 600 });
    // Edda takes 40% of each: 400 and 240. The rest, 600 monster XP, among 4 shares = 150; 360 treasure XP among the
    // 3 player characters (Dunk, a hireling, takes none) = 120.
    expect(p.members.map((m) => [m.name, m.monsterShare, m.treasureShare])).toEqual([
      ['Ayla', 150, 120], ['Bram', 150, 120], ['Cora', 150, 120], ['Dunk', 150, 0], ['Edda', 400, 240],
    ]);
    expect(p.members[4]?.arithmetic.slice(0, 2)).toEqual(['Monster XP: 40% of 1,000 = 400', 'Treasure XP: 40% of 600 = 240']);
    expect(p.members[0]?.arithmetic[0]).toBe('Monster XP: 600 ÷ 4 shares = 150');
    expect(p.arithmetic[0]).toBe('Monster XP 1,000, less 400 to custom percents = 600, shared equally among the whole party, present or not: 4 shares');
    expect(p.houseRules).toEqual(['Edda takes 40% of each award (house rule)']);
    // More than 100% in all is refused.
    const greedy = { ...withPercent, memberDetails: { ...withPercent.memberDetails, ayla: { role: 'pc' as const, player: '', xpSharePercent: null, awardPercent: 70 } } };
    expect(planSessionAward(greedy, dd, chars(docs), { monsterXp: 1_000, treasureXp: 0 })).toEqual({ problem: 'The members’ percents of the award add up to more than 100%: lower one of them in the party table.' });
  });

  it('marks ★ only for a member this award brings to a level, not one ready before (issue 21 §10)', () => {
    const { campaign, docs } = party();
    const progression = dd.progression!;
    // Ayla (a fighter) needs 2,000 XP for 2nd level: she has it already; Bram (a thief, 1,200) is 10 short.
    const ready = progression.grantXp(docs[0]!, 2_000, 'test', NOW);
    const close = progression.grantXp(docs[1]!, 1_190, 'test', NOW);
    const p = plan(campaign, [ready, close, ...docs.slice(2)], { monsterXp: 100, treasureXp: 0 });
    expect(p.members.map((m) => [m.name, m.report?.levelReady, m.reachesLevel])).toEqual([
      ['Ayla', true, false], ['Bram', true, true], ['Cora', false, false], ['Dunk', false, false], ['Edda', false, false],
    ]);
  });

  it('gives absent members their monster share but no treasure share; a solo side-quest leaves them out', () => {
    const { campaign, docs } = party();
    const present = ['ayla', 'bram', 'dunk', 'edda'];
    const absent = plan(campaign, docs, { monsterXp: 900, treasureXp: 200, present });
    // Monster: still 4.5 shares (absent or unconscious members share it, supplement §11.1): 900 × 100 ÷ 450 = 200.
    // Treasure: Ayla and Bram at 100, Edda at 50: 2.5 shares, 200 × 100 ÷ 250 = 80; Edda 40.
    expect(absent.members.map((m) => [m.name, m.monsterShare, m.treasureShare])).toEqual([
      ['Ayla', 200, 80], ['Bram', 200, 80], ['Cora', 200, 0], ['Dunk', 200, 0], ['Edda', 100, 40],
    ]);
    expect(absent.members[2]?.arithmetic).toContain('Treasure XP: none (absent)');
    const solo = plan(campaign, docs, { monsterXp: 900, treasureXp: 0, present: ['ayla', 'bram'], soloSideQuest: true });
    // Only those present share it: 2 shares, 450 each.
    expect(solo.members.map((m) => m.monsterShare)).toEqual([450, 450, 0, 0, 0]);
    expect(solo.members[2]?.arithmetic).toEqual(['Monster XP: none (a solo side-quest it was not on)', 'Given: 0 XP']);
  });

  it('never counts or changes a trashed character or a draft, and names why', () => {
    const { campaign, docs } = party();
    const drafts = docs.map((d) => (d.id === 'bram' ? { ...d, status: 'draft' as const } : d));
    const p = plan(campaign, drafts, { monsterXp: 700, treasureXp: 0 }, ['cora']);
    // Ayla, Dunk and Edda: 2.5 shares; 700 × 100 ÷ 250 = 280, Edda 140.
    expect(p.members.map((m) => [m.name, m.counted, m.monsterShare])).toEqual([
      ['Ayla', true, 280], ['Bram', false, 0], ['Cora', false, 0], ['Dunk', true, 280], ['Edda', true, 140],
    ]);
    expect(p.members[1]?.problem).toBe('A draft: not counted until it is finished.');
    expect(p.members[2]?.problem).toBe('In the trash: not counted; restore it to give it XP.');
  });

  it('gives what the rules give across levels, and stops at one level under the house rule', () => {
    const ayla = character(dd, 'ayla', 'Ayla', 'fighter', { str: 10 }, 1);
    const campaign = campaignWith(dd, [{ doc: ayla }]);
    // Dark Dungeons sets no one-level limit (supplement §11.1): 5,000 XP is given, passing levels 2 and 3.
    const rules = plan(campaign, [ayla], { monsterXp: 5_000, treasureXp: 0 });
    expect(rules.members[0]).toMatchObject({ given: 5_000, lost: 0, levelRule: null });
    expect(rules.houseRules).toEqual([]);
    // Under the house rule the total stops one short of level 3 (4,000 XP, 004:475): 3,999, and 1,001 XP is lost.
    const one = plan({ ...campaign, houseRules: { multiLevelPerAward: false, initiative: null } }, [ayla], { monsterXp: 5_000, treasureXp: 0 });
    expect(one.members[0]).toMatchObject({ given: 3_999, lost: 1_001, levelRule: 'one-level' });
    expect(one.members[0]?.arithmetic).toContain('One award raises at most one level (house rule): level 3 needs 4,000, so the total stops at 3,999 and 1,001 XP is lost');
    expect(one.houseRules).toEqual(['One award raises a character at most one level (house rule)']);
    // A smaller award is not touched by the house rule.
    expect(plan({ ...campaign, houseRules: { multiLevelPerAward: false, initiative: null } }, [ayla], { monsterXp: 3_000, treasureXp: 0 }).members[0]).toMatchObject({ given: 3_000, levelRule: null });
  });

  it('records a capped award as a ruling the character’s history can undo', () => {
    const ayla = character(dd, 'ayla', 'Ayla', 'fighter', { str: 10 }, 1);
    const base = { ...campaignWith(dd, [{ doc: ayla }]), houseRules: { multiLevelPerAward: false, initiative: null } };
    const campaign = addSession(base, 's1', { date: '2026-05-01' });
    if (isProblem(campaign)) throw new Error(campaign.problem);
    const input: AwardInput = { monsterXp: 5_000, treasureXp: 0 };
    const applied = applySessionAward(campaign, dd, chars([ayla]), plan(campaign, [ayla], input), { sessionId: 's1', awardId: 'w1', now: NOW, input });
    if (isProblem(applied)) throw new Error(applied.problem);
    expect(xpOf(applied.characters[0]!)).toBe(3_999);
    expect(applied.characters[0]?.history.at(-1)?.summary).toContain('house rule: one award raises at most one level, 1,001 XP lost');
    const undone = undoSessionAward(applied.campaign, dd, chars(applied.characters), { sessionId: 's1', awardId: 'w1' }, NOW);
    if (isProblem(undone)) throw new Error(undone.problem);
    expect(xpOf(undone.characters[0]!)).toBe(0);
  });

  it('takes each member’s own treasure share when the party split it unevenly', () => {
    const { campaign, docs } = party();
    const p = plan(campaign, docs, { monsterXp: 0, treasureXp: 0, treasureShares: { ayla: 300, dunk: 50 } });
    expect(p.members.map((m) => m.treasureShare)).toEqual([300, 0, 0, 50, 0]);
    expect(p.members[0]?.arithmetic[0]).toBe('Treasure XP: its own share, 300');
  });

  it('refuses bad amounts and a party that cannot share', () => {
    const { campaign, docs } = party();
    expect(planSessionAward(campaign, dd, chars(docs), { monsterXp: -1, treasureXp: 0 })).toEqual({ problem: 'Monster XP is a whole number from 0 to 100,000,000.' });
    expect(planSessionAward(campaign, dd, chars(docs), { monsterXp: 10, treasureXp: 0, present: [], soloSideQuest: true })).toMatchObject({ problem: expect.stringMatching(/^Nobody in the party can share/) });
  });
});

describe('applySessionAward and undoSessionAward', () => {
  function session(campaign: CampaignDocument): CampaignDocument {
    const c = addSession(campaign, 's1', { date: '2026-05-01', title: 'The drowned stair' });
    if (isProblem(c)) throw new Error(c.problem);
    return c;
  }

  it('gives the XP shown, records it in the session and each history, and takes it back', () => {
    const { campaign: base, docs } = party();
    const campaign = session(base);
    const input: AwardInput = { monsterXp: 1_000, treasureXp: 600 };
    const p = plan(campaign, docs, input);
    const applied = applySessionAward(campaign, dd, chars(docs), p, { sessionId: 's1', awardId: 'w1', now: NOW, input });
    if (isProblem(applied)) throw new Error(applied.problem);
    expect(applied.characters.map((d) => [d.name, xpOf(d)])).toEqual([['Ayla', 432], ['Bram', 412], ['Cora', 393], ['Dunk', 222], ['Edda', 196]]);
    for (const d of applied.characters) expect(d.history[d.history.length - 1]?.kind).toBe('xp');
    const record = applied.campaign.journal[0]?.awards[0];
    expect(record).toMatchObject({ id: 'w1', monsterXp: 1_000, treasureXp: 600, undoneAt: null });
    expect(record?.members.map((m) => m.given)).toEqual([432, 412, 393, 222, 196]);

    const undone = undoSessionAward(applied.campaign, dd, chars(applied.characters), { sessionId: 's1', awardId: 'w1' }, NOW);
    if (isProblem(undone)) throw new Error(undone.problem);
    expect(undone.characters.map(xpOf)).toEqual([0, 0, 0, 0, 0]);
    expect(undone.campaign.journal[0]?.awards[0]?.undoneAt).toBe(NOW);
    expect(undoSessionAward(undone.campaign, dd, chars(undone.characters), { sessionId: 's1', awardId: 'w1' }, NOW)).toEqual({ problem: 'That award was already undone.' });
  });

  it('refuses a preview made before the party changed, and an undo after another award', () => {
    const { campaign: base, docs } = party();
    const campaign = session(base);
    const input: AwardInput = { monsterXp: 500, treasureXp: 0 };
    const p = plan(campaign, docs, input);
    const moved = docs.map((d) => (d.id === 'ayla' ? dd.progression!.grantXp(d, 100, 'a test', NOW) : d));
    expect(applySessionAward(campaign, dd, chars(moved), p, { sessionId: 's1', awardId: 'w1', now: NOW, input })).toEqual({
      problem: 'The party changed since the award was worked out; look at the preview again before giving it.',
    });
    const applied = applySessionAward(campaign, dd, chars(docs), p, { sessionId: 's1', awardId: 'w1', now: NOW, input });
    if (isProblem(applied)) throw new Error(applied.problem);
    const later = applied.characters.map((d) => (d.id === 'ayla' ? dd.progression!.grantXp(d, 5_000, 'a later ruling', NOW) : d));
    expect(undoSessionAward(applied.campaign, dd, chars(later), { sessionId: 's1', awardId: 'w1' }, NOW)).toEqual({ problem: 'Ayla has had another award since; undo that one first.' });
    expect(undoSessionAward(applied.campaign, dd, chars(applied.characters, ['bram']), { sessionId: 's1', awardId: 'w1' }, NOW)).toEqual({
      problem: 'Bram is in the trash; restore it before undoing the award.',
    });
  });

  it('needs a session to record the award in', () => {
    const { campaign, docs } = party();
    const input: AwardInput = { monsterXp: 100, treasureXp: 0 };
    expect(applySessionAward(campaign, dd, chars(docs), plan(campaign, docs, input), { sessionId: 'nope', awardId: 'w', now: NOW, input })).toEqual({
      problem: 'Pick the session the award is for (add one to the journal first).',
    });
  });
});
