import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useOnline } from '@/offline/network-status';
import { SubmitForm } from '@/ui/submit-form';
import { OfflineNote } from './offline-note';

type Props = {
  onSubmit: () => void;
  /** False keeps Proceed off (airtime until a phone and an amount, data until a bundle). */
  ready?: boolean;
  /** Proceed spins while the customer is checked. */
  pending?: boolean;
  children: ReactNode;
};

/**
 * A bill panel's form: its fields, 'You are offline' while there is no connection, and Proceed.
 * The browser's own validation is off: the panels say the contract's sentences instead.
 */
export function BillForm({ onSubmit, ready = true, pending, children }: Props) {
  const online = useOnline();
  return (
    <SubmitForm onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        {online ? null : <OfflineNote />}
        <Button type="submit" disabled={!ready || !online} loading={pending}>Proceed</Button>
      </Stack>
    </SubmitForm>
  );
}
