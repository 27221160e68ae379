/**
 * Dark Dungeons' own parts of history payloads: the choices of a level-up (skills, vows, weapon feats banked) beside
 * the fields every system's level-up has, and the whole payload of a course of weapon training (Table 11-1). Their
 * types, and their checks for a file (`SystemRecords.checkPayload`), which also narrow a payload read back from the
 * history. The JSON is where it always was: only who types and checks it lives here.
 */
import { PayloadReader, Unreadable } from '../../documents/history-checks';
import type { LevelUpPayload, SystemPayload } from '../../documents/history';

/** Skill points spent at a level-up on one skill (and specialty). */
export interface SkillSpend {
  readonly skillId: string;
  /** The specialty, for skills that have one; absent when none. */
  readonly specialty?: string;
  readonly points: number;
}

/** A Dark Dungeons level gained: the shared fields, and what the player chose. */
export interface DarkDungeonsLevelUpPayload extends LevelUpPayload {
  /** New skill points spent, by skill id. */
  readonly skills?: readonly SkillSpend[];
  /** Skill points the level gave that were left unspent. */
  readonly skillsUnspent?: number;
  /** Vows taken at this level, by id ("druidic", "chivalric"). */
  readonly vows?: readonly string[];
  /** Weapon feats the level banked for training. */
  readonly featsBanked?: number;
}

/** A course of weapon training (Table 11-1). Proficiencies are the table's letters (N, B, S, E, M, G). */
export interface TrainingPayload extends SystemPayload {
  /** The weapon, by its id in the weapon table, so a renamed weapon is still found. */
  readonly weaponId: string;
  /** The proficiency the course aimed at (a course always climbs one step, so the one before is implied). */
  readonly to: string;
  /** The trainer's proficiency. */
  readonly trainer: string;
  /** The d% roll made halfway through, and the chance it had to be at or under. */
  readonly roll: number;
  readonly chance: number;
  /** Success; failure and quitting at the roll; or failure with the course completed (+10% on a later try). */
  readonly outcome: 'success' | 'quit' | 'completed-failed';
  /** Gold paid and weeks attended. */
  readonly fee: number;
  readonly weeks: number;
}

type LevelUpChoices = Omit<DarkDungeonsLevelUpPayload, keyof LevelUpPayload>;

/** The level-up's own fields (unknown ones left out); throws Unreadable when one is not what a level-up writes. */
function levelUpChoices(r: PayloadReader): LevelUpChoices {
  const skills = r.has('skills')
    ? r.list('skills').map((raw): SkillSpend => {
        const s = new PayloadReader(raw);
        // Built from the known fields only: an unknown one is left out (the import report says so).
        return { skillId: s.text('skillId'), ...(s.has('specialty') ? { specialty: s.text('specialty') } : {}), points: s.int('points') };
      })
    : undefined;
  return {
    ...(skills ? { skills } : {}),
    ...(r.has('skillsUnspent') ? { skillsUnspent: r.int('skillsUnspent') } : {}),
    ...(r.has('vows') ? { vows: r.texts('vows') } : {}),
    ...(r.has('featsBanked') ? { featsBanked: r.int('featsBanked') } : {}),
  };
}

function training(r: PayloadReader): TrainingPayload {
  return {
    weaponId: r.text('weaponId'),
    to: r.text('to'),
    trainer: r.text('trainer'),
    roll: r.num('roll'),
    chance: r.num('chance'),
    outcome: r.oneOf('outcome', ['success', 'quit', 'completed-failed'] as const),
    fee: r.num('fee'),
    weeks: r.num('weeks'),
  };
}

/**
 * Dark Dungeons' check of its fields of a payload from a file: a level-up's choices, or a whole training. Returns what
 * it keeps (fields it does not know are left out); throws an Error when a field is not what Sheetsmith wrote.
 */
export function checkDarkDungeonsPayload(kind: string, fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const r = new PayloadReader({ ...fields });
  if (kind === 'level-up') return { ...levelUpChoices(r) };
  if (kind === 'training') return { ...training(r) };
  // No other kind has fields of Dark Dungeons' own: anything there is unknown and left out.
  return {};
}

/** A level-up payload from the history with Dark Dungeons' choices typed (ones not readable are left out). */
export function asDarkDungeonsLevelUp(payload: LevelUpPayload): DarkDungeonsLevelUpPayload {
  try {
    return { ...payload, ...levelUpChoices(new PayloadReader({ ...payload })) };
  } catch (error) {
    if (error instanceof Unreadable) return { from: payload.from, to: payload.to, hp: payload.hp, ...(payload.forced ? { forced: payload.forced } : {}) };
    throw error;
  }
}

/** A training payload from the history, typed; null when it is not one (a file's damaged payload was dropped on import). */
export function asTraining(payload: SystemPayload | undefined): TrainingPayload | null {
  if (!payload) return null;
  try {
    return training(new PayloadReader({ ...payload }));
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}
