/**
 * The design document Sheetsmith installs in each shared campaign's table database (`campaign-<id>`). Its
 * `validate_doc_update` is the server's half of the sharing rules: CouchDB runs it on every write, from the app or from
 * replication, so a player's device cannot write another player's character or the campaign however it is modified.
 *
 * The function is kept as a string of plain ES5 source: CouchDB evaluates it in its own JavaScript engine, which on
 * many installs is an old SpiderMonkey (no arrow functions, no let/const, no template strings), and a string is not
 * changed by the app's bundler or minifier the way `fn.toString()` would be.
 */
import type { SharedKind } from './shared-doc';

/** The design document's id in every table database. */
export const DESIGN_DOC_ID = '_design/sheetsmith';

/**
 * The version of these rules. Raise it whenever the validate function changes, so an app that finds an older one
 * installed (`sheetsmithDesign` lower, or missing) replaces it, and an older app never replaces a newer one.
 */
export const SHEETSMITH_DESIGN_VERSION = 1;

/** The newest schema of each shared kind the rules accept; a document saved by a newer Sheetsmith is refused. */
export type KnownSchemas = { readonly [K in SharedKind]: number };

/** The design document as stored in CouchDB (`_rev` only when it was read from the server). */
export interface SheetsmithDesignDoc {
  readonly _id: typeof DESIGN_DOC_ID;
  readonly _rev?: string;
  readonly language: 'javascript';
  /** SHEETSMITH_DESIGN_VERSION when it was installed: tells the app whether to replace it. */
  readonly sheetsmithDesign: number;
  /** The schemas the embedded function accepts (also written into its source), readable without parsing it. */
  readonly schemas: KnownSchemas;
  /** The validate function's ES5 source; CouchDB calls it as (newDoc, oldDoc, userCtx, secObj). */
  readonly validate_doc_update: string;
}

/** Builds the design document whose rules accept schemas up to `known`. */
export function buildDesignDoc(known: KnownSchemas): SheetsmithDesignDoc {
  for (const [kind, version] of Object.entries(known)) {
    if (!Number.isInteger(version) || version < 1) throw new RangeError(`The ${kind} schema version must be a positive integer, not ${version}.`);
  }
  return {
    _id: DESIGN_DOC_ID,
    language: 'javascript',
    sheetsmithDesign: SHEETSMITH_DESIGN_VERSION,
    schemas: { character: known.character, campaign: known.campaign },
    validate_doc_update: validateSource(known),
  };
}

/**
 * Whether the design document found on the server (or null when there is none) should be replaced by `wanted`.
 * Newer rules are never replaced by older ones (a GM's newer app may have installed them), and rules of the same
 * version are replaced only to raise a schema they know, never to lower one.
 */
export function designNeedsUpdate(installed: unknown, wanted: SheetsmithDesignDoc): boolean {
  if (!isRecord(installed)) return true;
  const version = installed['sheetsmithDesign'];
  if (typeof version !== 'number') return true;
  if (version !== wanted.sheetsmithDesign) return version < wanted.sheetsmithDesign;
  const schemas = installed['schemas'];
  if (!isRecord(schemas)) return true;
  return SHARED_KINDS.some((kind) => {
    const have = schemas[kind];
    return typeof have !== 'number' || have < wanted.schemas[kind];
  });
}

const SHARED_KINDS: readonly SharedKind[] = ['character', 'campaign'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The validate function. Who is the GM: a database admin of the table database (its `_security.admins`, which
 * sharing sets to the GM's login) or a server admin. The owner is read from the revision being replaced when there
 * is one, so a write cannot claim a character by rewriting its `owner`; the id's `<kind>:` prefix pins the kind, so
 * a document cannot change kind either. A tombstone with nothing before it on the server (a
 * document created and deleted offline, then replicated) deletes nothing and is let through, since refusing it would
 * only leave the player's replication stuck on it.
 *
 * CouchDB runs the installed function on the write that replaces it, so every version must let the GM write design
 * documents before any other check, or an installed version could refuse its own upgrade.
 */
function validateSource(known: KnownSchemas): string {
  const schemas = JSON.stringify({ character: known.character, campaign: known.campaign });
  return `function (newDoc, oldDoc, userCtx, secObj) {
  var KNOWN = ${schemas};
  var NAMES = { character: 'This character', campaign: 'This campaign' };
  function refuse(reason) { throw { forbidden: reason }; }
  function has(list, value) {
    if (!list) return false;
    for (var i = 0; i < list.length; i++) if (list[i] === value) return true;
    return false;
  }
  var roles = userCtx.roles || [];
  var admins = (secObj && secObj.admins) || {};
  var isGm = has(roles, '_admin') || (userCtx.name !== null && has(admins.names, userCtx.name));
  if (!isGm && admins.roles) {
    for (var r = 0; r < roles.length; r++) if (has(admins.roles, roles[r])) isGm = true;
  }
  if (newDoc._id.indexOf('_design/') === 0) {
    if (isGm) return;
    refuse('Only the game master can change the rules of a shared campaign.');
  }
  var before = oldDoc && !oldDoc._deleted ? oldDoc : null;
  if (newDoc._deleted && !before) return;
  var doc = newDoc._deleted ? before : newDoc;
  var kind = doc.kind;
  if (!KNOWN.hasOwnProperty(kind)) {
    refuse('A shared campaign holds only characters and the campaign itself; this document (kind "' + kind + '") is not one of them.');
  }
  if (newDoc._id.indexOf(kind + ':') !== 0) {
    refuse('The id of a ' + kind + ' must begin with "' + kind + ':", but this one is "' + newDoc._id + '".');
  }
  if (typeof doc.owner !== 'string' || doc.owner === '') {
    refuse(NAMES[kind] + ' does not say which login owns it, so the server cannot tell who may change it.');
  }
  if (!newDoc._deleted) {
    if (typeof newDoc.schemaVersion !== 'number' || newDoc.schemaVersion < 1) {
      refuse(NAMES[kind] + ' does not say which version of Sheetsmith saved it.');
    }
    if (newDoc.schemaVersion > KNOWN[kind]) {
      refuse(NAMES[kind] + ' was saved by a newer Sheetsmith (schema ' + newDoc.schemaVersion + '); this server\\'s rules know up to ' + KNOWN[kind] + '. Ask the game master to update Sheetsmith and share the campaign again.');
    }
  }
  if (isGm) return;
  if (kind === 'campaign') {
    refuse('Only the game master can ' + (newDoc._deleted ? 'delete' : 'change') + ' the campaign.');
  }
  var owner = before ? before.owner : newDoc.owner;
  if (owner !== userCtx.name) {
    refuse(before
      ? 'Only ' + owner + ', who plays this character, or the game master can ' + (newDoc._deleted ? 'delete' : 'change') + ' it.'
      : 'You cannot create a character for ' + owner + '; only they or the game master can.');
  }
  if (before && !newDoc._deleted && newDoc.owner !== before.owner) {
    refuse('Only the game master can give a character to another player.');
  }
}`;
}
