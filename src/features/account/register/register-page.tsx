import { useReducer, useState } from 'react';
import { Alert } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useOnline } from '@/offline/network-status';
import { sendPhoneCodeMutationOptions } from '../api/send-phone-code';
import { verifyCodeMutationOptions } from '../api/verify-code';
import { AuthCard } from '../auth/auth-card';
import { failureText, OFFLINE } from '../auth/failure-text';
import { OtpModal } from '../auth/otp-modal';
import { composePhone, displayPhone, registrationPhoneProblem } from '../auth/phone';
import { CreatePasswordStep } from './create-password-step';
import { PhoneStep } from './phone-step';
import { initialRegisterState, registerReducer } from './register-stage';

/** /Register: phone sign-up in four stages (spec 1 §2 'Sign-up, sign-in and profile'). */
export function RegisterPage() {
  const online = useOnline();
  const [state, dispatch] = useReducer(registerReducer, initialRegisterState);
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const send = useMutation(sendPhoneCodeMutationOptions());
  const verify = useMutation(verifyCodeMutationOptions());

  const sendCode = (international: string) => {
    verify.reset();
    send.mutate(international, {
      onSuccess: (message) => {
        setInfo(message);
        dispatch({ type: 'codeSent', phone: international });
      },
    });
  };
  const submitPhone = () => {
    const international = composePhone(phone);
    const phoneProblem = registrationPhoneProblem(international);
    setProblem(phoneProblem);
    if (!phoneProblem) sendCode(international);
  };
  const changeNumber = () => {
    send.reset();
    verify.reset();
    setInfo(null);
    dispatch({ type: 'changeNumber' });
  };

  if (state.stage === 'password') {
    return (
      <AuthCard title="Create Password">
        {online ? null : <Alert color="amber" role="status">{OFFLINE.signUp}</Alert>}
        <CreatePasswordStep phone={state.phone} />
      </AuthCard>
    );
  }
  const sendError = send.isError ? failureText(send.error, OFFLINE.signUp) : null;
  return (
    <AuthCard title="Sign Up" intro="Create your Freely account with your phone number. We will text you a code to confirm it.">
      {online ? null : <Alert color="amber" role="status">{OFFLINE.signUp}</Alert>}
      <PhoneStep
        phone={phone}
        onPhone={setPhone}
        agreed={agreed}
        onAgreed={setAgreed}
        problem={problem}
        error={state.stage === 'phone' ? sendError : null}
        sending={send.isPending && state.stage === 'phone'}
        onSubmit={submitPhone}
      />
      <OtpModal
        opened={state.stage === 'code'}
        target={displayPhone(state.phone)}
        onClose={changeNumber}
        onVerify={(code) => verify.mutate({ target: state.phone, otpCode: code, purpose: 'register' }, { onSuccess: () => dispatch({ type: 'verified' }) })}
        verifying={verify.isPending}
        onResend={() => sendCode(state.phone)}
        resending={send.isPending}
        changeLabel="change number"
        onChange={changeNumber}
        error={verify.isError ? failureText(verify.error, OFFLINE.signUp) : sendError}
        info={info}
      />
    </AuthCard>
  );
}
