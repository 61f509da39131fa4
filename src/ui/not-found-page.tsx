import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The catch-all page (spec 1 §2): says so plainly and offers Return Home. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="freely.7" aria-hidden="true">404</Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/" size="md">Return Home</Button>
      </Stack>
    </Container>
  );
}
