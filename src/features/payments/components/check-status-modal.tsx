import '@/ui/overlay-styles';
import { Button, Loader, Modal, Stack, Text } from '@mantine/core';

type Props = { opened: boolean; onClose: () => void; checking: boolean; answer: string | undefined; onCheckAgain: () => void };

/**
 * 'Check Booking Status' on /aza-pay (spec 1 §2): what asking at once answered while the transfer
 * has not arrived ('We have not received your transfer yet.'). Once it has, the page itself turns
 * into the ticket, so this modal never needs to show it.
 */
export function CheckStatusModal({ opened, onClose, checking, answer, onCheckAgain }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Check Booking Status" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {checking ? (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>Checking for your transfer…</Text>
        </Stack>
      ) : null}
      {!checking && answer ? (
        <Stack gap="md">
          <Text role="status">{answer}</Text>
          <Button onClick={onCheckAgain} w="fit-content">Check again</Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
