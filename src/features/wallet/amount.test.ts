import { describe, expect, it } from 'vitest';
import { parseFundingAmount } from './amount';

describe('parseFundingAmount', () => {
  it('takes naira as the field holds it, with separators or decimals, to kobo', () => {
    expect(parseFundingAmount(1500)).toEqual({ kobo: 150_000 });
    expect(parseFundingAmount(1500.5)).toEqual({ kobo: 150_050 });
    expect(parseFundingAmount('₦12,500.25')).toEqual({ kobo: 1_250_025 });
    expect(parseFundingAmount(1_000_000)).toEqual({ kobo: 100_000_000 });
  });

  it('refuses nothing, zero, negative, absurd and over-precise amounts with a sentence', () => {
    expect(parseFundingAmount('')).toEqual({ error: 'Enter an amount.' });
    expect(parseFundingAmount(0)).toEqual({ error: 'The amount must be at least ₦1.' });
    expect(parseFundingAmount(-50)).toEqual({ error: 'Enter an amount in naira, like 1500 or 1500.50.' });
    expect(parseFundingAmount(1_000_001)).toEqual({ error: 'The amount must be at most ₦1,000,000.' });
    expect(parseFundingAmount('12.345')).toEqual({ error: 'Enter an amount in naira, like 1500 or 1500.50.' });
  });
});
