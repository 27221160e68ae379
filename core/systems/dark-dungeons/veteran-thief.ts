/**
 * The veteran thief: a quick thief taken from 1st to 36th level the way a long campaign does it (the XP of each level,
 * the level-up, then a course of weapon training for every feat the level banked, under a Grandmaster trainer). It
 * ships as a sample (a sheet and a history at the top of the tables) and is the character whose file size
 * `history.level36Bytes` budgets in `npm run bench` (issue 14 §6). Seeded and dated: the same bytes every time.
 */
import { createSeededRandom, type RandomSource } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { DarkDungeonsData } from './character';
import { CLASS_TABLES } from './data/classes';
import { bankedWeaponFeats, planTraining, resolveTraining, trainingOptions } from './level-up';
import { darkDungeonsProgression } from './progression';
import { quickCharacter } from './rules/quick';

type Doc = CharacterDocument<DarkDungeonsData>;

/** The gold a course is paid from: found for the purpose, so training never stops for want of it. */
const PURSE_GP = 1_000;

/**
 * Spends every banked feat on a weapon not yet known, at Basic under a Grandmaster trainer (99%, supplement:298);
 * a failed course is tried again.
 */
export function trainEveryBankedFeat(doc: Doc, rng: RandomSource, now: string): Doc {
  let d = doc;
  while (bankedWeaponFeats(d.data) > 0) {
    const option = trainingOptions(d).options.find((o) => o.from === 'N');
    if (!option) break;
    d = { ...d, data: { ...d.data, money: { ...d.data.money, gp: d.data.money.gp + PURSE_GP } } };
    d = resolveTraining(d, planTraining(d, { weaponId: option.weaponId, trainerLevel: 'G' }), rng, now).document;
  }
  return d;
}

/** A thief levelled 1 → `toLevel` (a GM's XP per level, then the automatic level-up), trained at each level or not. */
export function levelledThief(options: { readonly now: string; readonly train: boolean; readonly toLevel?: number; readonly name?: string }): Doc {
  const rng = createSeededRandom(36);
  let doc = quickCharacter(rng, { id: '5f7d3c1e-8a2b-4c9d-9e0f-1a2b3c4d5e6f', now: options.now, classId: 'thief' });
  if (options.name) doc = { ...doc, name: options.name };
  for (let level = 2; level <= (options.toLevel ?? 36); level++) {
    doc = darkDungeonsProgression.grantXp(doc, CLASS_TABLES.thief.levels[level - 1]!.xp, `the level-${level} threshold`, options.now);
    doc = darkDungeonsProgression.advance(doc, rng, { now: options.now }).doc;
    if (options.train) doc = trainEveryBankedFeat(doc, rng, options.now);
  }
  return doc;
}
