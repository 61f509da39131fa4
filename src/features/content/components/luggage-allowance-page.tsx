import '@mantine/core/styles/List.css';
import { Link } from '@tanstack/react-router';
import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FACTS } from '@/features/content/data/facts';
import { ContentPage } from './content-page';
import { SectionCard } from './section-card';

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

const ALLOWANCES = [
  {
    title: 'Free allowance',
    text: `Each adult passenger may bring one medium bag of up to ${FACTS.luggageBag}, carried free in the luggage hold.`,
  },
  {
    title: 'Extra luggage',
    text: 'Extra or oversized bags are weighed and charged at the terminal before boarding, and carried when there is space on the bus.',
  },
  {
    title: 'Rice',
    text: `To keep the bus within its safe load, bags of rice are limited to ${FACTS.riceMaxKgPerBus} kg per bus in total.`,
  },
] as const;

export function LuggageAllowancePage() {
  return (
    <ContentPage title="Luggage Allowance">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {ALLOWANCES.map((allowance) => (
          <SectionCard key={allowance.title} title={allowance.title} size="h4">
            <Text size="sm">{allowance.text}</Text>
          </SectionCard>
        ))}
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
          <Anchor component={Link} to="/Terms-and-Conditions" underline="always">
            Terms and Conditions
          </Anchor>{' '}
          for details.
        </Text>
      </Stack>
    </ContentPage>
  );
}
