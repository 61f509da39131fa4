import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/fixtures/test-db';
import { createApp } from '../../app';
import type { DbHandle } from '../../db/client';
import { RuleError } from '../../http/respond';
import { createMessenger, unavailableMessenger } from './index';
import { outboxMessenger, readOutbox } from './outbox';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('sandbox outbox', () => {
  it('keeps messages per address, newest first', async () => {
    const messenger = outboxMessenger(handle.db);
    await messenger.send({ channel: 'sms', to: '+2348031112222', body: 'first 111111' });
    await messenger.send({ channel: 'email', to: 'ada@example.com', subject: 'Hi', body: 'other' });
    await messenger.send({ channel: 'sms', to: '+2348031112222', body: 'second 222222' });
    const mine = await readOutbox(handle.db, '+2348031112222');
    expect(mine.map((m) => m.body)).toEqual(['second 222222', 'first 111111']);
    expect(mine[0]).toMatchObject({ channel: 'sms', subject: '' });
  });

  it('is served at GET /api/dev/outbox?to=… in the sandbox, in any phone spelling', async () => {
    const app = createApp({ db: handle.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: true } });
    for (const to of ['%2B2348031112222', '+2348031112222', '08031112222']) {
      const res = await app.request(`/api/dev/outbox?to=${to}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { body: string }[]).map((m) => m.body)).toEqual(['second 222222', 'first 111111']);
    }
    expect((await app.request('/api/dev/outbox')).status).toBe(400);
  });

  it('is not mounted outside the sandbox, and nothing is sent there', async () => {
    const app = createApp({ db: handle.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false } });
    expect((await app.request('/api/dev/outbox?to=ada@example.com')).status).toBe(404);
    expect(createMessenger(handle.db, { sandbox: false })).toBe(unavailableMessenger);
    await expect(unavailableMessenger.send({ channel: 'sms', to: '+2348031112222', body: 'x' })).rejects.toBeInstanceOf(RuleError);
    const res = await app.request('/api/onboarding/Otp/sendtophonenumber', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phoneNumber: '+2348035556666' }) });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ shortDescription: 'We could not send the code right now. Please try again later.' });
    // The failed send left no code behind to throttle the next attempt.
    const retry = await app.request('/api/onboarding/Otp/sendtophonenumber', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phoneNumber: '+2348035556666' }) });
    expect(retry.status).toBe(503);
  });
});
