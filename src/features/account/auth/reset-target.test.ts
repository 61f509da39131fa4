import { describe, expect, it } from 'vitest';
import { resetTarget } from './reset-target';

describe('resetTarget', () => {
  it('takes an e-mail address, lower-cased for the server', () => {
    expect(resetTarget(' Ada@Example.com ')).toEqual({ username: 'ada@example.com', shown: 'Ada@Example.com' });
  });

  it('takes a Nigerian phone in any spelling', () => {
    expect(resetTarget('0803 123 4567')).toEqual({ username: '+2348031234567', shown: '+234 803 123 4567' });
  });

  it('says what is wrong otherwise', () => {
    expect(resetTarget('ada@example')).toEqual({ problem: 'Please provide a valid email address' });
    expect(resetTarget('')).toEqual({ problem: 'Please provide a valid email address' });
    expect(resetTarget('0803')).toEqual({ problem: 'Only Nigerian numbers are allowed. Please provide a Nigerian number.' });
  });
});
