/**
 * What a player needs to join a shared campaign, as the GM's device shows it (text and a QR code) and the Join form
 * reads it back; and the logins and passwords the share step makes. Small on purpose: the share and join dialogs
 * import it without the sync engine.
 */
import type { ServerLogin } from './server-setup';

/** What a player needs to join: shown to the GM as text and a QR code. */
export interface JoinDetails {
  readonly characterName: string;
  readonly serverUrl: string;
  readonly database: string;
  readonly login: ServerLogin;
}

/** The text a join code carries (and the Join form reads back): one line of JSON. */
export function joinCode(details: Omit<JoinDetails, 'characterName'>): string {
  return JSON.stringify({
    sheetsmith: 'join',
    url: details.serverUrl,
    db: details.database,
    name: details.login.name,
    password: details.login.password,
  });
}

/** Reads a pasted join code; null when it is not one. */
export function readJoinCode(text: string): Omit<JoinDetails, 'characterName'> | null {
  try {
    const value: unknown = JSON.parse(text.trim());
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (
      v['sheetsmith'] !== 'join' ||
      typeof v['url'] !== 'string' ||
      typeof v['db'] !== 'string' ||
      typeof v['name'] !== 'string' ||
      typeof v['password'] !== 'string'
    )
      return null;
    return {
      serverUrl: v['url'],
      database: v['db'],
      login: { name: v['name'], password: v['password'] },
    };
  } catch {
    return null;
  }
}

/** A password for a player's account: 16 letters and digits from the platform's random source. */
export function newPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** A CouchDB user name from a character's or player's name: lower case, letters, digits and dashes. */
export function loginName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'player' : slug.slice(0, 40);
}

