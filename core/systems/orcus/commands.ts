/**
 * Orcus's own commands for the one write path (core/character), each worded for the history here: a level-up applied
 * with the player's choices (the progression's recorded document, whose typed entry keeps what the undo needs) and
 * the sheet's equipment changes. A rule's refusal comes back as a Problem through `execute`. Play at the table (damage,
 * healing, death saves, rests) goes through the system's PlayDef (play-def.ts) and the shared `playAction` command.
 */
import type { Command } from '../../character/command';
import { fromStep } from '../../character/edits';
import type { OrcusData } from './character';
import { applyGear, gearWords, type GearOp } from './gear-steps';
import { applyLevelUp, type LevelUpChoices, type LevelUpPlan } from './level-up';

/** Applies a level-up worked out by `planLevelUp`, with the increases, feat, powers and path chosen. */
export const levelUp: Command<OrcusData, { readonly plan: LevelUpPlan; readonly choices: LevelUpChoices }> = (doc, input, ctx) => ({
  recorded: applyLevelUp(doc, input.plan, input.choices, ctx.now),
  notices: [`Now level ${input.plan.toLevel}.`],
});

/** Buys, adds, wears, enchants, sells or drops an item on a finished character's sheet. */
export const gear: Command<OrcusData, GearOp> = (doc, op, ctx) => fromStep(applyGear(doc.data, op, ctx.newId()), gearWords(doc.data, op));
