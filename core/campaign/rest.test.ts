import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../dice';
import { typedDice } from '../dice/typed';
import type { CampaignDocument } from '../documents/campaign';
import type { CharacterDocument } from '../documents/character';
import type { AnySystem } from '../systems/types';
import type { AwardCharacter } from './awards';
import { addSession } from './journal';
import { isProblem, type Problem } from './members';
import { applyPartyRest, planPartyRest, undoPartyRest } from './rest';
import { addTimer } from './time';
import { NOW, campaignWith, character, darkDungeons } from './testing/party';

const ok = <T extends object>(r: T | Problem): T => {
  if (isProblem(r)) throw new Error(r.problem);
  return r;
};
const rng = createSeededRandom(9);
const LATER = '2026-05-01T22:00:00.000Z';

/** Hit points now and at most, through the system's card (the campaign knows no system's payload). */
const hp = (system: AnySystem, doc: CharacterDocument) => system.card(doc).health;
/** A member at `current` hit points, set through the system's own tracker (the sheet's way). */
function wounded(system: AnySystem, doc: CharacterDocument, current: number): CharacterDocument {
  const r = system.vitals.setTracker(doc, system.vitals.healthTracker, current);
  if ('problem' in r) throw new Error(r.problem);
  return { ...doc, data: r.data };
}

/**
 * A member at 0 whom a First Aid check made stable (a 1 on the d20 against Wis 10): the saves vs death ray stop, and a
 * rest heals as for anyone (supplement §9.6). A member still dying cannot rest (see below).
 */
function stabilised(system: AnySystem, doc: CharacterDocument): CharacterDocument {
  const out = system.play.run(doc, 'first-aid', { score: '10' }, typedDice([1]));
  if ('problem' in out) throw new Error(out.problem);
  return { ...doc, data: out.data };
}

async function table() {
  const system = await darkDungeons();
  const ayla = character(system, 'a', 'Ayla', 'fighter', { con: 13 }, 2);
  const bram = character(system, 'b', 'Bram', 'cleric', { con: 13 }, 3);
  const cole = character(system, 'c', 'Cole', 'thief', { con: 13 }, 4);
  const ayMax = hp(system, ayla)?.max ?? 0;
  const docs = [stabilised(system, wounded(system, ayla, 0)), wounded(system, bram, hp(system, bram)?.max ?? 0), wounded(system, cole, 0)];
  let campaign: CampaignDocument = campaignWith(system, docs.map((doc) => ({ doc })));
  // Cole is away this session.
  campaign = ok(addSession(campaign, 's1', { date: '2026-05-01', present: [ayla.id, bram.id] }));
  const characters = new Map<string, AwardCharacter>(docs.map((doc) => [doc.id, { doc, trashed: false }]));
  return { system, campaign, characters, ayMax };
}

describe('the party rests', () => {
  it('previews each present member’s change, heals through the system, records it and moves the clock', async () => {
    const { system, campaign, characters, ayMax } = await table();
    expect(ayMax).toBeGreaterThan(0);
    const lit = ok(addTimer(campaign, { id: 't', label: 'Torch', kind: 'light', amount: 1, unit: system.time.units.find((u) => u.id === 'turn') ?? system.time.units[0]!, holder: null }));
    const plan = ok(planPartyRest(lit, system, characters, { restId: 'rest-day', choices: {}, sessionId: 's1' }, rng));
    const [a, b, c] = plan.members;
    // Ayla from 0: a day of bed rest gives 2 hp (supplement §10, l.962), capped at her maximum.
    expect(a?.health).toEqual({ before: 0, after: Math.min(2, ayMax), max: ayMax });
    expect(a?.change).toBe(`Hit points 0/${ayMax} (Unconscious, stable) → ${Math.min(2, ayMax)}/${ayMax}`);
    // Bram is at his maximum: he rests and stays there.
    expect(b?.health?.after).toBe(b?.health?.max);
    expect(c).toMatchObject({ counted: false, problem: 'Not present in this session: it does not rest with the party.' });

    const done = ok(applyPartyRest(lit, system, plan, { recordId: 'r1', now: LATER }));
    expect(done.characters.map((d) => d.id)).toEqual(['a', 'b']);
    const ayla = done.characters[0]!;
    expect(hp(system, ayla)?.current).toBe(Math.min(2, ayMax));
    expect(ayla.history.at(-1)).toMatchObject({ kind: 'edit', at: LATER, summary: `Day of bed rest with the party (The Sunken Crown): ${a?.change}` });
    const record = done.campaign.journal[0]?.rests?.[0];
    expect(record).toMatchObject({ id: 'r1', restId: 'rest-day', startedAtSeconds: 0, seconds: 86_400, undoneAt: null });
    // Bram's rest changed nothing on his sheet, so his history has no entry for it (the record says so with '').
    expect(record?.members.map((m) => m.historyEntryId)).toEqual([ayla.history.at(-1)?.id, '']);
    expect(done.characters[1]?.history).toHaveLength(characters.get('b')?.doc.history.length ?? -1);
    expect(done.campaign.clock).toEqual({ elapsedSeconds: 86_400, timers: [] });
    expect(done.notices).toContain('Torch has gone out.');
  });

  it('refuses a second rest of a kind the text allows once a day, until a day has passed', async () => {
    const { system, campaign, characters } = await table();
    const plan = ok(planPartyRest(campaign, system, characters, { restId: 'night', choices: {}, sessionId: 's1' }, rng));
    const done = ok(applyPartyRest(campaign, system, plan, { recordId: 'r1', now: LATER }));
    const read = new Map<string, AwardCharacter>(done.characters.map((doc) => [doc.id, { doc, trashed: false }]));
    // Eight hours later: the two who slept cannot sleep off another day's healing yet.
    expect(planPartyRest(done.campaign, system, read, { restId: 'night', choices: {}, sessionId: 's1' }, rng)).toEqual({
      problem: 'Nobody present can take this rest; see each member’s reason in the party list.',
    });
    const nextDay = { ...done.campaign, clock: { ...done.campaign.clock, elapsedSeconds: 86_400 } };
    expect(ok(planPartyRest(nextDay, system, read, { restId: 'night', choices: {}, sessionId: 's1' }, rng)).members.filter((m) => m.counted)).toHaveLength(2);
  });

  it('undoes a rest: hit points and the clock back, a history entry each; refused once a sheet changed since', async () => {
    const { system, campaign, characters } = await table();
    const plan = ok(planPartyRest(campaign, system, characters, { restId: 'rest-day', choices: {}, sessionId: 's1' }, rng));
    const done = ok(applyPartyRest(campaign, system, plan, { recordId: 'r1', now: LATER }));
    const read = new Map<string, AwardCharacter>([...characters, ...done.characters.map((doc): [string, AwardCharacter] => [doc.id, { doc, trashed: false }])]);
    const undone = ok(undoPartyRest(done.campaign, system, read, { sessionId: 's1', recordId: 'r1' }, LATER));
    expect(hp(system, undone.characters[0]!)?.current).toBe(0);
    expect(undone.characters[0]?.history.at(-1)).toMatchObject({ kind: 'edit', summary: 'Undone: Day of bed rest with the party (The Sunken Crown)' });
    expect(undone.campaign.clock.elapsedSeconds).toBe(0);
    expect(undone.campaign.journal[0]?.rests?.[0]?.undoneAt).toBe(LATER);
    expect(undoPartyRest(undone.campaign, system, read, { sessionId: 's1', recordId: 'r1' }, LATER)).toEqual({ problem: 'That rest was already undone.' });

    // Ayla was hurt again on her sheet after the rest: taking the rest back would lose that.
    const hurt = wounded(system, done.characters[0]!, 1);
    const changed = new Map(read).set('a', { doc: hurt, trashed: false });
    expect(undoPartyRest(done.campaign, system, changed, { sessionId: 's1', recordId: 'r1' }, LATER)).toEqual({
      problem: "Ayla's sheet has changed since the rest (hitPoints), so it cannot be taken back; put it right on the sheet.",
    });
  });

  it('leaves out a member still dying, with the system’s reason, and never heals the dead', async () => {
    const { system, campaign, characters } = await table();
    // Cole is at 0 and dying (no First Aid yet); this session he is present.
    const all = ok(addSession(campaign, 's2', { date: '2026-05-02', present: campaign.members }));
    const plan = ok(planPartyRest(all, system, characters, { restId: 'night', choices: {}, sessionId: 's2' }, rng));
    expect(plan.members[2]).toMatchObject({ counted: false, problem: expect.stringContaining('Dying: a save vs death ray every round until First Aid or magical healing stops it') });
    const dead = system.play.run(characters.get('c')!.doc, 'killed', { cause: 'A failed save vs poison' }, rng);
    if ('problem' in dead) throw new Error(dead.problem);
    const withDead = new Map(characters).set('c', { doc: { ...characters.get('c')!.doc, data: dead.data }, trashed: false });
    expect(ok(planPartyRest(all, system, withDead, { restId: 'night', choices: {}, sessionId: 's2' }, rng)).members[2]).toMatchObject({ counted: false, problem: 'Dead: a rest does not bring back the dead.' });
  });

  it('refuses without the session, during a fight, and for a rest the system does not have', async () => {
    const { system, campaign, characters } = await table();
    expect(planPartyRest(campaign, system, characters, { restId: 'rest-day', choices: {}, sessionId: 'nope' }, rng)).toEqual({ problem: 'Add a session to the journal first: the rest is recorded in it.' });
    expect(planPartyRest(campaign, system, characters, { restId: 'week', choices: {}, sessionId: 's1' }, rng)).toEqual({ problem: 'Dark Dungeons has no such rest; pick one of its rests.' });
    const fighting = { ...campaign, combat: { id: 'f', startedAt: NOW, sessionId: null, round: 1, initiativeMode: 'side' as const, combatants: [], turn: -1, delayed: [], conditions: [], log: [] } };
    expect(planPartyRest(fighting, system, characters, { restId: 'rest-day', choices: {}, sessionId: 's1' }, rng)).toEqual({ problem: 'A fight is on: end it before the party rests.' });
  });
});
