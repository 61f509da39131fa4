import { describe, expect, it } from 'vitest';
import type { PaymentItem } from '@contract/bills';
import { checkAirtime, checkData, checkElectricity, checkTv, without } from './bill-forms';

const item = (over: Partial<PaymentItem> = {}): PaymentItem => ({ paymentitemid: '1', paymentitemname: 'Prepaid', amount: '0', itemFee: '10000', paymentCode: '10101', billerid: 11, ...over });

describe('airtime (spec 1 §5, contract/bills.ts)', () => {
  it("a 10-digit phone, ₦0 and ₦10,000,000 get the contract's sentences", () => {
    expect(checkAirtime({ phone: '0803123456', amount: 500, network: 'MTN' })).toEqual({ errors: { phone: 'Phone No. should not be less than 11 characters' } });
    expect(checkAirtime({ phone: '08031234567', amount: 0, network: 'MTN' })).toEqual({ errors: { amount: 'The airtime amount must be at least ₦50.' } });
    expect(checkAirtime({ phone: '08031234567', amount: 10_000_000, network: 'MTN' })).toEqual({ errors: { amount: 'The airtime amount must be at most ₦50,000.' } });
  });

  it('needs the network, looked up or picked', () => {
    expect(checkAirtime({ phone: '08031234567', amount: 500, network: null })).toMatchObject({ errors: { network: expect.stringContaining('network') } });
  });

  it('gives the order in kobo', () => {
    expect(checkAirtime({ phone: ' 08031234567 ', amount: '1,500.50', network: 'Glo' })).toEqual({ order: { kind: 'airtime', phone: '08031234567', network: 'Glo', amountKobo: 150_050 } });
  });
});

describe('data', () => {
  it("needs a bundle; the amount is the bundle's, the biller the network's data biller", () => {
    expect(checkData({ network: 'MTN', item: null, phone: '08031234567' })).toEqual({ errors: { item: 'Pick a bundle.' } });
    const bundle = item({ paymentitemname: '1GB (30 days)', amount: '100000', paymentCode: '348001', billerid: 348 });
    expect(checkData({ network: 'MTN', item: bundle, phone: '08031234567' })).toEqual({
      order: { kind: 'data', phone: '08031234567', network: 'MTN', billerId: 348, paymentCode: '348001', itemName: '1GB (30 days)', amountKobo: 100_000 },
    });
  });
});

describe('electricity and TV', () => {
  const disco = { billerid: 11, billername: 'Ikeja Electric' };
  it('letters in a meter number get the meter sentence; the amount is ₦500 to ₦500,000', () => {
    expect(checkElectricity({ biller: disco, item: item(), meter: '1234567890a', amount: 1000 })).toEqual({ errors: { meter: 'The meter number is 11 to 13 digits, with no letters.' } });
    expect(checkElectricity({ biller: disco, item: item(), meter: '12345678901', amount: 100 })).toEqual({ errors: { amount: 'The electricity amount must be at least ₦500.' } });
    expect(checkElectricity({ biller: disco, item: item(), meter: '12345678901', amount: 5000 })).toEqual({
      order: { kind: 'electricity', billerName: 'Ikeja Electric', itemName: 'Prepaid', paymentCode: '10101', meter: '12345678901', customerName: '', amountKobo: 500_000 },
    });
  });

  it('TV needs a package and a 10 or 11-digit smart card; the price is the package\'s', () => {
    const dstv = { billerid: 21, billername: 'DStv' };
    expect(checkTv({ biller: dstv, item: null, smartCard: '12ab' })).toEqual({ errors: { item: 'Pick a package.', smartCard: 'The smart card number is 10 or 11 digits, with no letters.' } });
    const compact = item({ paymentitemname: 'Compact', amount: '1570000', paymentCode: '20201', billerid: 21 });
    expect(checkTv({ biller: dstv, item: compact, smartCard: '1234567890' })).toMatchObject({ order: { amountKobo: 1_570_000, smartCard: '1234567890' } });
  });
});

describe('without', () => {
  it('drops one field from the errors', () => {
    expect(without<'phone' | 'amount'>('phone')({ phone: 'x', amount: 'y' })).toEqual({ amount: 'y' });
  });
});
