import { createFileRoute } from '@tanstack/react-router';
import { MyTicketsPage } from '@/features/tickets/components/my-tickets-page';

/** Beyond the spec's route list: the tickets saved on this device (issue 4). */
export const Route = createFileRoute('/my-tickets')({
  component: MyTicketsPage,
});
