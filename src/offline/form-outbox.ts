import { useSyncExternalStore } from 'react';
import { isOutboxUpdate, type OutboxCommand, type OutboxItem, type QueuedFormKind } from '@contract/outbox';

/** A queued form that has just reached the server (or been refused by it). */
export type SettledForm = { id: string; kind: QueuedFormKind; outcome: 'delivered' | 'rejected'; message: string };

export type OutboxState = {
  /** False until the service worker has answered once (or when there is none). */
  ready: boolean;
  supported: boolean;
  items: OutboxItem[];
  /** Newest last; the shell shows and then drops them. */
  settled: SettledForm[];
};

/** Before the worker has answered; also what a prerendered page shows (useOutbox). */
const INITIAL: OutboxState = { ready: false, supported: true, items: [], settled: [] };
let state: OutboxState = INITIAL;
const listeners = new Set<() => void>();
const setState = (next: Partial<OutboxState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

/** Applies a message from the service worker (exported for tests). */
export function receiveOutboxMessage(data: unknown) {
  if (!isOutboxUpdate(data)) return;
  if (data.type === 'OUTBOX_ITEMS') setState({ ready: true, items: data.items });
  else setState({ settled: [...state.settled, { id: data.id, kind: data.kind, outcome: data.outcome, message: data.message }] });
}

async function command(message: OutboxCommand) {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

export const outboxStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  retry: () => command({ type: 'OUTBOX_RETRY' }),
  discard: (id: string) => command({ type: 'OUTBOX_DISCARD', id }),
  dismissSettled: (id: string) => setState({ settled: state.settled.filter((s) => s.id !== id) }),
};

export const useOutbox = () => useSyncExternalStore(outboxStore.subscribe, outboxStore.get, () => INITIAL);

/**
 * Listens to the service worker's form outbox and nudges it: on start (a browser without
 * Background Sync sends what waits on the next start) and whenever the connection returns.
 */
export function startFormOutboxBridge() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) {
    setState({ ready: true, supported: false });
    return;
  }
  navigator.serviceWorker.addEventListener('message', (event) => receiveOutboxMessage(event.data));
  navigator.serviceWorker.startMessages();
  // A retry ends by listing what is left, so one command covers both.
  void command({ type: navigator.onLine ? 'OUTBOX_RETRY' : 'OUTBOX_LIST' });
  window.addEventListener('online', retryWhileWaiting);
}

/**
 * A phone says it is online a moment before its link carries anything (and the worker may hear it
 * later than the page): the first try can fail. While forms still wait, try again a little later.
 */
const RETRY_AFTER_ONLINE_MS = [3_000, 10_000];
function retryWhileWaiting() {
  void command({ type: 'OUTBOX_RETRY' });
  for (const ms of RETRY_AFTER_ONLINE_MS) {
    setTimeout(() => {
      if (navigator.onLine && state.items.length > 0) void command({ type: 'OUTBOX_RETRY' });
    }, ms);
  }
}
