// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as billsCalls from '@contract/calls/bills';
import { apiCall } from '@/api/client';
import { billsRefusal } from './bills-envelope';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the bills envelope', () => {
  it("code '1' is success; a refusal is the description with the HTTP status", async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { code: '1', description: 'Successful', payload: { transactionReference: 'BIL-ABCDEFGH2345' } }))
      .mockResolvedValueOnce(json(400, { code: '400', description: 'Wrong pin supplied. Your wallet will be locked on 3 failed attempts', payload: null }))
      .mockResolvedValueOnce(json(200, { code: '402', description: 'Your wallet balance is low', payload: null }));
    const call = () => apiCall(billsCalls.generateReference, { body: { userPhone: '08031234567' }, bearer: 'b1', refusal: billsRefusal });
    await expect(call()).resolves.toMatchObject({ payload: { transactionReference: 'BIL-ABCDEFGH2345' } });
    await expect(call()).rejects.toMatchObject({ message: 'Wrong pin supplied. Your wallet will be locked on 3 failed attempts', status: 400, code: '400' });
    await expect(call()).rejects.toMatchObject({ message: 'Your wallet balance is low', status: 400, code: '402' });
  });

  it('/lookup answers in data, and /token without an envelope: both successes on a 2xx', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { code: '1', description: 'Successful', data: { network: 'MTN', networkName: 'MTN Nigeria' } }))
      .mockResolvedValueOnce(json(200, { access_token: 't', expires_in: 600, token_type: 'Bearer' }));
    await expect(apiCall(billsCalls.lookup, { query: { phone: '08031234567' }, bearer: 'b1', refusal: billsRefusal })).resolves.toMatchObject({ data: { network: 'MTN' } });
    await expect(apiCall(billsCalls.token, { body: { grant_type: 'password', username: 'ada@example.com' }, refusal: billsRefusal })).resolves.toMatchObject({ access_token: 't' });
  });

  it('a refusal without a description says the generic sentence', async () => {
    fetchMock.mockResolvedValueOnce(json(503, {}));
    await expect(apiCall(billsCalls.billers, { bearer: 'b1', refusal: billsRefusal })).rejects.toMatchObject({ message: 'Error validating your request, Please try again!', status: 503 });
  });
});
