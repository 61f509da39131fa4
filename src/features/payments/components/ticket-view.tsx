import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import type { Ticket } from '@contract/booking';
import { TicketView as SharedTicketView } from '@/entities/ticket/ticket-view';
import { TicketFare } from './ticket-fare';

/** The issued ticket: 'Your Ticket (REF)' with its QR code (`qr`), the shared ticket view, what was paid and the page's actions. */
export function TicketView({ ticket, qr, actions }: { ticket: Ticket; qr?: ReactNode; actions?: ReactNode }) {
  return (
    <SharedTicketView
      ticket={ticket}
      variant="page"
      header={
        <>
          <Title order={1}>
            Your Ticket <span style={{ whiteSpace: 'nowrap' }}>({ticket.bookingReference})</span>
          </Title>
          <Text>Your payment is confirmed. Show this reference at the terminal.</Text>
          {qr}
        </>
      }
      footer={
        <>
          <TicketFare ticket={ticket} />
          {actions}
        </>
      }
    />
  );
}
