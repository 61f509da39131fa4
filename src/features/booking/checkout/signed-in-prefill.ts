import { toLocalPhone } from '@contract/validation';
import type { SessionUser } from '@/api/session';
import type { BookingDraft } from '../draft/booking-draft';

type Customer = Pick<SessionUser, 'firstName' | 'lastName' | 'gender' | 'email' | 'phoneNumber' | 'nextOfKinName' | 'nextOfKinPhone'>;

/**
 * Spec 1 §2 checkout: a signed-in customer's name, phone, e-mail and next of kin fill the fields
 * still empty, and their gender is the main passenger's (read-only for them). Returns the same
 * draft when there is nothing to fill, so callers can tell whether to save it.
 */
export function prefillDraft(draft: BookingDraft, customer: Customer): BookingDraft {
  const main = draft.passengers[0] ?? { fullName: '', gender: null };
  const filledMain = {
    fullName: main.fullName || `${customer.firstName} ${customer.lastName}`.trim(),
    gender: customer.gender ?? main.gender,
  };
  const c = draft.contact;
  const contact = {
    email: c.email || customer.email,
    phoneNumber: c.phoneNumber || (customer.phoneNumber ? toLocalPhone(customer.phoneNumber) : ''),
    nextOfKinName: c.nextOfKinName || customer.nextOfKinName,
    nextOfKinPhone: c.nextOfKinPhone || customer.nextOfKinPhone,
  };
  const sameMain = draft.passengers.length > 0 && filledMain.fullName === main.fullName && filledMain.gender === main.gender;
  const sameContact = (Object.keys(contact) as (keyof typeof contact)[]).every((key) => contact[key] === c[key]);
  if (sameMain && sameContact) return draft;
  return { ...draft, passengers: [filledMain, ...draft.passengers.slice(1)], contact };
}

/** The main passenger's gender is read-only when the profile has one. */
export const lockedGender = (customer: Pick<SessionUser, 'gender'> | undefined) => customer?.gender === 0 || customer?.gender === 1;
