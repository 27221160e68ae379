/**
 * What a Dark Dungeons character uses at the table (`SheetModel.play`): hit points and the rules' word at 0
 * (supplement §9.6), armour class, initiative and movement, the saving throws (supplement §9.7), each weapon's attack
 * (supplement §9.5) with its damage, a thief's or mystic's abilities (004:913-943) and the skills (004:990), each with
 * the roll kind it is rolled with; and gold, which the sheet's money section prints on paper.
 */
import type { CharacterDocument } from '../../documents/character';
import type { PlayRoll, PlayRollGroup, SheetPlay } from '../../sheet/sheet-model';
import { derivedRoll, leadingWhole, present, trackerResource } from '../../sheet/play-build';
import { fieldFrom } from '../../sheet/field-kit';
import type { DerivedValue } from '../types';
import { finalScores, type DarkDungeonsData } from './character';
import { formatModifier } from './data/ability-modifiers';
import { skillById } from './data/skills';
import type { ThiefAbilityId } from './data/types';
import { attackLines, type AttackLine } from './rules/attacks';
import { classRow, SAVE_LABELS, THIEF_ABILITY_LABELS } from './rules/derive';
import { darkDungeonsVitals } from './vitals';
import { healthWord } from './health';

type Doc = CharacterDocument<DarkDungeonsData>;

/** The play values of a Dark Dungeons character, from its derived values (overrides applied). */
export function darkDungeonsPlay(doc: Doc, values: readonly DerivedValue[]): SheetPlay {
  const d = doc.data;
  const row = classRow(d);
  const rolled = d.hitPoints.rolls.length > 0;
  const max = rolled ? leadingWhole(values.find((v) => v.id === 'hp.max')?.value ?? '') : null;
  const saves = (Object.keys(SAVE_LABELS) as (keyof typeof SAVE_LABELS)[]).map((k) => derivedRoll(values, `save.${k}`, SAVE_LABELS[k], 'save', 'target'));
  const groups: PlayRollGroup[] = [
    { id: 'saves', title: 'Saving Throws', rolls: present([...saves, derivedRoll(values, 'save.spells', 'vs Spells, with Wis', 'save', 'target')]) },
    { id: 'attacks', title: 'Attacks', rolls: attackRolls(d, values) },
  ];
  if (row?.thiefAbilities) {
    const ids = Object.keys(row.thiefAbilities) as ThiefAbilityId[];
    groups.push({
      id: 'class-abilities',
      title: d.classId === 'mystic' ? 'Mystic Abilities' : 'Thief Abilities',
      rolls: present(ids.map((k) => derivedRoll(values, `thief.${k}`, THIEF_ABILITY_LABELS[k], 'class-ability', 'chance'))),
    });
  }
  const skills = present(
    d.skills.map((s) => {
      const def = skillById(s.skillId);
      const id = `skill.${s.skillId}${s.specialty ? `.${s.specialty.toLowerCase()}` : ''}`;
      const label = `${def?.name ?? s.skillId}${s.specialty ? ` (${s.specialty})` : ''}`;
      // A language is spoken, not rolled (004:1327-1329): printed, with no roll.
      if (def && def.abilities.length === 0) {
        const v = values.find((x) => x.id === id);
        return v ? { id, label, value: String(v.value), explanation: v.explanation } : null;
      }
      return derivedRoll(values, id, label, 'check', 'score');
    }),
  );
  if (skills.length > 0) groups.push({ id: 'skills', title: 'Skills', rolls: skills });
  const trackers = darkDungeonsVitals.trackers(doc);
  return {
    health: { trackerId: darkDungeonsVitals.healthTracker, label: 'Hit points', abbreviation: 'HP', current: d.hitPoints.current, max, model: 'pool' },
    state: rolled ? healthWord(d) : null,
    defences: [fieldFrom(values, 'ac', 'Armour class')],
    glance: [
      fieldFrom(values, 'initiative', 'Initiative'),
      fieldFrom(values, 'move.encounter', 'Move (round)'),
      fieldFrom(values, 'move.running', 'Running'),
      fieldFrom(values, 'attackBonus', 'Attack bonus'),
    ],
    rolls: groups,
    // Gold prints as a box per coin in the purse on paper.
    resources: present([trackerResource(trackers, 'gold', { label: 'Gold', printedWith: 'purse' })]),
    conditions: [],
  };
}

/**
 * Each weapon's attack (its to-hit bonus, rolled with the attack kind) followed by its damage (looked at, not rolled
 * here); before any weapon is carried, the plain melee and missile bonuses.
 */
function attackRolls(d: DarkDungeonsData, values: readonly DerivedValue[]): PlayRoll[] {
  const lines: AttackLine[] = attackLines(d, classRow(d), finalScores(d));
  if (lines.length === 0) {
    return present([derivedRoll(values, 'attack.melee', 'Melee (AB + Str)', 'attack', 'bonus'), derivedRoll(values, 'attack.missile', 'Missile (AB + Dex)', 'attack', 'bonus')]);
  }
  return lines.flatMap((line) =>
    line.uses.flatMap((u, i): PlayRoll[] => {
      const key = i === 0 ? line.weaponId : `${line.weaponId}.${u.kind}`;
      const label = i === 0 ? line.name : `${line.name}, ${u.kind}`;
      const unarmed = u.toHitUnarmed === u.toHit ? '' : `; against an unarmed foe ${formatModifier(u.toHitUnarmed)}`;
      return [
        { id: `attack.${key}`, label, value: formatModifier(u.toHit), explanation: `${u.explanation}${unarmed}`, roll: { kind: 'attack', input: { bonus: String(u.toHit) } } },
        { id: `damage.${key}`, label: `${label} damage`, value: u.damage === '' ? '—' : u.damage, explanation: u.damageUnarmed === u.damage ? u.explanation : `${u.explanation}; against an unarmed foe ${u.damageUnarmed}` },
      ];
    }),
  );
}
