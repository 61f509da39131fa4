import { describe, expect, it } from 'vitest';
import { emptyPartnerDraft, partnerEnquiryBody, type PartnerDraft } from './partner-draft';

const vehicle = { make: 'Toyota', model: 'Hiace', colour: 'White', vehicleYear: '2019' };
const individual: PartnerDraft = {
  ...emptyPartnerDraft,
  type: 'individual',
  individual: { firstName: 'Ada', lastName: 'Obi', phoneNumber: '08031234567', email: 'ada@example.com', state: 'Lagos', inspectionLocation: 'Jibowu' },
  vehicle,
};

describe('partnerEnquiryBody', () => {
  it('sends an individual partner as type 1 with one vehicle, its year a number, country NG', () => {
    expect(partnerEnquiryBody(individual)).toEqual({
      partnerType: 1, firstName: 'Ada', lastName: 'Obi', phoneNumber: '08031234567', email: 'ada@example.com', state: 'Lagos',
      inspectionLocation: 'Jibowu', numberOfVehicles: 1, countryCode: 'NG', vehicles: [{ ...vehicle, vehicleYear: 2019 }],
    });
  });

  it('sends a corporate partner as type 0 with its company details and number of vehicles', () => {
    const body = partnerEnquiryBody({
      ...individual,
      type: 'corporate',
      corporate: {
        companyName: 'Obi Logistics', companyRcNumber: 'RC123456', businessAddress: '1 Marina, Lagos', name: 'Ada Obi', phoneNumber: '08031234567',
        email: 'fleet@obi.ng', state: 'Lagos', numberOfVehicles: '4', inspectionLocation: 'Jibowu',
      },
    });
    expect(body).toMatchObject({ partnerType: 0, companyName: 'Obi Logistics', numberOfVehicles: 4, countryCode: 'NG' });
    expect(body).not.toHaveProperty('firstName');
  });

  it('gives null without a type, or with a field missing', () => {
    expect(partnerEnquiryBody({ ...individual, type: null })).toBeNull();
    expect(partnerEnquiryBody({ ...individual, vehicle: { ...vehicle, colour: '' } })).toBeNull();
    expect(partnerEnquiryBody({ ...individual, type: 'corporate' })).toBeNull();
  });
});
