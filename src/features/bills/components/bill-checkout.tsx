import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CARD_GATEWAY, type BillGateway, type BillOutcome } from '@contract/bills';
import { WALLET_MESSAGES, WALLET_TYPE } from '@contract/wallet';
import { payingBalance, walletGate } from '@/entities/wallet/balance-gate';
import { walletKeys } from '@/entities/wallet/query-keys';
import { useWallet } from '@/entities/wallet/use-wallet';
import { useOnline } from '@/offline/network-status';
import { purchase, type BillCustomer } from '../api/purchase';
import { billsKeys } from '../api/query-keys';
import { purchaseFailureText } from '../bills-failure';
import { cardBillStore } from '../card-return';
import { orderTitle, totalKobo, type BillOrder } from '../order';
import { successMessage } from '../outcome';
import { ConfirmModal } from './confirm-modal';
import { LowBalanceModal } from './low-balance-modal';
import { OutcomeModal } from './outcome-modal';
import { PaymentMethodModal } from './payment-method-modal';
import { PinModal } from './pin-modal';

type Step = 'confirm' | 'methods' | 'low' | 'pin' | 'outcome' | 'done';

type Props = {
  order: BillOrder;
  reference: string;
  customer: BillCustomer;
  /** Back to the panel's form (a modal closed before paying). */
  onCancel: () => void;
  /** The purchase is over (success, failure, pending): its reference is spent. `notice` is the success sentence to show. */
  onFinished: (notice?: string) => void;
};

/**
 * Spec 1 §4 'Bill flow' after Proceed: the confirm modal, Pay, the payment methods (5 and 23), then
 * the card checkout, or the wallet's low-balance modal or PIN, the purchase, and its outcome.
 */
export function BillCheckout({ order, reference, customer, onCancel, onFinished }: Props) {
  const [step, setStep] = useState<Step>('confirm');
  const [notice, setNotice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BillOutcome | null>(null);
  const online = useOnline();
  const queryClient = useQueryClient();
  const { wallet } = useWallet({ refetchOnMount: 'always' });
  const ready = wallet.data?.kind === 'ready' ? wallet.data.wallet : null;
  const total = totalKobo(order);

  const pay = useMutation({
    mutationFn: ({ gateway, pin }: { gateway: BillGateway; pin?: string }) => purchase(order, { reference, gateway, pin }, customer),
    onSuccess: (answer) => {
      if (answer.status === 'awaiting-payment' && answer.authorizationUrl) {
        // To the card checkout; the result page (/paybill-call-back) words its wait with this.
        cardBillStore.set({ reference, kind: order.kind, title: orderTitle(order), total });
        window.location.assign(answer.authorizationUrl);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: billsKeys.all });
      if (answer.status === 'success' && order.kind !== 'electricity') {
        setStep('done');
        onFinished(successMessage(order.kind));
        return;
      }
      setOutcome(answer);
      setStep('outcome');
    },
  });
  // Leaving for the card checkout: the button keeps spinning until the page goes.
  const busy: BillGateway | null = pay.isPending || (pay.isSuccess && pay.data.status === 'awaiting-payment') ? (pay.variables?.gateway ?? null) : null;

  const choose = (gateway: BillGateway) => {
    setNotice(null);
    if (gateway === CARD_GATEWAY) {
      pay.mutate({ gateway }, { onError: (error) => setNotice(purchaseFailureText(error)) });
      return;
    }
    if (!ready) return;
    const gate = walletGate(ready, WALLET_TYPE.mainWithPin, total);
    if (gate === 'no-pin') setNotice(WALLET_MESSAGES.noPin);
    else if (gate === 'locked') setNotice(WALLET_MESSAGES.locked);
    else {
      pay.reset();
      setStep(gate === 'low' ? 'low' : 'pin');
    }
  };

  const cancel = () => {
    if (!pay.isPending) onCancel();
  };

  switch (step) {
    case 'confirm':
      return <ConfirmModal order={order} reference={reference} online={online} onPay={() => setStep('methods')} onClose={cancel} />;
    case 'methods':
      return (
        <PaymentMethodModal
          totalKobo={total}
          hasWallet={ready !== null}
          walletBalanceKobo={ready ? payingBalance(ready, WALLET_TYPE.mainWithPin) : null}
          online={online}
          busy={busy}
          notice={notice}
          onChoose={choose}
          onClose={cancel}
        />
      );
    case 'low':
      return <LowBalanceModal balanceKobo={ready ? payingBalance(ready, WALLET_TYPE.mainWithPin) : 0} totalKobo={total} onTryAgain={() => setStep('methods')} />;
    case 'pin':
      return (
        <PinModal
          totalKobo={total}
          online={online}
          paying={pay.isPending}
          error={pay.isError ? purchaseFailureText(pay.error) : null}
          onProceed={(pin) => pay.mutate({ gateway: WALLET_TYPE.mainWithPin, pin })}
          onClose={() => {
            if (!pay.isPending) setStep('methods');
          }}
        />
      );
    case 'outcome':
      return outcome ? <OutcomeModal outcome={outcome} onClose={() => onFinished()} /> : null;
    case 'done':
      return null;
  }
}
