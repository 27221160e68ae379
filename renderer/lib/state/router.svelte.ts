/** The sections of the shell, in navigation order. */
export const SECTIONS = [
  { id: 'characters', label: 'Characters' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'dice', label: 'Dice' },
  { id: 'settings', label: 'Settings' },
  { id: 'about', label: 'About' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/**
 * A parsed location: the section, an optional document id and sub-page, and the step inside that page
 * ("#/characters/abc/create/class"), so the browser's Back button walks the creation flow's steps.
 */
export interface Route {
  readonly section: SectionId;
  readonly id: string | null;
  readonly page: string | null;
  readonly step: string | null;
}

export function parseHash(hash: string): Route {
  const [section, id, page, step] = hash.replace(/^#\/?/, '').split('/');
  const known = SECTIONS.find((s) => s.id === section);
  return {
    section: known ? known.id : 'characters',
    id: id ? decodeURIComponent(id) : null,
    page: id && page ? page : null,
    step: id && page && step ? decodeURIComponent(step) : null,
  };
}

export function routeHash(route: Partial<Route> & { section: SectionId }): string {
  const parts: string[] = [route.section];
  if (route.id) parts.push(encodeURIComponent(route.id));
  if (route.id && route.page) parts.push(route.page);
  if (route.id && route.page && route.step) parts.push(encodeURIComponent(route.step));
  return `#/${parts.join('/')}`;
}

/** How `go` changes the browser's history. */
export interface GoOptions {
  /** Replace the current entry instead of adding one (a step the Back button should not return to). */
  readonly replace?: boolean;
}

/** Hash-based routing: the back button and reloads keep the user where they were. */
export class Router {
  route = $state<Route>(parseHash(location.hash));
  /** The hashes this window went forward from with `go`, newest last: what the Back button returns to. */
  #behind: string[] = [];
  /**
   * A Back started by {@link close} whose hashchange has not come yet, and the move asked for meanwhile. The browser
   * goes back when it gets to it: a move pushed before then would be the entry it leaves, so a click right after
   * closing a page (Campaigns, just after applying a level-up) was undone. The move waits for the Back instead.
   */
  #backing: ReturnType<typeof setTimeout> | null = null;
  #queued: (() => void) | null = null;

  constructor() {
    window.addEventListener('hashchange', () => {
      // Back (or any move to the entry we came from) pops it; anything else is a new place.
      if (this.#behind.at(-1) === location.hash) this.#behind.pop();
      if (this.#backing !== null && this.backDone()) return;
      this.route = parseHash(location.hash);
    });
  }

  /** The Back of a close() has landed (or was given up on): the move asked for meanwhile runs now. True if one did. */
  private backDone(): boolean {
    if (this.#backing !== null) clearTimeout(this.#backing);
    this.#backing = null;
    const queued = this.#queued;
    this.#queued = null;
    queued?.();
    return queued !== null;
  }

  go(route: Partial<Route> & { section: SectionId }, options: GoOptions = {}): void {
    const hash = routeHash(route);
    // Update at once (the hashchange event comes later) so callers can act on the new view after one tick.
    this.route = parseHash(hash);
    if (this.#backing !== null) {
      this.#queued = () => this.go(route, options);
      return;
    }
    if (location.hash === hash) return;
    if (options.replace) {
      // replaceState fires no hashchange, so nothing else needs to know.
      history.replaceState(history.state, '', hash);
      return;
    }
    this.#behind.push(location.hash);
    location.hash = hash;
  }

  /**
   * Leaves a page for `route` (closing a panel, finishing a level-up): when the entry before this one is `route`,
   * the browser goes back to it, so Back afterwards does not reopen what was just closed; otherwise the current entry
   * is replaced by `route`, for the same reason.
   */
  close(route: Partial<Route> & { section: SectionId }): void {
    const hash = routeHash(route);
    if (this.#backing !== null) {
      this.route = parseHash(hash);
      this.#queued = () => this.close(route);
      return;
    }
    if (this.#behind.at(-1) === hash) {
      this.route = parseHash(hash);
      // Should the browser never report the Back (it always does between two entries of this page), a move waiting
      // for it still happens.
      this.#backing = setTimeout(() => this.backDone(), 1_000);
      history.back();
      return;
    }
    this.go(route, { replace: true });
  }
}
