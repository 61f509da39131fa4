import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { emailSchema } from '@contract/validation';
import { confirmEmailMutationOptions } from '../api/confirm-email';
import { updateEmailMutationOptions } from '../api/update-email';
import { failureText, OFFLINE } from '../auth/failure-text';
import { OtpModal } from '../auth/otp-modal';

type Props = {
  opened: boolean;
  initialEmail: string;
  phoneNumber: string;
  onSkip: () => void;
  onVerified: (message: string) => void;
};

/** After the profile: 'Verify your email' (updateemailv2 sends a code), then 'Enter Verification Code'. */
export function VerifyEmailModals({ opened, initialEmail, phoneNumber, onSkip, onVerified }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const send = useMutation(updateEmailMutationOptions());
  const confirm = useMutation(confirmEmailMutationOptions());

  const sendCode = (address: string) => {
    confirm.reset();
    send.mutate({ email: address, ...(phoneNumber ? { phoneNumber } : {}) }, {
      onSuccess: (message) => {
        setInfo(message);
        setSentTo(address);
      },
    });
  };
  const submitEmail = () => {
    const parsed = v.safeParse(emailSchema, email);
    if (!parsed.success) return setProblem(parsed.issues[0].message);
    setProblem(null);
    sendCode(parsed.output.toLowerCase());
  };
  const changeEmail = () => {
    send.reset();
    confirm.reset();
    setInfo(null);
    setSentTo(null);
  };
  const sendError = send.isError ? failureText(send.error, OFFLINE.profile) : null;

  return (
    <>
      <Modal opened={opened && !sentTo} onClose={onSkip} title="Verify your email" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitEmail();
          }}
        >
          <Stack gap="md">
            <Text>Add your e-mail address: we send your tickets and booking confirmations there, and you can sign in with it.</Text>
            <TextInput
              label="Email Address"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={problem}
              data-autofocus
            />
            {sendError ? <Alert color="red" role="alert">{sendError}</Alert> : null}
            <Button type="submit" disabled={!email.trim()} loading={send.isPending} fullWidth>Send Code</Button>
            <Group justify="center">
              <Button variant="subtle" size="compact-sm" onClick={onSkip}>Skip for now</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <OtpModal
        opened={opened && sentTo !== null}
        target={sentTo ?? ''}
        onClose={changeEmail}
        onVerify={(code) => sentTo && confirm.mutate({ email: sentTo, code }, { onSuccess: onVerified })}
        verifying={confirm.isPending}
        onResend={() => sentTo && sendCode(sentTo)}
        resending={send.isPending}
        changeLabel="change email"
        onChange={changeEmail}
        error={confirm.isError ? failureText(confirm.error, OFFLINE.profile) : sendError}
        info={info}
      />
    </>
  );
}
