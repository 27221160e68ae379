/**
 * The Dark Dungeons sample characters and campaign shipped in resources/samples/ (written by build/make-samples.ts).
 * Everything is seeded and dated, so the same bytes come out every time; the tests check the committed files.
 */
import { createSeededRandom } from '../../dice';
import { migrateCharacter } from '../../documents/migrations';
import type { CharacterDocument } from '../../documents/character';
import { newCampaign, type CampaignDocument } from '../../documents/campaign';
import type { CampaignId, CharacterId } from '../../documents/ids';
import type { SampleSet } from '../types';
import type { ClassId, DarkDungeonsData } from './character';
import { quickCharacter } from './rules/quick';
import { CLASS_TABLES } from './data/classes';
import { spellListFor } from './data/spells';
import { applyLevelUp, applyXpAward, awardXp, planLevelUp } from './level-up';
import { levelledThief } from './veteran-thief';
import fixtureV1 from '../../documents/fixtures/character-v1.json' with { type: 'json' };

type Doc = CharacterDocument<DarkDungeonsData>;
const AT = '2026-11-01T10:00:00.000Z';

/** Levels a character up to `level` with awards of exactly the XP needed, seeded. */
function levelTo(doc: Doc, level: number, seed: number): Doc {
  const rng = createSeededRandom(seed);
  let d = doc;
  while (d.data.level < level) {
    const threshold = CLASS_TABLES[d.data.classId ?? 'fighter'].levels[d.data.level]?.xp ?? 0;
    // The bonus only adds, so awarding exactly what is missing always reaches the next level.
    d = applyXpAward(d, awardXp(d, Math.max(0, threshold - d.data.xp)), AT);
    const plan = planLevelUp(d, rng);
    const skills = plan.steps.some((s) => s.kind === 'skill-points') ? [{ skillId: d.data.skills[0]?.skillId ?? 'first-aid', specialty: d.data.skills[0]?.specialty ?? '', points: 1 }] : [];
    d = applyLevelUp(d, plan, { skills }, AT);
  }
  return d;
}


function quick(seed: number, classId: ClassId, id: string, name: string, extra: Partial<DarkDungeonsData> = {}): Doc {
  const doc = quickCharacter(createSeededRandom(seed), { id, now: AT, classId });
  return { ...doc, name, data: { ...doc.data, ...extra } };
}

// Black Leaf, the source's worked example (004:58-62), from the schema-1 fixture upgraded.
const blackLeaf = migrateCharacter(fixtureV1 as unknown as Record<string, unknown>).doc as unknown as Doc;

// Elfstar, the cleric of the source's turn-undead example (004:233-237), at 2nd level.
const elfstar = levelTo(quick(11, 'cleric', '0b0e1c1a-0000-4000-a000-00000000e1f5', 'Elfstar', { concept: 'A young priestess of the dawn', alignment: 'lawful' }), 2, 12);

// Zoë Ærendil, a 3rd-level magic-user whose name needs more than ASCII.
const zoe = levelTo(
  quick(21, 'magic-user', '0b0e1c1a-0000-4000-a000-0000000020e1', 'Zoë Ærendil', { concept: 'Scholar of Þórr’s runes', notes: 'Owes the Guild of Ætherwrights 40 gp.' }),
  3,
  22,
);

// Brother Karne, a 4th-level fighter.
const karne = levelTo(quick(31, 'fighter', '0b0e1c1a-0000-4000-a000-00000000ca7e', 'Brother Karne', { concept: 'Retired temple guard' }), 4, 32);

// The stress character: a very long name, 40 items and 30 spells, for layouts that must not break.
const stressBase = quick(41, 'magic-user', '0b0e1c1a-0000-4000-a000-0000000057e5', 'Þórunn Ævarsdóttir, Keeper of the Ninefold Lanterns of the Drowned Observatory Beneath Kaer Mhorran');
const stress: Doc = {
  ...stressBase,
  data: {
    ...stressBase.data,
    notes: Array.from({ length: 20 }, (_, i) => `Note ${i + 1}: the lantern-keepers remember every debt, every oath and every door left open behind them.`).join('\n'),
    equipment: Array.from({ length: 40 }, (_, i) => ({ id: `item-${i + 1}`, name: `Item ${i + 1}: ${['rope, 50 ft', 'iron spikes', 'lantern', 'flask of oil', 'silk bag of marbles', 'wax candles'][i % 6]}`, costGp: (i % 7) + 1, weightCn: (i % 5) * 10 + 5, quantity: (i % 3) + 1 })),
    // Thirty spells of the magic-user list (supplement §12), Read Magic first, so the book follows the rules.
    spellbook: [{ name: 'Read Magic', level: 1 }, ...(spellListFor('magic-user', false) ?? []).filter((s) => s.name !== 'Read Magic').slice(0, 29).map((s) => ({ name: s.name, level: s.level }))],
  },
};

export function darkDungeonsSamples(): SampleSet<DarkDungeonsData> {
  const characters = [
    { file: 'black-leaf', doc: blackLeaf },
    { file: 'elfstar', doc: elfstar },
    { file: 'zoe-aerendil', doc: zoe },
    { file: 'brother-karne', doc: karne },
    { file: 'stress', doc: stress },
    // Old Mirel, a 36th-level thief trained at every banked feat: the top of the tables and a long history.
    { file: 'old-mirel', doc: levelledThief({ now: AT, train: true, name: 'Old Mirel' }) },
  ];
  const campaign: CampaignDocument = {
    ...newCampaign({ id: '0b0e1c1a-0000-4000-a000-0000000c4a1a' as CampaignId, name: 'The Sunken Crown', system: 'dark-dungeons', now: AT }),
    notes: 'A drowned kingdom off the Ninefold Coast. Sessions on Fridays; house rule: the GM swap is allowed.',
    members: [blackLeaf.id, elfstar.id, zoe.id, karne.id] as CharacterId[],
  };
  return { characters, campaigns: [{ file: 'the-sunken-crown', doc: campaign, members: [blackLeaf, elfstar, zoe, karne] }] };
}
