import { describe, expect, it } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as devCalls from '../../../contract/calls/dev';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { createApp } from '../../app';
import { keepInOutbox, readOutbox } from './outbox';

const database = seededDatabase();

describe('sandbox outbox', () => {
  it('keeps messages per address, newest first', async () => {
    const at = new Date();
    await keepInOutbox(database.db, { channel: 'sms', to: '+2348031112222', body: 'first 111111' }, at);
    await keepInOutbox(database.db, { channel: 'email', to: 'ada@example.com', subject: 'Hi', body: 'other' }, at);
    await keepInOutbox(database.db, { channel: 'sms', to: '+2348031112222', body: 'second 222222' }, at);
    const mine = await readOutbox(database.db, '+2348031112222');
    expect(mine.map((m) => m.body)).toEqual(['second 222222', 'first 111111']);
    expect(mine[0]).toMatchObject({ channel: 'sms', subject: '' });
  });

  it('is served at GET /api/dev/outbox?to=… in the sandbox, in any phone spelling', async () => {
    const app = await createApp({ db: database.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: true } });
    for (const to of ['%2B2348031112222', '+2348031112222', '08031112222']) {
      const res = await app.request(`${sitePath(devCalls.outbox)}?to=${to}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { body: string }[]).map((m) => m.body)).toEqual(['second 222222', 'first 111111']);
    }
    expect((await app.request(sitePath(devCalls.outbox))).status).toBe(400);
  });
});
