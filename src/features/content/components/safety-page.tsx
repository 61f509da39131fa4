import { Anchor, Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { ContentPage } from './content-page';

const PILLARS = [
  {
    title: 'Trained captains',
    text: 'Every driver completes defensive-driving training before their first trip and regular refresher courses after, with medical and eye checks.',
  },
  {
    title: 'Service engineers',
    text: 'Our engineers inspect each bus before it leaves the terminal: brakes, tyres, lights and steering. A bus that fails a check does not travel.',
  },
  {
    title: 'Highway patrols',
    text: 'Patrol teams on our busiest corridors assist buses on the road, respond to breakdowns and keep passengers safe until help arrives.',
  },
  {
    title: 'Speed trackers',
    text: 'Every bus carries a tracker that records its speed and position. Captains who exceed the limit are flagged in real time.',
  },
  {
    title: 'Intelligence control department',
    text: 'A control room monitors the fleet around the clock, watches road and security reports and reroutes or holds buses when a route is unsafe.',
  },
] as const;

export function SafetyPage() {
  return (
    <ContentPage
      title="Safety"
      intro={
        <Text>
          At {COMPANY.name}, safety is not a department; it is our culture. Every decision, from who sits behind the
          wheel to when a bus leaves the terminal, starts with one question: is it safe?
        </Text>
      }
    >
      <Stack gap="md" component="section">
        <Title order={2}>How we keep you safe</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {PILLARS.map((pillar) => (
            <Card key={pillar.title} withBorder radius="md" padding="lg">
              <Title order={3} size="h4" mb="xs">
                {pillar.title}
              </Title>
              <Text size="sm">{pillar.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Paper component="section" withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={2}>Our goal: 100% safety</Title>
          <Text>
            We aim for every passenger to arrive safely on every trip, with zero accidents. If you see anything on
            board or on the road that worries you, call customer care on{' '}
            <Anchor href={COMPANY.supportPhoneHref}>{COMPANY.supportPhone}</Anchor>. We want to hear it.
          </Text>
        </Stack>
      </Paper>
    </ContentPage>
  );
}
