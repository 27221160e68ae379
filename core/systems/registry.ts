/** Game systems by id. A new system is a folder under core/systems/ plus one line here. */
import type { SystemDefinition } from './types';
import { darkDungeons } from './dark-dungeons/system';

const SYSTEMS: readonly SystemDefinition<never>[] = [darkDungeons as unknown as SystemDefinition<never>];

/** The system with this id, or undefined when this build does not know it. */
export function getSystem(id: string): SystemDefinition | undefined {
  return SYSTEMS.find((s) => s.id === id) as SystemDefinition | undefined;
}

/** Ids and names of every known system, for pickers. */
export function listSystems(): { id: string; name: string }[] {
  return SYSTEMS.map((s) => ({ id: s.id, name: s.name }));
}
