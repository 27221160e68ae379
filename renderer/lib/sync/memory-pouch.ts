/**
 * PouchDB over its memory adapter, for unit tests and the benchmark under plain Node (the app's `idb` adapter needs
 * a browser's IndexedDB: fake-indexeddb does not carry PouchDB's blob check). The document store and replication
 * code under test are the same; only where the local database keeps its bytes differs.
 */
import PouchDB from 'pouchdb-core';
import memory from 'pouchdb-adapter-memory';
import http from 'pouchdb-adapter-http';
import replication from 'pouchdb-replication';

/** The PouchDB constructor for tests: local databases in memory, remote ones over HTTP. */
export const MemoryPouch: PouchDB.Static = PouchDB.plugin(memory).plugin(http).plugin(replication);
