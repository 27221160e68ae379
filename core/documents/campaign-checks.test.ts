import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SCHEMA_VERSION } from './campaign';
import type { CampaignDocument, CombatState } from './campaign';
import { MAX_DICE_LOG, MAX_LABEL_LENGTH } from './campaign';
import { checkCampaign } from './document-checks';
import { campaignEnvelope, exportCampaign, importDocument } from './import';
import type { CharacterId } from './ids';
import { FIXED_NOW, counterIds, fakeSystems, sampleCampaign } from './testing/fake-system';

const ctx = { systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() };
const AT = '2026-03-01T20:00:00.000Z';

const combat: CombatState = {
  id: 'fight-1',
  startedAt: AT,
  sessionId: 's1',
  round: 2,
  initiativeMode: 'side',
  combatants: [
    { id: 'a', side: 'party', characterId: 'a' as CharacterId, name: 'Ayla', group: 'party', monster: null, initiative: { roll: 5, modifier: 0, total: 5, tieBreak: null }, defeated: false },
    {
      id: 'm1', side: 'foes', characterId: null, name: 'Ogre', group: 'Ogre', defeated: false, initiative: { roll: 2, modifier: 0, total: 2, tieBreak: null },
      monster: { summary: 'Hit dice 4+1', hp: 20, maxHp: 25, defences: [{ label: 'AC', value: '5' }], attacks: ['+5 to hit, 2d6'], xp: 125, figures: 'supplement §11.3' },
    },
  ],
  turn: 1,
  delayed: [],
  conditions: [{ id: 'c1', targetId: 'm1', conditionId: 'stunned', name: 'Stunned', remainingRounds: 2, note: '' }],
  log: [
    { kind: 'hp', id: 'l1', at: AT, label: 'Ogre: 5 damage', combatantId: 'm1', before: 25, after: 20, defeatedBefore: false },
    { kind: 'state', id: 'l2', at: AT, label: 'Next turn', before: { round: 2, turn: 0, delayed: [], conditions: [] } },
  ],
};

/** A current campaign with something in every version-2 part. */
function richCampaign(): CampaignDocument {
  return sampleCampaign(['a', 'b'], {
    memberDetails: { a: { role: 'pc', player: 'Sam', xpSharePercent: null }, b: { role: 'retainer', player: '', xpSharePercent: 50 } },
    houseRules: { multiLevelPerAward: true, initiative: 'individual' },
    journal: [
      {
        id: 's1', date: '2026-03-01', title: 'The drowned stair', notes: 'Met the harbour-master.', present: ['a' as CharacterId], npcsMet: ['Harbour-master'], places: ['Drowned stair'],
        awards: [{
          id: 'w1', at: AT, monsterXp: 250, treasureXp: 100, soloSideQuest: false, arithmetic: ['Monsters: 250 XP ÷ 1.5 shares'], houseRules: ['Brother Karne takes a 50% share (house rule)'], undoneAt: null,
          members: [{ characterId: 'a' as CharacterId, name: 'Ayla', base: 266, given: 266, arithmetic: ['166 + 100 = 266'], historyEntryId: 'a:3:xp' }],
        }],
        combats: [{ id: 'fight-0', startedAt: AT, endedAt: AT, rounds: 3, defeated: [{ name: 'Orc', summary: 'Hit dice 1', xp: 10 }], xpValue: 10 }],
        rests: [{
          id: 'r1', at: AT, restId: 'rest-day', name: 'Day of bed rest', chosen: [], startedAtSeconds: 0, seconds: 86_400, undoneAt: null,
          clockBefore: { elapsedSeconds: 0, timers: [] }, conditionsBefore: [],
          members: [{ characterId: 'a' as CharacterId, name: 'Ayla', change: 'Hit points 0/8 → 2/8', lines: ['Natural healing: +2 hp'], dice: [], historyEntryId: '4:edit', before: { hitPoints: { rolls: [8], current: 0 } }, after: { hitPoints: { rolls: [8], current: 2 } } }],
        }],
      },
    ],
    treasure: [
      { id: 't1', sessionId: 's1', kind: 'coins', name: '300 gp', quantity: 300, value: 300, countsForXp: true, holder: null, sold: null, notes: '' },
      { id: 't2', sessionId: 's1', kind: 'item', name: 'Silver chalice', quantity: 1, value: 50, countsForXp: true, holder: 'a' as CharacterId, sold: { price: 45, date: '2026-03-08' }, notes: 'dented' },
    ],
    clock: { elapsedSeconds: 3_600, timers: [{ id: 'tm1', label: 'Torch (Ayla)', kind: 'light', remainingSeconds: 1_800, holder: 'a' as CharacterId }] },
    diceLog: [{ id: 'd1', at: AT, label: 'Initiative', notation: '1d6', total: 4, breakdown: '1d6: [4] = 4' }],
    customConditions: [{ id: 'cursed', name: 'Cursed', description: '−1 to everything' }],
    conditions: [{ id: 'c0', targetId: 'b', conditionId: 'cursed', name: 'Cursed', remainingRounds: null, note: 'the idol' }],
    monsters: [{ id: 'mo1', name: 'Ogre', input: { hitDice: '4+1', hp: '', defence: '5', damage: '2d6', attackBonus: '', xp: '' }, initiativeModifier: 0, notes: '' }],
    combat,
  });
}

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('campaign version-2 parts on import', () => {
  it('round-trip a campaign with every part byte for byte, with no repair', () => {
    const text = exportCampaign(richCampaign(), []);
    const outcome = importDocument(text, ctx);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || outcome.kind !== 'campaign') return;
    expect(outcome.report).toEqual(['2 party members are not in this file; the party list still names them.']);
    expect(outcome.doc).toEqual(richCampaign());
    expect(exportCampaign(outcome.doc, [])).toBe(text);
  });

  it('migrate the version-1 fixture, and note the upgrade', () => {
    const v1 = JSON.parse(readFileSync(new URL('./fixtures/campaign-v1.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const checked = checkCampaign({ ...v1, system: 'fake' }, ctx);
    expect(checked.notes).toEqual([expect.stringMatching(/^Campaign schema 1 → 2:/), expect.stringMatching(/^Campaign schema 2 → 3:/)]);
    expect(checked.doc.schemaVersion).toBe(CAMPAIGN_SCHEMA_VERSION);
    expect(checked.doc.members).toEqual(v1['members']);
    expect(Object.values(checked.doc.memberDetails).map((d) => d.role)).toEqual(['pc', 'pc', 'pc', 'pc']);
    expect(checked.doc.combat).toBeNull();
  });

  it('drop keys Sheetsmith does not write from inside entries, so they never reach the store', () => {
    const raw = json(richCampaign());
    (raw['treasure'] as Record<string, unknown>[])[0]!['evil'] = 'payload';
    (raw['combat'] as Record<string, unknown>)['extra'] = 1;
    const checked = checkCampaign(raw, ctx);
    expect(checked.doc.treasure[0]).not.toHaveProperty('evil');
    expect(checked.doc.combat).not.toHaveProperty('extra');
    expect(checked.doc).toEqual(richCampaign());
  });

  it('repair a damaged journal entry field by field, keeping its notes', () => {
    const raw = json(richCampaign());
    const session = (raw['journal'] as Record<string, unknown>[])[0]!;
    session['date'] = '1 March';
    session['title'] = 7;
    session['npcsMet'] = ['Harbour-master', 3];
    const checked = checkCampaign(raw, ctx);
    expect(checked.doc.journal[0]).toMatchObject({ date: '', title: '', notes: 'Met the harbour-master.', npcsMet: ['Harbour-master'] });
    expect(checked.notes).toContain('Session 1 of the journal had an unreadable date, title, which were reset.');
    expect(checked.notes).toContain('1 of the NPCs met of session 1 were not readable and were dropped.');
  });

  it('drop an unreadable party rest with a sentence; the characters keep what it gave them', () => {
    const raw = json(richCampaign());
    const session = (raw['journal'] as Record<string, unknown>[])[0]!;
    (session['rests'] as Record<string, unknown>[])[0]!['seconds'] = 'a day';
    const checked = checkCampaign(raw, ctx);
    expect(checked.doc.journal[0]?.rests).toEqual([]);
    expect(checked.notes).toEqual(['1 of the party rests of session 1 were not readable and were dropped (the characters keep what the rest gave them; only the record, and so its undo, is gone).']);
  });

  it('drop an unreadable combat with a sentence, and unreadable lots one by one', () => {
    const raw = json(richCampaign());
    (raw['combat'] as Record<string, unknown>)['turn'] = 9; // names no combatant
    (raw['treasure'] as Record<string, unknown>[])[1]!['value'] = -5;
    const checked = checkCampaign(raw, ctx);
    expect(checked.doc.combat).toBeNull();
    expect(checked.doc.treasure.map((t) => t.id)).toEqual(['t1']);
    expect(checked.notes).toEqual([
      '1 treasure lots was not readable and was dropped.',
      'The combat in progress was not readable and was dropped; the characters keep their own hit points.',
    ]);
  });

  it('keep details of party members only, and read bad house rules as off', () => {
    const raw = json(richCampaign());
    raw['memberDetails'] = { ...(raw['memberDetails'] as object), stranger: { role: 'pc', player: 'X', xpSharePercent: null }, b: { role: 'boss', player: '' } };
    raw['houseRules'] = { multiLevelPerAward: 'yes', initiative: 'individual' };
    const checked = checkCampaign(raw, ctx);
    expect(Object.keys(checked.doc.memberDetails)).toEqual(['a']);
    expect(checked.doc.houseRules).toEqual({ multiLevelPerAward: null, initiative: 'individual' });
    expect(checked.notes).toEqual([
      'The role, player or share of 1 member was not readable; the defaults are used.',
      'Roles of 1 character not in the party were dropped.',
      "The campaign's house rules were not all readable; those that were not keep the rules' own way.",
    ]);
  });

  it('keep the latest rolls of an overlong dice log, and renew repeated ids', () => {
    const raw = json(richCampaign());
    const roll = (i: number) => ({ id: `d${i}`, at: AT, label: '', notation: '1d6', total: 1 + (i % 6), breakdown: `1d6: [${1 + (i % 6)}] = ${1 + (i % 6)}` });
    raw['diceLog'] = Array.from({ length: MAX_DICE_LOG + 3 }, (_, i) => roll(i));
    raw['monsters'] = [...(raw['monsters'] as unknown[]), (raw['monsters'] as unknown[])[0]];
    const checked = checkCampaign(raw, { ...ctx, newId: counterIds('fresh') });
    expect(checked.doc.diceLog).toHaveLength(MAX_DICE_LOG);
    expect(checked.doc.diceLog[0]?.id).toBe('d3');
    expect(checked.doc.monsters.map((m) => m.id)).toEqual(['mo1', 'fresh-1']);
    expect(checked.notes).toContain(`The dice log held ${(MAX_DICE_LOG + 3).toLocaleString('en-US')} rolls; the latest 500 were kept.`);
  });

  it('refuse a text past its limit rather than cut the GM’s words', () => {
    const raw = json(richCampaign());
    (raw['treasure'] as Record<string, unknown>[])[0]!['name'] = 'x'.repeat(MAX_LABEL_LENGTH + 1);
    expect(() => checkCampaign(raw, ctx)).toThrow(/A text of the campaign's treasure is 2,001 characters long, more than the 2,000 Sheetsmith keeps/);
  });

  it('fill in missing parts of a version-2 file with a note each', () => {
    const { journal: _j, treasure: _t, ...rest } = json(richCampaign());
    const checked = checkCampaign(rest, ctx);
    expect(checked.doc.journal).toEqual([]);
    expect(checked.notes).toEqual(['The campaign had no session journal, so an empty one was added.', 'The campaign had no treasure lots, so an empty one was added.']);
  });
});

describe('campaignEnvelope', () => {
  it('brings a campaign the store kept at schema 1 up to date, with every part', () => {
    const { memberDetails: _m, houseRules: _h, journal: _j, treasure: _t, clock: _c, diceLog: _d, customConditions: _cc, conditions: _co, monsters: _mo, combat: _cb, ...v1 } = sampleCampaign(['a']);
    const stored = { ...v1, schemaVersion: 1 } as CampaignDocument; // a row written by version 1 lacks the new parts
    const current = campaignEnvelope(stored);
    expect(current.schemaVersion).toBe(CAMPAIGN_SCHEMA_VERSION);
    expect(current.memberDetails).toEqual({ a: { role: 'pc', player: '', xpSharePercent: null } });
    expect(current.journal).toEqual([]);
    expect(current.combat).toBeNull();
  });
});
