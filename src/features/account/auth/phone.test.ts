import { describe, expect, it } from 'vitest';
import { composePhone, displayPhone, PHONE_COUNTRY, registrationPhoneProblem } from './phone';

const NIGERIAN = 'Only Nigerian numbers are allowed. Please provide a Nigerian number.';

describe('PHONE_COUNTRY (issue 12: offer only what is accepted)', () => {
  it('is Nigeria, and a number composed with it is one the registration rule accepts', () => {
    expect(PHONE_COUNTRY).toMatchObject({ iso: 'NG', dial: '234' });
    expect(registrationPhoneProblem(composePhone('0803 123 4567'))).toBeNull();
  });
});

describe('composePhone (spec 1 §5: international form, spaces removed)', () => {
  it('turns a Nigerian local number into the 14-character form', () => {
    expect(composePhone('0803 123 4567')).toBe('+2348031234567');
    expect(composePhone('803 123 4567')).toBe('+2348031234567');
    expect(composePhone('8031234567')).toHaveLength(14);
  });

  it.each(['234 803 123 4567', '+234 803 123 4567', '+2348031234567', '(0803) 123-4567'])(
    'accepts the country code typed again, with or without + (%s)',
    (typed) => {
      expect(composePhone(typed)).toBe('+2348031234567');
    },
  );

  it('keeps another country typed with its +, which the rule then refuses', () => {
    expect(composePhone('+44 7700 900123')).toBe('+447700900123');
    expect(registrationPhoneProblem(composePhone('+44 7700 900123'))).toBe(NIGERIAN);
  });

  it('is empty when nothing was typed', () => {
    expect(composePhone('  ')).toBe('');
  });
});

describe('registrationPhoneProblem', () => {
  it('accepts exactly 14 characters of a Nigerian number', () => {
    expect(registrationPhoneProblem('+2348031234567')).toBeNull();
  });

  it('refuses other lengths and countries with the spec message', () => {
    for (const phone of ['+234803123456', '+23480312345678', '+233241234567', '+447700900123', '+2340031234567', '']) {
      expect(registrationPhoneProblem(phone)).toBe(NIGERIAN);
    }
  });
});

describe('displayPhone', () => {
  it('groups a Nigerian number for reading', () => {
    expect(displayPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(displayPhone('ada@example.com')).toBe('ada@example.com');
  });
});
