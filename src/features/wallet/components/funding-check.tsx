import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNoConnection } from '@/api/api-error';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { verifyFunding } from '../api/funding';
import { walletKeys } from '@/entities/wallet/query-keys';
import { walletFailureText } from '../wallet-failure';

type Props = {
  /** ?reference= the card checkout sent the traveller back with. */
  reference: string | undefined;
  /** Takes `reference` out of the address once the server has answered, so a reload does not ask again. */
  onAnswered: () => void;
};

/** Back from funding: VerifyPaystackRef (which credits once), then the credit, 'pending' or 'failed' said plainly. */
export function FundingCheck({ reference, onAnswered }: Props) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: verifyFunding,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      onAnswered();
    },
  });
  const { mutate } = verify;
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per reference (React's development double effects included).
    if (!reference || asked.current === reference) return;
    asked.current = reference;
    mutate(reference);
  }, [reference, mutate]);

  const again = () => {
    if (verify.variables) mutate(verify.variables);
  };
  if (verify.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Checking your payment…</Text>
      </Group>
    );
  }
  if (verify.isError) {
    return isNoConnection(verify.error) ? (
      <NoConnection onRetry={again}>{walletFailureText(verify.error)}</NoConnection>
    ) : (
      <FailureAlert title="Could not check your payment" action="Try again" onAction={again}>{walletFailureText(verify.error)}</FailureAlert>
    );
  }
  const result = verify.data;
  if (!result) return null;
  const amount = formatNaira(nairaToKobo(result.Amount));
  switch (result.PaymentStatus) {
    case 'success':
      return <Alert color="green" role="status" title="Wallet funded">{amount} has been added to your wallet.</Alert>;
    case 'pending':
      return (
        <Alert color="amber" role="status" title="Payment pending">
          <Text size="sm">Your payment of {amount} has not been confirmed yet. Nothing has been added to your wallet so far.</Text>
          <Button size="xs" variant="white" mt="xs" onClick={again}>Check again</Button>
        </Alert>
      );
    case 'failed':
      return <Alert color="red" role="alert" title="Payment not completed">Your card payment of {amount} did not go through. Nothing was added to your wallet.</Alert>;
  }
}
