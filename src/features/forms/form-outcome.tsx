import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { QUEUED_MESSAGE } from '@contract/outbox';

/** How the last submission ended: reached the server, queued on this phone, or failed. */
export type FormOutcome = { kind: 'sent'; message: string } | { kind: 'queued' } | { kind: 'failed'; message: string } | null;

/** The link to the queued forms the service worker still holds. */
export function WaitingMessagesLink() {
  return <Anchor component={Link} to="/outbox">See waiting messages</Anchor>;
}

/** The line under a form after Send: success and queued are polite status, a failure an alert. */
export function OutcomeAlert({ outcome, onClose }: { outcome: FormOutcome; onClose: () => void }) {
  if (!outcome) return null;
  if (outcome.kind === 'failed') {
    return <Alert color="red" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>{outcome.message}</Alert>;
  }
  if (outcome.kind === 'queued') {
    return (
      <Alert role="status" color="amber" variant="light" title="Saved on this phone" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
        <Text size="sm">{QUEUED_MESSAGE}</Text>
        <Text size="sm" mt={4}><WaitingMessagesLink /></Text>
      </Alert>
    );
  }
  return <Alert role="status" color="green" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>{outcome.message}</Alert>;
}
