// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { envelopeSchema } from '@contract/envelope';
import { defineCall } from '@contract/call';
import { apiCall, deadlineFor } from './client';
import { ApiError, OFFLINE_MESSAGE } from './api-error';
import { DEADLINE_MS, formDataBytes, uploadDeadlineMs } from './deadlines';
import { guestTokenStore } from './guest-token-store';
import { SESSION_EXPIRED_EVENT, sessionStore, type Session } from './session';

const schema = envelopeSchema(v.object({ n: v.number() }));
/** Calls made up for these tests: a read, and a write with a JSON body. */
const read = (service: 'settings' | 'booking' | 'onboarding', path: `/${string}`) => defineCall({ service, method: 'GET', path, response: schema });
const write = defineCall({ service: 'booking', method: 'POST', path: '/x', body: v.object({ a: v.number() }), response: schema });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (n: number) => json(200, { code: '1', shortDescription: 'SUCCESS', data: { n } });
const expired = () => json(401, { code: '401', shortDescription: 'Session Expired, Please log in', data: null });

const user = {
  title: '', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', gender: 1 as const, customerPhoto: '', accountIsConfirmed: true,
  jwtToken: 'old', refreshToken: '', nextOfKinName: '', nextOfKinPhone: '', phoneNumber: '08031234567', customerStage: 1,
  customersId: 7, referralCode: 'ADA7', hasPin: false,
};
const signedIn: Session = { token: 'old', user };

let fetchMock: ReturnType<typeof vi.fn>;
const authOf = (call: number) => ((fetchMock.mock.calls[call] ?? [])[1] as RequestInit).headers as Record<string, string>;

/** A fetch on a stalled link: nothing ever comes back; only the request's own signal ends it. */
const neverAnswers = (init: RequestInit) =>
  new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
  // AbortSignal.timeout runs on the environment's own timers: drive it with the fake clock.
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    return controller.signal;
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await sessionStore.clear();
  guestTokenStore.clear();
});

describe('apiCall', () => {
  it('sends what the description says: method, filled path, query, and the body as JSON or form-encoded', async () => {
    const lookUp = defineCall({
      service: 'booking', method: 'GET', path: '/Booking/:ref/seats/:leg', params: v.object({ ref: v.string(), leg: v.string() }),
      query: v.object({ Contact: v.string() }), response: schema,
    });
    const pay = defineCall({ service: 'wallet', method: 'POST', path: '/DebitWallet', encoding: 'form', body: v.object({ Amount: v.number(), Pin: v.string() }), response: schema });
    fetchMock.mockResolvedValueOnce(ok(1)).mockResolvedValueOnce(ok(2)).mockResolvedValueOnce(ok(3));
    await apiCall(lookUp, { params: { ref: 'FR 1', leg: 2 }, query: { Contact: '0803' } });
    await apiCall(write, { body: { a: 5 } });
    await apiCall(pay, { body: { Amount: 1200, Pin: '0000' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname + new URL(url).search).toBe('/api/booking/Booking/FR%201/seats/2?Contact=0803');
    expect(init.method).toBe('GET');
    const [, asJson] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect([asJson.method, asJson.body, (asJson.headers as Record<string, string>)['Content-Type']]).toEqual(['POST', '{"a":5}', 'application/json']);
    const [, form] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(String(form.body)).toBe('Amount=1200&Pin=0000');
    expect((form.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('unwraps a success envelope and sends the bearer', async () => {
    await sessionStore.set(signedIn);
    fetchMock.mockResolvedValueOnce(ok(1));
    await expect(apiCall(read('settings', '/x'))).resolves.toMatchObject({ data: { n: 1 } });
    expect(authOf(0).Authorization).toBe('Bearer old');
  });

  it("throws the server's shortDescription on a failure envelope", async () => {
    fetchMock.mockResolvedValueOnce(json(409, { code: '409', shortDescription: 'Seat(s) 3 already taken.', data: null }));
    const error = await apiCall(read('booking', '/booking')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Seat(s) 3 already taken.');
    expect((error as ApiError).status).toBe(409);
  });

  it('shows a refusal worded with a field name in front (an older server) without the name', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { code: '400', shortDescription: 'numberOfAdults: At most 13 adults per booking.', data: null }));
    const error = await apiCall(read('booking', '/Booking/availabletripdetails')).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('At most 13 adults per booking.');
  });

  it('says offline when the request never reaches the server', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiCall(read('settings', '/x')).catch((e: unknown) => e)) as ApiError;
    expect(error.offline).toBe(true);
  });

  it('refreshes an expired token once, for parallel calls too, and retries', async () => {
    await sessionStore.set(signedIn);
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/Customer/generatenewtoken')) return json(200, { code: '1', shortDescription: '', data: { token: 'new', refreshToken: 'r2' } });
      return (init.headers as Record<string, string>).Authorization === 'Bearer new' ? ok(2) : expired();
    });
    const answers = await Promise.all([apiCall(read('onboarding', '/customer/me')), apiCall(read('onboarding', '/customer/me'))]);
    expect(answers.map((a) => a.data.n)).toEqual([2, 2]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Customer/generatenewtoken'));
    expect(refreshes).toHaveLength(1);
    // The refresh token rides in its HttpOnly cookie: the page sends only the access token.
    const [, init] = refreshes[0] as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ token: signedIn.token });
    expect(sessionStore.get()).toEqual({ token: 'new', user: signedIn.user });
  });

  it('a session stored before the cookie trades its refresh token once, then forgets it', async () => {
    await sessionStore.set({ ...signedIn, refreshToken: 'legacy-r1' });
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/Customer/generatenewtoken')) return json(200, { code: '1', shortDescription: '', data: { token: 'new', refreshToken: '' } });
      return (init.headers as Record<string, string>).Authorization === 'Bearer new' ? ok(2) : expired();
    });
    await apiCall(read('onboarding', '/customer/me'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Customer/generatenewtoken')) as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: signedIn.token, refreshToken: 'legacy-r1' });
    expect(sessionStore.get()).not.toHaveProperty('refreshToken');
  });

  it('ends the session when the refresh fails', async () => {
    await sessionStore.set(signedIn);
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    fetchMock.mockImplementation(async () => expired());
    await expect(apiCall(read('onboarding', '/customer/me'))).rejects.toThrow('Session Expired, Please log in');
    expect(sessionStore.get()).toBeNull();
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('gives up a renewal that hangs on a stalled link at its deadline (8 s), and keeps the traveller signed in', async () => {
    await sessionStore.set(signedIn);
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      if (!url.endsWith('/Customer/generatenewtoken')) return Promise.resolve(expired());
      return neverAnswers(init);
    });
    const outcome = apiCall(read('onboarding', '/customer/me')).then(() => 'answered', (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEADLINE_MS.refresh - 1);
    expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ offline: true });
    expect(sessionStore.get()).toEqual(signedIn);
    expect(DEADLINE_MS.refresh).toBeLessThanOrEqual(10_000);
  });

  it('keeps the traveller signed in when the refresh cannot get through (no signal)', async () => {
    await sessionStore.set(signedIn);
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/Customer/generatenewtoken')) throw new TypeError('Failed to fetch');
      return expired();
    });
    await expect(apiCall(read('onboarding', '/customer/me'))).rejects.toMatchObject({ offline: true });
    expect(sessionStore.get()).toEqual(signedIn);
    expect(onExpired).not.toHaveBeenCalled();
    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  });

  it('drops a refused guest token and goes on as a plain guest', async () => {
    guestTokenStore.set({ token: 'guest', expiresAt: Date.now() + 60_000 });
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(ok(3));
    await expect(apiCall(read('booking', '/x'))).resolves.toMatchObject({ data: { n: 3 } });
    expect(authOf(0).Authorization).toBe('Bearer guest');
    expect(authOf(1).Authorization).toBeUndefined();
    expect(guestTokenStore.get()).toBeNull();
  });
});

describe("a caller's own bearer (the wallet token)", () => {
  it('is sent in place of the session, and a 401 is left to the caller without refreshing or ending the session', async () => {
    await sessionStore.set(signedIn);
    fetchMock.mockResolvedValueOnce(expired());
    await expect(apiCall(read('booking', '/x'), { bearer: 'wallet-token' })).rejects.toMatchObject({ status: 401 });
    expect(authOf(0).Authorization).toBe('Bearer wallet-token');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sessionStore.get()).toEqual(signedIn);
  });
});

describe('deadlines', () => {
  const stalled = async (options: { write?: boolean; signal?: AbortSignal } = {}) => {
    fetchMock.mockImplementation((_url: string, init: RequestInit) => neverAnswers(init));
    const sent = options.write ? apiCall(write, { body: { a: 1 }, signal: options.signal }) : apiCall(read('booking', '/x'), { signal: options.signal });
    return sent.then(() => 'answered', (error: unknown) => error);
  };

  it('gives every kind of request a deadline suited to it', () => {
    expect(deadlineFor({})).toBe(8_000);
    expect(deadlineFor({ method: 'GET' })).toBe(DEADLINE_MS.read);
    expect(deadlineFor({ method: 'POST', body: { a: 1 } })).toBe(DEADLINE_MS.write);
    // A search sent as a POST is still a read.
    expect(deadlineFor({ method: 'POST', body: { a: 1 }, kind: 'read' })).toBe(DEADLINE_MS.read);
    // An upload gets the write's time plus its bytes at 25 KB/s: a 500 KB photo, 20 s more.
    const photo = new FormData();
    photo.append('CustomerPhoto', new File([new Uint8Array(500_000)], 'me.jpg'));
    expect(deadlineFor({ method: 'POST', body: photo })).toBe(uploadDeadlineMs(formDataBytes(photo)));
    expect(uploadDeadlineMs(500_000)).toBe(DEADLINE_MS.write + 20_000);
    expect(DEADLINE_MS.read).toBeLessThan(DEADLINE_MS.write);
    expect(DEADLINE_MS.write).toBeLessThanOrEqual(10_000);
  });

  it('turns a stalled read into the same offline ApiError as no signal, at 8 s', async () => {
    const outcome = stalled();
    await vi.advanceTimersByTimeAsync(DEADLINE_MS.read - 1);
    expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ offline: true, timedOut: true, message: OFFLINE_MESSAGE });
  });

  it('gives a stalled write 10 s', async () => {
    const outcome = stalled({ write: true });
    await vi.advanceTimersByTimeAsync(DEADLINE_MS.write - 1);
    expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ offline: true, timedOut: true });
  });

  it("passes the caller's own abort on as an AbortError, not as offline", async () => {
    const controller = new AbortController();
    const outcome = stalled({ signal: controller.signal });
    controller.abort();
    const error = (await outcome) as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });

  it('says offline when the answer starts and then stalls half-way', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":"1",'));
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const outcome = apiCall(read('settings', '/x')).then(() => 'answered', (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEADLINE_MS.read);
    expect(await outcome).toMatchObject({ offline: true, timedOut: true });
  });

  it("keeps its deadline, and the caller's abort, where AbortSignal.any is missing", async () => {
    const original = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    try {
      const timedOut = stalled({ signal: new AbortController().signal });
      await vi.advanceTimersByTimeAsync(DEADLINE_MS.read);
      expect(await timedOut).toMatchObject({ offline: true, timedOut: true });
      const controller = new AbortController();
      const cancelled = stalled({ signal: controller.signal });
      controller.abort();
      expect(((await cancelled) as Error).name).toBe('AbortError');
    } finally {
      if (original) Object.defineProperty(AbortSignal, 'any', original);
    }
  });
});
