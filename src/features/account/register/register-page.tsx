import { useReducer, useState } from 'react';
import { sendPhoneCodeMutationOptions } from '../api/send-phone-code';
import { verifyCodeMutationOptions } from '../api/verify-code';
import { AuthCard } from '../auth/auth-card';
import { OFFLINE } from '../auth/failure-text';
import { OfflineNotice } from '../auth/offline-notice';
import { OtpModal } from '../auth/otp-modal';
import { composePhone, displayPhone, registrationPhoneProblem } from '../auth/phone';
import { useCodeSending } from '../auth/use-code-sending';
import { CreatePasswordStep } from './create-password-step';
import { PhoneStep } from './phone-step';
import { initialRegisterState, registerReducer } from './register-stage';

/** /Register: phone sign-up in four stages (spec 1 §2 'Sign-up, sign-in and profile'). */
export function RegisterPage() {
  const [state, dispatch] = useReducer(registerReducer, initialRegisterState);
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const otp = useCodeSending({
    send: sendPhoneCodeMutationOptions(),
    verify: verifyCodeMutationOptions(),
    sendInput: (international: string) => international,
    onSent: (international) => dispatch({ type: 'codeSent', phone: international }),
    onChange: () => dispatch({ type: 'changeNumber' }),
    offline: OFFLINE.signUp,
  });

  const submitPhone = () => {
    const international = composePhone(phone);
    const phoneProblem = registrationPhoneProblem(international);
    setProblem(phoneProblem);
    if (!phoneProblem) otp.sendCode(international);
  };

  if (state.stage === 'password') {
    return (
      <AuthCard title="Create Password">
        <OfflineNotice text={OFFLINE.signUp} />
        <CreatePasswordStep phone={state.phone} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign Up" intro="Create your Freely account with your phone number. We will text you a code to confirm it.">
      <OfflineNotice text={OFFLINE.signUp} />
      <PhoneStep
        phone={phone}
        onPhone={setPhone}
        agreed={agreed}
        onAgreed={setAgreed}
        problem={problem}
        error={state.stage === 'phone' ? otp.sendError : null}
        sending={otp.send.isPending && state.stage === 'phone'}
        onSubmit={submitPhone}
      />
      <OtpModal
        {...otp.status}
        opened={state.stage === 'code'}
        target={displayPhone(state.phone)}
        onClose={otp.change}
        onVerify={(code) => otp.verify.mutate({ target: state.phone, otpCode: code, purpose: 'register' }, { onSuccess: () => dispatch({ type: 'verified' }) })}
        onResend={() => otp.sendCode(state.phone)}
        changeLabel="change number"
        onChange={otp.change}
      />
    </AuthCard>
  );
}
