/**
 * Murdham's rules applied to a character: health and damage (000:43-46), ability limits (000:72-73), corruption
 * (000:76-80), omens (000:140, 000:148), injuries and mutations applied, rests (000:155-171) and load (000:173-176).
 * Expected values are worked by hand from the cited lines.
 */
import { describe, expect, it } from 'vitest';
import { newMurdhamData, type MurdhamData } from '../character';
import { soulblightCheck } from '../dice';
import { injuryResult, mutationResult } from '../table-rolls';
import { currentScore, maxHealth, originalScore } from './abilities';
import { damageVerdict, endStretch, heal, saveFromDeath, sufferCorruption, takeDamage } from './damage';
import { applyInjury, applyMutation, applyMutations, changeAbility, checkDurability, hasCondition } from './effects';
import { armourValue, carriedBulk, coinBulk, loadState } from './load';
import { dailyRest, fullRest, fullRestCost } from './rests';

/** A human with these scores at full health. */
function character(str: number, agi = 10, wit = 10, extra: Partial<MurdhamData> = {}): MurdhamData {
  return { ...newMurdhamData(), abilities: { str, agi, wit }, abilityMethod: 'entered', health: str, ...extra };
}

const item = (name: string, over: Partial<MurdhamData['gear'][number]> = {}) => ({ id: name, name, quantity: 1, bulk: 1, cost: 0, armour: 0, worn: false, durability: 'intact' as const, ...over });

describe('health and damage (000:43-46)', () => {
  it('maximum health equals STR (000:43)', () => {
    expect(maxHealth(character(12))).toBe(12);
  });

  it('STR 9 losing 5 at once is critical; 4 is not (half or more of the remaining 9, 000:44)', () => {
    const hit = takeDamage(character(9), 5, { direct: false });
    expect(hit.critical).toBe(true);
    expect(hit.data.health).toBe(4);
    expect(hasCondition(hit.data, 'incapacitated')).toBe(true);
    expect(takeDamage(character(9), 4, { direct: false }).critical).toBe(false);
  });

  it('critical damage counts the remaining health, not the maximum: 3 of 5 remaining is critical', () => {
    expect(damageVerdict(5, 12, 3).critical).toBe(true);
    expect(damageVerdict(5, 12, 2).critical).toBe(false);
  });

  it('losing all remaining health is critical and dying (000:45)', () => {
    const hit = takeDamage(character(9, 10, 10, { health: 3 }), 3, { direct: false });
    expect(hit).toMatchObject({ mortal: true, critical: true, killed: false });
    expect(hit.data.health).toBe(0);
    expect(hasCondition(hit.data, 'dying')).toBe(true);
    expect(takeDamage(character(9, 10, 10, { health: 3 }), 7, { direct: false }).data.health).toBe(0); // "at most down to 0" (000:43)
  });

  it('000:148 Sybilla (STR 8, health 6) taking 10 is killed on the spot; an omen sets health to 1, incapacitated, injury permanent', () => {
    const sybilla = character(8, 10, 10, { health: 6 });
    const hit = takeDamage(sybilla, 10, { direct: false });
    expect(hit.killed).toBe(true); // 000:46 "damage matching or exceeding their maximum health at once"
    expect(hit.data.dead).toBe(true);
    // The example's "6 … lost an eye" contradicts the table (6 is Injured leg, 000:55), so the table's 8 is used.
    const saved = saveFromDeath(hit.data, injuryResult(8));
    if ('problem' in saved) throw new Error(saved.problem);
    expect(saved.data).toMatchObject({ dead: false, health: 1, omens: { current: 1, max: 2 } });
    expect(hasCondition(saved.data, 'incapacitated')).toBe(true);
    expect(hasCondition(saved.data, 'dying')).toBe(false);
    expect(saved.data.conditions.find((c) => c.name === 'eye injury')?.until).toBe('permanent');
    expect(saved.data.injuries[0]?.permanent).toBe(true);
  });

  it('an omen save needs an omen', () => {
    expect(saveFromDeath(character(8, 10, 10, { omens: { current: 0, max: 2 } }), injuryResult(1))).toHaveProperty('problem');
  });

  it('armour reduces damage but not direct damage, and never exceeds 3 (000:65)', () => {
    const armoured = character(12, 10, 10, { gear: [item('Mail', { armour: 2, worn: true }), item('Shield', { armour: 2, worn: true })] });
    expect(armourValue(armoured)).toBe(3);
    expect(takeDamage(armoured, 5, { direct: false }).data.health).toBe(10);
    expect(takeDamage(armoured, 5, { direct: true }).data.health).toBe(7);
    expect(armourValue({ ...armoured, gear: armoured.gear.map((g) => ({ ...g, durability: 'destroyed' as const })) })).toBe(0);
  });

  it('healing stops at STR, and a dying character healed stops dying and rolls an injury (000:45)', () => {
    const dying = takeDamage(character(9, 10, 10, { health: 3 }), 3, { direct: false }).data;
    const healed = heal(dying, 20);
    expect(healed.data.health).toBe(9);
    expect(healed.injuryDue).toBe(true);
    expect(hasCondition(healed.data, 'dying')).toBe(false);
  });

  it('incapacitation ends with the stretch (000:44)', () => {
    const hit = takeDamage(character(9), 5, { direct: false }).data;
    expect(hasCondition(endStretch(hit).data, 'incapacitated')).toBe(false);
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
    expect(hasCondition(changed.data, 'incapacitated')).toBe(false);
  });

  it('STR 0 kills; AGI 0 paralyses (000:72)', () => {
    expect(changeAbility(character(2), { ability: 'str', amount: -4, reason: 'x', source: '' }, 'temporary').data.dead).toBe(true);
    expect(changeAbility(character(10, 2), { ability: 'agi', amount: -4, reason: 'x', source: '' }, 'temporary').notices.join(' ')).toContain('paralysed');
  });
});

describe('corruption and soulblight (000:76-80)', () => {
  it('000:79 Balthasar at 5 corruption rolling 1 takes 1 direct damage and drops to 4', () => {
    const balthasar = character(10, 10, 10, { corruption: 2 });
    const after = sufferCorruption(balthasar, soulblightCheck(2, 3, 1));
    expect(after.data.corruption).toBe(4);
    expect(after.data.health).toBe(9);
    expect(after.mutationDue).toBe(false);
  });

  it('soulblight is direct damage: armour does not stop it, and critical damage from it brings a mutation (000:80)', () => {
    const armoured = character(8, 10, 10, { corruption: 4, gear: [item('Mail', { armour: 3, worn: true })] });
    const after = sufferCorruption(armoured, soulblightCheck(4, 2, 5));
    expect(after.data.health).toBe(3);
    expect(after.mutationDue).toBe(true); // 5 of 8 remaining: critical
  });
});

describe('injuries applied (000:50-61)', () => {
  it('Painful wound lowers STR until a full rest; permanent after an omen save', () => {
    const hurt = applyInjury(character(12), injuryResult(3, 3), { permanent: false }).data;
    expect(currentScore(hurt, 'str')).toBe(9);
    expect(originalScore(hurt, 'str')).toBe(12);
    const scarred = applyInjury(character(12), injuryResult(3, 3), { permanent: true }).data;
    expect(originalScore(scarred, 'str')).toBe(9);
  });

  it('a second injured arm is the other arm (000:56); a second blinded eye is blind (000:57)', () => {
    let d = applyInjury(character(10), injuryResult(7, 1), { permanent: false }).data;
    d = applyInjury(d, injuryResult(7, 1), { permanent: false }).data;
    expect(d.conditions.filter((c) => c.name === 'arm injury').map((c) => c.detail)).toEqual(['primary arm', 'secondary arm']);
    let e = applyInjury(character(10), injuryResult(8), { permanent: false }).data;
    e = applyInjury(e, injuryResult(8), { permanent: false }).data;
    expect(e.conditions.map((c) => c.name)).toEqual(['eye injury', 'blind']);
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
    const rested = dailyRest(tired, { food: 'meal', water: 'water', sleep: 'room' });
    if ('problem' in rested) throw new Error(rested.problem);
    expect(rested.data).toMatchObject({ health: 10, mana: { current: 3, max: 3 }, shillings: 6 });
  });

  it('a need not met: no recovery and −1 to STR, AGI or WIT until a full rest (000:156)', () => {
    const r = dailyRest(character(10, 10, 10, { health: 4 }), { food: 'none', water: 'water', sleep: 'none' });
    if ('problem' in r) throw new Error(r.problem);
    expect(r.data.health).toBe(4);
    expect([currentScore(r.data, 'str'), currentScore(r.data, 'agi'), currentScore(r.data, 'wit')]).toEqual([9, 10, 9]);
  });

  it('a full rest clearing 2 conditions costs 32ʂ + 2 × 16ʂ = 64ʂ (000:171) and restores everything', () => {
    let d = character(12, 10, 10, { shillings: 70, omens: { current: 0, max: 2 } });
    d = applyInjury(d, injuryResult(6), { permanent: false }).data;
    d = applyInjury(d, injuryResult(3, 2), { permanent: false }).data;
    d = applyInjury(d, injuryResult(9), { permanent: false }).data;
    expect(fullRestCost(d).cost).toBe(64);
    const r = fullRest(d, { pay: true });
    if ('problem' in r) throw new Error(r.problem);
    expect(r.data).toMatchObject({ shillings: 6, health: 12, omens: { current: 2 }, conditions: [], injuries: [], temporaryChanges: [] });
    expect(fullRest({ ...d, shillings: 63 }, { pay: true })).toHaveProperty('problem');
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
