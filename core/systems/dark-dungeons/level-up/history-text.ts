/**
 * The history sentences of Dark Dungeons, written from the typed payloads (names looked up by id, figures the class
 * tables give worked out again), so the words can change without changing what the history means, and no code ever
 * has to read a sentence back.
 */
import type { XpPayload } from '../../../documents/history';
import type { DarkDungeonsLevelUpPayload, TrainingPayload } from '../payloads';
import type { ClassId } from '../character';
import { PROFICIENCY_SHORT_NAMES } from '../data/weapon-mastery';
import { CLASS_TABLES } from '../data/classes';
import { applyXpBonus } from '../data/experience';
import { TRAINER_WEEKLY_FEE, TRAINING_TABLE } from '../data/training';
import { VOWS, type VowId } from '../data/vows';
import { weaponById } from '../data/weapons';
import { formatNumber as n } from '../../../text/format';
import { formatGp as gp } from '../format';

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function isVow(id: string): id is VowId {
  return Object.hasOwn(VOWS, id);
}

/** "+1,100 XP (1,000 × 1.10 = 1,100), total 1,100; level 2 ready", or for a ruling "XP raised from 0 to 1,200, …". */
export function describeXp(p: XpPayload): string {
  if (p.source === 'ruling') return `XP raised from ${n(p.from)} to ${n(p.to)}${p.note ? `, ${p.note}` : ''}`;
  // An award: the bonus arithmetic, then what a cap did, then the level it makes ready.
  const gained = p.to - p.from;
  const { arithmetic } = applyXpBonus(p.base, p.bonusPercent);
  const uncapped = p.from + p.awarded;
  // A cap stops the total one XP short of the level after next (see capAward), which is the ready level + 1.
  const cap =
    gained < p.awarded
      ? `; ${n(p.from)} + ${n(p.awarded)} = ${n(uncapped)} would pass ${p.ready !== undefined ? `level ${p.ready + 1}` : 'the level after next'} ` +
        `(${n(p.to + 1)} XP); one award raises at most one level, so the total stops at ${n(p.to)} and ${n(uncapped - p.to)} XP is lost`
      : '';
  const ready = p.ready !== undefined ? `; level ${p.ready} ready` : '';
  return `+${n(gained)} XP (${arithmetic}), total ${n(p.to)}${cap}${ready}`;
}

/** "Level 3 → 4: +5 hp (rolled 4, Con +1), attack bonus +1 → +2, 2 skill points spent, gains Backstab". */
export function describeLevelUp(p: DarkDungeonsLevelUpPayload, classId: ClassId | null): string {
  const parts: string[] = [];
  const hp = p.hp;
  if (hp) {
    if (hp.die === undefined) parts.push(`+${hp.gained} hp (fixed after 9th)`);
    else {
      const die = hp.die;
      const con = hp.con ?? 0;
      const conText = con ? `, Con ${con > 0 ? '+' : '−'}${Math.abs(con)}` : '';
      parts.push(`+${hp.gained} hp (${hp.source ?? 'rolled'} ${die}${conText}${die + con < 1 ? ', at least 1' : ''})`);
    }
  }
  const table = classId ? CLASS_TABLES[classId] : undefined;
  const before = table?.levels[p.from - 1];
  const after = table?.levels[p.to - 1];
  if (before && after && before.attackBonus !== after.attackBonus) parts.push(`attack bonus +${before.attackBonus} → +${after.attackBonus}`);
  const spent = (p.skills ?? []).reduce((sum, s) => sum + s.points, 0);
  if (spent > 0) parts.push(`${plural(spent, 'skill point')} spent`);
  if (p.skillsUnspent) parts.push(`${plural(p.skillsUnspent, 'skill point')} left to spend`);
  if (p.featsBanked) parts.push(`${plural(p.featsBanked, 'weapon feat')} banked for training`);
  for (const id of after?.gains ?? []) parts.push(`gains ${table?.specialAbilities.find((a) => a.id === id)?.name ?? id}`);
  for (const id of p.vows ?? []) {
    const vow = isVow(id) ? VOWS[id] : undefined;
    parts.push(vow ? `took ${vow.name.toLowerCase()} (becomes a ${vow.becomes.toLowerCase()})` : `took vows (${id})`);
  }
  const ruling = p.forced ? ` (GM ruling: ${n(p.forced.xp)} XP is below the table)` : '';
  return `Level ${p.from} → ${p.to}: ${parts.join(', ')}${ruling}`;
}

/** The weapon's name now (the payload keeps its id), or the id when the table no longer has it. */
export function weaponName(weaponId: string): string {
  return weaponById(weaponId)?.name ?? weaponId;
}

/** "Training: Sword, Normal to Skilled under an Expert trainer: d% 70 vs 70%, success, …; paid 1,000 gp for 2 weeks". */
export function describeTraining(p: TrainingPayload): string {
  const name = (letter: string) => Object.entries(PROFICIENCY_SHORT_NAMES).find(([key]) => key === letter)?.[1] ?? letter;
  // A course climbs one step (004:1522): the proficiency before it is the one below its target.
  const from = Object.keys(PROFICIENCY_SHORT_NAMES)[Object.keys(PROFICIENCY_SHORT_NAMES).indexOf(p.to) - 1] ?? 'N';
  const trainer = name(p.trainer);
  let outcome: string;
  if (p.outcome === 'success') outcome = `success, ${from === 'N' ? 'learnt at Basic' : `${name(from)} → ${name(p.to)}`}, 1 weapon feat spent`;
  else if (p.outcome === 'completed-failed') outcome = 'failed, course completed for +10% on a later try';
  else {
    const course = TRAINING_TABLE.find((r) => r.target === p.to)?.weeks;
    const weekly = Object.entries(TRAINER_WEEKLY_FEE).find(([letter]) => letter === p.trainer)?.[1];
    const saved = course !== undefined && weekly !== undefined ? ` and saved ${gp(weekly * (course - p.weeks))}` : '';
    outcome = `failed, quit after ${plural(p.weeks, 'week')}${saved}`;
  }
  return (
    `Training: ${weaponName(p.weaponId)} to ${name(p.to)} under ${/^[AEIOU]/.test(trainer) ? 'an' : 'a'} ${trainer} trainer: ` +
    `d% ${p.roll} vs ${p.chance}%, ${outcome}; paid ${gp(p.fee)} for ${plural(p.weeks, 'week')}`
  );
}

/** 'Undid "Level 3 → 4: …" (back to level 3; 500 XP awarded since is kept)': the undone entry's own words. */
export function describeRestore(undone: string, details: readonly string[]): string {
  return `Undid "${undone}"${details.length ? ` (${details.join('; ')})` : ''}`;
}
