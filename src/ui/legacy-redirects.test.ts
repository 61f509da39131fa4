import { describe, expect, it } from 'vitest';
import { legacyRedirect } from './legacy-redirects';

describe('legacyRedirect', () => {
  it('maps a legacy last segment, whatever its case or prefix', () => {
    expect(legacyRedirect('/home')).toBe('/');
    expect(legacyRedirect('/old/site/FAQS/')).toBe('/Faq');
    expect(legacyRedirect('/contact')).toBe('/Contact-Us');
  });
  it('leaves unknown paths alone', () => {
    expect(legacyRedirect('/no-such-page')).toBeUndefined();
    expect(legacyRedirect('/')).toBeUndefined();
  });
});
