/**
 * Dark Dungeons' monster model against the text's table: supplement §11.3 (lines 997-1028) gives the attack bonus and
 * XP by hit dice, "n+k" reading the "n+" row (l.1000) and each asterisk adding the row's XP per asterisk; the
 * supplement's own worked examples (l.1027) are pinned here and every printed row is checked when the texts are there.
 */
import { describe, expect, it } from 'vitest';
import { typedDice } from '../../dice/typed';
import { createSeededRandom } from '../../dice';
import type { MonsterFigures } from '../types';
import { describeWithSources, readSource } from '../../../tests/unit-support/sources';
import { darkDungeonsMonsterModel as model } from './monster-model';

function built(input: Record<string, string>, faces: number[] = []): MonsterFigures {
  const out = model.build(input, typedDice(faces));
  if ('problem' in out) throw new Error(out.problem);
  return out;
}

describe('the Dark Dungeons monster model', () => {
  it('takes exactly the inputs saved campaign monsters are kept by', () => {
    expect(model.inputs.map((i) => i.id)).toEqual(['hitDice', 'hp', 'defence', 'damage', 'attackBonus', 'xp']);
    expect(model.source).toContain('supplement §11.3');
  });

  it('works the supplement’s examples: a 3* monster is worth 50 XP, a 4+1** one 275 (l.1027)', () => {
    const three = built({ hitDice: '3*', hp: '14', defence: '5', damage: '1d8' });
    expect(three).toMatchObject({ summary: 'Hit dice 3*', hp: 14, xp: 50, attacks: ['+3 to hit, 1d8'], defences: [{ label: 'AC', value: '5' }], initiative: 0 });
    expect(three.figures).toBe('Hit points 14 as typed. 3* reads the 3 row: attack bonus +3; XP 35 + 15 = 50 (Base Monster Abilities, supplements/dark-dungeons-tables.md §11.3).');
    // 4+1 reads the 4+ row (l.1000): attack bonus +5, XP 125 + 2 × 75.
    expect(built({ hitDice: '4+1**', hp: '20' })).toMatchObject({ xp: 275, attacks: ['+5 to hit'] });
  });

  it('rolls the hit points it is not given, a d8 per hit die plus the +k, every die typeable', () => {
    const ogre = built({ hitDice: '4+1', defence: '5', damage: '1d10' }, [3, 5, 8, 2]);
    expect(ogre.hp).toBe(19);
    expect(ogre.figures).toContain('Hit points rolled, a d8 per hit die: [3, 5, 8, 2] + 1 = 19');
    expect(() => model.build({ hitDice: '2' }, typedDice([9]))).toThrow('A d8 shows 1 to 8; 9 was typed (face 1).');
    // Rolled here: 2 hit dice give 2 to 16 hit points, whatever the seed.
    for (let seed = 1; seed <= 20; seed++) {
      const out = model.build({ hitDice: '2' }, createSeededRandom(seed));
      if ('problem' in out) throw new Error(out.problem);
      expect(out.hp).toBeGreaterThanOrEqual(2);
      expect(out.hp).toBeLessThanOrEqual(16);
    }
  });

  it('uses the entry’s own attack bonus and XP when the GM types them, and says so', () => {
    const typed = built({ hitDice: '6', hp: '30', attackBonus: '+8', xp: '1,000' });
    expect(typed).toMatchObject({ xp: 1_000, attacks: ['+8 to hit'] });
    expect(typed.figures).toContain('attack bonus +8 and XP 1,000 as its entry gives');
  });

  it('refuses what it cannot read in one sentence naming the field', () => {
    const refusal = (input: Record<string, string>) => model.build(input, createSeededRandom(1));
    expect(refusal({ hitDice: 'lots' })).toEqual({ problem: '“lots” is not hit dice; write them as printed, e.g. 3, 4+1**, 1-1 or ½.', input: 'hitDice' });
    expect(refusal({ hitDice: '3', hp: '0' })).toMatchObject({ input: 'hp' });
    expect(refusal({ hitDice: '3', defence: 'plate' })).toMatchObject({ input: 'defence' });
    expect(refusal({ hitDice: '3', attackBonus: 'x' })).toMatchObject({ input: 'attackBonus' });
    expect(refusal({ hitDice: '3', xp: '-5' })).toMatchObject({ input: 'xp' });
    expect(refusal({ hitDice: '3', hp: '5', damage: 'x'.repeat(201) })).toMatchObject({ input: 'damage' });
  });
});

describeWithSources('the model against every printed row of §11.3', () => {
  it('gives each row’s attack bonus and XP for hit dice that read it, with and without asterisks (lines 1005-1014)', () => {
    const lines = readSource('supplements/dark-dungeons-tables.md');
    const num = (cell: string) => Number(cell.replace(/[+,\s]/g, ''));
    let checked = 0;
    for (let group = 0; group < 3; group++) {
      for (let n = 1005; n <= 1014; n++) {
        const cells = (lines[n - 1] ?? '').split('|').map((c) => c.trim()).slice(1, -1);
        const [label = '', ab = '', xp = '', star = ''] = cells.slice(group * 4, group * 4 + 4);
        // Hit dice that read the row: "< 1" ½; "n" n; "n+" n+1; "n+ to m" m.
        const hd = label === '< 1' ? '½' : label.includes(' to ') ? (label.split(' to ')[1] ?? '') : label.endsWith('+') ? `${label}1` : label;
        expect(built({ hitDice: hd, hp: '10' }), `row ${label}`).toMatchObject({ xp: num(xp), attacks: [`+${num(ab)} to hit`] });
        expect(built({ hitDice: `${hd}**`, hp: '10' }).xp, `row ${label}, two asterisks`).toBe(num(xp) + 2 * num(star));
        checked++;
      }
    }
    expect(checked).toBe(30);
  });
});
