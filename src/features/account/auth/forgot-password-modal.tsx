import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { requestResetCodeMutationOptions } from '../api/request-reset-code';
import { verifyCodeMutationOptions } from '../api/verify-code';
import { OFFLINE } from './failure-text';
import { announce } from './notice';
import { OtpModal } from './otp-modal';
import { resetDraftStore } from './reset-draft';
import { resetTarget } from './reset-target';
import { SendCodeModal } from './send-code-modal';
import { useCodeSending } from './use-code-sending';

type Props = { opened: boolean; onClose: () => void };
type SentTo = { username: string; shown: string };

/** Forgot password (spec 1 §4): the e-mail modal, then the code, then /forgot-password. */
export function ForgotPasswordModal({ opened, onClose }: Props) {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<SentTo | null>(null);
  const otp = useCodeSending({
    send: requestResetCodeMutationOptions(),
    verify: verifyCodeMutationOptions(),
    sendInput: (target: SentTo) => target.username,
    onSent: setSentTo,
    onChange: () => setSentTo(null),
    offline: OFFLINE.reset,
  });

  const close = () => {
    otp.change();
    onClose();
  };
  const submitAddress = (typed: string) => {
    const target = resetTarget(typed);
    if ('problem' in target) return target.problem;
    otp.sendCode(target);
    return null;
  };

  return (
    <>
      <SendCodeModal
        opened={opened && !sentTo}
        onClose={close}
        title="Forgot Password"
        intro="Enter the e-mail address of your account and we will send you a code to reset your password."
        field={{ type: 'text', autoComplete: 'username', description: 'Signed up with your phone and no e-mail yet? Enter your phone number.' }}
        onSubmit={submitAddress}
        sending={otp.send.isPending}
        error={otp.sendError}
      />
      {sentTo ? (
        <OtpModal
          {...otp.status}
          opened={opened}
          target={sentTo.shown}
          onClose={close}
          onVerify={(code) =>
            otp.verify.mutate(
              { target: sentTo.username, otpCode: code, purpose: 'reset' },
              {
                onSuccess: (message) => {
                  resetDraftStore.set({ username: sentTo.username, otp: code });
                  announce(message);
                  close();
                  void navigate({ to: '/forgot-password' });
                },
              },
            )
          }
          onResend={() => otp.sendCode(sentTo)}
          changeLabel="change email"
          onChange={otp.change}
        />
      ) : null}
    </>
  );
}
