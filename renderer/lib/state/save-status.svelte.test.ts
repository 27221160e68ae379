/**
 * The save status tells the truth: a failed write stays visible until a write of the same thing succeeds (a restore
 * point saved afterwards does not hide a failed character save), a full disk says what to do, a stale save is
 * handed to the state class instead of shown as an error, and a store closed by an upgrade says to reload.
 */
import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { QUOTA_MESSAGE, SaveStatus, isQuotaError, writeKeys } from './save-status.svelte';
import { RevisionConflictError, StoreClosedError } from '../store/store-errors';

/** A write that fails with `error` (a rejected promise, as a repository returns). */
const failing = (error: unknown): Promise<never> => Promise.reject(error);

/** A write the test settles by hand, to control the order in which writes finish. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SaveStatus', () => {
  it('starts as saved on this device, says Saving… while a write runs and All changes saved after', async () => {
    const status = new SaveStatus();
    expect(status.label).toBe('Saved on this device');
    const write = deferred<string>();
    const tracked = status.track(write.promise, writeKeys.character('a'));
    expect(status.pending).toBe(1);
    expect(status.label).toBe('Saving…');
    write.resolve('stored');
    expect(await tracked).toBe('stored');
    expect(status.pending).toBe(0);
    expect(status.label).toBe('All changes saved');
    expect(status.error).toBeNull();
  });

  it('keeps a failed character save visible when the next restore point saves fine', async () => {
    const status = new SaveStatus();
    expect(await status.track(failing(new Error('The disk is busy.')), writeKeys.character('a'))).toBeUndefined();
    await status.track(Promise.resolve('point'), writeKeys.points('a'));
    expect(status.label).toBe('Not saved: The disk is busy.');
    expect(status.error).toBe('The disk is busy.');
    // The next character save that succeeds clears it.
    await status.track(Promise.resolve('row'), writeKeys.character('a'));
    expect(status.label).toBe('All changes saved');
    expect(status.error).toBeNull();
  });

  it('says a failed restore point is the restore point, not the change it records (issue #23 §8)', async () => {
    const status = new SaveStatus();
    // A level-up: the character is written, then its restore point fails on a full disk.
    await status.track(Promise.resolve('row'), writeKeys.character('a'));
    await status.track(failing(new DOMException('full', 'QuotaExceededError')), writeKeys.points('a'));
    expect(status.label).toBe(`Restore point not saved: ${QUOTA_MESSAGE}`);
    expect(status.label).not.toMatch(/^Not saved/);
    expect(status.error).toBe(QUOTA_MESSAGE);
    // A document that is not saved comes first, whatever failed before it.
    await status.track(failing(new Error('The disk is busy.')), writeKeys.character('b'));
    expect(status.label).toBe('Not saved: The disk is busy. (and 1 more not saved)');
    await status.track(Promise.resolve('row'), writeKeys.character('b'));
    expect(status.label).toBe(`Restore point not saved: ${QUOTA_MESSAGE}`);
  });

  it('shows the first unresolved failure and how many more there are', async () => {
    const status = new SaveStatus();
    await status.track(failing(new Error('First.')), writeKeys.character('a'));
    await status.track(failing(new Error('Second.')), writeKeys.campaign('k'));
    await status.track(failing(new Error('Third.')), writeKeys.character('b'));
    expect(status.label).toBe('Not saved: First. (and 2 more not saved)');
    // A later failure of the same write replaces its message but keeps its place.
    await status.track(failing(new Error('First, again.')), writeKeys.character('a'));
    expect(status.problems.map((p) => [p.key, p.message])).toEqual([
      ['character:a', 'First, again.'],
      ['campaign:k', 'Second.'],
      ['character:b', 'Third.'],
    ]);
    await status.track(Promise.resolve(), writeKeys.character('a'));
    expect(status.label).toBe('Not saved: Second. (and 1 more not saved)');
    status.resolve(writeKeys.campaign('k'));
    expect(status.label).toBe('Not saved: Third.');
  });

  it('ignores an older write failing after a newer write of the same thing succeeded, not the reverse', async () => {
    const status = new SaveStatus();
    const older = deferred<void>();
    const trackedOlder = status.track(older.promise, writeKeys.character('a'));
    await status.track(Promise.resolve(), writeKeys.character('a'));
    older.reject(new Error('Late failure.'));
    await trackedOlder;
    expect(status.error).toBeNull();

    const newer = deferred<void>();
    const slowOld = deferred<void>();
    const trackedSlowOld = status.track(slowOld.promise, writeKeys.character('a'));
    const trackedNewer = status.track(newer.promise, writeKeys.character('a'));
    newer.reject(new Error('Newest failed.'));
    await trackedNewer;
    // The older write succeeding afterwards did not write the newest state: the failure stays.
    slowOld.resolve();
    await trackedSlowOld;
    expect(status.error).toBe('Newest failed.');
  });

  it('says what to do when the storage is full, however the error is wrapped', async () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const status = new SaveStatus();
    await status.track(failing(quota), writeKeys.character('a'));
    expect(status.label).toBe(`Not saved: ${QUOTA_MESSAGE}`);
    expect(QUOTA_MESSAGE).toBe("The device's storage is full: make a backup, empty the trash, then try again.");
    // As Dexie reports it: its own QuotaExceededError, or an aborted transaction wrapping the browser's error.
    expect(isQuotaError(new Dexie.QuotaExceededError('full', quota))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quota))).toBe(true);
    expect(isQuotaError(new Error('outer', { cause: quota }))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });

  it('hands a stale save to the caller instead of showing an error', async () => {
    const status = new SaveStatus();
    const conflict = new RevisionConflictError('a', '1-aa', '2-bb', { id: 'a' });
    const seen: RevisionConflictError[] = [];
    const result = await status.track(failing(conflict), writeKeys.character('a'), { onConflict: (c) => seen.push(c) });
    expect(result).toBeUndefined();
    expect(seen).toEqual([conflict]);
    expect(status.error).toBeNull();
    expect(status.problems).toEqual([]);
  });

  it('says to reload once the store was closed by an upgrade in another window', async () => {
    const status = new SaveStatus();
    await status.track(failing(new Error('Something else.')), writeKeys.settings);
    await status.track(failing(new StoreClosedError()), writeKeys.character('a'));
    expect(status.storeClosed).toBe(true);
    expect(status.label).toBe('Sheetsmith was updated in another window; reload to continue. Nothing was lost.');
    expect(status.error).toBe(status.label);
    const other = new SaveStatus();
    other.markStoreClosed();
    expect(other.label).toBe(status.label);
  });
});
