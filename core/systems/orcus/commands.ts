/**
 * Orcus' own commands for the one write path (core/character): a level-up applied with the player's choices. The
 * progression's recorded document (its typed entry keeps what the undo needs) goes to the write path; a rule's
 * refusal (a RangeError with its sentence) comes back as a Problem through `execute`.
 */
import type { Command } from '../../character/command';
import type { OrcusData } from './character';
import { applyLevelUp, type LevelUpChoices, type LevelUpPlan } from './level-up';

/** Applies a level-up worked out by `planLevelUp`, with the increases, feat, powers and path chosen. */
export const levelUp: Command<OrcusData, { readonly plan: LevelUpPlan; readonly choices: LevelUpChoices }> = (doc, input, ctx) => ({
  recorded: applyLevelUp(doc, input.plan, input.choices, ctx.now),
  notices: [`Now level ${input.plan.toLevel}.`],
});
