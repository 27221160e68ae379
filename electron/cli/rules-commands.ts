/** `rules dark-dungeons ...` and `rolls dark-dungeons ...`: the rule tables as JSON for GMs and scripts. */
import { CLASS_IDS, CLASS_TABLES } from '../../core/systems/dark-dungeons/data/classes';
import { CLASS_REQUIREMENTS } from '../../core/systems/dark-dungeons/data/class-requirements';
import { WEAPONS } from '../../core/systems/dark-dungeons/data/weapons';
import { UNDEAD_TYPES, turnUndeadRow } from '../../core/systems/dark-dungeons/data/turn-undead';
import type { ClassId } from '../../core/systems/dark-dungeons/data/types';
import { rerollVerdict } from '../../core/systems/dark-dungeons/rules/rolling';
import { ABILITY_ORDER, type AbilityScores } from '../../core/systems/dark-dungeons/character';
import { CliError, optionInt, optionString, parseArgs } from './args';

const THIEF_KEYS = ['openLocks', 'findTraps', 'removeTraps', 'climbWalls', 'moveSilently', 'hideInShadows', 'pickPockets', 'hearNoise', 'readLanguages', 'useMagicUserScroll'] as const;

function requireSystem(id: string | undefined): void {
  if (id !== 'dark-dungeons') throw new CliError(id ? `Unknown game system "${id}"; known: dark-dungeons.` : 'Name a game system: dark-dungeons.');
}

function classId(id: string | undefined): ClassId {
  if (!id || !(CLASS_IDS as readonly string[]).includes(id)) throw new CliError(`Unknown class "${id ?? ''}"; classes: ${CLASS_IDS.join(', ')}.`);
  return id as ClassId;
}

function levelJson(id: ClassId, level: number) {
  const row = CLASS_TABLES[id].levels[level - 1];
  if (!row) throw new CliError(`Level ${level} is outside 1-36.`);
  const thief: Record<string, number> = {};
  for (const k of THIEF_KEYS) {
    const v = row.thiefAbilities?.[k];
    if (v !== undefined) thief[k] = v;
  }
  return {
    class: id,
    level,
    xp: row.xp,
    hitDice: row.hitDice,
    attackBonus: row.attackBonus,
    skills: row.skills,
    weaponFeats: row.weaponFeats,
    saves: { ...row.saves },
    spellsPerDay: [...row.spellsPerDay],
    thiefAbilities: thief,
  };
}

/** `rules <system> <what> ...` */
export function rulesCommand(argv: readonly string[]): unknown {
  const args = parseArgs(argv, ['json', 'level'], ['level']);
  const [system, what, id] = args.positional;
  requireSystem(system);
  switch (what) {
    case 'classes':
      return CLASS_IDS.map((c) => {
        const req = CLASS_REQUIREMENTS[c];
        return {
          id: c,
          name: CLASS_TABLES[c].name,
          primeRequisites: [...req.primeRequisites],
          canEnhance: [...req.canEnhance],
          canSacrifice: [...req.canSacrifice],
          minimums: { ...req.minimums },
          hitDie: `d${CLASS_TABLES[c].hitDie}`,
        };
      });
    case 'class': {
      const c = classId(id);
      const level = optionString(args, 'level');
      if (level === undefined) throw new CliError('Give --level <1-36> or --level all.');
      if (level === 'all') return CLASS_TABLES[c].levels.map((r) => levelJson(c, r.level));
      return levelJson(c, optionInt(args, 'level', 1, 36) ?? 1);
    }
    case 'weapons':
      return WEAPONS.map((w) => ({ id: w.id, name: w.name, category: w.category, damage: w.damage, cost: w.costGp, usableBy: [...w.usableBy] }));
    case 'turn-undead': {
      const level = optionInt(args, 'level', 1, 36);
      if (level === undefined) throw new CliError('Give --level <1-36>.');
      const row = turnUndeadRow(level);
      return { level, results: Object.fromEntries(UNDEAD_TYPES.map((u) => [u, row[u]])) };
    }
    default:
      throw new CliError(`Unknown table "${what ?? ''}"; try classes, class <id>, weapons or turn-undead.`);
  }
}

/** `rolls <system> --check a,b,c,d,e,f`: the reroll verdict on six scores in order Str, Int, Wis, Dex, Con, Cha. */
export function rollsCommand(argv: readonly string[]): unknown {
  const args = parseArgs(argv, ['json', 'check'], ['check']);
  requireSystem(args.positional[0]);
  const check = optionString(args, 'check');
  if (!check) throw new CliError('Give --check with six scores, e.g. --check 8,9,9,6,6,12 (Str, Int, Wis, Dex, Con, Cha).');
  const parts = check.split(',').map((p) => p.trim());
  if (parts.length !== 6 || parts.some((p) => !/^\d+$/.test(p))) throw new CliError(`--check needs six whole numbers separated by commas, got "${check}".`);
  const values = parts.map(Number);
  const bad = values.find((v) => v < 3 || v > 18);
  if (bad !== undefined) throw new CliError(`A 3d6 score is 3 to 18; ${bad} is not possible.`);
  const scores = Object.fromEntries(ABILITY_ORDER.map((a, i) => [a, values[i]])) as AbilityScores;
  return rerollVerdict(scores);
}
