import * as v from 'valibot';
import { createSessionStore } from '@/lib/session-store';

/** The visitor's anonymous bearer (spec 1 §6), for the tab's life. Fetched by ./guest-token.ts. */
export const guestTokenStore = createSessionStore(
  'freely.guest-token',
  v.nullable(v.object({ token: v.string(), expiresAt: v.number() })),
  null,
);

/** The guest token while it is still valid, else undefined. */
export function guestBearer(now = Date.now()): string | undefined {
  const held = guestTokenStore.get();
  return held && held.expiresAt > now ? held.token : undefined;
}
