import '@/ui/overlay-styles';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { OTP_LENGTH } from '@contract/onboarding';
import { PinField } from '@/ui/pin-field';
import { OFFLINE } from '../failure-text';
import { OfflineAlert } from '../offline-alert';

type Props = {
  opened: boolean;
  email: string;
  onProceed: (otp: string) => void;
  deleting: boolean;
  onResend: () => void;
  resending: boolean;
  /** Why the last step failed; 'OTP Sent Successfully.' after a send. */
  error: string | null;
  info: string | null;
  onClose: () => void;
};

/** 'Verify your Email address' (spec 1 §2): the 6-digit code sent at once, Resend and Proceed. */
export function DeleteOtpModal({ opened, email, onProceed, deleting, onResend, resending, error, info, onClose }: Props) {
  const [otp, setOtp] = useState('');
  const complete = otp.length === OTP_LENGTH;
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={() => setOtp('')} title="Verify your Email address" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) onProceed(otp);
        }}
      >
        <Stack gap="md">
          <Text>If {email} belongs to a Freely account, we have sent it a {OTP_LENGTH}-digit code. Enter it to delete the account.</Text>
          <PinField label="OTP" length={OTP_LENGTH} value={otp} onChange={setOtp} masked={false} autoFocus />
          <Text size="sm" c="red.9">Deleting your account is permanent and cannot be undone.</Text>
          <OfflineAlert text={OFFLINE.delete} />
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          {info && !error ? <Alert color="freely" role="status">{info}</Alert> : null}
          <Group justify="space-between">
            <Button
              variant="subtle"
              loading={resending}
              onClick={() => {
                setOtp('');
                onResend();
              }}
            >
              Resend
            </Button>
            <Button type="submit" color="red.9" disabled={!complete} loading={deleting}>Proceed</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
