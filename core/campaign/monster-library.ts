/**
 * The GM's monster library for one game system: every monster saved in any campaign of that system on this device
 * (each campaign carries its own in its file, so an imported campaign brings its monsters along), found by name, and
 * added to a fight in groups ("6 goblins"). A monster taken from another campaign's list is copied into this one's
 * when it is used, so this campaign's file carries it from then on.
 */
import type { CampaignDocument, MonsterTemplate } from '../documents/campaign';

/** One monster of the library. */
export interface LibraryMonster {
  readonly template: MonsterTemplate;
  /** True when it is in this campaign's own list (else it comes from another campaign's). */
  readonly here: boolean;
  /** The campaigns that keep a monster of this name, this one first. */
  readonly campaigns: readonly string[];
}

const key = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * The library for `campaign`: its own saved monsters, then those of the other campaigns of its system by name (one
 * per name: this campaign's own wins, then the campaign changed last), sorted by name.
 */
export function monsterLibrary(campaign: CampaignDocument, others: readonly CampaignDocument[]): LibraryMonster[] {
  const byName = new Map<string, { template: MonsterTemplate; here: boolean; campaigns: string[] }>();
  for (const m of campaign.monsters) byName.set(key(m.name), { template: m, here: true, campaigns: [campaign.name] });
  const rest = others.filter((c) => c.id !== campaign.id && c.system === campaign.system).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  for (const c of rest) {
    for (const m of c.monsters) {
      const found = byName.get(key(m.name));
      if (found) {
        if (!found.campaigns.includes(c.name)) found.campaigns.push(c.name);
      } else byName.set(key(m.name), { template: m, here: false, campaigns: [c.name] });
    }
  }
  return [...byName.values()].sort((a, b) => a.template.name.localeCompare(b.template.name, 'en', { sensitivity: 'base' }));
}

/** What the search box asks for: how many (a leading number, "6 goblins", "6× goblin") and the name words. */
export interface LibraryQuery {
  readonly count: number;
  readonly words: string;
}

/** Reads "6 goblins", "2x ogre", "orc": a count of 1 to 99 when one leads, else 1. */
export function readLibraryQuery(text: string): LibraryQuery {
  const m = /^\s*(\d{1,2})\s*[x×]?\s+(.*)$/i.exec(text);
  const count = m ? Number(m[1]) : 1;
  return { count: count >= 1 ? count : 1, words: (m ? (m[2] ?? '') : text).trim() };
}

/** Folds case and accents, and a plural's ending, so "Goblins" finds "goblin" and "Orcs" finds "Orc". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/(?:es|s)\b/g, '')
    .trim();
}

/** The monsters whose name holds every word asked for (any order); the name starting with them first. */
export function searchLibrary(library: readonly LibraryMonster[], words: string): LibraryMonster[] {
  const asked = fold(words).split(/\s+/).filter(Boolean);
  if (asked.length === 0) return [...library];
  const hits = library.filter((m) => {
    const name = fold(m.template.name);
    return asked.every((w) => name.includes(w));
  });
  const starts = (m: LibraryMonster) => (fold(m.template.name).startsWith(asked[0] ?? '') ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b));
}
