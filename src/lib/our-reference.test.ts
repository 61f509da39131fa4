import { describe, expect, it } from 'vitest';
import { ourReference } from './our-reference';

describe('our reference, back from a provider that appends its own', () => {
  it('is the first of a list, and a lone checkout reference is the one it belongs to', () => {
    expect(ourReference(['FRE-AB12CD', 'FRE-AB12CD.1'])).toBe('FRE-AB12CD');
    expect(ourReference('FRE-AB12CD.2')).toBe('FRE-AB12CD');
    expect(ourReference('FRE-AB12CD')).toBe('FRE-AB12CD');
    expect(ourReference(42)).toBe(42);
  });
});
