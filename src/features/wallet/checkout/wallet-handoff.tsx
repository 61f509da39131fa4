import '@/ui/overlay-styles';
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PIN_LENGTH, WALLET_MESSAGES, WALLET_TYPE, type WalletType } from '@contract/wallet';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import { walletPaymentMutationOptions } from '@/entities/payment/wallet-payment';
import { formatNaira } from '@/lib/naira';
import { PinField } from '@/ui/pin-field';
import { isWalletGateway, payingBalance, walletGate } from '@/entities/wallet/balance-gate';
import { MISSING_CONTACT } from '@/entities/wallet/owner';
import { isCompletePin } from '../setup-flow';
import { useWallet } from '@/entities/wallet/use-wallet';
import { walletFailureText } from '../wallet-failure';

/** Spec 1 §4 'Payment': the PIN's Proceed goes to /confirmed-wallet-payment after 1.5 s. */
const PROCEED_MS = 1500;
const NO_WALLET = 'You have no wallet yet. Set one up on your Wallet page, or choose another payment method.';
const modal = { centered: true, closeButtonProps: { 'aria-label': 'Close' } } as const;

type Props = { payment: PendingPayment; onDone: (notice?: string) => void };

/**
 * Checkout's wallet gateways (spec 1 §4 'Payment', §5 'Payment gating'): the wallet is read fresh;
 * a balance below the total shows 'Your wallet balance is low' with Try Again, otherwise the
 * 'Transaction Pin' modal. The booking is already the one pending payment (its gateway says the
 * wallet); 1.5 s after Proceed the wallet payment starts, keyed by the booking, as
 * /confirmed-wallet-payment opens to show it (entities/payment/wallet-payment.ts): the PIN goes
 * only into that mutation, in memory.
 */
export function WalletHandoff({ payment, onDone }: Props) {
  const type: WalletType = isWalletGateway(payment.gateway) ? payment.gateway : WALLET_TYPE.mainWithPin;
  const { owner, missing, wallet } = useWallet({ refetchOnMount: 'always' });
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [proceeding, setProceeding] = useState(false);
  const pay = useMutation(walletPaymentMutationOptions(payment.refCode));
  const typed = useRef('');
  const go = useTimeout(() => {
    // The debit is posted as the page opens (spec 1 §2), and lives on in the mutation cache after this modal.
    pay.mutate({ refCode: payment.refCode, walletType: type, pin: typed.current });
    typed.current = '';
    void navigate({ to: '/confirmed-wallet-payment' });
  }, PROCEED_MS);

  const read = wallet.isFetchedAfterMount && !wallet.isFetching;
  const state = read && !wallet.isError ? wallet.data : undefined;
  const gate = state?.kind === 'ready' ? walletGate(state.wallet, type, payment.amount) : undefined;

  // What cannot go on goes back to 'Select payment method' with its sentence.
  const refusal = missing
    ? MISSING_CONTACT[missing]
    : read && wallet.isError
      ? walletFailureText(wallet.error)
      : state?.kind === 'absent'
        ? NO_WALLET
        : gate === 'no-pin'
          ? WALLET_MESSAGES.noPin
          : gate === 'locked'
            ? WALLET_MESSAGES.locked
            : null;
  const refused = useRef(false);
  useEffect(() => {
    if (!refusal || refused.current) return;
    refused.current = true;
    onDone(refusal);
  }, [refusal, onDone]);

  if (refusal) return null;
  if (state?.kind === 'ready' && gate === 'low') {
    return (
      <Modal opened onClose={() => onDone()} title={WALLET_MESSAGES.lowBalance} {...modal}>
        <Stack gap="md">
          <Text>
            Your {type === WALLET_TYPE.cashback ? 'cashback' : 'wallet'} balance is {formatNaira(payingBalance(state.wallet, type))} and this trip costs {formatNaira(payment.amount)}. Fund your
            wallet, or choose another payment method.
          </Text>
          <Group>
            <Button onClick={() => onDone()} data-autofocus>Try Again</Button>
            <Button variant="light" renderRoot={(props) => <Link {...props} to="/profile" />}>Go to Wallet</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (state?.kind === 'ready' && gate === 'pin' && owner) {
    const proceed = () => {
      typed.current = pin;
      setPin('');
      setProceeding(true);
      go.start();
    };
    return (
      <Modal opened onClose={() => onDone()} title="Transaction Pin" closeOnClickOutside={!proceeding} closeOnEscape={!proceeding} withCloseButton={!proceeding} {...modal}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isCompletePin(pin) && !proceeding) proceed();
          }}
        >
          <Stack gap="md">
            <Text>Please Enter Your 4 Digit Transaction Pin</Text>
            <PinField label="Transaction Pin" length={PIN_LENGTH} value={pin} onChange={setPin} disabled={proceeding} autoFocus />
            <Text size="sm" c="dimmed">{formatNaira(payment.amount)} will be paid from your {type === WALLET_TYPE.cashback ? 'cashback wallet' : 'wallet'}.</Text>
            <Button type="submit" disabled={!isCompletePin(pin) && !proceeding} loading={proceeding}>Proceed</Button>
          </Stack>
        </form>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={() => onDone()} title="Wallet" {...modal}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Checking your wallet balance…</Text>
      </Stack>
    </Modal>
  );
}
