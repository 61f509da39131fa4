import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../draft/booking-draft';
import { lockedGender, prefillDraft } from './signed-in-prefill';

const ada = {
  firstName: 'Ada', lastName: 'Obi', gender: 1 as const, email: 'ada@example.com', phoneNumber: '+2348031234567',
  nextOfKinName: 'Chike Obi', nextOfKinPhone: '08099990000',
};

describe('prefillDraft', () => {
  it("fills an empty checkout with the customer's name, gender, e-mail, phone and next of kin", () => {
    const filled = prefillDraft(emptyDraft(), ada);
    expect(filled.passengers).toEqual([{ fullName: 'Ada Obi', gender: 1 }]);
    expect(filled.contact).toEqual({ email: 'ada@example.com', phoneNumber: '08031234567', nextOfKinName: 'Chike Obi', nextOfKinPhone: '08099990000' });
  });

  it('keeps what the traveller typed, but not another gender for the main passenger, and leaves the others alone', () => {
    const draft = {
      ...emptyDraft(),
      passengers: [{ fullName: 'Ada N. Obi', gender: 0 as const }, { fullName: 'Chidi', gender: 0 as const }],
      contact: { email: 'other@example.com', phoneNumber: '', nextOfKinName: 'Ngozi', nextOfKinPhone: '' },
    };
    const filled = prefillDraft(draft, ada);
    expect(filled.passengers).toEqual([{ fullName: 'Ada N. Obi', gender: 1 }, { fullName: 'Chidi', gender: 0 }]);
    expect(filled.contact).toEqual({ email: 'other@example.com', phoneNumber: '08031234567', nextOfKinName: 'Ngozi', nextOfKinPhone: '08099990000' });
  });

  it('returns the same draft once everything is filled, and leaves a gender-less profile editable', () => {
    const once = prefillDraft(emptyDraft(), ada);
    expect(prefillDraft(once, ada)).toBe(once);
    const noGender = prefillDraft(emptyDraft(), { ...ada, gender: null, email: '' });
    expect(noGender.passengers[0]).toEqual({ fullName: 'Ada Obi', gender: null });
    expect(noGender.contact.email).toBe('');
    expect(lockedGender({ gender: null })).toBe(false);
    expect(lockedGender({ gender: 0 })).toBe(true);
    expect(lockedGender(undefined)).toBe(false);
  });
});
