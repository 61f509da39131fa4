import { describe, expect, it } from 'vitest';
import { canSignUp, initialRegisterState, registerReducer, type RegisterState } from './register-stage';

const PHONE = '+2348031234567';

describe('phone sign-up stages (spec 1 §4)', () => {
  it('goes phone → code → password', () => {
    const code = registerReducer(initialRegisterState, { type: 'codeSent', phone: PHONE });
    expect(code).toEqual({ stage: 'code', phone: PHONE });
    expect(registerReducer(code, { type: 'verified' })).toEqual({ stage: 'password', phone: PHONE });
  });

  it("'change number' returns to phone entry, keeping the number to edit", () => {
    const code: RegisterState = { stage: 'code', phone: PHONE };
    expect(registerReducer(code, { type: 'changeNumber' })).toEqual({ stage: 'phone', phone: PHONE });
  });

  it('a resent code keeps the modal on the new number', () => {
    const code: RegisterState = { stage: 'code', phone: PHONE };
    expect(registerReducer(code, { type: 'codeSent', phone: PHONE })).toEqual(code);
  });

  it('ignores events that do not fit the stage', () => {
    expect(registerReducer(initialRegisterState, { type: 'verified' })).toBe(initialRegisterState);
    const verified: RegisterState = { stage: 'password', phone: PHONE };
    expect(registerReducer(verified, { type: 'changeNumber' })).toBe(verified);
    expect(registerReducer(verified, { type: 'codeSent', phone: '+2348030000000' })).toBe(verified);
  });
});

describe('canSignUp', () => {
  it('needs a phone and the terms ticked', () => {
    expect(canSignUp('', true)).toBe(false);
    expect(canSignUp('  ', true)).toBe(false);
    expect(canSignUp('0803 123 4567', false)).toBe(false);
    expect(canSignUp('0803 123 4567', true)).toBe(true);
  });
});
