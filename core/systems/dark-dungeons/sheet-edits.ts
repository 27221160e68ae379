/**
 * Edits a player makes on a Dark Dungeons sheet between sessions: the spellbook (magic-users and elves learn spells
 * between levels, 004:448 and 004:723) and the skill points a level-up brings (spent at once, 004:1022).
 */
import type { StepResult } from '../types';
import type { DarkDungeonsData, SkillChoice } from './character';
import { skillById } from './data/skills';

/** Writes a spell in the spellbook; spell levels run 1–9. */
export function learnSpell(data: DarkDungeonsData, name: string, level: number): StepResult<DarkDungeonsData> {
  const clean = name.trim();
  if (clean === '') return { problem: 'Name the spell.' };
  if (clean.length > 200) return { problem: 'Keep the spell name to 200 characters.' };
  if (!Number.isInteger(level) || level < 1 || level > 9) return { problem: 'Spell levels run from 1 to 9.' };
  if (data.spellbook.some((s) => s.name.trim().toLowerCase() === clean.toLowerCase())) return { problem: `${clean} is already in the spellbook.` };
  return { data: { ...data, spellbook: [...data.spellbook, { name: clean, level }] } };
}

/** Removes the spell at `index` of the spellbook. */
export function forgetSpell(data: DarkDungeonsData, index: number): StepResult<DarkDungeonsData> {
  if (!data.spellbook[index]) return { problem: 'That spell is no longer in the spellbook.' };
  return { data: { ...data, spellbook: data.spellbook.filter((_, i) => i !== index) } };
}

/**
 * Adds one point to a skill in a list of choices (one entry per skill and specialty), as the level-up preview spends
 * its new points: a problem when no point is left or the skill needs a specialty that is missing.
 */
export function addSkillPoint(
  choices: readonly SkillChoice[],
  skillId: string,
  specialty: string,
  pointsLeft: number,
): { readonly choices: readonly SkillChoice[] } | { readonly problem: string } {
  const def = skillById(skillId);
  if (!def) return { problem: 'Choose a skill.' };
  if (pointsLeft < 1) return { problem: 'Every new skill point is spent.' };
  const key = specialty.trim();
  if (def.choose && key === '') return { problem: `${def.name} needs a ${def.choose}: type which one.` };
  const existing = choices.find((c) => c.skillId === def.id && c.specialty === key);
  return {
    choices: existing ? choices.map((c) => (c === existing ? { ...c, points: c.points + 1 } : c)) : [...choices, { skillId: def.id, specialty: key, points: 1 }],
  };
}
