import '@/ui/overlay-styles';
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CARD_GATEWAY, type BillGateway } from '@contract/bills';
import { isNoConnection } from '@/api/api-error';
import { CHECKOUT_GATEWAY_LIST, gatewayListQueryOptions } from '@/entities/payment/gateway-list';
import { formatNaira } from '@/lib/naira';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { billsFailureText } from '../bills-failure';
import { billGatewayChoices } from '../gateways';
import { OfflineNote } from './offline-note';

type Props = {
  totalKobo: number;
  /** The customer has a wallet (spec 2 §9: the wallet only when wallet state exists). */
  hasWallet: boolean;
  /** The wallet's available balance, shown under its button. */
  walletBalanceKobo: number | null;
  online: boolean;
  /** The gateway whose purchase is being sent. */
  busy: BillGateway | null;
  /** Why the last choice could not go on (the server's words, a wallet without a PIN…). */
  notice: string | null;
  onChoose: (gateway: BillGateway) => void;
  onClose: () => void;
};

const NOTE: Record<BillGateway, string> = {
  5: "You will pay by card on the payment provider's page, then come back here.",
  23: 'Pay from your wallet balance with your 4-digit transaction PIN.',
};

/** 'Select payment method' for bills: only the card (5) and, with a wallet, the wallet (23). */
export function PaymentMethodModal({ totalKobo, hasWallet, walletBalanceKobo, online, busy, notice, onChoose, onClose }: Props) {
  const gateways = useQuery({ ...gatewayListQueryOptions(CHECKOUT_GATEWAY_LIST), select: (list) => billGatewayChoices(list, hasWallet) });
  const choosing = busy !== null;
  return (
    <Modal opened onClose={onClose} title="Select payment method" centered closeButtonProps={{ 'aria-label': 'Close' }} closeOnClickOutside={!choosing} closeOnEscape={!choosing} withCloseButton={!choosing}>
      <Stack gap="md">
        <Text>
          Total: <Text span fw={700}>{formatNaira(totalKobo)}</Text>
        </Text>
        {online ? null : <OfflineNote />}
        {notice ? <Alert color="red" role="alert">{notice}</Alert> : null}
        {gateways.isPending ? <Loader size="sm" role="status" aria-label="Loading payment methods" /> : null}
        {gateways.isError && isNoConnection(gateways.error) ? <NoConnection onRetry={() => void gateways.refetch()} retrying={gateways.isFetching} /> : null}
        {gateways.isError && !isNoConnection(gateways.error) ? (
          <FailureAlert title="Could not load payment methods" action="Try again" onAction={() => void gateways.refetch()}>{billsFailureText(gateways.error)}</FailureAlert>
        ) : null}
        {gateways.data ? (
          <Stack gap="sm" role="list" aria-label="Payment methods">
            {gateways.data.map((gateway) => {
              const id = gateway.paymentWalletEnumId as BillGateway;
              const note = id === CARD_GATEWAY || walletBalanceKobo === null ? NOTE[id] : `${NOTE[id]} Balance: ${formatNaira(walletBalanceKobo)}.`;
              return (
                <Stack gap={4} role="listitem" key={id}>
                  <Button variant="light" fullWidth justify="space-between" loading={busy === id} disabled={!online || (choosing && busy !== id)} onClick={() => onChoose(id)} aria-describedby={`bill-gateway-${id}`}>
                    {gateway.gatewayName}
                  </Button>
                  <Text size="xs" c="dimmed" id={`bill-gateway-${id}`}>{note}</Text>
                </Stack>
              );
            })}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
