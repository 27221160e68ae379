/**
 * "Quick character": a complete, valid level-1 Dark Dungeons character in one call, for players in a hurry and GMs
 * who need an NPC. It follows chapter 4 in order with the dice; choices are made the way a sensible player would
 * (adjust for the best experience bonus, spend every skill point and weapon feat, buy a kit the class may use).
 *
 * The first set of scores that stands under the reroll rule (004:21) is kept. When the class asked for is out of
 * reach of those scores, the GM swap of 004:52 is used (recorded as a house rule); only when even the swap cannot open
 * the class is the set put aside and another rolled, as a GM ruling written in the roll log and the house rules.
 */
import { type RandomSource } from '../../../dice';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../documents/character';
import type { CharacterId } from '../../../documents/ids';
import { ABILITY_ORDER, ZERO_SCORES, baseScores, newDarkDungeonsData, type AbilityId, type AbilityScores, type Alignment, type ClassId, type DarkDungeonsData, type SkillChoice, type WeaponFeat } from '../character';
import { CLASS_IDS, CLASS_TABLES } from '../data/classes';
import { CLASS_REQUIREMENTS, xpBonusOnly } from '../data/class-requirements';
import { SKILLS, type SkillDef } from '../data/skills';
import { WEAPONS, canUseWeapon } from '../data/weapons';
import { spellListFor, spellsOfLevel } from '../data/spells';
import { classMinimums, eligibilityState, ENHANCE_CEILING, SACRIFICE_FLOOR, sacrificePool } from './adjustment';
import { rollAbilityScores } from './rolling';
import { READ_MAGIC, keepsSpellbook, rollHitPoints, rollStartingMoney, skillPointsAvailable, weaponFeatSlots } from './creation';
import { buyKit } from './kit';
import { ABILITY_NAMES, abilityModifier } from '../data/ability-modifiers';

const FIRST_NAMES = ['Aldric', 'Brenna', 'Corwin', 'Dagna', 'Elowen', 'Fenwick', 'Gisla', 'Hadrian', 'Isolde', 'Jory', 'Kestrel', 'Lorcan', 'Maelis', 'Nym', 'Osric', 'Perrin', 'Quilla', 'Rowan', 'Sabine', 'Tamsin', 'Ulric', 'Vesna', 'Wren', 'Yorick'];
const EPITHETS = ['the Bold', 'of Thornwall', 'Ashgrove', 'the Quiet', 'Blackwater', 'of the Vale', 'Stonehand', 'the Wanderer', 'Greycloak', 'Hollowell'];

/** Specialties for the skills whose examples 004 does not list (culture, language); the others use their examples. */
const SPECIALTIES: Readonly<Record<string, readonly string[]>> = {
  culture: ['Imperial', 'Dwarven', 'Elven', 'Northern'],
  language: ['Elvish', 'Dwarvish', 'Goblin', 'Halfling', 'Orcish'],
};

/** Specialties by skill, worked out once (a quick character asks for them with every skill point it spends). */
const SPECIALTIES_OF = new Map<SkillDef, readonly string[]>();

/** The specialties a quick character may take in a skill: the skill's own examples from 004, else a list by kind. */
export function specialtiesFor(skill: SkillDef): readonly string[] {
  let list = SPECIALTIES_OF.get(skill);
  if (!list) {
    list = specialtiesOf(skill);
    SPECIALTIES_OF.set(skill, list);
  }
  return list;
}

function specialtiesOf(skill: SkillDef): readonly string[] {
  if (!skill.choose) return [];
  // "Horse (includes mules and donkeys)" is named by its first words.
  if (skill.examples && skill.examples.length > 0) return skill.examples.map((e) => e.replace(/\s*\(.*\)$/, ''));
  return SPECIALTIES[skill.choose] ?? ['Common'];
}

function pick<T>(items: readonly T[], rng: RandomSource): T {
  const item = items[rng.int(0, items.length - 1)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/**
 * The adjustment a sensible player makes: the best experience bonus the class can reach, then as many points raised
 * as the sacrifices allow (more of the first prime requisite on a tie), minimums first. Sacrificed points come from the
 * ability with the most room above 9 (or above the class's minimum on it). Several enhanceable abilities are raised
 * independently from one pool of sacrificed points (004:44-50).
 */
export function planAdjustments(classId: ClassId, base: AbilityScores): AbilityScores {
  const req = CLASS_REQUIREMENTS[classId];
  const maxRaise = Math.floor(sacrificePool(classId, base) / 2);
  const [first, second] = req.canEnhance;
  const minimums = classMinimums(classId);
  let best: { r1: number; r2: number; key: readonly number[] } | null = null;
  const roomOf = (a: AbilityId | undefined) => (a ? Math.max(0, ENHANCE_CEILING - base[a]) : 0);
  // One copy for every try: only the enhanceable abilities change, and each try sets both.
  const final = { ...base };
  for (let r1 = 0; r1 <= Math.min(maxRaise, roomOf(first)); r1++) {
    for (let r2 = 0; r2 <= Math.min(maxRaise - r1, roomOf(second)); r2++) {
      if (first) final[first] = base[first] + r1;
      if (second) final[second] = base[second] + r2;
      const meets = minimums.every(([a, min]) => final[a] >= min) ? 1 : 0;
      const key = [meets, xpBonusOnly(classId, final), r1 + r2, r1];
      if (!best || greater(key, best.key)) best = { r1, r2, key };
    }
  }
  const adj: Record<AbilityId, number> = { ...ZERO_SCORES };
  if (best && first) adj[first] = best.r1;
  if (best && second) adj[second] = best.r2;
  const raised = ABILITY_ORDER.reduce((s, a) => s + adj[a], 0);
  const room = (a: AbilityId) => base[a] + adj[a] - Math.max(SACRIFICE_FLOOR, req.minimums[a] ?? 0);
  for (let i = 0; i < raised * 2; i++) {
    // The ability with the most room; the first in the class's list on a tie.
    let a: AbilityId | undefined;
    for (const s of req.canSacrifice) if (room(s) > 0 && (a === undefined || room(s) > room(a))) a = s;
    if (!a) throw new Error('The sacrifice pool ran out while paying for a raise it allowed.');
    adj[a] -= 1;
  }
  return adj;
}

/** True when `a` is lexically greater than `b`. */
function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/** The XP bonus a class reaches from base scores with {@link planAdjustments}. */
function plannedBonus(classId: ClassId, base: AbilityScores): number {
  const adj = planAdjustments(classId, base);
  const final = { ...base };
  for (const a of ABILITY_ORDER) final[a] = base[a] + adj[a];
  return xpBonusOnly(classId, final);
}

/**
 * The GM swap (004:52) that opens a class out of reach: one score exchanged with one the class may enhance. Of the
 * swaps that open it, the one giving the best XP bonus, then the best Con modifier (hit points), then the best sum of
 * modifiers (the first in ability order on a tie); null when none opens it.
 */
export function swapFor(classId: ClassId, rolled: AbilityScores): { readonly from: AbilityId; readonly to: AbilityId } | null {
  let best: { from: AbilityId; to: AbilityId; key: readonly number[] } | null = null;
  for (const to of CLASS_REQUIREMENTS[classId].canEnhance) {
    for (const from of ABILITY_ORDER) {
      if (from === to) continue;
      const base = baseScores({ rolled, swap: { from, to } });
      if (!base || eligibilityState(classId, base) === 'not-possible') continue;
      const key = [plannedBonus(classId, base), abilityModifier(base.con), ABILITY_ORDER.reduce((s, a) => s + abilityModifier(base[a]), 0)];
      if (!best || greater(key, best.key)) best = { from, to, key };
    }
  }
  return best ? { from: best.from, to: best.to } : null;
}

function spendSkills(points: number, rng: RandomSource): SkillChoice[] {
  const chosen = new Map<string, SkillChoice>();
  for (let i = 0; i < points; i++) {
    const def = pick(SKILLS, rng);
    const specialty = def.choose ? pick(specialtiesFor(def), rng) : '';
    const key = `${def.id}|${specialty}`;
    const prev = chosen.get(key);
    chosen.set(key, { skillId: def.id, specialty, points: (prev?.points ?? 0) + 1 });
  }
  return [...chosen.values()];
}

/** Weapons each class may use, worked out once (checking every weapon per character was a tenth of the time). */
const USABLE = new Map<ClassId, readonly (typeof WEAPONS)[number][]>();
function usableWeapons(classId: ClassId): readonly (typeof WEAPONS)[number][] {
  let list = USABLE.get(classId);
  if (!list) {
    // The second bastard-sword row is the same weapon and proficiency (004:1818).
    list = WEAPONS.filter((w) => w.id !== 'sword-bastard-two-handed' && canUseWeapon(classId, w).ok);
    USABLE.set(classId, list);
  }
  return list;
}

/** The ids of {@link usableWeapons}, listed once. */
const USABLE_IDS = new Map<ClassId, readonly string[]>();
function usableIds(classId: ClassId): readonly string[] {
  let ids = USABLE_IDS.get(classId);
  if (!ids) {
    ids = usableWeapons(classId).map((w) => w.id);
    USABLE_IDS.set(classId, ids);
  }
  return ids;
}

function chooseWeapons(classId: ClassId, slots: number, rng: RandomSource): WeaponFeat[] {
  const usable = usableWeapons(classId);
  const feats: WeaponFeat[] = [];
  // A mystic's first pick is Unarmed Strike (supplement §2).
  if (classId === 'mystic' && usable.some((w) => w.id === 'unarmed-strike')) feats.push({ weaponId: 'unarmed-strike', proficiency: 'B' });
  const rest = usableIds(classId).filter((id) => !feats.some((f) => f.weaponId === id));
  while (feats.length < slots && rest.length > 0) {
    const i = rng.int(0, rest.length - 1);
    const [id] = rest.splice(i, 1);
    if (id) feats.push({ weaponId: id, proficiency: 'B' });
  }
  return feats;
}

function alignmentFor(rng: RandomSource): Alignment {
  return pick(['lawful', 'neutral', 'chaotic'] as const, rng);
}

/** The set line of the roll log. */
function setLine(n: number, breakdown: readonly string[], reason: string): string {
  return `Set ${n}: ${breakdown.join('; ')}${reason ? ` — ${reason}` : ''}`;
}

/** The scores, class and swap a quick character is built on, with every set rolled and any GM ruling. */
interface Start {
  readonly rolled: AbilityScores;
  readonly classId: ClassId;
  readonly swap: DarkDungeonsData['swap'];
  readonly log: readonly string[];
  readonly rulings: readonly string[];
}

/** Rolls the scores and settles the class (see the file comment). */
function start(rng: RandomSource, wanted: ClassId | undefined): Start {
  const log: string[] = [];
  let setAside = 0;
  let sets = 0;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const outcome = rollAbilityScores(rng);
    for (const s of outcome.sets) log.push(setLine(++sets, s.breakdown, s.verdict.mustReroll ? s.verdict.reason : ''));
    const scores = outcome.scores;
    // The class asked for is the only one whose openness matters; the others are weighed only for a random class.
    const open = wanted ? [] : CLASS_IDS.filter((c) => eligibilityState(c, scores) !== 'not-possible');
    const classId = wanted ?? (open.length > 0 ? pick(open, rng) : pick(CLASS_IDS.filter((c) => swapFor(c, scores) !== null), rng));
    if (wanted ? eligibilityState(wanted, scores) !== 'not-possible' : open.includes(classId)) {
      return { rolled: scores, classId, swap: null, log, rulings: setAside > 0 ? [setAsideRuling(setAside, classId)] : [] };
    }
    const swap = swapFor(classId, scores);
    if (swap) {
      log.push(`GM swap: ${ABILITY_NAMES[swap.from]} ${scores[swap.from]} ↔ ${ABILITY_NAMES[swap.to]} ${scores[swap.to]}, so that ${CLASS_TABLES[classId].name.toLowerCase()} is possible`);
      return { rolled: scores, classId, swap, log, rulings: setAside > 0 ? [setAsideRuling(setAside, classId)] : [] };
    }
    setAside += 1;
    const last = log.length - 1;
    log[last] = `${log[last]} — set aside by GM ruling: not even the GM swap makes ${CLASS_TABLES[classId].name.toLowerCase()} possible`;
  }
  throw new Error(`Could not roll scores that open the ${wanted ?? 'any'} class in 1,000 sets.`);
}

function setAsideRuling(n: number, classId: ClassId): string {
  return `GM ruling: ${n} set${n === 1 ? '' : 's'} of scores set aside, because not even the GM swap made ${CLASS_TABLES[classId].name.toLowerCase()} possible`;
}

/** The house-rule line recorded for a GM swap (the same words the creation flow records). */
export function swapRuleLine(swap: NonNullable<DarkDungeonsData['swap']>): string {
  return `GM swap: ${swap.from} ↔ ${swap.to}`;
}

/** Builds the payload of a level-1 character of `classId` (or a random class), with the house rules it needed. */
export function quickCharacterData(rng: RandomSource, classId?: ClassId): { data: DarkDungeonsData; name: string; houseRules: readonly string[] } {
  const begun = start(rng, classId);
  const chosen = begun.classId;
  const base = baseScores({ rolled: begun.rolled, swap: begun.swap });
  if (!base) throw new Error('unreachable: scores were rolled');
  const adjustments = planAdjustments(chosen, base);
  const final = { ...base };
  for (const a of ABILITY_ORDER) final[a] = base[a] + adjustments[a];
  const hp = rollHitPoints(chosen, 1, final.con, rng);
  const money = rollStartingMoney(rng);
  const name = `${pick(FIRST_NAMES, rng)} ${pick(EPITHETS, rng)}`;
  const firstLevel = spellsOfLevel(spellListFor(chosen, false) ?? [], 1).filter((s) => s.name !== READ_MAGIC);
  const blank = newDarkDungeonsData();
  const data: DarkDungeonsData = {
    ...blank,
    concept: `A ready-made ${CLASS_TABLES[chosen].name.toLowerCase()}`,
    alignment: alignmentFor(rng),
    rolled: begun.rolled,
    rollMethod: 'rolled',
    rollLog: [...begun.log],
    swap: begun.swap,
    classId: chosen,
    adjustments,
    hitPoints: { rolls: [hp.roll], current: hp.roll.gained },
    skills: spendSkills(skillPointsAvailable(chosen, 1, final.int), rng),
    weaponFeats: chooseWeapons(chosen, weaponFeatSlots(chosen, 1), rng),
    spellbook: keepsSpellbook(chosen) && firstLevel.length > 0 ? [{ name: READ_MAGIC, level: 1 }, { name: pick(firstLevel, rng).name, level: 1 }] : [],
    money: { gp: money.gp, rolled: money.text, start: money.gp },
  };
  const houseRules = [...(begun.swap ? [swapRuleLine(begun.swap)] : []), ...begun.rulings];
  return { data: buyKit(data), name, houseRules };
}

/** A complete quick character document. `id` and `now` are passed in so the result is reproducible. */
export function quickCharacter(rng: RandomSource, options: { id: string; now: string; classId?: ClassId }): CharacterDocument<DarkDungeonsData> {
  const { data, name, houseRules } = quickCharacterData(rng, options.classId);
  return {
    format: 'sheetsmith/character',
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: options.id as CharacterId,
    system: 'dark-dungeons',
    name,
    status: 'complete',
    creationStep: 'review',
    createdAt: options.now,
    updatedAt: options.now,
    data,
    overrides: {},
    houseRules: [...houseRules],
    history: [{ id: `${options.id}-created`, at: options.now, kind: 'created', summary: 'Created as a quick character', dice: [...data.rollLog, ...(data.money.rolled ? [data.money.rolled] : [])] }],
  };
}
