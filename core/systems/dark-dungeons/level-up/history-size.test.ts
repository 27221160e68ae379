/**
 * The history stays small (issue 14 §6): a thief taken from level 1 to 36 the way `npm run bench` does it (a GM's XP
 * for each level, then the automatic level-up) makes a file under 40,000 bytes, as `history.level36Bytes` budgets (it
 * was 388 KB when every entry kept a whole copy of the character). Trained at each of the eight levels that bank a
 * weapon feat, it stays under 44,000: each course's entry keeps its sentence beside its payload (see history.ts).
 */
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../dice';
import type { CharacterDocument } from '../../../documents/character';
import { exportCharacter } from '../../../documents/import';
import type { DarkDungeonsData } from '../character';
import { CLASS_TABLES } from '../data/classes';
import { darkDungeonsProgression as P } from '../progression';
import { quickCharacter } from '../rules/quick';
import { bankedWeaponFeats, planTraining, resolveTraining, trainingOptions } from './index';

const NOW = '2025-01-01T00:00:00.000Z';
type Doc = CharacterDocument<DarkDungeonsData>;

/**
 * Spends every banked feat on a new weapon at Basic under a Grandmaster trainer (99%, supplement:298), paying from
 * gold found for the purpose; a failed course is tried again.
 */
function trainAll(doc: Doc, rng: ReturnType<typeof createSeededRandom>): Doc {
  let d = doc;
  while (bankedWeaponFeats(d.data) > 0) {
    const option = trainingOptions(d).options.find((o) => o.from === 'N');
    if (!option) break;
    d = { ...d, data: { ...d.data, money: { ...d.data.money, gp: d.data.money.gp + 1_000 } } };
    d = resolveTraining(d, planTraining(d, { weaponId: option.weaponId, trainerLevel: 'G' }), rng, NOW).document;
  }
  return d;
}

/** A thief levelled 1 → 36 as the bench does (a GM's XP per level, then the automatic level-up), trained or not. */
function levelledThief(train: boolean): Doc {
  const rng = createSeededRandom(36);
  let doc = quickCharacter(rng, { id: '5f7d3c1e-8a2b-4c9d-9e0f-1a2b3c4d5e6f', now: NOW, classId: 'thief' });
  for (let level = 2; level <= 36; level++) {
    doc = P.grantXp(doc, CLASS_TABLES.thief.levels[level - 1]!.xp, `the level-${level} threshold`, NOW);
    doc = P.advance(doc, rng, { now: NOW }).doc;
    if (train) doc = trainAll(doc, rng);
  }
  return doc;
}

const bytes = (doc: Doc) => new TextEncoder().encode(exportCharacter(doc)).length;

describe('a level-36 thief', () => {
  const doc = levelledThief(true);

  it('levelled as the bench does, exports in under 40,000 bytes', () => {
    const plain = levelledThief(false);
    expect(plain.data.level).toBe(36);
    expect(bytes(plain)).toBeLessThan(40_000);
  });

  it('is level 36 with every banked feat trained', () => {
    expect(doc.data.level).toBe(36);
    // Table 4-9 (004:885): a 36th-level thief has 10 weapon feats; a quick thief starts with 2 at Basic (004:850).
    expect(bankedWeaponFeats(doc.data)).toBe(0);
    expect(doc.data.weaponFeats).toHaveLength(10);
    expect(doc.history.filter((h) => h.kind === 'training' && h.payload?.outcome === 'success')).toHaveLength(8);
  });

  it('trained at every banked feat, exports in under 44,000 bytes', () => {
    expect(bytes(doc)).toBeLessThan(44_000);
  });

  it('keeps reverse data only on the last level-up, the trainings after it and the last award', () => {
    const lastLevelUp = doc.history.findLastIndex((h) => h.kind === 'level-up');
    const withUndo = doc.history.flatMap((h, i) => (h.undo ? [i] : []));
    const expected = doc.history.flatMap((h, i) =>
      (h.kind === 'level-up' && i === lastLevelUp) || (h.kind === 'training' && i > lastLevelUp) || (h.kind === 'xp' && i === doc.history.findLastIndex((e) => e.kind === 'xp')) ? [i] : [],
    );
    expect(withUndo).toEqual(expected);
    expect(doc.history.every((h) => !('before' in h))).toBe(true);
  });

  it('has a typed payload on every change the engine recorded', () => {
    expect(doc.history.filter((h) => h.kind !== 'created').every((h) => h.payload !== undefined)).toBe(true);
  });
});
