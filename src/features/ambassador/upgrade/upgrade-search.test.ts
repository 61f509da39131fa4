import { describe, expect, it } from 'vitest';
import { VERIFICATION_ID as CONTRACT_ID } from '@contract/ambassador';
import { linkState, parseUpgradeSearch, VERIFICATION_ID } from './upgrade-search';

describe('the /upgrade search', () => {
  it('knows the contract\'s verificationId shape', () => {
    expect(VERIFICATION_ID.source).toBe(CONTRACT_ID.source);
  });

  it('tells a missing link from a broken one', () => {
    expect(parseUpgradeSearch({})).toEqual({});
    expect(parseUpgradeSearch({ verificationId: '  ' })).toEqual({});
    expect(parseUpgradeSearch({ verificationId: { a: 1 } })).toEqual({});
    expect(parseUpgradeSearch({ verificationId: 1234567890123456 }).verificationId).toMatch(/^\d+$/);
    expect(linkState(undefined)).toBe('missing');
    expect(linkState('short')).toBe('malformed');
    expect(linkState('has spaces in it 12345')).toBe('malformed');
    expect(linkState('dev-upgrade-invitation-0001')).toBe('ok');
  });
});
