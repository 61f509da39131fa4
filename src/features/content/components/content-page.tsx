import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';

interface ContentPageProps {
  /** The page's one h1. */
  title: string;
  /** Text kept together with the title, above the sections. */
  intro?: ReactNode;
  gap?: 'lg' | 'xl';
  children: ReactNode;
}

/** The frame of a content page: its h1 (with an intro, if any) over its sections. */
export function ContentPage({ title, intro, gap = 'xl', children }: ContentPageProps) {
  const heading = <Title order={1}>{title}</Title>;
  return (
    <Container size="md" py="xl">
      <Stack gap={gap}>
        {intro ? (
          <Stack gap="sm">
            {heading}
            {intro}
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Container>
  );
}
