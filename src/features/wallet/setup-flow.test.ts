import { describe, expect, it } from 'vitest';
import { isCompletePin, pinsMatch, SETUP_CLOSED, setupFlow, type SetupAction, type SetupState } from './setup-flow';

const run = (...actions: SetupAction[]) => actions.reduce<SetupState>(setupFlow, SETUP_CLOSED);

describe('wallet set-up', () => {
  it('goes welcome, OTP, PIN, then done', () => {
    expect(run({ type: 'otp-sent' }).step).toBe('welcome');
    expect(run({ type: 'otp-sent' }, { type: 'continue' }).step).toBe('otp');
    expect(run({ type: 'otp-sent' }, { type: 'continue' }, { type: 'otp-entered', otp: '123456' })).toEqual({ step: 'pin', otp: '123456', error: null });
    expect(run({ type: 'otp-sent' }, { type: 'continue' }, { type: 'otp-entered', otp: '123456' }, { type: 'created' }).step).toBe('done');
  });

  it('a mismatch shows its modal, and Try Again returns to the PINs with the OTP kept', () => {
    const mismatch = run({ type: 'otp-sent' }, { type: 'continue' }, { type: 'otp-entered', otp: '123456' }, { type: 'mismatch' });
    expect(mismatch.step).toBe('mismatch');
    expect(setupFlow(mismatch, { type: 'try-again' })).toEqual({ step: 'pin', otp: '123456', error: null });
  });

  it('a refusal goes back to the OTP with its sentence; no answer stays on the PINs', () => {
    const atPin = run({ type: 'otp-sent' }, { type: 'continue' }, { type: 'otp-entered', otp: '123456' });
    expect(setupFlow(atPin, { type: 'refused', message: 'The OTP is wrong or has expired.', offline: false })).toEqual({ step: 'otp', otp: '', error: 'The OTP is wrong or has expired.' });
    expect(setupFlow(atPin, { type: 'refused', message: 'No connection', offline: true })).toEqual({ ...atPin, error: 'No connection' });
  });

  it('ignores steps out of order, and closing starts over', () => {
    expect(run({ type: 'otp-entered', otp: '1' }).step).toBe('closed');
    expect(run({ type: 'otp-sent' }, { type: 'try-again' }).step).toBe('welcome');
    expect(run({ type: 'otp-sent' }, { type: 'close' })).toEqual(SETUP_CLOSED);
  });
});

describe('PIN entry', () => {
  it('is complete at exactly 4 digits, and the two must match', () => {
    expect(['1234', '123', '12345', '12a4', ''].map(isCompletePin)).toEqual([true, false, false, false, false]);
    expect(pinsMatch('1234', '1234')).toBe(true);
    expect(pinsMatch('1234', '1243')).toBe(false);
    expect(pinsMatch('123', '123')).toBe(false);
  });
});
