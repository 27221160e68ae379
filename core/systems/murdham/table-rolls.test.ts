/** Rolls on the injury and mutation tables with the dice beneath each entry, from scripted dice. */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { createSeededRandom } from '../../dice';
import { injuryResult, injuryText, mutationResult, rollInjury, rollMutation, MAX_MUTATIONS_PER_ROLL } from './table-rolls';

describe('the injury table (000:48-61)', () => {
  it('rolls the d4 beneath an ability loss and the d2 beneath an injured arm', () => {
    const wound = rollInjury(createScriptedRandom([3, 2]));
    expect(wound.row.name).toBe('Painful wound'); // 000:52
    expect(wound.sub).toEqual({ die: 4, roll: 2 });
    const arm = rollInjury(createScriptedRandom([7, 1]));
    expect(arm.sub).toEqual({ die: 2, roll: 1 }); // 000:56 "Roll a d2"
    expect(injuryText(arm)).toBe('d12 7: Injured arm, d2 1');
    const scar = rollInjury(createScriptedRandom([1]));
    expect(scar.sub).toBeNull();
  });

  it('refuses a missing or impossible die in a sentence', () => {
    expect(() => injuryResult(13)).toThrow(/d12: 1 to 12/);
    expect(() => injuryResult(4)).toThrow(/needs a d4/);
    expect(() => injuryResult(7, 3)).toThrow(/d2 shows 1 to 2/);
  });
});

describe('the mutation table (000:82-136)', () => {
  it('rolls the list and the ability d4: d12 4, d20 5 is Bulging muscles (000:95)', () => {
    const { results } = rollMutation(createScriptedRandom([4, 5, 3]), { maxOmens: 2 });
    expect(results).toHaveLength(1);
    expect(results[0]?.row.name).toBe('Bulging muscles');
    expect(results[0]?.abilityRolls).toEqual([3]);
  });

  it('a d6 list entry gets its option: d12 9, d20 11, d6 5 is the gorilla arm (000:111)', () => {
    const r = mutationResult(9, 11, 5);
    expect(r.option?.text).toBe('gorilla arm (d4 damage, STR permanently increased by 1)');
  });

  it('Boneless rolls one d4 for STR and one for AGI (000:128)', () => {
    expect(() => mutationResult(11, 13, undefined, [2])).toThrow(/needs 2 d4s/);
    expect(mutationResult(11, 13, undefined, [2, 4]).abilityRolls).toEqual([2, 4]);
  });

  it('"Roll twice" (000:136) rolls two more', () => {
    // d12 12 d20 7 → roll twice; then d12 11 d20 6 (Skull face); then d12 6 d20 1, d6 2 (Unusual skin).
    const rng = createScriptedRandom([12, 7, 11, 6, 6, 1, 2]);
    const { results, log } = rollMutation(rng, { maxOmens: 2 });
    expect(results.map((r) => r.row.name)).toEqual(['Skull face', 'Unusual skin']);
    expect(log[0]).toContain('Roll twice');
    expect(rng.remaining()).toBe(0);
  });

  it('a Curse with no maximum omens left is rolled again (000:100)', () => {
    // d12 5 d20 19 → Curse at 0 omens: again; d12 11 d20 18 → Evil twin.
    const { results, log } = rollMutation(createScriptedRandom([5, 19, 11, 18]), { maxOmens: 0 });
    expect(results.map((r) => r.row.name)).toEqual(['Evil twin']);
    expect(log[0]).toContain('rolled again');
  });

  it('stops at a safety limit however many "Roll twice" chain', () => {
    for (let seed = 0; seed < 200; seed++) {
      expect(rollMutation(createSeededRandom(seed), { maxOmens: 2 }).results.length).toBeLessThanOrEqual(MAX_MUTATIONS_PER_ROLL);
    }
  });
});
