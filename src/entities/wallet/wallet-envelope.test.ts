// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { defineCall } from '@contract/call';
import { apiCall } from '@/api/client';
import { walletRefusal } from './wallet-envelope';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the wallet envelope', () => {
  const getWallet = defineCall({
    service: 'wallet', method: 'GET', path: '/api/WalletApi/GetUserWallet', response: v.object({ Status: v.number(), Payload: v.object({ n: v.number() }) }),
  });

  it('Status 200 is success; otherwise the first of Errors (else description), with the Status', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { description: 'Successful', Status: 200, Payload: { n: 4 }, Errors: [] }))
      .mockResolvedValueOnce(json(400, { description: 'Request failed', Status: 400, Payload: null, Errors: ['Wallet ada@example.com does not exist'] }))
      .mockResolvedValueOnce(json(200, { description: 'Wrong pin supplied.', Status: 400, Payload: null, Errors: [] }));
    const call = () => apiCall(getWallet, { bearer: 'w1', refusal: walletRefusal });
    await expect(call()).resolves.toMatchObject({ Payload: { n: 4 } });
    await expect(call()).rejects.toMatchObject({ message: 'Wallet ada@example.com does not exist', status: 400 });
    await expect(call()).rejects.toMatchObject({ message: 'Wrong pin supplied.', status: 400 });
  });

  it('read as the generic envelope it would be refused: the reader is what makes it a success', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { description: 'Successful', Status: 200, Payload: { n: 4 }, Errors: [] }));
    await expect(apiCall(getWallet, { bearer: 'w1' })).rejects.toBeInstanceOf(Error);
  });

  it('takes an answer without an envelope (the token) as a success on a 2xx', async () => {
    const token = defineCall({ service: 'wallet', method: 'POST', path: '/connect/token', encoding: 'form', body: v.object({ a: v.string() }), response: v.object({ access_token: v.string() }) });
    fetchMock.mockResolvedValueOnce(json(200, { access_token: 't', expires_in: 600, token_type: 'Bearer' }));
    await expect(apiCall(token, { body: { a: 'x' }, refusal: walletRefusal })).resolves.toEqual({ access_token: 't' });
  });
});
