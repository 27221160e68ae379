/**
 * Applying what the tables and the rules do to a character: ability changes within the limits of 000:72 (with health
 * following STR down, 000:73), injuries (000:48-61, permanent after an omen save, 000:140, their conditions put on the
 * character's conditions) and mutations (000:82-136). Each returns the new payload (and conditions) and sentences
 * saying what changed.
 */
import { ABILITY_ABBREVIATIONS, type AbilityChange, type AbilityId, type MurdhamData } from '../character';
import { ARMOUR_MAX } from '../data/rules';
import { cite } from '../data/source';
import type { InjuryResult, MutationResult } from '../table-rolls';
import { mutationText, injuryText } from '../table-rolls';
import { durabilityRoll } from '../dice';
import { abilityCap, currentScore, maxHealth, originalScore, zeroAbilityState } from './abilities';
import { conditionIdOf, putOn, UNTIL_REST, type Changed, type InPlay } from './conditions';

/** A payload after a change, with what the change did in words. */
export interface Applied {
  readonly data: MurdhamData;
  readonly notices: readonly string[];
}

/** A fresh id for a list entry: the prefix and one more than the highest number already used with it. */
export function nextId(prefix: string, existing: readonly { readonly id: string }[]): string {
  const used = existing.map((e) => (e.id.startsWith(`${prefix}-`) ? Number(e.id.slice(prefix.length + 1)) : 0)).filter((n) => Number.isInteger(n));
  return `${prefix}-${Math.max(0, ...used) + 1}`;
}

const signedText = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Health never exceeds STR: "When STR is reduced below current health, health is reduced to match" (000:73). */
export function followStrength(data: MurdhamData, notices: string[]): MurdhamData {
  const max = maxHealth(data);
  let next = data;
  if (data.abilities && data.health > max) {
    notices.push(`Health ${data.health} is lowered to ${max} to match STR, without critical damage (${cite(73)}).`);
    next = { ...next, health: max };
  }
  if (data.abilities && currentScore(next, 'str') === 0 && next.life.state !== 'dead') {
    notices.push(`STR 0: the character dies (${cite(72)}).`);
    next = { ...next, life: { state: 'dead', cause: 'strength' } };
  }
  return next;
}

/** What a new score of 0 means, for the notices (STR is handled by {@link followStrength}). */
function zeroNotice(data: MurdhamData, ability: AbilityId, permanent: boolean, notices: string[]): void {
  if (ability === 'str' || currentScore(data, ability) !== 0) return;
  notices.push(`${ABILITY_ABBREVIATIONS[ability]} 0: the character is ${zeroAbilityState(ability)}${permanent ? ', and as the loss is permanent, effectively defeated' : ''} (${cite(72)}).`);
}

/**
 * Changes an ability permanently or temporarily. The amount applied is what the limits allow: never above the
 * character's limit, never below 0; the change is recorded with that amount and its reason.
 */
export function changeAbility(
  data: MurdhamData,
  change: { readonly ability: AbilityId; readonly amount: number; readonly reason: string; readonly source: string; readonly aboveHumanLimit?: boolean },
  permanence: 'permanent' | 'temporary',
): Applied {
  if (!data.abilities) return { data, notices: ['The abilities are not set yet, so nothing changed.'] };
  const notices: string[] = [];
  const { ability, amount } = change;
  const aboveHumanLimit = permanence === 'permanent' && change.aboveHumanLimit === true;
  const withLift = aboveHumanLimit ? { ...data, permanentChanges: [...data.permanentChanges, { ...change, amount: 0, aboveHumanLimit }] } : data;
  const cap = abilityCap(withLift, ability);
  const from = permanence === 'permanent' ? originalScore(data, ability) : currentScore(data, ability);
  const to = Math.min(cap, Math.max(0, from + amount));
  const applied = to - from;
  const name = ABILITY_ABBREVIATIONS[ability];
  if (applied !== amount) {
    notices.push(`${name} ${signedText(amount)} stops at ${to} (scores stay between 0 and ${cap}, ${cite(72)}), so ${signedText(applied)} is applied.`);
  }
  if (applied === 0) return { data, notices };
  const entry: AbilityChange = { ability, amount: applied, reason: change.reason, source: change.source, aboveHumanLimit };
  let next: MurdhamData =
    permanence === 'permanent' ? { ...data, permanentChanges: [...data.permanentChanges, entry] } : { ...data, temporaryChanges: [...data.temporaryChanges, entry] };
  notices.push(`${name} ${signedText(applied)} ${permanence === 'permanent' ? 'permanently' : 'until a full rest'}: ${change.reason}; ${name} is now ${currentScore(next, ability)}.`);
  zeroNotice(next, ability, permanence === 'permanent', notices);
  next = followStrength(next, notices);
  return { data: next, notices };
}

/**
 * Applies an injury (000:48-61): its condition on the character until the next full rest, or as its keyword says
 * (bleeding, sick: the text gives no end, 000:60-61). With `permanent` (an omen's save from death, 000:140) the
 * condition never ends by itself and the ability loss is permanent rather than until a full rest.
 */
export function applyInjury(play: InPlay, result: InjuryResult, options: { readonly permanent: boolean }): Changed {
  const { row, sub } = result;
  const notices: string[] = [];
  const lasting = (base: 'full-rest' | 'keyword') => (options.permanent || base === 'keyword' ? null : UNTIL_REST);
  const forGood = options.permanent ? 'permanent (saved from death by an omen, 000:140)' : '';
  const note = (detail: string) => [detail, forGood].filter(Boolean).join('; ');
  let data = play.data;
  let conditions = play.conditions;
  let detail = '';
  const effect = row.effect;
  if (effect.kind === 'condition') {
    conditions = putOn(conditions, conditionIdOf(effect.condition), note(effect.detail), lasting(effect.until));
    detail = effect.condition;
  } else if (effect.kind === 'ability' && sub) {
    const changed = changeAbility(data, { ability: effect.ability, amount: -sub.roll, reason: `${row.name} (d4 = ${sub.roll})`, source: cite(row.line) }, options.permanent ? 'permanent' : 'temporary');
    data = changed.data;
    notices.push(...changed.notices);
    detail = `d4 = ${sub.roll}: ${ABILITY_ABBREVIATIONS[effect.ability]} −${sub.roll}`;
  } else if (effect.kind === 'arm' && sub) {
    const rolled = sub.roll === 1 ? 'primary arm' : 'secondary arm';
    const other = rolled === 'primary arm' ? 'secondary arm' : 'primary arm';
    const hurt = conditions.filter((c) => c.conditionId === 'arm-injury').map((c) => c.note.split(';')[0] ?? '');
    // "The other arm is impacted if this injury is taken a second time" (000:56).
    const arm = hurt.includes(rolled) && !hurt.includes(other) ? other : rolled;
    conditions = putOn(conditions, 'arm-injury', note(arm), lasting('full-rest'));
    detail = `d2 = ${sub.roll}: ${arm}${arm !== rolled ? ' (the other arm was already injured)' : ''}`;
  } else if (effect.kind === 'eye') {
    // "If the other eye is blinded, suffer from the blind condition instead" (000:57).
    const blind = conditions.some((c) => c.conditionId === 'eye-injury');
    conditions = putOn(conditions, blind ? 'blind' : 'eye-injury', note(''), lasting('full-rest'));
    detail = blind ? 'the other eye was already blinded: blind' : 'eye injury';
  }
  const injury = { id: nextId('injury', data.injuries), roll: result.roll, name: row.name, detail, permanent: options.permanent };
  data = { ...data, injuries: [...data.injuries, injury] };
  notices.unshift(`Injury: ${injuryText(result)}${options.permanent ? ', permanent (saved from death by an omen, 000:140)' : ''} (${cite(row.line)}).`);
  return { data, conditions, notices };
}

/** Applies one mutation (000:82-136): recorded with its rolls, and its effects on the sheet made. */
export function applyMutation(data: MurdhamData, result: MutationResult): Applied {
  const { row, option } = result;
  const notices: string[] = [`Mutation: ${mutationText(result)} (${cite(row.line)}).`];
  let next = data;
  let d4 = 0;
  const run = (changed: Applied) => {
    next = changed.data;
    notices.push(...changed.notices);
  };
  for (const effect of row.effects) {
    switch (effect.kind) {
      case 'ability-die': {
        const roll = result.abilityRolls[d4++] ?? 0;
        const reason = `${row.name} (d4 = ${roll})`;
        run(changeAbility(next, { ability: effect.ability, amount: effect.sign * roll, reason, source: cite(row.line), aboveHumanLimit: effect.aboveHumanLimit }, 'permanent'));
        break;
      }
      case 'ability-fixed':
        if (option?.roll === effect.option) run(changeAbility(next, { ability: effect.ability, amount: effect.amount, reason: `${row.name}: ${option.text}`, source: cite(row.line) }, 'permanent'));
        break;
      case 'halve': {
        // "Your STR is permanently halved" (000:130): rounding is not stated; Sheetsmith rounds the half down.
        const from = originalScore(next, effect.ability);
        run(changeAbility(next, { ability: effect.ability, amount: Math.floor(from / 2) - from, reason: `${row.name} (halved, rounded down)`, source: cite(row.line) }, 'permanent'));
        break;
      }
      case 'omens-max': {
        const max = Math.max(0, next.omens.max + effect.amount);
        next = { ...next, omens: { max, current: Math.min(next.omens.current, max) } };
        notices.push(`Maximum omens ${signedText(effect.amount)}: now ${max} (${cite(row.line)}).`);
        break;
      }
      case 'trait': {
        const trait = effect.withOption && option ? `${effect.trait} (${option.text})` : effect.trait;
        if (!next.traits.some((t) => t.toLowerCase() === trait.toLowerCase())) next = { ...next, traits: [...next.traits, trait] };
        notices.push(`Trait gained: ${trait} (${cite(row.line)}).`);
        break;
      }
      case 'armour':
        if (option?.roll === effect.option) {
          next = { ...next, naturalArmour: Math.min(ARMOUR_MAX, next.naturalArmour + effect.amount) };
          notices.push(`Armour value ${signedText(effect.amount)} from ${option.text} (${cite(row.line)}).`);
        }
        break;
      case 'sorcery-or-mana':
        if (next.skills.some((s) => s.toLowerCase() === 'sorcery')) {
          next = { ...next, mana: { ...next.mana, max: next.mana.max + 1 } };
          notices.push(`Already a sorcerer: maximum mana +1, now ${next.mana.max} (${cite(row.line)}).`);
        } else {
          next = { ...next, skills: [...next.skills, 'sorcery'] };
          notices.push(`Skill gained: sorcery (${cite(row.line)}).`);
        }
        break;
      case 'roll-twice':
        notices.push(`Roll twice more on the mutation table (${cite(row.line)}).`);
        break;
    }
  }
  const detail = [option ? `${option.text} (d${option.die} = ${option.roll})` : '', ...result.abilityRolls.map((r) => `d4 = ${r}`)].filter(Boolean).join('; ');
  const entry = { id: nextId('mutation', next.mutations), entryId: row.id, name: row.name, detail: `d12 ${result.d12}, d20 ${result.d20}${detail ? `: ${detail}` : ''}` };
  return { data: { ...next, mutations: [...next.mutations, entry] }, notices };
}

/** Applies every mutation of one roll in order ("Roll twice" gives two, 000:136). */
export function applyMutations(data: MurdhamData, results: readonly MutationResult[]): Applied {
  return results.reduce<Applied>(
    (acc, r) => {
      const next = applyMutation(acc.data, r);
      return { data: next.data, notices: [...acc.notices, ...next.notices] };
    },
    { data, notices: [] },
  );
}

/**
 * A durability roll for a carried item (000:180): a d4 of 1 damages it, and damages a damaged item beyond use. Returns
 * the payload with the item's new state, or why not.
 */
export function checkDurability(data: MurdhamData, itemId: string, roll: number): { readonly data: MurdhamData; readonly notices: readonly string[] } | { readonly problem: string } {
  const item = data.gear.find((g) => g.id === itemId);
  if (!item) return { problem: 'That item is no longer carried.' };
  if (!Number.isInteger(roll) || roll < 1 || roll > 4) return { problem: `A durability roll is a d4: 1 to 4, not ${roll}.` };
  const { failed, state } = durabilityRoll(item.durability, roll);
  const said = !failed ? `${item.name}: d4 ${roll}, it holds (${cite(180)}).` : `${item.name}: d4 ${roll}, ${state === 'damaged' ? 'damaged; it still works, but another failed roll destroys it' : 'destroyed'} (${cite(180)}).`;
  return { data: { ...data, gear: data.gear.map((g) => (g.id === itemId ? { ...g, durability: state } : g)) }, notices: [said] };
}
