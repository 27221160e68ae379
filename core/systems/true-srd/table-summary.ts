/**
 * What the party sheet prints of a True SRD character (issue 21 §9), from the play values its sheet prints
 * (sheet-play.ts): Defense (with Parry when it has one), flat-footed Defense and Toughness; initiative, speed and
 * grapple; the saves (the Toughness save against damage, 003:322-335, lethal and non-lethal apart only when they
 * differ; Fortitude, Reflex and Will, 003:121-123); each attack (003:98) with its damage bonus and the Difficulty of the
 * target's Toughness save; the skills entered.
 */
import type { CharacterDocument } from '../../documents/character';
import { attackFigures, figure, group, isFigure, line, playField } from '../table-kit';
import type { TableSummary } from '../types';
import type { TrueSrdData } from './character';
import { deriveWithOverrides } from './rules/derive';
import { trueSrdPlay } from './sheet-play';

/** A True SRD character's figures for the party sheet. */
export function trueSrdTableSummary(doc: CharacterDocument<TrueSrdData>): TableSummary {
  const play = trueSrdPlay(doc, deriveWithOverrides(doc));
  const saves = group(play, 'saves')?.rolls ?? [];
  const save = (id: string) => saves.find((r) => r.id === id);
  const lethal = save('save.toughness.lethal');
  const nonLethal = save('save.toughness.nonLethal');
  const attacks = group(play, 'attacks')?.rolls ?? [];
  return {
    defences: [
      figure(playField(play, 'defense.dodge'), 'Defense'),
      figure(playField(play, 'defense.parry'), 'Parry'),
      figure(playField(play, 'defense.flatFooted'), 'Flat-footed'),
      figure(playField(play, 'save.toughness'), 'Toughness'),
    ].filter(isFigure),
    glance: [figure(playField(play, 'initiative'), 'Init'), figure(playField(play, 'speed'), 'Speed'), figure(playField(play, 'grapple'), 'Grapple')].filter(isFigure),
    lines: [
      line('saves', 'Saves', [
        ...(lethal?.value === nonLethal?.value ? [figure(lethal, 'Toughness')] : [figure(lethal, 'Toughness lethal'), figure(nonLethal, 'non-lethal')]),
        figure(save('save.fortitude'), 'Fort'),
        figure(save('save.reflex'), 'Ref'),
        figure(save('save.will'), 'Will'),
      ]),
      line(
        'attacks',
        'Attacks',
        attackFigures(
          attacks,
          (r) => r.id.endsWith('.attack'),
          (a) => [
            [a.id.replace(/\.attack$/, '.damage'), 'damage'],
            [a.id.replace(/\.attack$/, '.difficulty'), 'DC'],
          ],
        ),
      ),
      line('skills', 'Skills', (group(play, 'skills')?.rolls ?? []).map((r) => figure(r))),
    ].filter((l) => l !== null),
  };
}
