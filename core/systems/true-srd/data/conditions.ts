/**
 * The conditions glossary (003:354-389) for the combat tracker, in the glossary's order, each with its line; plus
 * the two damage-track names the glossary leaves out (Hurt, Wounded: 003:328, 003:341) and Dazzled, named only in
 * the Combat Modifiers table (003:296). "Normal" (003:377) is the absence of a condition and is left out.
 * Where the text says two things, the description gives both with their lines.
 */
import type { ConditionDef } from '../../types';

const ENTRIES: readonly (readonly [id: string, name: string, line: string, description: string])[] = [
  ['ability-damaged', 'Ability damaged', '355', 'Has temporarily lost ability points; they return at 1 a day.'],
  ['blinded', 'Blinded', '356', '50% miss chance in combat, no dodge bonus, −2 Defense, half speed, −4 on most Str and Dex skill checks; no Notice (spot) or reading.'],
  ['bruised', 'Bruised', '357', 'Each is −1 on Toughness saves against further non-lethal damage.'],
  ['dazed', 'Dazed', '358', 'Can take no actions but keeps the dodge bonus (003:338: loses one full-round action, then acts normally).'],
  ['dead', 'Dead', '359', 'Dead; powers that bring a character back restore the body.'],
  ['deafened', 'Deafened', '360', '−4 on initiative checks; no Notice (listen) checks.'],
  ['debilitated', 'Debilitated', '361', 'An ability below −5: Str — prone and helpless; Dex — paralyzed; Con — dying; Int, Wis or Cha — unconscious.'],
  ['disabled', 'Disabled', '362', 'A single attack or move action a round; a strenuous action makes it dying afterwards (003:342: a standard action — unconscious and dying next round).'],
  ['dying', 'Dying', '363', 'Unconscious and near death: a dying check each round (003:343, Con, Difficulty 10) or each hour (003:363-364, Fortitude, Difficulty 10 +1 an hour). Heal 15 or Cure stabilises.'],
  ['entangled', 'Entangled', '365', '−2 attacks, −2 Defense, −4 effective Dex; anchored: cannot move, else half speed, no all-out or charge. Entangled again: helpless.'],
  ['exhausted', 'Exhausted', '366', 'Half speed; −6 effective Str and Dex (−3 by 003:352). More fatigue: unconscious.'],
  ['fascinated', 'Fascinated', '367', 'Takes no actions but watching; −4 on reaction checks such as Notice. A potential threat allows a new save; an obvious one ends it; an ally may aid it free.'],
  ['fatigued', 'Fatigued', '368', 'Cannot move all out or charge; −2 effective Str and Dex. More fatigue: exhausted.'],
  ['flat-footed', 'Flat-footed', '369', 'Has not acted yet in the combat: loses the dodge bonus (003:139: dodge and parry).'],
  ['frightened', 'Frightened', '370', 'Flees the source as fast as possible; shaken if it cannot.'],
  ['grappled', 'Grappled', '371', 'Cannot move; only barehanded or small-weapon attacks or breaking free; no dodge bonus against others than the grapplers.'],
  ['helpless', 'Helpless', '372', 'Melee attacks against it +4, ranged no bonus; Defense 5; coup de grâce possible (003:256: −9 Defense adjacent, −5 ranged; table 003:310: −9 / −4).'],
  ['incorporeal', 'Incorporeal', '373', 'Immune to corporeal attacks; harmed only by incorporeal or supernatural ones.'],
  ['injured', 'Injured (hurt)', '374', 'Each is −1 on Toughness saves against further lethal damage; the damage track calls it Hurt (003:328).'],
  ['invisible', 'Invisible', '375', '+2 to hit defenders unaware of it, who lose their dodge bonus; attacks against it have a 50% miss chance.'],
  ['nauseated', 'Nauseated', '376', 'Only a single move action a round.'],
  ['panicked', 'Panicked', '378', 'Flees, or cowers dazed if it cannot; defends normally but cannot attack.'],
  ['paralyzed', 'Paralyzed', '379', 'Rigid and helpless; effective Str and Dex 0; purely mental actions only; Defense 5.'],
  ['pinned', 'Pinned', '380', 'Held immobile in a grapple: no dodge bonus, −4 Defense.'],
  ['prone', 'Prone', '381', '−4 on melee attacks; opponents +4 in melee and −4 at range against it; standing up is a move action.'],
  ['shaken', 'Shaken', '382', '−2 on attack rolls, saving throws and checks.'],
  ['sickened', 'Sickened', '383', '−2 on attack rolls and checks.'],
  ['slowed', 'Slowed', '384', 'A standard or a move action a round; −1 on attacks, Defense and Reflex; half speed.'],
  ['stable', 'Stable', '385', 'No longer dying, but unconscious and disabled, recovering from both normally.'],
  ['staggered', 'Staggered', '386', 'A single move or standard action a round; any further damage: unconscious (003:339: first loses a full-round action, no dodge, −2 Defense).'],
  ['stunned', 'Stunned', '387', 'No dodge bonus, −2 Defense, only reactions.'],
  ['unconscious', 'Unconscious', '388', 'Knocked out and helpless.'],
  ['winded', 'Winded', '389', '−1 effective Str and Dex; cannot move all out or charge. More fatigue: fatigued.'],
  ['hurt', 'Hurt', '328', 'Lethal damage failed by 1-4; each is −1 on further Toughness saves against lethal damage.'],
  ['wounded', 'Wounded', '341', 'Shaken (−2 on all checks, attacks, Fortitude, Reflex, Will) until every wounded condition is gone; stunned for one round; −1 on further lethal Toughness saves (003:328).'],
  ['dazzled', 'Dazzled', '296', '−1 on melee and ranged attacks (Combat Modifiers table).'],
];

/** Every condition the combat tracker offers for a True SRD character. */
export const TRUE_SRD_CONDITIONS: readonly ConditionDef[] = ENTRIES.map(([id, name, line, description]) => ({ id, name, description, source: `003:${line}` }));
