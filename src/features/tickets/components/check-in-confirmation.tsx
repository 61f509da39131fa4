import { Alert, Button, Group, Text } from '@mantine/core';
import { checkInNotice, useCheckInNotice } from '@/entities/booking/check-in-notice';

type Props = { reference: string; onViewTicket: () => void };

/**
 * 'Check-In Successful' on the booking's page once this tab has checked it in: it stays after the
 * result modal closes and after /selfcheckin hands over, and is announced (role alert).
 */
export function CheckInConfirmation({ reference, onViewTicket }: Props) {
  const notice = useCheckInNotice(reference);
  if (!notice) return null;
  return (
    <Alert color="green" title="Check-In Successful" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => checkInNotice.set(null)}>
      <Text size="sm" mb="sm">
        You are checked in for booking {notice.reference}. Show your ticket at the terminal.
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={onViewTicket}>View Ticket</Button>
      </Group>
    </Alert>
  );
}
