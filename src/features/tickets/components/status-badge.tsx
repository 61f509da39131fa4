import { Badge } from '@mantine/core';
import { seatStatusView } from '../status-display';
import classes from './status-badge.module.css';

/** A seat's booking status: Pending (red, blinking), Confirmed (green), Cancelled (red). */
export function StatusBadge({ code }: { code: number }) {
  const view = seatStatusView(code);
  return (
    <Badge color={view.color} variant="filled" tt="none" style={{ flexShrink: 0 }} className={view.blinking ? classes.blink : undefined}>
      {view.label}
    </Badge>
  );
}
