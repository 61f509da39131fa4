import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import * as v from 'valibot';
import { emailSchema } from '@contract/validation';
import { confirmEmailMutationOptions } from '../api/confirm-email';
import { updateEmailMutationOptions } from '../api/update-email';
import { OFFLINE } from '../auth/failure-text';
import { OtpModal } from '../auth/otp-modal';
import { SendCodeModal } from '../auth/send-code-modal';
import { useCodeSending } from '../auth/use-code-sending';

type Props = {
  opened: boolean;
  initialEmail: string;
  phoneNumber: string;
  onSkip: () => void;
  onVerified: (message: string) => void;
};

/** After the profile: 'Verify your email' (updateemailv2 sends a code), then 'Enter Verification Code'. */
export function VerifyEmailModals({ opened, initialEmail, phoneNumber, onSkip, onVerified }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const otp = useCodeSending({
    send: updateEmailMutationOptions(),
    verify: confirmEmailMutationOptions(),
    sendInput: (address: string) => ({ email: address, ...(phoneNumber ? { phoneNumber } : {}) }),
    onSent: setSentTo,
    onChange: () => setSentTo(null),
    offline: OFFLINE.profile,
  });

  const submitEmail = (typed: string) => {
    const parsed = v.safeParse(emailSchema, typed);
    if (!parsed.success) return parsed.issues[0].message;
    otp.sendCode(parsed.output.toLowerCase());
    return null;
  };

  return (
    <>
      <SendCodeModal
        opened={opened && !sentTo}
        onClose={onSkip}
        title="Verify your email"
        intro="Add your e-mail address: we send your tickets and booking confirmations there, and you can sign in with it."
        initialAddress={initialEmail}
        field={{ type: 'email', autoComplete: 'email' }}
        onSubmit={submitEmail}
        sending={otp.send.isPending}
        error={otp.sendError}
      >
        <Group justify="center">
          <Button variant="subtle" size="compact-sm" onClick={onSkip}>Skip for now</Button>
        </Group>
      </SendCodeModal>
      <OtpModal
        {...otp.status}
        opened={opened && sentTo !== null}
        target={sentTo ?? ''}
        onClose={otp.change}
        onVerify={(code) => sentTo && otp.verify.mutate({ email: sentTo, code }, { onSuccess: onVerified })}
        onResend={() => sentTo && otp.sendCode(sentTo)}
        changeLabel="change email"
        onChange={otp.change}
      />
    </>
  );
}
