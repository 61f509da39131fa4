import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useOutbox } from '@/offline/form-outbox';
import classes from './site-header.module.css';

/** Shown while messages typed offline wait on this phone: how many, and the way to them. */
export function OutboxLink() {
  const { items } = useOutbox();
  if (items.length === 0) return null;
  const label = `${items.length} ${items.length === 1 ? 'message' : 'messages'} waiting to send`;
  return (
    <Anchor component={Link} to="/outbox" className={classes.link} aria-label={label} title={label}>
      Outbox ({items.length})
    </Anchor>
  );
}
