import '@mantine/core/styles/ActionIcon.css';
import { useId, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import classes from './pickup-info-tip.module.css';

const ABOUT = 'Start your trip from a registered pick-up location at no additional charge.';

/**
 * The heading's tooltip (spec 1 §2), shown on hover, focus or tap. Plain CSS rather than Mantine's
 * Tooltip: that one pulls floating-ui's hover and delay helpers into the first-load bundle.
 */
export function PickupInfoTip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={classes.tip} data-open={open || undefined} onMouseLeave={() => setOpen(false)}>
      <ActionIcon
        variant="subtle"
        radius="xl"
        size="lg"
        aria-label="About pick-up locations"
        aria-describedby={id}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="12" cy="12" r="10" />
          <path d="M12 16v-4M12 8h.01" />
        </svg>
      </ActionIcon>
      <span role="tooltip" id={id} className={classes.text}>{ABOUT}</span>
    </span>
  );
}
