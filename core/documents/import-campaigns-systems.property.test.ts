/**
 * The import promise for campaign files of every registered game system (issue 19): a campaign holding its party
 * (carried as member characters), sessions with an award and a fight's summary, a fight in progress (the party and
 * the system's own monsters, built by its monster model, with initiative rolled and damage dealt), treasure lots,
 * timers and the clock, the dice log, is exported and then mutated at random paths. Whatever the importer accepts
 * must be usable everywhere: the members derive and show their sheets, the fight's view and the party sheet build,
 * the treasure sums, it exports and re-imports with nothing to repair and the same bytes, and a backup holding it
 * restores with nothing to repair. Anything else is a wrong accept; the counts are printed for the README (0 wrong).
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom } from '../dice';
import { listSystems, loadAllSystems } from '../systems/registry';
import type { AnySystem } from '../systems/types';
import { exportCampaign, importDocument, type ImportOutcome } from './import';
import { createBackup, parseBackup } from './backup';
import { newCampaign, type CampaignDocument } from './campaign';
import type { CharacterDocument } from './character';
import type { CampaignId } from './ids';
import { addMonsters, applyDamage, endCombat, rollForInitiative, startCombat } from '../campaign/combat';
import type { CombatContext, TrackerMember } from '../campaign/combat-log';
import { combatView } from '../campaign/combat-view';
import { addSession } from '../campaign/journal';
import { addTreasure, treasureSummary } from '../campaign/treasure';
import { addTimer, clockUnits } from '../campaign/time';
import { rollAndLog } from '../campaign/dice-log';
import { partySheet } from '../sheet/party-sheet';
import { delivery, deliver, mutate, mutationOf, render, type Mutation } from './testing/fuzz';

const systems = await loadAllSystems();
const NOW = '2026-05-01T10:00:00.000Z';
const options = { systems, now: () => NOW };

/** A valid character of `system`: a quick one, levelled up `levels` times. */
function member(system: AnySystem, seed: number, index: number, levels: number): CharacterDocument {
  const rng = createSeededRandom(seed * 7 + index);
  const kinds = system.quickVariants;
  const variant = kinds.length > 0 ? kinds[(seed + index) % kinds.length]?.id : undefined;
  let doc = system.quick(rng, { id: `m-${seed}-${index}`, now: NOW, ...(variant ? { variant } : {}) });
  for (let i = 0; i < levels && system.progression; i++) {
    try {
      doc = system.progression.advance(doc, rng, { now: NOW, force: true }).doc;
    } catch (error) {
      if (error instanceof RangeError) break;
      throw error;
    }
  }
  return doc;
}

/** Unwraps a step that must work on a valid campaign (a refusal here is a bug in the fixture, not in the import). */
function ok<T>(value: T | { readonly problem: string }): T {
  if (value && typeof value === 'object' && 'problem' in value) throw new Error(`fixture step refused: ${value.problem}`);
  return value as T;
}

/** A campaign of `system` holding everything a campaign can hold, and the characters its file carries. */
function fullCampaign(system: AnySystem, seed: number, size: number, levels: number, fightOn: boolean): { campaign: CampaignDocument; members: CharacterDocument[] } {
  const rng = createSeededRandom(seed);
  let n = 0;
  const newId = () => `id-${seed}-${++n}`;
  const members = Array.from({ length: size }, (_, i) => member(system, seed, i, levels));
  let campaign: CampaignDocument = { ...newCampaign({ id: `camp-${seed}` as CampaignId, name: `Campaign ${seed}`, system: system.id, now: NOW }), members: members.map((m) => m.id) };
  const byId = new Map<string, TrackerMember>(members.map((doc) => [doc.id, { doc, card: system.card(doc) }]));
  const ctx: CombatContext = { system, members: byId, now: NOW, newId };
  campaign = ok(addSession(campaign, 's-1', { date: '2026-04-01', title: 'The barrow', notes: 'Torches.', npcsMet: ['Old Hob'], places: ['The barrow'] }));
  campaign = ok(addSession(campaign, 's-2', { date: '2026-04-08', title: 'Back to town' }));
  const first = members[0]?.id ?? null;
  campaign = ok(addTreasure(campaign, 't-1', { sessionId: 's-1', kind: 'coins', name: '120 gp', quantity: 120, value: 120, countsForXp: true, holder: null, notes: '' }));
  campaign = ok(addTreasure(campaign, 't-2', { sessionId: null, kind: 'item', name: 'Silver chalice', quantity: 1, value: 50, countsForXp: false, holder: first, notes: 'Dented.' }));
  const unit = clockUnits(system.time)[0];
  if (unit) campaign = ok(addTimer(campaign, { id: 'tm-1', label: 'Torch', kind: 'light', amount: 6, unit, holder: first }));
  campaign = { ...campaign, clock: { ...campaign.clock, elapsedSeconds: 3_600 + seed % 10_000 } };
  campaign = ok(rollAndLog(campaign, '1d20', rng, { id: newId(), at: NOW, label: 'Reaction' })).campaign;
  // A fight fought and ended in session 1 (its summary goes into the session), and maybe one still on.
  const fightOnce = (sessionId: string, end: boolean) => {
    campaign = ok(startCombat(campaign, ctx, { sessionId })).campaign;
    // The model's defaults, and hit points where the system's text has none to give (16+, 001:2).
    const tries: readonly Readonly<Record<string, string>>[] = [{}, { hp: '9' }];
    const added = tries.map((input) => addMonsters(campaign, ctx, { name: 'Brute', input, count: 2 }, { rng })).find((r) => !('problem' in r));
    campaign = ok(added ?? { problem: 'no monster input fits the model' }).campaign;
    campaign = ok(rollForInitiative(campaign, ctx, rng)).campaign;
    const foe = campaign.combat?.combatants.find((c) => c.monster);
    if (foe) campaign = ok(applyDamage(campaign, ctx, foe.id, 1)).campaign;
    if (end) campaign = ok(endCombat(campaign, ctx)).campaign;
  };
  fightOnce('s-1', true);
  if (fightOn) fightOnce('s-2', false);
  return { campaign, members };
}

/** Everything the app does with an accepted campaign, without a screen; a failure is a wrong accept. */
function expectUsable(system: AnySystem, outcome: Extract<ImportOutcome, { ok: true }>): void {
  expect(outcome.kind).toBe('campaign');
  if (outcome.kind !== 'campaign') return;
  const campaign = outcome.doc as CampaignDocument;
  const members = outcome.members;
  for (const doc of members) {
    const own = systems(doc.system);
    expect(own, `a carried character of system ${doc.system}`).toBeDefined();
    if (!own) continue;
    expect(own.checkShape(doc.data)).toEqual([]);
    own.derive(doc);
    own.validate(doc);
    own.vitals.trackers(doc);
    own.sheet(doc, NOW);
  }
  const cards = new Map(members.map((doc) => [doc.id, { name: doc.name, card: systems(doc.system)?.card(doc) ?? null }]));
  combatView(campaign, system, cards);
  treasureSummary(campaign);
  partySheet(campaign, members.map((doc) => ({ doc, card: systems(doc.system)?.card(doc) ?? null, trashed: false })), NOW);
  const text = exportCampaign(campaign, members);
  const again = importDocument(text, options);
  if (!again.ok) throw new Error(`re-import refused: ${again.error}`);
  // Nothing is repaired on the way back. A party that names members the file does not carry (their characters live
  // in the store) is said again on every import: a note on the file's state, not a repair (import.ts, the party).
  const carried = new Set(members.map((m) => m.id));
  const absent = campaign.members.filter((m) => !carried.has(m)).length;
  const stateNote = `${absent} party member${absent > 1 ? 's are' : ' is'} not in this file; the party list still names them.`;
  expect(again.report.filter((r) => !(absent > 0 && r === stateNote))).toEqual([]);
  expect(exportCampaign(again.doc as CampaignDocument, again.members)).toBe(text);
  const backup = parseBackup(createBackup({ characters: members, campaigns: [campaign], settings: [] }, NOW), options);
  if (!backup.ok) throw new Error(`a backup holding it is refused: ${backup.error}`);
  expect(backup.report).toEqual([]);
  expect(backup.skipped).toEqual([]);
}

const tally = new Map<string, { fuzzed: number; accepted: number; wrong: number }>();
const countFor = (id: string) => {
  let t = tally.get(id);
  if (!t) tally.set(id, (t = { fuzzed: 0, accepted: 0, wrong: 0 }));
  return t;
};

function importAndCheck(system: AnySystem, file: string | Uint8Array): ImportOutcome {
  const t = countFor(system.id);
  t.fuzzed++;
  const outcome = importDocument(file, options);
  if (!outcome.ok) {
    expect(outcome.error).toMatch(/^[^\n]*\S[^\n]*\.$/);
    return outcome;
  }
  t.accepted++;
  try {
    outcome.report.forEach((r) => expect(r).toMatch(/^[^\n]*\S[^\n]*\.$/));
    expectUsable(system, outcome);
  } catch (error) {
    t.wrong++;
    throw error;
  }
  return outcome;
}

const campaignArb = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 }), size: fc.integer({ min: 1, max: 3 }), levels: fc.oneof(fc.constant(0), fc.nat(3)), fightOn: fc.boolean() });

afterAll(() => {
  for (const [id, t] of tally) console.log(`campaign import fuzz ${id}: ${t.fuzzed} campaign files fuzzed, ${t.accepted} accepted, ${t.wrong} wrong accepts`);
});

describe.each(listSystems().map((m) => [m.id] as const))('importing %s campaign files', (id) => {
  const system = systems(id);
  if (!system) throw new Error(`The registry lists ${id} but loadAllSystems did not load it.`);

  it('accepts every full campaign with nothing to repair, and it works everywhere', () => {
    fc.assert(
      fc.property(campaignArb, ({ seed, size, levels, fightOn }) => {
        const { campaign, members } = fullCampaign(system, seed, size, levels, fightOn);
        expect(campaign.journal[0]?.combats.length).toBe(1);
        expect(campaign.treasure.length).toBe(2);
        const outcome = importAndCheck(system, exportCampaign(campaign, members));
        expect(outcome.ok && outcome.report).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 300_000);

  it('accepts only what works: mutated campaign files are repaired (with a note) or refused (in a sentence)', () => {
    fc.assert(
      fc.property(
        campaignArb.chain(({ seed, size, levels, fightOn }) => {
          const { campaign, members } = fullCampaign(system, seed, size, levels, fightOn);
          const json = JSON.parse(exportCampaign(campaign, members)) as unknown;
          return fc.tuple(fc.constant(json), fc.array(mutationOf(json), { minLength: 1, maxLength: 3 }), delivery);
        }),
        ([json, mutations, how]) => {
          const text = render((mutations as readonly Mutation[]).reduce<unknown>((doc, m) => mutate(doc, m), json));
          importAndCheck(system, deliver(text, how));
        },
      ),
      { numRuns: 150 },
    );
  }, 600_000);

  // Most paths of a file lie inside its carried characters; these mutations aim at the campaign's own parts only:
  // its sessions, the fight and its monsters, treasure, timers, the clock and the dice log.
  it('accepts only what works when the campaign’s own parts are mutated', () => {
    fc.assert(
      fc.property(
        campaignArb.chain(({ seed, size, levels, fightOn }) => {
          const { campaign, members } = fullCampaign(system, seed, size, levels, fightOn);
          const json = JSON.parse(exportCampaign(campaign, members)) as Record<string, unknown>;
          const own = Object.fromEntries(Object.entries(json).filter(([k]) => k !== 'memberCharacters'));
          return fc.tuple(fc.constant(json), fc.array(mutationOf(own), { minLength: 1, maxLength: 3 }), delivery);
        }),
        ([json, mutations, how]) => {
          const text = render((mutations as readonly Mutation[]).reduce<unknown>((doc, m) => mutate(doc, m), json));
          importAndCheck(system, deliver(text, how));
        },
      ),
      { numRuns: 300 },
    );
  }, 600_000);

  it('has fuzzed campaigns with no wrong accepts', () => {
    const t = countFor(id);
    expect(t.fuzzed).toBeGreaterThanOrEqual(450);
    expect(t.accepted).toBeGreaterThan(0);
    expect(t.wrong).toBe(0);
  });
});
