/**
 * Schema 3 → 4: the fields an edit changed move from the edit's payload (`payload.fields`) to the entry itself
 * (`fields`), where the one write path now writes them for every kind of change. Conditions (`conditions`) and the
 * system data's version (`dataVersion`) are new and optional: absent means none and version 1, so nothing is added.
 * Shipped with schema 4 and never edited afterwards. Pure and total: what it does not recognise it leaves as it is.
 */

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One entry with its payload's `fields` moved up beside the sentence (an empty payload is dropped). */
function entryToSchema4(raw: unknown): unknown {
  if (!isRecord(raw) || raw['kind'] !== 'edit' || !isRecord(raw['payload'])) return raw;
  const { fields, ...payload } = raw['payload'];
  if (fields === undefined) return raw;
  const { payload: _old, ...entry } = raw;
  return { ...entry, fields, ...(Object.keys(payload).length > 0 ? { payload } : {}) };
}

/** Upgrades one schema-3 character to schema 4. */
export function fieldsToSchema4(doc: Raw): Raw {
  const history = doc['history'];
  return { ...doc, ...(Array.isArray(history) ? { history: history.map(entryToSchema4) } : {}), schemaVersion: 4 };
}
