import '@/ui/overlay-styles';
import { useReducer } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTimeout } from '@mantine/hooks';
import { WALLET_MESSAGES } from '@contract/wallet';
import { generateOtp } from '../api/generate-otp';
import { OtpModal } from '../components/otp-modal';
import type { WalletOwner } from '@/entities/wallet/owner';
import { PIN_DONE_MS, PIN_FLOW_START, pinFlow } from '../pin-flow';
import { walletFailureText } from '../wallet-failure';
import { ChangePinForm } from './change-pin-form';
import { ResetPinForm } from './reset-pin-form';

const KINDS = {
  change: { otpType: 'ChangePin', otpTitle: 'Transaction PIN' },
  reset: { otpType: 'ResetPin', otpTitle: 'Enter OTP PIN' },
} as const;

type Props = { kind: keyof typeof KINDS; owner: WalletOwner; onLeave: () => void };

/** Change Wallet PIN or Reset Wallet Pin (spec 1 §2 Settings, §4 'Wallet PIN change'): the two OTP modals, then the form. */
export function PinChange({ kind, owner, onLeave }: Props) {
  const { otpType, otpTitle } = KINDS[kind];
  const [state, dispatch] = useReducer(pinFlow, PIN_FLOW_START);
  const request = useMutation({ mutationFn: () => generateOtp(owner, otpType), onSuccess: () => dispatch({ type: 'otp-sent' }) });
  const again = useMutation({ mutationFn: () => generateOtp(owner, otpType) });
  const leave = useTimeout(onLeave, PIN_DONE_MS);
  const done = (message: string) => {
    dispatch({ type: 'done', message });
    leave.start();
  };
  const newOtp = () => {
    request.reset();
    again.reset();
    dispatch({ type: 'new-otp' });
  };

  return (
    <Stack gap="md" maw={520}>
      <Modal opened={state.step === 'request'} onClose={onLeave} title="Request For OTP" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text>To keep your wallet safe, we will send an OTP to your phone number and e-mail address.</Text>
          {request.isError ? <Alert color="red" role="alert">{walletFailureText(request.error)}</Alert> : null}
          <Button onClick={() => request.mutate()} loading={request.isPending} data-autofocus>Continue</Button>
        </Stack>
      </Modal>
      <OtpModal
        opened={state.step === 'otp'}
        title={otpTitle}
        onClose={onLeave}
        onProceed={(otp) => dispatch({ type: 'otp-entered', otp })}
        onRequestAgain={() => again.mutate()}
        requesting={again.isPending}
        error={again.isError ? walletFailureText(again.error) : null}
        info={again.isSuccess ? WALLET_MESSAGES.otpSent : null}
      />
      {state.step === 'form' && kind === 'change' ? <ChangePinForm owner={owner} otp={state.otp} onDone={done} onNewOtp={newOtp} /> : null}
      {state.step === 'form' && kind === 'reset' ? <ResetPinForm owner={owner} otp={state.otp} onDone={done} onNewOtp={newOtp} /> : null}
      {state.step === 'done' ? (
        <Alert color="green" role="status" title={state.message ?? ''}>Taking you to your wallet…</Alert>
      ) : null}
      {state.step === 'request' || state.step === 'otp' ? <Text c="dimmed">Confirm it is you with the OTP we send, then choose your new PIN.</Text> : null}
    </Stack>
  );
}
