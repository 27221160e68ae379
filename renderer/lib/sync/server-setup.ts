/**
 * All setup of the CouchDB server for a shared campaign, in one module: the two databases, who may use them
 * (`_security`), the players' accounts in `_users` and the design document with the sharing rules. Everything goes
 * through plain `fetch` with the GM's admin login (Basic auth), so it runs the same in Electron, the browser and
 * the tests, and every step is idempotent: sharing again repairs what is missing and changes nothing else.
 *
 * Passwords are sent only in the Authorization header and the account documents; no message or error carries one.
 */
import { CAMPAIGN_SCHEMA_VERSION } from '../../../core/documents/campaign';
import { CHARACTER_SCHEMA_VERSION } from '../../../core/documents/character';
import { buildDesignDoc, designNeedsUpdate, DESIGN_DOC_ID } from './design-doc';
import { campaignDatabases } from './shared-doc';

/** A server login: an account in `_users` or a server admin. */
export interface ServerLogin {
  readonly name: string;
  readonly password: string;
}

/** The `fetch` this module calls (the global one unless a test gives another). */
export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** How to reach the server. */
export interface SetupOptions {
  readonly fetch?: FetchFn;
  /** How long one request may go unanswered before the server counts as unreachable (default 15 s). */
  readonly timeoutMs?: number;
}

/** What went wrong, for the UI to point at the right field: the address, the login or the server. */
export type ServerSetupProblem = 'invalid-input' | 'unreachable' | 'not-couchdb' | 'login-refused' | 'not-allowed' | 'server-error';

/** A setup step that failed, with a sentence the user can act on. */
export class ServerSetupError extends Error {
  override readonly name = 'ServerSetupError';
  constructor(
    readonly problem: ServerSetupProblem,
    message: string,
    /** The HTTP status the server answered, 0 when there was no answer (or nothing was sent). */
    readonly status: number,
  ) {
    super(message);
  }
}

/** What to share: the server, its admin login, the campaign, the GM's login and the players' logins. */
export interface ShareCampaignRequest {
  readonly url: string;
  readonly admin: ServerLogin;
  readonly campaignId: string;
  /** The GM's login name (usually the admin's); it must already exist on the server when it is not the admin. */
  readonly gm: string;
  readonly players: readonly ServerLogin[];
}

/** What the players need to join, once the campaign is shared. */
export interface SharedCampaignServer {
  /** The server's address, without a trailing slash or any login. */
  readonly url: string;
  readonly databases: { readonly table: string; readonly gm: string };
  /** True when the sharing rules were installed or replaced by this call (false when they were already current). */
  readonly rulesInstalled: boolean;
}

/** The design document this build installs. */
const DESIGN = buildDesignDoc({ character: CHARACTER_SCHEMA_VERSION, campaign: CAMPAIGN_SCHEMA_VERSION });

/** Checks that the server at `url` is CouchDB (or speaks like it) and accepts `login`; resolves to its version. */
export async function checkServer(url: string, login: ServerLogin, options: SetupOptions = {}): Promise<string> {
  return (await connect(url, login, options).identify()).version;
}

/**
 * Shares a campaign on the server: creates its two databases, the players' accounts (or sets their passwords),
 * who may use each database, and the sharing rules (only when the installed ones are older or missing). The players
 * given are the whole table: the members are set to exactly them (and the GM), so pass everyone each time.
 */
export async function shareCampaignOnServer(request: ShareCampaignRequest, options: SetupOptions = {}): Promise<SharedCampaignServer> {
  const couch = connect(request.url, request.admin, options);
  checkName(request.gm, 'The game master’s login');
  const players = checkPlayers(request.players, [request.gm, request.admin.name]);
  const databases = campaignDatabases(nonEmpty(request.campaignId, 'The campaign id'));
  await couch.requireAdmin();
  if (request.gm !== request.admin.name) {
    const account = await couch.call('GET', userPath(request.gm));
    if (account.status === 404) throw invalid(`The game master’s login ${request.gm} has no account on ${couch.base}; create it first.`);
    couch.expect(account, `look up the account ${request.gm}`);
  }
  for (const name of [databases.table, databases.gm]) {
    const created = await couch.call('PUT', `/${encodeURIComponent(name)}`);
    if (created.status !== 412) couch.expect(created, `create the database ${name}`);
  }
  for (const player of players) await ensureAccount(couch, player, options);
  await putSecurity(couch, databases.table, [request.gm], [request.gm, ...players.map((p) => p.name)]);
  await putSecurity(couch, databases.gm, [request.gm], [request.gm]);
  return { url: couch.base, databases, rulesInstalled: await ensureDesign(couch, databases.table) };
}

/** Gives one more player a login and membership of an already shared campaign's table database. */
export async function addPlayer(
  request: { readonly url: string; readonly admin: ServerLogin; readonly campaignId: string; readonly player: ServerLogin },
  options: SetupOptions = {},
): Promise<void> {
  const couch = connect(request.url, request.admin, options);
  const [player] = checkPlayers([request.player], [request.admin.name]);
  if (!player) return;
  await couch.requireAdmin();
  const { table } = campaignDatabases(nonEmpty(request.campaignId, 'The campaign id'));
  const security = await readSecurity(couch, table);
  if (security.admins.includes(player.name)) throw invalid(`${player.name} is the game master of this campaign; each player needs a login of their own.`);
  await ensureAccount(couch, player, options);
  if (!security.members.includes(player.name)) await putSecurity(couch, table, security.admins, [...security.members, player.name]);
}

/** The player logins of an already shared campaign: the members of its table database, the GM left out. */
export async function sharedCampaignPlayers(
  request: { readonly url: string; readonly admin: ServerLogin; readonly campaignId: string },
  options: SetupOptions = {},
): Promise<readonly string[]> {
  const couch = connect(request.url, request.admin, options);
  await couch.requireAdmin();
  const security = await readSecurity(couch, campaignDatabases(nonEmpty(request.campaignId, 'The campaign id')).table);
  return security.members.filter((name) => !security.admins.includes(name));
}

/**
 * Brings an already shared campaign's sharing rules up to this build's when the server's are older (a GM's app
 * updated since sharing); true when they were written.
 */
export async function refreshSharingRules(
  request: { readonly url: string; readonly admin: ServerLogin; readonly campaignId: string },
  options: SetupOptions = {},
): Promise<boolean> {
  const couch = connect(request.url, request.admin, options);
  await couch.requireAdmin();
  const { table } = campaignDatabases(nonEmpty(request.campaignId, 'The campaign id'));
  await readSecurity(couch, table);
  return ensureDesign(couch, table);
}

/**
 * Which of these logins already have an account on the server (a player of another campaign, or of an earlier share):
 * sharing gives each of them a new password, which their devices in other campaigns then need too.
 */
export async function existingAccounts(
  request: { readonly url: string; readonly admin: ServerLogin; readonly names: readonly string[] },
  options: SetupOptions = {},
): Promise<string[]> {
  const couch = connect(request.url, request.admin, options);
  for (const name of request.names) checkName(name, 'A player’s login');
  await couch.requireAdmin();
  const found: string[] = [];
  for (const name of new Set(request.names)) {
    const account = await couch.call('GET', userPath(name));
    if (account.status === 200) found.push(name);
    else if (account.status !== 404) couch.expect(account, `look up the account ${name}`);
  }
  return found;
}

/** Takes a player out of a shared campaign's table database; their account stays (they may play elsewhere). */
export async function removePlayer(
  request: { readonly url: string; readonly admin: ServerLogin; readonly campaignId: string; readonly playerName: string },
  options: SetupOptions = {},
): Promise<void> {
  const couch = connect(request.url, request.admin, options);
  checkName(request.playerName, 'The player’s login');
  await couch.requireAdmin();
  const { table } = campaignDatabases(nonEmpty(request.campaignId, 'The campaign id'));
  const security = await readSecurity(couch, table);
  if (security.admins.includes(request.playerName)) throw invalid(`${request.playerName} is the game master of this campaign, not a player.`);
  if (!security.members.includes(request.playerName)) return;
  await putSecurity(couch, table, security.admins, security.members.filter((name) => name !== request.playerName));
}

/** Creates a player's account, or sets its password when it exists and the password given does not log in. */
async function ensureAccount(couch: Couch, player: ServerLogin, options: SetupOptions): Promise<void> {
  // Logging in first keeps a second share from rewriting an unchanged password (which would end the player's sessions).
  const session = await new Couch(couch.base, player, options).call('GET', '/_session');
  if (session.status === 200 && userCtxOf(session.body).name === player.name) return;
  for (let attempt = 0; ; attempt++) {
    const existing = await couch.call('GET', userPath(player.name));
    if (existing.status !== 404) couch.expect(existing, `look up the account ${player.name}`);
    // An existing account keeps its roles and other fields; only the password is replaced (CouchDB hashes it).
    const base = existing.status === 200 && isRecord(existing.body) ? existing.body : { roles: [] };
    const doc = { ...base, _id: `org.couchdb.user:${player.name}`, name: player.name, type: 'user', password: player.password };
    const written = await couch.call('PUT', userPath(player.name), doc);
    if (written.status === 409 && attempt === 0) continue; // changed between our read and write: read again
    couch.expect(written, `save the account ${player.name}`);
    return;
  }
}

async function putSecurity(couch: Couch, db: string, admins: readonly string[], members: readonly string[]): Promise<void> {
  const body = { admins: { names: [...new Set(admins)], roles: [] }, members: { names: [...new Set(members)], roles: [] } };
  couch.expect(await couch.call('PUT', `/${encodeURIComponent(db)}/_security`, body), `set who may use ${db}`);
}

/** A shared database's admin and member names; refuses when the campaign is not shared there. */
async function readSecurity(couch: Couch, db: string): Promise<{ admins: string[]; members: string[] }> {
  const info = await couch.call('GET', `/${encodeURIComponent(db)}`);
  if (info.status === 404) throw invalid(`This campaign is not shared on ${couch.base} (it has no database ${db}); share it first.`);
  couch.expect(info, `open the database ${db}`);
  const reply = await couch.call('GET', `/${encodeURIComponent(db)}/_security`);
  couch.expect(reply, `read who may use ${db}`);
  const names = (section: string): string[] => {
    const part = isRecord(reply.body) ? reply.body[section] : undefined;
    const list = isRecord(part) ? part['names'] : undefined;
    return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
  };
  return { admins: names('admins'), members: names('members') };
}

/** Installs the sharing rules unless the server's are as new or newer; true when it wrote them. */
async function ensureDesign(couch: Couch, db: string): Promise<boolean> {
  const path = `/${encodeURIComponent(db)}/${DESIGN_DOC_ID}`;
  for (let attempt = 0; ; attempt++) {
    const installed = await couch.call('GET', path);
    if (installed.status !== 404) couch.expect(installed, `read the sharing rules of ${db}`);
    const current = installed.status === 200 ? installed.body : null;
    if (!designNeedsUpdate(current, DESIGN)) return false;
    const rev = isRecord(current) && typeof current['_rev'] === 'string' ? { _rev: current['_rev'] } : {};
    const written = await couch.call('PUT', path, { ...DESIGN, ...rev });
    if (written.status === 409 && attempt === 0) continue;
    couch.expect(written, `install the sharing rules in ${db}`);
    return true;
  }
}

/** One answer from the server: its status and its JSON body (undefined when the body is not JSON). */
interface Reply {
  readonly status: number;
  readonly body: unknown;
}

/** The server at one address, seen through one login. */
class Couch {
  readonly base: string;
  readonly #authorization: string;
  readonly #fetch: FetchFn;
  readonly #timeoutMs: number;

  constructor(base: string, readonly login: ServerLogin, options: SetupOptions) {
    this.base = base;
    this.#authorization = basicAuth(login);
    this.#fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.#timeoutMs = options.timeoutMs ?? 15_000;
  }

  async call(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<Reply> {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: this.#authorization };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(this.#timeoutMs) };
      const response = await this.#fetch(`${this.base}${path}`, init);
      const text = await response.text();
      return { status: response.status, body: parseJson(text) };
    } catch (error: unknown) {
      const late = error instanceof Error && error.name === 'TimeoutError' ? ` (no answer within ${Math.round(this.#timeoutMs / 1000)} s)` : '';
      throw new ServerSetupError('unreachable', `The server at ${this.base} could not be reached${late}. Check the address and that the server is running.`, 0);
    }
  }

  /** Throws the error the user should see unless the reply is a success. */
  expect(reply: Reply, doing: string): void {
    if (reply.status >= 200 && reply.status < 300) return;
    if (reply.status === 401 || reply.status === 403) {
      throw new ServerSetupError('not-allowed', `The server did not let ${this.login.name} ${doing}; sharing a campaign needs the server’s admin login.`, reply.status);
    }
    const reason = isRecord(reply.body) && typeof reply.body['reason'] === 'string' ? `: ${reply.body['reason']}` : '';
    throw new ServerSetupError('server-error', `The server at ${this.base} could not ${doing} (status ${reply.status}${reason}).`, reply.status);
  }

  /** Checks that this is a CouchDB-like server and the login works; its version and the login's roles. */
  async identify(): Promise<{ version: string; roles: string[] }> {
    const root = await this.call('GET', '/');
    if (root.status === 401) throw this.#refused(401);
    const welcome = isRecord(root.body) ? root.body : {};
    const version = welcome['version'];
    const speaksCouch = typeof welcome['couchdb'] === 'string' || typeof welcome['express-pouchdb'] === 'string';
    if (root.status !== 200 || !speaksCouch || typeof version !== 'string') {
      throw new ServerSetupError('not-couchdb', `The server at ${this.base} answered, but it is not CouchDB. Check the address (CouchDB usually listens on port 5984).`, root.status);
    }
    const session = await this.call('GET', '/_session');
    const { name, roles } = userCtxOf(session.body);
    // A proxy that drops the Authorization header gives an anonymous session: the login did not work either way.
    if (session.status === 401 || (session.status === 200 && name !== this.login.name)) throw this.#refused(session.status);
    this.expect(session, 'check the login');
    return { version, roles };
  }

  /** Like identify, and refuses a login that is not a server admin (only one can create databases and accounts). */
  async requireAdmin(): Promise<void> {
    const { roles } = await this.identify();
    if (!roles.includes('_admin')) {
      throw new ServerSetupError('not-allowed', `${this.login.name} is not an admin of the server at ${this.base}; sharing a campaign needs the server’s admin login.`, 403);
    }
  }

  #refused(status: number): ServerSetupError {
    return new ServerSetupError('login-refused', `The server refused the login for ${this.login.name}. Check the name and password.`, status);
  }
}

/** The server through one login, once the address and the login are valid. */
function connect(url: string, login: ServerLogin, options: SetupOptions): Couch {
  checkLogin(login, 'The login');
  return new Couch(serverBase(url), login, options);
}

/** The server's address without a trailing slash; a path is kept (CouchDB behind a proxy at /couchdb). */
function serverBase(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    // The address is not repeated: it might hold a password.
    throw invalid('The server address is not a web address; it should look like https://couch.example.org:5984.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalid(`The server address must start with http:// or https://, not ${parsed.protocol}//.`);
  if (parsed.username || parsed.password) throw invalid('Leave the login out of the server address and give it as the login instead.');
  if (parsed.search || parsed.hash) throw invalid('The server address cannot have a query (?…) or a fragment (#…).');
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

function checkLogin(login: ServerLogin, what: string): void {
  checkName(login.name, what);
  if (login.password === '') throw invalid(`${what} ${login.name} needs a password.`);
}

/** The players' logins, each valid and given once, none of them the GM's or the admin's. */
function checkPlayers(players: readonly ServerLogin[], taken: readonly string[]): ServerLogin[] {
  const seen = new Set<string>();
  for (const player of players) {
    checkLogin(player, 'The player login');
    if (taken.includes(player.name)) throw invalid(`${player.name} is the game master’s or the admin’s login; each player needs a login of their own.`);
    if (seen.has(player.name)) throw invalid(`The player login ${player.name} is given twice.`);
    seen.add(player.name);
  }
  return [...players];
}

/** CouchDB's rules for user names (its `_users` validation), checked here so the message can say which one. */
function checkName(name: string, what: string): void {
  nonEmpty(name, what);
  if (name.trim() !== name) throw invalid(`${what} "${name}" cannot begin or end with a space.`);
  if (name.startsWith('_')) throw invalid(`${what} "${name}" cannot begin with "_" (CouchDB keeps those names for itself).`);
  if (name.includes(':')) throw invalid(`${what} "${name}" cannot contain ":".`);
  if (/\p{Cc}/u.test(name)) throw invalid(`${what} cannot contain control characters.`);
}

function nonEmpty(value: string, what: string): string {
  if (value.trim() === '') throw invalid(`${what} is empty.`);
  return value;
}

function invalid(message: string): ServerSetupError {
  return new ServerSetupError('invalid-input', message, 0);
}

function userPath(name: string): string {
  return `/_users/${encodeURIComponent(`org.couchdb.user:${name}`)}`;
}

/** The name and roles of a `/_session` answer. */
function userCtxOf(body: unknown): { name: unknown; roles: string[] } {
  const ctx = isRecord(body) && isRecord(body['userCtx']) ? body['userCtx'] : {};
  const roles = ctx['roles'];
  return { name: ctx['name'], roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [] };
}

/** The Basic Authorization header; UTF-8 first, since btoa takes only Latin-1. */
function basicAuth(login: ServerLogin): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${login.name}:${login.password}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
