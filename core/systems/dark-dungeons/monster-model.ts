/**
 * A Dark Dungeons monster as a GM writes it from a stat block: hit dice as printed ("4+1**"), armour class, damage,
 * and hit points, attack bonus and XP when the GM has them; hit points left empty are rolled, a d8 per hit die, and
 * the attack bonus and XP left empty come from the hit dice and asterisks by the Base Monster Abilities table
 * (supplement §11.3, `monsters.ts`).
 */
import type { MonsterModelDef } from '../types';
import { monsterFigures, parseHitDice, rollHitPoints } from '../../campaign/monsters';
import { formatNumber, signed } from '../../text/format';
import { DARK_DUNGEONS_MONSTERS } from './monsters';

/** A whole number typed in an input, null when left empty, or the sentence naming it. */
function optionalWhole(input: Readonly<Record<string, string>>, id: string, label: string, min: number, max: number): number | null | { problem: string; input: string } {
  const text = (input[id] ?? '').trim().replace(/^\+/, '').replace(/^−/, '-');
  if (text === '') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : { problem: `${label} is a whole number from ${formatNumber(min)} to ${formatNumber(max)}, or leave it empty.`, input: id };
}

export const darkDungeonsMonsters: MonsterModelDef = {
  inputs: [
    { kind: 'text', id: 'hitDice', label: 'Hit dice', default: '', maxLength: 40 },
    { kind: 'text', id: 'hp', label: 'HP (empty: roll)', default: '', maxLength: 10 },
    { kind: 'text', id: 'defence', label: 'AC', default: '', maxLength: 40 },
    { kind: 'text', id: 'damage', label: 'Damage', default: '', maxLength: 200 },
    { kind: 'text', id: 'attackBonus', label: 'Attack bonus (empty: by HD)', default: '', maxLength: 10 },
    { kind: 'text', id: 'xp', label: 'XP each (empty: by HD)', default: '', maxLength: 12 },
  ],
  source: 'supplement §11.3',
  build(input, rng) {
    const hitDice = (input['hitDice'] ?? '').trim();
    const hp = optionalWhole(input, 'hp', 'Hit points', 1, 1_000_000);
    const attackBonus = optionalWhole(input, 'attackBonus', 'The attack bonus', -1_000, 1_000);
    const xpTyped = optionalWhole(input, 'xp', 'The XP value', 0, 100_000_000);
    for (const v of [hp, attackBonus, xpTyped]) if (v !== null && typeof v === 'object') return v;
    // Hit dice may be left blank when the GM gives hit points and types the figures; written ones must read.
    const hd = hitDice === '' ? null : parseHitDice(hitDice);
    if (hd && 'problem' in hd) return { problem: hd.problem, input: 'hitDice' };
    if (hp === null && !hd) return { problem: 'Give the monster its hit dice, or its hit points.', input: 'hitDice' };
    const table = DARK_DUNGEONS_MONSTERS;
    const fromTable = hd ? monsterFigures(hitDice, table) : null;
    const figures = fromTable && !('problem' in fromTable) ? fromTable : null;
    let points = hp as number | null;
    const dice: { notation: string; total: number; text: string }[] = [];
    if (points === null && hd) {
      const rolled = rollHitPoints(hd, table, rng);
      points = rolled.hp;
      dice.push({ notation: hitDice, total: rolled.hp, text: `${hitDice}: [${rolled.dice.join(', ')}]${hd.bonus ? ` ${hd.bonus > 0 ? '+' : '−'} ${Math.abs(hd.bonus)}` : ''} = ${rolled.hp}` });
    }
    const ab = (attackBonus as number | null) ?? figures?.attackBonus ?? null;
    const xp = (xpTyped as number | null) ?? figures?.xp ?? 0;
    const typed = [attackBonus !== null ? 'attack bonus' : '', xpTyped !== null ? 'XP' : ''].filter(Boolean);
    const where = figures
      ? `${figures.explanation}${typed.length ? `; ${typed.join(' and ')} typed by the GM` : ''}`
      : hd
        ? `The hit dice are past ${table.name}; figures typed by the GM`
        : 'No hit dice: figures as typed by the GM';
    const defence = (input['defence'] ?? '').trim();
    const damage = (input['damage'] ?? '').trim();
    const attack = [ab === null ? '' : `${signed(ab)} to hit`, damage].filter((t) => t !== '').join(', ');
    return {
      summary: hd ? `Hit dice ${hitDice}` : '',
      hp: points ?? 1,
      defences: defence ? [{ label: 'AC', value: defence }] : [],
      attacks: attack ? [attack] : [],
      xp,
      initiative: 0,
      figures: where,
      ...(dice.length ? { dice } : {}),
    };
  },
};
