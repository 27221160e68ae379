/**
 * The attack types of 001:15-16 with their side effects, for resistances, the save calculator and the table. Each
 * carries the phrase of the text that names it, so a test can find it there.
 */
import type { AttackTypeId } from '../character';

export interface AttackType {
  readonly id: AttackTypeId;
  readonly name: string;
  readonly line: 15 | 16;
  /** What it does besides damage, in short. */
  readonly effect: string;
  /** The words of the text that open its entry. */
  readonly phrase: string;
}

export const ATTACK_TYPES: readonly AttackType[] = [
  { id: 'physical', name: 'Physical', line: 15, phrase: 'PhysicalPhysical attacks include', effect: 'Stabbing, piercing, cutting, slashing and crushing. 20 or more damage: on a d6 roll of 1 a random item breaks.' },
  { id: 'acid', name: 'Acid', line: 15, phrase: 'AcidThe corrosive acid', effect: 'Damages all targets; on a d6 roll of 1-3 random armour parts and items lose 1 quality.' },
  { id: 'fire', name: 'Fire', line: 15, phrase: 'FireThis superheated fire', effect: 'Damages all targets; on a d6 roll of 1 potions boil and explode, scrolls burn; cloth armour may lose 1 quality.' },
  { id: 'cold', name: 'Cold', line: 15, phrase: 'ColdThis frosty cold', effect: 'Damages all targets; on a d6 roll of 1 potions freeze and break, wands shatter.' },
  { id: 'lightning', name: 'Lightning', line: 15, phrase: 'LightningThis burning', effect: 'Damages all targets; +10 to hit creatures with metal torso armour; blinded on a d6 roll of 1-3 until a 1-2 at the start of their turn; on a 1 rings and wands disintegrate.' },
  { id: 'poison', name: 'Poison', line: 15, phrase: 'PoisonThis attack includes', effect: 'Not reduced by armour: all goes through or nothing. A save vs poison against any extra effect; magical poison: both defences apply.' },
  { id: 'disintegration', name: 'Disintegration', line: 15, phrase: 'DisintegrationThe target is reduced', effect: 'No effect on ethereal creatures; on a d6 roll of 1-3 a random armour or item turns to dust.' },
  { id: 'disease', name: 'Disease', line: 16, phrase: 'DiseaseVictim hit', effect: 'Contracted unless a disease save is made; typically −1 STR and CON and 2d6 maximum HP a day until cured.' },
  { id: 'energy-drain', name: 'Energy drain', line: 16, phrase: 'Energy DrainThis death attack', effect: 'Drains life energy; the attacker gains half the amount as HP.' },
  { id: 'death', name: 'Death', line: 16, phrase: 'DeathThis death attack', effect: 'Usually instant death unless a basic save is made.' },
  { id: 'magic', name: 'Magic', line: 16, phrase: 'MagicMost magical effects', effect: 'Creatures immune or resistant to magic may nullify any spell cast on them, healing included, but not their own.' },
  { id: 'mind', name: 'Mind', line: 16, phrase: 'MindMind attacks', effect: 'Usually hits automatically; save vs mind magic or be affected.' },
  { id: 'petrification', name: 'Petrification', line: 16, phrase: 'PetrificationThe victim', effect: 'Turned to stone if a basic save fails; stone to flesh restores.' },
  { id: 'paralyzation', name: 'Paralyzation', line: 16, phrase: 'ParalyzationThe victim', effect: 'Paralysed if the save fails, until it rolls 1 on a d6 at the start of its round.' },
  { id: 'sleep', name: 'Sleep', line: 16, phrase: 'SleepThe victim', effect: 'Asleep if the save fails; wakes on a d6 roll of 1-2 when hit, or each hour.' },
];

export const ATTACK_TYPE_IDS: readonly AttackTypeId[] = ATTACK_TYPES.map((t) => t.id);
