import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../../dice/testing';
import { createSeededRandom } from '../../../dice';
import type { CharacterDocument } from '../../../documents/character';
import type { DarkDungeonsData, WeaponFeat } from '../character';
import { quickCharacter } from '../rules/quick';
import { validateCharacter } from '../rules/validate';
import {
  LevelUpError,
  bankedWeaponFeats,
  completedFailedCoursesFor,
  planTraining,
  resolveTraining,
  trainingOptions,
} from './index';

const NOW = '2025-05-01T09:00:00.000Z';

/**
 * A 3rd-level fighter (Weapon Feats 5 at 3rd, 004:475 "3 4000 3d8 2 4 5 ...") with four feats at Basic, so one is
 * banked, holding `gp` gold.
 */
function fighter(gp: number, feats?: readonly WeaponFeat[]): CharacterDocument<DarkDungeonsData> {
  const doc = quickCharacter(createSeededRandom(31), { id: 'train-fighter', now: NOW, classId: 'fighter' });
  const weaponFeats = feats ?? [
    { weaponId: 'sword-normal', proficiency: 'B' },
    { weaponId: 'dagger', proficiency: 'B' },
    { weaponId: 'spear', proficiency: 'B' },
    { weaponId: 'bow-long', proficiency: 'B' },
  ];
  const rolls = [...doc.data.hitPoints.rolls, { level: 2, die: 4, con: 0, fixed: 0, gained: 4, source: 'rolled' as const }, { level: 3, die: 4, con: 0, fixed: 0, gained: 4, source: 'rolled' as const }];
  const con = doc.data.hitPoints.rolls[0]!.con;
  return {
    ...doc,
    data: {
      ...doc.data,
      level: 3,
      xp: 4000,
      weaponFeats,
      money: { gp, rolled: null },
      hitPoints: { rolls: rolls.map((r) => (r.level > 1 ? { ...r, con, gained: Math.max(1, r.die + con) } : r)), current: 10 },
    },
  };
}

describe('trainingOptions', () => {
  it('lists one step up on known weapons and Basic on new usable ones, with the mastery effects gained', () => {
    const doc = fighter(5000);
    const { banked, options } = trainingOptions(doc);
    expect(banked).toBe(1);
    const sword = options.find((o) => o.weaponId === 'sword-normal')!;
    // supplement:561 "|  | B | - | - | 1d8 | 1d8 | - | - |"
    // supplement:562 "|  | S | +2 | +1 | 1d12 | 1d12 | - | AC Bonus (Armed/-2 vs. 1), Deflect (1), Disarm (+0) |"
    expect(sword).toMatchObject({
      from: 'B',
      to: 'S',
      effects: {
        level: 'S', toHit: 2, toHitUnarmed: 1, damage: '1d12', damageUnarmed: '1d12', range: '', acBonus: 'Armed/-2 vs. 1',
        special: ['Deflect (1)', 'Disarm (+0)'],
      },
    });
    expect(sword.gained).toEqual([
      'To hit +2 vs armed, +1 vs unarmed',
      'Damage 1d12 vs armed, 1d12 vs unarmed',
      'AC bonus Armed/-2 vs. 1',
      'Deflect (1)',
      'Disarm (+0)',
    ]);
    const axe = options.find((o) => o.weaponId === 'axe-battle')!;
    expect(axe).toMatchObject({ from: 'N', to: 'B' });
    // Known weapons come first.
    expect(options.findIndex((o) => o.from === 'N')).toBeGreaterThanOrEqual(4);
  });

  it('offers nothing beyond Grandmaster and only weapons the class may use', () => {
    const doc = fighter(5000, [{ weaponId: 'sword-normal', proficiency: 'G' }]);
    expect(trainingOptions(doc).options.some((o) => o.weaponId === 'sword-normal')).toBe(false);
    const cleric = quickCharacter(createSeededRandom(32), { id: 'c', now: NOW, classId: 'cleric' });
    // 004:Table 6-1 "Sword, Normal" has no cleric Y (blunt weapons only).
    expect(trainingOptions(cleric).options.some((o) => o.weaponId === 'sword-normal')).toBe(false);
  });
});

describe('planTraining', () => {
  it('gives the Table 11-1 terms: Skilled under an Expert trainer, 2 weeks at 500 gp, 70% (supplement:299)', () => {
    const plan = planTraining(fighter(5000), { weaponId: 'sword-normal', trainerLevel: 'E' });
    expect(plan.terms).toMatchObject({ weeks: 2, weeklyFee: 500, totalFee: 1000, rollAfterWeeks: 1, chance: 70 });
    expect(plan.completedFailedCourses).toBe(0);
  });

  it('adds 10% per completed failed course (supplement:308, "50% becomes 60%")', () => {
    const plan = planTraining(fighter(5000), { weaponId: 'sword-normal', trainerLevel: 'S', completedFailedCourses: 1 });
    expect(plan.terms).toMatchObject({ baseChance: 50, retryBonus: 10, chance: 60 });
  });

  it('refuses without a banked feat, when the trainer is too low, and when the character cannot pay', () => {
    const full = fighter(5000, [
      { weaponId: 'sword-normal', proficiency: 'S' },
      { weaponId: 'dagger', proficiency: 'B' },
      { weaponId: 'spear', proficiency: 'B' },
      { weaponId: 'bow-long', proficiency: 'B' },
    ]);
    expect(bankedWeaponFeats(full.data)).toBe(0);
    expect(() => planTraining(full, { weaponId: 'dagger', trainerLevel: 'G' })).toThrow(/No weapon feat is banked/);
    // supplement:300: a Basic trainer prints "–" for Expert.
    expect(() => planTraining(fighter(5000, [{ weaponId: 'sword-normal', proficiency: 'S' }]), { weaponId: 'sword-normal', trainerLevel: 'B' })).toThrow(
      /cannot teach Expert proficiency/,
    );
    const poor = fighter(999);
    try {
      planTraining(poor, { weaponId: 'sword-normal', trainerLevel: 'E' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(LevelUpError);
      expect((e as LevelUpError).code).toBe('cannot-pay');
      expect((e as Error).message).toBe('The course costs 1,000 gp (2 weeks at 500 gp) and the character has 999 gp.');
    }
    expect(() => planTraining(poor, { weaponId: 'no-such-weapon', trainerLevel: 'E' })).toThrow(/no weapon/);
  });
});

describe('resolveTraining', () => {
  it('on success spends the feat, raises the weapon one step and pays the whole course', () => {
    const doc = fighter(5000);
    const plan = planTraining(doc, { weaponId: 'sword-normal', trainerLevel: 'E' });
    const out = resolveTraining(doc, plan, createScriptedRandom([70]), NOW);
    expect(out).toMatchObject({ roll: 70, success: true, weeks: 2, feePaid: 1000 });
    expect(out.document.data.money.gp).toBe(4000);
    expect(out.document.data.weaponFeats.find((f) => f.weaponId === 'sword-normal')?.proficiency).toBe('S');
    expect(bankedWeaponFeats(out.document.data)).toBe(0);
    const entry = out.document.history.at(-1)!;
    expect(entry).toMatchObject({ kind: 'training', at: NOW });
    // supplement:298-300: an Expert trainer (500 gp a week) teaches Skilled in 2 weeks at 70%.
    expect(entry.kind === 'training' && entry.payload).toEqual({ weaponId: 'sword-normal', to: 'S', trainer: 'E', roll: 70, chance: 70, outcome: 'success', fee: 1000, weeks: 2 });
    expect(entry.undo).toEqual({ add: { 'money.gp': -1000 }, set: { weaponFeats: doc.data.weaponFeats } });
    expect(entry.dice).toEqual(['d%: [70] = 70 (rolled) vs 70% after 1 week: success']);
    expect(validateCharacter(out.document).filter((v) => v.path === 'weaponFeats')).toEqual([]);
  });

  it('keeps the purse to the copper piece (1,000.3 gp less a 1,000 gp course is 0.3 gp, not 0.2999999999999545)', () => {
    const doc = fighter(1000.3);
    const plan = planTraining(doc, { weaponId: 'sword-normal', trainerLevel: 'E' });
    const out = resolveTraining(doc, plan, createScriptedRandom([70]), NOW);
    expect(out.feePaid).toBe(1000);
    expect(out.document.data.money.gp).toBe(0.3);
  });

  it('learns a new weapon at Basic', () => {
    const doc = fighter(5000);
    const plan = planTraining(doc, { weaponId: 'axe-battle', trainerLevel: 'B' });
    const out = resolveTraining(doc, plan, { roll: 60 }, NOW);
    expect(out.success).toBe(true);
    expect(out.document.data.weaponFeats.at(-1)).toEqual({ weaponId: 'axe-battle', proficiency: 'B' });
    expect(out.document.data.money.gp).toBe(4900);
  });

  it('on failure the student quits at the roll, pays the weeks done and keeps the feat (supplement:306-307)', () => {
    const doc = fighter(5000);
    const plan = planTraining(doc, { weaponId: 'sword-normal', trainerLevel: 'E' });
    const out = resolveTraining(doc, plan, createScriptedRandom([71]), NOW);
    expect(out).toMatchObject({ success: false, weeks: 1, feePaid: 500, completedFailedCourse: false });
    expect(out.document.data.money.gp).toBe(4500);
    expect(out.document.data.weaponFeats).toEqual(doc.data.weaponFeats);
    expect(bankedWeaponFeats(out.document.data)).toBe(1);
    expect(completedFailedCoursesFor(out.document, 'sword-normal', 'S')).toBe(0);
  });

  it('a completed failed course costs the whole fee and gives +10% on the retry (supplement:308)', () => {
    const doc = fighter(5000);
    const first = planTraining(doc, { weaponId: 'sword-normal', trainerLevel: 'S' });
    expect(first.terms.chance).toBe(50);
    const failed = resolveTraining(doc, first, { roll: 51 }, NOW, { onFailure: 'complete' });
    expect(failed).toMatchObject({ success: false, weeks: 2, feePaid: 500, completedFailedCourse: true });
    expect(completedFailedCoursesFor(failed.document, 'sword-normal', 'S')).toBe(1);
    const retry = planTraining(failed.document, { weaponId: 'sword-normal', trainerLevel: 'S' });
    expect(retry.terms.chance).toBe(60);
    const ok = resolveTraining(failed.document, retry, { roll: 60 }, NOW);
    expect(ok.success).toBe(true);
    expect(ok.document.data.money.gp).toBe(4000);
  });

  it('counts completed failed courses from the payloads (weapon by id), whatever the sentences say', () => {
    const doc = fighter(5000);
    const failed = resolveTraining(doc, planTraining(doc, { weaponId: 'sword-normal', trainerLevel: 'S' }), { roll: 51 }, NOW, { onFailure: 'complete' });
    const reworded = { ...failed.document, history: failed.document.history.map((h) => ({ ...h, summary: 'Reworded' })) };
    expect(completedFailedCoursesFor(reworded, 'sword-normal', 'S')).toBe(1);
    expect(completedFailedCoursesFor(reworded, 'sword-normal', 'E')).toBe(0);
    expect(completedFailedCoursesFor(reworded, 'dagger', 'S')).toBe(0);
    expect(failed.document.history.at(-1)?.undo).toEqual({ add: { 'money.gp': -500 } }); // no feat changed, only the fee
  });

  it('refuses an impossible typed roll and a plan that no longer fits', () => {
    const doc = fighter(5000);
    const plan = planTraining(doc, { weaponId: 'sword-normal', trainerLevel: 'E' });
    expect(() => resolveTraining(doc, plan, { roll: 0 }, NOW)).toThrow('A d% roll is 1 to 100; 0 is not possible.');
    const done = resolveTraining(doc, plan, { roll: 1 }, NOW).document;
    expect(() => resolveTraining(done, plan, { roll: 1 }, NOW)).toThrow(LevelUpError);
    const broke = { ...doc, data: { ...doc.data, money: { gp: 10, rolled: null } } };
    expect(() => resolveTraining(broke, plan, { roll: 1 }, NOW)).toThrow(/costs 1,000 gp/);
  });
});
