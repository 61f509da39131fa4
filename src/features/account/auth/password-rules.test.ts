import { describe, expect, it } from 'vitest';
import { passwordProblems } from '@contract/onboarding';
import { PASSWORD_POLICY, passwordPairErrors, showMismatch } from './password-rules';

describe('password policy checklist', () => {
  it('ticks exactly the rules the contract says are met', () => {
    for (const password of ['', 'a', 'abcdefgh', 'ABCDEFGH', 'Abcdefgh', 'Abcdefg!', 'Ab!', 'Travel#2026', '12345678!', 'ÀBCdefgh']) {
      const unmet = PASSWORD_POLICY.filter((rule) => !rule.met(password)).length;
      expect(unmet, password).toBe(passwordProblems(password).length);
    }
  });
});

describe('passwordPairErrors (spec 1 §5)', () => {
  it('accepts a strong password typed twice', () => {
    expect(passwordPairErrors('Travel#2026', 'Travel#2026')).toEqual({});
  });

  it("says 'Password Doesn't Match' when the two differ", () => {
    expect(passwordPairErrors('Travel#2026', 'Travel#2027')).toEqual({ confirmPassword: "Password Doesn't Match" });
  });

  it('names the first broken rule in the server’s words', () => {
    expect(passwordPairErrors('travel#2026', 'travel#2026')).toEqual({ password: 'Password must contain an uppercase letter.' });
    expect(passwordPairErrors('Tr#1', 'x')).toEqual({ password: 'Password must be at least 8 characters.', confirmPassword: "Password Doesn't Match" });
  });
});

describe('showMismatch', () => {
  it('waits until the confirmation is as long as the password', () => {
    expect(showMismatch('Travel#2026', 'Trav', false)).toBe(false);
    expect(showMismatch('Travel#2026', 'Travel#2027', false)).toBe(true);
    expect(showMismatch('Travel#2026', 'Trav', true)).toBe(true);
    expect(showMismatch('Travel#2026', 'Travel#2026', true)).toBe(false);
    expect(showMismatch('Travel#2026', '', true)).toBe(false);
  });
});
