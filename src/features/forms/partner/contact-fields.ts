import type { CorporateValues, IndividualValues } from './partner-draft';

/** How a contact field is typed in: free text, a phone, an e-mail, a state choice or a count. */
export type FieldKind = 'text' | 'tel' | 'email' | 'state' | 'count';
export type ContactField<T> = { name: keyof T & string; label: string; kind: FieldKind; autoComplete?: string };

export const INDIVIDUAL_FIELDS: ContactField<IndividualValues>[] = [
  { name: 'firstName', label: 'First Name', kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', kind: 'text', autoComplete: 'family-name' },
  { name: 'phoneNumber', label: 'Phone Number', kind: 'tel', autoComplete: 'tel-national' },
  { name: 'email', label: 'Email Address', kind: 'email', autoComplete: 'email' },
  { name: 'state', label: 'State', kind: 'state' },
  { name: 'inspectionLocation', label: 'Inspection Location', kind: 'text' },
];

export const CORPORATE_FIELDS: ContactField<CorporateValues>[] = [
  { name: 'companyName', label: 'Company Name', kind: 'text', autoComplete: 'organization' },
  { name: 'companyRcNumber', label: 'Company RC Number', kind: 'text' },
  { name: 'businessAddress', label: 'Business Address', kind: 'text', autoComplete: 'street-address' },
  { name: 'name', label: 'Contact Name', kind: 'text', autoComplete: 'name' },
  { name: 'phoneNumber', label: 'Phone Number', kind: 'tel', autoComplete: 'tel-national' },
  { name: 'email', label: 'Email Address', kind: 'email', autoComplete: 'email' },
  { name: 'state', label: 'State', kind: 'state' },
  { name: 'numberOfVehicles', label: 'Number of Vehicles', kind: 'count' },
  { name: 'inspectionLocation', label: 'Inspection Location', kind: 'text' },
];
