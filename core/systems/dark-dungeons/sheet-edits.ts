/**
 * Edits a player makes on a Dark Dungeons sheet between sessions: the spellbook (magic-users and elves must acquire
 * more spells during their adventures, 004:444 and 004:719), the spells prepared for the day, and the skill points a
 * level-up brings (spent at once, 004:1022).
 */
import type { StepResult } from '../types';
import { withArticle } from './format';
import type { DarkDungeonsData, SkillChoice } from './character';
import { skillById } from './data/skills';
import { findSpell, spellListFor } from './data/spells';
import { keepsSpellbook } from './rules/creation';
import { levelWord, preparable, preparesFromBook, spellsPerDay } from './rules/spells';

/** Writes a spell of the magic-user list in the spellbook (supplement §12); its level is the list's. */
export function learnSpell(data: DarkDungeonsData, name: string, level: number): StepResult<DarkDungeonsData> {
  const clean = name.trim();
  if (clean === '') return { problem: 'Choose a spell.' };
  if (!Number.isInteger(level) || level < 1 || level > 9) return { problem: 'Spell levels run from 1 to 9.' };
  if (!data.classId || !keepsSpellbook(data.classId)) return { problem: 'Only magic-users and elves keep a spellbook.' };
  const spell = findSpell(spellListFor(data.classId, false) ?? [], clean);
  if (!spell) return { problem: `${clean} is not on the magic-user spell list; pick a spell from it.` };
  if (spell.level !== level) return { problem: `${spell.name} is a ${levelWord(spell.level)} spell.` };
  if (data.spellbook.some((s) => s.name.trim().toLowerCase() === spell.name.toLowerCase())) return { problem: `${spell.name} is already in the spellbook.` };
  return { data: { ...data, spellbook: [...data.spellbook, { name: spell.name, level: spell.level }] } };
}

/** Removes the spell at `index` of the spellbook (and any preparation of it). */
export function forgetSpell(data: DarkDungeonsData, index: number): StepResult<DarkDungeonsData> {
  const spell = data.spellbook[index];
  if (!spell) return { problem: 'That spell is no longer in the spellbook.' };
  const memorised = (data.memorised ?? []).filter((m) => m.name.toLowerCase() !== spell.name.toLowerCase());
  return { data: { ...data, spellbook: data.spellbook.filter((_, i) => i !== index), memorised } };
}

/**
 * Prepares a spell for the day: a magic-user or elf from the spellbook, a cleric from the class's list, as many of
 * each level as the class table's spells per day allow (a spell prepared twice takes two slots, 004:446).
 */
export function prepareSpell(data: DarkDungeonsData, name: string): StepResult<DarkDungeonsData> {
  const choices = preparable(data);
  if (choices.length === 0) return { problem: 'This character prepares no spells.' };
  const spell = choices.find((s) => s.name.toLowerCase() === name.trim().toLowerCase());
  if (!spell) return { problem: preparesFromBook(data) ? `${name} is not in the spellbook.` : `${name} is not on the spell list.` };
  const perDay = spellsPerDay(data)[spell.level - 1] ?? 0;
  const memorised = data.memorised ?? [];
  const taken = memorised.filter((m) => m.level === spell.level).length;
  if (taken >= perDay) {
    return { problem: perDay === 0 ? `No ${levelWord(spell.level)} spells can be prepared yet.` : `All ${perDay} ${levelWord(spell.level)} slot${perDay === 1 ? ' is' : 's are'} taken; remove one first.` };
  }
  return { data: { ...data, memorised: [...memorised, { name: spell.name, level: spell.level }] } };
}

/** Takes back the prepared spell at `index` (cast, or swapped for another). */
export function unprepareSpell(data: DarkDungeonsData, index: number): StepResult<DarkDungeonsData> {
  const memorised = data.memorised ?? [];
  if (!memorised[index]) return { problem: 'That spell is no longer prepared.' };
  return { data: { ...data, memorised: memorised.filter((_, i) => i !== index) } };
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
  if (def.choose && key === '') return { problem: `${def.name} needs ${withArticle(def.choose)}: type which one.` };
  const existing = choices.find((c) => c.skillId === def.id && c.specialty === key);
  return {
    choices: existing ? choices.map((c) => (c === existing ? { ...c, points: c.points + 1 } : c)) : [...choices, { skillId: def.id, specialty: key, points: 1 }],
  };
}
