import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PIN_LENGTH, WALLET_MESSAGES } from '@contract/wallet';
import { PinField } from '@/ui/pin-field';
import { resetPin } from '../api/pin-calls';
import { walletKeys } from '@/entities/wallet/query-keys';
import type { WalletOwner } from '@/entities/wallet/owner';
import { isCompletePin, pinsMatch } from '../setup-flow';
import { walletFailureText } from '../wallet-failure';
import { useTimedFailure } from './use-timed-failure';

type Props = { owner: WalletOwner; otp: string; onDone: (message: string) => void; onNewOtp: () => void };

/** New Pin and Confirm Pin: 'Pin not Match' when they differ; a refusal shows its first error for 4 s (ResetPin). */
export function ResetPinForm({ owner, otp, onDone, onNewOtp }: Props) {
  const [newPin, setNewPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const { failure, show } = useTimedFailure();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetPin(owner, otp, newPin),
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      onDone(message || WALLET_MESSAGES.pinReset);
    },
    onError: (error) => show(walletFailureText(error)),
  });
  const complete = isCompletePin(newPin) && isCompletePin(confirm);
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setMismatch(false);
  };
  return (
    <form
      noValidate
      aria-label="Reset Wallet Pin"
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete) return;
        if (!pinsMatch(newPin, confirm)) {
          setMismatch(true);
          return;
        }
        reset.mutate();
      }}
    >
      <Stack gap="md">
        <PinField label="New Pin" length={PIN_LENGTH} value={newPin} onChange={edit(setNewPin)} masked={!shown} autoFocus />
        <PinField label="Confirm Pin" length={PIN_LENGTH} value={confirm} onChange={edit(setConfirm)} masked={!shown} error={mismatch ? WALLET_MESSAGES.resetMismatch : null} />
        <Button variant="subtle" w="fit-content" aria-pressed={shown} onClick={() => setShown(!shown)}>{shown ? 'Hide PINs' : 'Show PINs'}</Button>
        {failure ? <Alert color="red" role="alert">{failure}</Alert> : null}
        <Group>
          <Button type="submit" disabled={!complete} loading={reset.isPending}>Reset Pin</Button>
          <Button variant="subtle" onClick={onNewOtp}>Request a new OTP</Button>
        </Group>
      </Stack>
    </form>
  );
}
