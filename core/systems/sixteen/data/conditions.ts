/**
 * The states 001 names, for the combat tracker, each with its line and the phrase that names it there (the lines are
 * long, so the phrase is what a reader searches for).
 */
import type { ConditionDef } from '../../types';

/** A condition with the phrase of its line, so a test can find it in the text. */
export interface SixteenCondition extends ConditionDef {
  readonly phrase: string;
}

const ENTRIES: readonly (readonly [id: string, name: string, line: number, phrase: string, description: string])[] = [
  ['stunned', 'Stunned', 10, 'is stunned until its next turn', 'Hit in one blow for more than 10 + HD damage: stunned until its next turn unless it saves vs stun. A stun breaks a chanted spell (001:17).'],
  ['unconscious', 'Unconscious', 10, 'Creature dropped to 0 or less hit points is unconscious', 'At 0 hit points or fewer.'],
  ['bleeding', 'Bleeding', 10, 'bleeding to death', 'Below 0 hit points: loses 1 HP each round until dead; a round of successful first aid or healing back to 0 or more stops it.'],
  ['dead', 'Dead', 12, 'dropped to negative HD/3+5+CON hit points is dead', 'At −(HD/3 + 5 + CON) hit points; resurrection or the like is needed.'],
  ['blinded', 'Blinded', 15, 'Creatures are blinded on a roll d6 of 1-3', 'From lightning: until a d6 roll of 1-2 at the start of its turn. Covering the eyes from a gaze counts as blinded (001:13).'],
  ['paralyzed', 'Paralyzed', 16, 'The paralyzation lasts until creature rolls 1 on a d6', 'Until it rolls 1 on a d6 at the start of its round; no DEX to AC (001:9).'],
  ['held', 'Held', 9, 'unless paralyzed/held', 'No DEX to AC.'],
  ['asleep', 'Asleep', 16, 'The victim is put to sleep if save fails', 'Wakes on a d6 roll of 1-2 each time it is hit, or each hour.'],
  ['petrified', 'Petrified', 16, 'The victim is turned to stone', 'Turned to stone; stone to flesh restores it, damaged if the statue was.'],
  ['grabbed', 'Grabbed', 14, 'Grabbed victim may have his or her arms pinned', 'Arms pinned on a d6 (1-2 both, 3-4 either); attacks −4 except at the grabber; attacked at +4 and counts as paralysed for AC; escapes when d4 − d4 + STR beats the grabber’s STR, at once with 4 more STR.'],
  ['swallowed', 'Swallowed', 14, 'Swallowed victims are hit each turn', 'Hit each turn inside; acts only on a d6 roll of 1-2; casting fails half the time.'],
  ['diseased', 'Diseased', 16, 'Victim hit is contracted with disease', 'Typically −1 STR and CON and 2d6 maximum HP a day until cured; HP return at d6 a day (a 1 loses one for good).'],
  ['casting-inability', 'Unable to cast', 18, 'suffer casting inability', 'A mana-burn result; the table of results is missing from the text (001:20).'],
  ['weak', 'Very weak', 12, 'very weak from disease or hunger', 'No passive healing while unable to rest or very weak from disease or hunger.'],
];

export const SIXTEEN_CONDITIONS: readonly SixteenCondition[] = ENTRIES.map(([id, name, line, phrase, description]) => ({ id, name, description, phrase, source: `001:${line}` }));
