/**
 * Armour value and encumbrance (000:65, 000:172-177): what is worn and carried, in bulk, with the shillings' own bulk.
 */
import type { MurdhamData } from '../character';
import { ARMOUR_MAX, ENCUMBRANCE } from '../data/rules';

/** "Groups of 32ʂ have bulk equal to ½. 31 or fewer shillings can be carried freely" (000:176): ½ per full 32. */
export function coinBulk(shillings: number): number {
  if (!Number.isFinite(shillings) || shillings < 0) return 0;
  return Math.floor(shillings / ENCUMBRANCE.coinsPerHalfBulk) / 2;
}

/** Bulk of the gear carried (each item's bulk times its quantity), without the coins. */
export function gearBulk(data: Pick<MurdhamData, 'gear'>): number {
  return data.gear.reduce((s, g) => s + g.bulk * g.quantity, 0);
}

/** Everything carried: gear and coins. */
export function carriedBulk(data: Pick<MurdhamData, 'gear' | 'shillings'>): number {
  return gearBulk(data) + coinBulk(data.shillings);
}

/** The load's state: up to 8 unencumbered, up to 16 encumbered, more cannot be carried (000:173). */
export type LoadState = 'unencumbered' | 'encumbered' | 'over';

export function loadState(bulk: number): LoadState {
  if (bulk <= ENCUMBRANCE.unencumbered) return 'unencumbered';
  return bulk <= ENCUMBRANCE.encumberedMax ? 'encumbered' : 'over';
}

/** Armour before the limit: worn items that are not destroyed (damaged goods still work, 000:180), plus the body's. */
export function armourSum(data: Pick<MurdhamData, 'gear' | 'naturalArmour'>): number {
  return data.gear.filter((g) => g.worn && g.durability !== 'destroyed').reduce((s, g) => s + g.armour * g.quantity, data.naturalArmour);
}

/** The armour value: "Increased by armour and shields, but can never exceed 3" (000:65). */
export function armourValue(data: Pick<MurdhamData, 'gear' | 'naturalArmour'>): number {
  return Math.min(ARMOUR_MAX, armourSum(data));
}
