import type { DerivedValue } from '../../core/systems/types';

/** A derived value by id, for the components that show one with its explanation (every system's steps and editors). */
export function derivedById(values: readonly DerivedValue[], id: string): DerivedValue | undefined {
  return values.find((v) => v.id === id);
}
