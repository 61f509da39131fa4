import { Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { HIRE_EXPIRY_MINUTES, HIRE_QUANTITY_MAX } from '@contract/hire';
import { HIRE_WINDOW_DAYS } from '@contract/limits';
import { HirePanel } from './hire-panel';

const STEPS = [
  { title: 'Tell us the trip', text: 'Enter the pick-up and drop-off addresses and choose each from the suggestions. One Way, or Round Trip with a return date.' },
  { title: 'Pick the date', text: `Hire from tomorrow up to ${HIRE_WINDOW_DAYS} days ahead. A round trip returns on the pick-up day or up to ${HIRE_WINDOW_DAYS} days after it.` },
  { title: 'Choose your vehicles', text: `See the buses free for your dates with their seats and prices, and hire up to ${HIRE_QUANTITY_MAX} of each.` },
  { title: 'Add your details and pay', text: 'Give the passenger and next of kin details, then pay by card or by bank transfer. Your reference code confirms the hire.' },
];

const NEED_TO_KNOW = [
  'The price depends on the road distance between the pick-up and drop-off addresses, the vehicles you choose and how many.',
  'A round trip costs the trip both ways for each vehicle.',
  'Retaining the bus for the night on a round trip (a sleep-over) adds a night charge for each vehicle.',
  `A hire paid by bank transfer is held for ${HIRE_EXPIRY_MINUTES / 60} hour. If the transfer has not arrived by then, the hire expires and the vehicles are released.`,
  'Pay by card on the payment provider’s page, or by bank transfer using your reference code.',
  'If you cancel a paid hire, 20% of the amount is deducted and the rest is refunded.',
  'Only addresses in Nigeria can be hired to and from.',
];

/** /hire-vehicle: the hire info page (spec 1 §2 'Hire': 'How it Works' and 'Things you need to know') with the Hire panel. */
export function HireVehiclePage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Hire a Bus</Title>
          <Text size="lg">Hire a whole bus for your family, church, school or company trip, one way or round trip, anywhere in Nigeria.</Text>
        </Stack>
        <Card withBorder shadow="sm" padding="lg" component="section" aria-labelledby="hire-panel-title" maw={760} style={{ overflow: 'visible' }}>
          <Title order={2} size="h3" id="hire-panel-title" mb="md">Start your hire</Title>
          <HirePanel />
        </Card>
        <Stack gap="md" component="section" aria-labelledby="hire-how-title">
          <Title order={2} id="hire-how-title">How it Works</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            {STEPS.map((step, index) => (
              <Card key={step.title} withBorder padding="md">
                <Text size="sm" c="dimmed">Step {index + 1}</Text>
                <Title order={3} size="h4">{step.title}</Title>
                <Text size="sm" mt={4}>{step.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="hire-know-title">
          <Title order={2} id="hire-know-title">Things you need to know</Title>
          <List spacing="xs">
            {NEED_TO_KNOW.map((item) => <List.Item key={item}>{item}</List.Item>)}
          </List>
        </Stack>
      </Stack>
    </Container>
  );
}
