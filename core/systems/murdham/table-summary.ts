/**
 * What the party sheet prints of a Murdham character (issue 21 §9), from the play values its sheet prints
 * (sheet-play.ts): armour (000:67); the thresholds of critical damage and instant death (000:44, 000:46) and the load;
 * the three saves, a d20 at or under the ability (000:13). The text has no initiative score, no attack roll and no
 * skills list (the GM names the damage die, 000:63), so there is no line for them.
 */
import type { CharacterDocument } from '../../documents/character';
import { figure, group, isFigure, line, playField } from '../table-kit';
import type { TableSummary } from '../types';
import type { MurdhamData } from './character';
import { deriveWithOverrides } from './rules/derive';
import { murdhamPlay } from './sheet-play';

/** A Murdham character's figures for the party sheet. */
export function murdhamTableSummary(doc: CharacterDocument<MurdhamData>): TableSummary {
  const play = murdhamPlay(doc, deriveWithOverrides(doc));
  return {
    defences: [figure(playField(play, 'armour'), 'Armour')].filter(isFigure),
    glance: [
      figure(playField(play, 'health.critical'), 'Critical at'),
      figure(playField(play, 'health.death'), 'Death at'),
      figure(playField(play, 'load'), 'Load'),
    ].filter(isFigure),
    lines: [
      // "STR save" → "STR": the line's title says what they are.
      line('saves', 'Saves (d20)', (group(play, 'saves')?.rolls ?? []).map((r) => figure(r, r.label.replace(/ save$/, '')))),
    ].filter((l) => l !== null),
  };
}
