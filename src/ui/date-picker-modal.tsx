import '@mantine/dates/styles.css';
import '@/ui/overlay-styles';
import { Modal } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { DateWindow } from '@contract/dates';
import classes from './date-picker-modal.module.css';

const ARIA_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  // No name for the month and year buttons: their visible 'November 2026' names them (WCAG 2.5.3).
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
        // Weekends in Mantine's red.6 are 3.3:1 on white; a bus runs every day anyway.
        weekendDays={[]}
        classNames={{ day: classes.day }}
        onChange={(ymd) => {
          if (ymd) onPick(ymd);
        }}
      />
    </Modal>
  );
}
