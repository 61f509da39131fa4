import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ISO_INTRO, ISO_SECTIONS } from '@/features/content/data/iso';
import { ContentSectionBlock } from './content-section-block';

export function IsoPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Integrated Management System Policy</Title>
        <Group gap="xs">
          <Badge variant="light">ISO/IEC 27001</Badge>
          <Badge variant="light">ISO 9001</Badge>
        </Group>
        <Text>{ISO_INTRO}</Text>
        {ISO_SECTIONS.map((section) => (
          <ContentSectionBlock key={section.id} section={section} />
        ))}
      </Stack>
    </Container>
  );
}
