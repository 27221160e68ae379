import { describe, expect, it } from 'vitest';
import { newCampaign, type CampaignDocument } from '../documents/campaign';
import type { CampaignId, CharacterId } from '../documents/ids';
import type { CharacterCard, ConditionDef } from '../systems/types';
import { addCustomCondition, conditionChoices, countDownConditions } from './conditions';
import { addMember, isProblem, memberDetailsOf, moveMember, partyMembers, removeMember, renameMembers, setMemberDetails, type Problem } from './members';
import { campaignHouseRules, partyRows, withCampaignHouseRules, withCampaignsHouseRules, type MemberCharacter } from './party';
import type { SheetModel } from '../sheet/sheet-model';
import { setHouseRules } from './house-rules';

const id = (s: string) => s as CharacterId;
const ok = <T extends object>(r: T | Problem): T => {
  if (isProblem(r)) throw new Error(r.problem);
  return r;
};
const base = (): CampaignDocument => newCampaign({ id: 'c' as CampaignId, name: ' The Sunken Crown ', system: 'dark-dungeons', now: '2026-05-01T00:00:00.000Z' });
const SYSTEM_CONDITIONS: ConditionDef[] = [{ id: 'stunned', name: 'Stunned', description: 'Cannot attack.', source: 'supplement §9.9' }];

const card = (over: Partial<CharacterCard> = {}): CharacterCard => ({
  line: 'Fighter 3',
  level: 3,
  health: { label: 'Hit points', abbreviation: 'HP', current: 0, max: 14, state: 'Unconscious, dying' },
  defence: { label: 'AC', value: '4' },
  xp: { current: 4_100, next: 8_000 },
  levelUpReady: false,
  ...over,
});

describe('members', () => {
  it('start with the rules’ defaults, take roles, players and shares, and keep the party order', () => {
    let c = ok(addMember(base(), id('a'), { player: 'Sam' }));
    c = ok(addMember(c, id('b'), { role: 'retainer', xpSharePercent: 50 }));
    c = ok(addMember(c, id('n'), { role: 'npc' }));
    expect(c.name).toBe('The Sunken Crown');
    expect(partyMembers(c).map((m) => [m.id, m.role, m.player, m.xpSharePercent])).toEqual([['a', 'pc', 'Sam', null], ['b', 'retainer', '', 50], ['n', 'npc', '', null]]);
    expect(addMember(c, id('a'))).toEqual({ problem: 'That character is already in the party.' });
    expect(setMemberDetails(c, 'b', { xpSharePercent: 1_001 })).toEqual({ problem: 'A custom share is a whole percent from 0 to 1,000 (100 is one full share).' });
    c = moveMember(c, 'n', 0);
    expect(c.members).toEqual(['n', 'a', 'b']);
    c = removeMember(c, 'a');
    expect(c.members).toEqual(['n', 'b']);
    expect(memberDetailsOf(c, 'a')).toEqual({ role: 'pc', player: '', xpSharePercent: null });
    expect(Object.keys(c.memberDetails)).toEqual(['b', 'n']);
  });

  it('follow a renamed character everywhere the campaign names it', () => {
    let c = ok(addMember(base(), id('a')));
    c = { ...c, conditions: [{ id: 'k', targetId: 'a', conditionId: 'stunned', name: 'Stunned', remainingRounds: 2, note: '' }] };
    const renamed = renameMembers(c, new Map([['a', 'a2']]));
    expect(renamed.members).toEqual(['a2']);
    expect(Object.keys(renamed.memberDetails)).toEqual(['a2']);
    expect(renamed.conditions[0]?.targetId).toBe('a2');
  });
});

describe('partyRows', () => {
  it('show every member at a glance, with the rules’ word at 0 hit points, and say why one cannot play', () => {
    let c = ok(addMember(base(), id('a'), { player: 'Sam' }));
    c = ok(addMember(c, id('b'), { role: 'retainer', xpSharePercent: 50 }));
    c = ok(addMember(c, id('gone')));
    // A member's conditions are its character's, and its card (kept beside it in the store) lists them.
    const play = { standing: 'down' as const, word: 'Unconscious, dying', dying: true, conditions: [{ id: 'k1', name: 'Stunned', rounds: 2 }], due: [] };
    const chars: MemberCharacter[] = [
      { id: id('a'), name: 'Ayla', status: 'complete', card: card({ play }), trashed: false },
      { id: id('b'), name: 'Brun', status: 'complete', card: card({ line: 'Dwarf 1', health: { label: 'Hit points', abbreviation: 'HP', current: 6, max: 6, state: null }, xp: { current: 2_300, next: 2_200 }, levelUpReady: true }), trashed: true },
    ];
    const rows = partyRows(c, chars);
    expect(rows.map((r) => [r.name, r.player, r.roleLabel, r.line, r.health?.text, r.defence?.value, r.xp?.text, r.levelUpReady, r.conditionsText, r.problem])).toEqual([
      ['Ayla', 'Sam', 'Player character', 'Fighter 3', '0 / 14 — Unconscious, dying', '4', '4,100 / 8,000', false, 'Stunned (2 rounds left)', null],
      ['Brun', '', 'Retainer', 'Dwarf 1', '6 / 6', '4', '2,300 / 2,200', true, '', 'This character is in the trash; restore it to play it.'],
      ['(missing character)', '', 'Player character', '', undefined, undefined, undefined, false, '', 'This character is not in the store any more.'],
    ]);
    expect(rows[1]?.shareRule).toBe('Brun takes ½ share of awards (house rule)');
    expect(campaignHouseRules({ ...c, houseRules: { multiLevelPerAward: false, initiative: 'individual' } }, new Map([['b', 'Brun']]))).toEqual([
      'One award raises a character at most one level (house rule)',
      'Initiative for each combatant (house rule)',
      'Brun takes ½ share of awards (house rule)',
    ]);
  });
});

describe('house rules', () => {
  it('change one at a time and print as house rules', () => {
    const c = ok(setHouseRules(base(), { initiative: 'side' }));
    expect(c.houseRules).toEqual({ multiLevelPerAward: null, initiative: 'side' });
    expect(campaignHouseRules(ok(setHouseRules(c, { multiLevelPerAward: true })))).toEqual(['One award may raise a character more than one level (house rule)', 'Initiative by side (house rule)']);
  });
});

describe('withCampaignHouseRules', () => {
  const sheet: SheetModel = { system: { id: 'dark-dungeons', name: 'Dark Dungeons' }, title: 'Brun', subtitle: '', identity: [], main: [], extra: [], footer: { houseRules: ['GM swap used'], overrides: [], date: '2026-05-01' } };

  it('adds the campaign’s house rules and the member’s own share to its sheet footer, once, named after the campaign', () => {
    let c = ok(addMember(base(), id('b'), { role: 'retainer', xpSharePercent: 50 }));
    c = ok(setHouseRules(c, { multiLevelPerAward: true }));
    const printed = withCampaignHouseRules(sheet, c, 'b');
    expect(printed.footer.houseRules).toEqual([
      'GM swap used',
      'One award may raise a character more than one level (house rule of The Sunken Crown)',
      'Brun takes ½ share of awards (house rule of The Sunken Crown)',
    ]);
    expect(withCampaignHouseRules(printed, c, 'b')).toBe(printed);
    expect(withCampaignHouseRules(sheet, base(), 'b')).toBe(sheet);
  });

  it('gives a member of two campaigns both campaigns’ rules, each named, and nothing from a campaign it is not in', () => {
    const crown = ok(setHouseRules(ok(addMember(base(), id('b'))), { multiLevelPerAward: true }));
    const marches = ok(setHouseRules(ok(addMember({ ...base(), name: 'Western Marches' }, id('b'), { xpSharePercent: 75 })), { initiative: 'individual' }));
    const elsewhere = ok(setHouseRules({ ...base(), name: 'Elsewhere' }, { multiLevelPerAward: true }));
    const printed = withCampaignsHouseRules(sheet, [crown, elsewhere, marches], 'b');
    expect(printed.footer.houseRules).toEqual([
      'GM swap used',
      'One award may raise a character more than one level (house rule of The Sunken Crown)',
      'Initiative for each combatant (house rule of Western Marches)',
      'Brun takes 0.75 share of awards (house rule of Western Marches)',
    ]);
    // The rule off (the rules' way) prints nothing; nor does a campaign without the character.
    expect(withCampaignsHouseRules(sheet, [ok(addMember(base(), id('b'))), elsewhere], 'b')).toBe(sheet);
    expect(withCampaignsHouseRules(sheet, [], 'b')).toBe(sheet);
  });
});

describe('conditions', () => {
  it('offer the system’s and the campaign’s own, refusing a second condition of the same name', () => {
    const c = ok(addCustomCondition(base(), SYSTEM_CONDITIONS, { id: 'cursed', name: 'Cursed', description: '−1 to everything' }));
    expect(conditionChoices(SYSTEM_CONDITIONS, c).map((x) => [x.name, x.custom, x.source])).toEqual([['Stunned', false, 'supplement §9.9'], ['Cursed', true, null]]);
    expect(addCustomCondition(c, SYSTEM_CONDITIONS, { id: 'x', name: 'stunned', description: '' })).toEqual({ problem: '“Stunned” is already a rules condition.' });
    expect(addCustomCondition(c, SYSTEM_CONDITIONS, { id: 'y', name: '  ', description: '' })).toEqual({ problem: 'Give the condition a name.' });
  });

  it('count down and end with a notice; lasting ones stay', () => {
    const list = [
      { id: '1', targetId: 'a', conditionId: 'stunned', name: 'Stunned', remainingRounds: 1, note: '' },
      { id: '2', targetId: 'a', conditionId: 'cursed', name: 'Cursed', remainingRounds: null, note: '' },
      { id: '3', targetId: 'b', conditionId: 'hasted', name: 'Hasted', remainingRounds: 5, note: '' },
    ];
    const after = countDownConditions(list, 2, (t) => (t === 'a' ? 'Ayla' : 'Brun'));
    expect(after.conditions.map((c) => [c.name, c.remainingRounds])).toEqual([['Cursed', null], ['Hasted', 3]]);
    expect(after.notices).toEqual(['Stunned on Ayla has ended.']);
  });
});
