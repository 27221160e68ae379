/**
 * Public API of the Dark Dungeons level-up engine: XP awards, the level-up plan and its application, undo of the
 * last level-up and of the last XP award, weapon training, and the history sentences. Everything is pure: functions take a document and return a new one.
 */
export { MAX_XP_AWARD, applyXpAward, awardXp, levelUpReady } from './xp';
export type { XpAward, XpSource } from './xp';
export { LevelUpError, applyLevelUp, findStep, nextHistoryId, planLevelUp, withHistory } from './plan';
export type {
  LevelUpChoices,
  LevelUpErrorCode,
  LevelUpPlan,
  LevelUpStep,
  PlanOptions,
  ThiefAbilities,
  TurnUndeadRow,
} from './plan';
export { canUndoLastLevelUp, checkUndoLastLevelUp, checkUndoXp, undoLastLevelUp, undoXpAward } from './undo';
export type { UndoCheck, XpUndoCheck } from './undo';
export { describeLevelUp, describeTraining, describeXp, weaponName } from './history-text';
export {
  bankedWeaponFeats,
  completedFailedCoursesFor,
  masteryGains,
  planTraining,
  resolveTraining,
  trainingOptions,
} from './training';
export { applyPartyAward, planPartyAward } from './party';
export type { PartyAward, PartyShare } from './party';
export type { TrainingOption, TrainingOptions, TrainingOutcome, TrainingPlan } from './training';
