/**
 * What the party sheet prints of an Orcus character (issue 21 §9), from the play values its sheet prints
 * (sheet-play.ts): the four defences; initiative, speed and the staggered value (002:1449); the saving throw of 10 or
 * more (002:1127) and the death saving throw (002:1460); each basic attack with its damage (002:1157); the 17 skills
 * (002:253).
 */
import type { CharacterDocument } from '../../documents/character';
import { attackFigures, figure, group, isFigure, line, playField } from '../table-kit';
import type { TableSummary } from '../types';
import type { OrcusData } from './character';
import { deriveWithOverrides } from './rules/derive';
import { orcusPlay } from './sheet-play';

/** An Orcus character's figures for the party sheet. */
export function orcusTableSummary(doc: CharacterDocument<OrcusData>): TableSummary {
  const play = orcusPlay(doc, deriveWithOverrides(doc));
  const saves = group(play, 'saves')?.rolls ?? [];
  const attacks = group(play, 'attacks')?.rolls ?? [];
  return {
    defences: [
      figure(playField(play, 'defence.ac'), 'AC'),
      figure(playField(play, 'defence.fort'), 'Fort'),
      figure(playField(play, 'defence.ref'), 'Ref'),
      figure(playField(play, 'defence.will'), 'Will'),
    ].filter(isFigure),
    glance: [
      figure(playField(play, 'initiative'), 'Init'),
      figure(playField(play, 'speed'), 'Speed'),
      figure(playField(play, 'hp.staggered'), 'Staggered at'),
    ].filter(isFigure),
    lines: [
      line('saves', 'Saves', [figure(saves.find((r) => r.id === 'save'), 'Save'), figure(saves.find((r) => r.id === 'save.death'), 'Death save')]),
      line('attacks', 'Attacks', attackFigures(attacks, (r) => r.id.startsWith('attack.'), (a) => [a.id.replace(/^attack\./, 'damage.')])),
      line('skills', 'Skills', (group(play, 'skills')?.rolls ?? []).map((r) => figure(r))),
    ].filter((l) => l !== null),
  };
}
