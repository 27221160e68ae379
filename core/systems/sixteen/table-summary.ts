/**
 * What the party sheet prints of a "16+" character (issue 21 §9), from the play values its sheet prints
 * (sheet-play.ts): AC and ranged AC; the stun and death thresholds (001:10-12); the stat tests and the eight saves with
 * the mana-burn save, each a d20 plus the modifier printed, 16 or more (001:1, 001:2, 001:19); the skills; each
 * weapon's attack with its damage (001:6).
 */
import type { CharacterDocument } from '../../documents/character';
import type { PlayRoll } from '../../sheet/sheet-model';
import { attackFigures, figure, group, isFigure, line, playField } from '../table-kit';
import type { TableFigure, TableSummary } from '../types';
import type { SixteenData } from './character';
import { deriveWithOverrides } from './rules/derive';
import { sixteenPlay } from './sheet-play';

/**
 * A test or save as the party sheet prints it: the modifier alone ("+6, needs 10+" → "+6"; the line's title says 16+
 * is the target), a label without the word the title already says ("STR test" → "STR").
 */
function modifierFigure(roll: PlayRoll, drop: RegExp): TableFigure | null {
  // What follows a semicolon is a rule of its own ("a 1 always fails", 001:19) and stays.
  const [modifier = roll.value, ...rule] = roll.value.split(/[,;]\s*/);
  const kept = rule.filter((r) => !/^needs /.test(r));
  return figure({ ...roll, value: [modifier, ...kept].join('; ') }, roll.label.replace(drop, ''));
}

/** A "16+" character's figures for the party sheet. */
export function sixteenTableSummary(doc: CharacterDocument<SixteenData>): TableSummary {
  const play = sixteenPlay(doc, deriveWithOverrides(doc));
  const attacks = group(play, 'attacks')?.rolls ?? [];
  return {
    defences: [figure(playField(play, 'ac.melee'), 'AC'), figure(playField(play, 'ac.ranged'), 'Ranged AC')].filter(isFigure),
    glance: [figure(playField(play, 'stun'), 'Stunned by'), figure(playField(play, 'death'), 'Dead at')].filter(isFigure),
    lines: [
      line('saves', 'Saves (16+)', (group(play, 'saves')?.rolls ?? []).map((r) => (r.id === 'save.resistedPower' ? figure(r, 'Resisted power (unmodified)') : modifierFigure(r, / save$/)))),
      line('attacks', 'Attacks', attackFigures(attacks, (r) => r.id.endsWith('.toHit'), (a) => [a.id.replace(/\.toHit$/, '.damage')])),
      line('tests', 'Tests (16+)', (group(play, 'tests')?.rolls ?? []).map((r) => modifierFigure(r, / test$/))),
      line('skills', 'Skills (16+)', (group(play, 'skills')?.rolls ?? []).map((r) => modifierFigure(r, /$^/))),
    ].filter((l) => l !== null),
  };
}
