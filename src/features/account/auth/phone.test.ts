import { describe, expect, it } from 'vitest';
import { composePhone, displayPhone, registrationPhoneProblem } from './phone';

const NIGERIAN = 'Only Nigerian numbers are allowed. Please provide a Nigerian number.';

describe('composePhone (spec 1 §5: international form, spaces removed)', () => {
  it('turns a Nigerian local number into the 14-character form', () => {
    expect(composePhone('234', '0803 123 4567')).toBe('+2348031234567');
    expect(composePhone('234', '803 123 4567')).toBe('+2348031234567');
    expect(composePhone('234', '8031234567')).toHaveLength(14);
  });

  it('accepts the country code typed again, with or without +', () => {
    expect(composePhone('234', '234 803 123 4567')).toBe('+2348031234567');
    expect(composePhone('234', '+234 803 123 4567')).toBe('+2348031234567');
    expect(composePhone('234', '(0803) 123-4567')).toBe('+2348031234567');
  });

  it('keeps another country when one is chosen or typed', () => {
    expect(composePhone('233', '024 123 4567')).toBe('+233241234567');
    expect(composePhone('234', '+44 7700 900123')).toBe('+447700900123');
  });

  it('is empty when nothing was typed', () => {
    expect(composePhone('234', '  ')).toBe('');
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
