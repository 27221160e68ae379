/**
 * What a "16+" character uses at the table (`SheetModel.play`): hit points with unconscious, bleeding and dead
 * (001:10-12), AC and ranged AC, the stun and death thresholds and the melee attacks a round (001:9-12), the stat and
 * skill tests (d20 + modifier, 16 or more, 001:1), the eight saves and the mana-burn save (001:2, 001:19), each
 * weapon's open-ended attack (001:6) with its damage, each with the roll kind it is rolled with; and magic points.
 */
import type { CharacterDocument } from '../../documents/character';
import type { PlayRoll, SheetPlay } from '../../sheet/sheet-model';
import { derivedRoll, leadingWhole, present, trackerResource } from '../../sheet/play-build';
import { fieldFrom } from '../../sheet/field-kit';
import type { DerivedValue } from '../types';
import { STAT_ABBREVIATIONS, STAT_ORDER, type SixteenData } from './character';
import { SAVE_TYPES } from './data/saves';
import { sixteenStatus } from './play-def';
import { sixteenVitals } from './vitals';

type Doc = CharacterDocument<SixteenData>;

/** The play values of a "16+" character, from its derived values (overrides applied). */
export function sixteenPlay(doc: Doc, values: readonly DerivedValue[]): SheetPlay {
  const d = doc.data;
  const raw = values.find((v) => v.id === 'hp.max')?.value;
  const max = raw === undefined || raw === '' ? null : leadingWhole(raw);
  const resisted = values.find((v) => v.id === 'save.resistedPower');
  const weapons = d.weapons.flatMap((w): (PlayRoll | null)[] => [
    derivedRoll(values, `weapon.${w.id}.toHit`, w.name, 'attack', 'bonus'),
    w.damage.trim() === '' ? null : { id: `weapon.${w.id}.damage`, label: `${w.name} damage`, value: w.damage },
  ]);
  return {
    health: { trackerId: sixteenVitals.healthTracker, label: 'Hit points', abbreviation: 'HP', current: d.hitPoints.current, max, model: 'pool' },
    state: sixteenStatus(doc).word,
    defences: [fieldFrom(values, 'ac.melee', 'AC'), fieldFrom(values, 'ac.ranged', 'Ranged AC')],
    glance: [fieldFrom(values, 'stun', 'Stunned by'), fieldFrom(values, 'death', 'Dead at'), fieldFrom(values, 'heal.rest', 'Rest heals')].filter((f) => f.value !== '' || f.id !== 'heal.rest'),
    rolls: [
      {
        id: 'tests',
        title: 'Tests (16+)',
        rolls: present([...STAT_ORDER.map((s) => derivedRoll(values, `test.${s}`, `${STAT_ABBREVIATIONS[s]} test`, 'test', 'modifier')), derivedRoll(values, 'test.perception', 'Perception', 'test', 'modifier')]),
      },
      {
        id: 'saves',
        title: 'Saves (16+)',
        rolls: present([
          ...SAVE_TYPES.map((t) => derivedRoll(values, `save.${t.id}`, t.name, 'save', 'modifier')),
          derivedRoll(values, 'save.manaBurn', 'Mana burn', 'save', 'modifier'),
          // An unmodified 14 or more, whatever the modifiers (001:2): printed, with no roll kind of its own.
          resisted ? { id: resisted.id, label: 'Resisted power', value: String(resisted.value), explanation: resisted.explanation } : null,
        ]),
      },
      { id: 'skills', title: 'Skills', rolls: present(d.skills.map((s, i) => derivedRoll(values, `skill.${i}`, s.name, 'test', 'modifier'))) },
      { id: 'attacks', title: 'Attacks', rolls: present(weapons) },
    ].filter((g) => g.rolls.length > 0),
    resources: present([trackerResource(sixteenVitals.trackers(doc), 'mp')]),
    conditions: [],
  };
}
