import '@/ui/overlay-styles';
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HIRE_EXPIRY_MINUTES } from '@contract/hire';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { formatNaira } from '@/lib/naira';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { hireGatewaysQueryOptions } from '../api/get-hire-gateways';
import { gatewayKind } from '../gateways';
import { HIRE_OFFLINE_PAY } from '../hire-words';

type Props = {
  totalKobo: number;
  online: boolean;
  /** The gateway whose hire is being made. */
  busy: number | null;
  /** Why the last choice could not go on, in the server's words. */
  notice: string | null;
  /** The vehicles went meanwhile: the way back to choose again. */
  onChooseAgain: (() => void) | null;
  onChoose: (gateway: number) => void;
  onClose: () => void;
};

const NOTE = {
  card: "You will pay by card on the payment provider's page, then come back here.",
  transfer: `You will transfer the amount to our bank account. Your vehicles are held for ${HIRE_EXPIRY_MINUTES / 60} hour until the transfer arrives.`,
} as const;

/** 'Select payment method' for a hire: the card (5) and bank transfer (4 or 10) of gateway list 2 (spec 2 §9). */
export function HirePaymentModal({ totalKobo, online, busy, notice, onChooseAgain, onChoose, onClose }: Props) {
  const gateways = useQuery(hireGatewaysQueryOptions());
  const choosing = busy !== null;
  return (
    <Modal opened onClose={onClose} title="Select payment method" centered closeButtonProps={{ 'aria-label': 'Close' }} closeOnClickOutside={!choosing} closeOnEscape={!choosing} withCloseButton={!choosing}>
      <Stack gap="md">
        <Text>You are about to pay for this hire.</Text>
        <Text>
          Amount: <Text span fw={700}>{formatNaira(totalKobo)}</Text>
        </Text>
        <Text size="sm" c="dimmed">Choosing a method takes you to that platform to pay.</Text>
        {!online ? <Alert color="amber" role="status" title="You are offline">{HIRE_OFFLINE_PAY}</Alert> : null}
        {notice ? (
          onChooseAgain ? (
            <FailureAlert title="Vehicles no longer free" action="Choose vehicles again" onAction={onChooseAgain}>{notice}</FailureAlert>
          ) : (
            <Alert color="red" role="alert">{notice}</Alert>
          )
        ) : null}
        {gateways.isPending ? <Loader size="sm" role="status" aria-label="Loading payment methods" /> : null}
        {gateways.isError && !gateways.data && isNoConnection(gateways.error) ? <NoConnection onRetry={() => void gateways.refetch()} retrying={gateways.isFetching} /> : null}
        {gateways.isError && !gateways.data && !isNoConnection(gateways.error) ? (
          <FailureAlert title="Could not load payment methods" action="Try again" onAction={() => void gateways.refetch()}>{errorMessage(gateways.error)}</FailureAlert>
        ) : null}
        {gateways.data ? (
          <Stack gap="sm" role="list" aria-label="Payment methods">
            {gateways.data.map((gateway) => {
              const id = gateway.paymentWalletEnumId;
              return (
                <Stack gap={4} role="listitem" key={id}>
                  <Button variant="light" fullWidth justify="space-between" loading={busy === id} disabled={!online || onChooseAgain !== null || (choosing && busy !== id)} onClick={() => onChoose(id)} aria-describedby={`hire-gateway-${id}`}>
                    {gateway.gatewayName}
                  </Button>
                  <Text size="xs" c="dimmed" id={`hire-gateway-${id}`}>{NOTE[gatewayKind(id)]}</Text>
                </Stack>
              );
            })}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
