import '@mantine/core/styles/List.css';
import { Link } from '@tanstack/react-router';
import { Anchor, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FACTS } from '@/features/content/data/facts';

const PROHIBITED_ITEMS = [
  'Firearms, ammunition and explosives, including fireworks and knockouts',
  'Petrol, diesel, kerosene and other flammable liquids',
  'Gas cylinders and aerosols in bulk',
  'Acids, bleach in bulk and other corrosive chemicals',
  'Illegal drugs and substances',
  'Live animals',
  'Goods with a strong odour or that may leak, such as fresh fish or palm oil in open containers',
  'Any item prohibited by Nigerian law',
] as const;

export function LuggageAllowancePage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Title order={1}>Luggage Allowance</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Card withBorder radius="md" padding="lg" component="section">
            <Title order={2} size="h4" mb="xs">
              Free allowance
            </Title>
            <Text size="sm">
              Each adult passenger may bring one medium bag of up to {FACTS.luggageBag}, carried free in the luggage
              hold.
            </Text>
          </Card>
          <Card withBorder radius="md" padding="lg" component="section">
            <Title order={2} size="h4" mb="xs">
              Extra luggage
            </Title>
            <Text size="sm">
              Extra or oversized bags are weighed and charged at the terminal before boarding, and carried when there
              is space on the bus.
            </Text>
          </Card>
          <Card withBorder radius="md" padding="lg" component="section">
            <Title order={2} size="h4" mb="xs">
              Rice
            </Title>
            <Text size="sm">
              To keep the bus within its safe load, bags of rice are limited to {FACTS.riceMaxKgPerBus} kg per bus in
              total.
            </Text>
          </Card>
        </SimpleGrid>
        <Stack gap="sm" component="section">
          <Title order={2}>Prohibited items</Title>
          <Text>For everyone&apos;s safety, these items may not be carried on our buses:</Text>
          <List withPadding spacing={4}>
            {PROHIBITED_ITEMS.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            Luggage may be inspected at the terminal. Keep cash, valuables and documents with you. See our{' '}
            <Anchor component={Link} to="/Terms-and-Conditions">
              Terms and Conditions
            </Anchor>{' '}
            for details.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
