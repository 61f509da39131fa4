import '@mantine/core/styles/Accordion.css';
import { Link } from '@tanstack/react-router';
import { Accordion, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { FAQ_GROUPS } from '@/features/content/data/faq';
import { ContentPage } from './content-page';
import { PageSection } from './page-section';

export function FaqPage() {
  return (
    <ContentPage title="Frequently Asked Questions">
      {FAQ_GROUPS.map((group) => (
        <PageSection key={group.id} title={group.title}>
          <Accordion variant="separated" order={3}>
            {group.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <Text>{item.answer}</Text>
                    {item.link && (
                      <Anchor component={Link} to={item.link.to}>
                        {item.link.label}
                      </Anchor>
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </PageSection>
      ))}
      <Paper component="section" withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2}>Lost property</Title>
          <Text>
            Items found on our buses or at our terminals are kept safely at the terminal where they were found. To
            claim an item, call customer care on{' '}
            <Anchor href={COMPANY.supportPhoneHref}>{COMPANY.supportPhone}</Anchor> with your booking reference and a
            description of the item.
          </Text>
        </Stack>
      </Paper>
    </ContentPage>
  );
}
