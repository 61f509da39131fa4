/** The part of navigator.storage we use (absent in old browsers and some webviews). */
export type PersistentStorage = Pick<StorageManager, 'persist' | 'persisted'>;

let request: Promise<boolean> | undefined;

/**
 * Asks the browser to keep this origin's storage under pressure, so saved tickets are not evicted
 * while the phone is low on space. Asked at most once per page life (the vault calls it on its
 * first save), and not at all when storage is already persistent: Firefox shows a prompt.
 */
export function requestPersistentStorage(storage: PersistentStorage | undefined = globalThis.navigator?.storage): Promise<boolean> {
  request ??= ask(storage);
  return request;
}

async function ask(storage: PersistentStorage | undefined): Promise<boolean> {
  if (!storage?.persist || !storage.persisted) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    // A refusal or an unsupported context is not an error for the traveller: the vault still works.
    return false;
  }
}
