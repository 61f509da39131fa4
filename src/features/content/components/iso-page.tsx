import { Badge, Group, Text } from '@mantine/core';
import { ISO_INTRO, ISO_SECTIONS } from '@/features/content/data/iso';
import { ContentPage } from './content-page';
import { ContentSectionBlock } from './content-section-block';

export function IsoPage() {
  return (
    <ContentPage title="Integrated Management System Policy" gap="lg">
      <Group gap="xs">
        <Badge variant="light">ISO/IEC 27001</Badge>
        <Badge variant="light">ISO 9001</Badge>
      </Group>
      <Text>{ISO_INTRO}</Text>
      {ISO_SECTIONS.map((section) => (
        <ContentSectionBlock key={section.id} section={section} />
      ))}
    </ContentPage>
  );
}
