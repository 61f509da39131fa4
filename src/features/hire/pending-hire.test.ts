import { describe, expect, it } from 'vitest';
import type { HireRequest } from '@contract/hire';
import { pendingOf, requestKey, reusableHire } from './pending-hire';

const body: HireRequest = {
  fullName: 'Ada Obi', gender: 1, email: 'ada@example.com', phoneNumber: '08031234567', nextOfKinName: 'Chidi Obi', nextOfKinPhone: '08051234567', address: 'Ikeja',
  paymentMethod: 4, hiredServiceType: 0, onewayPickupLocation: 'A', oneWayDropoffLocation: 'B', onewayPickupDate: '2026-12-01', isSleepOver: false,
  hireVehicleDetail: [{ vehicleModelId: 3, quantity: 2 }],
};
const now = Date.parse('2026-11-25T10:00:00Z');
const result = { refCode: 'HIR-ABC123', amount: 100, paymentMethod: 4, expiresAt: '2026-11-25T11:00:00Z', checkoutUrl: null, account: null };

describe('a hire already made', () => {
  it('is the same request whatever the method, and another one when a vehicle or a detail changes', () => {
    expect(requestKey({ ...body, paymentMethod: 5 })).toBe(requestKey(body));
    expect(requestKey({ ...body, hireVehicleDetail: [{ vehicleModelId: 3, quantity: 1 }] })).not.toBe(requestKey(body));
    expect(requestKey({ ...body, address: 'Yaba' })).not.toBe(requestKey(body));
  });

  it('is reused for the same request and method until a minute before it lapses', () => {
    const pending = pendingOf(result, body);
    expect(reusableHire(pending, body, 4, now)).toBe(pending);
    expect(reusableHire(pending, body, 5, now)).toBeUndefined();
    expect(reusableHire(pending, { ...body, address: 'Yaba' }, 4, now)).toBeUndefined();
    expect(reusableHire(pending, body, 4, Date.parse('2026-11-25T10:59:30Z'))).toBeUndefined();
    expect(reusableHire(null, body, 4, now)).toBeUndefined();
  });
});
