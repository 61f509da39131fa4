import * as sessionCalls from '@contract/calls/session';
import { sealRequest } from '@contract/cipher';
import { COUNTRY_ID, GUEST_USER_NAME, WEB_CLIENT_ID } from '@contract/session';
import { apiCall } from './client';
import { guestBearer, guestTokenStore } from './guest-token-store';
import { getPublicKey } from './public-key';
import { sessionStore } from './session';

let pending: Promise<void> | undefined;

/**
 * Spec 1 §2 Home / §6: a visitor gets an anonymous guest token, sent as the bearer of guest calls.
 * Fetched once per tab when not signed in; no secret is involved (the server issues it to any device).
 */
export function ensureGuestToken(): Promise<void> {
  if (sessionStore.get() || guestBearer(Date.now() + 60_000) || !navigator.onLine) return Promise.resolve();
  pending ??= fetchGuestToken()
    .catch(() => guestTokenStore.clear()) // guests can still book without it
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

async function fetchGuestToken() {
  const { body } = await sealRequest(await getPublicKey(), 'token', {
    userName: GUEST_USER_NAME,
    password: '',
    deviceToken: '',
    countryId: COUNTRY_ID,
    clientId: WEB_CLIENT_ID,
  });
  const answer = await apiCall(sessionCalls.guestToken, { body });
  guestTokenStore.set({ token: answer.data.access_token, expiresAt: Date.now() + answer.data.expires_in * 1000 });
}
