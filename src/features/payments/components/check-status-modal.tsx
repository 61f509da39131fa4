import '@/ui/overlay-styles';
import { useEffect } from 'react';
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/api/api-error';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { validateTransferMutationOptions } from '../api/confirmation';
import { PAYMENT_MESSAGES } from '../messages';
import { useIssuedTicketSave } from '../use-issued-ticket-save';
import { IssuedTicketQr } from './issued-ticket-qr';
import { HomeActions } from './payment-notices';
import { TicketView } from './ticket-view';

type Props = { reference: string; opened: boolean; onClose: () => void; onConfirmed?: () => void };

/** 'Check Booking Status': asks whether the transfer arrived; the ticket when it has. */
export function CheckStatusModal({ reference, opened, onClose, onConfirmed }: Props) {
  const check = useMutation(validateTransferMutationOptions());
  const { mutate } = check;

  useEffect(() => {
    if (opened) mutate(reference);
  }, [opened, reference, mutate]);

  useEffect(() => {
    if (!check.data) return;
    pendingPaymentStore.clear();
    onConfirmed?.();
  }, [check.data, onConfirmed]);
  const save = useIssuedTicketSave(check.data?.bookingReference);

  const offline = check.error instanceof ApiError && check.error.offline;
  return (
    <Modal opened={opened} onClose={onClose} title="Check Booking Status" centered closeButtonProps={{ 'aria-label': 'Close' }} size="lg">
      {check.isPending ? (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>Checking for your transfer…</Text>
        </Stack>
      ) : null}
      {check.data ? <TicketView ticket={check.data} qr={<IssuedTicketQr reference={check.data.bookingReference} qr={check.data.ticketQr} save={save} />} actions={<HomeActions />} /> : null}
      {check.isError ? (
        <Stack gap="md">
          <Alert color={offline ? 'amber' : 'red'} role="alert">
            {offline ? PAYMENT_MESSAGES.offline : errorMessage(check.error)}
          </Alert>
          <Button onClick={() => mutate(reference)} w="fit-content">Check again</Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
