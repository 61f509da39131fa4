import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createBookingRequest, tripSearchRequest } from './booking';
import { feedbackRequest } from './forms';
import { profileUpdateRequest, userNameSchema } from './onboarding';
import { paystackInitRequest } from './payment';
import { terminalIdParam } from './settings';
import { bookingStatusQuery, checkInParams } from './tickets';
import { emailSchema, hasForbiddenCharacter, ignoredScalar, INT4_MAX, text } from './validation';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('characters no one types', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['a C0 control', 'A\u0007da'],
    ['escape', '\u001b[31mAda'],
    ['DEL', 'Ada\u007f'],
    ['a lone high surrogate', 'Ada\uD800'],
    ['a lone high surrogate before a letter', '\uD83DAda'],
    ['a lone low surrogate', '\uDC00Ada'],
    ['two high surrogates', '\uD83D\uD83D'],
  ])('refuses %s', (_label, s) => {
    expect(hasForbiddenCharacter(s)).toBe(true);
  });

  it.each([['Adaeze Ọkọ'], ['Ñandú'], ['😀 emoji (a whole pair)'], ['中文'], ['Zoë\u00a0Obi'], ['']])('accepts %s', (s) => {
    expect(hasForbiddenCharacter(s)).toBe(false);
  });

  it('allows tab and line breaks only in multi-line text', () => {
    expect(hasForbiddenCharacter('line one\r\nline two\tend')).toBe(true);
    expect(hasForbiddenCharacter('line one\r\nline two\tend', true)).toBe(false);
    expect(hasForbiddenCharacter('line one\u0000', true)).toBe(true);
  });

  it('names the field in its message', () => {
    expect(firstMessage(text(80, 'First name'), 'Ada\u0000')).toBe('First name contains a character that is not allowed.');
    expect(firstMessage(text(80, 'First name'), 'A'.repeat(81))).toBe('First name must be at most 80 characters.');
    expect(v.parse(text(80, 'First name'), '  Ada  ')).toBe('Ada');
  });
});

const booking = {
  tripType: 0, paymentMethod: 5, firstName: 'Ada', lastName: 'Obi', gender: 1, routeId: 12, email: 'ada@example.com',
  phoneNumber: '08031234567', nextOfKinName: 'Chidi Obi', nextOfKinPhone: '08031234568', seatRegistrations: '40:1,2', vehicleTripRegistrationId: 40,
  beneficiaries: [{ fullName: 'Bola Obi', Gender: 0 }], onewayAmount: 650000, totalAmount: '650000',
};

describe('every field has a bound that fits its meaning', () => {
  it('accepts a normal booking', () => {
    expect(v.safeParse(createBookingRequest, booking).success).toBe(true);
  });

  it.each([
    ['a route id past int4', { routeId: INT4_MAX + 1 }],
    ['a trip id past int4', { vehicleTripRegistrationId: '99999999999999999999' }],
    ['a payment method past smallint', { paymentMethod: 40_000 }],
    ['a numeric string of 1e999', { routeId: '1e999' }],
    ['a trip id in seatRegistrations past int4', { seatRegistrations: '2147483648:1' }],
    ['seat 101', { seatRegistrations: '40:101' }],
    ['seat 0', { seatRegistrations: '40:0' }],
    ['14 seats on one trip', { seatRegistrations: `40:${Array.from({ length: 14 }, (_, i) => i + 1).join(',')}` }],
    ['an over-long seatRegistrations', { seatRegistrations: `40:${'1,'.repeat(200)}1` }],
    ['a passenger name with NUL', { beneficiaries: [{ fullName: 'Bo\u0000la', Gender: 0 }] }],
    ['an 81-character name', { firstName: 'A'.repeat(81) }],
    ['14 beneficiaries', { beneficiaries: Array.from({ length: 14 }, () => ({ fullName: 'Bola Obi', Gender: 0 })) }],
    ['nested data where a display amount goes', { totalAmount: { a: [1, 2, { b: 3 }] } }],
    ['an array where a display amount goes', { onewayAmount: [650000] }],
    ['a long string where a display amount goes', { onewayAmount: '1'.repeat(41) }],
    ['a 255-character e-mail', { email: `${'a'.repeat(243)}@example.com` }],
  ])('refuses %s', (_label, change) => {
    expect(v.safeParse(createBookingRequest, { ...booking, ...change }).success).toBe(false);
  });

  it('bounds the display-only fields to a number or a short string', () => {
    expect(v.safeParse(ignoredScalar, 650000).success).toBe(true);
    expect(v.safeParse(ignoredScalar, '650000').success).toBe(true);
    expect(v.safeParse(ignoredScalar, null).success).toBe(true);
    expect(v.safeParse(ignoredScalar, {}).success).toBe(false);
    expect(v.safeParse(ignoredScalar, Infinity).success).toBe(false);
  });

  it('bounds ids, references, e-mail, names and free text', () => {
    expect(firstMessage(terminalIdParam, { id: '2147483648' })).toMatch(/2147483647/);
    expect(v.safeParse(terminalIdParam, { id: '2147483647' }).success).toBe(true);
    expect(v.safeParse(tripSearchRequest, { departureTerminalId: '2147483648', destinationTerminalId: 2, departureDate: '2026-11-24', numberOfAdults: 1, tripType: '0' }).success).toBe(false);
    expect(firstMessage(bookingStatusQuery, { BookingRefCode: 'FRE\u0000ABC' })).toBe('The reference contains a character that is not allowed.');
    expect(firstMessage(bookingStatusQuery, { BookingRefCode: 'A'.repeat(41) })).toBe('A reference is at most 40 characters.');
    expect(v.safeParse(checkInParams, { ref: 'FRE-ABC234', terminalId: '99999999999' }).success).toBe(false);
    expect(firstMessage(emailSchema, `${'a'.repeat(1_000_000)}@example.com`)).toBe('E-mail address must be at most 254 characters.');
    expect(firstMessage(userNameSchema, 'ada@example.com\u0000')).toBe('Your e-mail address or phone number contains a character that is not allowed.');
    const profile = { firstName: 'Ada', lastName: 'Obi', sex: 1, nextOfKinName: 'Chike', nextOfKinMobile: '08099990000' };
    expect(firstMessage(profileUpdateRequest, { ...profile, lastName: 'O\uDC00bi' })).toBe('Last name contains a character that is not allowed.');
    expect(v.safeParse(paystackInitRequest, { reference: 'FRE-ABC234', email: 'ada@example.com', callback_url: `https://x.ng/${'a'.repeat(3000)}` }).success).toBe(false);
  });

  it('lets a feedback message have line breaks but no control characters', () => {
    const feedback = { CustomerName: 'Ada Obi', CustomerPhoneNumber: '08031234567', CustomerEmail: 'ada@example.com', Category: 4, Subject: 'Feedback from Website' };
    expect(v.safeParse(feedbackRequest, { ...feedback, Body: 'Hello,\r\nthe bus was late.\n\tThanks' }).success).toBe(true);
    expect(firstMessage(feedbackRequest, { ...feedback, Body: 'Hello\u0000' })).toBe('Message contains a character that is not allowed.');
    expect(firstMessage(feedbackRequest, { ...feedback, CustomerName: 'Ada\nObi' })).toBe('Name contains a character that is not allowed.');
  });
});
