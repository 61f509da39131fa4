import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HIRE_QUANTITY_MAX } from '@contract/hire';
import { referenceSchema } from '@contract/payment';
import { criteriaSearch, formatQuantities, parseQuantities } from './hire-links';
import { completeCriteria, parseHireReferenceSearch, parseSelectBusHireSearch, QUANTITY_MAX, REFERENCE } from './hire-search';

describe('the hire URL state', () => {
  it("repeats the contract's facts it cannot import", () => {
    expect(QUANTITY_MAX).toBe(HIRE_QUANTITY_MAX);
    for (const ref of ['HIRE-ABC123', 'abc-123456', 'A1B2C3', 'HIR-', 'x'.repeat(41), 'AB CD EF']) {
      expect(REFERENCE.test(ref), ref).toBe(v.safeParse(referenceSchema, ref).success);
    }
  });

  it('reads a complete one-way and round-trip search, and keeps the night on a round trip only', () => {
    const oneWay = parseSelectBusHireSearch({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', night: true, km: 128.456 });
    expect(completeCriteria(oneWay)).toEqual({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', night: false });
    expect(oneWay.km).toBe(128.456);
    const round = parseSelectBusHireSearch({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', returnDate: '2026-12-03', night: 'true' });
    expect(completeCriteria(round)).toEqual({ from: 'Ikeja, Lagos', to: 'Ibadan, Oyo', date: '2026-12-01', returnDate: '2026-12-03', night: true });
  });

  it('drops what is malformed instead of failing, and a search with something missing is not complete', () => {
    const bad = parseSelectBusHireSearch({ from: '  ', to: 12, date: '1 Dec', returnDate: '2026-12-03', km: 'far', q: '1x9', extra: 'x' });
    expect(bad).toEqual({ to: '12', returnDate: '2026-12-03' });
    expect(completeCriteria(bad)).toBeUndefined();
    expect(completeCriteria({ from: 'A', to: 'B', date: '2026-12-05', returnDate: '2026-12-03' })).toBeUndefined();
  });

  it('writes a search back as the URL holds it', () => {
    const criteria = { from: 'A', to: 'B', date: '2026-12-01', returnDate: '2026-12-02', night: true };
    expect(criteriaSearch(criteria, { km: 10.5, q: '3x1' })).toEqual({ from: 'A', to: 'B', date: '2026-12-01', returnDate: '2026-12-02', night: true, km: 10.5, q: '3x1' });
    expect(criteriaSearch({ from: 'A', to: 'B', date: '2026-12-01', night: false }, { km: null })).toEqual({ from: 'A', to: 'B', date: '2026-12-01' });
    expect(completeCriteria(parseSelectBusHireSearch(criteriaSearch(criteria)))).toEqual(criteria);
  });

  it('keeps quantities as model id x quantity, without zeros, in id order', () => {
    expect(formatQuantities({ 7: 2, 3: 1, 9: 0 })).toBe('3x1-7x2');
    expect(formatQuantities({ 4: 0 })).toBeUndefined();
    expect(parseQuantities('3x1-7x2')).toEqual({ 3: 1, 7: 2 });
    expect(parseQuantities('3x0-7x2')).toEqual({ 7: 2 });
    expect(parseQuantities('3x4')).toEqual({});
    expect(parseQuantities('nonsense')).toEqual({});
    expect(parseQuantities(undefined)).toEqual({});
  });

  it("reads a result page's reference, and nothing else", () => {
    expect(parseHireReferenceSearch({ reference: 'HIR-ABC123' })).toEqual({ reference: 'HIR-ABC123' });
    expect(parseHireReferenceSearch({ reference: '<script>' })).toEqual({});
    expect(parseHireReferenceSearch({})).toEqual({});
  });
});

describe('/call-back-hire back from Paystack', () => {
  it('reads ours, the first reference, when Paystack appends trxref and its own (the checkout, HIR-….1)', () => {
    expect(parseHireReferenceSearch({ reference: ['HIR-ABCDEFGH23', 'HIR-ABCDEFGH23.1'], trxref: 'HIR-ABCDEFGH23.1' })).toEqual({ reference: 'HIR-ABCDEFGH23' });
  });
});
