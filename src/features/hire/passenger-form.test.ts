import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { hireRequest } from '@contract/hire';
import { emptyPassenger, type ReadyDraft } from './hire-draft';
import { hirePassengerSchema, hireRequestBody, lockedFields, passengerFilled, prefillPassenger } from './passenger-form';

const typed = {
  fullName: 'Ada Obi', gender: 1 as const, email: 'ada@example.com', phoneNumber: '08031234567', nextOfKinName: 'Chidi Obi', nextOfKinPhone: '08051234567', address: '12 Allen Avenue, Ikeja',
};
const messages = (input: unknown) => {
  const result = v.safeParse(hirePassengerSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};
const draft: ReadyDraft = {
  criteria: { from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', night: false },
  distanceKm: 128.4,
  vehicles: [
    { vehicleModelId: 3, vehicleModelName: 'Hiace', seats: 14, farePrice: 1, sleepOverPrice: 1, quantity: 2 },
    { vehicleModelId: 5, vehicleModelName: 'Sienna', seats: 6, farePrice: 1, sleepOverPrice: 1, quantity: 1 },
  ],
  passenger: emptyPassenger,
  pending: null,
};

describe('the hire passenger form', () => {
  it("says spec 1 §5's sentences for a phone that is not Nigerian, two equal phones and a bad e-mail", () => {
    expect(messages({ ...typed, phoneNumber: '0803123456' })).toEqual(['Only Nigerian numbers are allowed. Please provide a Nigerian number.']);
    expect(messages({ ...typed, nextOfKinPhone: '+1 202 555 0100' })).toEqual(['Only Nigerian numbers are allowed. Please provide a Nigerian number.']);
    expect(messages({ ...typed, nextOfKinPhone: typed.phoneNumber })).toEqual(['Passenger and Next of Kin Phone No. should not be the same!!!']);
    expect(messages({ ...typed, email: 'ada@example' })).toEqual(['Please provide a valid email address']);
    expect(messages(typed)).toEqual([]);
  });

  it('takes an international Nigerian number as its 11 digits', () => {
    expect(v.parse(hirePassengerSchema, { ...typed, phoneNumber: '+234 803 123 4567', nextOfKinPhone: '2348051234567' })).toMatchObject({ phoneNumber: '08031234567', nextOfKinPhone: '08051234567' });
  });

  it('keeps Pay off until every field holds something', () => {
    expect(passengerFilled(typed)).toBe(true);
    expect(passengerFilled({ ...typed, gender: null })).toBe(false);
    expect(passengerFilled({ ...typed, address: '  ' })).toBe(false);
  });

  it("fills and locks a customer's name, e-mail, phone and gender from the profile; the next of kin only where empty", () => {
    const customer = { firstName: 'Ngozi', lastName: 'Eze', gender: 1 as const, email: 'ngozi@example.com', phoneNumber: '+2348071234567', nextOfKinName: 'Emeka Eze', nextOfKinPhone: '08091234567' };
    const filled = prefillPassenger({ ...emptyPassenger, fullName: 'Someone Else', nextOfKinName: 'Typed Kin' }, customer);
    expect(filled).toEqual({ ...emptyPassenger, fullName: 'Ngozi Eze', gender: 1, email: 'ngozi@example.com', phoneNumber: '08071234567', nextOfKinName: 'Typed Kin', nextOfKinPhone: '08091234567' });
    expect(prefillPassenger(filled, customer)).toBe(filled);
    expect(lockedFields(customer)).toEqual({ fullName: true, email: true, phoneNumber: true, gender: true });
    expect(lockedFields({ ...customer, gender: null, phoneNumber: '' })).toEqual({ fullName: true, email: true, phoneNumber: false, gender: false });
    expect(lockedFields(undefined)).toEqual({ fullName: false, email: false, phoneNumber: false, gender: false });
  });

  it('makes a requestBooking body the contract accepts, one way and round trip with the night', () => {
    const passenger = v.parse(hirePassengerSchema, typed);
    const oneWay = hireRequestBody(draft, passenger, 5);
    expect(v.safeParse(hireRequest, oneWay).success).toBe(true);
    expect(oneWay).toMatchObject({ hiredServiceType: 0, isSleepOver: false, onewayPickupLocation: 'Ikeja, Lagos', oneWayDropoffLocation: 'Ibadan, Oyo', paymentMethod: 5 });
    expect(oneWay.hireVehicleDetail).toEqual([{ vehicleModelId: 3, quantity: 2 }, { vehicleModelId: 5, quantity: 1 }]);
    expect(oneWay).not.toHaveProperty('returnPickupDate');

    const round = hireRequestBody({ ...draft, criteria: { ...draft.criteria, returnDate: '2026-12-03', night: true } }, passenger, 4);
    expect(v.safeParse(hireRequest, round).success).toBe(true);
    expect(round).toMatchObject({ hiredServiceType: 1, isSleepOver: true, returnPickupDate: '2026-12-03', returnPickupLocation: 'Ibadan, Oyo', returnDropoffLocation: 'Ikeja, Lagos' });
  });
});
