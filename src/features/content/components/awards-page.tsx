import '@mantine/core/styles/Timeline.css';
import { Text, Timeline, Title } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { AWARDS } from '@/features/content/data/awards';
import { ContentPage } from './content-page';

export function AwardsPage() {
  return (
    <ContentPage
      title="Awards"
      intro={
        <Text>Recognition for {COMPANY.name}&apos;s work in safety, service and innovation in Nigerian road transport.</Text>
      }
    >
      <Timeline bulletSize={28} lineWidth={2} active={AWARDS.length - 1}>
        {AWARDS.map((award) => (
          <Timeline.Item
            key={award.year}
            bullet={
              <Text size="xs" fw={700} aria-hidden>
                {String(award.year).slice(2)}
              </Text>
            }
            title={
              <Title order={2} size="h4">
                {award.year}: {award.title}
              </Title>
            }
          >
            <Text size="sm" c="dimmed">
              {award.by}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </ContentPage>
  );
}
