/**
 * Who shares a turn. Monsters of one group (one kind, added together) share one initiative roll and act at the same
 * time, each with its own hit points (Dark Dungeons: the GM rolls once per monster type, supplement §9.3; Orcus: "each
 * member of the group acts at the same time", 002:1069; True SRD: the Narrator's one turn for a group, 003:140). So
 * the tracker gives the group one turn: one "next turn" passes all of it. Members always act alone; with no
 * initiative roll (a fixed order, "16+" 001:3) every creature has its own turn.
 */
import type { CombatState, Combatant } from '../documents/campaign';

type Mode = CombatState['initiativeMode'];

/** The key of the turn a combatant takes part in. */
export function turnKey(c: Combatant, mode: Mode): string {
  return mode !== 'none' && c.characterId === null ? `group:${c.side}:${c.group}` : `one:${c.id}`;
}

/**
 * The turn unit around index `at`: the run of neighbours in the order that share its turn key and its initiative total
 * (a monster whose total the GM set apart by hand acts on its own). [start, end); empty when `at` is out of range.
 */
export function unitRange(combatants: readonly Combatant[], at: number, mode: Mode): { readonly start: number; readonly end: number } {
  const c = combatants[at];
  if (!c) return { start: at, end: at };
  const same = (x: Combatant | undefined) => x !== undefined && turnKey(x, mode) === turnKey(c, mode) && x.initiative.total === c.initiative.total;
  let start = at;
  while (same(combatants[start - 1])) start--;
  let end = at + 1;
  while (same(combatants[end])) end++;
  return { start, end };
}

/** The ids of the combatants who act in the turn at `at` (the defeated of a group no longer do). */
export function unitIds(combatants: readonly Combatant[], at: number, mode: Mode): string[] {
  const { start, end } = unitRange(combatants, at, mode);
  return combatants.slice(start, end).filter((c, i) => !c.defeated || start + i === at).map((c) => c.id);
}

/** The turn's name: the combatant's own, or a group's ("Goblin ×6") when more than one of it acts. */
export function unitName(combatants: readonly Combatant[], at: number, mode: Mode): string | null {
  const c = combatants[at];
  if (!c) return null;
  const acting = unitIds(combatants, at, mode).length;
  return acting > 1 ? `${c.group} ×${acting}` : c.name;
}
