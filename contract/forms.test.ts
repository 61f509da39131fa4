import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { lagosToday } from './dates';
import {
  FEEDBACK_CATEGORIES, FEEDBACK_SUBJECT, feedbackRequest, partnerEnquiryRequest, partnerPhoneSchema, partnerVehicleSchema, partnerVehicleYears,
  routeSuggestionRequest, SUGGESTION_PHONE_MESSAGE, suggestionPhoneSchema,
} from './forms';
import { MESSAGES } from './messages';
import { emailSchema, toInternationalPhone } from './validation';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

const feedback = {
  CustomerName: 'Ada Obi', CustomerPhoneNumber: '08031234567', CustomerEmail: 'ada@example.com', Category: '2', Body: 'Where is my bag?', Subject: FEEDBACK_SUBJECT,
};
const vehicle = { make: 'Toyota', model: 'Hiace', colour: 'White', vehicleYear: '2019' };
const individual = {
  partnerType: 1, firstName: 'Ada', lastName: 'Obi', phoneNumber: '08031234567', email: 'ada@example.com', state: 'Lagos', inspectionLocation: 'Jibowu', vehicles: [vehicle],
};
const corporate = {
  partnerType: 0, companyName: 'Obi Logistics', companyRcNumber: 'RC123456', businessAddress: '1 Marina, Lagos', name: 'Ada Obi', phoneNumber: '08031234567',
  email: 'fleet@obi.ng', state: 'Lagos', numberOfVehicles: '4', inspectionLocation: 'Jibowu', vehicles: [vehicle],
};

describe('feedback', () => {
  it('takes the category as 1..4 (string or number) and the fixed subject', () => {
    expect(FEEDBACK_CATEGORIES.map((c) => `${c.value} ${c.label}`)).toEqual(['1 Enquiry', '2 Query', '3 Emergency', '4 Feedback']);
    expect(v.parse(feedbackRequest, feedback)).toMatchObject({ Category: 2, Subject: 'Feedback from Website' });
    expect(v.parse(feedbackRequest, { ...feedback, Category: 4 }).Category).toBe(4);
    expect(firstMessage(feedbackRequest, { ...feedback, Category: '5' })).toBe('Choose a category.');
    expect(firstMessage(feedbackRequest, { ...feedback, Category: '' })).toBe('Choose a category.');
    expect(firstMessage(feedbackRequest, { ...feedback, Subject: 'Hello' })).toBe("Subject must be 'Feedback from Website'.");
  });

  it('wants an 11-digit Nigerian phone', () => {
    expect(v.parse(feedbackRequest, { ...feedback, CustomerPhoneNumber: ' 08031234567 ' }).CustomerPhoneNumber).toBe('08031234567');
    expect(firstMessage(feedbackRequest, { ...feedback, CustomerPhoneNumber: '0803123456' })).toBe('Phone No. should not be less than 11 characters');
    expect(firstMessage(feedbackRequest, { ...feedback, CustomerPhoneNumber: '080312345678' })).toBe('Phone No. should not be greater than 11 characters');
    expect(firstMessage(feedbackRequest, { ...feedback, CustomerPhoneNumber: '44203123456' })).toBe(MESSAGES.nigerianNumber);
    expect(firstMessage(feedbackRequest, { ...feedback, CustomerPhoneNumber: '0803123456x' })).toBe(MESSAGES.nigerianNumber);
  });

  it('needs a name and a message', () => {
    expect(firstMessage(feedbackRequest, { ...feedback, CustomerName: '  ' })).toBe('Name is required.');
    expect(firstMessage(feedbackRequest, { ...feedback, Body: '' })).toBe('Message is required.');
  });
});

describe('e-mail rule', () => {
  it.each(['ada@example.com', 'ada.obi-1@mail.example.ng', 'a_b@x.info'])('accepts %s', (email) => {
    expect(v.is(emailSchema, email)).toBe(true);
  });
  it.each(['ada', 'ada@', 'ada@example', 'ada@example.c', 'ada@example.travel', 'ada obi@example.com'])('refuses %s', (email) => {
    expect(firstMessage(emailSchema, email)).toBe('Please provide a valid email address');
  });
});

describe('route suggestion phone', () => {
  it("sends '08031234567' as '+2348031234567' (14 characters)", () => {
    expect(toInternationalPhone('08031234567')).toBe('+2348031234567');
    expect(toInternationalPhone('+234 803 123 4567')).toBe('+2348031234567');
    expect(toInternationalPhone('2348031234567')).toBe('+2348031234567');
    expect(v.parse(suggestionPhoneSchema, '08031234567')).toHaveLength(14);
  });

  it.each(['0803123456', '080312345678', '8031234567', '+44 20 7946 0958', ''])("refuses %j with 'Phone No should be 11 digit'", (phone) => {
    expect(firstMessage(suggestionPhoneSchema, phone)).toBe(SUGGESTION_PHONE_MESSAGE);
    expect(SUGGESTION_PHONE_MESSAGE).toBe('Phone No should be 11 digit');
  });

  it('checks the whole suggestion, e-mail included', () => {
    const suggestion = {
      FullName: 'Ada Obi', DepartureState: 'Lagos', DepartureLocation: 'Ajah', ArrivalState: 'Oyo', ArrivalLocation: 'Bodija', Email: 'ada@example.com', PhoneNumber: '08031234567',
    };
    expect(v.parse(routeSuggestionRequest, suggestion).PhoneNumber).toBe('+2348031234567');
    expect(firstMessage(routeSuggestionRequest, { ...suggestion, Email: 'ada@' })).toBe('Please provide a valid email address');
  });
});

describe('partner enquiry', () => {
  it('wants 11-digit Nigerian phones', () => {
    expect(v.is(partnerPhoneSchema, '08031234567')).toBe(true);
    for (const phone of ['0803123456', '080312345678', '+2348031234567', '18031234567']) {
      expect(firstMessage(partnerPhoneSchema, phone)).toBe(MESSAGES.nigerianNumber);
    }
  });

  it('is a variant on partnerType: 1 individual, 0 corporate', () => {
    expect(v.parse(partnerEnquiryRequest, individual)).toMatchObject({ partnerType: 1, numberOfVehicles: 1, countryCode: 'NG', vehicles: [{ vehicleYear: 2019 }] });
    expect(v.parse(partnerEnquiryRequest, corporate)).toMatchObject({ partnerType: 0, numberOfVehicles: 4, companyRcNumber: 'RC123456' });
    expect(v.is(partnerEnquiryRequest, { ...individual, partnerType: 0 })).toBe(false);
    expect(v.is(partnerEnquiryRequest, { ...corporate, partnerType: 1 })).toBe(false);
    expect(firstMessage(partnerEnquiryRequest, { ...individual, partnerType: 2 })).toBe('Choose Individual Partner or Corporate Partner.');
  });

  it("answers every missing field with 'All fields are required.'", () => {
    expect(firstMessage(partnerEnquiryRequest, { ...individual, lastName: ' ' })).toBe(MESSAGES.allFieldsRequired);
    expect(firstMessage(partnerEnquiryRequest, { ...corporate, companyName: '' })).toBe(MESSAGES.allFieldsRequired);
    expect(firstMessage(partnerEnquiryRequest, { ...corporate, numberOfVehicles: '' })).toBe(MESSAGES.allFieldsRequired);
    expect(firstMessage(partnerEnquiryRequest, { ...individual, vehicles: [] })).toBe(MESSAGES.allFieldsRequired);
    expect(firstMessage(partnerVehicleSchema, { ...vehicle, colour: '' })).toBe(MESSAGES.allFieldsRequired);
    expect(firstMessage(partnerVehicleSchema, { ...vehicle, vehicleYear: '' })).toBe(MESSAGES.allFieldsRequired);
    expect(firstMessage(partnerEnquiryRequest, { ...individual, email: 'ada' })).toBe('Please provide a valid email address');
  });

  it('takes vehicle years from 2013 to this year in Lagos, newest first', () => {
    const years = partnerVehicleYears('2026-06-15');
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2013);
    expect(years).toHaveLength(14);
    // 23:30 UTC on 31 December is already New Year's Day in Lagos.
    expect(partnerVehicleYears(lagosToday(new Date('2026-12-31T23:30:00Z')))[0]).toBe(2027);
    const thisYear = Number(lagosToday().slice(0, 4));
    expect(v.is(partnerVehicleSchema, { ...vehicle, vehicleYear: String(thisYear) })).toBe(true);
    expect(v.is(partnerVehicleSchema, { ...vehicle, vehicleYear: '2012' })).toBe(false);
    expect(v.is(partnerVehicleSchema, { ...vehicle, vehicleYear: String(thisYear + 1) })).toBe(false);
  });
});
