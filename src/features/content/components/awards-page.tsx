import '@mantine/core/styles/Timeline.css';
import { Container, Stack, Text, Timeline, Title } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { AWARDS } from '@/features/content/data/awards';

export function AwardsPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Awards</Title>
          <Text>
            Recognition for {COMPANY.name}&apos;s work in safety, service and innovation in Nigerian road transport.
          </Text>
        </Stack>
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
      </Stack>
    </Container>
  );
}
