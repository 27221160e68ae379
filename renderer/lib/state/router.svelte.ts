/** The sections of the shell, in navigation order. */
export const SECTIONS = [
  { id: 'characters', label: 'Characters' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'dice', label: 'Dice' },
  { id: 'settings', label: 'Settings' },
  { id: 'about', label: 'About' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** A parsed location: the section and an optional document id and sub-page ("#/characters/abc/sheet"). */
export interface Route {
  readonly section: SectionId;
  readonly id: string | null;
  readonly page: string | null;
}

export function parseHash(hash: string): Route {
  const [section, id, page] = hash.replace(/^#\/?/, '').split('/');
  const known = SECTIONS.find((s) => s.id === section);
  return { section: known ? known.id : 'characters', id: id ? decodeURIComponent(id) : null, page: page ?? null };
}

export function routeHash(route: Partial<Route> & { section: SectionId }): string {
  const parts: string[] = [route.section];
  if (route.id) parts.push(encodeURIComponent(route.id));
  if (route.id && route.page) parts.push(route.page);
  return `#/${parts.join('/')}`;
}

/** Hash-based routing: the back button and reloads keep the user where they were. */
export class Router {
  route = $state<Route>(parseHash(location.hash));

  constructor() {
    window.addEventListener('hashchange', () => {
      this.route = parseHash(location.hash);
    });
  }

  go(route: Partial<Route> & { section: SectionId }): void {
    const hash = routeHash(route);
    // Update at once (the hashchange event comes later) so callers can act on the new view after one tick.
    this.route = parseHash(hash);
    if (location.hash !== hash) location.hash = hash;
  }
}
