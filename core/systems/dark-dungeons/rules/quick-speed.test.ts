/**
 * Quick characters were made fast again (issue 15) by remembering lists worked out once, by answering questions
 * without wording the answer, and by buying the kit on a purse. Each fast path is held here to the slower path it
 * replaces, which the app still uses elsewhere; none of these tests knows what a character should come out as.
 */
import { describe, expect, it, vi } from 'vitest';
import { createSeededRandom } from '../../../dice';
import { ABILITY_ORDER, STARTING_SPELL_BOOK_ITEM_ID, type AbilityScores, type DarkDungeonsData } from '../character';
import { CLASS_IDS } from '../data/classes';
import { xpBonusOnly, xpBonusPercent } from '../data/class-requirements';
import { SKILLS } from '../data/skills';
import { classEligibility, eligibilityState } from './adjustment';
import { buyKit } from './kit';
import { quickCharacter, quickCharacterData, specialtiesFor } from './quick';
import { buyItem } from './shop';

/** Score sets: every ability 3..18 at random, seeded, plus the edges where the rules turn. */
function scoreSets(count: number, seed: number): AbilityScores[] {
  const rng = createSeededRandom(seed);
  const sets: AbilityScores[] = [];
  for (let i = 0; i < count; i++) {
    const s = {} as Record<(typeof ABILITY_ORDER)[number], number>;
    for (const a of ABILITY_ORDER) s[a] = rng.int(3, 18);
    sets.push(s);
  }
  for (const v of [3, 8, 9, 12, 13, 15, 16, 17, 18]) sets.push({ str: v, int: v, wis: v, dex: v, con: v, cha: v });
  return sets;
}

describe('answers without words agree with the worded answers', () => {
  const sets = scoreSets(5000, 15);

  it('eligibilityState is classEligibility’s state for every class', () => {
    const seen = new Set<string>();
    const differ: string[] = [];
    for (const scores of sets) {
      for (const c of CLASS_IDS) {
        const state = eligibilityState(c, scores);
        if (state !== classEligibility(c, scores).state) differ.push(`${c} ${JSON.stringify(scores)}`);
        seen.add(state);
      }
    }
    expect(differ).toEqual([]);
    // The sets reach all three states, so the comparison covered each branch.
    expect([...seen].sort()).toEqual(['not-possible', 'open', 'open-after-adjusting']);
  });

  it('xpBonusOnly is xpBonusPercent’s percent for every class', () => {
    const percents = new Set<number>();
    const differ: string[] = [];
    for (const scores of sets) {
      for (const c of CLASS_IDS) {
        const percent = xpBonusOnly(c, scores);
        if (percent !== xpBonusPercent(c, scores).percent) differ.push(`${c} ${JSON.stringify(scores)}`);
        percents.add(percent);
      }
    }
    expect(differ).toEqual([]);
    expect(percents.size).toBeGreaterThan(2);
  });
});

describe('remembered lists do not carry one character into the next', () => {
  it('a fresh module (nothing remembered yet) makes, per class, the character a well-used module makes', async () => {
    vi.resetModules();
    const fresh = await import('./quick');
    // Each class's first characters from the fresh module work out that class's lists as they go.
    const cold = CLASS_IDS.flatMap((classId, i) => [0, 1].map((k) => JSON.stringify(fresh.quickCharacter(createSeededRandom(500 + 2 * i + k), { id: 'c', now: 'n', classId }))));
    // The module imported above makes many characters first, filling every list it remembers.
    const warmRng = createSeededRandom(99);
    for (let i = 0; i < 2000; i++) quickCharacterData(warmRng);
    const warm = CLASS_IDS.flatMap((classId, i) => [0, 1].map((k) => JSON.stringify(quickCharacter(createSeededRandom(500 + 2 * i + k), { id: 'c', now: 'n', classId }))));
    const at = warm.findIndex((w, i) => w !== cold[i]);
    // On a difference, show the first differing character as a structured diff rather than two long strings.
    if (at >= 0) expect(JSON.parse(warm[at] ?? 'null'), `character ${at}`).toEqual(JSON.parse(cold[at] ?? 'null'));
    expect(at).toBe(-1);
    expect(warm).toHaveLength(CLASS_IDS.length * 2);
  });

  it('specialtiesFor gives a skill’s list unchanged however often it is asked, and each skill its own', () => {
    const first = SKILLS.map((s) => [...specialtiesFor(s)]);
    for (let i = 0; i < 3; i++) expect(SKILLS.map((s) => [...specialtiesFor(s)])).toEqual(first);
    const craft = SKILLS.find((s) => s.id === 'craft');
    const performance = SKILLS.find((s) => s.id === 'performance');
    if (!craft || !performance) throw new Error('the skill list lost craft or performance');
    expect(specialtiesFor(craft)).not.toEqual(specialtiesFor(performance));
  });
});

describe('the kit bought on a purse', () => {
  /** A quick character's payload as it was before its kit: kit lines and spellbook gone, the rolled gold back. */
  function beforeKit(data: DarkDungeonsData, gp = data.money.start ?? data.money.gp): DarkDungeonsData {
    return { ...data, equipment: data.equipment.filter((e) => !e.id.startsWith('kit-') && e.id !== STARTING_SPELL_BOOK_ITEM_ID), money: { ...data.money, gp } };
  }

  /** The kit's lines bought again one at a time through buyItem (the sheet's path), from the character before its kit. */
  function replayed(before: DarkDungeonsData, kitted: DarkDungeonsData): DarkDungeonsData {
    let data = before;
    const book = kitted.equipment.find((e) => e.id === STARTING_SPELL_BOOK_ITEM_ID);
    if (book) data = { ...data, equipment: [...data.equipment, book] };
    for (const line of kitted.equipment.filter((e) => e.id.startsWith('kit-'))) {
      const result = buyItem(data, { catalogId: line.catalogId ?? '', quantity: line.quantity }, line.id, true);
      if ('problem' in result) throw new Error(`${line.name}: ${result.problem}`);
      data = result.data;
    }
    return data;
  }

  it('is what buying the same lines one by one through buyItem gives, for every class and purse', () => {
    let kits = 0;
    for (const classId of CLASS_IDS) {
      for (let seed = 0; seed < 40; seed++) {
        const made = quickCharacterData(createSeededRandom(seed), classId).data;
        // The gold rolled, and purses from empty to rich, so that refusals and the dearest armour are both reached.
        for (const gp of [made.money.start ?? made.money.gp, seed * 5, 30 + seed * 12]) {
          const before = beforeKit(made, gp);
          const kitted = buyKit(before);
          expect(JSON.stringify(replayed(before, kitted))).toBe(JSON.stringify(kitted));
          if (kitted.equipment.length > before.equipment.length + 3) kits += 1;
        }
      }
    }
    expect(kits).toBeGreaterThan(100);
  });

  it('a quick character’s kit is its kit bought again from its rolled gold', () => {
    for (let seed = 0; seed < 200; seed++) {
      const made = quickCharacterData(createSeededRandom(seed)).data;
      expect(JSON.stringify(buyKit(beforeKit(made)))).toBe(JSON.stringify(made));
    }
  });
});
