import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NoConnection } from '@/ui/no-connection';
import { PAYMENT_MESSAGES } from '../messages';

/** A provider page opened with nothing to pay (another tab, or the payment already finished). */
export function NoPaymentPage({ title }: { title: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{PAYMENT_MESSAGES.noPayment}</Text>
        <Button component={Link} to="/" w="fit-content">Book a seat</Button>
      </Stack>
    </Container>
  );
}

/** Said plainly instead of a spinner that would never stop (docs/architecture.md, offline). */
export function OfflineNotice({ onRetry }: { onRetry?: () => void }) {
  if (onRetry) return <NoConnection onRetry={onRetry}>{PAYMENT_MESSAGES.offline}</NoConnection>;
  return (
    <Alert color="amber" role="alert" title="No connection">
      <Text size="sm">{PAYMENT_MESSAGES.offline}</Text>
    </Alert>
  );
}

/** Go Home and Book Again, both to / (spec 1 §2 'Payment hand-off and result pages'). */
export function HomeActions() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/">Go Home</Button>
      <Button component={Link} to="/" variant="light">Book Again</Button>
    </Group>
  );
}
