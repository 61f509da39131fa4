import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldProps } from '../use-bill-fields';

type Props = Omit<TextInputProps, keyof FieldProps<string>> & FieldProps<string>;

/** A number typed as digits (a meter, a smart card, a phone): the numeric keypad, and nothing for the browser to fill in unless told. */
export function DigitsInput({ onChange, ...props }: Props) {
  return <TextInput inputMode="numeric" autoComplete="off" {...props} onChange={(event) => onChange(event.currentTarget.value)} />;
}

/** The phone an airtime top-up or a data bundle goes to. */
export function PhoneInput(props: FieldProps<string>) {
  return <DigitsInput label="Phone Number" type="tel" autoComplete="tel-national" description="11 digits, starting with 0" {...props} />;
}
