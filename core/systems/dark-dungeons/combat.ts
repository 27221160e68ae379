/**
 * Dark Dungeons at the combat tracker: initiative, the hit-point damage model and the conditions a tracker should
 * support. Source 004 has no combat chapter; the figures are the supplement's (§9.3 initiative, §9.6 dying,
 * §9.9 conditions), from the later [PJS] edition as the supplement advises.
 */
import type { CombatDef, ConditionDef } from '../types';
import { hitPointState } from './vitals';

const SUPPLEMENT = 'supplements/dark-dungeons-tables.md';

/** Supplement §9.9 (lines 909-940): the conditions with their effects in the table's words. */
export const DARK_DUNGEONS_CONDITIONS: readonly ConditionDef[] = [
  ['surprised', 'Surprised', 'No action this round (the surprise round).'],
  ['stunned', 'Stunned', 'Cannot attack or cast; move ⅓; AC 2 worse; saves −2. Save vs death ray each round to end it.'],
  ['knocked-out', 'Knocked out', 'Unconscious and helpless for 1d100 rounds.'],
  ['delayed', 'Delayed', 'Automatically loses initiative next round.'],
  ['blinded', 'Blinded', 'Attacks −6; saves −4; AC 4 worse; move ⅓ (⅔ if led).'],
  ['deafened', 'Deafened', 'Initiative −1; cannot listen or attack invisible foes.'],
  ['invisible', 'Invisible', 'Attackers −6 to hit; only area spells can target it.'],
  ['prone', 'Prone', 'Attackers +4; saves −4; own attacks −2; standing up takes a full round.'],
  ['helpless', 'Helpless', 'Paralysed, asleep or unconscious: an edged weapon can deliver a coup de grâce (dying).'],
  ['paralysed', 'Paralysed', 'Helpless; duration by source (Hold Person 90 minutes).'],
  ['asleep', 'Asleep', 'Helpless; noise does not wake, a shake or kick does (Sleep: 4d4×10 minutes).'],
  ['charmed', 'Charmed', 'Treats the caster as a best friend; a new save at intervals set by Int.'],
  ['afraid', 'Afraid', 'Flees; if cornered, cowers and only defends (Cause Fear: 20 minutes).'],
  ['confused', 'Confused', '2d6 each round: 2–5 attack the caster’s side; 6–8 shout; 9–12 attack own side (12 rounds).'],
  ['hasted', 'Hasted', 'Double move and attacks; initiative +2 (30 minutes).'],
  ['slowed', 'Slowed', 'Half move and attacks; initiative −2 (30 minutes).'],
  ['sluggish', 'Sluggish', 'Initiative −2; half speed.'],
  ['entangled', 'Entangled', 'Cannot attack, cast or move; save vs death ray each round.'],
  ['webbed', 'Webbed', 'Cannot move but can defend.'],
  ['skewered', 'Skewered', '1d6 damage a round for 1d4+4 rounds, or a round spent pulling it out.'],
  ['burning', 'Burning', '1d4 damage a round for 1d6 rounds unless put out.'],
  ['drowning', 'Drowning', 'Holds breath ½ Con rounds; then −5 to everything; then unconscious; then dead.'],
  ['poisoned', 'Poisoned', 'Effect by source, usually save vs poison or die.'],
  ['dying', 'Dying', 'Unconscious; a death-ray save at the end of each round at a cumulative −1; First Aid or magical healing stops it.'],
].map(([id, name, description]) => ({ id: id ?? '', name: name ?? '', description: description ?? '', source: `${SUPPLEMENT} §9.9` }));

export const darkDungeonsCombat: CombatDef = {
  initiative: {
    description: 'Each character rolls 1d6 plus the Dex initiative modifier; the GM rolls once for each kind of monster. Highest acts first; a halfling adds 1 (Nimble).',
    mode: 'individual',
    dice: '1d6',
    ties: 'Tied combatants act at the same time: both sides’ actions are resolved together.',
    // The round's order: morale, statement of intent, then the initiative roll, every round (supplement §9.1).
    eachRound: true,
    intent: { early: 1, late: -1, words: 'Statement of intent: a player who commits early adds +1 to initiative, one who waits for the GM −1 (supplement §9.1).' },
  },
  encounterRolls: ['surprise', 'reaction', 'morale'],
  damageModel: 'hit-points',
  healthState: hitPointState,
};
