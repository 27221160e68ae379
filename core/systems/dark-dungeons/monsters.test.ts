import { describe, expect, it } from 'vitest';
import { createScriptedRandom } from '../../dice/testing';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { averageHitPoints, monsterFigures, parseHitDice, rollHitPoints, type MonsterFigures } from '../../campaign/monsters';
import { DARK_DUNGEONS_MONSTERS } from './monsters';
import { darkDungeons } from './system';

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

function figures(hd: string): MonsterFigures {
  const f = monsterFigures(hd, DARK_DUNGEONS_MONSTERS);
  if ('problem' in f) throw new Error(f.problem);
  return f;
}

const num = (cell: string) => Number(cell.replace(/[+,\s]/g, ''));

describeWithSources('the Dark Dungeons monster table', () => {
  it('has every printed row, read from the three column groups of §11.3 (lines 1005-1014)', () => {
    const lines = readSource(SUPPLEMENT);
    expect(lines[996]).toMatch(/^### 11\.3 Monster XP and attack bonus by hit dice/);
    const printed: [string, number, number, number][] = [];
    for (let group = 0; group < 3; group++) {
      for (let n = 1005; n <= 1014; n++) {
        const cells = (lines[n - 1] ?? '').split('|').map((c) => c.trim()).slice(1, -1);
        const [hd = '', ab = '', xp = '', star = ''] = cells.slice(group * 4, group * 4 + 4);
        printed.push([hd, num(ab), num(xp), num(star)]);
      }
    }
    expect(DARK_DUNGEONS_MONSTERS.rows.map((r) => [r.label, r.attackBonus, r.xp, r.perAsterisk])).toEqual(printed);
  });

  it('follows the rule above 21 hit dice (lines 1017-1019), reading the two odd rows as errata', () => {
    const lines = readSource(SUPPLEMENT);
    expect(lines[1016]).toContain('base XP = 2,500 + 250 × (n − 20)');
    expect(lines[1016]).toContain('XP per \\* = base − 500');
    expect(lines[1018]).toContain('"26+ to 27" reads 3,500 / 3,500');
    expect(lines[1018]).toContain('the pattern gives 4,000 / 3,500 and 4,250 / 3,750');
    // 26+ to 27 and 27+ to 28, as the rule (not the misprint) gives them.
    expect(figures('27')).toMatchObject({ row: '26+ to 27', xp: 4_000 });
    expect(figures('28**')).toMatchObject({ row: '27+ to 28', xp: 4_250 + 2 * 3_750 });
    // Band "> 110": 25,000 / 24,500 (line 1018).
    expect(lines[1017]).toContain('Band "> 110": 25,000 / 24,500');
    expect(figures('110+1*')).toMatchObject({ xp: 25_000 + 24_500 });
  });

  it('gives the attack bonus above 21 hit dice by band (lines 1022-1024)', () => {
    const lines = readSource(SUPPLEMENT);
    expect(lines[1021]).toContain('21+–23 +16; 23+–25 +17');
    expect(lines[1022]).toContain('then +1 per band from 36+–37 (+24) to 50+–51 (+38)');
    expect(lines[1023]).toContain('90+–100 +48; 100+ and up +49');
    expect([figures('22').attackBonus, figures('23').attackBonus, figures('23+1').attackBonus]).toEqual([16, 16, 17]);
    expect([figures('36').attackBonus, figures('37').attackBonus, figures('51').attackBonus, figures('52').attackBonus]).toEqual([23, 24, 38, 38]);
    expect([figures('100').attackBonus, figures('101').attackBonus, figures('500').attackBonus]).toEqual([48, 49, 49]);
  });

  it('works the supplement’s own examples (line 1027)', () => {
    expect(readSource(SUPPLEMENT)[1026]).toContain('a 3\\* monster is worth 35 + 15 = **50 XP**, and a 4+1\\*\\* monster 125 + 2 × 75 = **275 XP**');
    expect(figures('3*')).toMatchObject({ xp: 50, attackBonus: 3, row: '3' });
    expect(figures('4+1**')).toMatchObject({ xp: 275, attackBonus: 5, row: '4+' });
    expect(figures('4+1**').explanation).toBe(`4+1** reads the 4+ row: attack bonus +5; XP 125 + 2 × 75 = 275 (Base Monster Abilities, ${SUPPLEMENT} §11.3)`);
  });
});

describe('reading hit dice', () => {
  it('reads "n+k" at the n+ row and bands from 9+ as "over n up to n+1" (line 1002)', () => {
    // Pinned from §11.3: "1+" AB +2 / 15 XP; "9+ to 10" AB +10 / 1,000 XP; "10+ to 11" AB +10 / 1,100.
    expect(figures('1+1')).toMatchObject({ row: '1+', attackBonus: 2, xp: 15 });
    expect(figures('10')).toMatchObject({ row: '9+ to 10', attackBonus: 10, xp: 1_000 });
    expect(figures('9+2')).toMatchObject({ row: '9+ to 10' });
    expect(figures('10+1')).toMatchObject({ row: '10+ to 11', xp: 1_100 });
    expect(figures('9')).toMatchObject({ row: '9', xp: 900 });
  });

  it('reads fractions and "n-k" below the row of n ("< 1" is 5 XP, +1 AB)', () => {
    for (const hd of ['½', '1/2', '1-1', '0']) expect(figures(hd), hd).toMatchObject({ row: '< 1', xp: 5, attackBonus: 1 });
    expect(figures('2-1')).toMatchObject({ row: '1+' });
    expect(parseHitDice(' 4 + 1 ** ')).toEqual({ dice: 4, bonus: 1, asterisks: 2, value: 4.5 });
  });

  it('refuses text that is not hit dice, in a sentence', () => {
    expect(monsterFigures('four', DARK_DUNGEONS_MONSTERS)).toEqual({ problem: '“four” is not hit dice; write them as printed, e.g. 3, 4+1**, 1-1 or ½.' });
    expect(parseHitDice('1/0')).toEqual({ problem: '“1/0” is not hit dice.' });
  });

  it('averages and rolls hit points from d8 hit dice', () => {
    const hd = parseHitDice('3+2');
    if ('problem' in hd) throw new Error(hd.problem);
    // 3 × 4.5 = 13.5 → 13, + 2 = 15.
    expect(averageHitPoints(hd, DARK_DUNGEONS_MONSTERS)).toBe(15);
    expect(rollHitPoints(hd, DARK_DUNGEONS_MONSTERS, createScriptedRandom([8, 1, 4]))).toEqual({ hp: 15, dice: [8, 1, 4] });
    const half = parseHitDice('½');
    if ('problem' in half) throw new Error(half.problem);
    // Half a d8 is a d4.
    expect(rollHitPoints(half, DARK_DUNGEONS_MONSTERS, createScriptedRandom([4]))).toEqual({ hp: 4, dice: [4] });
  });

  it('is what Dark Dungeons’ monster model, through the seam, reads (line 1010: HD 3 attacks at +3 for 35 XP)', () => {
    const built = darkDungeons.monsters?.build({ hitDice: '3', hp: '12', defence: '5', damage: '1d8' }, createScriptedRandom([]));
    expect(built && 'problem' in built ? built.problem : built?.attacks).toEqual(['+3 to hit, 1d8']);
    expect(built && !('problem' in built) ? built.xp : null).toBe(35);
    expect(darkDungeons.monsters?.source).toContain('§11.3');
  });
});
