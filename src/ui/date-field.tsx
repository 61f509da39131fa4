import { lazy, Suspense, useState } from 'react';
import { Input, InputBase } from '@mantine/core';
import { formatTripDate, type DateWindow } from '@contract/dates';

// The calendar (@mantine/dates + dayjs) loads on first use, not with the home page. Seat search and hire share it.
const loadPicker = () => import('./date-picker-modal');
const DatePickerModal = lazy(() => loadPicker().then((m) => ({ default: m.DatePickerModal })));

type Props = {
  label: string;
  value: string | null;
  window: DateWindow;
  onChange: (ymd: string) => void;
  disabled?: boolean;
  placeholder?: string;
  description?: string;
};

/** A date chosen with the calendar only: there is nothing to type (spec 1 §5 Dates). */
export function DateField({ label, value, window, onChange, disabled, placeholder = 'Pick a date', description }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <InputBase
        component="button"
        type="button"
        label={label}
        description={description}
        pointer
        disabled={disabled}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={() => setOpened(true)}
        rightSection={<CalendarIcon />}
      >
        {value ? formatTripDate(value) : <Input.Placeholder>{placeholder}</Input.Placeholder>}
      </InputBase>
      {opened && (
        <Suspense fallback={null}>
          <DatePickerModal
            title={label}
            value={value}
            window={window}
            onPick={(ymd) => {
              onChange(ymd);
              setOpened(false);
            }}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
