/**
 * The Orcus sample characters shipped in resources/samples/ (written by build/make-samples.ts). Seeded and dated, so
 * the same bytes come out every time. Feats and powers stay empty: the text names none, and a sample should not invent
 * them; the notes say so.
 */
import { createSeededRandom } from '../../dice';
import type { CharacterDocument } from '../../documents/character';
import type { SampleSet } from '../types';
import type { OrcusData } from './character';
import { xpForLevel } from './data/levels';
import { addCustomItem, setEnhancement } from './gear-steps';
import { orcusProgression } from './progression';
import { quickCharacter } from './rules/quick';

type Doc = CharacterDocument<OrcusData>;
const AT = '2026-11-01T10:00:00.000Z';

function must(result: { data: OrcusData } | { problem: string }): OrcusData {
  if ('problem' in result) throw new Error(`Orcus sample: ${result.problem}`);
  return result.data;
}

/** Awards exactly the XP each level needs and takes it with the simplest choices, to `level`. */
function levelTo(doc: Doc, level: number): Doc {
  let d = doc;
  while (d.data.level < level) {
    const need = (xpForLevel(d.data.level + 1) ?? 0) - d.data.xp;
    d = orcusProgression.applyAward(d, orcusProgression.planAward(d, need), AT);
    d = orcusProgression.advance(d, createSeededRandom(d.data.level), { now: AT }).doc;
  }
  return d;
}

export function orcusSamples(): SampleSet<OrcusData> {
  const hilde = quickCharacter(createSeededRandom(4), { id: '0b0e1c1a-0000-4000-a000-00000000c4c1', now: AT, variant: 'warrior' });
  const warrior: Doc = { ...hilde, name: 'Hilde of the Marches', data: { ...hilde.data, concept: 'A border guard in chainmail with a longsword' } };

  // A level-8 archer with the three enchanted items the game's maths expects (002:2160): +2 leather, +2 longbow, a +1 cloak.
  const base = quickCharacter(createSeededRandom(8), { id: '0b0e1c1a-0000-4000-a000-00000000c4c8', now: AT, variant: 'archer' });
  const levelled = levelTo({ ...base, name: 'Sefa Reedwalker', data: { ...base.data, concept: 'A marsh scout who never misses twice' } }, 8);
  let data = levelled.data;
  const leather = data.equipment.find((e) => e.catalogId === 'leather');
  const bow = data.equipment.find((e) => e.catalogId === 'longbow');
  if (leather) data = must(setEnhancement(data, leather.id, 2));
  if (bow) data = must(setEnhancement(data, bow.id, 2));
  data = must(addCustomItem(data, { name: 'Enchanted cloak', kind: 'neck', costCp: 36_000, weightLb: 1, quantity: 1, enhancement: 1 }, 'item-cloak', false));
  data = { ...data, equipment: data.equipment.map((e) => (e.id === 'item-cloak' ? { ...e, equipped: true } : e)) };
  const archer: Doc = { ...levelled, data };
  return {
    characters: [
      { file: 'orcus-hilde', doc: warrior },
      { file: 'orcus-sefa', doc: archer },
    ],
    campaigns: [],
  };
}
