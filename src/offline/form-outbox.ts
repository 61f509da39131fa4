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
  if (data.type === 'OUTBOX_ITEMS') {
    setState({ ready: true, items: data.items });
    keepRetrying();
  } else setState({ settled: [...state.settled, { id: data.id, kind: data.kind, outcome: data.outcome, message: data.message }] });
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
 * Background Sync sends what waits on the next start), whenever the connection returns, and on a
 * timer while forms wait (keepRetrying).
 */
export function startFormOutboxBridge() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) {
    setState({ ready: true, supported: false });
    return;
  }
  navigator.serviceWorker.addEventListener('message', (event) => receiveOutboxMessage(event.data));
  navigator.serviceWorker.startMessages();
  // A retry ends by listing what is left, so one command covers both; with no link it fails at once.
  void command({ type: 'OUTBOX_RETRY' });
  window.addEventListener('online', () => {
    void command({ type: 'OUTBOX_RETRY' });
    keepRetrying(true);
  });
}

/**
 * While forms wait they are tried again on a timer, whatever navigator.onLine says: a phone behind
 * a captive portal, or whose link died unnoticed, calls itself online and fires no 'online' when the
 * link returns. From 5 s, doubling, at most every 20 s: with the worker's replay deadline a form
 * reaches the server at most about 30 s after its link returns (issue 34). The idempotency key keeps
 * it one form however many tries reach the server.
 */
export const OUTBOX_RETRY_MS = { first: 5_000, max: 20_000 } as const;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay: number = OUTBOX_RETRY_MS.first;

/** Schedules the next timed retry while forms wait; `restart` begins again from the first delay (the link just came back). */
export function keepRetrying(restart = false) {
  const waiting = state.items.length > 0;
  if (restart || !waiting) {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    retryDelay = OUTBOX_RETRY_MS.first;
  }
  if (!waiting || retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void command({ type: 'OUTBOX_RETRY' });
    retryDelay = Math.min(retryDelay * 2, OUTBOX_RETRY_MS.max);
    keepRetrying();
  }, retryDelay);
}
