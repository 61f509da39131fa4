import type { Db } from '../db/client';
import type { KnownDevice } from './device-cookie';
import { SIGNIN_ACCOUNT_LIMIT, SIGNIN_ADDRESS_LIMIT, SIGNIN_PLACE_LIMIT } from './limits';
import { clearAttempts, limitKey, recordFailure, releaseAttempt, takeAttempt, type Limit } from './rate-limit';

/*
 * Guesses at an account's secret: a password, a sign-in code, a password-reset code. Each guess
 * takes an attempt from every counter that applies BEFORE the secret is checked:
 *   - the account from this place (the address, or the account's own known phone): 5, then back-off;
 *   - unless from its known phone: this address across all accounts, and this account from
 *     anywhere (both only fill with failures: a success hands its attempt back).
 * A wrong guess then blocks the counters whose allowance it spent; a right one clears its place.
 */

/** Where a guess comes from. */
export type Place = { address: string; device?: KnownDevice };

export type Guess = {
  /** The secret was right: this place starts afresh, the shared counters get their attempt back. */
  succeeded(): Promise<void>;
  /** The secret was wrong: counters with back-off block once their allowance is spent. */
  failed(): Promise<void>;
};

type Counter = { key: string; limit: Limit; shared: boolean };

/** The account a guess aims at: an existing account's id, else the name typed (unknown names are limited too). */
export const guessTarget = (customerId: number | undefined, userName: string) =>
  customerId !== undefined ? `acct:${customerId}` : `user:${userName}`;

function countersFor(target: string, customerId: number | undefined, place: Place): Counter[] {
  const device = place.device && customerId !== undefined && place.device.customerId === customerId ? place.device : undefined;
  if (device) return [{ key: limitKey('guess-device', target, device.deviceId), limit: SIGNIN_PLACE_LIMIT, shared: false }];
  return [
    { key: limitKey('guess-place', target, place.address), limit: SIGNIN_PLACE_LIMIT, shared: false },
    { key: limitKey('guess-address', place.address), limit: SIGNIN_ADDRESS_LIMIT, shared: true },
    { key: limitKey('guess-account', target), limit: SIGNIN_ACCOUNT_LIMIT, shared: true },
  ];
}

/** Takes one guess, or says how long to wait (nothing is taken then). */
export async function takeGuess(db: Db, target: string, customerId: number | undefined, place: Place): Promise<Guess | { retryAfterMs: number }> {
  const counters = countersFor(target, customerId, place);
  const taken: Counter[] = [];
  for (const counter of counters) {
    const result = await takeAttempt(db, counter.key, counter.limit);
    if (!result.ok) {
      await Promise.all(taken.map((t) => releaseAttempt(db, t.key)));
      return { retryAfterMs: result.retryAfterMs };
    }
    taken.push(counter);
  }
  return {
    async succeeded() {
      await Promise.all(counters.map((t) => (t.shared ? releaseAttempt(db, t.key) : clearAttempts(db, t.key))));
    },
    async failed() {
      await Promise.all(counters.map((t) => recordFailure(db, t.key, t.limit)));
    },
  };
}

export const isRefused = (guess: Guess | { retryAfterMs: number }): guess is { retryAfterMs: number } => 'retryAfterMs' in guess;
