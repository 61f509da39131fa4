import { createStore, delMany, keys } from 'idb-keyval';

/**
 * Where the staff scanner (src/features/scanner) keeps what it needs with no signal, in IndexedDB
 * stores of its own (the query cache expires; a shift must not):
 * - 'freely-scanner'/'prep': the staff profile and token, the ticket keys, the day manifests and
 *   the device's id. Account-bound parts go at sign-out (forgetScannerPrep); the public keys and
 *   the device id belong to the phone and stay.
 * - 'freely-scan-log'/'scans': the boarding log, one record per scan. Never cleared at sign-out:
 *   scans not yet sent must still reach the server.
 */
let prepStore: ReturnType<typeof createStore> | undefined;
let logStore: ReturnType<typeof createStore> | undefined;
export const scannerPrepDb = () => (prepStore ??= createStore('freely-scanner', 'prep'));
export const scanLogDb = () => (logStore ??= createStore('freely-scan-log', 'scans'));

/** Keys of the prep store that belong to the signed-in staff member, not to the phone. */
export const isAccountPrepKey = (key: IDBValidKey) => typeof key === 'string' && (key === 'profile' || key.startsWith('manifest:'));

/** Sign-out: the staff token and the passenger lists leave the phone with the account. */
export async function forgetScannerPrep(): Promise<void> {
  const db = scannerPrepDb();
  await delMany((await keys(db)).filter(isAccountPrepKey), db);
}
