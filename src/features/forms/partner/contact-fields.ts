import { corporatePartnerContact, individualPartnerContact } from '@contract/forms';
import type { CorporateValues, IndividualValues, PartnerDraft, PartnerKind } from './partner-draft';

/** How a contact field is typed in: free text, a phone, an e-mail, a state choice or a count. */
export type FieldKind = 'text' | 'tel' | 'email' | 'state' | 'count';
export type ContactField<T> = { name: keyof T & string; label: string; kind: FieldKind; autoComplete?: string };

/** The fields both partner types fill in alike (contract/forms.ts partnerCommon). */
type CommonValues = Pick<IndividualValues & CorporateValues, 'phoneNumber' | 'email' | 'state' | 'inspectionLocation'>;
const PHONE_NUMBER: ContactField<CommonValues> = { name: 'phoneNumber', label: 'Phone Number', kind: 'tel', autoComplete: 'tel-national' };
const EMAIL: ContactField<CommonValues> = { name: 'email', label: 'Email Address', kind: 'email', autoComplete: 'email' };
const STATE: ContactField<CommonValues> = { name: 'state', label: 'State', kind: 'state' };
const INSPECTION_LOCATION: ContactField<CommonValues> = { name: 'inspectionLocation', label: 'Inspection Location', kind: 'text' };

/** Each partner type's contact step: its fields in order, the schema that checks them. */
export const CONTACT_FORMS: { [K in PartnerKind]: { fields: ContactField<PartnerDraft[K]>[]; schema: typeof individualPartnerContact | typeof corporatePartnerContact } } = {
  individual: {
    fields: [
      { name: 'firstName', label: 'First Name', kind: 'text', autoComplete: 'given-name' },
      { name: 'lastName', label: 'Last Name', kind: 'text', autoComplete: 'family-name' },
      PHONE_NUMBER,
      EMAIL,
      STATE,
      INSPECTION_LOCATION,
    ],
    schema: individualPartnerContact,
  },
  corporate: {
    fields: [
      { name: 'companyName', label: 'Company Name', kind: 'text', autoComplete: 'organization' },
      { name: 'companyRcNumber', label: 'Company RC Number', kind: 'text' },
      { name: 'businessAddress', label: 'Business Address', kind: 'text', autoComplete: 'street-address' },
      { name: 'name', label: 'Contact Name', kind: 'text', autoComplete: 'name' },
      PHONE_NUMBER,
      EMAIL,
      STATE,
      { name: 'numberOfVehicles', label: 'Number of Vehicles', kind: 'count' },
      INSPECTION_LOCATION,
    ],
    schema: corporatePartnerContact,
  },
};
