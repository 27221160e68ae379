/**
 * The renderer half of the system registry: each system's components, loaded with its code on first use. A new
 * system is a folder under renderer/systems/ and one line here (and one in core/systems/registry.ts).
 */
import type { SystemUi } from './types';

const UIS: Readonly<Record<string, () => Promise<SystemUi>>> = {
  'dark-dungeons': () => import('./dark-dungeons/ui').then((m) => m.darkDungeonsUi),
  murdham: () => import('./murdham/ui').then((m) => m.murdhamUi),
  orcus: () => import('./orcus/ui').then((m) => m.orcusUi),
  'true-srd': () => import('./true-srd/ui').then((m) => m.trueSrdUi),
  sixteen: () => import('./sixteen/ui').then((m) => m.sixteenUi),
};

const loaded = new Map<string, Promise<SystemUi>>();

/** The components of a system, or undefined when this build has none for the id. */
export async function loadSystemUi(id: string): Promise<SystemUi | undefined> {
  const load = UIS[id];
  if (!load) return undefined;
  let pending = loaded.get(id);
  if (!pending) {
    pending = load();
    loaded.set(id, pending);
  }
  return pending;
}
