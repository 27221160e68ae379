/**
 * The Murdham tables and numbers against source 000: each injury, mutation and foraging row is the text of its cited
 * line, the mutation table's realigned groups cover every d12/d20 pair exactly once, and each number is found in the
 * sentence that states it. Comparisons with the text read it only through the sources helper.
 */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { INJURIES, injuryAt } from './injuries';
import { MUTATIONS, mutationAt } from './mutations';
import { ABILITY_LIMITS, ARMOUR_MAX, COSTS, ENCUMBRANCE, FORAGING, STARTING_OMENS, TIME_UNITS } from './rules';
import { MURDHAM_SOURCE } from './source';

describe('the tables as data', () => {
  it('has 12 injuries, one per d12 face', () => {
    expect(INJURIES.map((r) => r.roll)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(injuryAt(13)).toBeUndefined();
  });

  it('covers every d12 and d20 pair of the mutation table exactly once', () => {
    for (let d12 = 1; d12 <= 12; d12++) {
      for (let d20 = 1; d20 <= 20; d20++) {
        const hits = MUTATIONS.filter((m) => d12 >= m.d12[0] && d12 <= m.d12[1] && d20 >= m.d20[0] && d20 <= m.d20[1]);
        expect(hits, `d12 ${d12}, d20 ${d20}`).toHaveLength(1);
      }
    }
  });

  it('has 52 mutations and "Roll twice", as the analysis counts them', () => {
    expect(MUTATIONS.filter((m) => m.id !== 'roll-twice')).toHaveLength(52);
    expect(new Set(MUTATIONS.map((m) => m.id)).size).toBe(MUTATIONS.length);
  });

  it('puts the realigned continuation rows in their group (000:85 "3-4 | Addiction… | |" is d12 1-3, d20 3-4)', () => {
    expect(mutationAt(2, 3)?.name).toBe('Addiction');
    expect(mutationAt(5, 20)?.name).toBe('Curse'); // 000:100
    expect(mutationAt(7, 9)?.name).toBe('Unusual hair'); // 000:103
    expect(mutationAt(10, 20)?.name).toBe('Bestial wings'); // 000:115
    expect(mutationAt(11, 12)?.name).toBe('Eye of the prophet'); // 000:127
    expect(mutationAt(12, 1)?.name).toBe('Roll twice'); // 000:136
  });

  it('sub-lists have the die and number of options the text gives', () => {
    for (const m of MUTATIONS) if (m.sub) expect(m.sub.options, m.name).toHaveLength(m.sub.die);
    expect(MUTATIONS.find((m) => m.id === 'bestial-wings')?.sub?.die).toBe(4); // 000:115 "D4: 1) falcon…"
  });

  it('time units relate as the text says: a stretch is 100 rounds, a watch 48 stretches (000:5-6)', () => {
    expect(TIME_UNITS.map((t) => t.ofPrevious)).toEqual([null, 100, 48]);
  });
});

describeWithSources('the tables against source 000', () => {
  const lines = readSource(MURDHAM_SOURCE);
  const line = (n: number) => lines[n - 1] ?? '';

  it.each(INJURIES.map((r) => [r.roll, r] as const))('injury %i is its line, word for word', (_roll, row) => {
    expect(line(row.line)).toBe(`${row.roll} | ${row.text} |`);
  });

  it.each(MUTATIONS.map((m) => [m.name, m] as const))('mutation %s is its line, with its d20 band', (_name, m) => {
    const text = line(m.line);
    const band = m.d20[0] === m.d20[1] ? String(m.d20[0]) : `${m.d20[0]}-${m.d20[1]}`;
    const group = m.d12[0] === m.d12[1] ? String(m.d12[0]) : `${m.d12[0]}-${m.d12[1]}`;
    // A group's first row carries the d12 cell; the rows after it only the d20 band, ending in an empty cell.
    expect([`${group} | ${band} | ${m.text} |`, `${band} | ${m.text} | |`]).toContain(text);
  });

  it.each(FORAGING.map((r) => [r.roll, r] as const))('foraging %i is its line', (_roll, row) => {
    expect(line(row.line)).toBe(`${row.roll} | ${row.text} |`);
  });

  it('states each number where the data cites it', () => {
    expect(line(8)).toContain(`between ${ABILITY_LIMITS.min} and ${ABILITY_LIMITS.max}`);
    expect(line(72)).toContain(`never exceed ${ABILITY_LIMITS.max}, or ${ABILITY_LIMITS.humanMax} for humans, not even temporarily`);
    expect(line(65)).toContain(`can never exceed ${ARMOUR_MAX}`);
    expect(line(138)).toContain(`start with ${STARTING_OMENS} omens, the maximum`);
    expect(line(157)).toContain(`for ${COSTS.meal}ʂ`);
    expect(line(159)).toContain(`for ${COSTS.room}ʂ`);
    expect(line(160)).toContain(`pay ${COSTS.animalFood}ʂ for food and ${COSTS.stable}ʂ for room`);
    expect(line(171)).toContain(`It costs ${COSTS.fullRest}ʂ, plus ${COSTS.fullRestPerCondition}ʂ for each temporary condition`);
    expect(line(151)).toContain(`It costs ${COSTS.funeral}ʂ, halved`);
    expect(line(173)).toContain(`up to ${ENCUMBRANCE.unencumbered} bulk unencumbered, and up to twice that encumbered`);
    expect(line(176)).toContain(`Groups of ${ENCUMBRANCE.coinsPerHalfBulk}ʂ have bulk equal to ½`);
    expect(line(177)).toContain(`bulk ${ENCUMBRANCE.pocketBulk} or less`);
    expect(line(180)).toContain('1:4 chance');
    expect(line(185)).toContain('up to 4 followers');
  });
});
