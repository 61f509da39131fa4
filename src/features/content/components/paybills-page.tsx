import '@mantine/core/styles/ThemeIcon.css';
import { Link } from '@tanstack/react-router';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { FACTS } from '@/features/content/data/facts';
import { ContentPage } from './content-page';
import { PageSection } from './page-section';
import { SectionCard } from './section-card';

const STEPS = [
  {
    title: 'Fund your wallet',
    text: 'Top up your wallet with a debit card or by bank transfer.',
  },
  {
    title: 'Choose a service',
    text: 'Pick airtime, data, electricity or TV, then your network or provider.',
  },
  {
    title: 'Enter details and pay',
    text: 'Enter the phone, meter or smart card number and the amount, then pay.',
  },
] as const;

const SERVICES = ['Airtime', 'Data', 'Electricity', 'TV'] as const;

const PROMISES = [
  {
    title: 'Secure',
    text: 'Every wallet payment is confirmed with your 4-digit wallet transaction PIN, so nobody can spend your balance without it. Card payments go through licensed payment processors and your card details are never stored.',
  },
  {
    title: 'Rewarding',
    text: `Earn ${FACTS.walletCashbackPercent}% cashback on every bill you pay from your wallet, and spend it on your next trip or bill.`,
  },
] as const;

export function PaybillsPage() {
  return (
    <ContentPage
      title="Pay Bills"
      intro={
        <>
          <Text>
            Buy airtime and data, pay for electricity and renew your TV subscription from your {COMPANY.name} wallet,
            in three steps.
          </Text>
          <Group gap="xs">
            {SERVICES.map((service) => (
              <Badge key={service} variant="light">
                {service}
              </Badge>
            ))}
          </Group>
        </>
      }
    >
      <PageSection title="How it works" gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {STEPS.map((step, index) => (
            <Card key={step.title} withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <ThemeIcon size="lg" radius="xl" aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Title order={3} size="h4">
                  <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                  {step.title}
                </Title>
                <Text size="sm">{step.text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Electricity and TV payments carry a ₦100 service fee. Airtime and data have no fee.
        </Text>
      </PageSection>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {PROMISES.map((promise) => (
          <SectionCard key={promise.title} title={promise.title} size="h3">
            <Text>{promise.text}</Text>
          </SectionCard>
        ))}
      </SimpleGrid>

      <Group>
        <Button component={Link} to="/bills-payment" size="md">
          Pay a bill
        </Button>
      </Group>
    </ContentPage>
  );
}
