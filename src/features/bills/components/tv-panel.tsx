import { useState } from 'react';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BILLER_CATEGORY, BILLS_MESSAGES } from '@contract/bills';
import { formatNaira } from '@/lib/naira';
import { useOnline } from '@/offline/network-status';
import { billersQueryOptions } from '../api/get-billers';
import { paymentItemsQueryOptions } from '../api/get-payment-items';
import { checkTv, without } from '../bill-forms';
import type { BillOrder } from '../order';
import { CatalogueFailure } from './catalogue-failure';
import { CheckFailure, useCustomerCheck } from './customer-check';
import { OfflineNote } from './offline-note';

type Fields = 'biller' | 'item' | 'smartCard';

/**
 * TV (spec 1 §2): a provider of category 2, a package (its price read-only) and the smart card
 * number. Proceed validates the card first (responseCode '90000', else 'Error validating
 * informations.') and the confirm modal names the customer.
 */
export function TvPanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const [billerId, setBillerId] = useState('');
  const [code, setCode] = useState('');
  const [smartCard, setSmartCard] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const online = useOnline();
  const providers = useQuery(billersQueryOptions(BILLER_CATEGORY.tv));
  const biller = providers.data?.find((p) => String(p.billerid) === billerId) ?? null;
  const packages = useQuery({ ...paymentItemsQueryOptions(biller?.billerid ?? 0), enabled: biller !== null });
  const item = packages.data?.find((p) => p.paymentCode === code) ?? null;
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
        const checked = checkTv({ biller, item, smartCard });
        if ('errors' in checked) {
          setErrors(checked.errors);
          return;
        }
        check.mutate({ customerId: checked.order.smartCard, paymentCode: checked.order.paymentCode }, {
          onSuccess: (customer) => {
            if (customer) onProceed({ ...checked.order, customerName: customer.fullName });
          },
        });
      }}
    >
      <Stack gap="md">
        <CatalogueFailure query={providers} message={BILLS_MESSAGES.tvProvidersFailed} />
        <NativeSelect
          label="Provider"
          data={[{ value: '', label: providers.isPending ? 'Loading providers…' : 'Select provider' }, ...(providers.data ?? []).map((p) => ({ value: String(p.billerid), label: p.billername }))]}
          value={billerId}
          disabled={!providers.data}
          onChange={(event) => {
            setBillerId(event.currentTarget.value);
            setCode('');
            edited('biller');
          }}
          error={errors.biller}
        />
        <CatalogueFailure query={packages} message={BILLS_MESSAGES.plansFailed} />
        <NativeSelect
          label="Package"
          data={[
            { value: '', label: biller === null ? 'Pick a provider first' : packages.isPending ? 'Loading packages…' : 'Select package' },
            ...(packages.data ?? []).map((p) => ({ value: p.paymentCode, label: `${p.paymentitemname} · ${formatNaira(Number(p.amount))}` })),
          ]}
          value={code}
          disabled={!packages.data}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            edited('item');
          }}
          error={errors.item}
        />
        <TextInput label="Amount" value={item ? formatNaira(Number(item.amount)) : ''} readOnly variant="filled" placeholder="Set by the package" />
        <TextInput
          label="Smart Card Number"
          description="The 10 or 11-digit IUC number on your decoder"
          inputMode="numeric"
          autoComplete="off"
          value={smartCard}
          onChange={(event) => {
            setSmartCard(event.currentTarget.value);
            edited('smartCard');
          }}
          error={errors.smartCard}
        />
        <CheckFailure check={check} message={BILLS_MESSAGES.tvInvalid} />
        {online ? null : <OfflineNote />}
        <Button type="submit" disabled={!online} loading={check.isPending}>Proceed</Button>
      </Stack>
    </form>
  );
}
