/**
 * Monsters joining a fight: their figures from the system's monster model (`SystemDefinition.monsters`: Dark
 * Dungeons' hit dice with the §11.3 table, Orcus' level, role and rank...), or a plain stat line where a system has
 * no model. Each monster of a group is built on its own, so hit points rolled from hit dice differ (each roll in the
 * dice log).
 */
import type { RandomSource } from '../dice';
import type { CampaignDocument, Combatant, MonsterStats } from '../documents/campaign';
import { MAX_COMBATANTS, MAX_LABEL_LENGTH } from '../documents/campaign';
import type { MonsterFigures, MonsterModelDef } from '../systems/types';
import { logEntry, withRoll } from './dice-log';
import { done, fight, logged, stateAction, type CombatContext, type CombatUpdate } from './combat-log';
import type { Problem } from './members';
import { PLAIN_MONSTERS } from './plain-monsters';

/** Monsters to add: a name, the model's inputs as typed, how many. */
export interface MonsterInput {
  readonly name: string;
  /** The inputs of the system's monster model, by input id, as typed (a missing one takes its default). */
  readonly input: Readonly<Record<string, string>>;
  readonly initiativeModifier?: number;
  /** How many to add ("Orc 1", "Orc 2"...); 1 when absent. */
  readonly count?: number;
}

/** The monster model of the system, or the plain stat line when it has none. */
export function monsterModelOf(system: { readonly monsters: MonsterModelDef | null }): MonsterModelDef {
  return system.monsters ?? PLAIN_MONSTERS;
}

/** A monster's figures as the tracker keeps them. */
export function statsOf(figures: MonsterFigures): MonsterStats {
  return { summary: figures.summary, hp: figures.hp, maxHp: figures.hp, defences: figures.defences, attacks: figures.attacks, xp: figures.xp ?? 0, figures: figures.figures };
}

/** The figures for `input`, checked for what the tracker keeps (a name, texts within bounds, hit points). */
export function buildMonster(model: MonsterModelDef, name: string, input: Readonly<Record<string, string>>, rng: RandomSource): MonsterFigures | Problem {
  if (name.trim() === '') return { problem: 'Give the monster a name.' };
  if (name.length > MAX_LABEL_LENGTH || Object.values(input).some((v) => v.length > MAX_LABEL_LENGTH)) return { problem: 'One of those texts is too long.' };
  const built = model.build(input, rng);
  if ('problem' in built) return { problem: built.problem };
  if (!Number.isInteger(built.hp) || built.hp < 1 || built.hp > 1_000_000) return { problem: 'Hit points are a whole number from 1 to 1,000,000.' };
  return built;
}

/**
 * Adds monsters (`count` of them, numbered) to the fight, each built by the system's model (hit points it rolls go
 * into the dice log). Monsters added after initiative wait at the end of the order until initiative is rolled for them.
 */
export function addMonsters(campaign: CampaignDocument, ctx: CombatContext, input: MonsterInput, options: { readonly rng: RandomSource }): CombatUpdate | Problem {
  const combat = fight(campaign);
  if ('problem' in combat) return combat;
  const count = input.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || combat.combatants.length + count > MAX_COMBATANTS) {
    return { problem: `Add from 1 to ${MAX_COMBATANTS - combat.combatants.length} monsters at a time.` };
  }
  const modifier = input.initiativeModifier ?? 0;
  if (!Number.isInteger(modifier) || Math.abs(modifier) > 100) return { problem: 'The initiative modifier is a whole number.' };
  const name = input.name.trim();
  const model = monsterModelOf(ctx.system);
  const taken = combat.combatants.filter((c) => c.group === name).length;
  let diceLog = campaign.diceLog;
  const added: Combatant[] = [];
  for (let i = 0; i < count; i++) {
    const made = buildMonster(model, name, input.input, options.rng);
    if ('problem' in made) return made;
    const label = count === 1 && taken === 0 ? name : `${name} ${taken + i + 1}`;
    for (const roll of made.dice ?? []) {
      diceLog = withRoll(diceLog, logEntry({ notation: roll.notation, total: roll.total, text: roll.text }, { id: ctx.newId(), at: ctx.now, label: `${label} hit points` }));
    }
    added.push({ id: ctx.newId(), side: 'foes', characterId: null, name: label, group: name, monster: { ...statsOf(made), input: input.input }, initiative: { roll: null, modifier: made.initiative + modifier, total: null, tieBreak: null }, defeated: false });
  }
  const next = logged({ ...combat, combatants: [...combat.combatants, ...added] }, stateAction(combat, ctx, `Added ${count} × ${name}`, true));
  return done({ ...campaign, diceLog, combat: next });
}
