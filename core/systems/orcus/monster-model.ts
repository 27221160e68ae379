/**
 * Orcus monsters for the combat tracker and the monster library (the seam's MonsterModelDef): the GM gives a level, a
 * role and a rank (and, for initiative, the Dexterity score the GM assigns, 002:1853), and the builder's tables
 * (Creating New Monsters, 002:1747-1907, through `buildMonster`) give the hit points, the four defences, the attacks
 * with their bonus and damage, the XP (Table - Monster XP, 002:1687-1723) and the initiative modifier. The monster's
 * name is the combatant's own, not an input here.
 *
 * Initiative is half the level plus the Dexterity modifier (002:1859-1860). The listed ability modifiers already
 * include half the level (002:1667, 002:1855); adding half the level again would count it twice, so the modifier used
 * is the score's own (002:119-138), and the result equals the listed Dexterity modifier.
 */
import { formatNumber, signed } from '../../text/format';
import { isInputProblem, readInput } from '../play-inputs';
import type { MonsterFigures, MonsterModelDef, PlayInputDef } from '../types';
import { abilityModifier } from './data/abilities';
import { MONSTER_MAX_LEVEL, MONSTER_RANKS, MONSTER_ROLES, RANKS, ROLES, type MonsterRank, type MonsterRole } from './data/monster-tables';
import { buildMonster } from './monsters';

const INPUTS: readonly PlayInputDef[] = [
  { kind: 'number', id: 'level', label: 'Level', min: 1, max: MONSTER_MAX_LEVEL, default: 1 },
  { kind: 'choice', id: 'role', label: 'Role', options: MONSTER_ROLES.map((id) => ({ id, label: ROLES[id].name })), default: 'striker' },
  { kind: 'choice', id: 'rank', label: 'Rank', options: MONSTER_RANKS.map((id) => ({ id, label: RANKS[id].name })), default: 'standard' },
  { kind: 'number', id: 'dex', label: 'Dexterity score', min: 1, max: 40, default: 10 },
];

const isRole = (v: string): v is MonsterRole => MONSTER_ROLES.some((r) => r === v);
const isRank = (v: string): v is MonsterRank => MONSTER_RANKS.some((r) => r === v);

function build(input: Readonly<Record<string, string>>): MonsterFigures | { problem: string; input?: string } {
  const [levelDef, , , dexDef] = INPUTS as [Extract<PlayInputDef, { kind: 'number' }>, PlayInputDef, PlayInputDef, Extract<PlayInputDef, { kind: 'number' }>];
  const level = readInput(levelDef, input);
  if (isInputProblem(level)) return level;
  const dex = readInput(dexDef, input);
  if (isInputProblem(dex)) return dex;
  const role = input['role'] ?? 'striker';
  if (!isRole(role)) return { problem: `The role is one of ${MONSTER_ROLES.map((r) => ROLES[r].name).join(', ')} (002:1800-1831).`, input: 'role' };
  const rank = input['rank'] ?? 'standard';
  if (!isRank(rank)) return { problem: `The rank is one of ${MONSTER_RANKS.map((r) => RANKS[r].name).join(', ')} (002:1583-1604).`, input: 'rank' };
  const m = buildMonster({ level, role, rank, name: '' });
  const vsOther = `${signed(m.attack.vsOther.value)} vs Fortitude, Reflex or Will${m.attack.vsOther.reconstructed ? ' (reconstructed, 002:1816)' : ''}`;
  const attack = `${signed(m.attack.vsAc.value)} vs AC or ${vsOther}`;
  const damage = (kind: string) => m.damage.find((d) => d.kind === kind)?.damage.value ?? '—';
  const attacks =
    rank === 'mook'
      ? [`${attack}; ${damage('Mook (static, one target)')} damage to one creature; no damage from attacks that miss it (002:1589, 002:1865)`]
      : [
          `At-will: ${attack}; ${damage('At-will, single target')} against one target, ${damage('At-will, multi-target')} against several`,
          `Surge: ${attack}; ${damage('Surge, single target')} against one target, ${damage('Surge, multi-target')} against several`,
        ];
  const half = Math.floor(level / 2);
  return {
    summary: m.title,
    hp: m.hp.value,
    defences: [
      { label: 'AC', value: String(m.defences.ac.value) },
      { label: 'Fortitude', value: String(m.defences.fort.value) },
      { label: 'Reflex', value: String(m.defences.ref.value) },
      { label: 'Will', value: String(m.defences.will.value) },
    ],
    attacks,
    xp: m.xp.value,
    initiative: half + abilityModifier(dex),
    figures: `${m.hp.explanation}; defences and attacks by role (${ROLES[role].name}, 002:1800-1831); damage by level (002:1861-1907); ${formatNumber(m.xp.value)} XP (Monster XP, 002:1687-1723); initiative ${half} for half the level ${abilityModifier(dex) < 0 ? '−' : '+'} ${Math.abs(abilityModifier(dex))} for Dexterity ${dex} (002:1859-1860).`,
  };
}

export const orcusMonsterModel: MonsterModelDef = {
  inputs: INPUTS,
  build: (input) => build(input),
  source: '002:1581-1907',
};
