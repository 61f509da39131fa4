import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

interface SectionCardProps {
  title: string;
  size: 'h3' | 'h4';
  children: ReactNode;
}

/** A bordered card that is a section of its own, under an h2. */
export function SectionCard({ title, size, children }: SectionCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} size={size} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}
