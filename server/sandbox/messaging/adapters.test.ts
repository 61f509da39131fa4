/** The real SMS and e-mail adapters (server/providers/messaging/) against the sandbox's Termii and mail server. */
import { afterAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { createApp } from '../../app';
import { RuleError } from '../../http/respond';
import { createMessenger } from '../../providers/messaging/index';
import { send } from '../../../tests/fixtures/accounts';
import * as devCalls from '../../../contract/calls/dev';
import * as onboardingCalls from '../../../contract/calls/onboarding';
import { ONBOARDING_MESSAGES } from '../../../contract/onboarding-messages';
import { DEFAULT_MAIL_FROM } from '../../providers/messaging/settings';
import { startMailCatcher } from './mail-catcher';
import { readOutbox } from './outbox';
import { standInServer } from '../../testing/messaging-stand-ins';

const database = seededDatabase();
const sms = (to: string, body = 'Your code is 123456') => ({ channel: 'sms' as const, to, body });
const noWait = { backoffMs: [0, 0], sleep: async () => undefined };

describe('with no provider and no sandbox', () => {
  it('sends nothing: an OTP says it could not be sent, and leaves no code behind', async () => {
    const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM });
    await expect(messenger.send(sms('+2348031112222'))).rejects.toEqual(new RuleError(ONBOARDING_MESSAGES.messagingDown, 503));
    const app = await createApp({ db: database.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false } });
    expect((await send(app, devCalls.outbox, { query: { to: 'ada@example.com' } })).status).toBe(404);
    for (let i = 0; i < 2; i++) {
      // The second try is not refused as too soon: the failed send left no code to throttle it.
      const res = await send(app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: '+2348035556666' } });
      expect(res).toMatchObject({ status: 503, body: { shortDescription: ONBOARDING_MESSAGES.messagingDown } });
    }
  });
});

describe('SMS through Termii (against the sandbox stand-in over HTTP)', () => {
  const termii = standInServer(database);
  afterAll(() => termii.close());

  it("sends Termii's request and the number gets the message", async () => {
    const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM, termii: await termii.settings() }, { retries: noWait });
    await messenger.send(sms('+2348031110001', 'Your Freely code is 424242.'));
    expect((await readOutbox(database.db, '+2348031110001'))[0]).toMatchObject({ channel: 'sms', body: 'Your Freely code is 424242.' });
    expect(termii.requests.at(-1)).toMatchObject({ to: '2348031110001', from: 'Freely', type: 'plain', channel: 'dnd', sms: 'Your Freely code is 424242.' });
  });

  it('a wrong key is refused once and not tried again', async () => {
    const before = termii.requests.length;
    const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM, termii: { ...(await termii.settings()), apiKey: 'not-the-key' } }, { retries: noWait });
    await expect(messenger.send(sms('+2348031110002'))).rejects.toEqual(new RuleError(ONBOARDING_MESSAGES.messagingDown, 503));
    expect(termii.requests.length - before).toBe(1);
    expect(await readOutbox(database.db, '+2348031110002')).toEqual([]);
  });

  it('a 503, a 429 and a stall are tried again, and the third try sends it once', async () => {
    const before = termii.requests.length;
    termii.next(['503', 'stall']);
    const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM, termii: await termii.settings({ timeoutMs: 300 }) }, { retries: noWait });
    await messenger.send(sms('+2348031110003'));
    expect(termii.requests.length - before).toBe(3);
    expect(await readOutbox(database.db, '+2348031110003')).toHaveLength(1);
    termii.next(['429']);
    await messenger.send(sms('+2348031110003'));
    expect(await readOutbox(database.db, '+2348031110003')).toHaveLength(2);
  });

  it('gives up after three failed tries, within its deadline', async () => {
    termii.next(['stall', '500', 'stall']);
    const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM, termii: await termii.settings({ timeoutMs: 300 }) }, { retries: noWait });
    const started = Date.now();
    await expect(messenger.send(sms('+2348031110004'))).rejects.toEqual(new RuleError(ONBOARDING_MESSAGES.messagingDown, 503));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await readOutbox(database.db, '+2348031110004')).toEqual([]);
  });

  it('an answer it cannot read after a 200 counts as sent: the message is not sent twice', async () => {
    const before = termii.requests.length;
    termii.next(['garbled']);
    const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM, termii: await termii.settings() }, { retries: noWait });
    await messenger.send(sms('+2348031110005'));
    expect(termii.requests.length - before).toBe(1);
  });

  it('no server at the address: tried again, then refused plainly', async () => {
    const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM, termii: { apiKey: 'k', senderId: 'Freely', baseUrl: 'http://127.0.0.1:9' } }, { retries: noWait });
    await expect(messenger.send(sms('+2348031110006'))).rejects.toEqual(new RuleError(ONBOARDING_MESSAGES.messagingDown, 503));
  });
});

describe('e-mail over SMTP (against the sandbox mail server)', () => {
  it('delivers subject and text, naira sign and all, to the outbox', async () => {
    const catcher = await startMailCatcher(database.db, () => new Date());
    try {
      const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM, smtp: { url: catcher.url, from: 'Freely <tickets@freely.ng>' } }, { retries: noWait });
      await messenger.send({ channel: 'email', to: 'ngozi.smtp@example.com', subject: 'Your Freely ticket', body: 'Paid ₦13,000.00 for seat 4.\nSafe journey, Ngozi.' });
      expect((await readOutbox(database.db, 'ngozi.smtp@example.com'))[0]).toMatchObject({ channel: 'email', subject: 'Your Freely ticket', body: 'Paid ₦13,000.00 for seat 4.\nSafe journey, Ngozi.' });
    } finally {
      await catcher.close();
    }
  });

  it('no mail server at the address: tried again, then refused plainly', async () => {
    const messenger = createMessenger({ mailFrom: DEFAULT_MAIL_FROM, smtp: { url: 'smtp://127.0.0.1:9', from: DEFAULT_MAIL_FROM } }, { retries: noWait });
    await expect(messenger.send({ channel: 'email', to: 'nobody@example.com', subject: 's', body: 'b' })).rejects.toEqual(new RuleError(ONBOARDING_MESSAGES.messagingDown, 503));
  });
});

describe('SANDBOX=0 with the providers pointed at stand-in servers', () => {
  const termii = standInServer(database);
  afterAll(() => termii.close());

  it('an OTP goes by SMS through Termii, and an e-mail code over SMTP', async () => {
    const catcher = await startMailCatcher(database.db, () => new Date());
    try {
      const app = await createApp({
        db: database.db,
        config: { logRequests: false, staticDir: '/nonexistent', sandbox: false, messaging: { termii: await termii.settings(), smtp: { url: catcher.url, from: DEFAULT_MAIL_FROM }, mailFrom: DEFAULT_MAIL_FROM } },
      });
      expect((await send(app, onboardingCalls.sendPhoneCode, { body: { phoneNumber: '+2348031110007' } })).status).toBe(200);
      expect((await readOutbox(database.db, '+2348031110007'))[0]?.body).toMatch(/Your Freely verification code is \d{6}\./);
      expect(termii.requests.at(-1)).toMatchObject({ to: '2348031110007' });
    } finally {
      await catcher.close();
    }
  });
});
