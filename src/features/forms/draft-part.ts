import type { SessionStore } from '@/lib/session-store';

/**
 * useDraftForm's store, read and apply for a form that holds one part of its draft (`key`): the
 * feedback's values, the partner's vehicle or one partner type's contact details.
 */
export function draftPart<D, K extends keyof D & string>(store: SessionStore<D>, key: K) {
  return {
    store,
    read: (draft: D): D[K] => draft[key],
    apply: (draft: D, part: D[K]): D => ({ ...draft, [key]: part }),
  };
}
