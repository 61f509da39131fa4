import { TextInput } from '@mantine/core';
import { PHONE_COUNTRY } from './phone';

type Props = {
  label: string;
  /** The number as typed after the fixed country code. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  autoComplete?: string;
};

const PREFIX_WIDTH = 76;

/**
 * A Nigerian phone number with '🇳🇬 +234' fixed in front: no country picker, since the server
 * refuses every other country. 0803…, 803… and +234803… are all taken as typed.
 */
export function PhoneField({ label, value, onChange, error, required, autoComplete = 'tel-national' }: Props) {
  const prefix = (
    <span style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600, color: 'var(--mantine-color-text)', whiteSpace: 'nowrap' }}>
      <span role="img" aria-label={PHONE_COUNTRY.country}>{PHONE_COUNTRY.flag}</span> +{PHONE_COUNTRY.dial}
    </span>
  );
  return (
    <TextInput
      label={label}
      description="Nigerian numbers only"
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="803 123 4567"
      leftSection={prefix}
      leftSectionWidth={PREFIX_WIDTH}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
