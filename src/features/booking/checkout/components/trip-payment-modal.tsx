import '@/ui/overlay-styles';
import { Alert, Button, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Gateway } from '@contract/payment';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { useSession } from '@/api/session';
import { formatNaira } from '@/lib/naira';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { checkoutGatewaysQueryOptions } from '../api/get-checkout-gateways';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The estimate; the provider is asked for the amount the server computes. */
  amount: number;
  onChoose: (gateway: Gateway) => void;
  /** The gateway whose booking is being created. */
  busyGateway: number | null;
  notice: string | null;
  failure: string | null;
  onBackToBuses: () => void;
};

/** 'Trip payment' (spec 1 §2): the amount and the 'Select payment method' list. */
export function TripPaymentModal({ opened, onClose, amount, onChoose, busyGateway, notice, failure, onBackToBuses }: Props) {
  const signedIn = useSession() !== null;
  const gateways = useQuery({ ...checkoutGatewaysQueryOptions(signedIn), enabled: opened });
  const busy = busyGateway !== null;
  return (
    <Modal opened={opened} onClose={onClose} title="Trip payment" centered closeButtonProps={{ 'aria-label': 'Close' }} closeOnClickOutside={!busy} closeOnEscape={!busy} withCloseButton={!busy}>
      <Stack gap="md">
        <Text fw={600}>You are about to fund this trip</Text>
        <Text>
          Amount: <Text span fw={700}>{formatNaira(amount)}</Text>
        </Text>
        <Text size="sm" c="dimmed">Choosing a payment method will redirect you to that platform to complete your payment.</Text>
        {failure ? (
          <FailureAlert title="Booking not created" action="Back to bus selection" onAction={onBackToBuses}>
            {failure}
          </FailureAlert>
        ) : null}
        {notice ? <Alert color="amber" role="alert">{notice}</Alert> : null}
        <Title order={3} id="payment-methods">Select payment method</Title>
        {gateways.isPending ? <Loader size="sm" role="status" aria-label="Loading payment methods" /> : null}
        {gateways.isError && isNoConnection(gateways.error) ? (
          <NoConnection onRetry={() => void gateways.refetch()} retrying={gateways.isFetching} />
        ) : null}
        {gateways.isError && !isNoConnection(gateways.error) ? (
          <FailureAlert title="Could not load payment methods" action="Try again" onAction={() => void gateways.refetch()}>
            {errorMessage(gateways.error)}
          </FailureAlert>
        ) : null}
        {gateways.data ? (
          <Stack gap="xs" role="list" aria-labelledby="payment-methods">
            {gateways.data.map((gateway) => (
              <div role="listitem" key={gateway.paymentWalletEnumId}>
                <Button
                  variant="light"
                  fullWidth
                  justify="space-between"
                  loading={busyGateway === gateway.paymentWalletEnumId}
                  disabled={busy || failure !== null}
                  onClick={() => onChoose(gateway)}
                >
                  {gateway.gatewayName}
                </Button>
              </div>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
