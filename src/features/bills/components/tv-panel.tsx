import { useState } from 'react';
import { BILLER_CATEGORY, BILLS_MESSAGES } from '@contract/bills';
import { checkTv } from '../bill-forms';
import type { BillOrder } from '../order';
import { useVerifiedBill } from '../use-verified-bill';
import { BillerSelect } from './biller-select';
import { DigitsInput } from './digits-input';
import { PricedPlanSelect } from './priced-plan-select';
import { VerifiedBillForm } from './verified-bill-form';

/**
 * TV (spec 1 §2): a provider of category 2, a package (its price read-only) and the smart card
 * number. Proceed validates the card first (responseCode '90000', else 'Error validating
 * informations.') and the confirm modal names the customer.
 */
export function TvPanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const bill = useVerifiedBill<'smartCard'>(BILLER_CATEGORY.tv);
  const [smartCard, setSmartCard] = useState('');

  return (
    <VerifiedBillForm
      check={bill.check}
      unknownCustomer={BILLS_MESSAGES.tvInvalid}
      onSubmit={() => bill.submit(checkTv({ biller: bill.biller, item: bill.item, smartCard }), (order) => order.smartCard, onProceed)}
    >
      <BillerSelect label="Provider" noun="providers" billers={bill.billers} failure={BILLS_MESSAGES.tvProvidersFailed} {...bill.billerField} />
      <PricedPlanSelect label="Package" pickFirst={bill.biller === null ? 'provider' : null} plans={bill.items} chosen={bill.item} {...bill.planField} />
      <DigitsInput
        label="Smart Card Number"
        description="The 10 or 11-digit IUC number on your decoder"
        {...bill.field('smartCard', smartCard, setSmartCard)}
      />
    </VerifiedBillForm>
  );
}
