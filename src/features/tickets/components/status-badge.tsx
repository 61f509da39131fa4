import { Badge } from '@mantine/core';
import { seatStatusView, type StatusView } from '../status-display';
import classes from './status-badge.module.css';

/** White on these reads at 4.5:1 or more (Mantine's red.6 and green.6 do not: 3.3:1 and 2.3:1). */
const BADGE_COLOR: Record<StatusView['color'], string> = { red: 'red.9', green: 'freely.7' };

/** A seat's booking status: Pending (red, blinking), Confirmed (green), Cancelled (red). */
export function StatusBadge({ code }: { code: number }) {
  const view = seatStatusView(code);
  return (
    <Badge color={BADGE_COLOR[view.color]} variant="filled" tt="none" style={{ flexShrink: 0 }} className={view.blinking ? classes.blink : undefined}>
      {view.label}
    </Badge>
  );
}
