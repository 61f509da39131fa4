import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BILLER_CATEGORY, BILLS_MESSAGES, ELECTRICITY_MAX_NAIRA, ELECTRICITY_MIN_NAIRA } from '@contract/bills';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { useOnline } from '@/offline/network-status';
import { billersQueryOptions } from '../api/get-billers';
import { paymentItemsQueryOptions } from '../api/get-payment-items';
import { checkElectricity, without, type AmountValue } from '../bill-forms';
import type { BillOrder } from '../order';
import { CatalogueFailure } from './catalogue-failure';
import { CheckFailure, useCustomerCheck } from './customer-check';
import { OfflineNote } from './offline-note';

type Fields = 'biller' | 'item' | 'meter' | 'amount';

/**
 * Electricity (spec 1 §2): a disco of category 1, Prepaid or Postpaid (its payment items), the
 * meter number and the amount. Proceed validates the meter first (responseCode '90000', else
 * 'Error validating meter informations.') and the confirm modal names the customer.
 */
export function ElectricityPanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const [billerId, setBillerId] = useState('');
  const [code, setCode] = useState('');
  const [meter, setMeter] = useState('');
  const [amount, setAmount] = useState<AmountValue>('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const online = useOnline();
  const discos = useQuery(billersQueryOptions(BILLER_CATEGORY.electricity));
  const biller = discos.data?.find((d) => String(d.billerid) === billerId) ?? null;
  const items = useQuery({ ...paymentItemsQueryOptions(biller?.billerid ?? 0), enabled: biller !== null });
  const item = items.data?.find((i) => i.paymentCode === code) ?? null;
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
        check.mutate({ customerId: checked.order.meter, paymentCode: checked.order.paymentCode }, {
          onSuccess: (customer) => {
            if (customer) onProceed({ ...checked.order, customerName: customer.fullName });
          },
        });
      }}
    >
      <Stack gap="md">
        <CatalogueFailure query={discos} message={BILLS_MESSAGES.discosFailed} />
        <NativeSelect
          label="Disco"
          description="Your electricity distribution company"
          data={[{ value: '', label: discos.isPending ? 'Loading discos…' : 'Select disco' }, ...(discos.data ?? []).map((d) => ({ value: String(d.billerid), label: d.billername }))]}
          value={billerId}
          disabled={!discos.data}
          onChange={(event) => {
            setBillerId(event.currentTarget.value);
            setCode('');
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
