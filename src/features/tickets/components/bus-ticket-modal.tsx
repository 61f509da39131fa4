import '@/ui/overlay-styles';
import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { ticketOf, type BookingStatus } from '@contract/tickets';
import type { VaultEntry } from '@/offline/ticket-vault';
import { TicketView } from '@/entities/ticket/ticket-view';
import { TicketQr } from '@/ui/ticket-qr';
import { hasTicketFirst } from '@/ui/ticket-first';
import { SavedStamp } from './saved-stamp';

type Props = { status: BookingStatus; saved: VaultEntry | undefined; opened: boolean; onClose: () => void };

/**
 * Spec 1 §2 'Bus Ticket': the signed ticket as a QR code (the reference alone for a ticket saved before
 * signing, until it is looked up online again), with each leg's seats, passengers and check-in state.
 */
export function BusTicketModal({ status, saved, opened, onClose }: Props) {
  // Taking over the early dialog of a cold start (contract/ticket-first.ts): no fade in between.
  const [takingOver] = useState(hasTicketFirst);
  const reference = status.Object.refCode;
  const ticket = ticketOf(status);
  const header = (
    <Stack gap={4} align="center">
      <TicketQr value={status.Object.ticketQr ?? reference} />
      <Text fw={700} size="lg">{reference}</Text>
      {saved ? <SavedStamp entry={saved} /> : null}
    </Stack>
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Bus Ticket" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }} transitionProps={takingOver ? { duration: 0 } : undefined}>
      {ticket ? <TicketView ticket={ticket} variant="dialog" header={header} /> : header}
    </Modal>
  );
}
