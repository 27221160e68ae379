/**
 * Initiative for the combat tracker, by the system's rule (the seam's `combat.initiative`) or the campaign's house
 * rule: one roll per side, or one per combatant (monsters of one group rolling once, as the GM rolls once per kind of
 * monster), with a member's modifier read from its derived "initiative" value. Ties: combatants of different rolls
 * with the same total are marked tied (the view shows the rule's words, e.g. Dark Dungeons' "act at the same time");
 * the order among them is the higher modifier, then a tie-break roll of the same die.
 */
import { roll, type RandomSource, type RollResult } from '../dice';
import type { CharacterDocument } from '../documents/character';
import type { CombatState, Combatant } from '../documents/campaign';
import type { AnySystem, InitiativeRule } from '../systems/types';

/**
 * How the fight rolls initiative: the campaign's house rule, else the system's rule; 'none' when the system rolls no
 * die. A house rule cannot roll dice the system does not have ("16+" keeps a fixed order, 001:3), so there the
 * system's own rule is used (issue #23 §4) and {@link initiativeHouseRuleNote} says why.
 */
export function initiativeModeFor(rule: InitiativeRule, houseRule: 'side' | 'individual' | null): CombatState['initiativeMode'] {
  if (rule.dice.trim() === '') return 'none';
  return houseRule ?? rule.mode;
}

/** The mode a fight really rolls with: its own, unless the system rolls no die (a fight started before the fix). */
export function effectiveInitiativeMode(mode: CombatState['initiativeMode'], rule: InitiativeRule): CombatState['initiativeMode'] {
  return rule.dice.trim() === '' ? 'none' : mode;
}

/** Why the campaign's initiative house rule is not used in this system's fights, or null when it is (or none is set). */
export function initiativeHouseRuleNote(rule: InitiativeRule, houseRule: 'side' | 'individual' | null): string | null {
  if (houseRule === null || rule.dice.trim() !== '') return null;
  const which = houseRule === 'side' ? 'by side' : 'for each combatant';
  return `The campaign's house rule (initiative ${which}) needs initiative dice, which this game system does not roll, so its own rule is used.`;
}

/**
 * A member's initiative modifier: the number in its system's derived "initiative" value ("+1", "−2"), or 0 when the
 * system derives none. (A candidate for the seam: `combat.initiativeModifier(doc)`.)
 */
export function initiativeModifierOf(system: AnySystem, doc: CharacterDocument): number {
  try {
    const value = system.derive(doc).find((v) => v.id === 'initiative')?.value;
    if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
    const m = typeof value === 'string' ? /^\s*([+\-−]?)\s*(\d{1,4})\b/.exec(value) : null;
    if (!m) return 0;
    return (m[1] === '-' || m[1] === '−' ? -1 : 1) * Number(m[2]);
  } catch {
    // A character the system cannot work out (a broken draft) rolls with no modifier rather than stopping the fight.
    return 0;
  }
}

/** The key of the roll a combatant shares: its side, its group (monsters) or itself (members). */
export function rollKey(c: Combatant, mode: CombatState['initiativeMode']): string {
  if (mode === 'side') return `side:${c.side}`;
  return c.characterId === null ? `group:${c.side}:${c.group}` : `member:${c.id}`;
}

/** A roll made for initiative, for the dice log. */
export interface InitiativeRoll {
  /** "Initiative: party", "Initiative: Orc", "Initiative tie-break: Ayla". */
  readonly label: string;
  readonly result: RollResult;
}

/**
 * Rolls initiative for the combatants whose ids are in `who` (all when absent), one roll per side, group or member;
 * each total is the roll plus the combatant's modifier (none by side). Then breaks ties as the module says. Returns the
 * combatants in turn order and every roll made. Throws DiceNotationError only for a system whose dice do not parse.
 */
export function rollInitiative(
  combatants: readonly Combatant[],
  mode: CombatState['initiativeMode'],
  rule: InitiativeRule,
  modifierOf: (c: Combatant) => number,
  rng: RandomSource,
  who?: ReadonlySet<string>,
): { readonly combatants: Combatant[]; readonly rolls: InitiativeRoll[] } {
  if (effectiveInitiativeMode(mode, rule) === 'none') return { combatants: [...combatants], rolls: [] };
  const rolls: InitiativeRoll[] = [];
  const byKey = new Map<string, number>();
  const rolled = combatants.map((c): Combatant => {
    if (c.defeated || (who && !who.has(c.id))) return c;
    const key = rollKey(c, mode);
    let die = byKey.get(key);
    if (die === undefined) {
      const result = roll(rule.dice, rng);
      rolls.push({ label: `Initiative: ${mode === 'side' ? (c.side === 'party' ? 'the party' : 'the foes') : c.characterId === null ? c.group : c.name}`, result });
      die = result.total;
      byKey.set(key, die);
    }
    const modifier = mode === 'side' ? 0 : modifierOf(c);
    return { ...c, initiative: { roll: die, modifier, total: die + modifier, tieBreak: null } };
  });
  const broken = breakTies(rolled, mode, rule, rng);
  rolls.push(...broken.rolls);
  return { combatants: orderByInitiative(broken.combatants), rolls };
}

/**
 * Tie-break rolls for rolls of different keys that share a total and a modifier: one roll of the rule's die per key,
 * kept on the combatants so the order stays the same when the list is sorted again.
 */
function breakTies(
  combatants: readonly Combatant[],
  mode: CombatState['initiativeMode'],
  rule: InitiativeRule,
  rng: RandomSource,
): { combatants: Combatant[]; rolls: InitiativeRoll[] } {
  const groups = new Map<string, Set<string>>();
  for (const c of combatants) {
    if (c.initiative.total === null) continue;
    const at = `${c.initiative.total}|${c.initiative.modifier}`;
    const keys = groups.get(at) ?? new Set<string>();
    keys.add(rollKey(c, mode));
    groups.set(at, keys);
  }
  const tieBreaks = new Map<string, number>();
  const rolls: InitiativeRoll[] = [];
  for (const keys of groups.values()) {
    if (keys.size < 2) continue;
    for (const key of keys) {
      const result = roll(rule.dice, rng);
      const who = combatants.find((c) => rollKey(c, mode) === key);
      rolls.push({ label: `Initiative tie-break: ${who ? (mode === 'side' ? who.side : who.characterId === null ? who.group : who.name) : key}`, result });
      tieBreaks.set(key, result.total);
    }
  }
  return {
    combatants: combatants.map((c) => {
      const tieBreak = tieBreaks.get(rollKey(c, mode));
      return tieBreak === undefined ? c : { ...c, initiative: { ...c.initiative, tieBreak } };
    }),
    rolls,
  };
}

/**
 * Turn order: highest total first (combatants without one last, in the order they were added), then the higher
 * modifier, then the higher tie-break roll; the party before the foes when all of that is equal, so a side acting at
 * the same time stays together. Stable otherwise.
 */
export function orderByInitiative(combatants: readonly Combatant[]): Combatant[] {
  const rank = (v: number | null) => (v === null ? Number.NEGATIVE_INFINITY : v);
  return combatants
    .map((c, i) => ({ c, i }))
    .sort(
      (a, b) =>
        rank(b.c.initiative.total) - rank(a.c.initiative.total) ||
        (a.c.initiative.total === null ? 0 : b.c.initiative.modifier - a.c.initiative.modifier) ||
        rank(b.c.initiative.tieBreak) - rank(a.c.initiative.tieBreak) ||
        (a.c.side === b.c.side ? 0 : a.c.side === 'party' ? -1 : 1) ||
        a.i - b.i,
    )
    .map(({ c }) => c);
}

/**
 * Ids of combatants that share their total with a combatant of another roll: in Dark Dungeons these act at the same
 * time (supplement §9.3); the view says so in the rule's words.
 */
export function tiedIds(combatants: readonly Combatant[], mode: CombatState['initiativeMode']): Set<string> {
  const keysAt = new Map<number, Set<string>>();
  for (const c of combatants) {
    if (c.initiative.total === null || c.defeated) continue;
    const keys = keysAt.get(c.initiative.total) ?? new Set<string>();
    keys.add(rollKey(c, mode));
    keysAt.set(c.initiative.total, keys);
  }
  const tied = new Set<string>();
  for (const c of combatants) {
    if (c.initiative.total !== null && !c.defeated && (keysAt.get(c.initiative.total)?.size ?? 0) > 1) tied.add(c.id);
  }
  return tied;
}
