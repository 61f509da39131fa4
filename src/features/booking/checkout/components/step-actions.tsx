import { Button, Group } from '@mantine/core';

/** Back and Proceed under every checkout step. Proceed submits the step's form when it has one. */
export function StepActions({ onBack, proceedDisabled, onProceed }: { onBack: () => void; proceedDisabled: boolean; onProceed?: () => void }) {
  return (
    <Group justify="space-between" mt="lg">
      <Button variant="default" onClick={onBack}>Back</Button>
      <Button type={onProceed ? 'button' : 'submit'} onClick={onProceed} disabled={proceedDisabled}>Proceed</Button>
    </Group>
  );
}
