import * as v from 'valibot';
import { isSuccess } from '@contract/envelope';
import { refreshResponse } from '@contract/onboarding';
import { API_BASE } from './services';
import { sessionStore } from './session';

let inFlight: Promise<boolean> | undefined;

/**
 * Trades the refresh token for a new pair, once at a time: the server rotates refresh tokens and
 * treats a reused one as theft, so two parallel 401s must share one refresh.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function doRefresh(): Promise<boolean> {
  const session = sessionStore.get();
  if (!session) return false;
  try {
    const res = await fetch(`${API_BASE.onboarding}/Customer/generatenewtoken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token: session.token, refreshToken: session.refreshToken }),
    });
    const parsed = v.safeParse(refreshResponse, await res.json().catch(() => undefined));
    if (!res.ok || !parsed.success || !isSuccess(parsed.output)) return false;
    await sessionStore.setTokens(parsed.output.data.token, parsed.output.data.refreshToken);
    return true;
  } catch {
    return false;
  }
}
