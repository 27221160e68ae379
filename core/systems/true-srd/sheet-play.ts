/**
 * What a True SRD character uses at the table (`SheetModel.play`): the damage track in place of hit points (a position
 * from unhurt to dead, 003:330-334) with the conditions checked on it, Defense and Toughness, initiative, speed and
 * grapple, the saves (the Toughness save against damage, 003:322-335; Fortitude, Reflex and Will as d20 + bonus,
 * 003:121-123), the ability checks and skills, and each attack (003:98) with its damage bonus, each with the roll kind
 * it is rolled with; and the track's boxes and tallies, fatigue (three boxes, 003:349-353) and Conviction.
 */
import type { CharacterDocument } from '../../documents/character';
import type { PlayRoll, SheetPlay } from '../../sheet/sheet-model';
import { derivedRoll, present, trackerResource } from '../../sheet/play-build';
import { fieldFrom } from '../../sheet/field-kit';
import type { DerivedValue } from '../types';
import { ABILITY_ABBREVIATIONS, ABILITY_ORDER, type TrueSrdData } from './character';
import { TRACK_ENTRIES } from './data/damage-track';
import { trackPosition } from './rules/toughness';
import { trueSrdPlayDef } from './play-def';
import { TRACK_MAX, trueSrdVitals } from './vitals';

type Doc = CharacterDocument<TrueSrdData>;

/** "+3", "−2": a bonus as the sheet prints it. */
function signedBonus(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/** The play values of a True SRD character, from its derived values (overrides applied). */
export function trueSrdPlay(doc: Doc, values: readonly DerivedValue[]): SheetPlay {
  const d = doc.data;
  const trackers = trueSrdVitals.trackers(doc);
  const toughness = (id: string, label: string, type: 'lethal' | 'non-lethal') => derivedRoll(values, id, label, 'toughness', 'toughness', { type });
  const skills = d.skills
    .filter((s) => s.name.trim() !== '')
    .map((s, i): PlayRoll => ({ id: `skill.${i}`, label: s.name, value: signedBonus(s.bonus), explanation: 'Entered: skills are in another chapter; a check is d20 + bonus against a Difficulty (003:121-123).', roll: { kind: 'check', input: { modifier: String(s.bonus) } } }));
  const attacks = d.weapons.flatMap((w) => [
    derivedRoll(values, `weapon.${w.id}.attack`, w.name, 'attack', 'modifier'),
    damageOf(values, `weapon.${w.id}.damage`, `${w.name} damage`),
    damageOf(values, `weapon.${w.id}.difficulty`, `${w.name}: Toughness Difficulty`),
  ]);
  return {
    health: { trackerId: trueSrdVitals.healthTracker, label: 'Damage', abbreviation: 'Track', current: trackPosition(d.damage), max: TRACK_MAX, model: 'track' },
    // The rules' word now: the track's, or Dying, Stable, Dead (play-def.ts).
    state: trueSrdPlayDef.status(doc).word,
    defences: present([
      fieldFrom(values, 'defense.dodge', 'Defense'),
      values.some((v) => v.id === 'defense.parry') ? fieldFrom(values, 'defense.parry', 'Parry') : null,
      fieldFrom(values, 'defense.flatFooted', 'Flat-footed'),
      fieldFrom(values, 'save.toughness', 'Toughness'),
    ]),
    glance: [fieldFrom(values, 'initiative', 'Initiative'), fieldFrom(values, 'speed', 'Speed'), fieldFrom(values, 'attack', 'Attack bonus'), fieldFrom(values, 'grapple', 'Grapple')],
    rolls: [
      {
        id: 'saves',
        title: 'Saving Throws',
        rolls: present([
          toughness('save.toughness.lethal', 'Toughness vs lethal', 'lethal'),
          toughness('save.toughness.nonLethal', 'Toughness vs non-lethal', 'non-lethal'),
          derivedRoll(values, 'save.fortitude', 'Fortitude', 'check', 'modifier'),
          derivedRoll(values, 'save.reflex', 'Reflex', 'check', 'modifier'),
          derivedRoll(values, 'save.will', 'Will', 'check', 'modifier'),
        ]),
      },
      { id: 'checks', title: 'Ability Checks', rolls: present(ABILITY_ORDER.map((a) => derivedRoll(values, `ability.${a}`, `${ABILITY_ABBREVIATIONS[a]} check`, 'check', 'modifier'))) },
      ...(skills.length > 0 ? [{ id: 'skills', title: 'Skills', rolls: skills }] : []),
      { id: 'attacks', title: 'Attacks', rolls: present(attacks) },
    ],
    resources: present([
      // The track's boxes are ticked; its two tallies are counted.
      ...TRACK_ENTRIES.map((e) => trackerResource(trackers, e.id, e.tally ? {} : { boxes: 1 })),
      trackerResource(trackers, 'fatigue', { boxes: 3 }),
      trackerResource(trackers, 'conviction'),
    ]),
    conditions: [],
  };
}

/** A value printed beside an attack and not rolled (its damage bonus, the Difficulty of the target's save). */
function damageOf(values: readonly DerivedValue[], id: string, label: string): PlayRoll | null {
  const v = values.find((x) => x.id === id);
  return v ? { id, label, value: String(v.value), explanation: v.explanation, ...(v.overridden ? { overridden: true } : {}) } : null;
}
