import '@/ui/overlay-styles';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { OTP_LENGTH } from '@contract/onboarding';
import { PinField } from '@/ui/pin-field';
import { verifyUpgradeMutation } from '../api/upgrade-calls';
import { failureText, OFFLINE } from '../failure-text';
import { OfflineAlert } from '../offline-alert';

type Props = {
  opened: boolean;
  /** The submission's ambassador token and the phone its code went to. */
  pending: { ambassadorToken: string; phoneNumber: string };
  /** 'Kindly complete OTP verification to complete your Upgrade request.' after a submission. */
  info: string | null;
  /** Resend code submits the form again: a fresh code, a fresh token. */
  onResend: () => void;
  resending: boolean;
  resendError: string | null;
  onClose: () => void;
  onVerified: (message: string) => void;
};

/** The upgrade's OTP modal (spec 1 §2): the 6-digit code sent to the phone, Verify and Resend code. */
export function UpgradeOtpModal({ opened, pending, info, onResend, resending, resendError, onClose, onVerified }: Props) {
  const [otp, setOtp] = useState('');
  const verify = useMutation(verifyUpgradeMutation());
  const complete = otp.length === OTP_LENGTH;
  const error = verify.isError ? failureText(verify.error, OFFLINE.verify) : resendError;
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={() => setOtp('')} title="Enter Verification Code" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) verify.mutate({ ambassadorToken: pending.ambassadorToken, otp, phoneNumber: pending.phoneNumber }, { onSuccess: onVerified });
        }}
      >
        <Stack gap="md">
          <Text>A Verification Code has been sent to {pending.phoneNumber}</Text>
          <PinField label="Verification Code" length={OTP_LENGTH} value={otp} onChange={setOtp} masked={false} autoFocus />
          <OfflineAlert text={OFFLINE.verify} />
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          {info && !error ? <Alert color="freely" role="status">{info}</Alert> : null}
          <Button type="submit" disabled={!complete} loading={verify.isPending} fullWidth>Verify</Button>
          <Group justify="center">
            <Button
              variant="subtle"
              size="compact-sm"
              loading={resending}
              onClick={() => {
                verify.reset();
                setOtp('');
                onResend();
              }}
            >
              Resend code
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
