/**
 * How characters and campaigns sit in a shared campaign's database (see pouch-document-store.ts): read back at the
 * current schema (an older one migrated, a newer one refused in words), written as the envelope an export writes.
 * A body from the server is someone else's writing: anything that is not a Sheetsmith document of the expected kind
 * is refused with a DocumentError rather than shown half-read.
 */
import type { CharacterDocument } from '../../../core/documents/character';
import { CAMPAIGN_SCHEMA_VERSION, type CampaignDocument } from '../../../core/documents/campaign';
import { DocumentError } from '../../../core/documents/errors';
import { campaignEnvelope, characterEnvelope } from '../../../core/documents/import';
import { loadedSystem } from '../../../core/systems/registry';
import { rosterCard } from '../../../core/systems/card';
import { currentCharacter, readCampaign } from '../store/rows';
import type { SharedCodec } from './pouch-document-store';

/** Whether `raw` claims to be a document of `format` with the fields every document has. */
function looksLike(raw: Record<string, unknown>, format: string): boolean {
  return raw['format'] === format && typeof raw['id'] === 'string' && typeof raw['name'] === 'string' && typeof raw['schemaVersion'] === 'number';
}

export const characterCodec: SharedCodec<CharacterDocument> = {
  read(raw) {
    if (!looksLike(raw, 'sheetsmith/character')) throw new DocumentError('invalid', 'A shared document is not a Sheetsmith character.');
    // looksLike checked the envelope's own fields; currentCharacter checks the schema and migrates.
    const doc = raw as unknown as CharacterDocument;
    return currentCharacter(doc, `“${doc.name}” was saved by a newer Sheetsmith on another device; update to open it.`);
  },
  envelope: characterEnvelope,
  card(doc) {
    const system = loadedSystem(doc.system);
    return system ? rosterCard(system, doc) : null;
  },
};

export const campaignCodec: SharedCodec<CampaignDocument> = {
  read(raw) {
    if (!looksLike(raw, 'sheetsmith/campaign')) throw new DocumentError('invalid', 'A shared document is not a Sheetsmith campaign.');
    const doc = raw as unknown as CampaignDocument;
    if (doc.schemaVersion > CAMPAIGN_SCHEMA_VERSION) throw new DocumentError('newer-version', `“${doc.name}” was saved by a newer Sheetsmith; update to open it.`);
    return readCampaign({ ...doc, sortName: '' });
  },
  envelope: campaignEnvelope,
};
