/**
 * Dark Dungeons' monster model for the combat tracker and the monster library: a monster as its entry prints it (hit
 * dice with their asterisks, armour class, damage) and the figures they give. The attack bonus and XP come from the hit
 * dice by the table of supplement §11.3 (lines 997-1028: "HD n+k uses the n+ row", XP = base + XP per asterisk × the
 * asterisks), unless the GM types the entry's own; hit points are typed, or rolled one d8 per hit die plus the "+k"
 * (the d8 is the Rules Cyclopedia's: the supplement does not name the die, see monsters.ts). A monster's damage is
 * "given in its entry" (supplement §9.6, l.887), so it is typed as printed. Monsters roll 1d6 for initiative with no
 * modifier of their own (supplement §9.3, l.841: the GM rolls once per monster type).
 *
 * Input ids are stable (saved campaign monsters are kept by them): hitDice, hp, defence, damage, attackBonus, xp.
 */
import type { RandomSource } from '../../dice';
import { parseWhole } from '../play-inputs';
import { monsterFigures, parseHitDice, rollHitPoints } from '../../campaign/monsters';
import { formatNumber, signed } from '../../text/format';
import type { MonsterFigures, MonsterModelDef, PlayInputDef } from '../types';
import { DARK_DUNGEONS_MONSTERS } from './monsters';

type Input = Readonly<Record<string, string>>;
type Refusal = { readonly problem: string; readonly input: string };

/** The most a typed figure may be: far past any monster the table lists (its last band is 100+ hit dice). */
const LIMITS = { hp: 100_000, ac: 30, attackBonus: 100, xp: 10_000_000, damage: 200 } as const;

const INPUTS: readonly PlayInputDef[] = [
  { kind: 'text', id: 'hitDice', label: 'Hit dice (as printed, with asterisks: 3, 4+1**, ½)', default: '1', maxLength: 40 },
  { kind: 'text', id: 'hp', label: 'Hit points (empty: rolled, a d8 per hit die)', default: '', maxLength: 12 },
  { kind: 'number', id: 'defence', label: 'Armour class', min: -LIMITS.ac, max: LIMITS.ac, default: 9 },
  { kind: 'text', id: 'damage', label: 'Damage (as printed: 1d8, 2 claws 1d4/1d4)', default: '', maxLength: LIMITS.damage },
  { kind: 'text', id: 'attackBonus', label: 'Attack bonus (empty: from the hit dice)', default: '', maxLength: 12 },
  { kind: 'text', id: 'xp', label: 'XP (empty: from the hit dice and asterisks)', default: '', maxLength: 12 },
];

/** A whole number typed into an optional field, in range; null when empty; or why not, naming the field. */
function optionalWhole(input: Input, id: string, label: string, min: number, max: number): number | null | Refusal {
  const raw = (input[id] ?? '').trim();
  if (raw === '') return null;
  const n = parseWhole(raw.replaceAll(',', ''));
  const range = min < 0 ? `${signed(min)} to ${signed(max)}` : `${formatNumber(min)} to ${formatNumber(max)}`;
  if (n === null || n < min || n > max) return { problem: `${label} is a whole number from ${range}, or empty; “${raw.slice(0, 20)}” is not.`, input: id };
  return n;
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'problem' in value;
}

function build(input: Input, rng: RandomSource): MonsterFigures | Refusal {
  const hdText = (input['hitDice'] ?? '').trim() || '1';
  const hd = parseHitDice(hdText);
  if ('problem' in hd) return { problem: hd.problem, input: 'hitDice' };
  const table = monsterFigures(hdText, DARK_DUNGEONS_MONSTERS);
  if ('problem' in table) return { problem: table.problem, input: 'hitDice' };
  const acRaw = (input['defence'] ?? '').trim();
  const ac = acRaw === '' ? 9 : parseWhole(acRaw);
  if (ac === null || ac < -LIMITS.ac || ac > LIMITS.ac) return { problem: `Armour class is a whole number from −${LIMITS.ac} to +${LIMITS.ac}; “${acRaw.slice(0, 20)}” is not.`, input: 'defence' };
  const typedHp = optionalWhole(input, 'hp', 'Hit points', 1, LIMITS.hp);
  const typedAb = optionalWhole(input, 'attackBonus', 'Attack bonus', -LIMITS.attackBonus, LIMITS.attackBonus);
  const typedXp = optionalWhole(input, 'xp', 'XP', 0, LIMITS.xp);
  for (const value of [typedHp, typedAb, typedXp]) if (isRefusal(value)) return value;
  const damage = (input['damage'] ?? '').trim().replace(/\s+/g, ' ');
  if (damage.length > LIMITS.damage) return { problem: `Damage is kept up to ${LIMITS.damage} characters.`, input: 'damage' };

  const words: string[] = [];
  const dice: { notation: string; total: number; text: string }[] = [];
  let hp: number;
  if (typeof typedHp === 'number') {
    hp = typedHp;
    words.push(`Hit points ${formatNumber(hp)} as typed`);
  } else {
    const rolled = rollHitPoints(hd, DARK_DUNGEONS_MONSTERS, rng);
    hp = rolled.hp;
    const bonus = hd.bonus === 0 ? '' : ` ${hd.bonus > 0 ? '+' : '−'} ${Math.abs(hd.bonus)}`;
    // The roll also goes into the campaign's dice log, as every roll at the table does.
    dice.push({ notation: hdText, total: hp, text: `${hdText}: [${rolled.dice.join(', ')}]${bonus} = ${formatNumber(hp)}` });
    words.push(`Hit points rolled, a d8 per hit die: [${rolled.dice.join(', ')}]${bonus} = ${formatNumber(hp)} (the Rules Cyclopedia’s die; the supplement names none)`);
  }
  const attackBonus = typeof typedAb === 'number' ? typedAb : table.attackBonus;
  const xp = typeof typedXp === 'number' ? typedXp : table.xp;
  words.push(typeof typedAb === 'number' || typeof typedXp === 'number' ? `${table.explanation}; ${[typeof typedAb === 'number' ? `attack bonus ${signed(typedAb)}` : '', typeof typedXp === 'number' ? `XP ${formatNumber(typedXp)}` : ''].filter(Boolean).join(' and ')} as its entry gives` : table.explanation);
  return {
    summary: `Hit dice ${hdText}`,
    hp,
    defences: [{ label: 'AC', value: String(ac) }],
    attacks: [`${signed(attackBonus)} to hit${damage ? `, ${damage}` : ''}`],
    xp,
    initiative: 0,
    figures: `${words.join('. ')}.`,
    ...(dice.length > 0 ? { dice } : {}),
  };
}

export const darkDungeonsMonsterModel: MonsterModelDef = {
  inputs: INPUTS,
  build,
  source: 'supplement §11.3 (attack bonus and XP by hit dice), §9.6 (damage from the entry), §9.3 (initiative)',
};
