import { describe, expect, it } from 'vitest';
import { walletPin } from './wallet-payment';

describe('the wallet payment PIN', () => {
  it('is handed over once, for its booking only, and then forgotten', () => {
    walletPin.hold('FRE-1', '1234');
    expect(walletPin.take('FRE-2')).toBeNull();
    // Asking for another booking forgets it too: a PIN never waits around.
    expect(walletPin.take('FRE-1')).toBeNull();
    walletPin.hold('FRE-1', '1234');
    expect(walletPin.take('FRE-1')).toBe('1234');
    expect(walletPin.take('FRE-1')).toBeNull();
  });
});
