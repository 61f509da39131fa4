import { describe, expect, it } from 'vitest';
import { feeKobo, orderLines, orderTitle, totalKobo, type BillOrder } from './order';

const airtime: BillOrder = { kind: 'airtime', phone: '08031234567', network: 'MTN', amountKobo: 500_00 };
const data: BillOrder = { kind: 'data', phone: '08051234567', network: 'Glo', billerId: 3070, paymentCode: '307001', itemName: '1GB (30 days)', amountKobo: 1_000_00 };
const electricity: BillOrder = { kind: 'electricity', billerName: 'Ikeja Electric', itemName: 'Prepaid', paymentCode: '10101', meter: '12345678901', customerName: 'ADA OBI', amountKobo: 5_000_00 };
const tv: BillOrder = { kind: 'tv', billerName: 'DStv', itemName: 'Compact', paymentCode: '20201', smartCard: '1234567890', customerName: 'CHIKE OBI', amountKobo: 15_700_00 };

describe('the bill fee and total (spec 2 §9)', () => {
  it('adds ₦100 to electricity and TV, nothing to airtime and data', () => {
    expect([feeKobo('airtime'), feeKobo('data'), feeKobo('electricity'), feeKobo('tv')]).toEqual([0, 0, 100_00, 100_00]);
    expect(totalKobo(airtime)).toBe(500_00);
    expect(totalKobo(data)).toBe(1_000_00);
    expect(totalKobo(electricity)).toBe(5_100_00);
    expect(totalKobo(tv)).toBe(15_800_00);
  });
});

describe('the confirm modal lines', () => {
  it('say what, for whom, amount, fee and total', () => {
    expect(orderLines(electricity)).toEqual([
      { label: 'Service', value: 'Ikeja Electric · Prepaid' },
      { label: 'Meter number', value: '12345678901' },
      { label: 'Customer name', value: 'ADA OBI' },
      { label: 'Amount', value: '₦5,000' },
      { label: 'Fee', value: '₦100' },
      { label: 'Total', value: '₦5,100' },
    ]);
    expect(orderLines(airtime)).toEqual([
      { label: 'Service', value: 'MTN Nigeria airtime' },
      { label: 'Phone number', value: '08031234567' },
      { label: 'Amount', value: '₦500' },
      { label: 'Fee', value: 'None' },
      { label: 'Total', value: '₦500' },
    ]);
  });

  it('name the network, biller and plan', () => {
    expect(orderTitle(data)).toBe('Glo Nigeria · 1GB (30 days)');
    expect(orderTitle(tv)).toBe('DStv · Compact');
    expect(orderLines(tv)[1]).toEqual({ label: 'Smart card number', value: '1234567890' });
  });
});
