import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A booking reference field (home's Booking status tab, /bookingStatus, /selfcheckin): capitals
 * on the keyboard, no autocorrect or autofill getting in the way of a code.
 */
export function ReferenceInput({ label = 'Booking Reference', ...props }: TextInputProps) {
  return (
    <TextInput
      label={label}
      placeholder="e.g. FRE-AB3CD4EF5G"
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={40}
      {...props}
    />
  );
}
