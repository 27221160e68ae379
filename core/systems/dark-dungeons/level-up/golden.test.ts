/**
 * The golden test: every class taken from 1st to 36th level by repeated award + plan + apply with a seeded RNG.
 *
 * Each walk is checked twice. Without the rule texts: the hit-point rule, the skill and weapon-feat schedules and the
 * hand-checked levels are typed in this file with the line they come from, and the sheet must show what each plan
 * said. With the texts (tests/unit-support/sources.ts): every level's XP, attack bonus, saves, spells and hit dice
 * must equal the printed row (read by the same independent reader as the class-table tests) and the supplement's XP
 * table, never the data the engine reads.
 */
import { describe, expect, it } from 'vitest';
import { describeWithSources, readSource } from '../../../../tests/unit-support/sources';
import { createSeededRandom } from '../../../dice';
import type { CharacterDocument } from '../../../documents/character';
import { finalScores, type ClassId, type DarkDungeonsData } from '../character';
import { CLASS_IDS, CLASS_TABLES } from '../data/classes';
import { PRINTED_TABLES, SOURCE_004, SUPPLEMENT, readPrintedTable } from '../data/classes/testing/printed-tables';
import { abilityModifier, formatModifier } from '../data/ability-modifiers';
import { xpBonusPercent } from '../data/class-requirements';
import { SKILLS } from '../data/skills';
import type { SavingThrows } from '../data/types';
import { computeDerived } from '../rules/derive';
import { quickCharacter } from '../rules/quick';
import { validateCharacter } from '../rules/validate';
import { LevelUpError, applyLevelUp, applyXpAward, awardXp, findStep, planLevelUp, type LevelUpPlan } from './index';

/** Each class's "Hit Points" paragraph, typed by hand: the die to 9th, the fixed gain after, and the line of 004. */
const HIT_POINTS: Readonly<Record<ClassId, { die: number; after9: number; line: number }>> = {
  cleric: { die: 6, after9: 1, line: 171 }, // "Clerics gain 1d6 ... clerics gain 1 hit point per level"
  dwarf: { die: 8, after9: 2, line: 336 },
  elf: { die: 6, after9: 1, line: 432 },
  fighter: { die: 8, after9: 2, line: 521 },
  halfling: { die: 6, after9: 1, line: 619 }, // the paragraph runs over 617-619
  'magic-user': { die: 4, after9: 1, line: 705 },
  mystic: { die: 6, after9: 2, line: 751 },
  thief: { die: 4, after9: 2, line: 899 },
};

// supplement:195 "+1 at levels 5, 9, 13, 17, 21, 25, 29, 33"; supplement:204-205 (weapon-feat schedules: fighters and
// dwarves start with four, 004:342, 004:527).
const SKILL_LEVELS = [5, 9, 13, 17, 21, 25, 29, 33];
const FEAT_LEVELS = {
  standard: { start: 2, levels: [3, 6, 9, 11, 15, 23, 30, 36] },
  martial: { start: 4, levels: [3, 6, 9, 11, 15, 19, 23, 27, 30, 33, 36] },
};
const NOW = '2025-01-01T00:00:00.000Z';
const SAVE_KEYS: readonly (keyof SavingThrows)[] = ['deathRayPoison', 'magicWands', 'paralysisPetrify', 'breathWeapon', 'rodStaffSpell'];
const PLAIN_SKILL = SKILLS.find((s) => s.choose === undefined && s.abilities.length > 0);

type Doc = CharacterDocument<DarkDungeonsData>;
type Derived = Map<string, number | string>;

function derived(doc: Doc): Derived {
  return new Map(computeDerived(doc.data).map((v) => [v.id, v.value]));
}

/** The smallest award whose bonus-adjusted value covers `needed`. */
function smallestAward(needed: number, percent: number): number {
  let base = Math.ceil((needed * 100) / (100 + percent));
  while (base > 0 && Math.floor(((base - 1) * (100 + percent)) / 100) >= needed) base--;
  return base;
}

/** One level of a walk: the plan, the sheet before and after, and the XP at which the level became ready. */
interface Step {
  readonly level: number;
  readonly plan: LevelUpPlan;
  readonly before: Derived;
  readonly after: Derived;
  readonly readyAt: number;
  readonly justShort: boolean;
}

interface Walk {
  readonly con: number;
  readonly start: Derived;
  readonly steps: readonly Step[];
  readonly end: Doc;
  readonly refusedBeforeAward: boolean;
}

const walks = new Map<ClassId, Walk>();

/** Levels a quick character of the class from 1 to 36 (once per class; both describes read the same walk). */
function walk(classId: ClassId): Walk {
  const done = walks.get(classId);
  if (done) return done;
  const rng = createSeededRandom(1000 + CLASS_IDS.indexOf(classId));
  let doc = quickCharacter(rng, { id: `golden-${classId}`, now: NOW, classId });
  expect(validateCharacter(doc)).toEqual([]);
  const final = finalScores(doc.data)!;
  const bonus = xpBonusPercent(classId, final).percent;
  const start = derived(doc);
  const steps: Step[] = [];
  let refusedBeforeAward = true;
  for (let level = 2; level <= 36; level++) {
    const threshold = CLASS_TABLES[classId].levels[level - 1]!.xp;
    try {
      planLevelUp(doc, rng);
      refusedBeforeAward = false;
    } catch (e) {
      if (!(e instanceof LevelUpError)) throw e;
    }
    const base = smallestAward(threshold - doc.data.xp, bonus);
    const justShort = !awardXp(doc, base - 1).levelReady;
    const award = awardXp(doc, base);
    expect(award).toMatchObject({ levelReady: true, readyLevel: level, capped: false, bonusPercent: bonus });
    doc = applyXpAward(doc, award, NOW);
    const readyAt = doc.data.xp;
    const plan = planLevelUp(doc, rng);
    const skillStep = findStep(plan, 'skill-points');
    const chosen = skillStep && PLAIN_SKILL ? [{ skillId: PLAIN_SKILL.id, specialty: '', points: skillStep.gained }] : [];
    const before = derived(doc);
    doc = applyLevelUp(doc, plan, { skills: chosen }, NOW);
    steps.push({ level, plan, before, after: derived(doc), readyAt, justShort });
  }
  const result: Walk = { con: abilityModifier(final.con), start, steps, end: doc, refusedBeforeAward };
  walks.set(classId, result);
  return result;
}

describe.each(CLASS_IDS)('%s from level 1 to 36', (classId) => {
  it('follows the hit-point rule and the skill and weapon-feat schedules typed above, and the sheet shows each plan', () => {
    const { con, start, steps, end, refusedBeforeAward } = walk(classId);
    const hp = HIT_POINTS[classId];
    const feats = classId === 'fighter' || classId === 'dwarf' ? FEAT_LEVELS.martial : FEAT_LEVELS.standard;
    expect(refusedBeforeAward).toBe(true);
    let skillPoints = start.get('skills.available') as number;
    for (const { level, plan, before, after, justShort } of steps) {
      expect(justShort, `level ${level}: 1 XP less is not enough`).toBe(true);
      expect(plan).toMatchObject({ fromLevel: level - 1, toLevel: level, forced: false });

      // Hit points: die + Con (at least 1) to 9th, the prose's fixed amount from 10th.
      const gain = end.data.hitPoints.rolls[level - 1]!;
      const hpStep = findStep(plan, 'hit-points')!;
      expect(gain).toEqual(hpStep.roll);
      if (level <= 9) {
        expect(gain.die).toBeGreaterThanOrEqual(1);
        expect(gain.die).toBeLessThanOrEqual(hp.die);
        expect(gain.con).toBe(con);
        expect(gain.gained).toBe(Math.max(1, gain.die + con));
        expect(plan.dice).toHaveLength(1);
      } else {
        expect(gain).toMatchObject({ die: 0, con: 0, fixed: hp.after9, gained: hp.after9 });
        expect(plan.dice).toEqual([]);
      }
      expect(after.get('hp.max')).toBe((before.get('hp.max') as number) + gain.gained);
      expect(hpStep.after - hpStep.before).toBe(gain.gained);

      // What the plan announces is what the sheet shows afterwards; what it does not announce does not change.
      const ab = findStep(plan, 'attack-bonus');
      expect(after.get('attackBonus')).toBe(ab ? formatModifier(ab.after) : before.get('attackBonus'));
      const saves = findStep(plan, 'saves');
      for (const k of SAVE_KEYS) expect(after.get(`save.${k}`)).toBe(saves ? saves.after[k] : before.get(`save.${k}`));
      const spells = findStep(plan, 'spells-per-day');
      const spellIds = (m: Derived) => [...m.keys()].filter((id) => /^spells\.\d+$/.test(id));
      if (spells) spells.after.forEach((count, i) => expect(after.get(`spells.${i + 1}`)).toBe(count));
      else expect(spellIds(after).map((id) => after.get(id))).toEqual(spellIds(before).map((id) => before.get(id)));

      // Skill points arrive exactly at 5, 9, 13, ... (one each).
      const available = after.get('skills.available') as number;
      expect(available - skillPoints, `level ${level} skills`).toBe(SKILL_LEVELS.includes(level) ? 1 : 0);
      expect(findStep(plan, 'skill-points')?.gained ?? 0).toBe(SKILL_LEVELS.includes(level) ? 1 : 0);
      skillPoints = available;

      // Weapon-feat slots follow the schedule and are banked, not spent.
      const slots = feats.start + feats.levels.filter((l) => l <= level).length;
      expect(after.get('weaponFeats.slots'), `level ${level} feats`).toBe(slots);
      expect(findStep(plan, 'weapon-feat-slot')?.gained ?? 0).toBe(feats.levels.includes(level) ? 1 : 0);
      expect(after.get('weaponFeats.banked')).toBe(slots - feats.start);

      // Special abilities: one step per ability the class table gains at this level (the tables themselves are
      // checked against the texts by data/classes/classes-printed.test.ts).
      const abilities = plan.steps.flatMap((s) => (s.kind === 'special-ability' ? [s.ability.id] : []));
      expect(abilities).toEqual(CLASS_TABLES[classId].levels[level - 1]!.gains);
    }
    expect(end.data.level).toBe(36);
    expect(end.history.filter((h) => h.kind === 'level-up')).toHaveLength(35);
    expect(() => planLevelUp(end, createSeededRandom(1), { force: true })).toThrow(/highest level/);
    expect(validateCharacter(end)).toEqual([]);
  });
});

/** The supplement's XP and attack-bonus table, rows at lines 212-247 (header at 210), parsed cell by cell. */
function supplementRow(classId: ClassId, level: number): { xp: number; ab: number } {
  const lines = readSource(SUPPLEMENT);
  const header = (lines[209] ?? '').split('|').map((c) => c.trim());
  const cells = (lines[210 + level] ?? '').split('|').map((c) => c.trim());
  if (Number(cells[1]) !== level) throw new Error(`supplement line ${211 + level} is not level ${level}`);
  const name = CLASS_TABLES[classId].name;
  const xp = Number((cells[header.indexOf(name)] ?? '').replace(/,/g, ''));
  const ab = Number(cells[header.findIndex((c) => c.startsWith('AB') && c.includes(name))]);
  return { xp, ab };
}

describeWithSources('the golden walks against the printed tables', () => {
  it('the hit-point rules typed above are the prose of source 004', () => {
    const lines = readSource(SOURCE_004);
    for (const classId of CLASS_IDS) {
      const { die, after9, line } = HIT_POINTS[classId];
      expect(line).toBe(PRINTED_TABLES[classId].hpLine);
      const text = lines.slice(line - 3, line).join(' ');
      expect(text, classId).toMatch(new RegExp(`gain 1d${die} hit points per level`));
      expect(text, classId).toMatch(new RegExp(`After 9th level, [a-z-]+ gain ${after9} hit points? per level`, 'i'));
    }
  });

  it.each(CLASS_IDS)('%s: XP, attack bonus, saves, spells and hit dice at every level are the printed ones', (classId) => {
    const printed = readPrintedTable(classId, readSource);
    const { die, after9 } = HIT_POINTS[classId];
    const misprint = CLASS_TABLES[classId].reconstructions.find((r) => r.column === 'hitDice')?.level ?? Infinity;
    for (const { level, plan, after, readyAt } of walk(classId).steps) {
      const row = printed[level - 1]!;
      const prev = printed[level - 2]!;
      const at = `${PRINTED_TABLES[classId].file}:${row.lines.join('-')}`;
      const supplement = supplementRow(classId, level);
      // The level became ready at the printed XP, which the supplement's table repeats.
      expect(row.xp, at).toBe(supplement.xp);
      expect(readyAt, at).toBeGreaterThanOrEqual(row.xp);
      expect(readyAt - row.xp, at).toBeLessThan(20);
      // Attack bonus: the supplement's column (the split rows at 29th are garbled in 004), a step only on a change.
      expect(after.get('attackBonus'), at).toBe(formatModifier(supplement.ab));
      if (!Number.isNaN(row.attackBonus)) expect(supplement.ab, at).toBe(row.attackBonus);
      expect(findStep(plan, 'attack-bonus') !== undefined, at).toBe(supplementRow(classId, level - 1).ab !== supplement.ab);
      for (const k of SAVE_KEYS) expect(after.get(`save.${k}`), `${at} ${k}`).toBe(row.saves[k]);
      row.spellsPerDay.forEach((count, i) => expect(after.get(`spells.${i + 1}`), at).toBe(count));
      expect(after.has(`spells.${row.spellsPerDay.length + 1}`), at).toBe(false);
      expect(findStep(plan, 'spells-per-day')?.after ?? prev.spellsPerDay, at).toEqual(row.spellsPerDay);
      if (level < misprint) expect(row.hitDice, at).toBe(level <= 9 ? `${level}d${die}` : `9d${die}+${(level - 9) * after9}`);
    }
  });
});

describe('golden spot checks against the printed rows', () => {
  it('cleric 8 → 9 and 9 → 10 show the printed saves and spells', () => {
    let doc = quickCharacter(createSeededRandom(7), { id: 'spot', now: NOW, classId: 'cleric' });
    const rng = createSeededRandom(8);
    const plans = [];
    // 004:75-84, XP column: the thresholds of levels 2-10.
    for (const xp of [1500, 3000, 6000, 12000, 25000, 50000, 100000, 200000, 300000]) {
      doc = applyXpAward(doc, awardXp(doc, xp - doc.data.xp, 'spell'), NOW);
      const plan = planLevelUp(doc, rng);
      plans.push(plan);
      const step = findStep(plan, 'skill-points');
      doc = applyLevelUp(doc, plan, { skills: step ? [{ skillId: 'cooking', specialty: '', points: step.gained }] : [] }, NOW);
    }
    // 004:83 "9 200000 9d6 4 6 5 3 3 3 2 8 9 11 13 12": skills 6 (a point at 9th), spells 3/3/3/2, same saves as 8th.
    const nine = plans[7]!;
    expect(findStep(nine, 'spells-per-day')?.after).toEqual([3, 3, 3, 2]);
    expect(findStep(nine, 'saves')).toBeUndefined();
    expect(findStep(nine, 'skill-points')?.gained).toBe(1);
    expect(findStep(nine, 'weapon-feat-slot')?.gained).toBe(1);
    // 004:84 "10 300000 9d6+1 5 6 5 4 4 3 2 1 7 8 10 12 11": AB 5, fifth-level spells, saves 7/8/10/12/11, +1 hp fixed.
    const ten = plans[8]!;
    expect(findStep(ten, 'attack-bonus')).toEqual({ kind: 'attack-bonus', before: 4, after: 5 });
    expect(findStep(ten, 'spells-per-day')?.after).toEqual([4, 4, 3, 2, 1]);
    expect(findStep(ten, 'saves')?.after).toEqual({ deathRayPoison: 7, magicWands: 8, paralysisPetrify: 10, breathWeapon: 12, rodStaffSpell: 11 });
    expect(findStep(ten, 'hit-points')?.roll).toMatchObject({ die: 0, fixed: 1, gained: 1 });
    // 004:124-125: Table 4-2b prints the same row for 9th and 10th, so 9 → 10 has no turning step and 8 → 9 has one.
    expect(findStep(ten, 'turn-undead')).toBeUndefined();
    expect(findStep(nine, 'turn-undead')?.after).toMatchObject({ skeleton: 'd', mummy: 'd', spectre: 't', phantom: '7', spirit: '11', nightshade: '-' });
    expect(derived(doc).get('save.magicWands')).toBe(8);
  });

  it('thief 35 → 36 and mystic 15 → 16 show the printed last rows', () => {
    const top = (classId: ClassId, level: number, xp: number): LevelUpPlan => {
      const doc = quickCharacter(createSeededRandom(9), { id: `top-${classId}`, now: NOW, classId });
      return planLevelUp({ ...doc, data: { ...doc.data, level: level - 1, xp } }, createSeededRandom(10));
    };
    // 004:884 "35 3280000 ... 118 109 127 119 99 98 190 128 80 90 2 2 2 2 2"; 004:885 "36 3400000 9d4+56 18 12 10 120 110
    // 130 120 100 100 195 130 80 90 2 2 2 2 2"
    const thief = top('thief', 36, 3400000);
    expect(findStep(thief, 'attack-bonus')).toEqual({ kind: 'attack-bonus', before: 17, after: 18 });
    expect(findStep(thief, 'thief-abilities')?.after).toMatchObject({ openLocks: 120, pickPockets: 195, hearNoise: 130, useMagicUserScroll: 90 });
    expect(findStep(thief, 'saves')).toBeUndefined();
    expect(findStep(thief, 'hit-points')?.roll).toMatchObject({ fixed: 2, gained: 2 });
    // supplement:131 "| 15 | ... | -5 | 95' | 4 | 4d8 | +4 |"; supplement:132 "| 16 | 1,080,000 | 9d6+14 | +8 | -6 | 100' | 4 |
    // 3d12 | +5 | 76% | 70% | 102% | 72% | 60% | 5/6/6/7/8 | Dim Mak |"
    const mystic = top('mystic', 16, 1080000);
    expect(findStep(mystic, 'mystic')?.after).toEqual({ armourClass: -6, movement: 100, strikeDamage: '3d12', attacks: '4', unarmedAs: '+5' });
    expect(findStep(mystic, 'saves')?.after).toEqual({ deathRayPoison: 5, magicWands: 6, paralysisPetrify: 6, breathWeapon: 7, rodStaffSpell: 8 });
    expect(findStep(mystic, 'special-ability')?.ability.id).toBe('dim-mak');
  });
});
