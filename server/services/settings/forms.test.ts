import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_RECEIVED, FEEDBACK_SUBJECT, PARTNER_THANKS, ROUTE_SUGGESTED } from '../../../contract/forms';
import { MESSAGES } from '../../../contract/messages';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { send, signedInCustomer } from '../../../tests/fixtures/accounts';
import { formsFor } from './forms';
import { sitePath } from '../../../contract/call';
import * as formsCalls from '../../../contract/calls/forms';
import * as placesCalls from '../../../contract/calls/places';

let t: Awaited<ReturnType<typeof accountsTestApp>>;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.handle.close());

let n = 0;
const key = () => `test-key-${process.pid}-${++n}-abcdefgh`;
const email = () => `forms${++n}@example.com`;
type FormCall = typeof formsCalls.feedback | typeof formsCalls.suggestRoute | typeof formsCalls.partnerEnquiry;
/** A form sent as the contract describes it; bodies are left loose, since the tests send bad ones too. */
const post = (described: FormCall, body: object, idempotencyKey: string | undefined, token?: string) =>
  send(t.app, described, { body: body as never, token, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });

const feedback = (to: string) => ({
  CustomerName: 'Ada Obi', CustomerPhoneNumber: '08031234567', CustomerEmail: to, Category: 2, Body: 'Where is my luggage?', Subject: FEEDBACK_SUBJECT,
});
const suggestion = (to: string) => ({
  FullName: 'Ada Obi', DepartureState: 'Lagos', DepartureLocation: 'Ikorodu', ArrivalState: 'Kwara', ArrivalLocation: 'Ilorin', Email: to, PhoneNumber: '08031234567',
});
const vehicle = { make: 'Toyota', model: 'Hiace', colour: 'White', vehicleYear: 2019 };
const individual = (to: string) => ({
  partnerType: 1, firstName: 'Musa', lastName: 'Bello', phoneNumber: '08031234567', email: to, state: 'Kano', inspectionLocation: 'Kano terminal', vehicles: [vehicle],
});

describe('POST /api/CustomerFeedbacks', () => {
  it('stores a feedback once however often the same key is replayed', async () => {
    const to = email();
    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(formsCalls.feedback, feedback(to), k)));
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { code: '1', shortDescription: FEEDBACK_RECEIVED } });
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const stored = await formsFor(t.handle.db, to.toUpperCase());
    expect(stored.feedbacks).toHaveLength(1);
    expect(stored.feedbacks[0]).toMatchObject({ category: 2, subject: FEEDBACK_SUBJECT, phoneNumber: '08031234567' });
  });

  it('refuses a missing key, a bad phone, a bad e-mail and another subject, storing nothing', async () => {
    const to = email();
    expect((await post(formsCalls.feedback, feedback(to), undefined)).status).toBe(400);
    const badPhone = await post(formsCalls.feedback, { ...feedback(to), CustomerPhoneNumber: '+2348031234567' }, key());
    expect(badPhone).toMatchObject({ status: 400, body: { code: '400' } });
    expect(badPhone.body.shortDescription).toBe('Phone No. should not be greater than 11 characters');
    const badEmail = await post(formsCalls.feedback, { ...feedback(to), CustomerEmail: 'ada@' }, key());
    expect(badEmail.body.shortDescription).toBe(MESSAGES.invalidEmail);
    expect((await post(formsCalls.feedback, { ...feedback(to), Subject: 'Hi' }, key())).status).toBe(400);
    expect((await post(formsCalls.feedback, { ...feedback(to), Category: 7 }, key())).status).toBe(400);
    expect((await formsFor(t.handle.db, to)).feedbacks).toHaveLength(0);
  });
});

describe('POST /route/addnewsuggestedroute', () => {
  it('stores the phone in +234 form, with the customer when the token is good', async () => {
    const to = email();
    const user = await signedInCustomer(t.app);
    const res = await post(formsCalls.suggestRoute, suggestion(to), key(), user.jwtToken);
    expect(res).toMatchObject({ status: 200, body: { shortDescription: ROUTE_SUGGESTED } });
    const [row] = (await formsFor(t.handle.db, to)).suggestions;
    expect(row).toMatchObject({ phoneNumber: '+2348031234567', customerId: user.customersId, arrivalLocation: 'Ilorin' });
  });

  it('still stores a replay whose token has expired (a background-sync replay hours later)', async () => {
    const to = email();
    const res = await post(formsCalls.suggestRoute, suggestion(to), key(), 'expired.or.forged');
    expect(res.status).toBe(200);
    expect((await formsFor(t.handle.db, to)).suggestions[0]?.customerId).toBeNull();
  });

  it("answers 'Phone No should be 11 digit' for a short phone", async () => {
    const res = await post(formsCalls.suggestRoute, { ...suggestion(email()), PhoneNumber: '0803123' }, key());
    expect(res).toMatchObject({ status: 400, body: { shortDescription: 'Phone No should be 11 digit' } });
  });
});

describe('POST /PartnerEnquiry', () => {
  it('stores an individual and a corporate enquiry with their vehicles', async () => {
    const to = email();
    expect(await post(formsCalls.partnerEnquiry, individual(to), key())).toMatchObject({ status: 200, body: { shortDescription: PARTNER_THANKS } });
    const corporate = {
      partnerType: 0, companyName: 'Bello Logistics', companyRcNumber: 'RC123456', businessAddress: '1 Zoo Road, Kano', name: 'Musa Bello',
      phoneNumber: '08031234567', email: to, state: 'Kano', inspectionLocation: 'Kano', numberOfVehicles: '3', vehicles: [vehicle, { ...vehicle, colour: 'Blue' }],
    };
    expect((await post(formsCalls.partnerEnquiry, corporate, key())).status).toBe(200);
    const rows = (await formsFor(t.handle.db, to)).enquiries;
    expect(rows.map((r) => [r.partnerType, r.name, r.numberOfVehicles, r.vehicles.length])).toEqual([[1, 'Musa Bello', 1, 1], [0, 'Musa Bello', 3, 2]]);
  });

  it("answers 'All fields are required.' for a missing field and refuses a vehicle older than 2013", async () => {
    const missing = await post(formsCalls.partnerEnquiry, { ...individual(email()), state: ' ' }, key());
    expect(missing).toMatchObject({ status: 400, body: { shortDescription: MESSAGES.allFieldsRequired } });
    const old = await post(formsCalls.partnerEnquiry, { ...individual(email()), vehicles: [{ ...vehicle, vehicleYear: 2012 }] }, key());
    expect(old.status).toBe(400);
    expect(old.body.shortDescription).toContain('2013');
    const noType = await post(formsCalls.partnerEnquiry, { ...individual(email()), partnerType: 5 }, key());
    expect(noType.status).toBe(400);
  });
});

describe('place directory', () => {
  it('lists every terminal with a logo, and the pick-up areas with the empty Ajah list first', async () => {
    const terminals = await send(t.app, placesCalls.terminalDirectory);
    expect(terminals.status).toBe(200);
    expect(terminals.body.data.length).toBeGreaterThanOrEqual(33);
    expect(terminals.body.data.every((x) => x.logo === '/terminal-logo.svg' && x.latitude > 4)).toBe(true);
    const pickup = await send(t.app, placesCalls.pickupLocations);
    expect(pickup.body.data[0]).toMatchObject({ state: 'Lagos', terminal: 'Ajah', location: [] });
    expect(pickup.body.data.length).toBeGreaterThanOrEqual(26);
  });
});

describe('form size', () => {
  it('refuses a body over 32 KB with 413 before reading it', async () => {
    const res = await post(formsCalls.feedback, { ...feedback(email()), Body: 'x'.repeat(40_000) }, key());
    expect(res).toMatchObject({ status: 413, body: { shortDescription: 'The form is too large.' } });
  });
});

describe('form rate limit', () => {
  const from = (address: string, body: object, k = key()) =>
    send(t.app, formsCalls.feedback, { body: body as never, headers: { 'Idempotency-Key': k, 'X-Forwarded-For': address } });

  it('accepts 30 forms from one address in 10 minutes, then answers 429 with Retry-After; others are not affected', async () => {
    const to = email();
    expect((await from('10.0.0.9', { ...feedback(to), CustomerEmail: 'bad' })).status).toBe(400);
    for (let i = 0; i < 30; i++) expect((await from('10.0.0.9', feedback(to))).status).toBe(200);
    const res = await t.app.request(sitePath(formsCalls.feedback), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key(), 'X-Forwarded-For': '10.0.0.9' },
      body: JSON.stringify(feedback(to)),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { shortDescription: string }).shortDescription).toMatch(/^Too many forms were sent from this connection\. Please try again in \d+ minutes\.$/);
    expect((await from('10.0.0.10', feedback(to))).status).toBe(200);
    expect((await formsFor(t.handle.db, to)).feedbacks).toHaveLength(31);
    t.advance(10 * 60_000 + 1);
    expect((await from('10.0.0.9', feedback(to))).status).toBe(200);
  });
});
