import { useState } from 'react';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { BILLER_CATEGORY, BILLS_MESSAGES } from '@contract/bills';
import { formatNaira } from '@/lib/naira';
import { useOnline } from '@/offline/network-status';
import { checkTv, without } from '../bill-forms';
import type { BillOrder } from '../order';
import { useBillerChoice } from '../use-biller-choice';
import { CatalogueFailure } from './catalogue-failure';
import { BillerSelect } from './biller-select';
import { CheckFailure, proceedOnceKnown, useCustomerCheck } from './customer-check';
import { OfflineNote } from './offline-note';

type Fields = 'biller' | 'item' | 'smartCard';

/**
 * TV (spec 1 §2): a provider of category 2, a package (its price read-only) and the smart card
 * number. Proceed validates the card first (responseCode '90000', else 'Error validating
 * informations.') and the confirm modal names the customer.
 */
export function TvPanel({ onProceed }: { onProceed: (order: BillOrder) => void }) {
  const { billers: providers, billerId, biller, chooseBiller, items: packages, code, setCode, item } = useBillerChoice(BILLER_CATEGORY.tv);
  const [smartCard, setSmartCard] = useState('');
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
        const checked = checkTv({ biller, item, smartCard });
        if ('errors' in checked) {
          setErrors(checked.errors);
          return;
        }
        proceedOnceKnown(check, checked.order.smartCard, checked.order, onProceed);
      }}
    >
      <Stack gap="md">
        <BillerSelect
          label="Provider"
          noun="providers"
          billers={providers}
          failure={BILLS_MESSAGES.tvProvidersFailed}
          value={billerId}
          onChange={(id) => {
            chooseBiller(id);
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
