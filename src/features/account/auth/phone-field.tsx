import { TextInput } from '@mantine/core';
import { DIAL_CODES } from './phone';

export type PhoneValue = { dial: string; number: string };

type Props = {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | null;
  description?: string;
  required?: boolean;
  autoComplete?: string;
};

const SELECT_WIDTH = 108;

/** A phone number with its country code in front (Nigeria, +234, unless changed). */
export function PhoneField({ label, value, onChange, error, description, required, autoComplete = 'tel-national' }: Props) {
  // A plain select: the phone's own picker, sitting inside the number field as its prefix.
  const countryCode = (
    <select
      aria-label={`${label} country code`}
      value={value.dial}
      onChange={(event) => onChange({ ...value, dial: event.currentTarget.value })}
      style={{ width: '100%', height: '100%', border: 0, background: 'transparent', fontFamily: 'inherit', fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600, paddingInline: '10px 2px', color: 'var(--mantine-color-text)' }}
    >
      {DIAL_CODES.map((c) => (
        <option key={c.dial} value={c.dial}>{`${c.iso} +${c.dial}`}</option>
      ))}
    </select>
  );
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="803 123 4567"
      leftSection={countryCode}
      leftSectionWidth={SELECT_WIDTH}
      leftSectionPointerEvents="all"
      value={value.number}
      onChange={(event) => onChange({ ...value, number: event.currentTarget.value })}
      error={error}
    />
  );
}
