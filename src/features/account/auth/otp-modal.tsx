import '@/ui/overlay-styles';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@contract/onboarding';

type Props = {
  opened: boolean;
  /** Where the code went, as the traveller typed it ('+234 803 123 4567', 'ada@example.com'). */
  target: string;
  onClose: () => void;
  onVerify: (code: string) => void;
  verifying: boolean;
  onResend: () => void;
  resending: boolean;
  /** 'change number' or 'change email': back to the step that chose the target. */
  changeLabel: string;
  onChange: () => void;
  /** The server's answer to the last verify or resend. */
  error?: string | null;
  info?: string | null;
};

/** The modal 'Enter Verification Code' (spec 1 §2): a 6-digit code, Verify, Resend code and a way back. */
export function OtpModal({ opened, target, onClose, onVerify, verifying, onResend, resending, changeLabel, onChange, error, info }: Props) {
  const [code, setCode] = useState('');
  const digits = code.replace(/\D/g, '');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setCode('')}
      title="Enter Verification Code"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (digits) onVerify(digits);
        }}
      >
        <Stack gap="md">
          <Text>A Verification Code has been sent to {target}</Text>
          <TextInput
            label="Verification Code"
            description={`The ${OTP_LENGTH}-digit code in the message.`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            data-autofocus
          />
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          {info && !error ? <Alert color="freely" role="status">{info}</Alert> : null}
          <Button type="submit" disabled={!digits} loading={verifying} fullWidth>Verify</Button>
          <Group justify="space-between" gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={onResend} loading={resending}>Resend code</Button>
            <Button variant="subtle" size="compact-sm" onClick={onChange}>{changeLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
