import '@/ui/overlay-styles';
import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import * as v from 'valibot';
import { PIN_LENGTH, pinSchema } from '@contract/wallet';
import { formatNaira } from '@/lib/naira';
import { PinField } from '@/ui/pin-field';
import { OfflineNote } from './offline-note';

type Props = {
  totalKobo: number;
  online: boolean;
  paying: boolean;
  /** The server's refusal ('Wrong pin supplied…', a low balance) or that no answer came. */
  error: string | null;
  onProceed: (pin: string) => void;
  onClose: () => void;
};

/** The masked 4-digit PIN (spec 1 §5 'PIN'): Proceed stays off until all four are typed. The PIN lives in this modal's state only. */
export function PinModal({ totalKobo, online, paying, error, onProceed, onClose }: Props) {
  const [pin, setPin] = useState('');
  const complete = v.is(pinSchema, pin);
  return (
    <Modal opened onClose={onClose} title="Transaction Pin" centered closeButtonProps={{ 'aria-label': 'Close' }} closeOnClickOutside={!paying} closeOnEscape={!paying} withCloseButton={!paying}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete || paying || !online) return;
          onProceed(pin);
          setPin('');
        }}
      >
        <Stack gap="md">
          <Text>Please Enter Your 4 Digit Transaction Pin</Text>
          <PinField label="Transaction Pin" length={PIN_LENGTH} value={pin} onChange={setPin} disabled={paying} error={error} autoFocus />
          <Text size="sm" c="dimmed">{formatNaira(totalKobo)} will be paid from your wallet.</Text>
          {online ? null : <OfflineNote />}
          <Button type="submit" disabled={(!complete && !paying) || !online} loading={paying}>Proceed</Button>
        </Stack>
      </form>
    </Modal>
  );
}
