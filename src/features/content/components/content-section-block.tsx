import '@mantine/core/styles/List.css';
import { Box, List, Stack, Text, Title } from '@mantine/core';
import type { ContentSection } from '@/features/content/data/types';

interface ContentSectionBlockProps {
  section: ContentSection;
}

/** One titled section of prose (and optional bullets) on a content page. */
export function ContentSectionBlock({ section }: ContentSectionBlockProps) {
  return (
    <Box component="section">
      <Stack gap="xs">
        <Title order={2}>{section.title}</Title>
        {section.content.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {section.bullets && (
          <List withPadding spacing={4}>
            {section.bullets.map((bullet) => (
              <List.Item key={bullet}>{bullet}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Box>
  );
}
