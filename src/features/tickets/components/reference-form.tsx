import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { ReferenceInput } from '@/ui/reference-input';

/** Spec 1 §2: a reference in; Proceed is disabled until one is typed. */
export function ReferenceForm({ onSubmit, initial = '' }: { onSubmit: (reference: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  const reference = value.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (reference) onSubmit(reference.toUpperCase());
      }}
    >
      <Group align="flex-end" gap="sm">
        <ReferenceInput value={value} onChange={(event) => setValue(event.currentTarget.value)} style={{ flex: '1 1 14rem' }} />
        <Button type="submit" disabled={!reference}>Proceed</Button>
      </Group>
    </form>
  );
}
