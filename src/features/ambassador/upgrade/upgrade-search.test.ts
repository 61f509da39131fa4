import { describe, expect, it } from 'vitest';
import { linkState } from './upgrade-link';
import { readVerificationId } from './upgrade-search';

describe('the /upgrade search', () => {
  it('keeps the link\'s id as text, and reads anything else as missing', () => {
    expect(readVerificationId(undefined)).toBeUndefined();
    expect(readVerificationId('  ')).toBeUndefined();
    expect(readVerificationId({ a: 1 })).toBeUndefined();
    expect(readVerificationId(' dev-upgrade-invitation-0001 ')).toBe('dev-upgrade-invitation-0001');
    expect(readVerificationId(1234567890123456)).toBe('1234567890123456');
    expect(readVerificationId('x'.repeat(500))).toHaveLength(200);
  });

  it('tells a missing link from a broken one (the contract\'s VERIFICATION_ID)', () => {
    expect(linkState(undefined)).toBe('missing');
    expect(linkState('short')).toBe('malformed');
    expect(linkState('has spaces in it 12345')).toBe('malformed');
    expect(linkState('dev-upgrade-invitation-0001')).toBe('ok');
  });
});
