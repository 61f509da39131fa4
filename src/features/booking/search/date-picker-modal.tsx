import '@mantine/dates/styles.css';
import '@/ui/overlay-styles';
import { Modal } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { DateWindow } from '@contract/dates';

const ARIA_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

type Props = {
  title: string;
  value: string | null;
  window: DateWindow;
  onPick: (ymd: string) => void;
  onClose: () => void;
};

/** The calendar of a DateField, in its own chunk; days outside the window are disabled. */
export function DatePickerModal({ title, value, window, onPick, onClose }: Props) {
  return (
    <Modal opened onClose={onClose} title={title} centered size="auto">
      <DatePicker
        value={value}
        defaultDate={value ?? window.min}
        minDate={window.min}
        maxDate={window.max}
        ariaLabels={ARIA_LABELS}
        onChange={(ymd) => {
          if (ymd) onPick(ymd);
        }}
      />
    </Modal>
  );
}
