import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { QUEUED_FORM_KINDS } from '@contract/outbox';
import { formatDateTime } from '@/lib/clock-time';
import { outboxStore, useOutbox } from './form-outbox';
import { useOnline } from './network-status';

/** The messages typed without signal, waiting on this phone for a connection. */
export function OutboxPage() {
  const { ready, supported, items } = useOutbox();
  const online = useOnline();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Outbox</Title>
        {!supported ? (
          <Text>This browser cannot keep messages for later. Send your feedback or suggestion while you have a connection.</Text>
        ) : !ready ? (
          <Text c="dimmed">Checking for messages saved on this phone…</Text>
        ) : items.length === 0 ? (
          <Text>Nothing is waiting to be sent. Everything you sent has been delivered.</Text>
        ) : (
          <>
            <Text>
              {online
                ? 'These messages are saved on this phone and will be sent shortly.'
                : 'You are offline. These messages are saved on this phone and will be sent when the connection returns.'}
            </Text>
            <Button w="fit-content" onClick={() => void outboxStore.retry()}>Retry now</Button>
            <Stack gap="sm" component="ul" aria-label="Waiting to send" p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <Card key={item.id} component="li" withBorder padding="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={700}>{QUEUED_FORM_KINDS[item.kind]}</Text>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{item.summary}</Text>
                      <Text size="xs" c="dimmed">Saved {formatDateTime(item.queuedAt)}</Text>
                    </Stack>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={`Discard ${QUEUED_FORM_KINDS[item.kind].toLowerCase()}: ${item.summary}`}
                      onClick={() => void outboxStore.discard(item.id)}
                    >
                      Discard
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
