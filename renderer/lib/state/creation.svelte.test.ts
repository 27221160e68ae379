/**
 * The creation flow's state is the same for every system: it runs the test-only tiny system (three abilities, health
 * = STR, no classes) exactly as it runs Dark Dungeons, on the real store over fake IndexedDB.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SheetsmithDb } from '../store/db';
import { CharacterRepository } from '../store/characters-repo';
import { RestorePointRepository } from '../store/restore-points-repo';
import { createSeededRandom } from '../../../core/dice';
import { newTinyDocument, tinySystem, type TinyData } from '../../../core/systems/testing/tiny-system';
import { CreationState } from './creation.svelte';
import { SaveStatus } from './save-status.svelte';

const opened: SheetsmithDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all((await Dexie.getDatabaseNames()).map((n) => Dexie.delete(n)));
});

async function setup() {
  const db = new SheetsmithDb(`creation-${Math.random()}`);
  opened.push(db);
  const repo = new CharacterRepository(db);
  const points = new RestorePointRepository(db);
  const flow = new CreationState(repo, new SaveStatus(), points, createSeededRandom(1));
  await repo.save(newTinyDocument('t1', '2026-01-01T00:00:00.000Z'));
  expect(await flow.open('t1', tinySystem)).toBe(true);
  return { repo, points, flow };
}

const data = (flow: CreationState) => flow.doc?.data as TinyData;

describe('the creation flow with a system that is not Dark Dungeons', () => {
  it('takes its steps, step completion and step-for-problem from the system', async () => {
    const { flow } = await setup();
    expect(flow.steps.map((s) => s.id)).toEqual(['scores', 'review']);
    expect(flow.current?.id).toBe('scores');
    expect(flow.stepComplete('scores')).toBe(false);
    expect(flow.stepFor({ path: 'scores', message: '' })).toBe('scores');
    flow.next();
    expect(flow.current?.id).toBe('review');
    flow.back();
    expect(flow.current?.id).toBe('scores');
    flow.goTo('no-such-step');
    expect(flow.current?.id).toBe('scores');
  });

  it('applies a transition, announces what the system brought back into line, and keeps the dice in the history', async () => {
    const { flow, repo } = await setup();
    expect(flow.apply({ problem: 'Enter a whole number.' })).toBe('Enter a whole number.');
    expect(data(flow).scores).toBeNull();
    expect(flow.apply({ data: { scores: { str: 12, agi: 9, wit: 14 }, health: 12, notes: '' }, dice: ['1d19: [12]'] })).toBeNull();
    expect(flow.stepComplete('scores')).toBe(true);
    expect(flow.doc?.history.at(-1)).toMatchObject({ kind: 'edit', dice: ['1d19: [12]'] });
    // STR lowered below health: the system's reconcile lowers health and the flow says so.
    flow.apply({ data: { scores: { str: 8, agi: 9, wit: 14 }, health: 12, notes: '' } });
    expect(data(flow).health).toBe(8);
    expect(flow.notices).toEqual(['Health lowered to STR 8.']);
    expect(flow.derived.find((v) => v.id === 'health.max')?.value).toBe(8);
    await flow.settled();
    expect(((await repo.get('t1'))?.data as TinyData).health).toBe(8);
  });

  it('refuses to finish without a name, then finishes with a creation entry and a restore point', async () => {
    const { flow, repo, points } = await setup();
    flow.apply({ data: { scores: { str: 10, agi: 10, wit: 10 }, health: 10, notes: '' } });
    expect(await flow.finish()).toMatch(/name/);
    flow.setName('Sybilla');
    expect(await flow.finish()).toBeNull();
    const stored = await repo.get('t1');
    expect(stored?.status).toBe('complete');
    expect(stored?.history.at(-1)?.kind).toBe('created');
    expect((await points.list('t1')).map((p) => p.label)).toContain('Creation finished');
  });

  it('sets and clears overrides (a GM ruling) on any system', async () => {
    const { flow } = await setup();
    flow.apply({ data: { scores: { str: 10, agi: 10, wit: 10 }, health: 10, notes: '' } });
    flow.setOverride('health.max', 15, 'Blessed');
    expect(flow.derived.find((v) => v.id === 'health.max')).toMatchObject({ value: 15, overridden: true });
    flow.clearOverride('health.max');
    expect(flow.derived.find((v) => v.id === 'health.max')).toMatchObject({ value: 10, overridden: false });
  });

  it('will not open a character with another system’s rules', async () => {
    const { flow, repo } = await setup();
    await repo.save({ ...newTinyDocument('t2', '2026-01-01T00:00:00.000Z'), system: 'dark-dungeons' });
    await expect(flow.open('t2', tinySystem)).rejects.toThrow(/cannot be edited/);
  });
});
