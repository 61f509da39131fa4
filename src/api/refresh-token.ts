import * as v from 'valibot';
import * as sessionCalls from '@contract/calls/session';
import { isSuccess } from '@contract/envelope';
import type { RefreshRequest } from '@contract/session';
import { DEADLINE_MS, startDeadline } from './deadlines';
import { callUrl } from './services';
import { sessionStore } from './session';

/**
 * 'refused': the server ended the sign-in (sign in again). 'unreachable': no answer came (no
 * signal, a stalled link): the traveller stays signed in and the call fails as offline.
 */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

let inFlight: Promise<RefreshOutcome> | undefined;

/**
 * Trades the refresh-token cookie for a new access token, once at a time: the server rotates
 * refresh tokens and treats a reused one as theft, so two parallel 401s must share one refresh.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/** Sent with plain fetch: apiCall's own 401 handling is what calls this. */
const call = sessionCalls.refreshToken;

async function doRefresh(): Promise<RefreshOutcome> {
  const session = sessionStore.get();
  if (!session) return 'refused';
  // The refresh token rides in its HttpOnly cookie; a session stored before the cookie sends its own once.
  const body: RefreshRequest = { token: session.token, ...(session.refreshToken ? { refreshToken: session.refreshToken } : {}) };
  // A refresh on a stalled link gives up rather than holding every call behind it.
  const deadline = startDeadline(DEADLINE_MS.refresh);
  let res: Response;
  try {
    res = await fetch(callUrl(call), {
      method: call.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
      signal: deadline.signal,
    });
  } catch {
    return 'unreachable';
  }
  // A server that is up but failing (5xx) is no verdict on the sign-in either.
  if (res.status >= 500) return 'unreachable';
  let json: unknown;
  try {
    json = await res.json();
  } catch (error) {
    // An answer cut or stalled half-way is no verdict either; only one that is not JSON is.
    if (!(error instanceof SyntaxError)) return 'unreachable';
  }
  const parsed = v.safeParse(call.response, json);
  if (!res.ok || !parsed.success || !isSuccess(parsed.output)) return 'refused';
  await sessionStore.setToken(parsed.output.data.token);
  return 'refreshed';
}
