/** The part of navigator.storage we use (absent in old browsers and some webviews). */
export type PersistentStorage = Pick<StorageManager, 'persist' | 'persisted'>;

/**
 * Whether the browser keeps this origin's storage when the phone runs low on space.
 * 'unknown' until it answers; 'unsupported' without the API, where the app has nothing to say.
 */
export type Persistence = 'unknown' | 'unsupported' | 'granted' | 'not-granted';

/** What watching for an install needs from the page (a stub in unit tests). */
export type InstallSignals = Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'>;

export type StoragePersistence = ReturnType<typeof createStoragePersistence>;

/**
 * Asks the browser to keep saved tickets under storage pressure, again whenever it matters: for
 * each new ticket while not granted, and once the app is installed (Chromium grants installed
 * apps). Never more than once per ticket and never while a question is open, because Firefox
 * shows a prompt each time. Screens read the answer to tell the traveller when tickets may go.
 */
export function createStoragePersistence(storage: PersistentStorage | undefined) {
  const supported = typeof storage?.persist === 'function' && typeof storage.persisted === 'function';
  let state: Persistence = supported ? 'unknown' : 'unsupported';
  const listeners = new Set<() => void>();
  const askedFor = new Set<string>();
  let asking: Promise<boolean> | undefined;

  const set = (next: Persistence) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  /** Reads the answer without asking (no prompt anywhere); an answer to a question asked meanwhile wins. */
  async function check(): Promise<void> {
    if (!storage || !supported) return;
    let answer: Persistence;
    try {
      answer = (await storage.persisted()) ? 'granted' : 'not-granted';
    } catch {
      // An insecure or sandboxed context: nothing the traveller can act on.
      answer = 'unsupported';
    }
    if (state === 'unknown') set(answer);
  }

  async function askNow(): Promise<boolean> {
    if (!storage) return false;
    try {
      const granted = (await storage.persisted()) || (await storage.persist());
      set(granted ? 'granted' : 'not-granted');
      return granted;
    } catch {
      // A refusal or an unsupported context is not an error for the traveller: the vault still works.
      set('not-granted');
      return false;
    }
  }

  /** Asks unless granted; a second call while the browser is still answering shares the first. */
  function ask(): Promise<boolean> {
    if (!supported) return Promise.resolve(false);
    if (state === 'granted') return Promise.resolve(true);
    asking ??= askNow().finally(() => {
      asking = undefined;
    });
    return asking;
  }

  return {
    /** The vault calls this when it keeps a ticket it did not hold before. */
    askForNewTicket(reference: string): Promise<boolean> {
      const key = reference.trim().toUpperCase();
      if (askedFor.has(key)) return Promise.resolve(state === 'granted');
      askedFor.add(key);
      return ask();
    },

    /** Asks once the app is installed, and on a start as the installed app; returns the cleanup. */
    watchInstall(page: InstallSignals): () => void {
      const onInstalled = () => void ask();
      page.addEventListener('appinstalled', onInstalled);
      if (page.matchMedia?.('(display-mode: standalone)').matches) void ask();
      return () => page.removeEventListener('appinstalled', onInstalled);
    },

    getState: (): Persistence => state,

    /** The first subscriber makes the store read the browser's answer. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (state === 'unknown') void check();
      return () => void listeners.delete(listener);
    },
  };
}

export const storagePersistence = createStoragePersistence(globalThis.navigator?.storage);

/** Start-up: ask again when the app is installed or opened as the installed app. */
export const startStoragePersistence = () => storagePersistence.watchInstall(window);
