import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';

/** One narrow column under the page's h1: the frame of the payment and transfer pages. */
export function TitledPage({ title, gap = 'lg', children }: { title: string; gap?: 'md' | 'lg'; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap={gap}>
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
