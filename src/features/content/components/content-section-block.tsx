import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import type { ContentSection } from '@/features/content/data/types';
import { PageSection } from './page-section';

interface ContentSectionBlockProps {
  section: ContentSection;
}

/** One titled section of prose (and optional bullets) on a content page. */
export function ContentSectionBlock({ section }: ContentSectionBlockProps) {
  return (
    <PageSection title={section.title} gap="xs">
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
    </PageSection>
  );
}
