import { useSyncExternalStore } from 'react';
import { storagePersistence, type Persistence, type StoragePersistence } from './storage-persistence';

/** Whether the browser keeps saved tickets under storage pressure ('unknown' until it answers). */
export function useStoragePersisted(store: StoragePersistence = storagePersistence): Persistence {
  return useSyncExternalStore(store.subscribe, store.getState, () => 'unknown');
}
