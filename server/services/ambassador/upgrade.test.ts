import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMBASSADOR_MESSAGES as A, UPGRADE_TOKEN_MINUTES } from '../../../contract/ambassador';
import { MESSAGES } from '../../../contract/messages';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { outbox } from '../../../tests/fixtures/accounts';
import { ambassadorUpgrades, ambassadors } from '../../db/schema-ambassador';
import type { Messenger } from '../../providers/messaging/types';
import { submitUpgrade } from './upgrade';
import { ambassadorTestApp, from, invite, smsCode, submit, upgradeForm, verify, type AmbassadorTestApp } from '../../testing/ambassador-kit';

let t: AmbassadorTestApp;
beforeAll(async () => {
  t = await ambassadorTestApp();
});
afterAll(() => t.handle.close());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const stateOf = async (verificationId: string) => {
  const [row] = await t.db.select().from(ambassadorUpgrades).innerJoin(ambassadors, eq(ambassadors.id, ambassadorUpgrades.ambassadorId)).where(eq(ambassadorUpgrades.verificationId, verificationId));
  return row!;
};

describe('POST /Tier3AccountUpgradeRequest/{verificationId}, then POST /VerifyTier3AccountUpgradeRequestOtp', () => {
  it('sends a code to the phone given, answers an ambassador token, and the right code makes the ambassador Tier 3', async () => {
    const verificationId = await invite(t);
    const form = upgradeForm();
    const submitted = await submit(t, verificationId, form);
    expect(submitted.status).toBe(200);
    expect(submitted.body.shortDescription).toBe(A.completeOtp);
    expect(submitted.body.data).toMatchObject({ phoneNumber: form.phone, expiresIn: UPGRADE_TOKEN_MINUTES * 60 });
    const [sms] = await outbox(t.app, `+234${form.phone.slice(1)}`);
    expect(sms?.channel).toBe('sms');
    expect((await stateOf(verificationId)).ambassador_upgrades.status).toBe('awaiting-otp');

    const verified = await verify(t, submitted.body.data.ambassadorToken, await smsCode(t, form.phone), form.phone);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ code: '1', shortDescription: A.upgraded, data: { tier: 3 } });
    const state = await stateOf(verificationId);
    expect(state.ambassador_upgrades.status).toBe('verified');
    expect(state.ambassadors).toMatchObject({ tier: 3, nin: form.nin, details: form });
  });

  it('refuses an unknown link (404), a lapsed one (410) and one already used (409), sending nothing', async () => {
    const form = upgradeForm();
    expect(await submit(t, 'no-such-invitation-000', form)).toMatchObject({ status: 404, body: { shortDescription: A.linkUnknown } });
    expect(await submit(t, 'bad id!', form)).toMatchObject({ status: 400 });
    const lapsed = await invite(t, { expiresAt: new Date(t.clock.ms - 1000) });
    expect(await submit(t, lapsed, form)).toMatchObject({ status: 410, body: { shortDescription: A.linkExpired } });
    expect(await outbox(t.app, `+234${form.phone.slice(1)}`)).toEqual([]);

    const used = await invite(t);
    const done = await submit(t, used, form);
    await verify(t, done.body.data.ambassadorToken, await smsCode(t, form.phone), form.phone);
    expect(await submit(t, used, upgradeForm())).toMatchObject({ status: 409, body: { shortDescription: A.alreadyUpgraded } });
    expect(await verify(t, done.body.data.ambassadorToken, '000000', form.phone)).toMatchObject({ status: 409, body: { shortDescription: A.alreadyUpgraded } });
  });

  it.each([
    ['a missing field', { occupation: '' }, MESSAGES.allFieldsRequired],
    ['a phone of 10 digits', { phone: '0803123456' }, MESSAGES.nigerianNumber],
    ['a phone in +234 form', { phone: '+2348031234567' }, MESSAGES.nigerianNumber],
    ['a bad e-mail', { email: 'amaka@example' }, MESSAGES.invalidEmail],
    ['a NIN of 10 digits', { nin: '1234567890' }, A.ninDigits],
    ['a NIN with letters', { nin: '1234567890A' }, A.ninDigits],
  ])('refuses %s with the spec message', async (_, change, message) => {
    const verificationId = await invite(t);
    const answer = await submit(t, verificationId, upgradeForm(change));
    expect(answer.status).toBe(400);
    expect(answer.body.shortDescription).toBe(message);
    expect((await stateOf(verificationId)).ambassador_upgrades.status).toBe('invited');
  });

  it('a wrong code says how many tries are left, and the fifth locks the code', async () => {
    const verificationId = await invite(t);
    const form = upgradeForm();
    const { body } = await submit(t, verificationId, form);
    const code = await smsCode(t, form.phone);
    for (let left = 4; left >= 1; left--) {
      expect(await verify(t, body.data.ambassadorToken, wrong(code), form.phone, from('192.0.2.10'))).toMatchObject({ status: 400, body: { shortDescription: M.otpWrong(left) } });
    }
    expect(await verify(t, body.data.ambassadorToken, wrong(code), form.phone, from('192.0.2.11'))).toMatchObject({ status: 429, body: { shortDescription: M.otpLocked } });
    // Locked: even the right code no longer works; submitting again sends a fresh one.
    expect(await verify(t, body.data.ambassadorToken, code, form.phone, from('192.0.2.12'))).toMatchObject({ status: 429 });
    t.advance(61_000);
    const again = await submit(t, verificationId, form);
    expect((await verify(t, again.body.data.ambassadorToken, await smsCode(t, form.phone), form.phone, from('192.0.2.13'))).status).toBe(200);
  });

  it('the verify needs the newest submission\'s token (401 otherwise) and the phone the code went to', async () => {
    const verificationId = await invite(t);
    const form = upgradeForm();
    const first = await submit(t, verificationId, form);
    t.advance(61_000);
    const second = await submit(t, verificationId, form);
    const code = await smsCode(t, form.phone);
    const stale = await verify(t, first.body.data.ambassadorToken, code, form.phone);
    expect(stale).toMatchObject({ status: 401, body: { shortDescription: A.submitFirst } });
    expect(await verify(t, undefined, code, form.phone)).toMatchObject({ status: 401, body: { shortDescription: A.submitFirst } });
    expect(await verify(t, 'not-a-token', code, form.phone)).toMatchObject({ status: 401 });
    expect(await verify(t, second.body.data.ambassadorToken, code, '08000000000')).toMatchObject({ status: 400, body: { shortDescription: A.otherPhone } });
    // The token lapses UPGRADE_TOKEN_MINUTES after the submission.
    t.advance(UPGRADE_TOKEN_MINUTES * 60_000 + 1000);
    expect(await verify(t, second.body.data.ambassadorToken, code, form.phone)).toMatchObject({ status: 401, body: { shortDescription: A.submitFirst } });
  });

  it('one NIN belongs to one ambassador', async () => {
    const form = upgradeForm();
    const one = await invite(t);
    const done = await submit(t, one, form);
    await verify(t, done.body.data.ambassadorToken, await smsCode(t, form.phone), form.phone);
    const other = await invite(t);
    expect(await submit(t, other, upgradeForm({ nin: form.nin }))).toMatchObject({ status: 409, body: { shortDescription: A.ninTaken } });
  });

  it('when the code cannot be sent, the invitation is left as it was and the allowance is handed back', async () => {
    const verificationId = await invite(t);
    const failing: Messenger = { send: () => Promise.reject(new Error('SMS gateway down')) };
    const form = upgradeForm();
    await expect(submitUpgrade(t.db, failing, verificationId, form, 'local')).rejects.toThrow('SMS gateway down');
    const { ambassador_upgrades: row } = await stateOf(verificationId);
    expect(row).toMatchObject({ status: 'invited', details: null, codeHash: null, submissionId: null, submittedAt: null });
    // The same phone may have a code at once: nothing of the failed send was kept.
    expect((await submit(t, verificationId, form)).status).toBe(200);
  });
});
