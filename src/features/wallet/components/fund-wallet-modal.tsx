import '@/ui/overlay-styles';
import '@mantine/core/styles/NumberInput.css';
import { useState } from 'react';
import { Alert, Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFunding } from '../api/funding';
import { parseFundingAmount } from '../amount';
import type { WalletOwner } from '../owner';
import { walletFailureText } from '../wallet-failure';

/**
 * 'Fund wallet' (spec 1 §2, §5 'Funding'): an amount in naira (₦ prefix, thousand separators),
 * then CreatePayment and the card provider's checkout, which returns to /profile?reference=….
 */
export function FundWalletModal({ opened, onClose, owner }: { opened: boolean; onClose: () => void; owner: WalletOwner }) {
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const fund = useMutation({
    mutationFn: (kobo: number) => createFunding(owner, kobo),
    // Leaving for the checkout: the button keeps spinning until the page goes.
    onSuccess: (payment) => window.location.assign(payment.AuthorizationUrl),
  });
  const leaving = fund.isPending || fund.isSuccess;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        setAmount('');
        setError(null);
        fund.reset();
      }}
      title="Fund wallet"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = parseFundingAmount(amount);
          if ('error' in parsed) {
            setError(parsed.error);
            return;
          }
          setError(null);
          fund.mutate(parsed.kobo);
        }}
      >
        <Stack gap="md">
          <NumberInput
            label="Amount"
            prefix="₦"
            thousandSeparator=","
            decimalScale={2}
            allowNegative={false}
            placeholder="₦0.00"
            hideControls
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Text size="sm" c="dimmed">You will pay by card on the payment page, then come back here to see the credit.</Text>
          {fund.isError ? <Alert color="red" role="alert">{walletFailureText(fund.error)}</Alert> : null}
          <Button type="submit" loading={leaving}>Proceed</Button>
        </Stack>
      </form>
    </Modal>
  );
}
