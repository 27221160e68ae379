/**
 * What an Orcus character uses at the table (`SheetModel.play`): hit points with staggered, dying and dead
 * (002:1449-1461), the four defences, initiative, speed and the staggered and recovery values, the saving throw of 10
 * or more (002:1127) and the death saving throw (002:1460), each basic attack with its damage (002:1157), the ability
 * checks and the 17 skills (002:253), each with the roll kind it is rolled with; and the values spent in play:
 * temporary hit points, recoveries, death save failures (three boxes, 002:1461), action points and money.
 */
import type { CharacterDocument } from '../../documents/character';
import type { PlayRoll, SheetPlay } from '../../sheet/sheet-model';
import { derivedRoll, present, trackerResource } from '../../sheet/play-build';
import { fieldFrom } from '../../sheet/field-kit';
import type { DerivedValue } from '../types';
import type { OrcusData } from './character';
import { ABILITY_ABBREVIATIONS, ABILITY_IDS } from './data/abilities';
import { SKILLS } from './data/skills';
import { SAVE_TARGET } from './roll-kinds';
import { derivedNumber } from './rules/derive';
import { orcusVitals, stateWord } from './vitals';

type Doc = CharacterDocument<OrcusData>;

/** The play values of an Orcus character, from its derived values (overrides applied). */
export function orcusPlay(doc: Doc, values: readonly DerivedValue[]): SheetPlay {
  const d = doc.data;
  const max = derivedNumber(values, 'hp.max');
  const save = (id: string, label: string, explanation: string): PlayRoll => ({ id, label, value: `${SAVE_TARGET}+`, explanation, roll: { kind: 'save', input: { modifier: '0' } } });
  const weapons = ['unarmed', ...d.equipment.filter((e) => e.kind === 'weapon').map((e) => e.id)];
  const trackers = orcusVitals.trackers(doc);
  return {
    health: { trackerId: orcusVitals.healthTracker, label: 'Hit points', abbreviation: 'HP', current: d.vitals.hp, max, model: 'pool' },
    state: max === null ? null : stateWord(d, max),
    defences: [fieldFrom(values, 'defence.ac', 'AC'), fieldFrom(values, 'defence.fort', 'Fortitude'), fieldFrom(values, 'defence.ref', 'Reflex'), fieldFrom(values, 'defence.will', 'Will')],
    glance: [
      fieldFrom(values, 'initiative', 'Initiative'),
      fieldFrom(values, 'speed', 'Speed'),
      fieldFrom(values, 'hp.staggered', 'Staggered at'),
      fieldFrom(values, 'hp.recoveryValue', 'Recovery value'),
    ],
    rolls: [
      {
        id: 'saves',
        title: 'Saving Throws',
        rolls: [
          save('save', 'Saving throw', 'A d20, with any bonus: 10 or higher succeeds and the effect usually ends (002:1127).'),
          save('save.death', 'Death saving throw', 'At the start of each turn at 0 HP or below; the third failure kills, a 20 spends a recovery (002:1460-1462).'),
        ],
      },
      {
        id: 'attacks',
        title: 'Basic Attacks',
        rolls: present(weapons.flatMap((id) => [derivedRoll(values, `attack.${id}`, (values.find((v) => v.id === `attack.${id}`)?.label ?? id).replace(/ attack$/, ''), 'attack', 'modifier'), damageOf(values, id)])),
      },
      { id: 'checks', title: 'Ability Checks', rolls: present(ABILITY_IDS.map((a) => derivedRoll(values, `ability.${a}.check`, `${ABILITY_ABBREVIATIONS[a]} check`, 'check', 'modifier'))) },
      { id: 'skills', title: 'Skills', rolls: present(SKILLS.map((s) => derivedRoll(values, `skill.${s.id}`, s.name, 'check', 'modifier'))) },
    ],
    resources: present([
      trackerResource(trackers, 'tempHp'),
      trackerResource(trackers, 'recoveries'),
      trackerResource(trackers, 'deathSaves', { boxes: 3 }),
      trackerResource(trackers, 'actionPoints'),
      trackerResource(trackers, 'money', { printedWith: 'purse' }),
    ]),
    conditions: [],
  };
}

/** A weapon's damage, printed beside its attack and not rolled here. */
function damageOf(values: readonly DerivedValue[], id: string): PlayRoll | null {
  const v = values.find((x) => x.id === `damage.${id}`);
  return v ? { id: v.id, label: v.label, value: String(v.value), explanation: v.explanation, ...(v.overridden ? { overridden: true } : {}) } : null;
}
