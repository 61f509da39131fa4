import type { ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';

interface PageSectionProps {
  title: ReactNode;
  gap?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** One section of a content page, under its h2. */
export function PageSection({ title, gap = 'sm', children }: PageSectionProps) {
  return (
    <Box component="section">
      <Stack gap={gap}>
        <Title order={2}>{title}</Title>
        {children}
      </Stack>
    </Box>
  );
}
