/**
 * The Dark Dungeons level-up as a plan: every change the next level brings, as typed steps computed from the class
 * tables (chapter 4 of source 004) and the level-up procedure of the supplement (section 4, lines 182-198). The plan
 * is pure data; {@link applyLevelUp} turns it and the player's choices into a new document (a copy) with a history
 * entry: a typed payload (the roll, the choices) and a reverse patch of just what the level changed, so the level-up
 * can be undone exactly without touching anything else (see ./undo).
 */
import type { RandomSource } from '../../../dice';
import type { CharacterDocument, NewHistoryEntry } from '../../../documents/character';
import { appendHistory, nextHistoryId, type HitPointGain, type ReversePatch } from '../../../documents/history';
import type { DarkDungeonsLevelUpPayload } from '../payloads';
import { finalScores, type DarkDungeonsData, type HitPointRoll, type SkillChoice } from '../character';
import { CLASS_TABLES } from '../data/classes';
import type { ClassLevelRow, ClassRuleContext, ClassTable, MysticColumns, SavingThrows, SpecialAbility, ThiefAbilityId } from '../data/types';
import { MAX_LEVEL } from '../data/experience';
import { turnUndeadRow, type TurnResult, type UndeadType } from '../data/turn-undead';
import { VOWS, meetsVowRequirements, type VowId } from '../data/vows';
import {
  hitDieProblem,
  hitPointGainFor,
  maxHitPoints,
  rollHitPoints,
  skillPointsAvailable,
  skillPointsSpent,
  skillProblems,
  weaponFeatSlots,
  weaponFeatsUsed,
} from '../rules/creation';
import { describeLevelUp } from './history-text';
import { formatNumber as n } from '../../../text/format';

/** What went wrong when the engine refuses a level-up, a training or an undo; `message` is a sentence for the UI. */
export type LevelUpErrorCode =
  | 'no-class'
  | 'no-scores'
  | 'max-level'
  | 'xp-too-low'
  | 'stale-plan'
  | 'bad-choice'
  | 'nothing-to-undo'
  | 'cannot-undo'
  | 'no-banked-feat'
  | 'weapon'
  | 'trainer-too-low'
  | 'cannot-pay';

/** A refusal by the level-up, training or undo engine, with a code the UI can branch on. */
export class LevelUpError extends Error {
  /** Which rule refused. */
  readonly code: LevelUpErrorCode;
  constructor(code: LevelUpErrorCode, message: string) {
    super(message);
    this.name = 'LevelUpError';
    this.code = code;
  }
}

/** Thief-like percentages of one class-table row. */
export type ThiefAbilities = Readonly<Partial<Record<ThiefAbilityId, number>>>;

/** One Table 4-2b row (what a cleric of that level does to each undead type). */
export type TurnUndeadRow = Readonly<Record<UndeadType, TurnResult>>;

/** One change the next level brings. Values that do not change produce no step. */
export type LevelUpStep =
  | {
      readonly kind: 'hit-points';
      readonly roll: HitPointRoll;
      /** The roll in words, e.g. "Level 4: 1d6 [4] + 1 Con = 5". */
      readonly text: string;
      /** Maximum hit points before and after. */
      readonly before: number;
      readonly after: number;
    }
  | { readonly kind: 'attack-bonus'; readonly before: number; readonly after: number }
  | { readonly kind: 'saves'; readonly before: SavingThrows; readonly after: SavingThrows }
  | {
      readonly kind: 'spells-per-day';
      /** Index 0 = spell level 1. */
      readonly before: readonly number[];
      readonly after: readonly number[];
      /** Why the numbers come from where they do, and any warning (new spell level with no spell known). */
      readonly note: string;
    }
  | { readonly kind: 'thief-abilities'; readonly before: ThiefAbilities; readonly after: ThiefAbilities }
  | { readonly kind: 'mystic'; readonly before: MysticColumns | null; readonly after: MysticColumns }
  | { readonly kind: 'turn-undead'; readonly before: TurnUndeadRow | null; readonly after: TurnUndeadRow; readonly note: string }
  | {
      readonly kind: 'skill-points';
      /** New skill points this level; spent at once (supplement line 195). */
      readonly gained: number;
      /** Points left unspent from earlier levels (normally 0). */
      readonly unspentBefore: number;
      readonly choice: 'spend';
    }
  | {
      readonly kind: 'weapon-feat-slot';
      /** New empty weapon-feat slots; banked, spent only through training (004:1522, supplement line 194). */
      readonly gained: number;
      /** Unspent feats after this level, this one included. */
      readonly banked: number;
    }
  | { readonly kind: 'special-ability'; readonly ability: SpecialAbility }
  | { readonly kind: 'vow-offer'; readonly vow: VowId; readonly description: string };

/** The next level, worked out: apply it with {@link applyLevelUp}. */
export interface LevelUpPlan {
  readonly fromLevel: number;
  readonly toLevel: number;
  /** XP total the plan was made for; a plan made for another state is refused on apply. */
  readonly xp: number;
  /** True when made with `force` although the XP is below the next level (a GM ruling). */
  readonly forced: boolean;
  readonly steps: readonly LevelUpStep[];
  /** Every die rolled for the plan, in words. */
  readonly dice: readonly string[];
}

/** The player's choices for a plan. */
export interface LevelUpChoices {
  /** Where the new skill points go; `points` are NEW points, added to any existing entry of the same skill. */
  readonly skills?: readonly SkillChoice[];
  /** Vows taken now; only vows the plan offered may be taken. */
  readonly vows?: { readonly druidic?: boolean; readonly chivalric?: boolean };
}

/** Options for {@link planLevelUp}. */
export interface PlanOptions {
  /** The hit die as read from physical dice (levels 2-9); the app rolls when absent. Ignored from 10th (fixed gain). */
  readonly hitDie?: number;
  /** Plan even though XP is below the next level: a GM ruling, recorded in the history. */
  readonly force?: boolean;
}

const SUPPLEMENT = 'supplement §4';


function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The data a level-up needs, or a refusal. */
function levelUpBasics(data: DarkDungeonsData): { classId: NonNullable<DarkDungeonsData['classId']>; con: number; int: number; wis: number } {
  if (!data.classId) throw new LevelUpError('no-class', 'The character has no class yet, so it cannot gain a level.');
  const final = finalScores(data);
  if (!final) throw new LevelUpError('no-scores', 'The character has no ability scores yet, so it cannot gain a level.');
  if (data.level >= MAX_LEVEL) throw new LevelUpError('max-level', `Level ${MAX_LEVEL} is the highest level the class tables print.`);
  return { classId: data.classId, con: final.con, int: final.int, wis: final.wis };
}

/**
 * Spells per day for a level: the class's row, unless the class's rules say otherwise for this character (a
 * chevalier casts as a cleric of one third its level, 004:551).
 */
function spellsFor(table: ClassTable, row: ClassLevelRow, character: ClassRuleContext): { spells: readonly number[]; source: string } {
  return (
    table.rules?.spellsPerDay?.(row.level, character) ?? { spells: row.spellsPerDay, source: `from the ${table.name} table at level ${row.level}` }
  );
}

/** The Table 4-2b row a character turns undead with at a level, and as which cleric level; null when it cannot turn. */
function turningFor(table: ClassTable, level: number, character: ClassRuleContext): { row: TurnUndeadRow; as: number } | null {
  const as = table.rules?.turnsUndeadAs?.(level, character) ?? null;
  return as === null ? null : { row: turnUndeadRow(as), as };
}

/**
 * Works out the next level (only the next: several levels are several plans). Rolls the hit die with `rng` for
 * levels 2-9 unless `options.hitDie` gives the physical roll; from 10th the gain is fixed and nothing is rolled.
 * @throws LevelUpError when the XP has not reached the next level (unless `force`), at 36th, or without a class.
 * @throws RangeError when `options.hitDie` is not a face of the class's die.
 */
export function planLevelUp(doc: CharacterDocument<DarkDungeonsData>, rng: RandomSource, options: PlanOptions = {}): LevelUpPlan {
  const data = doc.data;
  const { classId, con, int, wis } = levelUpBasics(data);
  const table = CLASS_TABLES[classId];
  const fromLevel = data.level;
  const toLevel = fromLevel + 1;
  const before = table.levels[fromLevel - 1];
  const after = table.levels[toLevel - 1];
  if (!before || !after) throw new LevelUpError('max-level', `The ${table.name} table has no row for level ${toLevel}.`);
  const forced = data.xp < after.xp;
  if (forced && options.force !== true) {
    throw new LevelUpError(
      'xp-too-low',
      `A ${table.name.toLowerCase()} needs ${n(after.xp)} XP for level ${toLevel}; this one has ${n(data.xp)}, ` +
        `${n(after.xp - data.xp)} short. A GM ruling can force the level.`,
    );
  }

  const steps: LevelUpStep[] = [];
  const dice: string[] = [];

  // Hit points: class die + Con (at least 1) to 9th, fixed with no Con from 10th (supplement line 185; 004 prose).
  let hp: { roll: HitPointRoll; text: string };
  if (options.hitDie !== undefined && toLevel <= 9) {
    const bad = hitDieProblem(classId, options.hitDie);
    if (bad) throw new RangeError(bad);
    const roll = hitPointGainFor(classId, toLevel, options.hitDie, con, 'entered');
    const conText = roll.con === 0 ? '' : ` ${roll.con > 0 ? '+' : '−'} ${Math.abs(roll.con)} Con`;
    const floor = roll.die + roll.con < 1 ? ' (at least 1)' : '';
    hp = { roll, text: `Level ${toLevel}: 1d${table.hitDie} [${roll.die}] entered${conText} = ${roll.gained}${floor}` };
  } else {
    hp = rollHitPoints(classId, toLevel, con, rng);
  }
  if (toLevel <= 9) dice.push(hp.text);
  const maxBefore = maxHitPoints(data.hitPoints.rolls);
  steps.push({ kind: 'hit-points', roll: hp.roll, text: hp.text, before: maxBefore, after: maxBefore + hp.roll.gained });

  if (after.attackBonus !== before.attackBonus) {
    steps.push({ kind: 'attack-bonus', before: before.attackBonus, after: after.attackBonus });
  }
  if (!sameJson(after.saves, before.saves)) steps.push({ kind: 'saves', before: before.saves, after: after.saves });

  const character: ClassRuleContext = { vows: data.vows, wisdom: wis };
  const spellsBefore = spellsFor(table, before, character);
  const spellsAfter = spellsFor(table, after, character);
  if (!sameJson(spellsBefore.spells, spellsAfter.spells)) {
    // A class that keeps a spellbook learns no spells by levelling: a slot of a spell level with no spell in the book
    // is idle until one is learnt (supplement line 193).
    const idle =
      table.rules?.keepsSpellbook === true
        ? spellsAfter.spells
            .map((count, i) => ({ count, level: i + 1 }))
            .filter((s) => s.count > 0 && !data.spellbook.some((e) => e.level === s.level))
            .map((s) => s.level)
        : [];
    const warning = idle.length
      ? ` No spell of level ${idle.join(', ')} is in the spellbook yet: those slots stay idle until one is learnt (${SUPPLEMENT}).`
      : '';
    steps.push({ kind: 'spells-per-day', before: spellsBefore.spells, after: spellsAfter.spells, note: `Spells per day ${spellsAfter.source}.${warning}` });
  }
  if (after.thiefAbilities && !sameJson(after.thiefAbilities, before.thiefAbilities ?? {})) {
    steps.push({ kind: 'thief-abilities', before: before.thiefAbilities ?? {}, after: after.thiefAbilities });
  }
  if (after.mystic && !sameJson(after.mystic, before.mystic ?? null)) {
    steps.push({ kind: 'mystic', before: before.mystic ?? null, after: after.mystic });
  }
  const turnBefore = turningFor(table, fromLevel, character);
  const turnAfter = turningFor(table, toLevel, character);
  if (turnAfter && !sameJson(turnAfter.row, turnBefore?.row ?? null)) {
    steps.push({
      kind: 'turn-undead',
      before: turnBefore?.row ?? null,
      after: turnAfter.row,
      note: `Turns undead as a level-${turnAfter.as} cleric (Table 4-2b).`,
    });
  }

  for (const id of after.gains) {
    const ability = table.specialAbilities.find((a) => a.id === id);
    // Every gained id is described (classes-a/b tests check it); a missing one is a data bug, not a user error.
    if (!ability) throw new Error(`The ${table.name} table gains "${id}" at level ${toLevel} but does not describe it.`);
    steps.push({ kind: 'special-ability', ability });
  }

  const skillsGained = skillPointsAvailable(classId, toLevel, int) - skillPointsAvailable(classId, fromLevel, int);
  if (skillsGained > 0) {
    const unspentBefore = Math.max(0, skillPointsAvailable(classId, fromLevel, int) - skillPointsSpent(data.skills));
    steps.push({ kind: 'skill-points', gained: skillsGained, unspentBefore, choice: 'spend' });
  }
  const featsGained = weaponFeatSlots(classId, toLevel) - weaponFeatSlots(classId, fromLevel);
  if (featsGained > 0) {
    const banked = Math.max(0, weaponFeatSlots(classId, toLevel) - weaponFeatsUsed(data.weaponFeats));
    steps.push({ kind: 'weapon-feat-slot', gained: featsGained, banked });
  }

  if (data.alignment) {
    for (const vow of Object.values(VOWS)) {
      if (data.vows[vow.id]) continue;
      if (!meetsVowRequirements(vow, { classId, level: toLevel, alignment: data.alignment })) continue;
      const conditions = vow.requirements.conditions.join(' ');
      const c = vow.citation;
      steps.push({ kind: 'vow-offer', vow: vow.id, description: `${vow.summary} ${conditions} (${c.file.slice(0, 3)}:${c.lines})` });
    }
  }

  return { fromLevel, toLevel, xp: data.xp, forced, steps, dice };
}

/** The step of a kind in a plan, if any. */
export function findStep<K extends LevelUpStep['kind']>(plan: LevelUpPlan, kind: K): Extract<LevelUpStep, { kind: K }> | undefined {
  return plan.steps.find((s): s is Extract<LevelUpStep, { kind: K }> => s.kind === kind);
}

/** Adds new skill points to the existing choices, merging entries of the same skill and specialty. */
function mergeSkills(existing: readonly SkillChoice[], added: readonly SkillChoice[]): SkillChoice[] {
  const out = existing.map((s) => ({ ...s }));
  for (const a of added) {
    const key = (s: SkillChoice) => `${s.skillId}|${s.specialty.trim().toLowerCase()}`;
    const i = out.findIndex((s) => key(s) === key(a));
    const hit = i >= 0 ? out[i] : undefined;
    if (hit) out[i] = { ...hit, points: hit.points + a.points };
    else out.push({ skillId: a.skillId, specialty: a.specialty.trim(), points: a.points });
  }
  return out;
}

/** A history id unique within the document (see core/documents/history). */
export { nextHistoryId };

/**
 * The document with new data and one more history entry. Reverse data of earlier entries the new one makes impossible
 * to undo is dropped (see appendHistory).
 */
export function withHistory(
  doc: CharacterDocument<DarkDungeonsData>,
  data: DarkDungeonsData,
  entry: NewHistoryEntry<DarkDungeonsData>,
): CharacterDocument<DarkDungeonsData> {
  return appendHistory(doc, data, entry);
}

/**
 * Applies a plan and the player's choices to a copy of the document: level + 1, the hit-point gain appended (and
 * current hit points raised by it), new skill points spent, vows taken, and a 'level-up' history entry with the dice
 * and the previous data. The input document is not changed.
 * @throws LevelUpError ('stale-plan') when the plan was made for another level or XP total, and ('bad-choice') when a
 *   choice breaks the rules: more skill points than gained, an unknown skill, a vow not offered.
 */
export function applyLevelUp(
  doc: CharacterDocument<DarkDungeonsData>,
  plan: LevelUpPlan,
  choices: LevelUpChoices,
  now: string,
): CharacterDocument<DarkDungeonsData> {
  const data = doc.data;
  const { classId, int } = levelUpBasics(data);
  if (data.level !== plan.fromLevel || plan.toLevel !== plan.fromLevel + 1 || data.xp !== plan.xp) {
    throw new LevelUpError(
      'stale-plan',
      `This plan was made for level ${plan.fromLevel} with ${n(plan.xp)} XP, but the character is level ${data.level} ` +
        `with ${n(data.xp)} XP; make a new plan.`,
    );
  }
  const hpStep = findStep(plan, 'hit-points');
  if (!hpStep || hpStep.roll.level !== plan.toLevel) {
    throw new LevelUpError('stale-plan', `The plan has no hit-point gain for level ${plan.toLevel}; make a new plan.`);
  }

  const added = choices.skills ?? [];
  const gained = findStep(plan, 'skill-points')?.gained ?? 0;
  const spendingNow = skillPointsSpent(added);
  if (spendingNow > gained) {
    throw new LevelUpError(
      'bad-choice',
      `${spendingNow} new skill point${spendingNow === 1 ? ' is' : 's are'} spent but level ${plan.toLevel} gives ` +
        `${gained} (supplement line 195).`,
    );
  }
  const skills = mergeSkills(data.skills, added);
  const problems = added.length ? skillProblems(classId, plan.toLevel, int, skills) : [];
  const badAdded = added.filter((a) => !Number.isInteger(a.points) || a.points < 1);
  if (problems.length > 0 || badAdded.length > 0) {
    const first = problems[0] ?? 'Each skill choice must add at least 1 whole point.';
    throw new LevelUpError('bad-choice', first);
  }

  const offered = new Set(plan.steps.flatMap((s) => (s.kind === 'vow-offer' ? [s.vow] : [])));
  const vows = { ...data.vows };
  const taken: VowId[] = [];
  for (const vow of Object.values(VOWS)) {
    if (choices.vows?.[vow.id] !== true) continue;
    if (!offered.has(vow.id)) {
      throw new LevelUpError('bad-choice', `${vow.name} were not offered at this level, so they cannot be taken now.`);
    }
    vows[vow.id] = true;
    taken.push(vow.id);
  }

  const next: DarkDungeonsData = {
    ...data,
    level: plan.toLevel,
    hitPoints: { rolls: [...data.hitPoints.rolls, hpStep.roll], current: data.hitPoints.current + hpStep.roll.gained },
    skills,
    vows,
  };

  const r = hpStep.roll;
  const hp: HitPointGain = r.fixed > 0 ? { gained: r.gained } : { gained: r.gained, die: r.die, ...(r.con ? { con: r.con } : {}), ...(r.source === 'entered' ? { source: r.source } : {}) };
  const feats = findStep(plan, 'weapon-feat-slot')?.gained ?? 0;
  const payload: DarkDungeonsLevelUpPayload = {
    from: plan.fromLevel,
    to: plan.toLevel,
    hp,
    ...(added.length > 0 ? { skills: added.map((a) => ({ skillId: a.skillId, ...(a.specialty.trim() ? { specialty: a.specialty.trim() } : {}), points: a.points })) } : {}),
    ...(spendingNow < gained ? { skillsUnspent: gained - spendingNow } : {}),
    ...(taken.length > 0 ? { vows: taken } : {}),
    ...(feats > 0 ? { featsBanked: feats } : {}),
    ...(plan.forced ? { forced: { xp: data.xp } } : {}),
  };
  // Only what the level-up changed goes back on undo: the level, the roll (and the hit points it added), and the
  // skills and vows when they changed. Later changes to anything else (gold, notes, damage taken) are kept.
  const undo: ReversePatch<DarkDungeonsData> = {
    set: { level: data.level, ...(added.length > 0 ? { skills: data.skills } : {}), ...(taken.length > 0 ? { vows: data.vows } : {}) },
    truncate: { 'hitPoints.rolls': data.hitPoints.rolls.length },
    add: { 'hitPoints.current': r.gained },
  };
  const summary = describeLevelUp(payload, classId);
  return withHistory(doc, next, { kind: 'level-up', at: now, summary, dice: [...plan.dice], payload, undo });
}
