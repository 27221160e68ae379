/**
 * The sharing rules without a server: the validate function's source is evaluated here as CouchDB would evaluate it
 * and called on each case. server-setup.test.ts proves the same rules through a real server.
 */
import { describe, expect, it } from 'vitest';
import { buildDesignDoc, designNeedsUpdate, DESIGN_DOC_ID, SHEETSMITH_DESIGN_VERSION } from './design-doc';

const design = buildDesignDoc({ character: 4, campaign: 3 });

/** CouchDB's user context: the login's name (null when anonymous) and its roles. */
interface UserCtx {
  readonly name: string | null;
  readonly roles: readonly string[];
}

const made: unknown = new Function(`return (${design.validate_doc_update});`)();
if (typeof made !== 'function') throw new Error('validate_doc_update does not evaluate to a function');
const validateFn = made;

/** A database's `_security`: its admins and its members, by name and by role. */
interface SecObj {
  readonly admins: { readonly names: readonly string[]; readonly roles: readonly string[] };
  readonly members: { readonly names: readonly string[]; readonly roles: readonly string[] };
}

/** The table database's `_security` as sharing sets it: the GM is its admin, the GM and the players its members. */
const TABLE_SECURITY: SecObj = { admins: { names: ['gm'], roles: [] }, members: { names: ['gm', 'ann', 'bob'], roles: [] } };

/** Runs the validate function; null when it accepts, else the reason it refuses with. */
function check(newDoc: Record<string, unknown>, oldDoc: Record<string, unknown> | null, user: UserCtx, secObj = TABLE_SECURITY): string | null {
  try {
    Reflect.apply(validateFn, design, [newDoc, oldDoc, user, secObj]);
    return null;
  } catch (thrown: unknown) {
    if (typeof thrown === 'object' && thrown !== null && 'forbidden' in thrown && typeof thrown.forbidden === 'string') return thrown.forbidden;
    throw thrown;
  }
}

const ann: UserCtx = { name: 'ann', roles: [] };
const bob: UserCtx = { name: 'bob', roles: [] };
const gm: UserCtx = { name: 'gm', roles: [] };
const serverAdmin: UserCtx = { name: 'root', roles: ['_admin'] };

function character(owner: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { _id: 'character:c1', kind: 'character', owner, schemaVersion: 4, doc: {}, sortName: 'x', ...extra };
}
const campaign = { _id: 'campaign:k1', kind: 'campaign', owner: 'gm', schemaVersion: 3, doc: {}, sortName: 'k' };
const tombstone = { _id: 'character:c1', _rev: '2-a', _deleted: true };

describe('the design document', () => {
  it('is plain ES5 source with the known schemas and its version embedded', () => {
    expect(design._id).toBe(DESIGN_DOC_ID);
    expect(design.sheetsmithDesign).toBe(SHEETSMITH_DESIGN_VERSION);
    expect(design.schemas).toEqual({ character: 4, campaign: 3 });
    const source = design.validate_doc_update;
    expect(source.startsWith('function (newDoc, oldDoc, userCtx, secObj) {')).toBe(true);
    expect(source).not.toMatch(/=>|`|\blet\b|\bconst\b|\bclass\b|\.\.\./);
    expect(source).toContain('{"character":4,"campaign":3}');
  });

  it('refuses schema versions that are not positive integers', () => {
    expect(() => buildDesignDoc({ character: 0, campaign: 3 })).toThrow(/character schema version/);
    expect(() => buildDesignDoc({ character: 4, campaign: 2.5 })).toThrow(/campaign schema version/);
  });
});

describe('validate_doc_update', () => {
  it('lets a player create, change and delete their own character', () => {
    expect(check(character('ann'), null, ann)).toBeNull();
    expect(check(character('ann', { sortName: 'y' }), character('ann'), ann)).toBeNull();
    expect(check(tombstone, character('ann'), ann)).toBeNull();
  });

  it("refuses a player writing or deleting another player's character, naming its owner", () => {
    expect(check(character('bob', { sortName: 'y' }), character('bob'), ann)).toBe(
      'Only bob, who plays this character, or the game master can change it.',
    );
    expect(check(tombstone, character('bob'), ann)).toBe('Only bob, who plays this character, or the game master can delete it.');
    expect(check(character('bob'), null, ann)).toBe('You cannot create a character for bob; only they or the game master can.');
  });

  it('reads the owner from the revision being replaced, so a player cannot claim a character', () => {
    expect(check(character('ann'), character('bob'), ann)).toBe('Only bob, who plays this character, or the game master can change it.');
    expect(check(character('bob'), character('ann'), ann)).toBe('Only the game master can give a character to another player.');
  });

  it('lets the GM (a database admin by name) and a server admin write anything, owner changes included', () => {
    for (const user of [gm, serverAdmin]) {
      expect(check(character('bob'), character('ann'), user)).toBeNull();
      expect(check(character('ann', { sortName: 'z' }), character('ann'), user)).toBeNull();
      expect(check(campaign, null, user)).toBeNull();
      expect(check({ _id: 'campaign:k1', _deleted: true }, campaign, user)).toBeNull();
      expect(check({ _id: '_design/other' }, null, user)).toBeNull();
    }
  });

  it('counts a database admin role as the GM too', () => {
    const cora: UserCtx = { name: 'cora', roles: ['gms'] };
    expect(check(campaign, null, cora, { ...TABLE_SECURITY, admins: { names: [], roles: ['gms'] } })).toBeNull();
    expect(check(campaign, null, cora)).toBe('Only the game master can change the campaign.');
  });

  it('lets only the GM write the campaign and the design documents', () => {
    expect(check(campaign, null, ann)).toBe('Only the game master can change the campaign.');
    expect(check({ _id: 'campaign:k1', _deleted: true }, campaign, bob)).toBe('Only the game master can delete the campaign.');
    expect(check({ _id: '_design/sheetsmith', validate_doc_update: 'function(){}' }, null, ann)).toBe(
      'Only the game master can change the rules of a shared campaign.',
    );
  });

  it('refuses a schema newer than it knows, in words, even from the GM', () => {
    const reason = 'This character was saved by a newer Sheetsmith (schema 5); this server\'s rules know up to 4. Ask the game master to update Sheetsmith and share the campaign again.';
    expect(check(character('ann', { schemaVersion: 5 }), null, ann)).toBe(reason);
    expect(check(character('ann', { schemaVersion: 5 }), null, gm)).toBe(reason);
    expect(check({ ...campaign, schemaVersion: 4 }, null, gm)).toMatch(/^This campaign was saved by a newer Sheetsmith \(schema 4\); this server's rules know up to 3\./);
    expect(check(character('ann', { schemaVersion: 'four' }), null, ann)).toBe('This character does not say which version of Sheetsmith saved it.');
  });

  it('refuses an unknown kind, a missing owner and an id that does not match the kind', () => {
    expect(check({ ...character('ann'), kind: 'monster' }, null, gm)).toMatch(/holds only characters and the campaign itself; this document \(kind "monster"\)/);
    expect(check({ _id: 'note:1', owner: 'ann' }, null, ann)).toMatch(/kind "undefined"/);
    expect(check(character(''), null, ann)).toBe('This character does not say which login owns it, so the server cannot tell who may change it.');
    const { owner: _owner, ...ownerless } = character('ann');
    expect(check(ownerless, null, gm)).toMatch(/does not say which login owns it/);
    expect(check({ ...campaign, _id: 'character:k1' }, null, gm)).toBe('The id of a campaign must begin with "campaign:", but this one is "character:k1".');
    // A player cannot turn their character into "the campaign" by changing its kind: the id pins the kind.
    expect(check({ ...character('ann'), kind: 'campaign' }, character('ann'), ann)).toMatch(/must begin with "campaign:"/);
  });

  it('lets through a bare tombstone with nothing before it, and treats a deleted revision as nothing', () => {
    expect(check(tombstone, null, ann)).toBeNull();
    expect(check(tombstone, { ...character('bob'), _deleted: true }, ann)).toBeNull();
    expect(check(character('bob'), { _id: 'character:c1', _deleted: true }, ann)).toBe(
      'You cannot create a character for bob; only they or the game master can.',
    );
  });
});

describe('designNeedsUpdate', () => {
  it('installs when there is none or it is not ours, and upgrades an older version', () => {
    expect(designNeedsUpdate(null, design)).toBe(true);
    expect(designNeedsUpdate({ _id: DESIGN_DOC_ID }, design)).toBe(true);
    expect(designNeedsUpdate({ ...design, sheetsmithDesign: SHEETSMITH_DESIGN_VERSION - 1 }, design)).toBe(true);
  });

  it('raises the known schemas of the same version, never lowers them, and never replaces a newer version', () => {
    expect(designNeedsUpdate(design, design)).toBe(false);
    expect(designNeedsUpdate({ ...design, schemas: { character: 3, campaign: 3 } }, design)).toBe(true);
    expect(designNeedsUpdate({ ...design, schemas: { character: 9, campaign: 3 } }, design)).toBe(false);
    expect(designNeedsUpdate({ ...design, sheetsmithDesign: SHEETSMITH_DESIGN_VERSION + 1, schemas: { character: 1, campaign: 1 } }, design)).toBe(false);
  });
});
