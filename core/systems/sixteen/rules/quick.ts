/**
 * "Quick character" for "16+": a complete, valid character from the dice. Source 001 has no creation rules, so the
 * quick character fills in what the text uses with modest values, and says which were chosen rather than ruled:
 * stats −1 to +3, level 1-3 with hit dice equal to the level, melee and marksmanship levels, a sword and a bow
 * (damage left blank: damage dice are not in the text), hit points and AC chosen in a plausible span, and for some
 * a magic level with magic points. Only the `rng` passed in is used.
 */
import type { RandomSource } from '../../../dice';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../documents/character';
import type { CharacterId } from '../../../documents/ids';
import { SIXTEEN_DATA_VERSION, STAT_ABBREVIATIONS, STAT_ORDER, newSixteenData, type SixteenData, type StatId, type StatScores } from '../character';
import { formatModifier } from './derive';

const NAMES = ['Aino Kivi', 'Bror Halla', 'Ceda Marr', 'Dunya Vell', 'Eero Lind', 'Fenna Roos', 'Gorm Tallow', 'Hilja Sarn', 'Ilmo Vasko', 'Jalmari Orr', 'Kaisu Venn', 'Lauri Mets'];
const CONCEPTS = ['A mercenary between contracts', 'A wandering hedge-mage', 'A tomb robber with a conscience', 'A scout of the northern marches', 'A temple’s hired sword', 'An apprentice who ran away'];

function pick<T>(items: readonly T[], rng: RandomSource): T {
  const item = items[rng.int(0, items.length - 1)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** The quick payload, its name and a record of what was chosen. */
export function quickSixteenData(rng: RandomSource): { data: SixteenData; name: string; dice: string[] } {
  const raw: Record<StatId, number> = { str: 0, dex: 0, con: 0, int: 0, wis: 0 };
  for (const s of STAT_ORDER) raw[s] = rng.int(-1, 3);
  const stats: StatScores = raw;
  const level = rng.int(1, 3);
  const maxHp = rng.int(8, 14) + 2 * (level - 1) + stats.con;
  const ac = rng.int(2, 8);
  const magicLevel = rng.int(0, 2);
  const mpMax = magicLevel === 0 ? 0 : magicLevel * rng.int(4, 8);
  const data: SixteenData = {
    ...newSixteenData(),
    concept: pick(CONCEPTS, rng),
    stats,
    level,
    hitDice: level,
    hitPoints: { max: maxHp, current: maxHp },
    ac: { melee: ac, ranged: null },
    skills: [
      { name: 'Melee', level: rng.int(1, 4) + level, stat: null },
      { name: 'Marksmanship', level: rng.int(0, 3) + level, stat: null },
      { name: 'First aid', level: rng.int(0, 2), stat: 'int' },
    ],
    weapons: [
      { id: 'sword', name: 'Sword', kind: 'melee', skilled: true, specialised: false, bonus: 0, damage: '' },
      { id: 'bow', name: 'Bow', kind: 'ranged', skilled: rng.int(0, 1) === 1, specialised: false, bonus: 0, damage: '' },
    ],
    magic: { level: magicLevel, mpMax, mp: mpMax },
    notes: 'A quick character: hit points, AC, skill levels and magic points were chosen, not ruled (the text has no formulas for them). Weapon damage is not in the text: write it in.',
  };
  const dice = [`Stats chosen from −1 to +3: ${STAT_ORDER.map((s) => `${STAT_ABBREVIATIONS[s]} ${formatModifier(stats[s])}`).join(', ')}; level ${level}, ${maxHp} HP, AC ${ac}${magicLevel ? `, magic level ${magicLevel} with ${mpMax} MP` : ''}`];
  return { data, name: pick(NAMES, rng), dice };
}

/** A complete "16+" document around a payload (quick characters, the blank sheet, tests). */
export function sixteenDocument(data: SixteenData, options: { readonly id: string; readonly name: string; readonly now: string }): CharacterDocument<SixteenData> {
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    // The id is the caller's to choose, as Dark Dungeons' quick character does.
    id: options.id as CharacterId,
    system: 'sixteen',
    name: options.name,
    status: 'complete',
    creationStep: 'review',
    createdAt: options.now,
    updatedAt: options.now,
    data,
    overrides: {},
    houseRules: [],
    history: [],
    dataVersion: SIXTEEN_DATA_VERSION,
  };
}

/** A complete quick character document; `id` and `now` are passed in so the result is reproducible. */
export function quickSixteen(rng: RandomSource, options: { readonly id: string; readonly now: string }): CharacterDocument<SixteenData> {
  const { data, name, dice } = quickSixteenData(rng);
  return { ...sixteenDocument(data, { id: options.id, name, now: options.now }), history: [{ id: `${options.id}-created`, at: options.now, kind: 'created', summary: 'Created as a quick character', dice }] };
}
