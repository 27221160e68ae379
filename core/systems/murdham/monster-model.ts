/**
 * A Murdham monster for the combat tracker and the monster library. The core rules (source 000) have no bestiary:
 * they give creatures only what they give every character — three abilities of 1 to 19 (000:8), health equal to STR
 * (000:43) with critical damage, dying and instant death (000:44-46), an armour value of at most 3 (000:65), damage on
 * a d4 to d12, exploding, enhanced or impaired (000:63-66), and omens, none for most GM characters and 1 or 2 for
 * important ones (000:138). So the GM types those; a creature tougher than any STR can be given its own health. The
 * text has no experience, so a monster gives none (`xp: null`).
 */
import type { MonsterFigures, MonsterModelDef } from '../types';
import { ABILITY_LIMITS, ARMOUR_MAX, DAMAGE_DICE } from './data/rules';
import { cite } from './data/source';
import { damageMode } from './dice';
import { choiceDef, numberDef, readInputs } from '../play-inputs';

/** The most health typed for a creature: far beyond any STR, enough for a dragon of the GM's own making. */
const MAX_HEALTH = 999;

const INPUTS = [
  numberDef('str', 'STR', ABILITY_LIMITS.min, ABILITY_LIMITS.max, 10),
  numberDef('agi', 'AGI', ABILITY_LIMITS.min, ABILITY_LIMITS.max, 10),
  numberDef('wit', 'WIT', ABILITY_LIMITS.min, ABILITY_LIMITS.max, 10),
  numberDef('health', 'Health (0: equal to STR)', 0, MAX_HEALTH, 0),
  numberDef('armour', 'Armour', 0, ARMOUR_MAX, 0),
  choiceDef(
    'die',
    'Damage die',
    DAMAGE_DICE.map((s) => [String(s), `d${s}`] as const),
    '6',
  ),
  choiceDef('damage', 'Damage', [
    ['normal', 'Normal'],
    ['enhanced', 'Enhanced (the higher of two rolls)'],
    ['impaired', 'Impaired (the lower of two rolls)'],
  ]),
  numberDef('omens', 'Omens', 0, 2, 0),
];

export const murdhamMonsterModel: MonsterModelDef = {
  inputs: INPUTS,
  build(input) {
    const v = readInputs(INPUTS, input);
    if ('problem' in v) return v;
    const [str, agi, wit] = [v.num('str'), v.num('agi'), v.num('wit')];
    const hp = v.num('health') === 0 ? str : v.num('health');
    const armour = v.num('armour');
    const die = `d${v.pick('die')}`;
    const mode = v.pick('damage');
    // The two-roll modes as the text counts factors: one enhancing or one impairing factor (000:66).
    const named = damageMode(mode === 'enhanced' ? 1 : 0, mode === 'impaired' ? 1 : 0);
    const omens = v.num('omens');
    const critical = Math.ceil(hp / 2);
    const figures: MonsterFigures = {
      summary: `STR ${str} AGI ${agi} WIT ${wit}, health ${hp}, armour ${armour}, ${die}${named === 'normal' ? '' : ` ${named}`} damage${omens > 0 ? `, ${omens} omen${omens === 1 ? '' : 's'}` : ''}`,
      hp,
      defences: [
        { label: 'Armour', value: String(armour) },
        {
          label: 'Saves (d20 at or under)',
          value: `STR ${str}, AGI ${agi}, WIT ${wit}`,
        },
        { label: 'Critical damage at', value: `${critical} at once` },
        { label: 'Killed by', value: `${hp} at once` },
      ],
      attacks: [`${die} damage${named === 'normal' ? '' : `, ${named} (the ${named === 'enhanced' ? 'higher' : 'lower'} of two rolls)`}, exploding on a maximum`],
      xp: null,
      initiative: agi,
      figures: [
        `Health ${hp}${v.num('health') === 0 ? ' = STR' : ', typed'} (${cite(43)}); half of it or more at once is critical, all of it dying, ${hp} or more at once kills (${cite(44, 46)})`,
        `armour takes its value off each blow but direct damage (${cite(65)})`,
        `damage exploding, enhanced or impaired (${cite(64, 66)})`,
        `initiative by the AGI contest (${cite(20)}, a house rule: the core rules have none)`,
        'no experience in the core rules',
      ].join('; '),
    };
    return figures;
  },
  source: `${cite(8)}, ${cite(42, 46)}, ${cite(62, 66)}, ${cite(138)}; the core rules have no monster list`,
};
