import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as devCalls from '../../../contract/calls/dev';
import { openTestDatabase } from '../../../tests/fixtures/test-db';
import { createApp } from '../../app';
import type { DbHandle } from '../../db/client';
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
    const app = await createApp({ db: handle.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: true } });
    for (const to of ['%2B2348031112222', '+2348031112222', '08031112222']) {
      const res = await app.request(`${sitePath(devCalls.outbox)}?to=${to}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { body: string }[]).map((m) => m.body)).toEqual(['second 222222', 'first 111111']);
    }
    expect((await app.request(sitePath(devCalls.outbox))).status).toBe(400);
  });
});
