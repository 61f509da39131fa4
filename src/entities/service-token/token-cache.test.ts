import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createTokenCache, ServiceTokenError, TOKEN_MARGIN_MS } from './token-cache';

function setUp(owner: string | null = '7') {
  let clock = 1_000_000;
  let issued = 0;
  const fetchToken = vi.fn(async () => ({ access_token: `t${++issued}`, expires_in: 600 }));
  const who = { owner };
  const cache = createTokenCache({ fetchToken, ownerOf: () => who.owner, signedOutMessage: 'Sign in first.', now: () => clock });
  return { cache, fetchToken, who, advance: (ms: number) => (clock += ms) };
}

describe('a service token (wallet, bills)', () => {
  it('is asked for once and reused until 30 s before it expires', async () => {
    const { cache, fetchToken, advance } = setUp();
    expect(await cache.get()).toBe('t1');
    advance(600_000 - TOKEN_MARGIN_MS - 1);
    expect(await cache.get()).toBe('t1');
    advance(1);
    expect(await cache.get()).toBe('t2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('is shared by calls made at the same time', async () => {
    const { cache, fetchToken } = setUp();
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual(['t1', 't1', 't1']);
    expect(fetchToken).toHaveBeenCalledOnce();
  });

  it('is asked for again once dropped (a 401), and for another customer', async () => {
    const { cache, who } = setUp();
    expect(await cache.get()).toBe('t1');
    cache.drop();
    expect(await cache.get()).toBe('t2');
    who.owner = '8';
    expect(await cache.get()).toBe('t3');
  });

  it('is refused without a signed-in customer, and a failed request is a ServiceTokenError that keeps its offline flag', async () => {
    const signedOut = setUp(null);
    await expect(signedOut.cache.get()).rejects.toBeInstanceOf(ServiceTokenError);
    expect(signedOut.fetchToken).not.toHaveBeenCalled();

    const { cache, fetchToken } = setUp();
    fetchToken.mockRejectedValueOnce(new ApiError('offline', { offline: true }));
    const error = await cache.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceTokenError);
    expect(error).toMatchObject({ offline: true });
    // A failure is not kept: the next call asks again.
    expect(await cache.get()).toBe('t1');
  });
});
