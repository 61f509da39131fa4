import * as v from 'valibot';
import { nameSchema } from '@contract/booking';
import { HIRE_SERVICE_TYPE, type HireRequest } from '@contract/hire';
import { MESSAGES } from '@contract/messages';
import { emailSchema, LIMITS, SAME_PHONE_MESSAGE, text, toLocalPhone } from '@contract/validation';
import type { SessionUser } from '@/api/session';
import type { PassengerDraft, ReadyDraft } from './hire-draft';

/**
 * The hire passenger form (spec 1 §5 'Phones', 'Email', 'Checkout'): 11-digit Nigerian phones with
 * 'Only Nigerian numbers are allowed. Please provide a Nigerian number.', the two phones different,
 * the e-mail pattern with 'Please provide a valid email address'. What it accepts the contract's
 * hireRequest accepts too (passenger-form.test.ts).
 */
const hirePhoneSchema = v.pipe(v.string(), v.trim(), v.transform(toLocalPhone), v.regex(/^0\d{10}$/, MESSAGES.nigerianNumber));

export const hirePassengerSchema = v.pipe(
  v.object({
    fullName: nameSchema('Full name'),
    gender: v.picklist([0, 1], 'Choose Male or Female.'),
    email: emailSchema,
    phoneNumber: hirePhoneSchema,
    nextOfKinName: nameSchema('Next of kin name'),
    nextOfKinPhone: hirePhoneSchema,
    address: v.pipe(text(LIMITS.address, 'Address'), v.minLength(1, 'Address is required.')),
  }),
  v.forward(
    v.partialCheck([['phoneNumber'], ['nextOfKinPhone']], (p) => p.phoneNumber !== p.nextOfKinPhone, SAME_PHONE_MESSAGE),
    ['nextOfKinPhone'],
  ),
);
export type HirePassenger = v.InferOutput<typeof hirePassengerSchema>;

/** Pay stays disabled until every field holds something (spec 1 §5 'Checkout'). */
export const passengerFilled = (form: PassengerDraft) =>
  form.gender !== null && [form.fullName, form.email, form.phoneNumber, form.nextOfKinName, form.nextOfKinPhone, form.address].every((value) => value.trim() !== '');

type Customer = Pick<SessionUser, 'firstName' | 'lastName' | 'gender' | 'email' | 'phoneNumber' | 'nextOfKinName' | 'nextOfKinPhone'>;

/**
 * Spec 1 §2 'Hire' and §6: a customer's name, e-mail, phone and gender come from the profile and are
 * read-only (the profile wins over anything typed before signing in); the next of kin fills an
 * empty field. Returns the same object when nothing changes, so callers know whether to save.
 */
export function prefillPassenger(form: PassengerDraft, customer: Customer): PassengerDraft {
  const locked = lockedFields(customer);
  const next: PassengerDraft = {
    ...form,
    fullName: locked.fullName ? `${customer.firstName} ${customer.lastName}`.trim() : form.fullName,
    email: locked.email ? customer.email : form.email,
    phoneNumber: locked.phoneNumber ? toLocalPhone(customer.phoneNumber) : form.phoneNumber,
    gender: locked.gender ? customer.gender : form.gender,
    nextOfKinName: form.nextOfKinName || customer.nextOfKinName,
    nextOfKinPhone: form.nextOfKinPhone || (customer.nextOfKinPhone ? toLocalPhone(customer.nextOfKinPhone) : ''),
  };
  const same = (Object.keys(next) as (keyof PassengerDraft)[]).every((key) => next[key] === form[key]);
  return same ? form : next;
}

/** Which fields the profile fills and the customer cannot change here (a field the profile lacks stays open). */
export function lockedFields(customer: Customer | undefined) {
  return {
    fullName: Boolean(customer && `${customer.firstName}${customer.lastName}`.trim()),
    email: Boolean(customer?.email),
    phoneNumber: Boolean(customer?.phoneNumber),
    gender: customer?.gender === 0 || customer?.gender === 1,
  };
}
export type LockedFields = ReturnType<typeof lockedFields>;

/** The requestBooking body (spec 2 §7.4): the trip, the vehicles, who travels and how they pay. */
export function hireRequestBody(draft: ReadyDraft, passenger: HirePassenger, paymentMethod: number): HireRequest {
  const { criteria } = draft;
  const roundTrip = criteria.returnDate !== undefined;
  return {
    ...passenger,
    paymentMethod,
    hiredServiceType: roundTrip ? HIRE_SERVICE_TYPE.roundTrip : HIRE_SERVICE_TYPE.oneWay,
    onewayPickupLocation: criteria.from,
    oneWayDropoffLocation: criteria.to,
    // The return leg is the one-way leg reversed (contract/hire.ts).
    ...(roundTrip ? { returnPickupLocation: criteria.to, returnDropoffLocation: criteria.from, returnPickupDate: criteria.returnDate } : {}),
    onewayDistanceApart: draft.distanceKm,
    ...(roundTrip ? { returnDistanceApart: draft.distanceKm } : {}),
    onewayPickupDate: criteria.date,
    isSleepOver: roundTrip && criteria.night,
    hireVehicleDetail: draft.vehicles.filter((line) => line.quantity > 0).map((line) => ({ vehicleModelId: line.vehicleModelId, quantity: line.quantity })),
  };
}
