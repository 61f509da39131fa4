import '@/ui/overlay-styles';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { OTP_LENGTH } from '@contract/onboarding';
import { PinField } from '@/ui/pin-field';

type Props = {
  opened: boolean;
  /** 'Transaction PIN' (change), 'Enter OTP PIN' (reset), 'Enter OTP' (set-up). */
  title: string;
  onClose: () => void;
  onProceed: (otp: string) => void;
  onRequestAgain: () => void;
  requesting: boolean;
  /** Why the last step failed (a wrong OTP, no connection). */
  error?: string | null;
  /** 'OTP Sent Successfully.' after Request Again. */
  info?: string | null;
};

/** 'Enter the OTP sent to you.': 6 masked digits, Request Again and Proceed (spec 1 §2 Settings, §4 Wallet set-up). */
export function OtpModal({ opened, title, onClose, onProceed, onRequestAgain, requesting, error, info }: Props) {
  const [otp, setOtp] = useState('');
  const complete = otp.length === OTP_LENGTH;
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={() => setOtp('')} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) onProceed(otp);
        }}
      >
        <Stack gap="md">
          <PinField label="OTP" description="Enter the OTP sent to you." length={OTP_LENGTH} value={otp} onChange={setOtp} autoFocus />
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          {info && !error ? <Alert color="freely" role="status">{info}</Alert> : null}
          <Group justify="space-between">
            <Button variant="subtle" onClick={onRequestAgain} loading={requesting}>Request Again</Button>
            <Button type="submit" disabled={!complete}>Proceed</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
