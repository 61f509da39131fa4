import { describe, expect, it } from 'vitest';
import { isReturnPath } from './return-path';
import { afterSignIn } from './sign-in-routing';

describe('afterSignIn (spec 1 §4 Sign-in)', () => {
  it('sends stage 0 to profile completion from every sign-in screen', () => {
    for (const variant of ['login', 'booking', 'hire'] as const) {
      expect(afterSignIn(variant, { customerStage: 0 })).toEqual({ to: '/login-reg', message: 'Please kindly complete your registration process.' });
    }
  });

  it('sends a registered customer on to where they were going', () => {
    expect(afterSignIn('login', { customerStage: 1 })).toEqual({ to: '/', message: 'Logged In Successfully' });
    expect(afterSignIn('booking', { customerStage: 2 })).toEqual({ to: '/passenger-details', message: 'Logged In Successfully' });
    expect(afterSignIn('hire', { customerStage: 1 })).toEqual({ to: '/hire-passenger-details', message: 'Logged In Successfully' });
  });

  it('sends a staff member back to the scanner that sent them to sign in; nothing else is a return path', () => {
    expect(afterSignIn('login', { customerStage: 1 }, '/staff/scan')).toEqual({ to: '/staff/scan', message: 'Logged In Successfully' });
    expect(isReturnPath('/staff/scan')).toBe(true);
    for (const other of ['https://evil.example/', '//evil.example', '/profile', undefined]) expect(isReturnPath(other)).toBe(false);
  });
});
