import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { tripSearchRequest } from '../../contract/booking';
import { feedbackRequest } from '../../contract/forms';
import { MESSAGES } from '../../contract/messages';
import { registerRequest } from '../../contract/onboarding';
import { bookingStatusQuery, checkInQuery } from '../../contract/tickets';
import { bookingTestApp, FLAGSHIP, postJson, searchBody, type Envelope } from './booking-kit';
import { describeIssues } from '../http/validate';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';

/**
 * Issue 12: a refusal reads as a plain sentence, never 'numberOfAdults: At most 13 adults per
 * booking.' Bad inputs go through the server's validation (describeIssues, and the real booking
 * service); src/api/api-error.test.ts checks the client's side.
 */

/** A name that reads as code: 'numberOfAdults', 'BookingRefCode', 'beneficiaries.0.fullName'. */
const CODE_NAME = /\b(?:[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*|\w+\.\d+\.\w+)\b/;
const FIELD_PREFIX = /^[\w.$]+: /;

function expectPlain(message: string, input: Record<string, unknown>) {
  expect(message, message).not.toMatch(FIELD_PREFIX);
  expect(message, message).not.toMatch(CODE_NAME);
  for (const key of Object.keys(input)) if (/[a-z][A-Z]/.test(key)) expect(message).not.toContain(key);
}

const search = {
  departureTerminalId: 1, destinationTerminalId: 13, departureDate: '2026-11-24', numberOfAdults: 2, numberOfChildren: '0', tripType: '0', bookingType: '2',
};
const feedback = { CustomerName: 'Ada Obi', CustomerPhoneNumber: '08031234567', CustomerEmail: 'ada@example.com', Category: 2, Body: 'Hello', Subject: 'Feedback' };

const cases: [string, v.GenericSchema, Record<string, unknown>, string?][] = [
  ['14 adults', tripSearchRequest, { ...search, numberOfAdults: 14 }, 'At most 13 adults per booking.'],
  ['no adult', tripSearchRequest, { ...search, numberOfAdults: '0' }, 'At least one adult travels.'],
  ['a missing terminal', tripSearchRequest, { ...search, departureTerminalId: undefined }],
  ['a date as dd/mm/yyyy', tripSearchRequest, { ...search, departureDate: '24/11/2026' }, 'Dates are yyyy-mm-dd.'],
  ['children', tripSearchRequest, { ...search, numberOfChildren: '2' }],
  ['an empty reference', bookingStatusQuery, { BookingRefCode: ' ' }, 'A reference is required.'],
  ['a latitude that is not a number', checkInQuery, { latitude: 'abc', longitude: '3.3' }, 'Latitude must be a number.'],
  ['a ten-digit phone', feedbackRequest, { ...feedback, CustomerPhoneNumber: '0803123456' }],
  ['a bad e-mail', feedbackRequest, { ...feedback, CustomerEmail: 'ada@' }, MESSAGES.invalidEmail],
  ['no category', feedbackRequest, { ...feedback, Category: undefined }, 'Choose a category.'],
  ['a weak password', registerRequest, { email: 'ada@example.com', password: 'password1', clientId: 'web' }],
];

describe('server validation messages', () => {
  it.each(cases)('%s reads as a plain sentence', (_label, schema, input, expected) => {
    const result = v.safeParse(schema, input);
    expect(result.success).toBe(false);
    const message = describeIssues(result.issues ?? []);
    expectPlain(message, input);
    if (expected) expect(message).toBe(expected);
  });

  it("uses the spec's generic sentence for a problem the contract does not word", () => {
    const result = v.safeParse(v.object({ numberOfAdults: v.number() }), {});
    expect(describeIssues(result.issues ?? [])).toBe(MESSAGES.genericFailure);
    expect(describeIssues([])).toBe(MESSAGES.genericFailure);
  });
});

describe('the booking service answers in plain sentences', () => {
  const env = bookingTestApp();

  it('a search for 14 adults: At most 13 adults per booking.', async () => {
    const body = { ...(await searchBody(env.db, { ...FLAGSHIP })), numberOfAdults: '14' };
    const res = await postJson(env.app, sitePath(bookingCalls.tripSearch), body);
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toBe('At most 13 adults per booking.');
    expectPlain(res.body.shortDescription, body);
  });

  it('a status look-up without a reference: A reference is required.', async () => {
    const res = await env.app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=%20`);
    const body = (await res.json()) as Envelope<null>;
    expect(res.status).toBe(400);
    expect(body.shortDescription).toBe('A reference is required.');
    expectPlain(body.shortDescription, { BookingRefCode: '' });
  });
});
