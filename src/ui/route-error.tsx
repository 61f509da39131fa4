import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isMissingChunk } from '@/app/chunk-recovery';

/** Shown when a screen fails to load or render: say so, offer to retry, never a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          {offline ? 'You are offline and this page is not saved on your phone yet. Connect and try again.' : 'This page could not be shown. Please try again.'}
        </Text>
        {import.meta.env.DEV && <Text size="xs" c="red">{error instanceof Error ? error.message : String(error)}</Text>}
        <Group>
          <Button
            onClick={() => {
              // Chromium keeps a failed module import for the document's life: asking again in
              // place fails again, even once the file is back. A new document fetches it afresh.
              if (isMissingChunk(error)) {
                window.location.reload();
                return;
              }
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
          <Button component={Link} to="/" variant="default">Go Home</Button>
        </Group>
      </Stack>
    </Container>
  );
}
