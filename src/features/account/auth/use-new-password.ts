import { useState } from 'react';
import { passwordPairErrors } from './password-rules';

/** The state behind NewPasswordFields: the pair as typed, and whether submitting showed its problems yet. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = passwordPairErrors(password, confirmPassword);
  return {
    password,
    confirmPassword,
    filled: password !== '' && confirmPassword !== '',
    /** Shows every problem from now on; true when the pair can be sent. */
    check: () => {
      setSubmitted(true);
      return Object.keys(errors).length === 0;
    },
    fields: { password, confirmPassword, onPassword: setPassword, onConfirm: setConfirmPassword, submitted, passwordError: errors.password },
  };
}
