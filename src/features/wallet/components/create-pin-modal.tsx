import '@/ui/overlay-styles';
import { useState } from 'react';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { PIN_LENGTH } from '@contract/wallet';
import { PinField } from '@/ui/pin-field';
import { isCompletePin, pinsMatch } from '../setup-flow';

type Props = {
  opened: boolean;
  onClose: () => void;
  onCreate: (pin: string) => void;
  onMismatch: () => void;
  creating: boolean;
  error: string | null;
};

/** The PIN and confirm PIN modal: 4 masked digits each, Proceed disabled until both are complete (spec 1 §5 'PIN'). */
export function CreatePinModal({ opened, onClose, onCreate, onMismatch, creating, error }: Props) {
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const clear = () => {
    setPin('');
    setConfirm('');
  };
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={clear} title="Create Transaction PIN" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isCompletePin(pin) || !isCompletePin(confirm)) return;
          if (pinsMatch(pin, confirm)) return onCreate(pin);
          // Emptied now, not when the modal has faded out: Try Again can reopen it before that.
          clear();
          onMismatch();
        }}
      >
        <Stack gap="md">
          <PinField label="Transaction PIN" description="Choose 4 digits you will remember." length={PIN_LENGTH} value={pin} onChange={setPin} autoFocus />
          <PinField label="Confirm Transaction PIN" length={PIN_LENGTH} value={confirm} onChange={setConfirm} />
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <Button type="submit" disabled={!isCompletePin(pin) || !isCompletePin(confirm)} loading={creating}>Proceed</Button>
        </Stack>
      </form>
    </Modal>
  );
}
