import '@/ui/overlay-styles';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createFunding, createTransferFunding } from '../api/funding';
import { parseFundingAmount } from '../amount';
import type { WalletOwner } from '@/entities/wallet/owner';
import { walletFailureText } from '../wallet-failure';

type Method = 'card' | 'transfer';

const METHOD_NOTE: Record<Method, string> = {
  card: 'You will pay by card on the payment page, then come back here to see the credit.',
  transfer: 'You will get a bank account to transfer this amount to within 30 minutes. Your wallet is credited when it arrives.',
};

/**
 * 'Fund wallet' (spec 1 §2, §4 'Funding'): an amount in naira (₦ prefix, thousand separators),
 * then by card (CreatePayment and the card provider's checkout, back to /profile?reference=…) or
 * by bank transfer (CreateTransferPayment, then /wallet-woven-pay shows the account: the spec's
 * funding page, which its own notes say nothing led to).
 */
export function FundWalletModal({ opened, onClose, owner }: { opened: boolean; onClose: () => void; owner: WalletOwner }) {
  const navigate = useNavigate();
  const [amount, setAmount] = useState<number | string>('');
  const [method, setMethod] = useState<Method>('card');
  const [error, setError] = useState<string | null>(null);
  const fund = useMutation({
    mutationFn: ({ kobo, by }: { kobo: number; by: Method }) =>
      by === 'card'
        ? createFunding(owner, kobo).then((payment) => window.location.assign(payment.AuthorizationUrl))
        : createTransferFunding(owner, kobo).then((transfer) => navigate({ to: '/wallet-woven-pay', search: { reference: transfer.Reference } })),
  });
  // Leaving for the checkout or the transfer page: the button keeps spinning until the page goes.
  const leaving = fund.isPending || fund.isSuccess;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        setAmount('');
        setMethod('card');
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
          fund.mutate({ kobo: parsed.kobo, by: method });
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
          <Radio.Group label="Pay by" value={method} onChange={(value) => setMethod(value as Method)}>
            <Group gap="lg" mt={6}>
              <Radio value="card" label="Card" />
              <Radio value="transfer" label="Bank transfer" />
            </Group>
          </Radio.Group>
          <Text size="sm" c="dimmed">{METHOD_NOTE[method]}</Text>
          {fund.isError ? <Alert color="red" role="alert">{walletFailureText(fund.error)}</Alert> : null}
          <Button type="submit" loading={leaving}>Proceed</Button>
        </Stack>
      </form>
    </Modal>
  );
}
