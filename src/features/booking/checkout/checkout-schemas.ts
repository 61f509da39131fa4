import * as v from 'valibot';
import { contactPhoneSchema, emailSchema, SAME_PHONE_MESSAGE } from '@contract/validation';
import { splitFullName } from './names';

/**
 * The checkout forms' rules, built from the contract's schemas so the browser says exactly what
 * POST /booking would refuse (spec 1 §5 'Phones', 'Email', 'Checkout').
 */
const fullNameSchema = v.pipe(v.string(), v.trim(), v.minLength(2, 'Passenger name is required.'), v.maxLength(80, 'Passenger name is too long.'));
const genderSchema = v.picklist([0, 1], 'Choose Male or Female.');

export const passengerSchema = v.object({ fullName: fullNameSchema, gender: genderSchema });

const mainPassengerSchema = v.object({
  // The server needs a first name of two letters or more (it splits the name on the first space).
  fullName: v.pipe(fullNameSchema, v.check((name) => splitFullName(name).firstName.length >= 2, 'Please enter your first name in full.')),
  gender: genderSchema,
});

/** Step 2: the main passenger first, then one block per extra adult. */
export const passengersFormSchema = v.object({ passengers: v.tupleWithRest([mainPassengerSchema], passengerSchema) });
export type PassengersForm = { passengers: { fullName: string; gender: 0 | 1 | null }[] };

/** Step 3: contact and next of kin; the two phones must differ. */
export const contactFormSchema = v.pipe(
  v.object({
    email: emailSchema,
    phoneNumber: contactPhoneSchema,
    nextOfKinName: v.pipe(v.string(), v.trim(), v.minLength(2, 'Next of kin name is required.'), v.maxLength(80, 'Next of kin name is too long.')),
    nextOfKinPhone: contactPhoneSchema,
  }),
  v.forward(
    v.partialCheck([['phoneNumber'], ['nextOfKinPhone']], (c) => c.phoneNumber !== c.nextOfKinPhone, SAME_PHONE_MESSAGE),
    ['nextOfKinPhone'],
  ),
);
export type ContactForm = { email: string; phoneNumber: string; nextOfKinName: string; nextOfKinPhone: string };

/** Proceed stays disabled until every field holds something (spec 1 §5 'Checkout'). */
export const passengersFilled = (form: PassengersForm) => form.passengers.every((p) => p.fullName.trim() !== '' && p.gender !== null);
export const contactFilled = (form: ContactForm) => Object.values(form).every((value) => value.trim() !== '');
