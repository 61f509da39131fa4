import { describe, expect, it } from 'vitest';
import { transferDetails } from './transfer-details';

describe('transferDetails', () => {
  it('reads the named account', () => {
    expect(
      transferDetails({ kind: 'named', bankName: 'Sandbox Bank', accountName: 'Freely Mobility', accountNo: '0123456789', amount: 5_000_000, reference: 'FRE-ABC234', expiresAt: '2026-11-23T10:30:00Z' }),
    ).toEqual({ bank: 'Sandbox Bank', accountName: 'Freely Mobility', accountNumber: '0123456789', amount: 5_000_000, reference: 'FRE-ABC234', expiresAt: '2026-11-23T10:30:00Z' });
  });

  it('reads the virtual account', () => {
    expect(
      transferDetails({ kind: 'virtual', bankName: 'Sandbox MFB', account_name: 'Freely/Ada Obi', vnuban: '9912345678', max_amount: 5_000_000, account_reference: 'AZA-77', expiresAt: '2026-11-23T10:30:00Z' }),
    ).toEqual({ bank: 'Sandbox MFB', accountName: 'Freely/Ada Obi', accountNumber: '9912345678', amount: 5_000_000, reference: 'AZA-77', expiresAt: '2026-11-23T10:30:00Z' });
  });
});
