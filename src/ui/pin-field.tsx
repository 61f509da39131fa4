import '@mantine/core/styles/PinInput.css';
import { useId } from 'react';
import { PinInput, Stack, Text } from '@mantine/core';

type Props = {
  /** The visible label ('Transaction PIN', 'OTP'); each box is read as '<label>, digit n of length'. */
  label: string;
  /** 4 for a PIN, 6 for an OTP. */
  length: number;
  value: string;
  onChange: (value: string) => void;
  /** Masked by default: a PIN or OTP is never shown unless the traveller asks. */
  masked?: boolean;
  description?: string;
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
};

/**
 * Digits only, in boxes (Mantine's PinInput with `type="number"`): letters and a fifth digit cannot
 * be typed or pasted in. The group is named by the visible label, each box by its place in it.
 */
export function PinField({ label, length, value, onChange, masked = true, description, error, autoFocus = false, disabled = false }: Props) {
  const id = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`} aria-describedby={description ? `${id}-description` : undefined}>
      <Text id={`${id}-label`} size="sm" fw={500}>{label}</Text>
      {description ? <Text id={`${id}-description`} size="sm" c="dimmed">{description}</Text> : null}
      <PinInput
        id={id}
        length={length}
        type="number"
        inputMode="numeric"
        mask={masked}
        value={value}
        onChange={onChange}
        autoFocus={autoFocus}
        disabled={disabled}
        error={Boolean(error)}
        oneTimeCode={length !== 4}
        getInputProps={(index) => ({ 'aria-label': `${label}, digit ${index + 1} of ${length}` })}
      />
      {error ? <Text size="sm" c="red.9" role="alert">{error}</Text> : null}
    </Stack>
  );
}
