/**
 * The GM's monster builder (Creating New Monsters, 002:1747-1907): a stat block from a level, a role and a rank,
 * every figure explained with its rule. Optional source and tags add the resistances and vulnerabilities the text
 * gives them. Powers are left to the GM, as the text leaves them ("look at similar, existing monsters", 002:1862); the
 * damage table gives what each kind of power should deal.
 */
import { abilityModifier } from './data/abilities';
import { TIER_NAMES, tierOf } from './data/levels';
import { shortCite } from './data/source';
import {
  MONSTER_DAMAGE,
  MONSTER_MAX_LEVEL,
  MONSTER_ROLES,
  MONSTER_RANKS,
  MONSTER_XP,
  RANKS,
  ROLES,
  SKULKER_OTHER_ATTACK,
  SOURCE_GRANTS,
  TAG_GRANTS,
  monsterDamageLine,
  monsterRecoveries,
  monsterXpLine,
  resistX,
  type MonsterRank,
  type MonsterRole,
  type MonsterSource,
  type MonsterTag,
} from './data/monster-tables';

export { monsterSheet } from './monster-sheet';

/** What the GM asks for. */
export interface MonsterInput {
  readonly level: number;
  readonly role: MonsterRole;
  readonly rank: MonsterRank;
  readonly name: string;
  /** "Leader" added to the role, like "Blocker (Leader)" (002:1609). */
  readonly leader?: boolean;
  readonly source?: MonsterSource;
  readonly tags?: readonly MonsterTag[];
}

/** One figure of the stat block with the reason for it. */
export interface MonsterStat<T extends number | string = number> {
  readonly value: T;
  readonly explanation: string;
}

/** A built stat block. */
export interface MonsterBlock {
  readonly name: string;
  readonly level: number;
  readonly role: MonsterRole;
  readonly rank: MonsterRank;
  readonly leader: boolean;
  readonly source: MonsterSource | null;
  readonly tags: readonly MonsterTag[];
  /** "Level 5 Elite Blocker (Leader)". */
  readonly title: string;
  readonly tier: string;
  readonly hp: MonsterStat;
  readonly staggered: MonsterStat;
  readonly defences: { readonly ac: MonsterStat; readonly fort: MonsterStat; readonly ref: MonsterStat; readonly will: MonsterStat };
  readonly attack: { readonly vsAc: MonsterStat; readonly vsOther: MonsterStat & { readonly reconstructed: boolean } };
  /** Damage by kind of power: a mook's static figure, or at-will and surge, single and multi-target. */
  readonly damage: readonly { readonly kind: string; readonly damage: MonsterStat<string> }[];
  readonly saves: MonsterStat;
  readonly actionPoints: MonsterStat;
  readonly recoveries: MonsterStat;
  readonly xp: MonsterStat;
  /** The "X" of resistances and vulnerabilities at this level. */
  readonly resistX: MonsterStat;
  readonly resistances: readonly string[];
  readonly vulnerabilities: readonly string[];
  readonly special: readonly string[];
  readonly abilities: { readonly highestScore: MonsterStat; readonly highestModifier: MonsterStat };
  readonly speed: MonsterStat;
  /** Rules the GM should keep in mind for this block, each with its line. */
  readonly notes: readonly string[];
  /** Reconstructions the block relies on (shown in the printed footer). */
  readonly reconstructions: readonly string[];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Adds a bonus to the constant of "2d8+4". */
function plus(dice: string, bonus: number): string {
  if (bonus === 0) return dice;
  const m = /^(\d+d\d+)([+-]\d+)?$/.exec(dice);
  if (!m) return `${dice}+${bonus}`;
  const total = Number(m[2] ?? 0) + bonus;
  return `${m[1]}${total >= 0 ? '+' : ''}${total}`;
}

/** Checks the input; returns a sentence or null. */
export function monsterInputProblem(input: MonsterInput): string | null {
  if (!Number.isInteger(input.level) || input.level < 1 || input.level > MONSTER_MAX_LEVEL) return `A monster's level is a whole number from 1 to ${MONSTER_MAX_LEVEL} (the XP table, 002:1691-1723).`;
  if (!MONSTER_ROLES.includes(input.role)) return `The role is one of ${MONSTER_ROLES.join(', ')} (002:1800-1831); Leader is added to a role.`;
  if (!MONSTER_RANKS.includes(input.rank)) return `The rank is one of ${MONSTER_RANKS.join(', ')} (002:1583-1604).`;
  if (input.name.length > 200) return 'Keep the name to 200 characters.';
  if (input.source !== undefined && !(input.source in SOURCE_GRANTS)) return 'Unknown source (002:1763-1769).';
  if (input.tags?.some((t) => !(t in TAG_GRANTS))) return 'Unknown tag (002:1775-1799, 002:1834).';
  return null;
}

/**
 * Builds a stat block. Pure: the same input gives the same block.
 * @throws RangeError with a sentence for a bad level, role, rank, source or tag.
 */
export function buildMonster(input: MonsterInput): MonsterBlock {
  const problem = monsterInputProblem(input);
  if (problem) throw new RangeError(problem);
  const { level } = input;
  const role = ROLES[input.role];
  const rank = RANKS[input.rank];
  const roleLines = shortCite(role.citation.lines);
  const rankLines = shortCite(rank.citation.lines);
  const xpRow = MONSTER_XP[level - 1];
  const dmg = MONSTER_DAMAGE[level - 1];
  if (!xpRow || !dmg) throw new RangeError(`Level ${level} is outside the monster tables.`);

  const standardHp = role.hpBase + role.hpPerLevel * level;
  const hp: MonsterStat =
    input.rank === 'mook'
      ? { value: 1, explanation: `A mook has 1 HP only and takes no damage from attacks that miss (002:1589)` }
      : {
          value: standardHp * rank.hpMultiplier,
          explanation: `${role.hpBase} + ${role.hpPerLevel} × level ${level} = ${standardHp} (${role.name}, ${roleLines})${rank.hpMultiplier > 1 ? ` × ${rank.hpMultiplier} for ${rank.name.toLowerCase()} = ${standardHp * rank.hpMultiplier} (${rankLines})` : ''}`,
        };
  const defence = (base: number, name: string): MonsterStat => ({ value: base + level, explanation: `${name} ${base} + level ${level} (${role.name}, ${roleLines})` });
  const otherBase = role.attackVsOther ?? 3;
  const vsOther = {
    value: otherBase + level,
    explanation:
      role.attackVsOther === null
        ? `+3 + level ${level}: a reconstruction; the Skulker prints only "+5 + level" (002:1816), and every other role attacks Fortitude, Reflex or Will at +3 + level`
        : `+${otherBase} + level ${level} vs Fortitude, Reflex or Will (${role.name}, ${roleLines})`,
    reconstructed: role.attackVsOther === null,
  };

  const wrecker = input.role === 'wrecker';
  const dLine = shortCite(String(monsterDamageLine(level)));
  const damage: { kind: string; damage: MonsterStat<string> }[] = [];
  if (input.rank === 'mook') {
    const bonus = wrecker ? Math.floor(dmg.wreckerBonus / 2) : 0;
    damage.push({
      kind: 'Mook (static, one target)',
      damage: { value: String(dmg.mook + bonus), explanation: `Mook damage ${dmg.mook} at level ${level} (${dLine})${wrecker ? ` + half the wrecker bonus ${dmg.wreckerBonus}, rounded down = ${bonus} (002:1869)` : ''}; mooks deal static damage to one creature (002:1865)` },
    });
  } else {
    const bonus = wrecker ? dmg.wreckerBonus : 0;
    const line = (kind: string, base: string) => ({
      kind,
      damage: { value: plus(base, bonus), explanation: `${kind} ${base} at level ${level} (${dLine})${wrecker ? ` + wrecker bonus ${bonus} (002:1869)` : ''}` },
    });
    damage.push(line('At-will, single target', dmg.atWillSingle), line('At-will, multi-target', dmg.atWillMulti), line('Surge, single target', dmg.surgeSingle), line('Surge, multi-target', dmg.surgeMulti));
  }

  const x = resistX(level);
  const grants = [...(input.source ? [SOURCE_GRANTS[input.source]] : []), ...(input.tags ?? []).map((t) => TAG_GRANTS[t])];
  // Where several grants name the same type, only the highest applies (002:1238); X is the same for all, so each type once.
  const resistTypes = [...new Set(grants.flatMap((g) => g.resist))];
  const vulnerableTypes = [...new Set(grants.flatMap((g) => g.vulnerable))];
  const special = [...new Set(grants.flatMap((g) => g.special.map((s) => s.replace(' X', ` ${x}`))))];
  const xpValue = xpRow[input.rank];
  const topScore = 16 + Math.floor(level / 2);
  const topMod = abilityModifier(topScore) + Math.floor(level / 2);
  const roleTitle = `${role.name}${input.leader ? ' (Leader)' : ''}`;
  const title = `Level ${level} ${input.rank === 'standard' ? '' : `${rank.name} `}${roleTitle}`;
  const notes = [
    input.rank === 'mook' ? 'A mook takes no damage from attacks that miss it (002:1589).' : '',
    'Most monsters die at 0 HP rather than falling unconscious; the GM may knock one out instead or let a villain use the player rules (002:1465-1466, 002:1659).',
    `Saving throws: d20${rank.saveBonus ? ` + ${rank.saveBonus}` : ''}, 10 or more succeeds (002:1127).`,
    input.rank === 'elite' ? 'Elite: powers that attack roughly twice as often as a standard monster (002:1866).' : '',
    input.rank === 'boss' ? 'Boss: powers that attack roughly four times as often, or hit harder (002:1867).' : '',
    input.leader ? 'Leader: helps other monster allies fight better (002:1609).' : '',
    'Skills: trained skills are +5 over the listed ability modifier; initiative and untrained Perception use the listed Dex and Wis modifiers, which already include half the level (002:1667, 002:1855-1860).',
  ].filter((n) => n !== '');
  return {
    name: input.name.trim() || title,
    level,
    role: input.role,
    rank: input.rank,
    leader: input.leader ?? false,
    source: input.source ?? null,
    tags: [...(input.tags ?? [])],
    title,
    tier: TIER_NAMES[tierOf(level)],
    hp,
    staggered: { value: Math.floor(hp.value / 2), explanation: `Half of ${hp.value}, rounded down (002:1449, 002:104)` },
    defences: { ac: defence(role.ac, 'AC'), fort: defence(role.fort, 'Fortitude'), ref: defence(role.ref, 'Reflex'), will: defence(role.will, 'Will') },
    attack: { vsAc: { value: role.attackVsAc + level, explanation: `+${role.attackVsAc} + level ${level} vs AC (${role.name}, ${roleLines})` }, vsOther },
    damage,
    saves: { value: rank.saveBonus, explanation: rank.saveBonus ? `${rank.name}: +${rank.saveBonus} on saving throws (${rankLines})` : `${rank.name}: no bonus on saving throws` },
    actionPoints: { value: rank.actionPoints, explanation: rank.actionPoints ? `${rank.name}: ${rank.actionPoints} action point${rank.actionPoints > 1 ? 's' : ''} per encounter (${rankLines})` : `${rank.name}: no action points` },
    recoveries: { value: monsterRecoveries(level), explanation: `1, 2 at level 11+, 3 at level 21+ (002:1685-1686)` },
    xp: { value: xpValue, explanation: `${rank.name} of level ${level}: ${xpValue.toLocaleString('en-US')} XP (Monster XP, 002:${monsterXpLine(level)})` },
    resistX: { value: x, explanation: `X is 5 at levels 1-10, 10 at 11-20, 15 at 21-30 (002:1751)` },
    resistances: resistTypes.map((t) => `${t} ${x}`),
    vulnerabilities: vulnerableTypes.map((t) => `${t} ${x}`),
    special,
    abilities: {
      highestScore: { value: topScore, explanation: `About 16 + half level ${level} (002:1854)` },
      highestModifier: { value: topMod, explanation: `Modifier of ${topScore} (${abilityModifier(topScore) >= 0 ? '+' : ''}${abilityModifier(topScore)}) + half the level ${Math.floor(level / 2)} (002:1855)` },
    },
    speed: { value: 6, explanation: 'A monster as fast as a human has speed 6 (002:1841)' },
    notes,
    reconstructions: vsOther.reconstructed ? [SKULKER_OTHER_ATTACK.note] : [],
  };
}

/** Role and rank names for pickers. */
export const ROLE_OPTIONS = MONSTER_ROLES.map((id) => ({ id, label: ROLES[id].name }));
export const RANK_OPTIONS = MONSTER_RANKS.map((id) => ({ id, label: cap(id) }));
