// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { envelopeSchema } from '@contract/envelope';
import { ApiError, noConnectionError } from '@/api/api-error';
import { defineCall } from '@contract/call';
import { apiCall } from '@/api/client';
import { DEADLINE_MS } from '@/api/deadlines';
import { createQueryClient, shouldRetryQuery } from './query-client';

const schema = envelopeSchema(v.object({ n: v.number() }));
const stalledRead = defineCall({ service: 'settings', method: 'GET', path: '/x', response: schema });

describe('shouldRetryQuery', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('never retries a request that got no answer: a deadline has already waited', () => {
    expect(shouldRetryQuery(0, noConnectionError(true))).toBe(false);
    expect(shouldRetryQuery(0, noConnectionError(false))).toBe(false);
  });

  it('gives a server fault two more tries and a refusal none', () => {
    const fault = new ApiError('down', { status: 503 });
    expect([0, 1, 2].map((n) => shouldRetryQuery(n, fault))).toEqual([true, true, false]);
    expect(shouldRetryQuery(0, new ApiError('no', { status: 400 }))).toBe(false);
  });

  it('never retries while the phone says it is offline (the retry would pause for ever)', () => {
    onlineManager.setOnline(false);
    expect(shouldRetryQuery(0, new ApiError('down', { status: 503 }))).toBe(false);
  });
});

describe('a query on a stalled link', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // AbortSignal.timeout runs on the environment's own timers: drive it with the fake clock.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
      return controller.signal;
    });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  const watch = () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['stalled'], queryFn: ({ signal }) => apiCall(stalledRead, { signal }) });
    const unsubscribe = observer.subscribe(() => undefined);
    return { observer, unsubscribe };
  };

  it('reaches the error state at the read deadline, with one request and no retry', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    vi.stubGlobal('fetch', fetchSpy);
    const { observer, unsubscribe } = watch();
    await vi.advanceTimersByTimeAsync(DEADLINE_MS.read - 1);
    expect(observer.getCurrentResult().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const result = observer.getCurrentResult();
    expect(result.status).toBe('error');
    expect(result.error).toMatchObject({ offline: true, timedOut: true });
    // Well within the 10 s the issue allows, and nothing asked again behind the traveller's back.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('offline, fails at once instead of sitting paused', async () => {
    onlineManager.setOnline(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { observer, unsubscribe } = watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    unsubscribe();
  });
});
