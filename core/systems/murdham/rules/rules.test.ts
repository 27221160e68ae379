/**
 * Murdham's rules applied to a character: health and damage (000:43-46), ability limits (000:72-73), corruption
 * (000:76-80), omens (000:140, 000:148), injuries and mutations applied, rests (000:155-171) and load (000:173-176).
 * Expected values are worked by hand from the cited lines.
 */
import { describe, expect, it } from 'vitest';
import type { CharacterCondition } from '../../../documents/character';
import { newMurdhamData, type MurdhamData } from '../character';
import { soulblightCheck } from '../dice';
import { injuryResult, mutationResult } from '../table-rolls';
import { currentScore, maxHealth, originalScore } from './abilities';
import { hasOn, type InPlay } from './conditions';
import { canBeSaved, damageVerdict, endRound, endStretch, heal, saveFromDeath, sufferCorruption, takeDamage } from './damage';
import { applyInjury, applyMutation, applyMutations, changeAbility, checkDurability } from './effects';
import { armourValue, carriedBulk, coinBulk, loadState } from './load';
import { dailyRest, fullRest, fullRestCost } from './rests';

/** A human with these scores at full health. */
function character(str: number, agi = 10, wit = 10, extra: Partial<MurdhamData> = {}): MurdhamData {
  return { ...newMurdhamData(), abilities: { str, agi, wit }, abilityMethod: 'entered', health: str, ...extra };
}

/** The character in play, with no conditions unless given. */
const at = (data: MurdhamData, conditions: readonly CharacterCondition[] = []): InPlay => ({ data, conditions });

function ok<T>(r: T | { readonly problem: string }): T {
  if (typeof r === 'object' && r !== null && 'problem' in r) throw new Error(r.problem);
  return r;
}

const item = (name: string, over: Partial<MurdhamData['gear'][number]> = {}) => ({ id: name, name, quantity: 1, bulk: 1, cost: 0, armour: 0, worn: false, durability: 'intact' as const, ...over });

describe('health and damage (000:43-46)', () => {
  it('maximum health equals STR (000:43)', () => {
    expect(maxHealth(character(12))).toBe(12);
  });

  it('STR 9 losing 5 at once is critical: incapacitated until the end of the stretch; 4 is not (000:44)', () => {
    const hit = takeDamage(at(character(9)), 5, { direct: false });
    expect(hit.critical).toBe(true);
    expect(hit.data.health).toBe(4);
    expect(hit.conditions.map((c) => [c.conditionId, c.until])).toEqual([['incapacitated', 'stretch']]);
    expect(takeDamage(at(character(9)), 4, { direct: false }).critical).toBe(false);
    // A second critical blow keeps one incapacitated condition.
    expect(takeDamage(at(hit.data, hit.conditions), 2, { direct: false }).conditions).toHaveLength(1);
  });

  it('critical damage counts the remaining health, not the maximum: 3 of 5 remaining is critical', () => {
    expect(damageVerdict(5, 12, 3).critical).toBe(true);
    expect(damageVerdict(5, 12, 2).critical).toBe(false);
  });

  it('losing all remaining health is critical and dying (000:45); health stops at 0 (000:43)', () => {
    const hit = takeDamage(at(character(9, 10, 10, { health: 3 })), 3, { direct: false });
    expect(hit).toMatchObject({ mortal: true, critical: true, killed: false });
    expect(hit.data.health).toBe(0);
    expect(hit.data.life).toEqual({ state: 'dying', roundsEnded: 0 });
    expect(hasOn(hit.conditions, 'incapacitated')).toBe(true);
    expect(takeDamage(at(character(9, 10, 10, { health: 3 })), 7, { direct: false }).data.health).toBe(0);
  });

  it('a dying character dies at the end of the next round, not this one (000:45)', () => {
    const dying = takeDamage(at(character(9, 10, 10, { health: 3 })), 3, { direct: false });
    const first = ok(endRound(dying));
    expect(first.data.life).toEqual({ state: 'dying', roundsEnded: 1 });
    expect(ok(endRound(first)).data.life).toEqual({ state: 'dead', cause: 'wounds' });
    expect(endRound(at(character(9)))).toHaveProperty('problem');
  });

  it('000:148 Sybilla (STR 8, health 6) taking 10 is killed on the spot; an omen sets health to 1, incapacitated (000:140)', () => {
    const hit = takeDamage(at(character(8, 10, 10, { health: 6 })), 10, { direct: false });
    expect(hit.killed).toBe(true); // 000:46 "damage matching or exceeding their maximum health at once"
    expect(hit.data.life).toEqual({ state: 'dead', cause: 'instant-death' });
    expect(canBeSaved(hit.data)).toBe(true);
    const saved = ok(saveFromDeath(hit));
    expect(saved.data).toMatchObject({ life: { state: 'alive' }, health: 1, omens: { current: 1, max: 2 } });
    expect(saved.conditions.map((c) => c.conditionId)).toEqual(['incapacitated']);
    // The permanent injury is the caller's roll; applied permanent, the blinded eye never ends (000:57, 000:140).
    const injured = applyInjury(saved, injuryResult(8), { permanent: true });
    expect(injured.conditions.find((c) => c.conditionId === 'eye-injury')).toMatchObject({ note: 'permanent (saved from death by an omen, 000:140)' });
    expect(injured.conditions.find((c) => c.conditionId === 'eye-injury')?.until).toBeUndefined();
    expect(injured.data.injuries[0]?.permanent).toBe(true);
  });

  it('an omen save needs an omen, and a death by health loss: not STR 0 (000:72, 000:140)', () => {
    const dead = character(8, 10, 10, { health: 0, life: { state: 'dead', cause: 'instant-death' }, omens: { current: 0, max: 2 } });
    expect(canBeSaved(dead)).toBe(false);
    expect(saveFromDeath(at(dead))).toHaveProperty('problem');
    const weak = character(8, 10, 10, { health: 0, life: { state: 'dead', cause: 'strength' } });
    expect(canBeSaved(weak)).toBe(false);
    expect(saveFromDeath(at(weak))).toEqual({ problem: 'An omen saves from death by health loss or instant death (000:140); STR 0 is neither (000:72).' });
    expect(saveFromDeath(at(character(8)))).toHaveProperty('problem');
  });

  it('armour reduces damage but not direct damage, and never exceeds 3 (000:65)', () => {
    const armoured = character(12, 10, 10, { gear: [item('Mail', { armour: 2, worn: true }), item('Shield', { armour: 2, worn: true })] });
    expect(armourValue(armoured)).toBe(3);
    expect(takeDamage(at(armoured), 5, { direct: false }).data.health).toBe(10);
    expect(takeDamage(at(armoured), 5, { direct: true }).data.health).toBe(7);
    expect(armourValue({ ...armoured, gear: armoured.gear.map((g) => ({ ...g, durability: 'destroyed' as const })) })).toBe(0);
  });

  it('healing stops at STR and says how much was ignored; a dying character healed stops dying and owes an injury (000:45)', () => {
    const dying = takeDamage(at(character(9, 10, 10, { health: 3 })), 3, { direct: false });
    const healed = ok(heal(dying, 20));
    expect(healed.data.health).toBe(9);
    expect(healed.data.life).toEqual({ state: 'alive' });
    expect(healed.data.owed).toEqual(['injury']);
    expect(healed.notices).toContain('Healing stops at the maximum, 9 health (STR, 000:43); the 11 beyond it are ignored.');
    expect(heal(at(character(9)), 2)).toEqual({ problem: 'Health is already at the maximum, 9 (STR, 000:43).' });
  });

  it('the dead do not heal (000:45-46)', () => {
    const dead = character(9, 10, 10, { health: 0, life: { state: 'dead', cause: 'wounds' } });
    expect(heal(at(dead), 3)).toEqual({ problem: 'The dead do not heal (000:45-46).' });
  });

  it('incapacitation ends with the stretch (000:44); a character still dying after a stretch of 100 rounds has died (000:5, 000:45)', () => {
    const hit = takeDamage(at(character(9)), 5, { direct: false });
    expect(hasOn(endStretch(hit).conditions, 'incapacitated')).toBe(false);
    const dying = takeDamage(at(character(9, 10, 10, { health: 2 })), 2, { direct: false });
    expect(endStretch(dying).data.life).toEqual({ state: 'dead', cause: 'wounds' });
  });
});

describe('ability changes (000:71-73)', () => {
  it('a human with STR 14 and a temporary +3 stops at 15, "not even temporarily" (000:72)', () => {
    const changed = changeAbility(character(14), { ability: 'str', amount: 3, reason: 'test', source: '000:72' }, 'temporary');
    expect(currentScore(changed.data, 'str')).toBe(15);
    expect(changed.data.temporaryChanges[0]?.amount).toBe(1);
  });

  it('lowering STR below health lowers health without critical damage (000:73)', () => {
    const changed = changeAbility(character(10), { ability: 'str', amount: -3, reason: 'Painful wound', source: '000:52' }, 'temporary');
    expect(changed.data.health).toBe(7);
    expect(changed.notices.join(' ')).toContain('without critical damage (000:73)');
  });

  it('STR 0 kills; AGI 0 paralyses (000:72)', () => {
    expect(changeAbility(character(2), { ability: 'str', amount: -4, reason: 'x', source: '' }, 'temporary').data.life).toEqual({ state: 'dead', cause: 'strength' });
    expect(changeAbility(character(10, 2), { ability: 'agi', amount: -4, reason: 'x', source: '' }, 'temporary').notices.join(' ')).toContain('paralysed');
  });
});

describe('corruption and soulblight (000:76-80)', () => {
  it('000:79 Balthasar at 5 corruption rolling 1 takes 1 direct damage and drops to 4', () => {
    const balthasar = character(10, 10, 10, { corruption: 2 });
    const after = sufferCorruption(at(balthasar), soulblightCheck(2, 3, 1));
    expect(after.data.corruption).toBe(4);
    expect(after.data.health).toBe(9);
    expect(after.mutationDue).toBe(false);
  });

  it('soulblight is direct damage: armour does not stop it, and critical damage from it brings a mutation (000:80)', () => {
    const armoured = character(8, 10, 10, { corruption: 4, gear: [item('Mail', { armour: 3, worn: true })] });
    const after = sufferCorruption(at(armoured), soulblightCheck(4, 2, 5));
    expect(after.data.health).toBe(3);
    expect(after.mutationDue).toBe(true); // 5 of 8 remaining: critical
    expect(after.data.owed).toEqual(['mutation']);
  });
});

describe('injuries applied (000:50-61)', () => {
  it('Painful wound lowers STR until a full rest; permanent after an omen save', () => {
    const hurt = applyInjury(at(character(12)), injuryResult(3, 3), { permanent: false }).data;
    expect(currentScore(hurt, 'str')).toBe(9);
    expect(originalScore(hurt, 'str')).toBe(12);
    const scarred = applyInjury(at(character(12)), injuryResult(3, 3), { permanent: true }).data;
    expect(originalScore(scarred, 'str')).toBe(9);
  });

  it('a second injured arm is the other arm (000:56); a second blinded eye is blind (000:57)', () => {
    let d = applyInjury(at(character(10)), injuryResult(7, 1), { permanent: false });
    d = applyInjury(d, injuryResult(7, 1), { permanent: false });
    expect(d.conditions.map((c) => [c.conditionId, c.note, c.until])).toEqual([
      ['arm-injury', 'primary arm', 'rest'],
      ['arm-injury', 'secondary arm', 'rest'],
    ]);
    let e = applyInjury(at(character(10)), injuryResult(8), { permanent: false });
    e = applyInjury(e, injuryResult(8), { permanent: false });
    expect(e.conditions.map((c) => c.name)).toEqual(['Eye injury', 'Blind']);
  });
});

describe('mutations applied (000:94-134)', () => {
  it('Bulging muscles takes a human past 15 but not past 19 (000:95)', () => {
    const strong = applyMutation(character(15), mutationResult(4, 5, undefined, [3])).data;
    expect(currentScore(strong, 'str')).toBe(18);
    const strongest = applyMutation(character(18), mutationResult(4, 5, undefined, [4])).data;
    expect(currentScore(strongest, 'str')).toBe(19);
  });

  it('Curse and Eye of the prophet change maximum omens (000:100, 000:127)', () => {
    expect(applyMutation(character(10), mutationResult(5, 19)).data.omens).toEqual({ current: 1, max: 1 });
    expect(applyMutation(character(10), mutationResult(11, 12)).data.omens).toEqual({ current: 2, max: 3 });
  });

  it('Flying head halves STR (rounded down) and gives the hoverer trait (000:130)', () => {
    const head = applyMutation(character(9), mutationResult(11, 15)).data;
    expect(currentScore(head, 'str')).toBe(4);
    expect(head.health).toBe(4);
    expect(head.traits).toContain('flying (hoverer)');
  });

  it('Evil eye gives sorcery, or +1 maximum mana to a sorcerer (000:126)', () => {
    expect(applyMutation(character(10), mutationResult(11, 11)).data.skills).toEqual(['sorcery']);
    expect(applyMutation(character(10, 10, 10, { skills: ['sorcery'] }), mutationResult(11, 11)).data.mana.max).toBe(1);
  });

  it('the turtle shell gives armour value 1 (000:113); Addiction names the drug (000:85)', () => {
    expect(applyMutation(character(10), mutationResult(10, 15, 6)).data.naturalArmour).toBe(1);
    expect(applyMutation(character(10), mutationResult(1, 4, 2)).data.traits).toEqual(['addicted (darkroot)']);
  });
});

describe('rests (000:155-171)', () => {
  it('a daily rest with all needs met restores health and mana; a bought meal and room cost 2ʂ each', () => {
    const tired = character(10, 10, 10, { health: 4, mana: { current: 0, max: 3 }, shillings: 10 });
    const rested = ok(dailyRest(at(tired), { food: 'meal', water: 'water', sleep: 'room' }));
    expect(rested.data).toMatchObject({ health: 10, mana: { current: 3, max: 3 }, shillings: 6 });
  });

  it('a need not met: no recovery and −1 to STR, AGI or WIT until a full rest (000:156)', () => {
    const r = ok(dailyRest(at(character(10, 10, 10, { health: 4 })), { food: 'none', water: 'water', sleep: 'none' }));
    expect(r.data.health).toBe(4);
    expect([currentScore(r.data, 'str'), currentScore(r.data, 'agi'), currentScore(r.data, 'wit')]).toEqual([9, 10, 9]);
  });

  it('the dead do not rest; the dying cannot, as they die at the end of the next round (000:45)', () => {
    const needs = { food: 'ration', water: 'water', sleep: 'camping-kit' } as const;
    expect(dailyRest(at(character(10, 10, 10, { health: 0, life: { state: 'dead', cause: 'wounds' } })), needs)).toEqual({ problem: 'The dead do not rest.' });
    const dying = at(character(10, 10, 10, { health: 0, life: { state: 'dying', roundsEnded: 0 } }));
    expect(dailyRest(dying, needs)).toHaveProperty('problem');
    expect(fullRest(dying, { pay: false })).toHaveProperty('problem');
    expect(ok(dailyRest(at(character(10, 10, 10, { health: 4 })), needs)).data.health).toBe(10);
  });

  it('a full rest clearing 2 conditions costs 32ʂ + 2 × 16ʂ = 64ʂ (000:171) and restores everything', () => {
    let d = at(character(12, 10, 10, { shillings: 70, omens: { current: 0, max: 2 } }));
    d = applyInjury(d, injuryResult(6), { permanent: false });
    d = applyInjury(d, injuryResult(3, 2), { permanent: false });
    d = applyInjury(d, injuryResult(9), { permanent: false });
    // Incapacitated lasts only to the end of the stretch: cleared too, not charged.
    d = takeDamage(d, 5, { direct: true });
    expect(fullRestCost(d.conditions).cost).toBe(64);
    const r = ok(fullRest(d, { pay: true }));
    expect(r.data).toMatchObject({ shillings: 6, health: 12, omens: { current: 2 }, injuries: [], temporaryChanges: [] });
    expect(r.conditions).toEqual([]);
    expect(fullRest({ ...d, data: { ...d.data, shillings: 63 } }, { pay: true })).toHaveProperty('problem');
  });

  it('a full rest keeps what it does not clear: a permanent injury, bleeding (its keyword sets its end, 000:61)', () => {
    let d = applyInjury(at(character(12)), injuryResult(12), { permanent: false });
    d = applyInjury(d, injuryResult(6), { permanent: true });
    const r = ok(fullRest(d, { pay: false }));
    expect(r.conditions.map((c) => c.conditionId)).toEqual(['bleeding', 'hobbled']);
    expect(fullRestCost(d.conditions).cost).toBe(32);
  });
});

describe('load (000:173-176)', () => {
  it('coins weigh ½ per full 32ʂ: 31 → 0, 32 → ½, 63 → ½, 64 → 1, 100 → 1½', () => {
    expect([31, 32, 63, 64, 100].map(coinBulk)).toEqual([0, 0.5, 0.5, 1, 1.5]);
  });

  it('8 bulk is unencumbered, 9 to 16 encumbered, more is over the limit (000:173)', () => {
    expect([8, 8.5, 16, 16.5].map(loadState)).toEqual(['unencumbered', 'encumbered', 'encumbered', 'over']);
    expect(carriedBulk(character(10, 10, 10, { gear: [item('Ration', { quantity: 3 })], shillings: 64 }))).toBe(4);
  });
});

describe('durability (000:180-182)', () => {
  it('000:182 a 1 on the d4 damages the sword; a second failure destroys it; a 2 leaves it', () => {
    const armed = character(10, 10, 10, { gear: [item('Sword')] });
    const once = checkDurability(armed, 'Sword', 1);
    if ('problem' in once) throw new Error(once.problem);
    expect(once.data.gear[0]?.durability).toBe('damaged');
    const twice = checkDurability(once.data, 'Sword', 1);
    if ('problem' in twice) throw new Error(twice.problem);
    expect(twice.data.gear[0]?.durability).toBe('destroyed');
    const held = checkDurability(once.data, 'Sword', 2);
    if ('problem' in held) throw new Error(held.problem);
    expect(held.data.gear[0]?.durability).toBe('damaged');
    expect(checkDurability(armed, 'Axe', 1)).toHaveProperty('problem');
  });

  it('applies every mutation of a "Roll twice" in order', () => {
    const twice = applyMutations(character(10), [mutationResult(11, 6), mutationResult(11, 19)]);
    expect(twice.data.traits).toEqual(['frightening', 'demon']); // 000:121, 000:134
    expect(twice.data.mutations).toHaveLength(2);
  });
});
