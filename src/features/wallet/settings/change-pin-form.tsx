import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PIN_LENGTH, WALLET_MESSAGES } from '@contract/wallet';
import { PinField } from '@/ui/pin-field';
import { changePin } from '../api/pin-calls';
import { walletKeys } from '@/entities/wallet/query-keys';
import type { WalletOwner } from '@/entities/wallet/owner';
import { isCompletePin } from '../setup-flow';
import { walletFailureText } from '../wallet-failure';
import { useTimedFailure } from './use-timed-failure';

type Props = { owner: WalletOwner; otp: string; onDone: (message: string) => void; onNewOtp: () => void };

/** Enter Old Pin and New Pin, with show/hide, then Update (ChangePin). */
export function ChangePinForm({ owner, otp, onDone, onNewOtp }: Props) {
  const [oldPin, setOldPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [shown, setShown] = useState(false);
  const { failure, show } = useTimedFailure();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => changePin(owner, otp, oldPin, newPin),
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      onDone(message || WALLET_MESSAGES.pinChanged);
    },
    onError: (error) => show(walletFailureText(error)),
  });
  const complete = isCompletePin(oldPin) && isCompletePin(newPin);
  return (
    <form
      noValidate
      aria-label="Change Wallet PIN"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) change.mutate();
      }}
    >
      <Stack gap="md">
        <PinField label="Enter Old Pin" length={PIN_LENGTH} value={oldPin} onChange={setOldPin} masked={!shown} autoFocus />
        <PinField label="New Pin" length={PIN_LENGTH} value={newPin} onChange={setNewPin} masked={!shown} />
        <Button variant="subtle" w="fit-content" aria-pressed={shown} onClick={() => setShown(!shown)}>{shown ? 'Hide PINs' : 'Show PINs'}</Button>
        {failure ? <Alert color="red" role="alert">{failure}</Alert> : null}
        <Group>
          <Button type="submit" disabled={!complete} loading={change.isPending}>Update</Button>
          <Button variant="subtle" onClick={onNewOtp}>Request a new OTP</Button>
        </Group>
      </Stack>
    </form>
  );
}
