import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { createApp } from '../../app';
import { RuleError } from '../../http/respond';
import { createMessenger, unavailableMessenger } from './index';
import { sitePath } from '../../../contract/call';
import * as devCalls from '../../../contract/calls/dev';
import * as onboardingCalls from '../../../contract/calls/onboarding';

const database = seededDatabase();

describe('outside the sandbox', () => {
  it('is not mounted outside the sandbox, and nothing is sent there', async () => {
    const app = await createApp({ db: database.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false } });
    expect((await app.request(`${sitePath(devCalls.outbox)}?to=ada@example.com`)).status).toBe(404);
    expect(createMessenger(database.db, {})).toBe(unavailableMessenger);
    await expect(unavailableMessenger.send({ channel: 'sms', to: '+2348031112222', body: 'x' })).rejects.toBeInstanceOf(RuleError);
    const res = await app.request(sitePath(onboardingCalls.sendPhoneCode), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phoneNumber: '+2348035556666' }) });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ shortDescription: 'We could not send the code right now. Please try again later.' });
    // The failed send left no code behind to throttle the next attempt.
    const retry = await app.request(sitePath(onboardingCalls.sendPhoneCode), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phoneNumber: '+2348035556666' }) });
    expect(retry.status).toBe(503);
  });
});
