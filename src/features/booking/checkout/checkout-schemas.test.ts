import { describe, expect, it } from 'vitest';
import { schemaResolver } from '@mantine/form';
import { contactFilled, contactFormSchema, passengersFilled, passengersFormSchema, type ContactForm } from './checkout-schemas';

const contactErrors = schemaResolver(contactFormSchema, { sync: true });
const passengerErrors = schemaResolver(passengersFormSchema, { sync: true });
const good: ContactForm = { email: 'ada@example.com', phoneNumber: '08031234567', nextOfKinName: 'Ngozi Obi', nextOfKinPhone: '08037654321' };

describe('contact step messages (spec 1 §5)', () => {
  it('accepts a complete contact', () => {
    expect(contactErrors(good)).toEqual({});
  });

  it('asks for a valid email address', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'ada@example.c', 'ada example@x.com']) {
      expect(contactErrors({ ...good, email })).toEqual({ email: 'Please provide a valid email address' });
    }
  });

  it('wants phones of exactly 11 characters', () => {
    expect(contactErrors({ ...good, phoneNumber: '0803123456' })).toEqual({ phoneNumber: 'Phone No. should not be less than 11 characters' });
    expect(contactErrors({ ...good, nextOfKinPhone: '080312345678' })).toEqual({ nextOfKinPhone: 'Phone No. should not be greater than 11 characters' });
  });

  it('refuses the same phone for passenger and next of kin', () => {
    expect(contactErrors({ ...good, nextOfKinPhone: good.phoneNumber })).toEqual({ nextOfKinPhone: 'Passenger and Next of Kin Phone No. should not be the same!!!' });
  });

  it('shows every field’s first problem at once', () => {
    expect(contactErrors({ email: 'x', phoneNumber: '0803', nextOfKinName: 'N', nextOfKinPhone: '080312345678' })).toEqual({
      email: 'Please provide a valid email address',
      phoneNumber: 'Phone No. should not be less than 11 characters',
      nextOfKinName: 'Next of kin name is required.',
      nextOfKinPhone: 'Phone No. should not be greater than 11 characters',
    });
  });

  it('only lets Proceed through when every field holds something', () => {
    expect(contactFilled(good)).toBe(true);
    expect(contactFilled({ ...good, nextOfKinName: '  ' })).toBe(false);
  });
});

describe('passenger step', () => {
  it('needs a name and a gender for every adult', () => {
    const form = { passengers: [{ fullName: 'Ada Obi', gender: 1 as const }, { fullName: '', gender: null }] };
    expect(passengersFilled(form)).toBe(false);
    expect(passengerErrors(form)).toEqual({ 'passengers.1.fullName': 'Passenger name is required.', 'passengers.1.gender': 'Choose Male or Female.' });
  });

  it('wants the main passenger’s first name in full', () => {
    expect(passengerErrors({ passengers: [{ fullName: 'A Obi', gender: 0 }] })).toEqual({ 'passengers.0.fullName': 'Please enter your first name in full.' });
    expect(passengerErrors({ passengers: [{ fullName: 'Ada Obi', gender: 0 }, { fullName: 'Ike', gender: 0 }] })).toEqual({});
  });
});
