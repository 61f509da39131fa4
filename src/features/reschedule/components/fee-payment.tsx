import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Loader, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { visibleGateways } from '@contract/payment';
import { RESCHEDULE_GATEWAY, RESCHEDULE_GATEWAYS, RESCHEDULE_RULES } from '@contract/reschedule';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { CHECKOUT_GATEWAY_LIST, gatewayListQueryOptions } from '@/entities/payment/gateway-list';
import { formatNaira } from '@/lib/naira';
import { NoConnection } from '@/ui/no-connection';
import { PinField } from '@/ui/pin-field';

const NOTE: Readonly<Record<number, string>> = {
  [RESCHEDULE_GATEWAY.card]: "You pay by card on Paystack's page, then come back here. Your new seats are held meanwhile.",
  [RESCHEDULE_GATEWAY.transfer]: `You transfer the fee to a bank account we give you. Your new seats are held for ${RESCHEDULE_RULES.holdMinutes} minutes until it arrives.`,
  [RESCHEDULE_GATEWAY.wallet]: 'Paid from your wallet at once with your 4-digit PIN.',
};

type Props = {
  feeKobo: number;
  signedIn: boolean;
  method: number | null;
  onMethod: (gateway: number) => void;
  pin: string;
  onPin: (pin: string) => void;
  pinError: string | null;
};

/**
 * 'Select payment method' for the reschedule fee: the gateways of the checkout list (spec 2 §9)
 * the fee can be paid with, as the list says (status, the wallet only when signed in); the
 * wallet's PIN once it is chosen.
 */
export function FeePayment({ feeKobo, signedIn, method, onMethod, pin, onPin, pinError }: Props) {
  const gateways = useQuery(gatewayListQueryOptions(CHECKOUT_GATEWAY_LIST));
  const offered = gateways.data ? visibleGateways(gateways.data, { signedIn, supported: RESCHEDULE_GATEWAYS }) : [];
  return (
    <Stack gap="sm">
      <Text>Reschedule fee: <Text span fw={700}>{formatNaira(feeKobo)}</Text></Text>
      {gateways.isPending ? <Loader size="sm" role="status" aria-label="Loading payment methods" /> : null}
      {gateways.isError && !gateways.data ? (
        isNoConnection(gateways.error)
          ? <NoConnection onRetry={() => void gateways.refetch()} retrying={gateways.isFetching} />
          : <Alert color="red" role="alert">{errorMessage(gateways.error)}</Alert>
      ) : null}
      {offered.length > 0 ? (
        <Radio.Group label="Select payment method" value={method === null ? null : String(method)} onChange={(value) => onMethod(Number(value))}>
          <Stack gap="xs" mt={6}>
            {offered.map((g) => (
              <Radio key={g.paymentWalletEnumId} value={String(g.paymentWalletEnumId)} label={g.gatewayName} description={NOTE[g.paymentWalletEnumId]} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {method === RESCHEDULE_GATEWAY.wallet ? (
        <PinField label="Transaction PIN" description="Please Enter Your 4 Digit Transaction Pin" length={4} value={pin} onChange={onPin} error={pinError} />
      ) : null}
    </Stack>
  );
}
