import * as v from 'valibot';
import { routeSuggestionRequest } from '@contract/forms';
import { toInternationalPhone } from '@contract/validation';
import type { SessionUser } from '@/api/session';
import { createSessionStore } from '@/lib/session-store';
import { sentSchema } from '../submission';

/** What the Suggest a Route form holds, named as the request fields so errors land on them. */
const suggestionValuesSchema = v.object({
  DepartureState: v.string(),
  DepartureLocation: v.string(),
  ArrivalState: v.string(),
  ArrivalLocation: v.string(),
  FullName: v.string(),
  Email: v.string(),
  PhoneNumber: v.string(),
});
export type SuggestionValues = v.InferOutput<typeof suggestionValuesSchema>;

export const emptySuggestion: SuggestionValues = {
  DepartureState: '', DepartureLocation: '', ArrivalState: '', ArrivalLocation: '', FullName: '', Email: '', PhoneNumber: '',
};

const suggestionDraftSchema = v.object({ values: suggestionValuesSchema, sent: sentSchema });
export const suggestionDraftStore = createSessionStore('freely.suggest-route-draft', suggestionDraftSchema, { values: emptySuggestion, sent: null });

/** Spec 1 §5: Submit is disabled until phone, departure, destination, e-mail and name are present. */
export const SUGGESTION_REQUIRED = ['PhoneNumber', 'DepartureState', 'DepartureLocation', 'ArrivalState', 'ArrivalLocation', 'Email', 'FullName'] as const;

const contactSchema = v.pick(routeSuggestionRequest, ['FullName', 'Email', 'PhoneNumber']);
export type SuggestionContact = Pick<SuggestionValues, 'FullName' | 'Email' | 'PhoneNumber'>;

/** A signed-in customer's contact fields: their name, e-mail, and phone as +234 without the leading zero. */
export const signedInContact = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>): SuggestionContact => ({
  FullName: `${user.firstName} ${user.lastName}`.trim(),
  Email: user.email,
  PhoneNumber: toInternationalPhone(user.phoneNumber),
});

/** The contact fields stay hidden only when the profile's values would pass; otherwise the customer fixes them. */
export const contactIsComplete = (contact: SuggestionContact) => v.is(contactSchema, contact);

/** The request body (phone in +234 form) for valid values, or null. */
export function suggestionBody(values: SuggestionValues) {
  const parsed = v.safeParse(routeSuggestionRequest, values);
  return parsed.success ? parsed.output : null;
}
