import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { requestResetCodeMutationOptions } from '../api/request-reset-code';
import { verifyCodeMutationOptions } from '../api/verify-code';
import { failureText, OFFLINE } from './failure-text';
import { announce } from './notice';
import { OtpModal } from './otp-modal';
import { resetDraftStore } from './reset-draft';
import { resetTarget } from './reset-target';

type Props = { opened: boolean; onClose: () => void };

/** Forgot password (spec 1 §4): the e-mail modal, then the code, then /forgot-password. */
export function ForgotPasswordModal({ opened, onClose }: Props) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ username: string; shown: string } | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const send = useMutation(requestResetCodeMutationOptions());
  const verify = useMutation(verifyCodeMutationOptions());

  const close = () => {
    setSentTo(null);
    send.reset();
    verify.reset();
    onClose();
  };
  const resend = (target: { username: string; shown: string }) => {
    verify.reset();
    send.mutate(target.username, {
      onSuccess: (message) => {
        setInfo(message);
        setSentTo(target);
      },
    });
  };
  const submitAddress = () => {
    const target = resetTarget(typed);
    if ('problem' in target) return setProblem(target.problem);
    setProblem(null);
    resend(target);
  };

  const sendError = send.isError ? failureText(send.error, OFFLINE.reset) : null;
  return (
    <>
      <Modal opened={opened && !sentTo} onClose={close} title="Forgot Password" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitAddress();
          }}
        >
          <Stack gap="md">
            <Text>Enter the e-mail address of your account and we will send you a code to reset your password.</Text>
            <TextInput
              label="Email Address"
              description="Signed up with your phone and no e-mail yet? Enter your phone number."
              type="text"
              inputMode="email"
              autoComplete="username"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={problem}
              data-autofocus
            />
            {sendError ? <Alert color="red" role="alert">{sendError}</Alert> : null}
            <Button type="submit" disabled={!typed.trim()} loading={send.isPending} fullWidth>Send Code</Button>
          </Stack>
        </form>
      </Modal>
      {sentTo ? (
        <OtpModal
          opened={opened}
          target={sentTo.shown}
          onClose={close}
          onVerify={(code) =>
            verify.mutate(
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
          verifying={verify.isPending}
          onResend={() => resend(sentTo)}
          resending={send.isPending}
          changeLabel="change email"
          onChange={() => {
            send.reset();
            verify.reset();
            setInfo(null);
            setSentTo(null);
          }}
          error={verify.isError ? failureText(verify.error, OFFLINE.reset) : sendError}
          info={info}
        />
      ) : null}
    </>
  );
}
