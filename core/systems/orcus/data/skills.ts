/**
 * The 17 skills with their key abilities and whether the armour check penalty applies (002:339-505). The list at
 * 002:341-357 leaves out Nature, which the contents (002:23), the knowledge rule (002:361) and its own entry
 * (002:456) all have; it is included here, making 17.
 */
import type { AbilityId } from './abilities';
import { cite, type Citation, type Reconstruction } from './source';

export type SkillId =
  | 'acrobatics'
  | 'arcana'
  | 'athletics'
  | 'bluff'
  | 'diplomacy'
  | 'dungeoneering'
  | 'endure'
  | 'heal'
  | 'history'
  | 'insight'
  | 'intimidate'
  | 'nature'
  | 'perception'
  | 'religion'
  | 'sleight-of-hand'
  | 'stealth'
  | 'streetsmarts';

export interface SkillDef {
  readonly id: SkillId;
  readonly name: string;
  /** The key ability whose modifier the skill adds (002:254). */
  readonly ability: AbilityId;
  /** True when "Armor Check Penalty applies" (002:359). */
  readonly armourCheckPenalty: boolean;
  /** The skill's own entry. */
  readonly citation: Citation;
}

const skill = (id: SkillId, name: string, ability: AbilityId, armourCheckPenalty: boolean, lines: string): SkillDef => ({
  id,
  name,
  ability,
  armourCheckPenalty,
  citation: cite(lines),
});

export const SKILLS: readonly SkillDef[] = [
  skill('acrobatics', 'Acrobatics', 'dex', true, '369-380'),
  skill('arcana', 'Arcana', 'int', false, '381-390'),
  skill('athletics', 'Athletics', 'str', true, '391-414'),
  skill('bluff', 'Bluff', 'cha', false, '415-421'),
  skill('diplomacy', 'Diplomacy', 'cha', false, '422-425'),
  skill('dungeoneering', 'Dungeoneering', 'wis', false, '426-430'),
  skill('endure', 'Endure', 'con', true, '431-438'),
  skill('heal', 'Heal', 'wis', false, '439-444'),
  skill('history', 'History', 'int', false, '445-446'),
  skill('insight', 'Insight', 'wis', false, '447-448'),
  skill('intimidate', 'Intimidate', 'cha', false, '449-455'),
  skill('nature', 'Nature', 'wis', false, '456-466'),
  skill('perception', 'Perception', 'wis', false, '467-474'),
  skill('religion', 'Religion', 'int', false, '475-476'),
  skill('sleight-of-hand', 'Sleight of Hand', 'dex', true, '477-488'),
  skill('stealth', 'Stealth', 'dex', true, '489-500'),
  skill('streetsmarts', 'Streetsmarts', 'cha', false, '501-505'),
];

export const SKILL_IDS: readonly SkillId[] = SKILLS.map((s) => s.id);

export function skillById(id: string): SkillDef | undefined {
  return SKILLS.find((s) => s.id === id);
}

/** "+5 if you are trained in the skill" (002:102, 002:252). */
export const TRAINED_BONUS = 5;

export const SKILL_RECONSTRUCTIONS: readonly Reconstruction[] = [
  { citation: cite('341-357'), note: 'The skill list omits Nature; it is the 17th skill (contents 002:23, knowledge 002:361, entry 002:456).' },
  {
    citation: cite('252, 615-620'),
    note: 'The skill formula at 002:252 leaves out the level bonus, which 002:615-620 applies to skill checks: the modifier includes it.',
  },
  {
    citation: cite('91-102, 669'),
    note: 'Armour check penalty is not one of the listed modifier types (002:94-102), so it is untyped and the armour’s and the shield’s penalties add up (002:93).',
  },
];
