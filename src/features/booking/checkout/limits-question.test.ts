import { describe, expect, it } from 'vitest';
import { limitsQuestion } from './limits-question';
import { testDraft, testTrip } from './test-draft';

describe('limitsQuestion', () => {
  it('counts the seats of both legs and names both trips; the contact only once typed', () => {
    const draft = testDraft({ return: { trip: testTrip({ vehicleTripRegistrationId: 40 }), seats: [5, 6] } });
    expect(limitsQuestion(draft)).toEqual({ seats: 4, tripIds: [12, 40] });
    expect(limitsQuestion(testDraft(), { email: ' ada@example.com ', phoneNumber: '08031234567 ' })).toEqual({
      seats: 2, tripIds: [12], email: 'ada@example.com', phoneNumber: '08031234567',
    });
  });
});
