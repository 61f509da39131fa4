import { Alert } from '@mantine/core';
import { BILLS_OFFLINE } from '../bills-failure';

/** Beside every button that needs the server: said at once, instead of a button that spins until the signal returns. */
export function OfflineNote() {
  return <Alert color="amber" role="status" title="You are offline">{BILLS_OFFLINE}</Alert>;
}
