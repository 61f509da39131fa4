import { useSyncExternalStore } from 'react';
import * as v from 'valibot';

export type SessionStore<T> = {
  get: () => T;
  /** The value before anything is stored: what a prerendered page shows (see useSessionStore). */
  initial: T;
  set: (next: T | ((prev: T) => T)) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * A typed value in sessionStorage: survives a reload and a round trip to a payment provider in
 * the same tab, and is re-validated when read back (a stale or tampered value becomes `initial`).
 */
export function createSessionStore<S extends v.GenericSchema>(key: string, schema: S, initial: v.InferOutput<S>): SessionStore<v.InferOutput<S>> {
  type T = v.InferOutput<S>;
  const listeners = new Set<() => void>();
  let cache: T | undefined;
  const read = (): T => {
    if (cache !== undefined) return cache;
    try {
      const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
      const parsed = raw ? v.safeParse(schema, JSON.parse(raw)) : undefined;
      cache = parsed?.success ? parsed.output : initial;
    } catch {
      cache = initial;
    }
    return cache as T;
  };
  const write = (value: T) => {
    cache = value;
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or full storage: keep the value in memory for this page.
    }
    listeners.forEach((l) => l());
  };
  return {
    get: read,
    initial,
    set: (next) => write(typeof next === 'function' ? (next as (prev: T) => T)(read()) : next),
    clear: () => {
      cache = initial;
      try {
        sessionStorage.removeItem(key);
      } catch {
        // nothing stored
      }
      listeners.forEach((l) => l());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads a session store in a component and re-renders when it changes. A prerendered page was
 * rendered with nothing stored: hydration renders the initial value too, then what this tab kept.
 */
export const useSessionStore = <T,>(store: SessionStore<T>): T => useSyncExternalStore(store.subscribe, store.get, () => store.initial);
