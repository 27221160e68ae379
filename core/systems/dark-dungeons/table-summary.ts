/**
 * What the party sheet prints of a Dark Dungeons character (issue 21 §9), from the play values its sheet prints
 * (sheet-play.ts): armour class; initiative and movement a round (supplement §9.4); the five saving throws under the
 * short names the table calls them by (supplement §9.7), with the Wisdom-adjusted save against spells when it
 * differs; each weapon's attack with its damage (supplement §9.5); a thief's or mystic's abilities (004:913-943) and
 * the skills (004:990).
 */
import type { CharacterDocument } from '../../documents/character';
import { attackFigures, figure, group, isFigure, line, playField } from '../table-kit';
import type { TableLine, TableSummary } from '../types';
import type { DarkDungeonsData } from './character';
import { deriveWithOverrides } from './rules/derive';
import { darkDungeonsPlay } from './sheet-play';

/** The short names of the saves (the columns of the saving throw tables, supplement §9.7). */
const SHORT_SAVES: readonly (readonly [string, string])[] = [
  ['save.deathRayPoison', 'Death'],
  ['save.magicWands', 'Wands'],
  ['save.paralysisPetrify', 'Paralysis'],
  ['save.breathWeapon', 'Breath'],
  ['save.rodStaffSpell', 'Spells'],
];

/** A Dark Dungeons character's figures for the party sheet. */
export function darkDungeonsTableSummary(doc: CharacterDocument<DarkDungeonsData>): TableSummary {
  const play = darkDungeonsPlay(doc, deriveWithOverrides(doc));
  const saves = group(play, 'saves')?.rolls ?? [];
  const save = (id: string) => saves.find((r) => r.id === id);
  const spells = save('save.rodStaffSpell');
  const withWis = save('save.spells');
  const attacks = group(play, 'attacks')?.rolls ?? [];
  const lines: (TableLine | null)[] = [
    line('saves', 'Saves', [
      ...SHORT_SAVES.map(([id, label]) => figure(save(id), label)),
      // The Wisdom adjustment applies to saves against spells only (supplement §9.7); printed when it changes the number.
      withWis && withWis.value !== spells?.value ? figure(withWis, 'vs spells with Wis') : null,
    ]),
    line('attacks', 'Attacks', attackFigures(attacks, (r) => r.id.startsWith('attack.'), (a) => [a.id.replace(/^attack\./, 'damage.')])),
  ];
  const abilities = group(play, 'class-abilities');
  if (abilities) lines.push(line('class-abilities', abilities.title.replace(/ Abilities$/, ''), abilities.rolls.map((r) => figure(r))));
  lines.push(line('skills', 'Skills', (group(play, 'skills')?.rolls ?? []).map((r) => figure(r))));
  return {
    defences: [figure(playField(play, 'ac'), 'AC')].filter(isFigure),
    glance: [figure(playField(play, 'initiative'), 'Init'), figure(playField(play, 'move.encounter'), 'Move')].filter(isFigure),
    lines: lines.filter((l) => l !== null),
  };
}
