import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Group, Radio } from '@mantine/core';
import { BILLER_CATEGORY, BILLS_MESSAGES, ELECTRICITY_MAX_NAIRA, ELECTRICITY_MIN_NAIRA } from '@contract/bills';
import { checkElectricity, type AmountValue } from '../bill-forms';
import type { BillOrder } from '../order';
import { useVerifiedBill } from '../use-verified-bill';
import { CatalogueFailure } from './catalogue-failure';
import { BillerSelect } from './biller-select';
import { DigitsInput } from './digits-input';
import { NairaAmountInput, nairaRange } from './naira-amount-input';
import { VerifiedBillForm } from './verified-bill-form';

/**
 * Electricity (spec 1 §2): a disco of category 1, Prepaid or Postpaid (its payment items), the
 * meter number and the amount. Proceed validates the meter first (responseCode '90000', else
 * 'Error validating meter informations.') and the confirm modal names the customer.
 */
export function ElectricityPanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const bill = useVerifiedBill<'meter' | 'amount'>(BILLER_CATEGORY.electricity);
  const [meter, setMeter] = useState('');
  const [amount, setAmount] = useState<AmountValue>('');

  return (
    <VerifiedBillForm
      check={bill.check}
      unknownCustomer={BILLS_MESSAGES.meterInvalid}
      onSubmit={() => bill.submit(checkElectricity({ biller: bill.biller, item: bill.item, meter, amount }), (order) => order.meter, onProceed)}
    >
      <BillerSelect
        label="Disco"
        description="Your electricity distribution company"
        noun="discos"
        billers={bill.billers}
        failure={BILLS_MESSAGES.discosFailed}
        {...bill.billerField}
      />
      <CatalogueFailure query={bill.items} message={BILLS_MESSAGES.plansFailed} />
      {bill.items.data ? (
        <Radio.Group label="Meter type" {...bill.planField}>
          <Group gap="lg" mt={6}>
            {bill.items.data.map((i) => <Radio key={i.paymentCode} value={i.paymentCode} label={i.paymentitemname} />)}
          </Group>
        </Radio.Group>
      ) : null}
      <DigitsInput label="Meter Number" description="11 to 13 digits" {...bill.field('meter', meter, setMeter)} />
      <NairaAmountInput description={`${nairaRange(ELECTRICITY_MIN_NAIRA, ELECTRICITY_MAX_NAIRA)}, plus the ₦100 fee`} {...bill.field('amount', amount, setAmount)} />
    </VerifiedBillForm>
  );
}
