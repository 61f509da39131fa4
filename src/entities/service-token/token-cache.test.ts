import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createWalletTokenCache, TOKEN_MARGIN_MS, WalletTokenError } from './wallet-token';

function setUp(owner: string | null = '7') {
  let clock = 1_000_000;
  let issued = 0;
  const fetchToken = vi.fn(async () => ({ access_token: `t${++issued}`, expires_in: 600 }));
  const who = { owner };
  const cache = createWalletTokenCache(fetchToken, () => who.owner, () => clock);
  return { cache, fetchToken, who, advance: (ms: number) => (clock += ms) };
}

describe('the wallet token', () => {
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

  it('is refused without a signed-in customer, and a failed request is a WalletTokenError that keeps its offline flag', async () => {
    const signedOut = setUp(null);
    await expect(signedOut.cache.get()).rejects.toBeInstanceOf(WalletTokenError);
    expect(signedOut.fetchToken).not.toHaveBeenCalled();

    const { cache, fetchToken } = setUp();
    fetchToken.mockRejectedValueOnce(new ApiError('offline', { offline: true }));
    const error = await cache.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletTokenError);
    expect(error).toMatchObject({ offline: true });
    // A failure is not kept: the next call asks again.
    expect(await cache.get()).toBe('t1');
  });
});
