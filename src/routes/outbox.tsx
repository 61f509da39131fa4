import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '@/offline/outbox-page';

/** Beyond the spec's route list: feedback and suggestions waiting for a connection (issue 6). */
export const Route = createFileRoute('/outbox')({
  component: OutboxPage,
});
