/**
 * Campaigns at and over every limit (issue #23 §2): the party (listed, or only carried as member characters), the
 * journal and what a session holds, the NPCs and places and an entry's tags, treasure, timers, the dice log, conditions, saved monsters, a fight's combatants
 * and its log. Each is built one under, at and one over its limit, with a random tweak (a duplicated id, an unreadable
 * entry, a character carried but not listed), and imported. A refusal is one sentence; an acceptance must be usable
 * everywhere: it exports, re-imports with nothing to repair and the same bytes, and a backup holding it restores with
 * nothing to repair. Anything else is a wrong accept; the count is printed and must be 0.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportCampaign, importDocument, type ImportOutcome } from './import';
import { createBackup, parseBackup } from './backup';
import {
  MAX_ACTIVE_CONDITIONS,
  MAX_COMBATANTS,
  MAX_COMBAT_LOG,
  MAX_CUSTOM_CONDITIONS,
  MAX_DICE_LOG,
  MAX_ENTRY_TAGS,
  MAX_JOURNAL_ENTRIES,
  MAX_MONSTERS,
  MAX_SESSIONS,
  MAX_SESSION_NAMES,
  MAX_SESSION_RECORDS,
  MAX_TIMERS,
  MAX_TREASURE,
  type CampaignDocument,
  type CombatState,
} from './campaign';
import { MAX_PARTY } from './content-limits';
import type { CharacterDocument } from './character';
import type { CharacterId } from './ids';
import { FIXED_NOW, counterIds, fakeSystems, sampleCampaign, sampleCharacter } from './testing/fake-system';

const opts = () => ({ systems: fakeSystems, now: () => FIXED_NOW, newId: counterIds() });
const AT = '2026-03-01T12:00:00.000Z';
type Json = Record<string, unknown>;

/** A fight with `combatants` foes and `log` hit-point actions. */
function combat(combatants: number, log: number): CombatState {
  return {
    id: 'fight-1', startedAt: AT, sessionId: null, round: 0, initiativeMode: 'individual', turn: -1, delayed: [], conditions: [],
    combatants: Array.from({ length: combatants }, (_, i) => ({
      id: `foe-${i}`, side: 'foes' as const, characterId: null, name: `Goblin ${i + 1}`, group: 'Goblin', defeated: false,
      initiative: { roll: null, modifier: 0, total: null, tieBreak: null },
      monster: { summary: 'Hit dice 1-1', hp: 4, maxHp: 4, defences: [{ label: 'AC', value: '6' }], attacks: ['1d6'], xp: 5, figures: '' },
    })),
    log: Array.from({ length: log }, (_, i) => ({ kind: 'hp' as const, id: `act-${i}`, at: AT, label: 'Goblin 1: 1 damage', combatantId: 'foe-0', before: 4, after: 3, defeatedBefore: false })),
  };
}

const session = (i: number, over: Json = {}): Json => ({ id: `s-${i}`, date: '2026-03-01', title: `Session ${i + 1}`, notes: '', present: [], npcsMet: [], places: [], awards: [], combats: [], ...over });
const award = (i: number): Json => ({ id: `aw-${i}`, at: AT, monsterXp: 10, treasureXp: 0, soloSideQuest: false, arithmetic: [], houseRules: [], undoneAt: null, members: [] });
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** One limit: its size and how to build a campaign (and its carried characters) with `n` entries. */
interface Limit {
  readonly name: string;
  readonly max: number;
  /** The list whose entries the tweaks touch, as a path from the campaign file's root. */
  readonly path: readonly string[];
  readonly build: (n: number) => { campaign: CampaignDocument; members: CharacterDocument[]; file?: (file: Json) => Json };
}

const character = (i: number) => sampleCharacter({ id: `c-${i}` as CharacterId, name: `Member ${i + 1}` });
const plain = (over: Partial<CampaignDocument>) => ({ campaign: sampleCampaign([], over), members: [] });

const LIMITS: readonly Limit[] = [
  {
    name: 'party members (listed and carried)',
    max: MAX_PARTY,
    path: ['memberCharacters'],
    build: (n) => {
      const members = times(n, character);
      return { campaign: sampleCampaign(members.map((m) => m.id)), members };
    },
  },
  {
    // The file lists no one and carries the characters: each is added to the party (the 9 wrong accepts).
    name: 'party members (carried only)',
    max: MAX_PARTY,
    path: ['memberCharacters'],
    build: (n) => {
      const members = times(n, character);
      return { campaign: sampleCampaign([]), members, file: (file) => ({ ...file, members: [], memberCharacters: members }) };
    },
  },
  { name: 'journal sessions', max: MAX_SESSIONS, path: ['journal'], build: (n) => plain({ journal: times(n, (i) => session(i)) as never }) },
  { name: 'awards in a session', max: MAX_SESSION_RECORDS, path: ['journal', '0', 'awards'], build: (n) => plain({ journal: [session(0, { awards: times(n, award) })] as never }) },
  { name: 'places of a session', max: MAX_SESSION_NAMES, path: ['journal', '0', 'places'], build: (n) => plain({ journal: [session(0, { places: times(n, (i) => `Place ${i}`) })] as never }) },
  {
    name: 'treasure lots',
    max: MAX_TREASURE,
    path: ['treasure'],
    build: (n) => plain({ treasure: times(n, (i) => ({ id: `t-${i}`, sessionId: null, kind: 'coins' as const, name: '10 gp', quantity: 10, value: 10, countsForXp: true, holder: null, sold: null, notes: '' })) }),
  },
  { name: 'clock timers', max: MAX_TIMERS, path: ['clock', 'timers'], build: (n) => plain({ clock: { elapsedSeconds: 600, timers: times(n, (i) => ({ id: `tm-${i}`, label: 'Torch', kind: 'light' as const, remainingSeconds: 3600, holder: null })) } }) },
  { name: 'dice log', max: MAX_DICE_LOG, path: ['diceLog'], build: (n) => plain({ diceLog: times(n, (i) => ({ id: `d-${i}`, at: AT, label: '', notation: '1d6', total: 3, breakdown: '1d6: [3] = 3' })) }) },
  { name: 'custom conditions', max: MAX_CUSTOM_CONDITIONS, path: ['customConditions'], build: (n) => plain({ customConditions: times(n, (i) => ({ id: `cc-${i}`, name: `Cursed ${i}`, description: '' })) }) },
  {
    name: 'conditions on members',
    max: MAX_ACTIVE_CONDITIONS,
    path: ['conditions'],
    build: (n) => plain({ conditions: times(n, (i) => ({ id: `ac-${i}`, targetId: 'c-0', conditionId: 'cursed', name: 'Cursed', remainingRounds: null, note: '' })) }),
  },
  {
    name: 'saved monsters',
    max: MAX_MONSTERS,
    path: ['monsters'],
    build: (n) => plain({ monsters: times(n, (i) => ({ id: `m-${i}`, name: `Orc ${i}`, input: { hitDice: '1', defence: '6', damage: '1d8' }, initiativeModifier: 0, notes: '' })) }),
  },
  {
    name: 'NPCs and places',
    max: MAX_JOURNAL_ENTRIES,
    path: ['journalEntries'],
    build: (n) => plain({ journalEntries: times(n, (i) => ({ id: `e-${i}`, kind: i % 2 === 0 ? ('npc' as const) : ('place' as const), name: `Entry ${i}`, notes: '', tags: ['harbour'], characterId: null })) }),
  },
  {
    name: 'tags of an entry',
    max: MAX_ENTRY_TAGS,
    path: ['journalEntries', '0', 'tags'],
    build: (n) => plain({ journalEntries: [{ id: 'e-0', kind: 'npc', name: 'Old Bram', notes: '', tags: times(n, (i) => `tag ${i}`), characterId: null }] }),
  },
  { name: 'combatants', max: MAX_COMBATANTS, path: ['combat', 'combatants'], build: (n) => plain({ combat: combat(n, 0) }) },
  { name: 'combat log', max: MAX_COMBAT_LOG, path: ['combat', 'log'], build: (n) => plain({ combat: combat(2, n) }) },
];

/** What a tweak does to the list under test (or to the party) before the file is imported. */
type Tweak = 'none' | 'duplicate-id' | 'unreadable-entry' | 'stranger-carried';
const TWEAKS: readonly Tweak[] = ['none', 'duplicate-id', 'unreadable-entry', 'stranger-carried'];

function at(root: Json, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), root);
}

function tweak(file: Json, path: readonly string[], how: Tweak, pick: number): Json {
  const copy = JSON.parse(JSON.stringify(file)) as Json;
  const list = at(copy, path);
  if (how === 'stranger-carried') {
    const carried = Array.isArray(copy['memberCharacters']) ? (copy['memberCharacters'] as unknown[]) : [];
    copy['memberCharacters'] = [...carried, sampleCharacter({ id: 'stranger' as CharacterId, name: 'A stranger' })];
    return copy;
  }
  if (!Array.isArray(list) || list.length === 0) return copy;
  const i = pick % list.length;
  if (how === 'duplicate-id') {
    const entry = list[i] as unknown;
    if (entry && typeof entry === 'object') list.push(JSON.parse(JSON.stringify(entry)));
  } else if (how === 'unreadable-entry') list[i] = 42;
  return copy;
}

const tally = { imported: 0, accepted: 0, refused: 0, wrong: 0 };
afterAll(() => {
  console.log(`campaign limits: ${tally.imported} campaigns imported at and over every limit, ${tally.accepted} accepted, ${tally.refused} refused, ${tally.wrong} wrong accepts`);
});

/** Everything an accepted campaign must allow; a failure is a wrong accept. */
function expectUsable(outcome: Extract<ImportOutcome, { ok: true }>): void {
  if (outcome.kind !== 'campaign') throw new Error('expected a campaign');
  const campaign = outcome.doc as CampaignDocument;
  expect(campaign.members.length).toBeLessThanOrEqual(MAX_PARTY);
  const text = exportCampaign(campaign, outcome.members);
  const again = importDocument(text, opts());
  if (!again.ok) throw new Error(`re-import refused: ${again.error}`);
  expect(again.report).toEqual([]);
  expect(exportCampaign(again.doc as CampaignDocument, again.members)).toBe(text);
  const backup = parseBackup(createBackup({ characters: outcome.members, campaigns: [campaign], settings: [] }, FIXED_NOW), opts());
  if (!backup.ok) throw new Error(`a backup holding it is refused: ${backup.error}`);
  expect(backup.report).toEqual([]);
  expect(backup.skipped).toEqual([]);
}

function importAndCheck(limit: Limit, n: number, how: Tweak, pick: number): ImportOutcome {
  const built = limit.build(n);
  const written = JSON.parse(exportCampaign(built.campaign, built.members)) as Json;
  const file = tweak(built.file ? built.file(written) : written, limit.path, how, pick);
  const outcome = importDocument(JSON.stringify(file), opts());
  tally.imported++;
  if (!outcome.ok) {
    tally.refused++;
    expect(outcome.error).toMatch(/^[^\n]*\S[^\n]*\.$/);
    return outcome;
  }
  tally.accepted++;
  try {
    expectUsable(outcome);
  } catch (error) {
    tally.wrong++;
    throw error;
  }
  return outcome;
}

describe.each(LIMITS.map((l) => [l.name, l] as const))('a campaign with %s at and over the limit', (_name, limit) => {
  it(`accepts ${limit.max.toLocaleString('en-US')} as it is, and reads ${(limit.max + 1).toLocaleString('en-US')} only into something usable`, () => {
    const atLimit = importAndCheck(limit, limit.max, 'none', 0);
    if (!atLimit.ok) throw new Error(`refused at the limit: ${atLimit.error}`);
    // A file Sheetsmith wrote has nothing to repair; one carrying unlisted characters says it added them.
    if (!limit.build(0).file) expect(atLimit.report).toEqual([]);
    const over = importAndCheck(limit, limit.max + 1, 'none', 0);
    // Only the rolling dice log keeps its latest entries; a fight that holds too much is dropped with a note; every
    // other list past its limit refuses the file.
    if (limit.path[0] === 'diceLog' || limit.path[0] === 'combat') expect(over.ok && over.report.length).toBe(1);
    else expect(!over.ok && over.error).toMatch(/more than the [\d,]+ Sheetsmith keeps/);
  });

  it('never accepts what it cannot use, whatever the tweak', () => {
    fc.assert(
      fc.property(fc.constantFrom(-1, 0, 1), fc.constantFrom(...TWEAKS), fc.nat(), (delta, how, pick) => {
        importAndCheck(limit, limit.max + delta, how, pick);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});

describe('the tally', () => {
  it('has no wrong accepts', () => {
    expect(tally.imported).toBeGreaterThanOrEqual(LIMITS.length * 8);
    expect(tally.wrong).toBe(0);
  });
});
