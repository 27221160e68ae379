/**
 * What a Murdham character uses at the table (`SheetModel.play`): health (at most STR, 000:43) with the rules' words
 * for it (dying, incapacitated, dead: 000:44-46, 000:72), armour (000:67), the thresholds of critical damage and
 * instant death (000:44, 000:46), the three saves (d20 at or under the ability, 000:13) and the three contests (the
 * ability minus a d20, 000:20), each with the roll kind it is rolled with; and omens (boxes to tick, 000:138),
 * corruption, mana and shillings. The text has no attack roll and no weapons list (the GM names the damage die,
 * 000:63), so the attacks a fight needs are the saves and contests here and the damage roll of the dice roller.
 */
import type { CharacterDocument } from '../../documents/character';
import type { PlayRoll, SheetPlay } from '../../sheet/sheet-model';
import { derivedRoll, present, trackerResource } from '../../sheet/play-build';
import { fieldFrom } from '../../sheet/field-kit';
import type { DerivedValue } from '../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, type MurdhamData } from './character';
import { ABILITY_LIMITS } from './data/rules';
import { derivedNumber, stateWords } from './rules/derive';
import { murdhamVitals } from './vitals';

type Doc = CharacterDocument<MurdhamData>;

/** Omens beyond this many print as a box to write in rather than a row of boxes. */
const MAX_OMEN_BOXES = 10;

/** A roll whose ability is out of the roll kind's range (0: paralysed, comatose) is printed and not rolled. */
function rollable(roll: PlayRoll | null): PlayRoll | null {
  const score = Number(roll?.roll?.input.score);
  if (!roll?.roll || (score >= ABILITY_LIMITS.min && score <= ABILITY_LIMITS.max)) return roll;
  const { roll: _dropped, ...printed } = roll;
  return printed;
}

/** The play values of a Murdham character, from its derived values (overrides applied). */
export function murdhamPlay(doc: Doc, values: readonly DerivedValue[]): SheetPlay {
  const d = doc.data;
  const state = stateWords(d, doc.conditions ?? []);
  const trackers = murdhamVitals.trackers(doc);
  const omens = derivedNumber(values, 'omens.max') ?? d.omens.max;
  return {
    health: {
      trackerId: murdhamVitals.healthTracker,
      label: 'Health',
      abbreviation: 'Health',
      current: d.health,
      max: d.abilities ? derivedNumber(values, 'health.max') : null,
      model: 'pool',
    },
    state: state === 'Alive' ? null : state,
    defences: [fieldFrom(values, 'armour', 'Armour')],
    glance: [fieldFrom(values, 'health.critical', 'Critical damage at'), fieldFrom(values, 'health.death', 'Instant death at'), fieldFrom(values, 'load', 'Load')],
    rolls: [
      { id: 'saves', title: 'Saves (d20 equal or under)', rolls: present(ABILITY_ORDER.map((a) => rollable(derivedRoll(values, `save.${a}`, `${ABILITY_ABBREVIATIONS[a]} save`, 'save', 'score')))) },
      { id: 'contests', title: 'Contests (ability − d20)', rolls: present(ABILITY_ORDER.map((a) => rollable(derivedRoll(values, `ability.${a}`, `${ABILITY_ABBREVIATIONS[a]} contest`, 'contest', 'score')))) },
    ],
    resources: present([
      trackerResource(trackers, 'omens', omens > 0 && omens <= MAX_OMEN_BOXES ? { boxes: omens } : {}),
      trackerResource(trackers, 'corruption'),
      trackerResource(trackers, 'mana'),
      trackerResource(trackers, 'shillings', { printedWith: 'money' }),
    ]),
    conditions: [],
  };
}
