/**
 * The PouchDB this app runs (PouchDB 9): its core with the `idb` IndexedDB adapter (the long-proven one, not the
 * newer `indexeddb` adapter), the HTTP adapter for the CouchDB server and replication. Nothing else of PouchDB is
 * bundled, and this module is only imported by the sync code, which loads once a campaign is shared.
 */
import PouchDB from 'pouchdb-core';
import idb from 'pouchdb-adapter-idb';
import http from 'pouchdb-adapter-http';
import replication from 'pouchdb-replication';

/** The PouchDB constructor for this device: local databases in IndexedDB, remote ones over HTTP. */
export const DevicePouch: PouchDB.Static = PouchDB.plugin(idb).plugin(http).plugin(replication);

/** Local database name for a shared campaign (IndexedDB keeps it as `_pouch_<name>`). */
export function localDatabaseName(campaignId: string): string {
  return `sheetsmith-campaign-${campaignId}`;
}
