import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A route whose screen arrives with a later issue: the shell, its spec heading and a way on. */
export function PlannedPage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children ?? <Text c="dimmed">This part of Freely is on its way. Meanwhile you can check route prices.</Text>}
        <Button component={Link} to="/route-prices" variant="light" w="fit-content">Check Route Price</Button>
      </Stack>
    </Container>
  );
}
