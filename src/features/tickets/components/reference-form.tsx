import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

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
        <TextInput
          label="Booking Reference"
          placeholder="e.g. FRE-AB12CD"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" disabled={!reference}>Proceed</Button>
      </Group>
    </form>
  );
}
