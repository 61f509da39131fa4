import '@/ui/overlay-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CheckInResult } from '../use-check-in';

type Props = {
  result: CheckInResult | undefined;
  onClose: () => void;
  /** Success offers View Ticket (spec 1 §2); absent, only Close. */
  onViewTicket?: () => void;
};

/** Spec 1 §2: 'Check-In Successful' or 'Check-In Failed', with the server's (or the location) sentence. */
export function CheckInResultModal({ result, onClose, onViewTicket }: Props) {
  return (
    <Modal
      opened={result !== undefined}
      onClose={onClose}
      title={result?.ok ? 'Check-In Successful' : 'Check-In Failed'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text c={result?.ok ? undefined : 'red.8'} fw={600}>{result?.message}</Text>
        <Group gap="sm">
          {result?.ok && onViewTicket ? (
            <Button
              onClick={() => {
                onViewTicket();
                onClose();
              }}
            >
              View Ticket
            </Button>
          ) : null}
          <Button variant="light" onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
