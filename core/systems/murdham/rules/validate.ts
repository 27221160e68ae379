/**
 * Lists, in words, every rule a Murdham character breaks. It never refuses to store a character: a GM ruling is
 * allowed, and overridden values are the player's call (an overridden maximum is the limit the checks use).
 */
import type { CharacterDocument } from '../../../documents/character';
import type { RuleViolation } from '../../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, type MurdhamData } from '../character';
import { ABILITY_LIMITS, ARMOUR_MAX, ENCUMBRANCE, MAX_FOLLOWERS, STARTING_OMENS } from '../data/rules';
import { mutationById } from '../data/mutations';
import { cite } from '../data/source';
import { formatShillings, quarters } from '../format';
import { abilityCap, creationCap, originalScore } from './abilities';
import { carriedBulk } from './load';
import { deriveWithOverrides, derivedNumber } from './derive';

/** The most omens the rules let this character hold: 2 (000:138) plus each mutation that raises the maximum. */
function omensAllowed(d: MurdhamData): { max: number; raisedBy: string[] } {
  const raisedBy: string[] = [];
  let max = STARTING_OMENS;
  for (const m of d.mutations) {
    const row = mutationById(m.entryId);
    const raise = row?.effects.reduce((t, e) => t + (e.kind === 'omens-max' && e.amount > 0 ? e.amount : 0), 0) ?? 0;
    if (row && raise > 0) {
      max += raise;
      raisedBy.push(`${row.name} (${cite(row.line)})`);
    }
  }
  return { max, raisedBy };
}

export function validateCharacter(doc: CharacterDocument<MurdhamData>): RuleViolation[] {
  const d = doc.data;
  const out: RuleViolation[] = [];
  const v = (path: string, message: string) => out.push({ path, message });
  const values = deriveWithOverrides(doc);

  if (doc.name.trim() === '') v('name', 'The character has no name.');
  if (!d.human && d.ancestry.trim() === '') v('ancestry', 'Name the character’s people: the human limit of 15 does not apply to them (000:72).');
  if (!d.abilities) {
    v('abilities', 'STR, AGI and WIT have not been entered yet.');
  } else {
    const cap = creationCap(d.human);
    for (const a of ABILITY_ORDER) {
      const s = d.abilities[a];
      if (s < ABILITY_LIMITS.min || s > cap) {
        v(`abilities.${a}`, `${ABILITY_ABBREVIATIONS[a]} ${s} is outside 1 to ${cap}${d.human ? ': abilities never exceed 15 for humans' : ''} (${cite(8)}, ${cite(72)}).`);
      }
      const changes = d.permanentChanges.filter((c) => c.ability === a);
      const summed = changes.reduce((t, c) => t + c.amount, s);
      // Only when changes are what takes the score past its limit: a score entered past it is named above.
      if (changes.length > 0 && summed !== originalScore(d, a)) {
        v(`abilities.${a}`, `${ABILITY_ABBREVIATIONS[a]}'s permanent changes add up to ${summed}, past the limit of 0 to ${abilityCap(d, a)}, so ${originalScore(d, a)} is used (${cite(72)}).`);
      }
    }
  }
  d.temporaryChanges.forEach((c, i) => {
    if (c.aboveHumanLimit) v(`temporaryChanges[${i}]`, `${c.reason}: only a permanent mutation lifts the human limit; a temporary change never does (${cite(72)}).`);
  });

  if (d.health < 0) v('health', `Health ${d.health} is below 0: damage reduces health "at most down to 0" (${cite(43)}).`);
  if (d.abilities) {
    const max = derivedNumber(values, 'health.max') ?? 0;
    if (d.health > max) v('health', `Health ${d.health} is above the maximum ${max} (STR, ${cite(43)}).`);
    if (d.health === 0 && d.life.state === 'alive') {
      v('life', `Health 0 means all health was lost: the character is dying (${cite(45)}); heal them, or take the damage again with the Damage action.`);
    }
    if (d.health > 0 && d.life.state === 'dying') v('life', `A dying character has no health left (${cite(45)}); health ${d.health} should have ended the dying.`);
  }
  const omensMax = derivedNumber(values, 'omens.max') ?? d.omens.max;
  if (d.omens.current > omensMax) v('omens', `${d.omens.current} omens is more than the maximum of ${omensMax} (${cite(138)}).`);
  // The kept maximum may only rise past the 2 player characters start with through a mutation that raises it (Eye
  // of the prophet, 000:127); curses and unpaid funerals only lower it (000:100, 000:151). An overridden maximum is a
  // GM ruling and is left alone.
  const allowed = omensAllowed(d);
  if (doc.overrides['omens.max'] === undefined && Math.max(d.omens.max, d.omens.current) > allowed.max) {
    const held = Math.max(d.omens.max, d.omens.current);
    v('omens', `${held} omens: player characters start with ${STARTING_OMENS}, also the maximum they can accumulate (${cite(138)})${allowed.raisedBy.length > 0 ? `, raised to ${allowed.max} by ${allowed.raisedBy.join(', ')}` : '; no mutation of theirs raises it'}.`);
  }
  if (d.omens.current < 0 || d.omens.max < 0) v('omens', `Omens ${d.omens.current} of ${d.omens.max}: omens are spent one at a time down to none, never below 0 (${cite(138)}).`);
  if (d.mana.current < 0 || d.mana.max < 0) v('mana', `Mana ${d.mana.current} of ${d.mana.max}: mana is spent down to 0, never below (${cite(155)}).`);
  if (d.corruption < 0) v('corruption', `Corruption ${d.corruption} is below 0: characters start with 0 and it only grows or is reduced down to 0 (${cite(76)}, ${cite(78)}).`);
  const manaMax = derivedNumber(values, 'mana.max') ?? d.mana.max;
  if (d.mana.current > manaMax) v('mana', `Mana ${d.mana.current} is above the maximum ${manaMax}.`);
  if (d.naturalArmour > ARMOUR_MAX) v('naturalArmour', `Natural armour ${d.naturalArmour}: the armour value can never exceed ${ARMOUR_MAX} (${cite(65)}).`);
  if (d.naturalArmour < 0) v('naturalArmour', `Natural armour ${d.naturalArmour} is below 0: armour reduces damage, it never adds to it (${cite(65)}).`);
  // Worn armour adding up past 3 breaks no rule: the text only caps the value ("can never exceed 3", 000:65), which
  // derive does and explains. Only a single value past the cap (natural armour or one item's, above) is named.

  if (Math.round(d.shillings * 4) !== d.shillings * 4) v('shillings', `${formatShillings(d.shillings)} is not a whole number of quarter shillings: money is tracked down to a quarter shilling (${cite(153)}).`);
  if (d.shillings < 0) v('shillings', `${formatShillings(d.shillings)} is less than nothing: money is counted in shillings held (${cite(153)}).`);
  const carried = carriedBulk(d);
  if (carried > ENCUMBRANCE.encumberedMax) {
    v('gear', `Carrying ${quarters(carried)} bulk; at most ${ENCUMBRANCE.encumberedMax}, twice the unencumbered ${ENCUMBRANCE.unencumbered}, can be carried (${cite(173)}).`);
  }
  d.gear.forEach((g, i) => {
    if (g.name.trim() === '') v(`gear[${i}]`, 'An item has no name.');
    if (g.quantity < 1) v(`gear[${i}]`, `${g.name || 'An item'} has quantity ${g.quantity}; remove it instead.`);
    if (g.armour > 0 && g.worn && g.durability === 'destroyed') v(`gear[${i}]`, `${g.name} is destroyed and gives no armour (${cite(180)}); take it off.`);
    if (Math.round(g.cost * 4) !== g.cost * 4) v(`gear[${i}]`, `${g.name}'s cost ${formatShillings(g.cost)} is not in quarter shillings (${cite(153)}).`);
    if (g.cost < 0) v(`gear[${i}]`, `${g.name}'s cost ${formatShillings(g.cost)} is below 0; damaged goods are worth nothing, never less (${cite(153)}).`);
    if (g.armour > ARMOUR_MAX || g.armour < 0) v(`gear[${i}]`, `${g.name} gives armour ${g.armour}; an armour value is 0 to ${ARMOUR_MAX} (${cite(65)}).`);
  });
  if (d.followers.length > MAX_FOLLOWERS) v('followers', `${d.followers.length} followers; at most ${MAX_FOLLOWERS} (${cite(185)}).`);
  d.followers.forEach((f, i) => {
    if (f.name.trim() === '') v(`followers[${i}]`, 'A follower has no name.');
  });
  const keywords = (list: readonly string[], what: string) => {
    const seen = new Set<string>();
    list.forEach((k, i) => {
      if (k.trim() === '') v(`${what}[${i}]`, `A ${what.slice(0, -1)} has no name.`);
      if (seen.has(k.toLowerCase())) v(`${what}[${i}]`, `${k} is listed twice; a character either has a keyword or doesn’t (${cite(33)}).`);
      seen.add(k.toLowerCase());
    });
  };
  keywords(d.skills, 'skills');
  keywords(d.traits, 'traits');
  return out;
}
