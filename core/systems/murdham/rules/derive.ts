/**
 * Derived values for the sheet, each with the reason for it in words naming its rule ("Health 12 = STR 12 (000:43)"),
 * with a player's or GM's overrides applied and marked.
 */
import type { CharacterCondition, CharacterDocument } from '../../../documents/character';
import type { DerivedValue } from '../../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, type MurdhamData } from '../character';
import { ENCUMBRANCE, MAX_FOLLOWERS } from '../data/rules';
import { cite } from '../data/source';
import { formatShillings, quarters } from '../format';
import { abilityCap, currentScore, maxHealth, originalScore } from './abilities';
import { armourSum, armourValue, carriedBulk, coinBulk, gearBulk, loadState } from './load';
import { fullRestCost } from './rests';
import { hasOn } from './conditions';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** The character's state in the rules' words: dead, dying, incapacitated, paralysed, comatose… or "Alive". */
export function stateWords(data: MurdhamData, conditions: readonly CharacterCondition[]): string {
  if (data.life.state === 'dead') return 'Dead';
  if (data.abilities && currentScore(data, 'str') === 0) return 'Dead';
  const words: string[] = [];
  if (data.life.state === 'dying') words.push('Dying');
  if (hasOn(conditions, 'incapacitated')) words.push('Incapacitated');
  if (data.abilities && currentScore(data, 'agi') === 0) words.push('Paralysed');
  if (data.abilities && currentScore(data, 'wit') === 0) words.push('Comatose');
  return words.length > 0 ? words.join(', ') : 'Alive';
}

/** Computes every derived value without overrides. */
export function computeDerived(data: MurdhamData, conditions: readonly CharacterCondition[] = []): DerivedValue[] {
  const out: DerivedValue[] = [];
  const add = (id: string, label: string, value: number | string, explanation: string) => out.push({ id, label, value, explanation, overridden: false, computed: value });

  if (data.abilities) {
    for (const a of ABILITY_ORDER) {
      const name = ABILITY_ABBREVIATIONS[a];
      const made = data.abilityMethod === 'house-rule-roll' ? 'rolled (house rule)' : 'entered';
      const permanent = data.permanentChanges.filter((c) => c.ability === a).map((c) => `${c.reason} ${signed(c.amount)} (${c.source})`);
      const temporary = data.temporaryChanges.filter((c) => c.ability === a).map((c) => `${c.reason} ${signed(c.amount)} until a full rest (${c.source})`);
      const cap = abilityCap(data, a);
      const limit = `never above ${cap}${data.human ? (cap > 15 ? ', raised past the human 15 by a mutation (000:95-99)' : ' for a human') : ''} (${cite(72)})`;
      const original = originalScore(data, a);
      const now = currentScore(data, a);
      add(`ability.${a}`, name, now, `${name} ${now}: ${made} ${data.abilities[a]}${[...permanent, ...temporary].map((p) => `; ${p}`).join('')}; ${limit}`);
      add(`ability.${a}.original`, `${name} original`, original, `What a full rest restores: ${made} ${data.abilities[a]}${permanent.map((p) => `; ${p}`).join('')} (${cite(170)})`);
      add(`save.${a}`, `${name} save`, `${now} or less`, `Roll a d20 equal to or under ${name} ${now} to pass (${cite(13)})`);
    }
    const max = maxHealth(data);
    add('health.max', 'Health (max)', max, `Health ${max} = STR ${currentScore(data, 'str')} (${cite(43)}); a lower STR lowers health to match (${cite(73)})`);
    add('health.current', 'Health', data.health, `Damage lowers health, at most down to 0 (${cite(43)})`);
    const critical = Math.ceil(data.health / 2);
    add(
      'health.critical',
      'Critical damage at',
      data.health > 0 ? critical : '—',
      data.health > 0 ? `Losing half or more of the ${data.health} remaining health at once, ${critical} or more, is critical damage: incapacitated until the end of the stretch (${cite(44)})` : 'No health remains',
    );
    add('health.death', 'Instant death at', max, `Damage of ${max} or more at once (maximum health) kills on the spot (${cite(46)})`);
    const agi = currentScore(data, 'agi');
    add('initiative', 'Initiative', agi, `House rule: the core rules have no initiative, so the combat tracker orders a fight by an AGI contest (${cite(20)}): it rolls d20 + AGI ${agi}, the contest's AGI − d20 counted from the other end of the die, so the order is the same`);
  }
  const armour = armourValue(data);
  const sum = armourSum(data);
  const worn = data.gear.filter((g) => g.worn && g.armour > 0 && g.durability !== 'destroyed').map((g) => `${g.name} ${g.armour * g.quantity}`);
  if (data.naturalArmour > 0) worn.push(`body ${data.naturalArmour}`);
  add('armour', 'Armour', armour, `${worn.length > 0 ? worn.join(' + ') : 'Nothing worn'}${sum > armour ? ` = ${sum}, but armour can never exceed 3` : ''}; reduces damage except direct damage (${cite(65)})`);
  add('omens.max', 'Omens (max)', data.omens.max, `Player characters start with 2, also the maximum (${cite(138)}); mutations (${cite(100)}, ${cite(127)}) and unpaid funerals (${cite(151)}) change it`);
  add('omens.current', 'Omens', data.omens.current, `Spent on re-rolls, to survive death or on sacred powers; back on a full rest (${cite(139, 142)})`);
  add('corruption', 'Corruption', data.corruption, `Each time corruption is suffered, a d12 equal to or under the new total is soulblight (${cite(76)})`);
  add('mana.max', 'Mana (max)', data.mana.max, `Entered: this text restores mana on rests but gives no maximum (${cite(155)}, ${cite(170)})`);
  add('mana.current', 'Mana', data.mana.current, `Back to the maximum on a daily rest (${cite(155)})`);
  add('shillings', 'Shillings', formatShillings(data.shillings), `Money is tracked down to a quarter shilling (${cite(153)})`);
  const coins = coinBulk(data.shillings);
  const gear = gearBulk(data);
  const carried = carriedBulk(data);
  add('bulk.coins', 'Coin bulk', quarters(coins), `½ for each full 32ʂ; 31 or fewer are carried freely (${cite(176)})`);
  add('bulk.carried', 'Bulk carried', quarters(carried), `Gear ${quarters(gear)} + coins ${quarters(coins)}; an item is 1 unless its description says otherwise (${cite(174)})`);
  const state = loadState(carried);
  add(
    'load',
    'Load',
    state === 'unencumbered' ? 'Unencumbered' : state === 'encumbered' ? 'Encumbered' : 'Over the limit',
    state === 'unencumbered'
      ? `Up to ${ENCUMBRANCE.unencumbered} bulk unencumbered (${cite(173)})`
      : state === 'encumbered'
        ? `Over ${ENCUMBRANCE.unencumbered} bulk: half speed, and every AGI save needs an extra STR save (${cite(173)})`
        : `Over ${ENCUMBRANCE.encumberedMax} bulk, twice the unencumbered limit: more than can be carried (${cite(173)})`,
  );
  const rest = fullRestCost(conditions);
  add('rest.full', 'Full rest', formatShillings(rest.cost), `A week in a settlement: ${rest.arithmetic}, 16ʂ for each condition lasting until a full rest (${cite(171)})`);
  add('followers', 'Followers', `${data.followers.length} of ${MAX_FOLLOWERS}`, `Up to ${MAX_FOLLOWERS} followers (${cite(185)})`);
  add('state', 'State', stateWords(data, conditions), `Critical damage incapacitates, losing all health is dying, damage of maximum health or more kills (${cite(44, 46)}); STR 0 dead, AGI 0 paralysed, WIT 0 comatose (${cite(72)})`);
  return out;
}

/** Applies overrides: the value is replaced and marked, the computed one kept beside it. */
export function deriveWithOverrides(doc: CharacterDocument<MurdhamData>): DerivedValue[] {
  return computeDerived(doc.data, doc.conditions ?? []).map((v) => {
    const o = doc.overrides[v.id];
    if (!o) return v;
    return { ...v, value: o.value, overridden: true, explanation: `Overridden (was ${v.computed})${o.note ? `: ${o.note}` : ''}. ${v.explanation}` };
  });
}

/** A derived number by id (an override that is not a number falls back to the computed value). */
export function derivedNumber(values: readonly DerivedValue[], id: string): number | null {
  const v = values.find((x) => x.id === id);
  if (!v) return null;
  const n = typeof v.value === 'number' ? v.value : Number(v.value);
  if (Number.isFinite(n)) return n;
  return typeof v.computed === 'number' ? v.computed : null;
}
