import type { ReactNode } from 'react';
import { Group, Radio, Stack } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';

type Sex = 0 | 1;

type Props = {
  label: string;
  /** The API's sex: 0 male, 1 female; null until chosen. */
  value: Sex | null;
  onChange: (value: Sex) => void;
  error?: ReactNode;
  disabled?: boolean;
  description?: string | undefined;
  /** Male and Female side by side instead of one under the other. */
  inline?: boolean;
};

/** A required Male / Female choice (a profile's sex, a passenger's gender). */
export function SexRadioGroup({ value, onChange, inline = false, ...props }: Props) {
  const Options = inline ? Group : Stack;
  return (
    <Radio.Group required value={value === null ? null : String(value)} onChange={(next) => onChange(next === '1' ? 1 : 0)} {...props}>
      <Options gap={inline ? 'lg' : 'xs'} mt={4}>
        <Radio value="0" label="Male" />
        <Radio value="1" label="Female" />
      </Options>
    </Radio.Group>
  );
}
