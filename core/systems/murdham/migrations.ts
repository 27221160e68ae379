/**
 * Murdham's own data migrations (the seam's `SystemRecords.migrations`). Each step is frozen once shipped: it reads
 * the older JSON as it was written then, and never calls the rules of today.
 *
 * Version 2 (issue 18) keeps the state in play in one place each:
 * - the keyword conditions move from `data.conditions` to the character's envelope conditions (`conditions`, shared
 *   with the combat tracker): "until the end of the stretch" becomes `until: 'stretch'`, "until a full rest"
 *   `until: 'rest'`; permanent ones and those whose keyword sets their end last until taken off (the note says which);
 * - `data.dead` and the "dying" condition become `data.life` (alive, dying, or dead with its cause);
 * - `data.owed` (table rolls due) and `data.pending` (a roll shown, not yet kept) start empty.
 * What the envelope cannot hold (more than 100 conditions, a name over 200 characters, a detail over 2,000) is written
 * into the character's notes rather than lost, and said in the import notes.
 */
import type { DataMigration } from '../types';

/** The version of Murdham's data this build writes. */
export const MURDHAM_DATA_VERSION = 2;

type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The condition ids and names of version 2, by the keyword version 1 stored (frozen here with the step). */
const KNOWN: Readonly<Record<string, readonly [string, string]>> = {
  incapacitated: ['incapacitated', 'Incapacitated'],
  frightened: ['frightened', 'Frightened'],
  hobbled: ['hobbled', 'Hobbled'],
  'arm injury': ['arm-injury', 'Arm injury'],
  'eye injury': ['eye-injury', 'Eye injury'],
  blind: ['blind', 'Blind'],
  deaf: ['deaf', 'Deaf'],
  silenced: ['silenced', 'Silenced'],
  sick: ['sick', 'Sick'],
  bleeding: ['bleeding', 'Bleeding'],
  groggy: ['groggy', 'Groggy'],
  frenzied: ['frenzied', 'Frenzied'],
  encumbered: ['encumbered', 'Encumbered'],
  paralysed: ['paralysed', 'Paralysed'],
  comatose: ['comatose', 'Comatose'],
};

/** The envelope's limits on conditions (core/documents/play-checks.ts as version 2 shipped). */
const MAX_CONDITIONS = 100;
const MAX_NAME = 200;
const MAX_NOTE = 2_000;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** STR now, from version 1's scores and changes, to tell a death by STR 0 from one by health loss (000:72). */
function strengthNow(data: Json): number {
  const abilities = isObj(data['abilities']) ? data['abilities'] : null;
  const base = typeof abilities?.['str'] === 'number' ? abilities['str'] : 1;
  const changes = [data['permanentChanges'], data['temporaryChanges']].flatMap((l) => (Array.isArray(l) ? l : []));
  return changes.reduce<number>((s, c) => s + (isObj(c) && c['ability'] === 'str' && typeof c['amount'] === 'number' ? c['amount'] : 0), base);
}

/** Version 1 → 2: conditions onto the envelope, and the health state, owed rolls and pending roll into the data. */
const toVersion2: DataMigration = {
  from: 1,
  describe: 'Murdham conditions moved onto the character’s shared conditions; dead and dying kept as its health state.',
  up(doc, notes) {
    const data = isObj(doc['data']) ? { ...doc['data'] } : null;
    // Nothing to move (a document already in version 2's shape, or no payload): the data is left as it is.
    if (!data || !('conditions' in data || 'dead' in data)) return { ...doc, dataVersion: 2 };
    const old = Array.isArray(data['conditions']) ? data['conditions'].filter(isObj) : [];
    const dying = old.some((c) => text(c['name']).trim().toLowerCase() === 'dying');
    const life = data['dead'] === true ? { state: 'dead', cause: strengthNow(data) <= 0 ? 'strength' : 'instant-death' } : dying ? { state: 'dying', roundsEnded: 0 } : { state: 'alive' };
    const envelope: Json[] = Array.isArray(doc['conditions']) ? doc['conditions'].filter(isObj) : [];
    const ids = new Set(envelope.map((c) => text(c['id'])));
    const leftOver: string[] = [];
    for (const c of old) {
      const keyword = text(c['name']).trim();
      if (keyword === '' || keyword.toLowerCase() === 'dying') continue;
      const [conditionId, known] = KNOWN[keyword.toLowerCase()] ?? [keyword.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'condition', keyword];
      const until = c['until'];
      const detail = text(c['detail']).trim();
      const note = [detail, until === 'permanent' ? 'permanent' : ''].filter(Boolean).join('; ');
      if (envelope.length >= MAX_CONDITIONS || known.length > MAX_NAME || note.length > MAX_NOTE) {
        leftOver.push(`${keyword}${note ? ` (${note})` : ''}`);
        continue;
      }
      let id = text(c['id']) || conditionId;
      for (let n = 2; ids.has(id) || id.length > MAX_NAME; n++) id = `${conditionId.slice(0, 180)}-${n}`;
      ids.add(id);
      envelope.push({ id, conditionId, name: known, rounds: null, note, ...(until === 'stretch' ? { until: 'stretch' } : until === 'full-rest' ? { until: 'rest' } : {}) });
    }
    if (leftOver.length > 0) {
      data['notes'] = `${text(data['notes'])}${text(data['notes']) ? '\n\n' : ''}Conditions kept here (too many or too long for the conditions list): ${leftOver.join('; ')}`;
      notes.push(`${leftOver.length} Murdham condition${leftOver.length === 1 ? ' was' : 's were'} too many or too long for the conditions list and ${leftOver.length === 1 ? 'is' : 'are'} kept in the notes.`);
    }
    const { conditions: _moved, dead: _dead, ...rest } = data;
    const next: Json = { ...rest, life, owed: [], pending: null };
    const { conditions: _envelope, ...envelopeless } = doc;
    return { ...envelopeless, data: next, ...(envelope.length > 0 ? { conditions: envelope } : {}), dataVersion: 2 };
  },
};

export const MURDHAM_MIGRATIONS: readonly DataMigration[] = [toVersion2];
