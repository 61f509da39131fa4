import '@mantine/core/styles/Accordion.css';
import { Accordion, Anchor, Stack, Text } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { TERMS_SECTIONS } from '@/features/content/data/terms';
import { ContentPage } from './content-page';

/** Rendered at both /Terms-and-Conditions and /terms. */
export function TermsPage() {
  return (
    <ContentPage title="Terms and Conditions" gap="lg">
      <Text>
        Please read these terms before you book, hire a bus or pay a bill with {COMPANY.name}. Select a section to
        expand it.
      </Text>
      <Accordion variant="contained" order={2} multiple>
        {TERMS_SECTIONS.map((section) => (
          <Accordion.Item key={section.id} value={section.id}>
            <Accordion.Control>{section.title}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {section.content.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text>
        If you have any questions about these terms, contact us at{' '}
        <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor>.
      </Text>
    </ContentPage>
  );
}
