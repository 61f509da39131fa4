import { describe, expect, it } from 'vitest';
import { formatNaira, nairaToKobo } from './naira';

describe('formatNaira', () => {
  it('groups thousands and drops empty kobo', () => {
    expect(formatNaira(1_250_000)).toBe('₦12,500');
    expect(formatNaira(100_000_000)).toBe('₦1,000,000');
    expect(formatNaira(0)).toBe('₦0');
  });
  it('keeps kobo when there are some', () => {
    expect(formatNaira(1_250_050)).toBe('₦12,500.5');
    expect(formatNaira(1_250_055)).toBe('₦12,500.55');
  });
  it('shows the sign before the currency', () => {
    expect(formatNaira(-50_000)).toBe('-₦500');
  });
});

describe('nairaToKobo', () => {
  it('rounds to whole kobo', () => {
    expect(nairaToKobo(12_500)).toBe(1_250_000);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
  });
});
