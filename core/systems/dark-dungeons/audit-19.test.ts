/**
 * Issue 19's Dark Dungeons findings, each pinned to the line of the text it follows: the 18 ceiling named as the
 * reason (004:44), the To-Hit row's words counting the attack bonus once (supplement §9.5), coins weighed one cn
 * each whatever the metal and written as coins (supplement §7.1), XP enough for a level as a level-up waiting
 * (supplement §4), a freed spell slot through the write path, and a rejected set of typed scores giving each reason
 * once (004:21).
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { execute, type Command, type CommandContext } from '../../character/command';
import type { Problem, Written } from '../../character/write';
import type { CharacterDocument } from '../../documents/character';
import type { DarkDungeonsData } from './character';
import { adjust, adjustmentBalance, purseWords, typeScores } from './creation-steps';
import { adjustmentProblems } from './rules/adjustment';
import { coinCount, load } from './rules/gear';
import { rerollVerdict } from './rules/rolling';
import { validateCharacter } from './rules/validate';
import { deriveWithOverrides } from './rules/derive';
import { darkDungeonsSheet } from './sheet';
import { darkDungeonsVitals } from './vitals';
import { levelUpReady } from './level-up';
import { prepare, unprepare } from './commands';
import { darkDungeons } from './system';
import { carried, docOf, handBuilt, scores } from './rules/testing';
import { newDarkDungeonsData } from './character';

type Doc = CharacterDocument<DarkDungeonsData>;
const T0 = '2026-03-01T20:00:00.000Z';
const ctx: CommandContext = { system: darkDungeons, now: T0, rng: createScriptedRandom([]), newId: () => 'item-1' };

function run<I>(doc: Doc, command: Command<DarkDungeonsData, I>, input: I): Written<DarkDungeonsData> | Problem {
  return execute(doc as CharacterDocument, command as Command<unknown, I>, input, ctx) as Written<DarkDungeonsData> | Problem;
}

describe('raising a score past 18 is refused for the ceiling (004:44 "enhanced, to a maximum value of 18")', () => {
  // A fighter raises Str only, sacrificing Int and Wis (Table 4-1, 004:32 "Fighter Strength Intelligence; Wisdom").
  const base = scores(17, 13, 13, 10, 10, 10);
  const fighter = (adj: Partial<Record<'str' | 'int' | 'wis', number>>): DarkDungeonsData => ({
    ...handBuilt('fighter', base),
    adjustments: { str: 0, int: 0, wis: 0, dex: 0, con: 0, cha: 0, ...adj },
  });

  it('Str 18 with 2 sacrificed points to spare: the next point up is refused as "no score above 18"', () => {
    const at18 = fighter({ str: 1, int: -2, wis: -2 });
    const refused = adjust(at18, 'str', 1);
    expect(refused).toEqual({ problem: 'Str is 18: no score may be raised above 18 (004:44).' });
    // The spare points are named for what they are: they cannot buy anything, because of the ceiling.
    const problems = adjustmentProblems('fighter', base, at18.adjustments).map((p) => p.message);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^2 sacrificed points are not spent, and they cannot buy anything: Str is 18, and no score may be raised above 18\. Take back 2 sacrificed points\. — Source: 004:44$/);
    expect(problems[0]).not.toMatch(/lower scores in pairs/);
    expect(adjustmentBalance(at18).waiting).toBe('2 points waiting, but no score may be raised above 18: take the sacrifice back');
  });

  it('Str 17 typed up to 19 in a file: validate names the ceiling first, and the spare points by the same rule', () => {
    const messages = validateCharacter(docOf(fighter({ str: 2, int: -3, wis: -3 }))).map((v) => v.message);
    expect(messages).toContain('Str would be 19; enhancement stops at 18. — Source: 004:44');
    expect(messages.some((m) => /lower scores in pairs/.test(m))).toBe(false);
  });

  it('spare points with room left still point at the 2-for-1 rule (004:46)', () => {
    const spare = fighter({ int: -2, wis: -2 });
    expect(adjustmentProblems('fighter', base, spare.adjustments).map((p) => p.message)).toEqual([
      '4 sacrificed points are not spent: raise a score by 2 more, or take them back (2 sacrificed for each point raised). — Source: 004:46',
    ]);
    expect(adjustmentBalance(spare).waiting).toBe('4 points waiting: raise a score');
  });
});

describe('the To-Hit row counts the attack bonus once (supplement §9.5: roll 20 − (AB + AC + modifiers))', () => {
  it('a level-1 dwarf (attack bonus 1, 004:282) with Str 16 (+2) and a battle axe, to hit +3, needs 8 against AC 9', () => {
    const dwarf = handBuilt('dwarf', scores(16, 10, 10, 10, 12, 10), { feats: ['axe-battle'], items: [carried('weapon-axe-battle')] });
    const sheet = darkDungeonsSheet(docOf(dwarf), '2026-03-01');
    const weapons = sheet.main.find((s) => s.id === 'weapons');
    const toHit = sheet.main.find((s) => s.id === 'to-hit');
    if (weapons?.kind !== 'table' || toHit?.kind !== 'table') throw new Error('the sheet has no weapon or To-Hit table');
    expect(weapons.rows[0]?.cells[2]).toBe('+3');
    const row = toHit.rows[0];
    // The row itself is the attack bonus alone: 20 − (1 + 9) = 10 against AC 9.
    expect(row?.cells[1]).toBe('10');
    expect(row?.explanation).toContain('against AC 9: 20 − (3 + 9) = 8 or more');
    expect(row?.explanation).not.toMatch(/= 7\b/);
    expect(row?.explanation).not.toMatch(/lowers the roll needed by that much/);
  });
});

describe('coins: 1 cn each whatever the metal, written as coins (supplement §7.1 "1 coin = 1 cn")', () => {
  const purse = (gp: number) => ({ ...handBuilt('fighter', scores(13, 10, 10, 10, 10, 10)), money: { gp, rolled: '3d6×10', start: 80 } });

  it('71 gp 8 sp is 79 coins, so 79 cn of load', () => {
    expect(coinCount(71.8)).toBe(79);
    expect(coinCount(71.85)).toBe(84);
    expect(coinCount(0)).toBe(0);
    const d = purse(71.8);
    const clothes = d.equipment.reduce((s, e) => s + (e.worn ? 0 : e.weightCn * e.quantity), 0);
    expect(load(d).total).toBe(clothes + 79);
    expect(load(d).explanation).toContain('79 cn of coins (71 gp 8 sp), 1 cn per coin whatever the metal');
  });

  it('the purse shows "71 gp 8 sp" on the sheet, on the gold tracker and at step 9', () => {
    const doc = docOf(purse(71.8));
    expect(deriveWithOverrides(doc).find((v) => v.id === 'money.gp')?.value).toBe('71 gp 8 sp');
    expect(darkDungeonsVitals.trackers(doc).find((t) => t.id === 'gold')?.display).toBe('71 gp 8 sp');
    expect(purseWords(doc.data)).toBe('71 gp 8 sp');
  });

  it('step 9 before the roll says so, not "0 sp"', () => {
    expect(purseWords(newDarkDungeonsData())).toBe('not rolled yet');
    // Spent down to nothing after a roll is an empty purse, in gold.
    expect(purseWords({ ...newDarkDungeonsData(), money: { gp: 0, rolled: '3d6×10: [1, 1, 1] = 30 gp', start: 30 } })).toBe('0 gp');
  });
});

describe('XP enough for the next level is a level-up waiting, not a rule broken (supplement §4: gained at the next rest)', () => {
  it('a level-1 fighter with 2,000 XP (004:474 "2 2000") validates clean and is ready to level up', () => {
    const d = { ...handBuilt('fighter', scores(13, 10, 10, 10, 10, 10), { feats: ['sword-normal', 'dagger', 'axe-battle', 'sling'] }), xp: 2_000 };
    const doc = docOf(d);
    expect(levelUpReady(d)).toBe(true);
    expect(validateCharacter(doc).filter((v) => v.path === 'xp')).toEqual([]);
    expect(darkDungeonsSheet(doc, '2026-03-01').footer.rulesNotFollowed ?? []).not.toContainEqual(expect.stringMatching(/reaches level|level up/i));
  });
});

describe('prepared spells: a slot freed through the write path (Table 4-7, 004:658: a level-2 magic-user has 2 first-level spells)', () => {
  const mage = (): Doc =>
    docOf({
      ...handBuilt('magic-user', scores(10, 16, 10, 10, 10, 10)),
      level: 2,
      xp: 2_500,
      spellbook: [
        { name: 'Read Magic', level: 1 },
        { name: 'Sleep', level: 1 },
        { name: 'Shield', level: 1 },
      ],
    });

  it('"Cast or take back" writes a history entry, and the slot it frees can be filled again', () => {
    let doc = mage();
    for (const name of ['Sleep', 'Shield']) {
      const out = run(doc, prepare, { name });
      if ('problem' in out) throw new Error(out.problem);
      doc = out.doc;
    }
    expect(run(doc, prepare, { name: 'Read Magic' })).toEqual({ problem: 'All 2 first-level slots are taken; remove one first.' });
    const freed = run(doc, unprepare, { index: 0 });
    if ('problem' in freed) throw new Error(freed.problem);
    expect(freed.doc.history.length).toBe(doc.history.length + 1);
    expect(freed.doc.history.at(-1)?.summary).toBe('Slot freed: Sleep');
    expect(freed.doc.data.memorised).toEqual([{ name: 'Shield', level: 1 }]);
    const again = run(freed.doc, prepare, { name: 'Read Magic' });
    expect('problem' in again).toBe(false);
  });
});

describe('a rejected set of typed scores gives each of its reasons once (004:21)', () => {
  it('a set failing both halves of the rule names both, in one sentence', () => {
    // None above 9 and two or more at 6 or less: both reasons of 004:21 hold.
    const verdict = rerollVerdict(scores(5, 6, 7, 8, 9, 4));
    expect(verdict.mustReroll).toBe(true);
    expect(verdict.reason).toBe('None of the scores is above 9, and two or more are 6 or less (Str 5, Int 6, Cha 4), so all six are rolled again.');
  });

  it('typing such a set says it once: the flag on the step, no notice repeating it', () => {
    const doc = docOf(newDarkDungeonsData());
    const typed = typeScores(doc, scores(5, 6, 7, 8, 9, 4));
    if ('problem' in typed) throw new Error(typed.problem);
    expect(typed.notices ?? []).toEqual([]);
    // The review still lists it, once.
    const flagged = validateCharacter(docOf(typed.data)).filter((v) => /rolled again/.test(v.message));
    expect(flagged).toHaveLength(1);
  });

  it('a refused set names every field at fault once', () => {
    const refused = typeScores(docOf(newDarkDungeonsData()), { str: 2, int: 19, wis: 10, dex: 10, con: 10 });
    expect(refused).toEqual({ problem: 'Strength, Intelligence, Charisma: enter a whole number from 3 to 18 (3d6).' });
  });
});
