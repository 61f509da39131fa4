import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages';
import { withoutFieldName } from './api-error';

describe('withoutFieldName', () => {
  it.each([
    ['numberOfAdults: At most 13 adults per booking.', 'At most 13 adults per booking.'],
    ['BookingRefCode: A reference is required.', 'A reference is required.'],
    ['password: Password must contain an uppercase letter.', 'Password must contain an uppercase letter.'],
    ['beneficiaries.0.fullName: Passenger name is required.', 'Passenger name is required.'],
  ])('%s → %s', (old, plain) => {
    expect(withoutFieldName(old)).toBe(plain);
  });

  it('leaves plain sentences alone', () => {
    for (const sentence of ['At most 13 adults per booking.', 'Note: seats sell fast.', 'Invalid RefCode!!!, Please try again.', MESSAGES.genericFailure]) {
      expect(withoutFieldName(sentence)).toBe(sentence);
    }
  });
});
