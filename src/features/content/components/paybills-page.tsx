import '@mantine/core/styles/ThemeIcon.css';
import { Link } from '@tanstack/react-router';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
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

export function PaybillsPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Pay Bills</Title>
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
        </Stack>

        <Box component="section">
          <Stack gap="md">
            <Title order={2}>How it works</Title>
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
          </Stack>
        </Box>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder radius="md" padding="lg" component="section">
            <Title order={2} size="h3" mb="xs">
              Secure
            </Title>
            <Text>
              Every wallet payment is confirmed with your 4-digit wallet transaction PIN, so nobody can spend your
              balance without it. Card payments go through licensed payment processors and your card details are
              never stored.
            </Text>
          </Card>
          <Card withBorder radius="md" padding="lg" component="section">
            <Title order={2} size="h3" mb="xs">
              Rewarding
            </Title>
            <Text>
              Earn {FACTS.walletCashbackPercent}% cashback on every bill you pay from your wallet, and spend it on
              your next trip or bill.
            </Text>
          </Card>
        </SimpleGrid>

        <Group>
          <Button component={Link} to="/bills-payment" size="md">
            Pay a bill
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
