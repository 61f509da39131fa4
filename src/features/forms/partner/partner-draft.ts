import * as v from 'valibot';
import { PARTNER_TYPE, partnerEnquiryRequest } from '@contract/forms';
import { createSessionStore, useSessionStore } from '@/lib/session-store';
import { sentSchema } from '../submission';

const text = v.string();
const individualValuesSchema = v.object({ firstName: text, lastName: text, phoneNumber: text, email: text, state: text, inspectionLocation: text });
const corporateValuesSchema = v.object({
  companyName: text, companyRcNumber: text, businessAddress: text, name: text, phoneNumber: text, email: text, state: text,
  numberOfVehicles: text, inspectionLocation: text,
});
const vehicleValuesSchema = v.object({ make: text, model: text, colour: text, vehicleYear: text });

export type IndividualValues = v.InferOutput<typeof individualValuesSchema>;
export type CorporateValues = v.InferOutput<typeof corporateValuesSchema>;
export type PartnerKind = 'individual' | 'corporate';

/** The Enterprise Partner form: the chosen type, the step, each type's contact details and the vehicle. */
const partnerDraftSchema = v.object({
  type: v.nullable(v.picklist(['individual', 'corporate'])),
  step: v.picklist(['details', 'vehicle']),
  individual: individualValuesSchema,
  corporate: corporateValuesSchema,
  vehicle: vehicleValuesSchema,
  sent: sentSchema,
});
export type PartnerDraft = v.InferOutput<typeof partnerDraftSchema>;

export const emptyPartnerDraft: PartnerDraft = {
  type: null,
  step: 'details',
  individual: { firstName: '', lastName: '', phoneNumber: '', email: '', state: '', inspectionLocation: '' },
  corporate: {
    companyName: '', companyRcNumber: '', businessAddress: '', name: '', phoneNumber: '', email: '', state: '', numberOfVehicles: '', inspectionLocation: '',
  },
  vehicle: { make: '', model: '', colour: '', vehicleYear: '' },
  sent: null,
};

export const partnerDraftStore = createSessionStore('freely.partner-draft', partnerDraftSchema, emptyPartnerDraft);
export const usePartnerDraft = () => useSessionStore(partnerDraftStore);

/** The enquiry for a complete draft (the chosen type's contact details and its vehicle), or null. */
export function partnerEnquiryBody(draft: PartnerDraft) {
  if (!draft.type) return null;
  const contact = draft.type === 'individual' ? draft.individual : draft.corporate;
  const parsed = v.safeParse(partnerEnquiryRequest, { partnerType: PARTNER_TYPE[draft.type], ...contact, vehicles: [draft.vehicle] });
  return parsed.success ? parsed.output : null;
}
