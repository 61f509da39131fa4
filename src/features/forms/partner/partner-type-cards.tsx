import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import type { PartnerKind } from './partner-draft';

const TYPES: { value: PartnerKind; title: string; description: string }[] = [
  { value: 'individual', title: 'Individual Partner', description: 'You own a vehicle and drive it yourself as a Freely captain.' },
  { value: 'corporate', title: 'Corporate Partner', description: 'Your company puts its vehicles on the Freely platform.' },
];

/** The two partner types: choosing one deselects the other. */
export function PartnerTypeCards({ value, onChange }: { value: PartnerKind | null; onChange: (type: PartnerKind) => void }) {
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next === 'corporate' ? 'corporate' : 'individual')}
      label="What kind of partner are you?"
      labelProps={{ fw: 600, mb: 'xs' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TYPES.map((type) => (
          <Radio.Card key={type.value} value={type.value} radius="md" p="md" aria-labelledby={`partner-${type.value}`} aria-describedby={`partner-${type.value}-text`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={700} id={`partner-${type.value}`}>{type.title}</Text>
                <Text size="sm" c="dimmed" id={`partner-${type.value}-text`}>{type.description}</Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
