import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Button, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { BILLER_CATEGORY, BILLS_MESSAGES, ELECTRICITY_MAX_NAIRA, ELECTRICITY_MIN_NAIRA } from '@contract/bills';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { useOnline } from '@/offline/network-status';
import { checkElectricity, without, type AmountValue } from '../bill-forms';
import type { BillOrder } from '../order';
import { useBillerChoice } from '../use-biller-choice';
import { CatalogueFailure } from './catalogue-failure';
import { BillerSelect } from './biller-select';
import { CheckFailure, proceedOnceKnown, useCustomerCheck } from './customer-check';
import { OfflineNote } from './offline-note';

type Fields = 'biller' | 'item' | 'meter' | 'amount';

/**
 * Electricity (spec 1 §2): a disco of category 1, Prepaid or Postpaid (its payment items), the
 * meter number and the amount. Proceed validates the meter first (responseCode '90000', else
 * 'Error validating meter informations.') and the confirm modal names the customer.
 */
export function ElectricityPanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const { billers: discos, billerId, biller, chooseBiller, items, code, setCode, item } = useBillerChoice(BILLER_CATEGORY.electricity);
  const [meter, setMeter] = useState('');
  const [amount, setAmount] = useState<AmountValue>('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const online = useOnline();
  const check = useCustomerCheck();
  const edited = (field: Fields) => {
    setErrors(without(field));
    check.reset();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkElectricity({ biller, item, meter, amount });
        if ('errors' in checked) {
          setErrors(checked.errors);
          return;
        }
        proceedOnceKnown(check, checked.order.meter, checked.order, onProceed);
      }}
    >
      <Stack gap="md">
        <BillerSelect
          label="Disco"
          description="Your electricity distribution company"
          noun="discos"
          billers={discos}
          failure={BILLS_MESSAGES.discosFailed}
          value={billerId}
          onChange={(id) => {
            chooseBiller(id);
            edited('biller');
          }}
          error={errors.biller}
        />
        <CatalogueFailure query={items} message={BILLS_MESSAGES.plansFailed} />
        {items.data ? (
          <Radio.Group
            label="Meter type"
            value={code}
            onChange={(value) => {
              setCode(value);
              edited('item');
            }}
            error={errors.item}
          >
            <Group gap="lg" mt={6}>
              {items.data.map((i) => <Radio key={i.paymentCode} value={i.paymentCode} label={i.paymentitemname} />)}
            </Group>
          </Radio.Group>
        ) : null}
        <TextInput
          label="Meter Number"
          description="11 to 13 digits"
          inputMode="numeric"
          autoComplete="off"
          value={meter}
          onChange={(event) => {
            setMeter(event.currentTarget.value);
            edited('meter');
          }}
          error={errors.meter}
        />
        <NumberInput
          label="Amount"
          description={`${formatNaira(nairaToKobo(ELECTRICITY_MIN_NAIRA))} to ${formatNaira(nairaToKobo(ELECTRICITY_MAX_NAIRA))}, plus the ₦100 fee`}
          prefix="₦"
          thousandSeparator=","
          decimalScale={2}
          allowNegative={false}
          hideControls
          placeholder="₦0.00"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            edited('amount');
          }}
          error={errors.amount}
        />
        <CheckFailure check={check} message={BILLS_MESSAGES.meterInvalid} />
        {online ? null : <OfflineNote />}
        <Button type="submit" disabled={!online} loading={check.isPending}>Proceed</Button>
      </Stack>
    </form>
  );
}
