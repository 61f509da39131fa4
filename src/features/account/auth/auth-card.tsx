import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The narrow card every sign-in and sign-up screen sits in (fits 360 px). */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size="xs" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {intro ? <Text c="dimmed">{intro}</Text> : null}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
