/**
 * The play actions a Murdham character offers at the table, as data for the sheet's and the tracker's forms: which
 * ones can be taken now (the dying procedure only while dying, "save from death" only with an omen and a death by
 * health loss, the omen's re-roll only while a roll is shown) and what each asks for. The rules they run are in
 * play-def.ts and rules/.
 */
import type { CharacterDocument } from '../../documents/character';
import type { PlayActionDef, PlayInputDef } from '../types';
import { ABILITY_NAMES, ABILITY_ORDER, type MurdhamData } from './character';
import { DAMAGE_DICE } from './data/rules';
import { cite } from './data/source';
import { choiceDef, numberDef } from '../play-inputs';
import { maxHealth } from './rules/abilities';
import { canBeSaved } from './rules/damage';
import { armourValue } from './rules/load';
import { viewOf } from './rules/pending';
import { fullRestCost } from './rules/rests';
import { DAILY_REST, FULL_REST } from './time';
import { MURDHAM_LIMITS } from './shape';

type Doc = CharacterDocument<MurdhamData>;

/** The largest amount of damage, healing or corruption typed at once: far beyond any health (a safety bound). */
const MOST = 1_000;

const amount = (label: string) => numberDef('amount', label, 1, MOST, 1);
const direct = choiceDef('direct', 'Armour', [
  ['no', 'Armour applies'],
  ['yes', 'Direct (armour does not apply)'],
]);

function action(id: string, label: string, group: string, description: string, source: string, inputs: readonly PlayInputDef[] = [], rolls = false): PlayActionDef {
  return { id, label, group, description, source, inputs, rolls };
}

/** The choices of a rest as inputs (the campaign's party rest asks the same, core/systems/murdham/time.ts). */
function restInputs(rest: typeof DAILY_REST): PlayInputDef[] {
  return rest.options.map((o) => choiceDef(o.id, o.label, o.choices.map((c) => [c.id, c.label] as const), o.defaultChoice));
}

/**
 * Every action the character can take now, in groups, what cannot wait first: Dying, Roll shown, then Health, Rolls,
 * Omens, Rest.
 */
export function murdhamActions(doc: Doc): readonly PlayActionDef[] {
  const d = doc.data;
  if (!d.abilities) return [];
  const armour = armourValue(d);
  const health: PlayActionDef[] = [
    action(
      'damage',
      'Damage',
      'Health',
      `Damage rolled at the table or given by the GM; armour ${armour} takes ${armour} off (${cite(65)}). Half or more of the remaining health at once is critical, all of it is dying, ${maxHealth(d)} or more at once kills (${cite(44, 46)}).`,
      cite(42, 46),
      [amount('Damage')],
    ),
    action('direct-damage', 'Direct damage', 'Health', `Damage denoted as direct: armour does not reduce it (${cite(65)}); soulblight is direct (${cite(76)}).`, cite(65), [amount('Damage')]),
    action('heal', 'Heal', 'Health', `Health comes back up to the maximum, ${maxHealth(d)} (STR); a dying character healed stops dying and rolls an injury (${cite(43, 45)}).`, cite(43, 45), [amount('Healing')]),
  ];
  const list: PlayActionDef[] = [];
  const life = d.life;
  if (life.state === 'dying') {
    const last = life.roundsEnded >= 1;
    list.push(
      action(
        'dying-round',
        'End of the round',
        'Dying',
        last ? `This is the last round: unless healed before it ends, the character dies at its end (${cite(45)}).` : `Dying: dies at the end of the next round unless healed at least 1 (${cite(45)}).`,
        cite(45),
      ),
    );
  }
  if (canBeSaved(d)) {
    list.push(
      action(
        'save-from-death',
        'Spend an omen to survive',
        'Dying',
        `Save from death: health becomes 1, incapacitated until the end of the stretch, no longer dying; then an injury is rolled whose effect is permanent (${cite(140)}). ${d.omens.current} omen${d.omens.current === 1 ? '' : 's'} left.`,
        cite(140),
        [],
        true,
      ),
    );
  }
  const pending = d.pending;
  if (pending) {
    let view;
    try {
      view = viewOf(pending, d);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      view = { title: 'A roll that cannot be read', lines: [`${error.message} Discard it and roll again.`], printed: [], choices: null, suggested: '0' };
    }
    const quoted = view.printed.map((p) => `“${p.text}” (${p.source})`);
    const pick: PlayInputDef[] = view.choices ? [{ kind: 'choice', id: 'pick', label: 'Keep', options: view.choices, default: view.suggested }] : [];
    const sentences = [...view.lines, ...quoted].map((l) => (/[.!?)”]$/.test(l) ? l : `${l}.`));
    list.push(action('keep', `Keep: ${view.title.toLowerCase()}`, 'Roll shown', sentences.join(' '), cite(139), pick));
    if (d.omens.current > 0) list.push(action('reroll', 'Spend an omen to re-roll', 'Roll shown', `Roll again and keep the most favourable result (${cite(139)}); ${d.omens.current} omen${d.omens.current === 1 ? '' : 's'} left.`, cite(139), [], true));
    list.push(action('discard', 'Discard the roll', 'Roll shown', 'Drop the roll shown without applying it (omens spent on it stay spent).', cite(139)));
  }
  list.push(...health);
  if (life.state === 'dead') return list;
  if (!pending) {
    const carried = d.gear.filter((g) => g.durability !== 'destroyed');
    list.push(
      action(
        'roll-damage',
        'Roll damage',
        'Rolls',
        `Exploding damage: a maximum rolls again and adds the new roll minus 1 (${cite(64)}); enhanced keeps the higher of two rolls, impaired the lower, cancelling one for one (${cite(66)}). The roll is shown first, so an omen can re-roll it.`,
        cite(62, 66),
        [choiceDef('die', 'Die', DAMAGE_DICE.map((s) => [String(s), `d${s}`] as const), '6'), numberDef('enhanced', 'Enhancing factors', 0, 9, 0), numberDef('impaired', 'Impairing factors', 0, 9, 0), direct],
        true,
      ),
      action('save', 'Roll a save', 'Rolls', `A d20 equal to or under the ability passes (${cite(13)}); encumbered, an AGI save needs a STR save as well (${cite(173)}).`, cite(13), [choiceDef('ability', 'Save against', ABILITY_ORDER.map((a) => [a, ABILITY_NAMES[a]] as const))], true),
      action('corruption', 'Suffer corruption', 'Rolls', `Corruption ${d.corruption} rises by the amount; a d12 equal to or under the new total is soulblight: that much direct damage, and corruption falls by as much (${cite(76)}).`, cite(76), [numberDef('amount', 'Corruption suffered', 1, MOST, 1)], true),
      action('injury', 'Roll on the injury table', 'Rolls', `A d12, and the d4 or d2 beneath some rows (${cite(48, 61)})${d.owed.includes('injury') ? `: owed after recovering from dying (${cite(45)})` : ''}.`, cite(48, 61), [], true),
      action('mutation', 'Roll on the mutation table', 'Rolls', `A d12 then a d20, and the die of the row's list (${cite(82, 136)})${d.owed.includes('mutation') ? `: owed after critical damage from soulblight (${cite(80)})` : ''}.`, cite(80), [], true),
    );
    if (carried.length > 0) {
      list.push(
        action('durability', 'Durability roll', 'Rolls', `A 1:4 chance the item is damaged; a damaged item is destroyed by another failed roll (${cite(180)}).`, cite(180), [choiceDef('item', 'Item', carried.map((g) => [g.id, g.name.slice(0, 80)] as const))], true),
      );
    }
  }
  if (d.omens.current > 0) {
    list.push(action('spend-omen', 'Spend an omen', 'Omens', `On a sacred power (${cite(141)}) or a roll made at the table (${cite(139)}); omens come back on a full rest (${cite(142)}).`, cite(139, 142), [{ kind: 'text', id: 'why', label: 'Spent on', default: '', maxLength: MURDHAM_LIMITS.line }]));
  }
  const cost = fullRestCost(doc.conditions ?? []);
  list.push(
    action('end-stretch', 'End of the stretch', 'Rest', `About 10 minutes (${cite(5)}): what lasts until then ends (incapacitated, ${cite(44)}).`, cite(5)),
    action('daily-rest', 'Take a daily rest', 'Rest', DAILY_REST.description, DAILY_REST.source, restInputs(DAILY_REST)),
    action('full-rest', 'Take a full rest', 'Rest', `${FULL_REST.description} Now ${cost.arithmetic}.`, FULL_REST.source, restInputs(FULL_REST)),
  );
  return list;
}
