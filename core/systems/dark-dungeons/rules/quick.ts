/**
 * "Quick character": a complete, valid level-1 Dark Dungeons character in one call, for players in a hurry and GMs
 * who need an NPC. It follows chapter 4 in order with the dice; choices are made the way a sensible player would
 * (raise the prime requisite as far as the sacrifices allow, spend every skill point and weapon feat).
 */
import { type RandomSource } from '../../../dice';
import { CHARACTER_SCHEMA_VERSION, type CharacterDocument } from '../../../documents/character';
import type { CharacterId } from '../../../documents/ids';
import { ABILITY_ORDER, ZERO_SCORES, newDarkDungeonsData, type AbilityId, type AbilityScores, type Alignment, type ClassId, type DarkDungeonsData, type SkillChoice, type WeaponFeat } from '../character';
import { CLASS_IDS } from '../data/classes';
import { CLASS_REQUIREMENTS } from '../data/class-requirements';
import { SKILLS } from '../data/skills';
import { WEAPONS, canUseWeapon } from '../data/weapons';
import { classEligibility, ENHANCE_CEILING, SACRIFICE_FLOOR } from './adjustment';
import { rollAbilityScores } from './rolling';
import { READ_MAGIC, keepsSpellbook, rollHitPoints, rollStartingMoney, skillPointsAvailable, weaponFeatSlots } from './creation';

const FIRST_NAMES = ['Aldric', 'Brenna', 'Corwin', 'Dagna', 'Elowen', 'Fenwick', 'Gisla', 'Hadrian', 'Isolde', 'Jory', 'Kestrel', 'Lorcan', 'Maelis', 'Nym', 'Osric', 'Perrin', 'Quilla', 'Rowan', 'Sabine', 'Tamsin', 'Ulric', 'Vesna', 'Wren', 'Yorick'];
const EPITHETS = ['the Bold', 'of Thornwall', 'Ashgrove', 'the Quiet', 'Blackwater', 'of the Vale', 'Stonehand', 'the Wanderer', 'Greycloak', 'Hollowell'];
const FIRST_LEVEL_SPELLS = ['Sleep', 'Magic Missile', 'Charm Person', 'Shield', 'Light', 'Detect Magic', 'Floating Disc', 'Protection from Evil'];
const SPECIALTIES: Readonly<Record<string, readonly string[]>> = {
  medium: ['Woodwork', 'Smithing', 'Leatherwork', 'Song', 'Lute'],
  culture: ['Imperial', 'Dwarven', 'Elven', 'Northern'],
  language: ['Elvish', 'Dwarvish', 'Goblin', 'Halfling', 'Orcish'],
  animal: ['Horse', 'Pony', 'Camel'],
};

function pick<T>(items: readonly T[], rng: RandomSource): T {
  const item = items[rng.int(0, items.length - 1)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** Raises the class's prime requisites as high as the sacrifices allow, minimums first. Returns the adjustments. */
export function planAdjustments(classId: ClassId, base: AbilityScores): AbilityScores {
  const req = CLASS_REQUIREMENTS[classId];
  const adj: Record<AbilityId, number> = { ...ZERO_SCORES };
  const room = (a: AbilityId) => base[a] + adj[a] - Math.max(SACRIFICE_FLOOR, req.minimums[a] ?? 0);
  let spare = 0;
  const sacrificeOne = (): boolean => {
    const a = req.canSacrifice.filter((s) => room(s) > 0).sort((x, y) => room(y) - room(x))[0];
    if (!a) return false;
    adj[a] -= 1;
    spare += 1;
    return true;
  };
  const raiseOnce = (a: AbilityId): boolean => {
    if (base[a] + adj[a] >= ENHANCE_CEILING) return false;
    while (spare < 2) if (!sacrificeOne()) return false;
    spare -= 2;
    adj[a] += 1;
    return true;
  };
  // Meet minimums on enhanceable abilities first, then push the prime requisites up.
  for (const [a, min] of Object.entries(req.minimums)) {
    const ab = a as AbilityId;
    if (!req.canEnhance.includes(ab)) continue;
    while (base[ab] + adj[ab] < (min ?? 0)) if (!raiseOnce(ab)) break;
  }
  for (const a of req.primeRequisites.filter((p) => req.canEnhance.includes(p))) {
    while (raiseOnce(a));
  }
  // Points sacrificed but not spent are given back (the rule is 2 for 1, nothing wasted).
  for (const a of req.canSacrifice) {
    while (spare > 0 && adj[a] < 0) {
      adj[a] += 1;
      spare -= 1;
    }
  }
  return adj;
}

function spendSkills(points: number, rng: RandomSource): SkillChoice[] {
  const chosen = new Map<string, SkillChoice>();
  for (let i = 0; i < points; i++) {
    const def = pick(SKILLS, rng);
    const specialty = def.choose ? pick(SPECIALTIES[def.choose] ?? ['Common'], rng) : '';
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
    list = WEAPONS.filter((w) => canUseWeapon(classId, w).ok);
    USABLE.set(classId, list);
  }
  return list;
}

function chooseWeapons(classId: ClassId, slots: number, rng: RandomSource): WeaponFeat[] {
  const usable = usableWeapons(classId);
  const feats: WeaponFeat[] = [];
  // A mystic's first pick is Unarmed Strike (supplement §2).
  if (classId === 'mystic' && usable.some((w) => w.id === 'unarmed-strike')) feats.push({ weaponId: 'unarmed-strike', proficiency: 'B' });
  const rest = usable.filter((w) => !feats.some((f) => f.weaponId === w.id)).map((w) => w.id);
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

/** Builds the payload of a level-1 character of `classId` (or a random class), rolling until the class is open. */
export function quickCharacterData(rng: RandomSource, classId?: ClassId): { data: DarkDungeonsData; name: string } {
  let rolled: AbilityScores | null = null;
  let log: string[] = [];
  let chosen: ClassId = classId ?? pick(CLASS_IDS, rng);
  for (let attempt = 0; attempt < 500 && !rolled; attempt++) {
    const outcome = rollAbilityScores(rng);
    const open = CLASS_IDS.filter((c) => classEligibility(c, outcome.scores).state !== 'not-possible');
    if (classId ? open.includes(classId) : open.length > 0) {
      rolled = outcome.scores;
      log = outcome.sets.flatMap((s, i) => [`Set ${i + 1}: ${s.breakdown.join('; ')}${s.verdict.mustReroll ? ` — ${s.verdict.reason}` : ''}`]);
      if (!classId && !open.includes(chosen)) chosen = pick(open, rng);
    }
  }
  if (!rolled) throw new Error(`Could not roll scores that open the ${chosen} class in 500 tries.`);
  const adjustments = planAdjustments(chosen, rolled);
  const final = Object.fromEntries(ABILITY_ORDER.map((a) => [a, rolled![a] + adjustments[a]])) as AbilityScores;
  const hp = rollHitPoints(chosen, 1, final.con, rng);
  const money = rollStartingMoney(rng);
  const name = `${pick(FIRST_NAMES, rng)} ${pick(EPITHETS, rng)}`;
  const data: DarkDungeonsData = {
    ...newDarkDungeonsData(),
    concept: `A ready-made ${chosen === 'magic-user' ? 'magic-user' : chosen}`,
    alignment: alignmentFor(rng),
    rolled,
    rollMethod: 'rolled',
    rollLog: log,
    classId: chosen,
    adjustments,
    hitPoints: { rolls: [hp.roll], current: hp.roll.gained },
    skills: spendSkills(skillPointsAvailable(chosen, 1, final.int), rng),
    weaponFeats: chooseWeapons(chosen, weaponFeatSlots(chosen, 1), rng),
    spellbook: keepsSpellbook(chosen) ? [{ name: READ_MAGIC, level: 1 }, { name: pick(FIRST_LEVEL_SPELLS, rng), level: 1 }] : [],
    money: { gp: money.gp, rolled: money.text },
  };
  return { data, name };
}

/** A complete quick character document. `id` and `now` are passed in so the result is reproducible. */
export function quickCharacter(rng: RandomSource, options: { id: string; now: string; classId?: ClassId }): CharacterDocument<DarkDungeonsData> {
  const { data, name } = quickCharacterData(rng, options.classId);
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
    houseRules: [],
    history: [{ id: `${options.id}-created`, at: options.now, kind: 'created', summary: 'Created as a quick character', dice: [...data.rollLog, ...(data.money.rolled ? [data.money.rolled] : [])] }],
  };
}
