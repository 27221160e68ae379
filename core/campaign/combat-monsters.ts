/**
 * Monsters joining a fight: their numbers from a stat block as typed, with the attack bonus and XP value from a
 * table by hit dice and asterisks when the system has one (Dark Dungeons: supplement §11.3), and hit points rolled
 * (each roll in the dice log) or averaged from the hit dice when not given.
 */
import type { RandomSource } from '../dice';
import type { CampaignDocument, Combatant, MonsterStats } from '../documents/campaign';
import { MAX_COMBATANTS, MAX_LABEL_LENGTH } from '../documents/campaign';
import { logEntry, withRoll } from './dice-log';
import { done, fight, logged, stateAction, type CombatContext, type CombatUpdate } from './combat-log';
import type { Problem } from './members';
import { averageHitPoints, monsterFigures, parseHitDice, rollHitPoints, type MonsterFiguresTable } from './monsters';

/** A monster to add: what a stat block gives. Hit points, attack bonus and XP left out come from the hit dice. */
export interface MonsterInput {
  readonly name: string;
  readonly hitDice: string;
  readonly hp?: number | null;
  readonly defence: string;
  readonly damage: string;
  readonly attackBonus?: number | null;
  readonly xp?: number | null;
  readonly initiativeModifier?: number;
  /** How many to add ("Orc 1", "Orc 2"...); 1 when absent. */
  readonly count?: number;
}

/** A monster's numbers from its input, the table (when the system has one) and the dice. */
function monsterStats(input: MonsterInput, table: MonsterFiguresTable | null, rng: RandomSource | null): { stats: MonsterStats; dice: readonly number[] } | Problem {
  const name = input.name.trim();
  if (name === '') return { problem: 'Give the monster a name.' };
  if ([name, input.hitDice, input.defence, input.damage].some((t) => t.length > MAX_LABEL_LENGTH)) return { problem: 'One of those texts is too long.' };
  // Hit dice may be left blank when the GM gives hit points (and types the figures); written ones must read.
  const blank = input.hitDice.trim() === '';
  const hd = blank ? { problem: 'No hit dice.' } : parseHitDice(input.hitDice);
  if (!blank && 'problem' in hd) return hd;
  const figures = table && !('problem' in hd) ? monsterFigures(input.hitDice, table) : null;
  let hp = input.hp ?? null;
  let dice: readonly number[] = [];
  if (hp === null) {
    if ('problem' in hd) return { problem: 'Give the monster its hit points (or hit dice to roll them from).' };
    const die = table ?? { hitDie: 8 };
    if (rng) ({ hp, dice } = rollHitPoints(hd, die, rng));
    else hp = averageHitPoints(hd, die);
  }
  if (!Number.isInteger(hp) || hp < 1 || hp > 1_000_000) return { problem: 'Hit points are a whole number from 1 to 1,000,000.' };
  const fromTable = figures && !('problem' in figures) ? figures : null;
  const attackBonus = input.attackBonus ?? fromTable?.attackBonus ?? null;
  const xp = input.xp ?? fromTable?.xp ?? 0;
  if (attackBonus !== null && (!Number.isInteger(attackBonus) || Math.abs(attackBonus) > 1_000)) return { problem: 'The attack bonus is a whole number.' };
  if (!Number.isInteger(xp) || xp < 0 || xp > 100_000_000) return { problem: 'The XP value is a whole number of 0 or more.' };
  const typed = [input.attackBonus != null ? 'attack bonus' : '', input.xp != null ? 'XP' : ''].filter(Boolean);
  const figuresText = fromTable
    ? `${fromTable.explanation}${typed.length ? `; ${typed.join(' and ')} typed by the GM` : ''}`
    : table
      ? `The hit dice are past ${table.name}; figures typed by the GM`
      : 'No table of monster figures for this system: attack bonus and XP as typed by the GM';
  return { stats: { hitDice: input.hitDice.trim(), hp, maxHp: hp, defence: input.defence.trim(), damage: input.damage.trim(), attackBonus, xp, figures: figuresText }, dice };
}

/**
 * Adds monsters (`count` of them, numbered) to the fight. Hit points not given are rolled with `rng` (each roll in
 * the dice log) or, without it, the hit dice's average. Monsters added after initiative wait at the end of the order
 * until initiative is rolled for them.
 */
export function addMonsters(
  campaign: CampaignDocument,
  ctx: CombatContext,
  input: MonsterInput,
  options: { readonly table: MonsterFiguresTable | null; readonly rng?: RandomSource },
): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const count = input.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || combat.combatants.length + count > MAX_COMBATANTS) {
    return { problem: `Add from 1 to ${MAX_COMBATANTS - combat.combatants.length} monsters at a time.` };
  }
  const modifier = input.initiativeModifier ?? 0;
  if (!Number.isInteger(modifier) || Math.abs(modifier) > 100) return { problem: 'The initiative modifier is a whole number.' };
  const name = input.name.trim();
  const taken = combat.combatants.filter((c) => c.group === name).length;
  let diceLog = campaign.diceLog;
  const added: Combatant[] = [];
  for (let i = 0; i < count; i++) {
    const made = monsterStats(input, options.table, options.rng ?? null);
    if ('problem' in made) return made;
    const label = count === 1 && taken === 0 ? name : `${name} ${taken + i + 1}`;
    if (made.dice.length > 0) {
      const total = made.stats.hp;
      diceLog = withRoll(diceLog, logEntry({ notation: made.stats.hitDice, total, text: `${made.stats.hitDice}: [${made.dice.join(', ')}] = ${total}` }, { id: ctx.newId(), at: ctx.now, label: `${label} hit points` }));
    }
    added.push({ id: ctx.newId(), side: 'foes', characterId: null, name: label, group: name, monster: made.stats, initiative: { roll: null, modifier, total: null, tieBreak: null }, defeated: false });
  }
  const next = logged({ ...combat, combatants: [...combat.combatants, ...added] }, stateAction(combat, ctx, `Added ${count} × ${name}`, true));
  return done({ ...campaign, diceLog, combat: next });
}

