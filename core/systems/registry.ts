/**
 * Game systems by id. A new system is a folder under core/systems/ (and one under renderer/systems/) plus one line
 * here. Each system's code is loaded on first use (a dynamic import), so start-up does not grow with the number of
 * systems: lists show what the store keeps of each character (its card) and never need a system's code.
 */
import type { AnySystem } from './types';

/** What is known of a system before its code is loaded: enough for pickers and messages. */
export interface SystemManifest {
  readonly id: string;
  readonly name: string;
  /** One line on what it is. */
  readonly summary: string;
  load(): Promise<AnySystem>;
}

const MANIFESTS: readonly SystemManifest[] = [
  {
    id: 'dark-dungeons',
    name: 'Dark Dungeons',
    summary: 'An OGL retro-clone of the D&D Rules Cyclopedia: eight classes, levels 1–36, skills and weapon feats.',
    load: () => import('./dark-dungeons/system').then((m) => m.darkDungeons),
  },
  {
    id: 'murdham',
    name: 'Murdham',
    summary: 'A rules-light dark-fantasy game: three abilities rolled under on a d20, health equal to STR, omens, corruption and mutations.',
    load: () => import('./murdham/system').then((m) => m.murdham),
  },
  {
    id: 'true-srd',
    name: 'True SRD',
    summary: 'True20’s “Playing the Game” chapter: signed ability scores, Toughness saves and the damage track instead of hit points.',
    load: () => import('./true-srd/system').then((m) => m.trueSrd),
  },
  {
    id: 'sixteen',
    name: '16+',
    summary: 'A homebrew d20 system: every test and save is d20 + modifiers against 16; attacks roll again on 10s and 20s.',
    load: () => import('./sixteen/system').then((m) => m.sixteen),
  },
  {
    id: 'orcus',
    name: 'Orcus',
    summary: 'The Orcus Rulebook 1.1, a d20 game of levels 1–30: point buy or 4d6, 17 skills, defenses, powers by slot, recoveries and a monster builder.',
    load: () => import('./orcus/system').then((m) => m.orcus),
  },
];

const loaded = new Map<string, AnySystem>();
const loading = new Map<string, Promise<AnySystem>>();

/** Every system this build knows, in the order pickers show them. */
export function listSystems(): readonly SystemManifest[] {
  return MANIFESTS;
}

/** The manifest of a system, or undefined when this build does not know the id. */
export function systemManifest(id: string): SystemManifest | undefined {
  return MANIFESTS.find((m) => m.id === id);
}

/** The printed name of a system id (the id itself when unknown, so an old file still says something). */
export function systemName(id: string): string {
  return systemManifest(id)?.name ?? id;
}

/** Loads a system's code (once); undefined when this build does not know the id. */
export async function loadSystem(id: string): Promise<AnySystem | undefined> {
  const ready = loaded.get(id);
  if (ready) return ready;
  const manifest = systemManifest(id);
  if (!manifest) return undefined;
  let pending = loading.get(id);
  if (!pending) {
    pending = manifest.load().then((system) => {
      loaded.set(id, system);
      return system;
    });
    loading.set(id, pending);
  }
  return pending;
}

/** A system already loaded by {@link loadSystem}, for code that runs after an open (renders, derived values). */
export function loadedSystem(id: string): AnySystem | undefined {
  return loaded.get(id);
}

/** Looks a system up by id; what importers and validators take. */
export type SystemLookup = (id: string) => AnySystem | undefined;

/** Loads every system and returns a lookup over them (imports, backups and the command line may meet any system). */
export async function loadAllSystems(): Promise<SystemLookup> {
  await Promise.all(MANIFESTS.map((m) => loadSystem(m.id)));
  return (id) => loaded.get(id);
}
